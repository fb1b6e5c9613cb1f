import type { Language } from "@shared/i18n/languages";
import { TODO_MARKER as T } from "@shared/domain/authoring-todo";
import type { PracticeRuntime } from "@shared/domain/practice";

/**
 * The lessons' skeleton written without a model (issue 46, decision 0181): a title, minutes, a
 * suggested exercise type and an author's checklist per lesson, one table per language. Nothing
 * here teaches: every line is addressed to the author and carries the to-do marker, so the
 * publish gate refuses the lesson until the author has written it.
 */

export type SkeletonKind = "overview" | "example" | "mistakes" | "apply" | "deepen" | "review";
export type ExerciseType = "reflection" | "code" | "task" | "debugging" | "project" | "selfCheck";

export interface SkeletonContext {
  module: string;
  subject: string;
  previous: string | null;
  next: string | null;
  goals: string[];
  exercise: string;
}

interface SkeletonTexts {
  title: Record<SkeletonKind, (module: string) => string>;
  exercise: Record<ExerciseType, string>;
  runtime: Record<PracticeRuntime, string>;
  notice: string;
  suggested: (exercise: string) => string;
  goals: (goals: string[]) => string;
  checklist: string;
  items: Record<SkeletonKind, (c: SkeletonContext) => string[]>;
  /** Closing items of every lesson: objective, exercise, quiz. */
  blocks: (c: SkeletonContext) => string[];
}

const de: SkeletonTexts = {
  title: {
    overview: (m) => `Überblick: ${m}`,
    example: (m) => `Schritt für Schritt: ${m}`,
    mistakes: (m) => `Typische Fehler und bewährte Praxis: ${m}`,
    apply: (m) => `Anwenden: ${m} im Mini-Projekt`,
    deepen: (m) => `Vertiefung: ${m}`,
    review: (m) => `Wiederholung und Checkliste: ${m}`,
  },
  exercise: {
    reflection: "Reflexionsfrage",
    code: "Programmieraufgabe",
    task: "Praxisaufgabe",
    debugging: "Fehlersuche",
    project: "Mini-Projekt",
    selfCheck: "Selbstcheck mit Quiz",
  },
  runtime: { web: "HTML/CSS/JavaScript", sql: "SQL", python: "Python", javascript: "JavaScript" },
  notice:
    "**Entwurf ohne KI:** Diese Lektion ist ein Gerüst, noch kein Lektionstext. Schreibe sie anhand der Checkliste. Solange ein [!TODO] in der Lektion steht, lässt sich der Kurs nicht veröffentlichen.",
  suggested: (e) => `Vorgeschlagene Übung: ${e}`,
  goals: (g) => `Ziele der Lernenden, auf die du eingehen kannst: ${g.join("; ")}`,
  checklist: "Checkliste",
  items: {
    overview: (c) => [
      `Erkläre in zwei, drei Sätzen, worum es im Modul „${c.module}“ geht und wofür Lernende es bei ${c.subject} brauchen.`,
      "Nenne die Begriffe, die in diesem Modul vorkommen, und erkläre jeden mit einem eigenen Satz und einem Beispiel.",
      ...(c.previous ? [`Knüpfe an das Modul „${c.previous}“ an.`] : []),
    ],
    example: (c) => [
      `Wähle ein kleines, vollständiges Beispiel aus ${c.subject}, das Lernende nachvollziehen können.`,
      "Füge es als Code-Beispiel ein (Code, den du selbst ausgeführt hast) oder zeige es in nummerierten Schritten.",
      "Erkläre bei jedem Schritt, was passiert und warum.",
    ],
    mistakes: (c) => [
      `Sammle zwei bis vier Fehler, die bei „${c.module}“ wirklich passieren, jeweils mit Ursache und Abhilfe.`,
      "Zeige zu jedem Fehler, woran man ihn erkennt (Fehlermeldung, falsches Ergebnis).",
    ],
    apply: (c) => [
      `Beschreibe eine kleine Aufgabe aus ${c.subject}, die alles aus „${c.module}“ zusammenführt.`,
      "Lege fest, woran Lernende erkennen, dass sie fertig sind (Anforderungen, ein Beispielergebnis).",
    ],
    deepen: (c) => [
      `Wähle ein Thema aus „${c.module}“, das über die Grundlagen hinausgeht, und sag, wann man es braucht.`,
      "Zeige es an einem Beispiel, das du selbst geprüft hast.",
    ],
    review: (c) => [
      `Fasse die wichtigsten Punkte des Moduls „${c.module}“ in drei bis fünf Sätzen zusammen.`,
      "Schreibe eine Liste, was Lernende jetzt können sollten.",
      ...(c.next ? [`Leite zum Modul „${c.next}“ über.`] : []),
    ],
  },
  blocks: (c) => [
    "Trage das Lernziel der Lektion im Feld „Lernziel“ ein.",
    `Lege die Übung an (vorgeschlagen: ${c.exercise}) mit Hinweis und Musterlösung.`,
    "Lege ein Quiz an, das das Lernziel prüft, mit Erklärung der richtigen Antwort.",
  ],
};

const en: SkeletonTexts = {
  title: {
    overview: (m) => `Overview: ${m}`,
    example: (m) => `Step by step: ${m}`,
    mistakes: (m) => `Common mistakes and good practice: ${m}`,
    apply: (m) => `Apply it: ${m} in a mini project`,
    deepen: (m) => `Going deeper: ${m}`,
    review: (m) => `Review and checklist: ${m}`,
  },
  exercise: {
    reflection: "Reflection question",
    code: "Coding exercise",
    task: "Hands-on task",
    debugging: "Find the mistake",
    project: "Mini project",
    selfCheck: "Self-check with a quiz",
  },
  runtime: { web: "HTML/CSS/JavaScript", sql: "SQL", python: "Python", javascript: "JavaScript" },
  notice:
    "**Draft without AI:** this lesson is a skeleton, not lesson text yet. Write it along the checklist. As long as a [!TODO] is left in the lesson, the course cannot be published.",
  suggested: (e) => `Suggested exercise: ${e}`,
  goals: (g) => `Learners' goals you can address: ${g.join("; ")}`,
  checklist: "Checklist",
  items: {
    overview: (c) => [
      `Explain in two or three sentences what the module “${c.module}” is about and why learners need it for ${c.subject}.`,
      "Name the terms this module uses and explain each in a sentence of your own with an example.",
      ...(c.previous ? [`Connect to the module “${c.previous}”.`] : []),
    ],
    example: (c) => [
      `Choose a small, complete example from ${c.subject} that learners can follow.`,
      "Add it as a code example (code you have run yourself) or show it in numbered steps.",
      "Explain for every step what happens and why.",
    ],
    mistakes: (c) => [
      `Collect two to four mistakes that really happen with “${c.module}”, each with its cause and fix.`,
      "Show for each mistake how to recognise it (error message, wrong result).",
    ],
    apply: (c) => [
      `Describe a small task from ${c.subject} that brings together everything from “${c.module}”.`,
      "Decide how learners know they are done (requirements, an example result).",
    ],
    deepen: (c) => [
      `Pick a topic from “${c.module}” that goes beyond the basics and say when it is needed.`,
      "Show it with an example you have checked yourself.",
    ],
    review: (c) => [
      `Sum up the main points of the module “${c.module}” in three to five sentences.`,
      "Write a list of what learners should be able to do now.",
      ...(c.next ? [`Lead over to the module “${c.next}”.`] : []),
    ],
  },
  blocks: (c) => [
    "Enter the lesson's learning objective in the “Learning objective” field.",
    `Add the exercise (suggested: ${c.exercise}) with a hint and a model solution.`,
    "Add a quiz that checks the learning objective, with an explanation of the right answer.",
  ],
};

const es: SkeletonTexts = {
  title: {
    overview: (m) => `Visión general: ${m}`,
    example: (m) => `Paso a paso: ${m}`,
    mistakes: (m) => `Errores típicos y buenas prácticas: ${m}`,
    apply: (m) => `Aplicarlo: ${m} en un miniproyecto`,
    deepen: (m) => `Profundización: ${m}`,
    review: (m) => `Repaso y lista de control: ${m}`,
  },
  exercise: {
    reflection: "Pregunta de reflexión",
    code: "Ejercicio de programación",
    task: "Tarea práctica",
    debugging: "Encontrar el error",
    project: "Miniproyecto",
    selfCheck: "Autoevaluación con un quiz",
  },
  runtime: { web: "HTML/CSS/JavaScript", sql: "SQL", python: "Python", javascript: "JavaScript" },
  notice:
    "**Borrador sin IA:** esta lección es un esqueleto, todavía no es texto de la lección. Escríbela siguiendo la lista de control. Mientras quede un [!TODO] en la lección, el curso no se puede publicar.",
  suggested: (e) => `Ejercicio propuesto: ${e}`,
  goals: (g) => `Objetivos de los estudiantes que puedes tratar: ${g.join("; ")}`,
  checklist: "Lista de control",
  items: {
    overview: (c) => [
      `Explica en dos o tres frases de qué trata el módulo «${c.module}» y para qué lo necesitan los estudiantes en ${c.subject}.`,
      "Nombra los términos que usa este módulo y explica cada uno con una frase propia y un ejemplo.",
      ...(c.previous ? [`Enlaza con el módulo «${c.previous}».`] : []),
    ],
    example: (c) => [
      `Elige un ejemplo pequeño y completo de ${c.subject} que los estudiantes puedan seguir.`,
      "Añádelo como ejemplo de código (código que hayas ejecutado tú) o muéstralo en pasos numerados.",
      "Explica en cada paso qué ocurre y por qué.",
    ],
    mistakes: (c) => [
      `Reúne de dos a cuatro errores que ocurren de verdad con «${c.module}», cada uno con su causa y su solución.`,
      "Muestra en cada error cómo se reconoce (mensaje de error, resultado incorrecto).",
    ],
    apply: (c) => [
      `Describe una tarea pequeña de ${c.subject} que reúna todo lo de «${c.module}».`,
      "Define cómo saben los estudiantes que han terminado (requisitos, un resultado de ejemplo).",
    ],
    deepen: (c) => [
      `Elige un tema de «${c.module}» que vaya más allá de lo básico y di cuándo hace falta.`,
      "Muéstralo con un ejemplo que hayas comprobado tú.",
    ],
    review: (c) => [
      `Resume los puntos principales del módulo «${c.module}» en tres a cinco frases.`,
      "Escribe una lista de lo que los estudiantes deberían saber hacer ahora.",
      ...(c.next ? [`Introduce el módulo «${c.next}».`] : []),
    ],
  },
  blocks: (c) => [
    "Escribe el objetivo de aprendizaje de la lección en el campo «Objetivo de aprendizaje».",
    `Añade el ejercicio (propuesto: ${c.exercise}) con una pista y una solución modelo.`,
    "Añade un quiz que compruebe el objetivo de aprendizaje, con la explicación de la respuesta correcta.",
  ],
};

const fr: SkeletonTexts = {
  title: {
    overview: (m) => `Vue d'ensemble : ${m}`,
    example: (m) => `Pas à pas : ${m}`,
    mistakes: (m) => `Erreurs typiques et bonnes pratiques : ${m}`,
    apply: (m) => `Mise en pratique : ${m} dans un mini-projet`,
    deepen: (m) => `Approfondissement : ${m}`,
    review: (m) => `Révision et liste de contrôle : ${m}`,
  },
  exercise: {
    reflection: "Question de réflexion",
    code: "Exercice de programmation",
    task: "Tâche pratique",
    debugging: "Trouver l’erreur",
    project: "Mini-projet",
    selfCheck: "Auto-évaluation avec un quiz",
  },
  runtime: { web: "HTML/CSS/JavaScript", sql: "SQL", python: "Python", javascript: "JavaScript" },
  notice:
    "**Brouillon sans IA :** cette leçon est un squelette, pas encore un texte de leçon. Rédige-la en suivant la liste de contrôle. Tant qu’un [!TODO] reste dans la leçon, le cours ne peut pas être publié.",
  suggested: (e) => `Exercice proposé : ${e}`,
  goals: (g) => `Objectifs des apprenants que tu peux traiter : ${g.join(" ; ")}`,
  checklist: "Liste de contrôle",
  items: {
    overview: (c) => [
      `Explique en deux ou trois phrases de quoi parle le module « ${c.module} » et pourquoi les apprenants en ont besoin pour ${c.subject}.`,
      "Nomme les termes de ce module et explique chacun avec une phrase à toi et un exemple.",
      ...(c.previous ? [`Fais le lien avec le module « ${c.previous} ».`] : []),
    ],
    example: (c) => [
      `Choisis un petit exemple complet de ${c.subject} que les apprenants peuvent suivre.`,
      "Ajoute-le comme exemple de code (du code que tu as exécuté toi-même) ou montre-le en étapes numérotées.",
      "Explique à chaque étape ce qui se passe et pourquoi.",
    ],
    mistakes: (c) => [
      `Rassemble deux à quatre erreurs qui arrivent vraiment avec « ${c.module} », chacune avec sa cause et sa correction.`,
      "Montre pour chaque erreur comment la reconnaître (message d’erreur, résultat faux).",
    ],
    apply: (c) => [
      `Décris une petite tâche de ${c.subject} qui réunit tout ce que couvre « ${c.module} ».`,
      "Fixe comment les apprenants savent qu’ils ont terminé (exigences, un résultat d’exemple).",
    ],
    deepen: (c) => [
      `Choisis un sujet de « ${c.module} » qui va au-delà des bases et dis quand on en a besoin.`,
      "Montre-le avec un exemple que tu as vérifié toi-même.",
    ],
    review: (c) => [
      `Résume les points principaux du module « ${c.module} » en trois à cinq phrases.`,
      "Écris une liste de ce que les apprenants devraient savoir faire maintenant.",
      ...(c.next ? [`Fais la transition vers le module « ${c.next} ».`] : []),
    ],
  },
  blocks: (c) => [
    "Saisis l’objectif d’apprentissage de la leçon dans le champ « Objectif d’apprentissage ».",
    `Ajoute l’exercice (proposé : ${c.exercise}) avec un indice et une solution modèle.`,
    "Ajoute un quiz qui vérifie l’objectif d’apprentissage, avec l’explication de la bonne réponse.",
  ],
};

export const SKELETON: Record<Language, SkeletonTexts> = { de, en, es, fr };

/** The suggested exercise of each kind of lesson: code where the course's area runs code. */
export function exerciseTypeOf(kind: SkeletonKind, runsCode: boolean): ExerciseType {
  switch (kind) {
    case "overview":
      return "reflection";
    case "example":
      return runsCode ? "code" : "task";
    case "mistakes":
      return "debugging";
    case "apply":
      return runsCode ? "code" : "project";
    case "deepen":
      return "task";
    case "review":
      return "selfCheck";
  }
}

/** A lesson's body: the to-do notice with the suggested exercise, then the author's checklist. */
export function skeletonBody(language: Language, kind: SkeletonKind, c: SkeletonContext): string {
  const t = SKELETON[language];
  const items = [...t.items[kind](c), ...t.blocks(c)];
  if (c.goals.length) items.push(t.goals(c.goals));
  return [
    `> ${T} ${t.notice}`,
    ">",
    `> ${t.suggested(c.exercise)}`,
    "",
    `## ${t.checklist}`,
    "",
    ...items.map((item) => `- ${T} ${item}`),
  ].join("\n");
}
