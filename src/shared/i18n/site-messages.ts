/**
 * Validation and error messages of the site settings (issue 31). Spread into
 * `validationMessages` (messages.ts).
 */
export const siteValidationMessages = {
  de: {
    siteColorFormat: "Bitte gib die Farbe als Hex-Wert an, zum Beispiel #4f46e5",
    siteColorContrast:
      "Diese Farbe ist nicht gut genug lesbar: Weiße Schrift auf ihr, die Farbe selbst als Schrift auf hellem Grund und auf ihrer hellen Tönung (z. B. Initialen, Symbole) sowie dunkle Schrift auf dieser Tönung brauchen ein Kontrastverhältnis von mindestens 4,5:1 (WCAG AA). Bitte wähle eine dunklere Farbe.",
    siteNameRequired: "Bitte gib den Namen der Plattform ein",
    siteNameMax: "Der Name darf höchstens 60 Zeichen lang sein",
    sitePageSlug:
      "Die Adresse einer Seite besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (höchstens 40 Zeichen)",
    sitePageSlugTaken: "Diese Adresse ist schon vergeben",
    siteRevisionConflict:
      "Die Website wurde inzwischen von jemand anderem geändert. Bitte lade die Seite neu und übernimm deine Änderungen erneut.",
    siteRevisionMissing: "Diese Version gibt es nicht (mehr)",
  },
  en: {
    siteColorFormat: "Please enter the colour as a hex value, for example #4f46e5",
    siteColorContrast:
      "This colour is not readable enough: white text on it, the colour itself as text on light surfaces and on its light tint (e.g. initials, icons), and dark text on that tint need a contrast ratio of at least 4.5:1 (WCAG AA). Please choose a darker colour.",
    siteNameRequired: "Please enter the platform's name",
    siteNameMax: "The name may have at most 60 characters",
    sitePageSlug:
      "A page's address consists of lower-case letters, digits and hyphens (at most 40 characters)",
    sitePageSlugTaken: "This address is already taken",
    siteRevisionConflict:
      "Someone else has changed the website in the meantime. Please reload the page and make your changes again.",
    siteRevisionMissing: "This version does not exist (any more)",
  },
  es: {
    siteColorFormat: "Indica el color como valor hexadecimal, por ejemplo #4f46e5",
    siteColorContrast:
      "Este color no es suficientemente legible: el texto blanco sobre él, el propio color como texto sobre fondos claros y sobre su tono claro (p. ej. iniciales, iconos) y el texto oscuro sobre ese tono necesitan una relación de contraste de al menos 4,5:1 (WCAG AA). Elige un color más oscuro.",
    siteNameRequired: "Introduce el nombre de la plataforma",
    siteNameMax: "El nombre puede tener como máximo 60 caracteres",
    sitePageSlug:
      "La dirección de una página consta de minúsculas, cifras y guiones (como máximo 40 caracteres)",
    sitePageSlugTaken: "Esta dirección ya está en uso",
    siteRevisionConflict:
      "Otra persona ha cambiado el sitio web mientras tanto. Recarga la página y vuelve a hacer tus cambios.",
    siteRevisionMissing: "Esta versión no existe (ya)",
  },
  fr: {
    siteColorFormat: "Indique la couleur en valeur hexadécimale, par exemple #4f46e5",
    siteColorContrast:
      "Cette couleur n’est pas assez lisible : le texte blanc sur elle, la couleur elle-même comme texte sur fond clair et sur sa teinte claire (p. ex. initiales, icônes) et le texte foncé sur cette teinte demandent un contraste d’au moins 4,5:1 (WCAG AA). Choisis une couleur plus foncée.",
    siteNameRequired: "Indique le nom de la plateforme",
    siteNameMax: "Le nom peut comporter au plus 60 caractères",
    sitePageSlug:
      "L’adresse d’une page se compose de minuscules, de chiffres et de tirets (40 caractères au plus)",
    sitePageSlugTaken: "Cette adresse est déjà prise",
    siteRevisionConflict:
      "Quelqu’un d’autre a modifié le site entre-temps. Recharge la page et refais tes modifications.",
    siteRevisionMissing: "Cette version n’existe pas (ou plus)",
  },
};

/** Texts of the server-rendered pages (Impressum, Datenschutz, AGB, own pages). */
export const sitePageTexts = {
  de: { home: "Zur Startseite", pagesNav: "Rechtliches und Seiten", mainNav: "Hauptnavigation" },
  en: { home: "Back to the home page", pagesNav: "Legal and pages", mainNav: "Main navigation" },
  es: {
    home: "Volver a la página de inicio",
    pagesNav: "Aviso legal y páginas",
    mainNav: "Navegación principal",
  },
  fr: {
    home: "Retour à l’accueil",
    pagesNav: "Mentions légales et pages",
    mainNav: "Navigation principale",
  },
};

/** Messages of the site's logo and favicon uploads (issue 31, decision 0152). */
export const siteBrandValidationMessages = {
  de: {
    siteImageSvg:
      "SVG-Dateien werden nicht angenommen, weil sie Skripte enthalten können. Bitte lade das Bild als PNG, JPEG oder WebP hoch.",
  },
  en: {
    siteImageSvg:
      "SVG files are not accepted because they can contain scripts. Please upload the image as PNG, JPEG or WebP.",
  },
  es: {
    siteImageSvg:
      "No se aceptan archivos SVG porque pueden contener scripts. Sube la imagen en PNG, JPEG o WebP.",
  },
  fr: {
    siteImageSvg:
      "Les fichiers SVG ne sont pas acceptés, car ils peuvent contenir des scripts. Importe l’image en PNG, JPEG ou WebP.",
  },
};
