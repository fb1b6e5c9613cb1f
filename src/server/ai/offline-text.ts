import type { Language } from "@shared/i18n/languages";

/**
 * The outline of the offline generator, one table per language: module titles and what each
 * module is for, built from the course's topic and goals (the lessons' skeleton is in
 * `offline-skeleton.ts`; decision 0181).
 */

export type Level = "beginner" | "intermediate" | "advanced";
export type ModuleKind =
  | "intro"
  | "foundations"
  | "tools"
  | "core"
  | "practice"
  | "patterns"
  | "quality"
  | "advanced"
  | "performance"
  | "security"
  | "collaboration"
  | "goal"
  | "project";

export interface Phrases {
  levelName: Record<Level, string>;
  modules: Record<
    ModuleKind,
    {
      title: (subject: string, goal?: string) => string;
      description: (subject: string, goal?: string) => string;
    }
  >;
}

const q = (s: string, open = "„", close = "“") => `${open}${s}${close}`;

const de: Phrases = {
  levelName: {
    beginner: "Einsteigerinnen und Einsteiger",
    intermediate: "Lernende mit ersten Erfahrungen",
    advanced: "Erfahrene, die tiefer einsteigen wollen",
  },
  modules: {
    intro: {
      title: (s) => `Einführung in ${s}`,
      description: (s) =>
        `Du lernst, wofür ${s} eingesetzt wird, welche Begriffe wichtig sind und wie der Kurs aufgebaut ist. Am Ende richtest du deine Arbeitsumgebung ein und setzt dir ein eigenes Lernziel.`,
    },
    foundations: {
      title: (s) => `Grundlagen von ${s}`,
      description: (s) =>
        `Die zentralen Konzepte von ${s} Schritt für Schritt: was sie bedeuten, wie sie zusammenhängen und wie du sie in kleinen Beispielen anwendest.`,
    },
    tools: {
      title: (s) => `Werkzeuge und Arbeitsablauf für ${s}`,
      description: (s) =>
        `Du lernst die wichtigsten Werkzeuge für ${s} kennen und baust dir einen verlässlichen Arbeitsablauf auf, vom ersten Entwurf bis zum fertigen Ergebnis.`,
    },
    core: {
      title: (s) => `Kernkonzepte von ${s} in der Praxis`,
      description: (s) =>
        `Du vertiefst die Kernkonzepte von ${s} an realistischen Aufgaben und verstehst, warum sie so funktionieren, wie sie funktionieren.`,
    },
    practice: {
      title: (s) => `${s} Schritt für Schritt anwenden`,
      description: (s) =>
        `In geführten Übungen setzt du ${s} selbst ein, erkennst typische Fehler früh und entwickelst Routine.`,
    },
    patterns: {
      title: (s) => `Bewährte Muster für ${s}`,
      description: (s) =>
        `Du lernst bewährte Lösungsmuster für ${s} kennen und entscheidest, wann welches Muster passt.`,
    },
    quality: {
      title: (s) => `Testen, Fehlersuche und Qualität bei ${s}`,
      description: (s) =>
        `Du prüfst deine Ergebnisse systematisch, findest Fehler mit einer klaren Methode und sicherst die Qualität deiner Arbeit mit ${s}.`,
    },
    advanced: {
      title: (s) => `Fortgeschrittene Techniken in ${s}`,
      description: (s) =>
        `Du erweiterst dein Repertoire um fortgeschrittene Techniken von ${s} und wendest sie gezielt auf anspruchsvollere Aufgaben an.`,
    },
    performance: {
      title: (s) => `Effizienz und Skalierung mit ${s}`,
      description: (s) =>
        `Du misst, wo Zeit und Ressourcen verloren gehen, und machst deine Lösungen mit ${s} schneller und robuster.`,
    },
    security: {
      title: (s) => `Sicherheit und Zuverlässigkeit bei ${s}`,
      description: (s) =>
        `Du erkennst typische Risiken beim Einsatz von ${s} und lernst, wie du deine Lösungen sicher und zuverlässig gestaltest.`,
    },
    collaboration: {
      title: (s) => `${s} im Team und im Alltag`,
      description: (s) =>
        `Du lernst, wie du mit ${s} im Team arbeitest, Ergebnisse dokumentierst und Wissen nachhaltig teilst.`,
    },
    goal: {
      title: (_s, g) => `Praxisziel: ${g}`,
      description: (s, g) =>
        `Dieses Modul richtet sich an dein Ziel ${q(g ?? "")}: Du wendest ${s} gezielt darauf an und erarbeitest ein konkretes Ergebnis.`,
    },
    project: {
      title: (s) => `Abschlussprojekt: ${s} anwenden`,
      description: (s) =>
        `Du planst und baust ein eigenes kleines Projekt mit ${s}, führst alles Gelernte zusammen und erhältst einen Plan für die nächsten Schritte.`,
    },
  },
};

const en: Phrases = {
  levelName: {
    beginner: "beginners",
    intermediate: "learners with some experience",
    advanced: "experienced learners who want to go deeper",
  },
  modules: {
    intro: {
      title: (s) => `Introduction to ${s}`,
      description: (s) =>
        `You learn what ${s} is used for, which terms matter and how the course is organised. At the end you set up your working environment and choose a personal learning goal.`,
    },
    foundations: {
      title: (s) => `Foundations of ${s}`,
      description: (s) =>
        `The central concepts of ${s} step by step: what they mean, how they fit together and how to apply them in small examples.`,
    },
    tools: {
      title: (s) => `Tools and workflow for ${s}`,
      description: (s) =>
        `You get to know the most important tools for ${s} and build a reliable workflow, from the first draft to the finished result.`,
    },
    core: {
      title: (s) => `Core concepts of ${s} in practice`,
      description: (s) =>
        `You deepen the core concepts of ${s} with realistic tasks and understand why they work the way they do.`,
    },
    practice: {
      title: (s) => `Applying ${s} step by step`,
      description: (s) =>
        `In guided exercises you use ${s} yourself, spot typical mistakes early and build routine.`,
    },
    patterns: {
      title: (s) => `Proven patterns for ${s}`,
      description: (s) =>
        `You learn proven solution patterns for ${s} and decide which pattern fits which situation.`,
    },
    quality: {
      title: (s) => `Testing, debugging and quality in ${s}`,
      description: (s) =>
        `You check your results systematically, find errors with a clear method and secure the quality of your work with ${s}.`,
    },
    advanced: {
      title: (s) => `Advanced techniques in ${s}`,
      description: (s) =>
        `You extend your repertoire with advanced techniques of ${s} and apply them to more demanding tasks.`,
    },
    performance: {
      title: (s) => `Efficiency and scaling with ${s}`,
      description: (s) =>
        `You measure where time and resources are lost and make your solutions with ${s} faster and more robust.`,
    },
    security: {
      title: (s) => `Security and reliability in ${s}`,
      description: (s) =>
        `You recognise typical risks when using ${s} and learn how to make your solutions secure and reliable.`,
    },
    collaboration: {
      title: (s) => `${s} in teams and everyday work`,
      description: (s) =>
        `You learn how to work with ${s} in a team, document results and share knowledge for the long term.`,
    },
    goal: {
      title: (_s, g) => `Practical goal: ${g}`,
      description: (s, g) =>
        `This module targets your goal "${g ?? ""}": you apply ${s} to it and produce a concrete result.`,
    },
    project: {
      title: (s) => `Final project: applying ${s}`,
      description: (s) =>
        `You plan and build a small project of your own with ${s}, bring together everything you learned and leave with a plan for your next steps.`,
    },
  },
};

const es: Phrases = {
  levelName: {
    beginner: "principiantes",
    intermediate: "personas con algo de experiencia",
    advanced: "personas con experiencia que quieren profundizar",
  },
  modules: {
    intro: {
      title: (s) => `Introducción a ${s}`,
      description: (s) =>
        `Aprendes para qué se usa ${s}, qué términos son importantes y cómo está organizado el curso. Al final preparas tu entorno de trabajo y te fijas un objetivo propio.`,
    },
    foundations: {
      title: (s) => `Fundamentos de ${s}`,
      description: (s) =>
        `Los conceptos centrales de ${s} paso a paso: qué significan, cómo se relacionan y cómo aplicarlos en ejemplos pequeños.`,
    },
    tools: {
      title: (s) => `Herramientas y flujo de trabajo para ${s}`,
      description: (s) =>
        `Conoces las herramientas más importantes para ${s} y construyes un flujo de trabajo fiable, desde el primer borrador hasta el resultado final.`,
    },
    core: {
      title: (s) => `Conceptos clave de ${s} en la práctica`,
      description: (s) =>
        `Profundizas en los conceptos clave de ${s} con tareas realistas y entiendes por qué funcionan como funcionan.`,
    },
    practice: {
      title: (s) => `Aplicar ${s} paso a paso`,
      description: (s) =>
        `En ejercicios guiados usas ${s} por tu cuenta, detectas pronto los errores típicos y ganas soltura.`,
    },
    patterns: {
      title: (s) => `Patrones probados para ${s}`,
      description: (s) =>
        `Conoces patrones de solución probados para ${s} y decides qué patrón conviene en cada situación.`,
    },
    quality: {
      title: (s) => `Pruebas, depuración y calidad en ${s}`,
      description: (s) =>
        `Compruebas tus resultados de forma sistemática, encuentras errores con un método claro y aseguras la calidad de tu trabajo con ${s}.`,
    },
    advanced: {
      title: (s) => `Técnicas avanzadas de ${s}`,
      description: (s) =>
        `Amplías tu repertorio con técnicas avanzadas de ${s} y las aplicas a tareas más exigentes.`,
    },
    performance: {
      title: (s) => `Eficiencia y escalabilidad con ${s}`,
      description: (s) =>
        `Mides dónde se pierden tiempo y recursos y haces tus soluciones con ${s} más rápidas y robustas.`,
    },
    security: {
      title: (s) => `Seguridad y fiabilidad en ${s}`,
      description: (s) =>
        `Reconoces los riesgos típicos al usar ${s} y aprendes a diseñar soluciones seguras y fiables.`,
    },
    collaboration: {
      title: (s) => `${s} en equipo y en el día a día`,
      description: (s) =>
        `Aprendes a trabajar con ${s} en equipo, documentar resultados y compartir conocimiento de forma duradera.`,
    },
    goal: {
      title: (_s, g) => `Objetivo práctico: ${g}`,
      description: (s, g) =>
        `Este módulo se centra en tu objetivo «${g ?? ""}»: aplicas ${s} a él y obtienes un resultado concreto.`,
    },
    project: {
      title: (s) => `Proyecto final: aplicar ${s}`,
      description: (s) =>
        `Planificas y construyes un pequeño proyecto propio con ${s}, reúnes todo lo aprendido y te llevas un plan para los siguientes pasos.`,
    },
  },
};

const fr: Phrases = {
  levelName: {
    beginner: "les débutantes et débutants",
    intermediate: "les personnes ayant déjà une première expérience",
    advanced: "les personnes expérimentées qui veulent approfondir",
  },
  modules: {
    intro: {
      title: (s) => `Introduction à ${s}`,
      description: (s) =>
        `Tu découvres à quoi sert ${s}, quels termes sont importants et comment le cours est organisé. À la fin, tu prépares ton environnement de travail et tu te fixes un objectif personnel.`,
    },
    foundations: {
      title: (s) => `Les bases de ${s}`,
      description: (s) =>
        `Les concepts centraux de ${s} pas à pas : ce qu'ils signifient, comment ils s'articulent et comment les appliquer dans de petits exemples.`,
    },
    tools: {
      title: (s) => `Outils et méthode de travail pour ${s}`,
      description: (s) =>
        `Tu découvres les principaux outils pour ${s} et tu mets en place une méthode de travail fiable, du premier brouillon au résultat final.`,
    },
    core: {
      title: (s) => `Les concepts clés de ${s} en pratique`,
      description: (s) =>
        `Tu approfondis les concepts clés de ${s} avec des tâches réalistes et tu comprends pourquoi ils fonctionnent ainsi.`,
    },
    practice: {
      title: (s) => `Appliquer ${s} pas à pas`,
      description: (s) =>
        `Dans des exercices guidés, tu utilises ${s} toi-même, tu repères tôt les erreurs typiques et tu prends de l'assurance.`,
    },
    patterns: {
      title: (s) => `Des modèles éprouvés pour ${s}`,
      description: (s) =>
        `Tu découvres des modèles de solution éprouvés pour ${s} et tu choisis lequel convient à chaque situation.`,
    },
    quality: {
      title: (s) => `Tests, débogage et qualité avec ${s}`,
      description: (s) =>
        `Tu vérifies tes résultats de façon systématique, tu trouves les erreurs avec une méthode claire et tu assures la qualité de ton travail avec ${s}.`,
    },
    advanced: {
      title: (s) => `Techniques avancées de ${s}`,
      description: (s) =>
        `Tu enrichis ton répertoire avec des techniques avancées de ${s} et tu les appliques à des tâches plus exigeantes.`,
    },
    performance: {
      title: (s) => `Efficacité et montée en charge avec ${s}`,
      description: (s) =>
        `Tu mesures où se perdent le temps et les ressources et tu rends tes solutions avec ${s} plus rapides et plus robustes.`,
    },
    security: {
      title: (s) => `Sécurité et fiabilité avec ${s}`,
      description: (s) =>
        `Tu reconnais les risques typiques liés à ${s} et tu apprends à concevoir des solutions sûres et fiables.`,
    },
    collaboration: {
      title: (s) => `${s} en équipe et au quotidien`,
      description: (s) =>
        `Tu apprends à travailler avec ${s} en équipe, à documenter les résultats et à partager les connaissances durablement.`,
    },
    goal: {
      title: (_s, g) => `Objectif pratique : ${g}`,
      description: (s, g) =>
        `Ce module vise ton objectif « ${g ?? ""} » : tu y appliques ${s} et tu obtiens un résultat concret.`,
    },
    project: {
      title: (s) => `Projet final : appliquer ${s}`,
      description: (s) =>
        `Tu planifies et réalises un petit projet personnel avec ${s}, tu rassembles tout ce que tu as appris et tu repars avec un plan pour la suite.`,
    },
  },
};

export const PHRASES: Record<Language, Phrases> = { de, en, es, fr };
