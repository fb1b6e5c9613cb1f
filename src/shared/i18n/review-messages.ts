/**
 * Messages of the reviewer's side of projects (issue 30, decisions 0124 and 0125). Spread
 * into `validationMessages` (messages.ts) so `V(key)` and stored job messages know them.
 */
export const reviewMessages = {
  de: {
    reviewFirstPassFailed:
      "Der KI-Vorschlag konnte nicht erstellt werden. Die Prüfung geht ohne ihn weiter.",
    reviewFirstPassNotSubmitted: "Diese Einreichung hat noch keine eingereichte Version.",
  },
  en: {
    reviewFirstPassFailed:
      "The AI suggestion could not be created. The review continues without it.",
    reviewFirstPassNotSubmitted: "This submission has no submitted version yet.",
  },
  es: {
    reviewFirstPassFailed: "No se pudo crear la sugerencia de IA. La revisión continúa sin ella.",
    reviewFirstPassNotSubmitted: "Esta entrega todavía no tiene ninguna versión enviada.",
  },
  fr: {
    reviewFirstPassFailed:
      "La suggestion d’IA n’a pas pu être créée. La relecture continue sans elle.",
    reviewFirstPassNotSubmitted: "Cette remise n’a encore aucune version envoyée.",
  },
} as const;
