/**
 * Messages of the learner's side of the practice engine and of earned answers (issue 29,
 * issue 33; decisions 0080, 0081). Spread into `validationMessages` (messages.ts).
 */
export const practiceLearnerMessages = {
  de: {
    practiceRequired:
      "Löse zuerst die Programmieraufgabe dieser Lektion: Sie ist Voraussetzung für den Abschluss.",
    practiceExerciseNotFound: "Programmieraufgabe nicht gefunden",
    practiceRevisionConflict:
      "Dein Code wurde inzwischen anderswo gespeichert (z. B. auf einem anderen Gerät). Lade die Lektion neu, um den neuesten Stand zu sehen.",
    exerciseNotFound: "Aufgabe nicht gefunden",
    practiceTutorResults: "Deine letzte Prüfung ({title})",
    practiceTutorCheck: "Prüfung {n} „{title}“: {status}",
    practiceTutorPassed: "bestanden",
    practiceTutorFailed: "nicht bestanden",
    practiceTutorNotRun: "nicht ausgeführt",
    practiceTutorExpected: "erwartet: {expected} – erhalten: {actual}",
  },
  en: {
    practiceRequired:
      "Solve this lesson's coding exercise first: it is required to complete the lesson.",
    practiceExerciseNotFound: "Coding exercise not found",
    practiceRevisionConflict:
      "Your code was saved elsewhere in the meantime (e.g. on another device). Reload the lesson to see the latest version.",
    exerciseNotFound: "Exercise not found",
    practiceTutorResults: "Your last check run ({title})",
    practiceTutorCheck: "Check {n} “{title}”: {status}",
    practiceTutorPassed: "passed",
    practiceTutorFailed: "failed",
    practiceTutorNotRun: "not run",
    practiceTutorExpected: "expected: {expected} – got: {actual}",
  },
  es: {
    practiceRequired:
      "Resuelve primero el ejercicio de programación de esta lección: es necesario para completarla.",
    practiceExerciseNotFound: "Ejercicio de programación no encontrado",
    practiceRevisionConflict:
      "Tu código se guardó mientras tanto en otro lugar (p. ej., en otro dispositivo). Vuelve a cargar la lección para ver la versión más reciente.",
    exerciseNotFound: "Ejercicio no encontrado",
    practiceTutorResults: "Tu última comprobación ({title})",
    practiceTutorCheck: "Comprobación {n} «{title}»: {status}",
    practiceTutorPassed: "superada",
    practiceTutorFailed: "no superada",
    practiceTutorNotRun: "no ejecutada",
    practiceTutorExpected: "esperado: {expected} – obtenido: {actual}",
  },
  fr: {
    practiceRequired:
      "Résous d’abord l’exercice de programmation de cette leçon : il est requis pour la terminer.",
    practiceExerciseNotFound: "Exercice de programmation introuvable",
    practiceRevisionConflict:
      "Ton code a été enregistré ailleurs entre-temps (par exemple sur un autre appareil). Recharge la leçon pour voir la dernière version.",
    exerciseNotFound: "Exercice introuvable",
    practiceTutorResults: "Ta dernière vérification ({title})",
    practiceTutorCheck: "Vérification {n} « {title} » : {status}",
    practiceTutorPassed: "réussie",
    practiceTutorFailed: "échouée",
    practiceTutorNotRun: "non exécutée",
    practiceTutorExpected: "attendu : {expected} – obtenu : {actual}",
  },
} as const;
