/**
 * Validation and error messages of the AI tutor (issue 17). Spread into
 * `validationMessages` (messages.ts) so `V(key)` and `translateValidationMessage` know them.
 */
export const tutorValidationMessages = {
  de: {
    tutorQuestionRequired: "Bitte gib eine Frage ein",
    tutorQuestionMax: "Die Frage darf höchstens 1000 Zeichen lang sein",
    tutorOff: "Der Tutor ist für diesen Kurs ausgeschaltet.",
    tutorDailyLimit: "Du hast heute alle Fragen an den Tutor gestellt. Morgen geht es weiter.",
    tutorBudget:
      "Der Tutor hat sein Monatsbudget aufgebraucht. Bitte versuche es nächsten Monat erneut.",
    tutorFailed:
      "Der Tutor konnte gerade nicht antworten. Die Frage wurde nicht von deinem Tageskontingent abgezogen. Bitte versuche es erneut.",
    tutorSettingsRange: "Bitte gib eine ganze Zahl im erlaubten Bereich ein",
  },
  en: {
    tutorQuestionRequired: "Please enter a question",
    tutorQuestionMax: "The question may be at most 1000 characters long",
    tutorOff: "The tutor is switched off for this course.",
    tutorDailyLimit:
      "You have asked all of today's questions to the tutor. You can continue tomorrow.",
    tutorBudget: "The tutor has used up its monthly budget. Please try again next month.",
    tutorFailed:
      "The tutor could not answer right now. The question was not counted against your daily limit. Please try again.",
    tutorSettingsRange: "Please enter a whole number in the allowed range",
  },
  es: {
    tutorQuestionRequired: "Escribe una pregunta",
    tutorQuestionMax: "La pregunta puede tener como máximo 1000 caracteres",
    tutorOff: "El tutor está desactivado para este curso.",
    tutorDailyLimit: "Ya has hecho todas las preguntas de hoy al tutor. Mañana puedes seguir.",
    tutorBudget: "El tutor ha agotado su presupuesto mensual. Inténtalo de nuevo el mes que viene.",
    tutorFailed:
      "El tutor no ha podido responder ahora. La pregunta no se ha descontado de tu límite diario. Inténtalo de nuevo.",
    tutorSettingsRange: "Introduce un número entero dentro del rango permitido",
  },
  fr: {
    tutorQuestionRequired: "Merci de saisir une question",
    tutorQuestionMax: "La question peut comporter au plus 1000 caractères",
    tutorOff: "Le tuteur est désactivé pour ce cours.",
    tutorDailyLimit:
      "Tu as posé toutes tes questions au tuteur pour aujourd'hui. Tu pourras continuer demain.",
    tutorBudget: "Le tuteur a épuisé son budget mensuel. Merci de réessayer le mois prochain.",
    tutorFailed:
      "Le tuteur n'a pas pu répondre pour le moment. La question n'a pas été décomptée de ta limite quotidienne. Merci de réessayer.",
    tutorSettingsRange: "Merci de saisir un nombre entier dans la plage autorisée",
  },
};
