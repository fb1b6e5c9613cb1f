/**
 * Messages of the projects' translation (issue 30, decision 0146): the translation job's
 * project step and the hand translation's answers. Spread into `validationMessages`
 * (messages.ts).
 */
export const projectTranslationMessages = {
  de: {
    jobProjectsTranslating: "Projekte werden übersetzt …",
    jobProjectsNotTranslated:
      "{failed} von {total} Projekten konnten nicht übersetzt werden. {list}",
    projectTranslationConflict:
      "Jemand anderes hat die Übersetzung dieses Projekts inzwischen gespeichert. Lade neu, um die aktuelle Fassung zu sehen, und übertrage dann deine Änderungen.",
    projectTranslationUnknownCriterion:
      "Die Übersetzung nennt ein Bewertungskriterium oder eine Prüfung, die das Projekt nicht hat.",
  },
  en: {
    jobProjectsTranslating: "Translating projects …",
    jobProjectsNotTranslated: "{failed} of {total} projects could not be translated. {list}",
    projectTranslationConflict:
      "Someone else saved the translation of this project in the meantime. Reload to see the current version, then apply your changes again.",
    projectTranslationUnknownCriterion:
      "The translation names a rubric criterion or a check that the project does not have.",
  },
  es: {
    jobProjectsTranslating: "Traduciendo los proyectos …",
    jobProjectsNotTranslated: "No se pudieron traducir {failed} de {total} proyectos. {list}",
    projectTranslationConflict:
      "Otra persona guardó entretanto la traducción de este proyecto. Recarga para ver la versión actual y vuelve a aplicar tus cambios.",
    projectTranslationUnknownCriterion:
      "La traducción menciona un criterio de evaluación o una comprobación que el proyecto no tiene.",
  },
  fr: {
    jobProjectsTranslating: "Traduction des projets …",
    jobProjectsNotTranslated: "{failed} projets sur {total} n’ont pas pu être traduits. {list}",
    projectTranslationConflict:
      "Quelqu’un d’autre a enregistré entre-temps la traduction de ce projet. Rechargez pour voir la version actuelle, puis appliquez à nouveau vos modifications.",
    projectTranslationUnknownCriterion:
      "La traduction mentionne un critère d’évaluation ou une vérification que le projet n’a pas.",
  },
} as const;
