/**
 * Validation and error messages of the lessons' "Fragen & Antworten" (issue 45, decision 0218).
 * Spread into `validationMessages` (messages.ts) so `V(key)` and `translateValidationMessage` know them.
 */
export const discussionValidationMessages = {
  de: {
    discussionTitleRequired: "Bitte gib deiner Frage einen Titel",
    discussionTitleMax: "Der Titel darf höchstens 150 Zeichen lang sein",
    discussionBodyRequired: "Bitte schreib einen Text",
    discussionBodyMax: "Der Text darf höchstens 10000 Zeichen lang sein",
    discussionReasonRequired: "Bitte gib einen Grund an",
    discussionReasonMax: "Der Grund darf höchstens 500 Zeichen lang sein",
    discussionPostGone: "Dieser Beitrag ist nicht mehr da.",
    discussionNotYours: "Du kannst nur deine eigenen Beiträge ändern.",
    discussionNotAsker: "Nur wer gefragt hat, kann eine Antwort als hilfreich markieren.",
    discussionNotModerator: "Du darfst Beiträge dieser Klasse nicht moderieren.",
  },
  en: {
    discussionTitleRequired: "Please give your question a title",
    discussionTitleMax: "The title may be at most 150 characters long",
    discussionBodyRequired: "Please write a text",
    discussionBodyMax: "The text may be at most 10000 characters long",
    discussionReasonRequired: "Please give a reason",
    discussionReasonMax: "The reason may be at most 500 characters long",
    discussionPostGone: "This post is no longer there.",
    discussionNotYours: "You can only change your own posts.",
    discussionNotAsker: "Only the person who asked can mark an answer as helpful.",
    discussionNotModerator: "You may not moderate posts of this class.",
  },
  es: {
    discussionTitleRequired: "Ponle un título a tu pregunta",
    discussionTitleMax: "El título puede tener como máximo 150 caracteres",
    discussionBodyRequired: "Escribe un texto",
    discussionBodyMax: "El texto puede tener como máximo 10000 caracteres",
    discussionReasonRequired: "Indica un motivo",
    discussionReasonMax: "El motivo puede tener como máximo 500 caracteres",
    discussionPostGone: "Esta publicación ya no existe.",
    discussionNotYours: "Solo puedes cambiar tus propias publicaciones.",
    discussionNotAsker: "Solo quien preguntó puede marcar una respuesta como útil.",
    discussionNotModerator: "No puedes moderar publicaciones de esta clase.",
  },
  fr: {
    discussionTitleRequired: "Donne un titre à ta question",
    discussionTitleMax: "Le titre peut comporter au plus 150 caractères",
    discussionBodyRequired: "Écris un texte",
    discussionBodyMax: "Le texte peut comporter au plus 10000 caractères",
    discussionReasonRequired: "Indique un motif",
    discussionReasonMax: "Le motif peut comporter au plus 500 caractères",
    discussionPostGone: "Cette publication n’existe plus.",
    discussionNotYours: "Tu ne peux modifier que tes propres publications.",
    discussionNotAsker:
      "Seule la personne qui a posé la question peut marquer une réponse comme utile.",
    discussionNotModerator: "Tu ne peux pas modérer les publications de cette classe.",
  },
} as const;
