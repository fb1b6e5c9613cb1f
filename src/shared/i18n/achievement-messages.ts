/**
 * Validation messages of achievements and certificates (issue 12). Spread into
 * `validationMessages` (messages.ts) so `V(key)` and `translateValidationMessage` know them.
 */
export const achievementValidationMessages = {
  de: {
    certificateNotFound: "Zertifikat nicht gefunden",
    quizNotFound: "Quiz nicht gefunden",
    timeZoneInvalid: "Unbekannte Zeitzone",
    quizChoiceInvalid: "Bitte wähle eine der Antworten",
    revokeReasonRequired: "Bitte gib einen Grund für den Widerruf an",
    revokeReasonMax: "Der Grund darf höchstens 500 Zeichen lang sein",
  },
  en: {
    certificateNotFound: "Certificate not found",
    quizNotFound: "Quiz not found",
    timeZoneInvalid: "Unknown time zone",
    quizChoiceInvalid: "Please choose one of the answers",
    revokeReasonRequired: "Please give a reason for revoking",
    revokeReasonMax: "The reason must be at most 500 characters long",
  },
  es: {
    certificateNotFound: "Certificado no encontrado",
    quizNotFound: "Cuestionario no encontrado",
    timeZoneInvalid: "Zona horaria desconocida",
    quizChoiceInvalid: "Elige una de las respuestas",
    revokeReasonRequired: "Indica un motivo para la revocación",
    revokeReasonMax: "El motivo puede tener como máximo 500 caracteres",
  },
  fr: {
    certificateNotFound: "Certificat introuvable",
    quizNotFound: "Quiz introuvable",
    timeZoneInvalid: "Fuseau horaire inconnu",
    quizChoiceInvalid: "Merci de choisir l’une des réponses",
    revokeReasonRequired: "Merci d’indiquer un motif de révocation",
    revokeReasonMax: "Le motif peut comporter au plus 500 caractères",
  },
};
