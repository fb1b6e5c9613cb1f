import type { Language } from "@shared/i18n/languages";

/**
 * Text building blocks of the offline template generator, one table per language.
 * The drafts are meant to be edited: they give a sound structure and useful starting text,
 * built from the course's title, description, topic, goals, difficulty and modules.
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

export interface LessonContext {
  course: string;
  subject: string;
  module: string;
  moduleDescription: string;
  level: Level;
  goals: string[];
  previous: string | null;
  next: string | null;
}

export interface LessonKind {
  title: (module: string) => string;
  objective: (c: LessonContext) => string;
  body: (c: LessonContext) => string;
  exercise: (c: LessonContext) => { task: string; hint: string; solution: string };
  quiz: (c: LessonContext) => {
    question: string;
    right: string;
    wrong: string[];
    explanation: string;
  };
}

export interface Phrases {
  levelName: Record<Level, string>;
  modules: Record<
    ModuleKind,
    {
      title: (subject: string, goal?: string) => string;
      description: (subject: string, goal?: string) => string;
    }
  >;
  lessons: LessonKind[];
  codeTitle: (n: number) => string;
  codeDescription: (lesson: string) => string;
  comment: { setup: string; step: string; result: string };
  goalsLine: (goals: string[]) => string;
  neighbours: (previous: string | null, next: string | null) => string;
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
  lessons: [
    {
      title: (m) => `Überblick: ${m}`,
      objective: (c) =>
        `Du kannst erklären, worum es im Modul ${q(c.module)} geht und warum es für ${c.subject} wichtig ist.`,
      body: (c) =>
        `## Worum es geht\n\n${c.moduleDescription}\n\nDieses Modul ist Teil des Kurses **${c.course}** und richtet sich an ${de.levelName[c.level]}. ${de.neighbours(c.previous, c.next)}\n\n## Die wichtigsten Begriffe\n\n- **Ziel:** Was soll am Ende des Moduls ${q(c.module)} funktionieren?\n- **Baustein:** die kleinste Einheit, mit der du in ${c.subject} arbeitest.\n- **Ablauf:** die Reihenfolge, in der du die Bausteine kombinierst.\n\n## So gehst du vor\n\n1. Lies die Lektion einmal ganz durch.\n2. Probiere das Code-Beispiel selbst aus und verändere es.\n3. Löse die Übung, bevor du in die Musterlösung schaust.\n4. Prüfe dein Verständnis mit dem Quiz.\n\n${de.goalsLine(c.goals)}`,
      exercise: (c) => ({
        task: `Schreibe in drei bis fünf Sätzen auf, was du im Modul ${q(c.module)} lernen möchtest und wofür du es einsetzen willst.`,
        hint: "Denke an eine konkrete Aufgabe aus deinem Alltag oder Beruf.",
        solution: `Eine gute Antwort nennt ein konkretes Ziel (zum Beispiel eine Aufgabe, die du mit ${c.subject} lösen willst), beschreibt den heutigen Stand und sagt, woran du erkennst, dass du das Ziel erreicht hast.`,
      }),
      quiz: (c) => ({
        question: `Womit beginnst du am besten das Modul ${q(c.module)}?`,
        right: "Mit einem klaren Ziel und einem Überblick über die Begriffe",
        wrong: [
          "Mit dem schwierigsten Beispiel",
          "Mit dem Auswendiglernen aller Details",
          "Mit dem Überspringen der Grundlagen",
        ],
        explanation:
          "Ein klares Ziel und die wichtigsten Begriffe geben dir Orientierung; Details lassen sich darauf aufbauen.",
      }),
    },
    {
      title: (m) => `Schritt für Schritt: ${m}`,
      objective: (c) =>
        `Du kannst die Schritte des Moduls ${q(c.module)} an einem eigenen Beispiel nachvollziehen.`,
      body: (c) =>
        `## Das Beispiel\n\nWir arbeiten an einem kleinen, vollständigen Beispiel zu ${c.subject}. Es ist bewusst einfach gehalten, damit jeder Schritt sichtbar bleibt.\n\n## Schritt 1: Ausgangslage verstehen\n\nBevor du etwas baust, beschreibe die Eingabe und das gewünschte Ergebnis. So weißt du jederzeit, ob du auf dem richtigen Weg bist.\n\n## Schritt 2: Den Kern umsetzen\n\nSetze zuerst nur den wichtigsten Teil um. Im Code-Beispiel unten siehst du, wie das aussehen kann. Lies die Kommentare: Sie erklären, warum jeder Schritt nötig ist.\n\n## Schritt 3: Prüfen und verbessern\n\nTeste das Ergebnis mit einem einfachen und einem ungewöhnlichen Fall. Verbessere danach Namen, Struktur und Lesbarkeit.\n\n> Tipp: Kleine Schritte mit einer Prüfung nach jedem Schritt sparen viel Zeit bei der Fehlersuche.`,
      exercise: (c) => ({
        task: `Übertrage das Beispiel auf einen eigenen Fall aus dem Thema ${q(c.module)}: Beschreibe Eingabe und Ergebnis und setze den Kern in kleinen Schritten um.`,
        hint: "Beginne mit dem einfachsten Fall, der funktionieren muss, und erweitere erst danach.",
        solution:
          "Eine gute Lösung beschreibt zuerst Eingabe und erwartetes Ergebnis, setzt dann den Kern um und prüft ihn mit mindestens zwei Fällen (einem normalen und einem Grenzfall).",
      }),
      quiz: () => ({
        question: "Warum lohnt es sich, nach jedem kleinen Schritt zu prüfen?",
        right: "Weil Fehler dann sofort einem Schritt zugeordnet werden können",
        wrong: [
          "Weil Prüfungen den Code schneller machen",
          "Weil man sonst keine Kommentare schreiben darf",
          "Weil es nur am Ende nicht möglich ist",
        ],
        explanation:
          "Wer nach jedem Schritt prüft, weiß genau, welche Änderung einen Fehler verursacht hat.",
      }),
    },
    {
      title: (m) => `Typische Fehler und bewährte Praxis: ${m}`,
      objective: (c) =>
        `Du erkennst typische Fehler im Bereich ${q(c.module)} und kannst sie vermeiden.`,
      body: (c) =>
        `## Häufige Fehler\n\n- **Zu viel auf einmal:** Mehrere Änderungen gleichzeitig machen Fehler schwer auffindbar.\n- **Unklare Namen:** Wer Namen wie \`x\` oder \`daten2\` verwendet, versteht den eigenen Code nach einer Woche nicht mehr.\n- **Keine Prüfung von Grenzfällen:** Leere Eingaben, sehr große Werte oder fehlende Angaben werden vergessen.\n\n## Bewährte Praxis\n\n1. Formuliere vor dem Start, was das Ergebnis sein soll.\n2. Halte jeden Baustein klein und benenne ihn nach seiner Aufgabe.\n3. Prüfe Grenzfälle bewusst.\n4. Dokumentiere Entscheidungen in einem Satz, damit andere (und du selbst) sie später verstehen.\n\n## Bezug zum Kurs\n\nDiese Regeln gelten im ganzen Kurs **${c.course}**. Achte in den folgenden Lektionen darauf, sie anzuwenden.`,
      exercise: (c) => ({
        task: `Nimm eine eigene Lösung aus dem Modul ${q(c.module)} und prüfe sie mit der Liste der häufigen Fehler. Notiere mindestens zwei Verbesserungen.`,
        hint: "Suche gezielt nach unklaren Namen und nach Grenzfällen, die nicht geprüft werden.",
        solution:
          "Typische Verbesserungen: aussagekräftige Namen, eine Prüfung für leere oder ungültige Eingaben und das Aufteilen eines zu großen Bausteins in zwei kleinere.",
      }),
      quiz: () => ({
        question: "Welche Vorgehensweise hilft am meisten, Fehler zu vermeiden?",
        right: "Kleine, klar benannte Bausteine und bewusst geprüfte Grenzfälle",
        wrong: [
          "Möglichst viele Änderungen auf einmal",
          "Kurze Namen wie x und y",
          "Grenzfälle erst im Betrieb prüfen",
        ],
        explanation:
          "Kleine, gut benannte Bausteine sind leichter zu verstehen und Grenzfälle decken die meisten Fehler früh auf.",
      }),
    },
    {
      title: (m) => `Anwenden: ${m} im Mini-Projekt`,
      objective: (c) =>
        `Du setzt die Inhalte des Moduls ${q(c.module)} in einem kleinen, eigenen Projekt um.`,
      body: (c) =>
        `## Das Mini-Projekt\n\nJetzt wendest du an, was du im Modul ${q(c.module)} gelernt hast. Das Projekt ist klein genug für eine Sitzung und groß genug, um alle Schritte zu üben.\n\n## Anforderungen\n\n- Das Ergebnis löst eine konkrete Aufgabe zu ${c.subject}.\n- Es besteht aus klar benannten Bausteinen.\n- Es ist mit mindestens zwei Fällen geprüft.\n\n## Vorgehen\n\n1. Beschreibe die Aufgabe in einem Satz.\n2. Zerlege sie in drei bis fünf Schritte.\n3. Setze Schritt für Schritt um und prüfe nach jedem Schritt.\n4. Schreibe zum Schluss auf, was du beim nächsten Mal anders machen würdest.\n\n${de.goalsLine(c.goals)}`,
      exercise: (c) => ({
        task: `Baue das Mini-Projekt zum Modul ${q(c.module)} und beschreibe in einer kurzen Notiz Aufgabe, Schritte und Prüfungen.`,
        hint: "Wähle eine Aufgabe, die du in 30 bis 60 Minuten schaffen kannst.",
        solution:
          "Eine gelungene Abgabe enthält die Aufgabe in einem Satz, drei bis fünf umgesetzte Schritte, zwei dokumentierte Prüfungen und eine kurze Rückschau.",
      }),
      quiz: () => ({
        question: "Was gehört zu einem gelungenen Mini-Projekt?",
        right: "Eine klare Aufgabe, kleine Schritte und dokumentierte Prüfungen",
        wrong: [
          "Möglichst viele Funktionen ohne Prüfung",
          "Eine Aufgabe ohne festes Ziel",
          "Nur das Abschreiben der Musterlösung",
        ],
        explanation:
          "Eine klare Aufgabe mit kleinen, geprüften Schritten zeigt, dass du die Inhalte selbstständig anwenden kannst.",
      }),
    },
    {
      title: (m) => `Vertiefung: ${m}`,
      objective: (c) =>
        `Du kannst Varianten und Grenzen der Ansätze aus ${q(c.module)} einschätzen.`,
      body: (c) =>
        `## Über das Grundbeispiel hinaus\n\nIn der Praxis ist selten alles so einfach wie im ersten Beispiel. In dieser Lektion betrachten wir Varianten und ihre Vor- und Nachteile.\n\n## Varianten vergleichen\n\n| Frage | Worauf du achtest |\n| --- | --- |\n| Wie groß sind die Daten? | Reicht die einfache Lösung noch aus? |\n| Wer nutzt das Ergebnis? | Wie verständlich muss es sein? |\n| Wie oft ändert es sich? | Wie leicht lässt es sich anpassen? |\n\n## Entscheidungen begründen\n\nGute Lösungen für ${c.subject} sind nicht die kompliziertesten, sondern die, deren Entscheidungen du begründen kannst. Schreibe zu jeder Variante einen Satz, wann sie passt.`,
      exercise: (c) => ({
        task: `Vergleiche zwei Varianten einer Lösung aus dem Modul ${q(c.module)} anhand der Tabelle und entscheide dich begründet für eine.`,
        hint: "Nutze die drei Fragen der Tabelle als Gliederung.",
        solution:
          "Eine gute Antwort beantwortet für beide Varianten die drei Fragen und begründet die Wahl mit dem wichtigsten Unterschied.",
      }),
      quiz: () => ({
        question: "Was zeichnet eine gute Lösung aus?",
        right: "Ihre Entscheidungen lassen sich begründen",
        wrong: [
          "Sie ist möglichst kompliziert",
          "Sie nutzt immer das neueste Werkzeug",
          "Sie passt nur auf ein einziges Beispiel",
        ],
        explanation: "Begründete Entscheidungen machen eine Lösung nachvollziehbar und anpassbar.",
      }),
    },
    {
      title: (m) => `Wiederholung und Checkliste: ${m}`,
      objective: (c) =>
        `Du kannst die wichtigsten Inhalte des Moduls ${q(c.module)} zusammenfassen und prüfen.`,
      body: (c) =>
        `## Zusammenfassung\n\n${c.moduleDescription}\n\n## Checkliste\n\n- [ ] Ich kann die wichtigsten Begriffe des Moduls erklären.\n- [ ] Ich habe das Beispiel selbst nachgebaut und verändert.\n- [ ] Ich kenne typische Fehler und weiß, wie ich sie vermeide.\n- [ ] Ich habe eine eigene kleine Aufgabe gelöst.\n\n## Wie es weitergeht\n\n${de.neighbours(null, c.next)}`,
      exercise: (c) => ({
        task: `Gehe die Checkliste zum Modul ${q(c.module)} durch und wiederhole gezielt den Punkt, bei dem du am unsichersten bist.`,
        hint: "Erkläre den Punkt laut oder schriftlich in eigenen Worten.",
        solution:
          "Wer einen Punkt in eigenen Worten erklären und an einem Beispiel zeigen kann, hat ihn verstanden.",
      }),
      quiz: () => ({
        question: "Woran erkennst du, dass du einen Inhalt verstanden hast?",
        right: "Du kannst ihn in eigenen Worten erklären und anwenden",
        wrong: [
          "Du hast ihn einmal gelesen",
          "Du kennst die Überschrift",
          "Du hast die Musterlösung kopiert",
        ],
        explanation:
          "Verständnis zeigt sich darin, einen Inhalt erklären und auf neue Fälle übertragen zu können.",
      }),
    },
  ],
  codeTitle: (n) => `Code-Beispiel ${n}`,
  codeDescription: (l) => `Ein kleines, vollständiges Beispiel zur Lektion ${q(l)}.`,
  comment: {
    setup: "Ausgangsdaten vorbereiten",
    step: "Jeden Eintrag einzeln verarbeiten und das Ergebnis sammeln",
    result: "Ergebnis ausgeben, um es zu prüfen",
  },
  goalsLine: (g) => (g.length ? `**Deine Ziele im Blick:** ${g.join("; ")}.` : ""),
  neighbours: (p, n) =>
    [
      p ? `Es baut auf dem Modul ${q(p)} auf.` : "",
      n ? `Im nächsten Modul ${q(n)} geht es darauf aufbauend weiter.` : "",
    ]
      .filter(Boolean)
      .join(" "),
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
  lessons: [
    {
      title: (m) => `Overview: ${m}`,
      objective: (c) =>
        `You can explain what the module "${c.module}" is about and why it matters for ${c.subject}.`,
      body: (c) =>
        `## What it is about\n\n${c.moduleDescription}\n\nThis module is part of the course **${c.course}** and is written for ${en.levelName[c.level]}. ${en.neighbours(c.previous, c.next)}\n\n## Key terms\n\n- **Goal:** what should work at the end of the module "${c.module}"?\n- **Building block:** the smallest unit you work with in ${c.subject}.\n- **Flow:** the order in which you combine the building blocks.\n\n## How to work through it\n\n1. Read the lesson once from start to finish.\n2. Try the code example yourself and change it.\n3. Solve the exercise before looking at the model solution.\n4. Check your understanding with the quiz.\n\n${en.goalsLine(c.goals)}`,
      exercise: (c) => ({
        task: `Write three to five sentences on what you want to learn in the module "${c.module}" and what you want to use it for.`,
        hint: "Think of a concrete task from your everyday life or job.",
        solution: `A good answer names a concrete goal (for example a task you want to solve with ${c.subject}), describes where you stand today and says how you will know you reached the goal.`,
      }),
      quiz: (c) => ({
        question: `What is the best way to start the module "${c.module}"?`,
        right: "With a clear goal and an overview of the key terms",
        wrong: [
          "With the hardest example",
          "By memorising every detail",
          "By skipping the foundations",
        ],
        explanation: "A clear goal and the key terms give you orientation; details build on them.",
      }),
    },
    {
      title: (m) => `Step by step: ${m}`,
      objective: (c) =>
        `You can follow the steps of the module "${c.module}" with an example of your own.`,
      body: (c) =>
        `## The example\n\nWe work on a small, complete example about ${c.subject}. It is deliberately simple so that every step stays visible.\n\n## Step 1: understand the starting point\n\nBefore you build anything, describe the input and the result you want. That way you always know whether you are on the right track.\n\n## Step 2: build the core\n\nImplement only the most important part first. The code example below shows what that can look like. Read the comments: they explain why each step is needed.\n\n## Step 3: check and improve\n\nTest the result with a simple case and an unusual one. Then improve names, structure and readability.\n\n> Tip: small steps with a check after each one save a lot of debugging time.`,
      exercise: (c) => ({
        task: `Transfer the example to a case of your own from "${c.module}": describe input and result and implement the core in small steps.`,
        hint: "Start with the simplest case that must work and extend it afterwards.",
        solution:
          "A good solution first describes input and expected result, then implements the core and checks it with at least two cases (a normal one and an edge case).",
      }),
      quiz: () => ({
        question: "Why is it worth checking after every small step?",
        right: "Because an error can then be traced to a single step",
        wrong: [
          "Because checks make the code faster",
          "Because otherwise you may not write comments",
          "Because checking at the end is impossible",
        ],
        explanation:
          "If you check after every step, you know exactly which change caused an error.",
      }),
    },
    {
      title: (m) => `Common mistakes and good practice: ${m}`,
      objective: (c) =>
        `You recognise typical mistakes around "${c.module}" and know how to avoid them.`,
      body: (c) =>
        `## Common mistakes\n\n- **Too much at once:** several changes at the same time make errors hard to find.\n- **Unclear names:** names like \`x\` or \`data2\` make your own code unreadable a week later.\n- **No edge cases:** empty input, very large values or missing data get forgotten.\n\n## Good practice\n\n1. State the expected result before you start.\n2. Keep every building block small and name it after its job.\n3. Check edge cases on purpose.\n4. Record decisions in one sentence so that others (and you) understand them later.\n\n## In this course\n\nThese rules apply throughout the course **${c.course}**. Keep applying them in the following lessons.`,
      exercise: (c) => ({
        task: `Take one of your solutions from "${c.module}" and check it against the list of common mistakes. Note at least two improvements.`,
        hint: "Look specifically for unclear names and unchecked edge cases.",
        solution:
          "Typical improvements: meaningful names, a check for empty or invalid input and splitting a block that is too large into two smaller ones.",
      }),
      quiz: () => ({
        question: "Which approach helps most to avoid mistakes?",
        right: "Small, clearly named building blocks and deliberately checked edge cases",
        wrong: [
          "As many changes at once as possible",
          "Short names like x and y",
          "Checking edge cases only in production",
        ],
        explanation:
          "Small, well-named blocks are easier to understand, and edge cases reveal most errors early.",
      }),
    },
    {
      title: (m) => `Apply it: ${m} in a mini project`,
      objective: (c) =>
        `You apply the content of the module "${c.module}" in a small project of your own.`,
      body: (c) =>
        `## The mini project\n\nNow you apply what you learned in "${c.module}". The project is small enough for one session and large enough to practise every step.\n\n## Requirements\n\n- The result solves a concrete task around ${c.subject}.\n- It consists of clearly named building blocks.\n- It is checked with at least two cases.\n\n## Approach\n\n1. Describe the task in one sentence.\n2. Break it into three to five steps.\n3. Implement step by step and check after each step.\n4. Finally, write down what you would do differently next time.\n\n${en.goalsLine(c.goals)}`,
      exercise: (c) => ({
        task: `Build the mini project for "${c.module}" and describe task, steps and checks in a short note.`,
        hint: "Pick a task you can finish in 30 to 60 minutes.",
        solution:
          "A successful submission contains the task in one sentence, three to five implemented steps, two documented checks and a short review.",
      }),
      quiz: () => ({
        question: "What belongs to a successful mini project?",
        right: "A clear task, small steps and documented checks",
        wrong: [
          "As many features as possible without checks",
          "A task without a fixed goal",
          "Copying the model solution",
        ],
        explanation:
          "A clear task with small, checked steps shows that you can apply the content on your own.",
      }),
    },
    {
      title: (m) => `Going deeper: ${m}`,
      objective: (c) => `You can judge variants and limits of the approaches from "${c.module}".`,
      body: (c) =>
        `## Beyond the basic example\n\nIn practice things are rarely as simple as in the first example. This lesson looks at variants and their pros and cons.\n\n## Comparing variants\n\n| Question | What to look at |\n| --- | --- |\n| How large is the data? | Is the simple solution still enough? |\n| Who uses the result? | How understandable must it be? |\n| How often does it change? | How easy is it to adapt? |\n\n## Justifying decisions\n\nGood solutions for ${c.subject} are not the most complicated ones but those whose decisions you can justify. Write one sentence per variant on when it fits.`,
      exercise: (c) => ({
        task: `Compare two variants of a solution from "${c.module}" using the table and choose one with a reason.`,
        hint: "Use the three questions of the table as your outline.",
        solution:
          "A good answer answers the three questions for both variants and justifies the choice with the most important difference.",
      }),
      quiz: () => ({
        question: "What makes a good solution?",
        right: "Its decisions can be justified",
        wrong: [
          "It is as complicated as possible",
          "It always uses the newest tool",
          "It fits only one single example",
        ],
        explanation: "Justified decisions make a solution understandable and adaptable.",
      }),
    },
    {
      title: (m) => `Review and checklist: ${m}`,
      objective: (c) => `You can summarise and check the key content of the module "${c.module}".`,
      body: (c) =>
        `## Summary\n\n${c.moduleDescription}\n\n## Checklist\n\n- [ ] I can explain the key terms of the module.\n- [ ] I rebuilt the example myself and changed it.\n- [ ] I know typical mistakes and how to avoid them.\n- [ ] I solved a small task of my own.\n\n## What comes next\n\n${en.neighbours(null, c.next)}`,
      exercise: (c) => ({
        task: `Go through the checklist for "${c.module}" and review the point you feel least sure about.`,
        hint: "Explain the point out loud or in writing in your own words.",
        solution:
          "If you can explain a point in your own words and show it with an example, you have understood it.",
      }),
      quiz: () => ({
        question: "How do you know you have understood something?",
        right: "You can explain it in your own words and apply it",
        wrong: ["You read it once", "You know the heading", "You copied the model solution"],
        explanation:
          "Understanding shows in being able to explain content and transfer it to new cases.",
      }),
    },
  ],
  codeTitle: (n) => `Code example ${n}`,
  codeDescription: (l) => `A small, complete example for the lesson "${l}".`,
  comment: {
    setup: "Prepare the input data",
    step: "Process every entry on its own and collect the result",
    result: "Print the result to check it",
  },
  goalsLine: (g) => (g.length ? `**Your goals in view:** ${g.join("; ")}.` : ""),
  neighbours: (p, n) =>
    [
      p ? `It builds on the module "${p}".` : "",
      n ? `The next module, "${n}", continues from here.` : "",
    ]
      .filter(Boolean)
      .join(" "),
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
  lessons: [
    {
      title: (m) => `Visión general: ${m}`,
      objective: (c) =>
        `Puedes explicar de qué trata el módulo «${c.module}» y por qué es importante para ${c.subject}.`,
      body: (c) =>
        `## De qué se trata\n\n${c.moduleDescription}\n\nEste módulo forma parte del curso **${c.course}** y está pensado para ${es.levelName[c.level]}. ${es.neighbours(c.previous, c.next)}\n\n## Términos clave\n\n- **Objetivo:** ¿qué debe funcionar al final del módulo «${c.module}»?\n- **Componente:** la unidad más pequeña con la que trabajas en ${c.subject}.\n- **Flujo:** el orden en que combinas los componentes.\n\n## Cómo trabajar\n\n1. Lee la lección completa una vez.\n2. Prueba el ejemplo de código y modifícalo.\n3. Resuelve el ejercicio antes de mirar la solución.\n4. Comprueba lo que has entendido con el cuestionario.\n\n${es.goalsLine(c.goals)}`,
      exercise: (c) => ({
        task: `Escribe de tres a cinco frases sobre lo que quieres aprender en el módulo «${c.module}» y para qué lo quieres usar.`,
        hint: "Piensa en una tarea concreta de tu día a día o de tu trabajo.",
        solution: `Una buena respuesta nombra un objetivo concreto (por ejemplo, una tarea que quieres resolver con ${c.subject}), describe tu situación actual y dice cómo sabrás que has alcanzado el objetivo.`,
      }),
      quiz: (c) => ({
        question: `¿Cuál es la mejor forma de empezar el módulo «${c.module}»?`,
        right: "Con un objetivo claro y una visión general de los términos",
        wrong: [
          "Con el ejemplo más difícil",
          "Memorizando todos los detalles",
          "Saltándose los fundamentos",
        ],
        explanation:
          "Un objetivo claro y los términos clave te orientan; los detalles se construyen sobre ellos.",
      }),
    },
    {
      title: (m) => `Paso a paso: ${m}`,
      objective: (c) => `Puedes seguir los pasos del módulo «${c.module}» con un ejemplo propio.`,
      body: (c) =>
        `## El ejemplo\n\nTrabajamos con un ejemplo pequeño y completo sobre ${c.subject}. Es sencillo a propósito para que cada paso quede a la vista.\n\n## Paso 1: entender el punto de partida\n\nAntes de construir nada, describe la entrada y el resultado que quieres. Así sabrás en todo momento si vas por buen camino.\n\n## Paso 2: implementar el núcleo\n\nImplementa primero solo la parte más importante. El ejemplo de código de abajo muestra cómo puede quedar. Lee los comentarios: explican por qué hace falta cada paso.\n\n## Paso 3: comprobar y mejorar\n\nPrueba el resultado con un caso sencillo y con uno poco habitual. Después mejora nombres, estructura y legibilidad.\n\n> Consejo: dar pasos pequeños y comprobar tras cada uno ahorra mucho tiempo de depuración.`,
      exercise: (c) => ({
        task: `Traslada el ejemplo a un caso propio del tema «${c.module}»: describe entrada y resultado e implementa el núcleo en pasos pequeños.`,
        hint: "Empieza por el caso más sencillo que debe funcionar y amplíalo después.",
        solution:
          "Una buena solución describe primero la entrada y el resultado esperado, luego implementa el núcleo y lo comprueba con al menos dos casos (uno normal y uno límite).",
      }),
      quiz: () => ({
        question: "¿Por qué conviene comprobar tras cada paso pequeño?",
        right: "Porque así un error se puede atribuir a un único paso",
        wrong: [
          "Porque las comprobaciones aceleran el código",
          "Porque si no, no se pueden escribir comentarios",
          "Porque comprobar al final es imposible",
        ],
        explanation: "Si compruebas tras cada paso, sabes exactamente qué cambio causó un error.",
      }),
    },
    {
      title: (m) => `Errores típicos y buenas prácticas: ${m}`,
      objective: (c) => `Reconoces los errores típicos en «${c.module}» y sabes cómo evitarlos.`,
      body: (c) =>
        `## Errores frecuentes\n\n- **Demasiado a la vez:** varios cambios simultáneos hacen difícil encontrar errores.\n- **Nombres poco claros:** nombres como \`x\` o \`datos2\` vuelven ilegible tu propio código una semana después.\n- **Sin casos límite:** se olvidan las entradas vacías, los valores muy grandes o los datos que faltan.\n\n## Buenas prácticas\n\n1. Define el resultado esperado antes de empezar.\n2. Mantén cada componente pequeño y nómbralo según su función.\n3. Comprueba los casos límite a propósito.\n4. Anota las decisiones en una frase para que otras personas (y tú) las entiendan más tarde.\n\n## En este curso\n\nEstas reglas valen en todo el curso **${c.course}**. Sigue aplicándolas en las próximas lecciones.`,
      exercise: (c) => ({
        task: `Toma una de tus soluciones de «${c.module}» y revísala con la lista de errores frecuentes. Anota al menos dos mejoras.`,
        hint: "Busca en particular nombres poco claros y casos límite sin comprobar.",
        solution:
          "Mejoras típicas: nombres expresivos, una comprobación para entradas vacías o no válidas y dividir un componente demasiado grande en dos más pequeños.",
      }),
      quiz: () => ({
        question: "¿Qué forma de trabajar ayuda más a evitar errores?",
        right: "Componentes pequeños y bien nombrados y casos límite comprobados a propósito",
        wrong: [
          "Hacer el mayor número de cambios a la vez",
          "Nombres cortos como x e y",
          "Comprobar los casos límite solo en producción",
        ],
        explanation:
          "Los componentes pequeños y bien nombrados se entienden mejor, y los casos límite revelan pronto la mayoría de los errores.",
      }),
    },
    {
      title: (m) => `Aplicarlo: ${m} en un miniproyecto`,
      objective: (c) =>
        `Aplicas el contenido del módulo «${c.module}» en un pequeño proyecto propio.`,
      body: (c) =>
        `## El miniproyecto\n\nAhora aplicas lo aprendido en «${c.module}». El proyecto es lo bastante pequeño para una sesión y lo bastante grande para practicar todos los pasos.\n\n## Requisitos\n\n- El resultado resuelve una tarea concreta sobre ${c.subject}.\n- Está formado por componentes con nombres claros.\n- Se comprueba con al menos dos casos.\n\n## Procedimiento\n\n1. Describe la tarea en una frase.\n2. Divídela en tres a cinco pasos.\n3. Impleméntala paso a paso y comprueba tras cada paso.\n4. Al final, anota qué harías de otra forma la próxima vez.\n\n${es.goalsLine(c.goals)}`,
      exercise: (c) => ({
        task: `Construye el miniproyecto de «${c.module}» y describe en una nota breve la tarea, los pasos y las comprobaciones.`,
        hint: "Elige una tarea que puedas terminar en 30 a 60 minutos.",
        solution:
          "Una buena entrega contiene la tarea en una frase, de tres a cinco pasos implementados, dos comprobaciones documentadas y una breve revisión.",
      }),
      quiz: () => ({
        question: "¿Qué forma parte de un buen miniproyecto?",
        right: "Una tarea clara, pasos pequeños y comprobaciones documentadas",
        wrong: [
          "Muchas funciones sin comprobar",
          "Una tarea sin objetivo fijo",
          "Copiar la solución modelo",
        ],
        explanation:
          "Una tarea clara con pasos pequeños y comprobados demuestra que sabes aplicar el contenido por tu cuenta.",
      }),
    },
    {
      title: (m) => `Profundización: ${m}`,
      objective: (c) => `Puedes valorar variantes y límites de los enfoques de «${c.module}».`,
      body: (c) =>
        `## Más allá del ejemplo básico\n\nEn la práctica casi nada es tan sencillo como en el primer ejemplo. En esta lección vemos variantes con sus ventajas e inconvenientes.\n\n## Comparar variantes\n\n| Pregunta | En qué fijarse |\n| --- | --- |\n| ¿Qué volumen de datos hay? | ¿Basta todavía la solución sencilla? |\n| ¿Quién usa el resultado? | ¿Qué tan comprensible debe ser? |\n| ¿Con qué frecuencia cambia? | ¿Qué tan fácil es adaptarlo? |\n\n## Justificar decisiones\n\nLas buenas soluciones para ${c.subject} no son las más complicadas, sino aquellas cuyas decisiones puedes justificar. Escribe una frase por variante sobre cuándo conviene.`,
      exercise: (c) => ({
        task: `Compara dos variantes de una solución de «${c.module}» con ayuda de la tabla y elige una de forma razonada.`,
        hint: "Usa las tres preguntas de la tabla como guion.",
        solution:
          "Una buena respuesta contesta las tres preguntas para ambas variantes y justifica la elección con la diferencia más importante.",
      }),
      quiz: () => ({
        question: "¿Qué caracteriza a una buena solución?",
        right: "Sus decisiones se pueden justificar",
        wrong: [
          "Es lo más complicada posible",
          "Siempre usa la herramienta más nueva",
          "Solo sirve para un único ejemplo",
        ],
        explanation:
          "Las decisiones justificadas hacen que una solución sea comprensible y adaptable.",
      }),
    },
    {
      title: (m) => `Repaso y lista de control: ${m}`,
      objective: (c) => `Puedes resumir y comprobar los contenidos clave del módulo «${c.module}».`,
      body: (c) =>
        `## Resumen\n\n${c.moduleDescription}\n\n## Lista de control\n\n- [ ] Puedo explicar los términos clave del módulo.\n- [ ] He reconstruido el ejemplo y lo he modificado.\n- [ ] Conozco los errores típicos y sé cómo evitarlos.\n- [ ] He resuelto una pequeña tarea propia.\n\n## Cómo seguir\n\n${es.neighbours(null, c.next)}`,
      exercise: (c) => ({
        task: `Repasa la lista de control de «${c.module}» y vuelve sobre el punto en el que te sientas menos seguro.`,
        hint: "Explica el punto en voz alta o por escrito con tus propias palabras.",
        solution:
          "Si puedes explicar un punto con tus propias palabras y mostrarlo con un ejemplo, lo has entendido.",
      }),
      quiz: () => ({
        question: "¿Cómo sabes que has entendido un contenido?",
        right: "Puedes explicarlo con tus palabras y aplicarlo",
        wrong: ["Lo has leído una vez", "Conoces el título", "Has copiado la solución modelo"],
        explanation:
          "La comprensión se demuestra al poder explicar un contenido y trasladarlo a casos nuevos.",
      }),
    },
  ],
  codeTitle: (n) => `Ejemplo de código ${n}`,
  codeDescription: (l) => `Un ejemplo pequeño y completo para la lección «${l}».`,
  comment: {
    setup: "Preparar los datos de entrada",
    step: "Procesar cada elemento por separado y reunir el resultado",
    result: "Mostrar el resultado para comprobarlo",
  },
  goalsLine: (g) => (g.length ? `**Tus objetivos a la vista:** ${g.join("; ")}.` : ""),
  neighbours: (p, n) =>
    [
      p ? `Se basa en el módulo «${p}».` : "",
      n ? `El siguiente módulo, «${n}», continúa a partir de aquí.` : "",
    ]
      .filter(Boolean)
      .join(" "),
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
  lessons: [
    {
      title: (m) => `Vue d'ensemble : ${m}`,
      objective: (c) =>
        `Tu sais expliquer de quoi parle le module « ${c.module} » et pourquoi il compte pour ${c.subject}.`,
      body: (c) =>
        `## De quoi s'agit-il ?\n\n${c.moduleDescription}\n\nCe module fait partie du cours **${c.course}** et s'adresse à ${fr.levelName[c.level]}. ${fr.neighbours(c.previous, c.next)}\n\n## Les termes clés\n\n- **Objectif :** qu'est-ce qui doit fonctionner à la fin du module « ${c.module} » ?\n- **Brique :** la plus petite unité avec laquelle tu travailles en ${c.subject}.\n- **Déroulement :** l'ordre dans lequel tu combines les briques.\n\n## Comment travailler\n\n1. Lis la leçon une fois en entier.\n2. Essaie l'exemple de code et modifie-le.\n3. Résous l'exercice avant de regarder la solution.\n4. Vérifie ta compréhension avec le quiz.\n\n${fr.goalsLine(c.goals)}`,
      exercise: (c) => ({
        task: `Écris trois à cinq phrases sur ce que tu veux apprendre dans le module « ${c.module} » et à quoi tu veux l'utiliser.`,
        hint: "Pense à une tâche concrète de ton quotidien ou de ton travail.",
        solution: `Une bonne réponse cite un objectif concret (par exemple une tâche que tu veux résoudre avec ${c.subject}), décrit ta situation actuelle et indique comment tu sauras que tu as atteint l'objectif.`,
      }),
      quiz: (c) => ({
        question: `Quelle est la meilleure façon de commencer le module « ${c.module} » ?`,
        right: "Avec un objectif clair et une vue d'ensemble des termes",
        wrong: [
          "Avec l'exemple le plus difficile",
          "En apprenant tous les détails par cœur",
          "En sautant les bases",
        ],
        explanation:
          "Un objectif clair et les termes clés te donnent des repères ; les détails viennent s'y ajouter.",
      }),
    },
    {
      title: (m) => `Pas à pas : ${m}`,
      objective: (c) =>
        `Tu sais suivre les étapes du module « ${c.module} » avec ton propre exemple.`,
      body: (c) =>
        `## L'exemple\n\nNous travaillons sur un petit exemple complet autour de ${c.subject}. Il est volontairement simple pour que chaque étape reste visible.\n\n## Étape 1 : comprendre le point de départ\n\nAvant de construire quoi que ce soit, décris l'entrée et le résultat souhaité. Tu sauras ainsi à tout moment si tu es sur la bonne voie.\n\n## Étape 2 : réaliser le cœur\n\nRéalise d'abord uniquement la partie la plus importante. L'exemple de code ci-dessous montre à quoi cela peut ressembler. Lis les commentaires : ils expliquent pourquoi chaque étape est nécessaire.\n\n## Étape 3 : vérifier et améliorer\n\nTeste le résultat avec un cas simple et un cas inhabituel. Améliore ensuite les noms, la structure et la lisibilité.\n\n> Astuce : de petites étapes avec une vérification après chacune font gagner beaucoup de temps de débogage.`,
      exercise: (c) => ({
        task: `Transpose l'exemple à un cas personnel lié à « ${c.module} » : décris l'entrée et le résultat, puis réalise le cœur par petites étapes.`,
        hint: "Commence par le cas le plus simple qui doit fonctionner, puis élargis.",
        solution:
          "Une bonne solution décrit d'abord l'entrée et le résultat attendu, réalise ensuite le cœur et le vérifie avec au moins deux cas (un cas normal et un cas limite).",
      }),
      quiz: () => ({
        question: "Pourquoi vaut-il la peine de vérifier après chaque petite étape ?",
        right: "Parce qu'une erreur peut alors être rattachée à une seule étape",
        wrong: [
          "Parce que les vérifications accélèrent le code",
          "Parce que sinon on ne peut pas écrire de commentaires",
          "Parce qu'il est impossible de vérifier à la fin",
        ],
        explanation:
          "En vérifiant après chaque étape, tu sais exactement quelle modification a causé une erreur.",
      }),
    },
    {
      title: (m) => `Erreurs typiques et bonnes pratiques : ${m}`,
      objective: (c) =>
        `Tu reconnais les erreurs typiques autour de « ${c.module} » et tu sais les éviter.`,
      body: (c) =>
        `## Erreurs fréquentes\n\n- **Trop de choses à la fois :** plusieurs changements simultanés rendent les erreurs difficiles à trouver.\n- **Noms peu clairs :** des noms comme \`x\` ou \`donnees2\` rendent ton propre code illisible une semaine plus tard.\n- **Pas de cas limites :** les entrées vides, les très grandes valeurs ou les données manquantes sont oubliées.\n\n## Bonnes pratiques\n\n1. Formule le résultat attendu avant de commencer.\n2. Garde chaque brique petite et nomme-la d'après sa fonction.\n3. Vérifie volontairement les cas limites.\n4. Note chaque décision en une phrase pour que d'autres (et toi) la comprennent plus tard.\n\n## Dans ce cours\n\nCes règles valent pour tout le cours **${c.course}**. Continue à les appliquer dans les leçons suivantes.`,
      exercise: (c) => ({
        task: `Prends une de tes solutions de « ${c.module} » et vérifie-la à l'aide de la liste des erreurs fréquentes. Note au moins deux améliorations.`,
        hint: "Cherche en particulier les noms peu clairs et les cas limites non vérifiés.",
        solution:
          "Améliorations typiques : des noms parlants, une vérification des entrées vides ou invalides et la division d'une brique trop grande en deux plus petites.",
      }),
      quiz: () => ({
        question: "Quelle façon de travailler aide le plus à éviter les erreurs ?",
        right: "De petites briques bien nommées et des cas limites vérifiés volontairement",
        wrong: [
          "Faire le plus de changements possible en même temps",
          "Des noms courts comme x et y",
          "Vérifier les cas limites seulement en production",
        ],
        explanation:
          "De petites briques bien nommées sont plus faciles à comprendre, et les cas limites révèlent tôt la plupart des erreurs.",
      }),
    },
    {
      title: (m) => `Mise en pratique : ${m} dans un mini-projet`,
      objective: (c) =>
        `Tu appliques le contenu du module « ${c.module} » dans un petit projet personnel.`,
      body: (c) =>
        `## Le mini-projet\n\nTu appliques maintenant ce que tu as appris dans « ${c.module} ». Le projet est assez petit pour une séance et assez grand pour pratiquer toutes les étapes.\n\n## Exigences\n\n- Le résultat résout une tâche concrète autour de ${c.subject}.\n- Il se compose de briques aux noms clairs.\n- Il est vérifié avec au moins deux cas.\n\n## Démarche\n\n1. Décris la tâche en une phrase.\n2. Découpe-la en trois à cinq étapes.\n3. Réalise-la étape par étape et vérifie après chaque étape.\n4. Pour finir, note ce que tu ferais autrement la prochaine fois.\n\n${fr.goalsLine(c.goals)}`,
      exercise: (c) => ({
        task: `Réalise le mini-projet de « ${c.module} » et décris dans une courte note la tâche, les étapes et les vérifications.`,
        hint: "Choisis une tâche que tu peux terminer en 30 à 60 minutes.",
        solution:
          "Un bon rendu contient la tâche en une phrase, trois à cinq étapes réalisées, deux vérifications documentées et un court bilan.",
      }),
      quiz: () => ({
        question: "Qu'est-ce qui fait partie d'un mini-projet réussi ?",
        right: "Une tâche claire, de petites étapes et des vérifications documentées",
        wrong: [
          "Le plus de fonctions possible sans vérification",
          "Une tâche sans objectif précis",
          "Recopier la solution modèle",
        ],
        explanation:
          "Une tâche claire avec de petites étapes vérifiées montre que tu sais appliquer le contenu en autonomie.",
      }),
    },
    {
      title: (m) => `Approfondissement : ${m}`,
      objective: (c) =>
        `Tu sais évaluer les variantes et les limites des approches de « ${c.module} ».`,
      body: (c) =>
        `## Au-delà de l'exemple de base\n\nEn pratique, rien n'est aussi simple que dans le premier exemple. Cette leçon examine des variantes avec leurs avantages et leurs inconvénients.\n\n## Comparer les variantes\n\n| Question | Ce que tu regardes |\n| --- | --- |\n| Quel est le volume de données ? | La solution simple suffit-elle encore ? |\n| Qui utilise le résultat ? | À quel point doit-il être compréhensible ? |\n| À quelle fréquence change-t-il ? | Est-il facile à adapter ? |\n\n## Justifier ses décisions\n\nLes bonnes solutions pour ${c.subject} ne sont pas les plus compliquées, mais celles dont tu peux justifier les décisions. Écris une phrase par variante sur le moment où elle convient.`,
      exercise: (c) => ({
        task: `Compare deux variantes d'une solution de « ${c.module} » à l'aide du tableau et choisis-en une de façon argumentée.`,
        hint: "Utilise les trois questions du tableau comme plan.",
        solution:
          "Une bonne réponse traite les trois questions pour les deux variantes et justifie le choix par la différence la plus importante.",
      }),
      quiz: () => ({
        question: "Qu'est-ce qui caractérise une bonne solution ?",
        right: "Ses décisions peuvent être justifiées",
        wrong: [
          "Elle est la plus compliquée possible",
          "Elle utilise toujours l'outil le plus récent",
          "Elle ne convient qu'à un seul exemple",
        ],
        explanation: "Des décisions justifiées rendent une solution compréhensible et adaptable.",
      }),
    },
    {
      title: (m) => `Révision et liste de contrôle : ${m}`,
      objective: (c) => `Tu sais résumer et vérifier les contenus clés du module « ${c.module} ».`,
      body: (c) =>
        `## Résumé\n\n${c.moduleDescription}\n\n## Liste de contrôle\n\n- [ ] Je sais expliquer les termes clés du module.\n- [ ] J'ai refait l'exemple moi-même et je l'ai modifié.\n- [ ] Je connais les erreurs typiques et je sais les éviter.\n- [ ] J'ai résolu une petite tâche personnelle.\n\n## La suite\n\n${fr.neighbours(null, c.next)}`,
      exercise: (c) => ({
        task: `Parcours la liste de contrôle de « ${c.module} » et revois le point sur lequel tu te sens le moins sûr.`,
        hint: "Explique ce point à voix haute ou par écrit avec tes propres mots.",
        solution:
          "Si tu peux expliquer un point avec tes propres mots et le montrer sur un exemple, tu l'as compris.",
      }),
      quiz: () => ({
        question: "Comment sais-tu que tu as compris un contenu ?",
        right: "Tu peux l'expliquer avec tes mots et l'appliquer",
        wrong: ["Tu l'as lu une fois", "Tu connais le titre", "Tu as copié la solution modèle"],
        explanation:
          "La compréhension se voit quand on peut expliquer un contenu et le transposer à de nouveaux cas.",
      }),
    },
  ],
  codeTitle: (n) => `Exemple de code ${n}`,
  codeDescription: (l) => `Un petit exemple complet pour la leçon « ${l} ».`,
  comment: {
    setup: "Préparer les données d'entrée",
    step: "Traiter chaque élément séparément et rassembler le résultat",
    result: "Afficher le résultat pour le vérifier",
  },
  goalsLine: (g) => (g.length ? `**Tes objectifs en vue :** ${g.join(" ; ")}.` : ""),
  neighbours: (p, n) =>
    [
      p ? `Il s'appuie sur le module « ${p} ».` : "",
      n ? `Le module suivant, « ${n} », poursuit à partir d'ici.` : "",
    ]
      .filter(Boolean)
      .join(" "),
};

export const PHRASES: Record<Language, Phrases> = { de, en, es, fr };
