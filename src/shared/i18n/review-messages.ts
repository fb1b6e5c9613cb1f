/**
 * Messages of the reviewer's side of projects (issue 30, decisions 0124 and 0125). Spread
 * into `validationMessages` (messages.ts) so `V(key)` and stored job messages know them.
 */
export const reviewMessages = {
  de: {
    reviewFirstPassFailed:
      "Der KI-Vorschlag konnte nicht erstellt werden. Die Prüfung geht ohne ihn weiter.",
    reviewFirstPassNotSubmitted: "Diese Einreichung hat noch keine eingereichte Version.",
    // The offline first pass in the reviewer's language (decision 0145).
    reviewOfflineChecksHeading: "Automatische Prüfungen:",
    reviewOfflineNoChecks: "Keine automatischen Prüfungen.",
    reviewOfflinePassed: "bestanden",
    reviewOfflineFailed: "nicht bestanden",
    reviewOfflineNotRun: "nicht ausgeführt",
  },
  en: {
    reviewFirstPassFailed:
      "The AI suggestion could not be created. The review continues without it.",
    reviewFirstPassNotSubmitted: "This submission has no submitted version yet.",
    reviewOfflineChecksHeading: "Automatic checks:",
    reviewOfflineNoChecks: "No automatic checks.",
    reviewOfflinePassed: "passed",
    reviewOfflineFailed: "failed",
    reviewOfflineNotRun: "not run",
  },
  es: {
    reviewFirstPassFailed: "No se pudo crear la sugerencia de IA. La revisión continúa sin ella.",
    reviewFirstPassNotSubmitted: "Esta entrega todavía no tiene ninguna versión enviada.",
    reviewOfflineChecksHeading: "Comprobaciones automáticas:",
    reviewOfflineNoChecks: "Sin comprobaciones automáticas.",
    reviewOfflinePassed: "superada",
    reviewOfflineFailed: "no superada",
    reviewOfflineNotRun: "no ejecutada",
  },
  fr: {
    reviewFirstPassFailed:
      "La suggestion d’IA n’a pas pu être créée. La relecture continue sans elle.",
    reviewFirstPassNotSubmitted: "Cette remise n’a encore aucune version envoyée.",
    reviewOfflineChecksHeading: "Vérifications automatiques :",
    reviewOfflineNoChecks: "Aucune vérification automatique.",
    reviewOfflinePassed: "réussie",
    reviewOfflineFailed: "échouée",
    reviewOfflineNotRun: "non exécutée",
  },
} as const;
