/**
 * Messages of the public portfolio (issue 30, decision 0128). Spread into
 * `validationMessages` (messages.ts).
 */
export const portfolioMessages = {
  de: {
    portfolioHandleFormat:
      "Der Name für die Adresse hat 3 bis 30 Zeichen: Kleinbuchstaben, Ziffern und Bindestriche, nicht am Anfang oder Ende",
    portfolioHandleReserved: "Dieser Name ist reserviert. Bitte wähle einen anderen",
    portfolioHandleTaken: "Diese Adresse ist schon vergeben. Bitte wähle eine andere",
    portfolioHandleRequired: "Wähle eine Adresse, bevor du dein Portfolio einschaltest",
    portfolioBioTooLong: "Die Kurzbeschreibung hat höchstens 500 Zeichen",
    portfolioDescriptionTooLong: "Die Beschreibung eines Projekts hat höchstens 1000 Zeichen",
    portfolioLinkInvalid: "Links müssen mit http:// oder https:// beginnen",
    portfolioLinkLabel: "Jeder Link braucht eine Bezeichnung (höchstens 60 Zeichen)",
    portfolioTooManyLinks: "Höchstens 5 Links",
    portfolioTooManyProjects: "Höchstens 20 Projekte",
    portfolioProjectUnknown: "Nur deine bestandenen Projekte können im Portfolio erscheinen",
    portfolioConflict:
      "Dein Portfolio wurde inzwischen an anderer Stelle geändert. Wir haben den gespeicherten Stand geladen; prüfe ihn und speichere erneut",
  },
  en: {
    portfolioHandleFormat:
      "The address name has 3 to 30 characters: lowercase letters, digits and hyphens, not at the start or end",
    portfolioHandleReserved: "This name is reserved. Please choose another one",
    portfolioHandleTaken: "This address is already taken. Please choose another one",
    portfolioHandleRequired: "Choose an address before you switch your portfolio on",
    portfolioBioTooLong: "The short bio has at most 500 characters",
    portfolioDescriptionTooLong: "A project's description has at most 1000 characters",
    portfolioLinkInvalid: "Links must start with http:// or https://",
    portfolioLinkLabel: "Every link needs a label (at most 60 characters)",
    portfolioTooManyLinks: "At most 5 links",
    portfolioTooManyProjects: "At most 20 projects",
    portfolioProjectUnknown: "Only your passed projects can appear in the portfolio",
    portfolioConflict:
      "Your portfolio was changed elsewhere in the meantime. We loaded the saved state; check it and save again",
  },
  es: {
    portfolioHandleFormat:
      "El nombre de la dirección tiene de 3 a 30 caracteres: minúsculas, dígitos y guiones, no al principio ni al final",
    portfolioHandleReserved: "Este nombre está reservado. Elige otro",
    portfolioHandleTaken: "Esta dirección ya está ocupada. Elige otra",
    portfolioHandleRequired: "Elige una dirección antes de activar tu portafolio",
    portfolioBioTooLong: "La breve descripción tiene como máximo 500 caracteres",
    portfolioDescriptionTooLong: "La descripción de un proyecto tiene como máximo 1000 caracteres",
    portfolioLinkInvalid: "Los enlaces deben empezar por http:// o https://",
    portfolioLinkLabel: "Cada enlace necesita un nombre (máximo 60 caracteres)",
    portfolioTooManyLinks: "Como máximo 5 enlaces",
    portfolioTooManyProjects: "Como máximo 20 proyectos",
    portfolioProjectUnknown: "Solo tus proyectos aprobados pueden aparecer en el portafolio",
    portfolioConflict:
      "Tu portafolio se cambió entretanto en otro lugar. Hemos cargado el estado guardado; revísalo y vuelve a guardar",
  },
  fr: {
    portfolioHandleFormat:
      "Le nom de l’adresse compte de 3 à 30 caractères : minuscules, chiffres et tirets, ni au début ni à la fin",
    portfolioHandleReserved: "Ce nom est réservé. Choisis-en un autre",
    portfolioHandleTaken: "Cette adresse est déjà prise. Choisis-en une autre",
    portfolioHandleRequired: "Choisis une adresse avant d’activer ton portfolio",
    portfolioBioTooLong: "La courte présentation compte au plus 500 caractères",
    portfolioDescriptionTooLong: "La description d’un projet compte au plus 1000 caractères",
    portfolioLinkInvalid: "Les liens doivent commencer par http:// ou https://",
    portfolioLinkLabel: "Chaque lien a besoin d’un libellé (60 caractères au plus)",
    portfolioTooManyLinks: "5 liens au plus",
    portfolioTooManyProjects: "20 projets au plus",
    portfolioProjectUnknown: "Seuls tes projets réussis peuvent apparaître dans le portfolio",
    portfolioConflict:
      "Ton portfolio a été modifié ailleurs entre-temps. Nous avons chargé l’état enregistré ; vérifie-le et enregistre à nouveau",
  },
};
