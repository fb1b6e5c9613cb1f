import type { Language } from "@shared/i18n/languages";
import { PRACTICE_ENTRY } from "@shared/domain/practice";
import { PROJECT_LIMITS, type RubricCriterion } from "@shared/domain/projects";
import type { ProjectDraft, ProjectDraftRequest } from "./project-draft";
import { projectRuntimesFor } from "./project-draft";

/**
 * The offline generator's project draft (issue 30, decision 0142): deterministic, built from
 * the course's title, description and modules, in the course's language. One rubric criterion
 * per module (at most six) and the criteria every capstone has, a runtime of the course's
 * skill area (else "external"), no checks: the author adds them with a model solution.
 */

interface Texts {
  title: (course: string) => string;
  intro: (course: string) => string;
  goal: string;
  milestones: string;
  submit: (external: boolean) => string;
  moduleCriterion: (module: string) => Pick<RubricCriterion, "description" | "fulfilled">;
  general: Omit<RubricCriterion, "id">[];
  starter: string;
}

const TEXTS: Record<Language, Texts> = {
  de: {
    title: (c) => `Abschlussprojekt: ${c}`,
    intro: (c) =>
      `Zum Abschluss des Kurses „${c}“ baust du ein eigenes kleines Projekt, das zeigt, was du gelernt hast. Eine Reviewerin oder ein Reviewer sieht es sich an und bewertet es anhand der Kriterien unten.`,
    goal: "## Ziel",
    milestones: "## Meilensteine",
    submit: (external) =>
      external
        ? "## Abgabe\nReiche den Link zu deinem Repository oder deiner veröffentlichten Seite ein und beschreibe in wenigen Sätzen, was du gebaut hast und was du dabei gelernt hast."
        : "## Abgabe\nArbeite in den Projektdateien und reiche sie ein, wenn alle Meilensteine erledigt sind. Beschreibe in wenigen Sätzen, was du gebaut hast.",
    moduleCriterion: (m) => ({
      description: `Das Projekt wendet an, was das Modul „${m}“ vermittelt.`,
      fulfilled: `Im Projekt ist mindestens eine Stelle erkennbar, an der die Inhalte aus „${m}“ richtig eingesetzt sind.`,
    }),
    general: [
      {
        title: "Funktioniert wie beschrieben",
        description: "Das Projekt läuft und tut, was die Aufgabenstellung verlangt.",
        fulfilled: "Alle Meilensteine sind umgesetzt und das Projekt läuft ohne Fehler.",
      },
      {
        title: "Verständlich beschrieben",
        description: "Die Beschreibung erklärt, was gebaut wurde und wie man es benutzt.",
        fulfilled:
          "Eine fremde Person versteht aus der Beschreibung, was das Projekt tut und wie man es startet.",
      },
      {
        title: "Sauber aufgebaut",
        description: "Der Aufbau ist übersichtlich und nachvollziehbar.",
        fulfilled: "Namen sind sprechend, und zusammengehörige Teile stehen beieinander.",
      },
    ],
    starter: "Dein Projekt beginnt hier",
  },
  en: {
    title: (c) => `Capstone project: ${c}`,
    intro: (c) =>
      `To finish the course “${c}” you build a small project of your own that shows what you have learned. A reviewer looks at it and assesses it against the criteria below.`,
    goal: "## Goal",
    milestones: "## Milestones",
    submit: (external) =>
      external
        ? "## Submission\nSubmit the link to your repository or your published site and describe in a few sentences what you built and what you learned."
        : "## Submission\nWork in the project files and submit them once every milestone is done. Describe in a few sentences what you built.",
    moduleCriterion: (m) => ({
      description: `The project applies what the module “${m}” teaches.`,
      fulfilled: `The project shows at least one place where the content of “${m}” is used correctly.`,
    }),
    general: [
      {
        title: "Works as described",
        description: "The project runs and does what the brief asks for.",
        fulfilled: "Every milestone is done and the project runs without errors.",
      },
      {
        title: "Clearly described",
        description: "The description explains what was built and how to use it.",
        fulfilled:
          "A stranger understands from the description what the project does and how to start it.",
      },
      {
        title: "Cleanly structured",
        description: "The structure is clear and easy to follow.",
        fulfilled: "Names say what things are, and parts that belong together are kept together.",
      },
    ],
    starter: "Your project starts here",
  },
  es: {
    title: (c) => `Proyecto final: ${c}`,
    intro: (c) =>
      `Para terminar el curso «${c}» construyes un pequeño proyecto propio que muestra lo que has aprendido. Una persona revisora lo mira y lo evalúa según los criterios de abajo.`,
    goal: "## Objetivo",
    milestones: "## Hitos",
    submit: (external) =>
      external
        ? "## Entrega\nEntrega el enlace a tu repositorio o a tu sitio publicado y describe en pocas frases qué construiste y qué aprendiste."
        : "## Entrega\nTrabaja en los archivos del proyecto y entrégalos cuando todos los hitos estén hechos. Describe en pocas frases qué construiste.",
    moduleCriterion: (m) => ({
      description: `El proyecto aplica lo que enseña el módulo «${m}».`,
      fulfilled: `En el proyecto se ve al menos un lugar donde el contenido de «${m}» se usa correctamente.`,
    }),
    general: [
      {
        title: "Funciona como se describe",
        description: "El proyecto funciona y hace lo que pide el enunciado.",
        fulfilled: "Todos los hitos están hechos y el proyecto funciona sin errores.",
      },
      {
        title: "Descrito con claridad",
        description: "La descripción explica qué se construyó y cómo usarlo.",
        fulfilled:
          "Una persona ajena entiende por la descripción qué hace el proyecto y cómo iniciarlo.",
      },
      {
        title: "Bien estructurado",
        description: "La estructura es clara y fácil de seguir.",
        fulfilled: "Los nombres dicen qué son las cosas y las partes relacionadas están juntas.",
      },
    ],
    starter: "Tu proyecto empieza aquí",
  },
  fr: {
    title: (c) => `Projet final : ${c}`,
    intro: (c) =>
      `Pour terminer le cours « ${c} », tu construis un petit projet à toi qui montre ce que tu as appris. Une personne le relit et l’évalue selon les critères ci-dessous.`,
    goal: "## Objectif",
    milestones: "## Étapes",
    submit: (external) =>
      external
        ? "## Rendu\nRends le lien vers ton dépôt ou ton site publié et décris en quelques phrases ce que tu as construit et ce que tu as appris."
        : "## Rendu\nTravaille dans les fichiers du projet et rends-les quand toutes les étapes sont faites. Décris en quelques phrases ce que tu as construit.",
    moduleCriterion: (m) => ({
      description: `Le projet applique ce qu’enseigne le module « ${m} ».`,
      fulfilled: `Le projet montre au moins un endroit où le contenu de « ${m} » est utilisé correctement.`,
    }),
    general: [
      {
        title: "Fonctionne comme décrit",
        description: "Le projet fonctionne et fait ce que demande l’énoncé.",
        fulfilled: "Toutes les étapes sont faites et le projet fonctionne sans erreur.",
      },
      {
        title: "Clairement décrit",
        description: "La description explique ce qui a été construit et comment l’utiliser.",
        fulfilled:
          "Une personne extérieure comprend par la description ce que fait le projet et comment le lancer.",
      },
      {
        title: "Bien structuré",
        description: "La structure est claire et facile à suivre.",
        fulfilled: "Les noms disent ce que sont les choses et les parties liées restent ensemble.",
      },
    ],
    starter: "Ton projet commence ici",
  },
};

const COMMENT: Record<string, (s: string) => string> = {
  web: (s) =>
    `<!doctype html>\n<html>\n  <head>\n    <meta charset="utf-8" />\n    <title>${s}</title>\n  </head>\n  <body>\n    <!-- ${s} -->\n  </body>\n</html>\n`,
  javascript: (s) => `// ${s}\n`,
  python: (s) => `# ${s}\n`,
  sql: (s) => `-- ${s}\n`,
};

export function offlineProjectDraft(input: ProjectDraftRequest): ProjectDraft {
  const c = input.course;
  const t = TEXTS[c.language];
  const runtime = projectRuntimesFor(c.skillArea)[0];
  const external = runtime === "external";
  const modules = input.modules.filter((m) => m.title.trim());
  const perModule = PROJECT_LIMITS.criteriaMax - t.general.length;
  const rubric: RubricCriterion[] = [
    ...modules
      .slice(0, perModule)
      .map((m) => ({ title: m.title.trim(), ...t.moduleCriterion(m.title.trim()) })),
    ...t.general,
  ].map((criterion, i) => ({ id: `k${i + 1}`, ...criterion }));
  const brief = [
    t.intro(c.title),
    "",
    t.goal,
    c.description.trim() || c.title,
    ...(modules.length
      ? [
          "",
          t.milestones,
          ...modules.map(
            (m, i) =>
              `${i + 1}. **${m.title.trim()}**${m.description.trim() ? `: ${m.description.trim()}` : ""}`,
          ),
        ]
      : []),
    "",
    t.submit(external),
  ].join("\n");
  return {
    moduleId: null,
    orderIndex: 0,
    title: t.title(c.title).slice(0, PROJECT_LIMITS.titleChars),
    brief,
    runtime,
    starterFiles: external
      ? []
      : [{ name: PRACTICE_ENTRY[runtime], content: COMMENT[runtime](t.starter) }],
    solutionFiles: [],
    checks: null,
    rubric,
    requiredForCertificate: false,
  };
}
