/**
 * Messages of the help requests (issue 45, decision 0223). Spread into `validationMessages`
 * (messages.ts).
 */
export const helpMessages = {
  de: {
    helpQuestionRequired: "Bitte schreibe kurz, wobei du Hilfe brauchst",
    helpQuestionMax: "Die Frage darf höchstens 2000 Zeichen lang sein",
    helpExerciseNotFound: "Diese Programmieraufgabe gibt es nicht",
    helpAlreadyOpen: "Deine Frage zu dieser Aufgabe wartet noch auf eine Antwort",
    helpRequestNotFound: "Diese Hilfe-Anfrage gibt es nicht",
    helpAlreadyAnswered: "Diese Hilfe-Anfrage wurde schon beantwortet",
    helpAnswerEmpty: "Bitte schreibe eine Antwort oder einen Kommentar zu einer Zeile",
    helpCommentRequired: "Bitte schreibe einen Kommentar",
    helpCommentLineUnknown: "Diese Zeile gibt es in der Datei nicht",
  },
  en: {
    helpQuestionRequired: "Please write briefly what you need help with",
    helpQuestionMax: "The question may be at most 2000 characters long",
    helpExerciseNotFound: "This coding exercise does not exist",
    helpAlreadyOpen: "Your question about this exercise is still waiting for an answer",
    helpRequestNotFound: "This help request does not exist",
    helpAlreadyAnswered: "This help request has already been answered",
    helpAnswerEmpty: "Please write an answer or a comment on a line",
    helpCommentRequired: "Please write a comment",
    helpCommentLineUnknown: "This line does not exist in the file",
  },
  es: {
    helpQuestionRequired: "Escribe brevemente en qué necesitas ayuda",
    helpQuestionMax: "La pregunta puede tener como máximo 2000 caracteres",
    helpExerciseNotFound: "Este ejercicio de programación no existe",
    helpAlreadyOpen: "Tu pregunta sobre este ejercicio aún espera una respuesta",
    helpRequestNotFound: "Esta solicitud de ayuda no existe",
    helpAlreadyAnswered: "Esta solicitud de ayuda ya fue respondida",
    helpAnswerEmpty: "Escribe una respuesta o un comentario en una línea",
    helpCommentRequired: "Escribe un comentario",
    helpCommentLineUnknown: "Esta línea no existe en el archivo",
  },
  fr: {
    helpQuestionRequired: "Écris brièvement pour quoi tu as besoin d’aide",
    helpQuestionMax: "La question peut comporter au plus 2000 caractères",
    helpExerciseNotFound: "Cet exercice de programmation n’existe pas",
    helpAlreadyOpen: "Ta question sur cet exercice attend encore une réponse",
    helpRequestNotFound: "Cette demande d’aide n’existe pas",
    helpAlreadyAnswered: "Cette demande d’aide a déjà reçu une réponse",
    helpAnswerEmpty: "Écris une réponse ou un commentaire sur une ligne",
    helpCommentRequired: "Écris un commentaire",
    helpCommentLineUnknown: "Cette ligne n’existe pas dans le fichier",
  },
};
