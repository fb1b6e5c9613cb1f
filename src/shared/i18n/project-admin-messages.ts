/**
 * Messages of the author's side of projects (issue 30, decisions 0122 and 0123): reordering,
 * the publish gate's project problems. Spread into `validationMessages` (messages.ts).
 */
export const projectAdminMessages = {
  de: {
    projectCriterionTitleRequired: "Bitte gib dem Kriterium einen Titel",
    projectCriterionFulfilledRequired: "Bitte beschreibe, wann das Kriterium „erfüllt“ ist",
    projectOrderInvalid:
      "Die Reihenfolge muss jedes Projekt des Kurses genau einmal nennen. Lade die Seite neu.",
    publishProjectRubric: "Projekt „{title}“: Die Bewertungskriterien brauchen 3 bis 8 Kriterien",
    publishProjectBrief: "Projekt „{title}“: Die Aufgabenstellung ist leer",
  },
  en: {
    projectCriterionTitleRequired: "Please give the criterion a title",
    projectCriterionFulfilledRequired: "Please describe when the criterion is “met”",
    projectOrderInvalid:
      "The order must name every project of the course exactly once. Reload the page.",
    publishProjectRubric: "Project “{title}”: the rubric needs 3 to 8 criteria",
    publishProjectBrief: "Project “{title}”: the brief is empty",
  },
  es: {
    projectCriterionTitleRequired: "Ponle un título al criterio",
    projectCriterionFulfilledRequired: "Describe cuándo el criterio está «cumplido»",
    projectOrderInvalid:
      "El orden debe nombrar cada proyecto del curso exactamente una vez. Recarga la página.",
    publishProjectRubric: "Proyecto «{title}»: la rúbrica necesita de 3 a 8 criterios",
    publishProjectBrief: "Proyecto «{title}»: el enunciado está vacío",
  },
  fr: {
    projectCriterionTitleRequired: "Donne un titre au critère",
    projectCriterionFulfilledRequired: "Décris quand le critère est « rempli »",
    projectOrderInvalid:
      "L’ordre doit nommer chaque projet du cours exactement une fois. Recharge la page.",
    publishProjectRubric: "Projet « {title} » : la grille d’évaluation demande 3 à 8 critères",
    publishProjectBrief: "Projet « {title} » : l’énoncé est vide",
  },
} as const;
