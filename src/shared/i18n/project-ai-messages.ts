/**
 * Messages of "Projekt mit KI entwerfen" and the projects' model solution (issue 30,
 * decisions 0142 and 0143). Spread into `validationMessages` (messages.ts).
 */
export const projectAiMessages = {
  de: {
    projectAiInvalid:
      "Die KI hat keinen gültigen Projektentwurf geliefert. Es wurde nichts gespeichert. Bitte versuche es erneut.",
    projectAiFailed:
      "Die KI konnte keinen Projektentwurf erstellen. Es wurde nichts gespeichert. Bitte versuche es erneut.",
    projectSolutionNeedsChecks: "Eine Musterlösung gibt es nur für Projekte mit Prüfungen",
  },
  en: {
    projectAiInvalid:
      "The AI did not deliver a valid project draft. Nothing was saved. Please try again.",
    projectAiFailed:
      "The AI could not create a project draft. Nothing was saved. Please try again.",
    projectSolutionNeedsChecks: "Only projects with checks have a model solution",
  },
  es: {
    projectAiInvalid:
      "La IA no entregó un borrador de proyecto válido. No se guardó nada. Inténtalo de nuevo.",
    projectAiFailed:
      "La IA no pudo crear un borrador de proyecto. No se guardó nada. Inténtalo de nuevo.",
    projectSolutionNeedsChecks: "Solo los proyectos con comprobaciones tienen solución modelo",
  },
  fr: {
    projectAiInvalid:
      "L’IA n’a pas fourni de brouillon de projet valide. Rien n’a été enregistré. Merci de réessayer.",
    projectAiFailed:
      "L’IA n’a pas pu créer de brouillon de projet. Rien n’a été enregistré. Merci de réessayer.",
    projectSolutionNeedsChecks: "Seuls les projets avec des vérifications ont une solution modèle",
  },
} as const;
