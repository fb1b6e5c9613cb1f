/**
 * A job's progress and end messages (issue 33: one language at a time). The server stores
 * them as keys with their values (`storedMessage`, "v:key|{json}") and the job's API answer
 * says them in the caller's language (`translateValidationMessage`). Spread into
 * `validationMessages` (messages.ts).
 */
export const jobMessages = {
  de: {
    jobOutline: "Kursstruktur wird generiert …",
    jobSavingCourse: "Kurs wird gespeichert …",
    jobCourseCreated: "Kurs erstellt",
    jobModuleContent: "Modulinhalte werden generiert …",
    jobModuleTranslating: "Modul wird übersetzt …",
    jobModulesGenerated: "{done} von {total} Modulen generiert",
    jobTitleTranslating: "Kurstitel wird übersetzt …",
    jobModulesTranslated: "{done} von {total} Modulen übersetzt",
    jobCancelled: "Der Auftrag wurde abgebrochen.",
    jobRetry: "Der Auftrag wird nach einer Unterbrechung erneut gestartet …",
    jobInterrupted:
      "Der Auftrag wurde durch einen Neustart des Servers unterbrochen. Bitte starte ihn erneut.",
  },
  en: {
    jobOutline: "Generating the course outline …",
    jobSavingCourse: "Saving the course …",
    jobCourseCreated: "Course created",
    jobModuleContent: "Generating the module's content …",
    jobModuleTranslating: "Translating the module …",
    jobModulesGenerated: "{done} of {total} modules generated",
    jobTitleTranslating: "Translating the course title …",
    jobModulesTranslated: "{done} of {total} modules translated",
    jobCancelled: "The job was cancelled.",
    jobRetry: "The job is starting again after an interruption …",
    jobInterrupted: "The job was interrupted by a server restart. Please start it again.",
  },
  es: {
    jobOutline: "Generando la estructura del curso …",
    jobSavingCourse: "Guardando el curso …",
    jobCourseCreated: "Curso creado",
    jobModuleContent: "Generando el contenido del módulo …",
    jobModuleTranslating: "Traduciendo el módulo …",
    jobModulesGenerated: "{done} de {total} módulos generados",
    jobTitleTranslating: "Traduciendo el título del curso …",
    jobModulesTranslated: "{done} de {total} módulos traducidos",
    jobCancelled: "La tarea se ha cancelado.",
    jobRetry: "La tarea se reinicia tras una interrupción …",
    jobInterrupted:
      "La tarea se interrumpió por un reinicio del servidor. Vuelve a iniciarla, por favor.",
  },
  fr: {
    jobOutline: "Génération de la structure du cours …",
    jobSavingCourse: "Enregistrement du cours …",
    jobCourseCreated: "Cours créé",
    jobModuleContent: "Génération du contenu du module …",
    jobModuleTranslating: "Traduction du module …",
    jobModulesGenerated: "{done} modules sur {total} générés",
    jobTitleTranslating: "Traduction du titre du cours …",
    jobModulesTranslated: "{done} modules sur {total} traduits",
    jobCancelled: "La tâche a été annulée.",
    jobRetry: "La tâche redémarre après une interruption …",
    jobInterrupted:
      "La tâche a été interrompue par un redémarrage du serveur. Merci de la relancer.",
  },
};
