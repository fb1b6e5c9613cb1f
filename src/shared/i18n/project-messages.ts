/**
 * Messages of projects, submissions and reviews (issue 30, decision 0099). Spread into
 * `validationMessages` (messages.ts).
 */
export const projectMessages = {
  de: {
    projectRubricSize: "Die Bewertungskriterien brauchen 3 bis 8 Kriterien",
    projectRubricDuplicate: "Jedes Kriterium braucht eine eigene Kennung",
    projectTitleRequired: "Bitte gib dem Projekt einen Titel",
    projectExternalNoCode:
      "Ein externes Projekt hat keine Startdateien und keine automatischen Prüfungen",
    projectStarterRequired: "Ein Projekt mit Laufzeitumgebung braucht mindestens eine Startdatei",
    projectScreenshotInvalid: "Screenshots müssen über Kurswerk hochgeladene Bilder sein",
    projectScreenshotNotYours: "Dieser Screenshot gehört nicht zu deinen Uploads",
    projectLinkInvalid: "Bitte gib eine vollständige Adresse mit http:// oder https:// ein",
    projectCommentRequired: "Bitte schreibe einen Kommentar",
    projectCommentLineNeedsFile: "Ein Kommentar zu einer Zeile braucht die Datei",
    projectCommentFileUnknown: "Diese Datei gehört nicht zur Abgabe",
    projectSummaryRequired: "Bitte fasse deine Bewertung zusammen",
    projectNotFound: "Projekt nicht gefunden",
    projectModuleNotFound: "Das Modul gehört nicht zu diesem Kurs",
    projectSubmissionNotFound: "Abgabe nicht gefunden",
    projectRevisionConflict:
      "Das Projekt wurde inzwischen geändert. Lade die Seite neu, um den neuesten Stand zu sehen.",
    projectDraftConflict:
      "Deine Abgabe wurde inzwischen anderswo gespeichert (z. B. auf einem anderen Gerät). Lade die Seite neu, um den neuesten Stand zu sehen.",
    projectNotEditable:
      "Diese Abgabe wird gerade geprüft oder ist bestanden und kann nicht mehr geändert werden",
    projectChecksFailed:
      "Die automatischen Prüfungen sind noch nicht bestanden. Behebe die Fehler und reiche dann ein.",
    projectLinkRequired: "Bitte gib den Link zu deinem Projekt an",
    projectFilesRequired: "Bitte füge deine Projektdateien hinzu",
    projectDescriptionRequired: "Bitte beschreibe dein Projekt kurz",
    projectNothingSubmitted: "Du hast dieses Projekt noch nicht eingereicht",
    projectAlreadyClaimed: "Diese Abgabe prüft bereits jemand anderes",
    projectNotClaimable: "Diese Abgabe wartet nicht auf eine Prüfung",
    projectNotClaimer: "Nur wer die Abgabe übernommen hat, kann sie bewerten",
    projectMarksMissing: "Bitte bewerte jedes Kriterium",
    projectMarksUnknown: "Die Bewertung nennt ein Kriterium, das dieses Projekt nicht hat",
    projectPassNeedsAllFulfilled:
      "„Bestanden“ geht nur, wenn alle Kriterien erfüllt sind. Wähle sonst „Überarbeitung nötig“.",
    projectReviewerRole: "Nur Moderatoren und Admins können Projekte prüfen",
    projectHasSubmissions:
      "Zu diesem Projekt gibt es schon Abgaben. Es bleibt erhalten, damit die geprüften Arbeiten nicht verloren gehen.",
    projectReviewerNotFound: "Person nicht gefunden",
  },
  en: {
    projectRubricSize: "The rubric needs 3 to 8 criteria",
    projectRubricDuplicate: "Every criterion needs its own id",
    projectTitleRequired: "Please give the project a title",
    projectExternalNoCode: "An external project has no starter files and no automatic checks",
    projectStarterRequired: "A project with a runtime needs at least one starter file",
    projectScreenshotInvalid: "Screenshots must be images uploaded to Kurswerk",
    projectScreenshotNotYours: "This screenshot is not one of your uploads",
    projectLinkInvalid: "Please enter a complete address starting with http:// or https://",
    projectCommentRequired: "Please write a comment",
    projectCommentLineNeedsFile: "A comment on a line needs the file",
    projectCommentFileUnknown: "This file is not part of the submission",
    projectSummaryRequired: "Please summarise your review",
    projectNotFound: "Project not found",
    projectModuleNotFound: "The module does not belong to this course",
    projectSubmissionNotFound: "Submission not found",
    projectRevisionConflict:
      "The project was changed in the meantime. Reload the page to see the latest version.",
    projectDraftConflict:
      "Your submission was saved elsewhere in the meantime (e.g. on another device). Reload the page to see the latest version.",
    projectNotEditable:
      "This submission is being reviewed or has passed and can no longer be changed",
    projectChecksFailed: "The automatic checks have not passed yet. Fix the errors, then submit.",
    projectLinkRequired: "Please enter the link to your project",
    projectFilesRequired: "Please add your project files",
    projectDescriptionRequired: "Please describe your project briefly",
    projectNothingSubmitted: "You have not submitted this project yet",
    projectAlreadyClaimed: "Someone else is already reviewing this submission",
    projectNotClaimable: "This submission is not waiting for a review",
    projectNotClaimer: "Only the reviewer who claimed the submission can decide on it",
    projectMarksMissing: "Please mark every criterion",
    projectMarksUnknown: "The marks name a criterion this project does not have",
    projectPassNeedsAllFulfilled:
      "“Passed” requires every criterion to be fulfilled. Otherwise choose “Revision needed”.",
    projectReviewerRole: "Only moderators and admins can review projects",
    projectHasSubmissions:
      "Learners have already submitted this project. It is kept so that their reviewed work is not lost.",
    projectReviewerNotFound: "Person not found",
  },
  es: {
    projectRubricSize: "La rúbrica necesita entre 3 y 8 criterios",
    projectRubricDuplicate: "Cada criterio necesita su propio identificador",
    projectTitleRequired: "Ponle un título al proyecto",
    projectExternalNoCode:
      "Un proyecto externo no tiene archivos iniciales ni comprobaciones automáticas",
    projectStarterRequired:
      "Un proyecto con entorno de ejecución necesita al menos un archivo inicial",
    projectScreenshotInvalid: "Las capturas deben ser imágenes subidas a Kurswerk",
    projectScreenshotNotYours: "Esta captura no es una de tus subidas",
    projectLinkInvalid: "Introduce una dirección completa que empiece por http:// o https://",
    projectCommentRequired: "Escribe un comentario",
    projectCommentLineNeedsFile: "Un comentario sobre una línea necesita el archivo",
    projectCommentFileUnknown: "Este archivo no forma parte de la entrega",
    projectSummaryRequired: "Resume tu revisión",
    projectNotFound: "Proyecto no encontrado",
    projectModuleNotFound: "El módulo no pertenece a este curso",
    projectSubmissionNotFound: "Entrega no encontrada",
    projectRevisionConflict:
      "El proyecto se modificó mientras tanto. Vuelve a cargar la página para ver la versión más reciente.",
    projectDraftConflict:
      "Tu entrega se guardó mientras tanto en otro lugar (p. ej., en otro dispositivo). Vuelve a cargar la página para ver la versión más reciente.",
    projectNotEditable: "Esta entrega está en revisión o ya está aprobada y no se puede cambiar",
    projectChecksFailed:
      "Las comprobaciones automáticas aún no se han superado. Corrige los errores y vuelve a entregar.",
    projectLinkRequired: "Indica el enlace a tu proyecto",
    projectFilesRequired: "Añade los archivos de tu proyecto",
    projectDescriptionRequired: "Describe brevemente tu proyecto",
    projectNothingSubmitted: "Aún no has entregado este proyecto",
    projectAlreadyClaimed: "Otra persona ya está revisando esta entrega",
    projectNotClaimable: "Esta entrega no está esperando revisión",
    projectNotClaimer: "Solo quien asumió la entrega puede evaluarla",
    projectMarksMissing: "Evalúa cada criterio",
    projectMarksUnknown: "La evaluación menciona un criterio que este proyecto no tiene",
    projectPassNeedsAllFulfilled:
      "«Aprobado» solo es posible si se cumplen todos los criterios. Si no, elige «Necesita revisión».",
    projectReviewerRole: "Solo los moderadores y administradores pueden revisar proyectos",
    projectHasSubmissions:
      "Ya hay entregas de este proyecto. Se conserva para que no se pierdan los trabajos revisados.",
    projectReviewerNotFound: "Persona no encontrada",
  },
  fr: {
    projectRubricSize: "La grille d’évaluation demande de 3 à 8 critères",
    projectRubricDuplicate: "Chaque critère a besoin de son propre identifiant",
    projectTitleRequired: "Donne un titre au projet",
    projectExternalNoCode:
      "Un projet externe n’a ni fichiers de départ ni vérifications automatiques",
    projectStarterRequired:
      "Un projet avec environnement d’exécution demande au moins un fichier de départ",
    projectScreenshotInvalid: "Les captures d’écran doivent être des images envoyées sur Kurswerk",
    projectScreenshotNotYours: "Cette capture d’écran ne fait pas partie de tes envois",
    projectLinkInvalid: "Saisis une adresse complète commençant par http:// ou https://",
    projectCommentRequired: "Écris un commentaire",
    projectCommentLineNeedsFile: "Un commentaire sur une ligne demande le fichier",
    projectCommentFileUnknown: "Ce fichier ne fait pas partie du rendu",
    projectSummaryRequired: "Résume ton évaluation",
    projectNotFound: "Projet introuvable",
    projectModuleNotFound: "Le module n’appartient pas à ce cours",
    projectSubmissionNotFound: "Rendu introuvable",
    projectRevisionConflict:
      "Le projet a été modifié entre-temps. Recharge la page pour voir la dernière version.",
    projectDraftConflict:
      "Ton rendu a été enregistré ailleurs entre-temps (par exemple sur un autre appareil). Recharge la page pour voir la dernière version.",
    projectNotEditable:
      "Ce rendu est en cours d’évaluation ou déjà réussi et ne peut plus être modifié",
    projectChecksFailed:
      "Les vérifications automatiques ne sont pas encore réussies. Corrige les erreurs, puis rends ton projet.",
    projectLinkRequired: "Indique le lien vers ton projet",
    projectFilesRequired: "Ajoute les fichiers de ton projet",
    projectDescriptionRequired: "Décris brièvement ton projet",
    projectNothingSubmitted: "Tu n’as pas encore rendu ce projet",
    projectAlreadyClaimed: "Quelqu’un d’autre évalue déjà ce rendu",
    projectNotClaimable: "Ce rendu n’attend pas d’évaluation",
    projectNotClaimer: "Seule la personne qui a pris en charge le rendu peut l’évaluer",
    projectMarksMissing: "Évalue chaque critère",
    projectMarksUnknown: "L’évaluation cite un critère que ce projet n’a pas",
    projectPassNeedsAllFulfilled:
      "« Réussi » n’est possible que si tous les critères sont remplis. Sinon, choisis « Révision nécessaire ».",
    projectReviewerRole: "Seuls les modérateurs et les admins peuvent évaluer des projets",
    projectHasSubmissions:
      "Des rendus existent déjà pour ce projet. Il est conservé pour que les travaux évalués ne soient pas perdus.",
    projectReviewerNotFound: "Personne introuvable",
  },
} as const;
