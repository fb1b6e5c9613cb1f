import type { Language } from "./languages";
import { formatZodMarker } from "./zod-errors";
import { editorValidationMessages as editor } from "./editor-messages";
import { usersValidationMessages as users } from "./users-messages";
import { settingsValidationMessages as settings } from "./settings-messages";
import { tutorValidationMessages as tutor } from "./tutor-messages";
import { discussionValidationMessages as discussion } from "./discussion-messages";
import { practiceValidationMessages as practice } from "./practice-messages";
import { practiceLearnerMessages as practiceLearner } from "./practice-learner-messages";
import { achievementValidationMessages as achievements } from "./achievement-messages";
import { apiMessages as api } from "./api-messages";
import { jobMessages as jobs } from "./job-messages";
import { projectMessages as projects } from "./project-messages";
import { courseFileMessages as courseFiles } from "./course-file-messages";
import { reviewMessages as review } from "./review-messages";
import { projectAdminMessages as projectAdmin } from "./project-admin-messages";
import { portfolioMessages as portfolio } from "./portfolio-messages";
import {
  siteBrandValidationMessages as siteBrand,
  siteValidationMessages as site,
} from "./site-messages";
import { projectTranslationMessages as projectTranslation } from "./project-translation-messages";
import { projectAiMessages as projectAi } from "./project-ai-messages";
import { cohortMessages as cohorts } from "./cohort-messages";
import { helpMessages as help } from "./help-messages";

/**
 * Validation and API error messages shared by the forms (client) and the API (server).
 * Schemas in shared/contracts use these keys as their messages; German is the spec's text.
 */
export const validationMessages = {
  de: {
    nameMin: "Name muss mindestens 2 Zeichen lang sein",
    emailInvalid: "Ungültige E-Mail-Adresse",
    passwordMin8: "Passwort muss mindestens 8 Zeichen lang sein",
    passwordRequired: "Passwort ist erforderlich",
    passwordsMismatch: "Passwörter stimmen nicht überein",
    passwordMax: "Passwort darf höchstens 128 Zeichen lang sein",
    passwordCommon:
      "Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wähle ein anderes.",
    shuttingDown:
      "Der Server wird gerade neu gestartet. Bitte versuche es in einigen Sekunden erneut.",
    required: "Bitte fülle alle Pflichtfelder aus",
    invalid: "Ungültige Eingabe",
    imageTooLarge: "Das Bild ist zu groß: höchstens 5 MB",
    imagePixels:
      "Das Bild hat zu viele Pixel: höchstens 40 Megapixel (zum Beispiel 8000 × 5000). Bitte verkleinere es.",
    imageType: "Nur PNG-, JPEG- oder WebP-Bilder sind erlaubt",
    imageMissing: "Bitte wähle ein Bild aus",
    nameMax: "Name darf höchstens 100 Zeichen lang sein",
    nameInvisible:
      "Der Name enthält unsichtbare Zeichen, Zeichen, die die Schreibrichtung umkehren, oder Zeichen, die über andere gezeichnet werden. Bitte gib ihn ohne sie ein.",
    nameLetter: "Der Name braucht mindestens einen Buchstaben oder eine Ziffer",
    textCharacters: "Enthält unzulässige Zeichen (Steuerzeichen)",
    imageInvalid:
      "Das Profilbild muss eine hochgeladene Datei oder eine https-Adresse von Kurswerk sein",
    languageInvalid: "Bitte wähle Deutsch, Englisch, Spanisch oder Französisch",
    bodyTooLarge: "Die Anfrage ist zu groß: erlaubt sind höchstens {max}.",
    rateLimited: "Zu viele Versuche. Bitte versuche es in {time} erneut.",
    planAnswer: "Bitte wähle eine der angebotenen Antworten",
    ...editor.de,
    ...users.de,
    ...settings.de,
    ...tutor.de,
    ...discussion.de,
    ...practice.de,
    ...practiceLearner.de,
    ...achievements.de,
    ...api.de,
    ...jobs.de,
    ...projects.de,
    ...courseFiles.de,
    ...review.de,
    ...projectAdmin.de,
    ...projectAi.de,
    ...cohorts.de,
    ...help.de,
    ...portfolio.de,
    ...site.de,
    ...siteBrand.de,
    ...projectTranslation.de,
  },
  en: {
    nameMin: "Name must be at least 2 characters long",
    emailInvalid: "Invalid e-mail address",
    passwordMin8: "Password must be at least 8 characters long",
    passwordRequired: "Password is required",
    passwordsMismatch: "Passwords do not match",
    passwordMax: "Password must be at most 128 characters long",
    passwordCommon:
      "This password is one of the most common ones and easy to guess. Please choose another one.",
    shuttingDown: "The server is restarting. Please try again in a few seconds.",
    required: "Please fill in all required fields",
    invalid: "Invalid input",
    imageTooLarge: "The image is too large: at most 5 MB",
    imagePixels:
      "The image has too many pixels: at most 40 megapixels (for example 8000 × 5000). Please make it smaller.",
    imageType: "Only PNG, JPEG or WebP images are allowed",
    imageMissing: "Please choose an image",
    nameMax: "Name must be at most 100 characters long",
    nameInvisible:
      "The name contains invisible characters, characters that reverse the writing direction, or characters drawn over others. Please enter it without them.",
    nameLetter: "The name needs at least one letter or digit",
    textCharacters: "Contains characters that are not allowed (control characters)",
    imageInvalid: "The profile picture must be an uploaded file or an https address of Kurswerk",
    languageInvalid: "Please choose German, English, Spanish or French",
    bodyTooLarge: "The request is too large: at most {max} is allowed.",
    rateLimited: "Too many attempts. Please try again in {time}.",
    planAnswer: "Please choose one of the offered answers",
    ...editor.en,
    ...users.en,
    ...settings.en,
    ...tutor.en,
    ...discussion.en,
    ...practice.en,
    ...practiceLearner.en,
    ...achievements.en,
    ...api.en,
    ...jobs.en,
    ...projects.en,
    ...courseFiles.en,
    ...review.en,
    ...projectAdmin.en,
    ...projectAi.en,
    ...cohorts.en,
    ...help.en,
    ...portfolio.en,
    ...site.en,
    ...siteBrand.en,
    ...projectTranslation.en,
  },
  es: {
    nameMin: "El nombre debe tener al menos 2 caracteres",
    emailInvalid: "Dirección de correo electrónico no válida",
    passwordMin8: "La contraseña debe tener al menos 8 caracteres",
    passwordRequired: "La contraseña es obligatoria",
    passwordsMismatch: "Las contraseñas no coinciden",
    passwordMax: "La contraseña puede tener como máximo 128 caracteres",
    passwordCommon:
      "Esta contraseña es una de las más comunes y fácil de adivinar. Elige otra, por favor.",
    shuttingDown: "El servidor se está reiniciando. Vuelve a intentarlo en unos segundos.",
    required: "Rellena todos los campos obligatorios",
    invalid: "Entrada no válida",
    imageTooLarge: "La imagen es demasiado grande: como máximo 5 MB",
    imagePixels:
      "La imagen tiene demasiados píxeles: como máximo 40 megapíxeles (por ejemplo 8000 × 5000). Redúcela, por favor.",
    imageType: "Solo se permiten imágenes PNG, JPEG o WebP",
    imageMissing: "Elige una imagen",
    nameMax: "El nombre puede tener como máximo 100 caracteres",
    nameInvisible:
      "El nombre contiene caracteres invisibles, caracteres que invierten la dirección de escritura o caracteres dibujados sobre otros. Escríbelo sin ellos, por favor.",
    nameLetter: "El nombre necesita al menos una letra o una cifra",
    textCharacters: "Contiene caracteres no permitidos (caracteres de control)",
    imageInvalid: "La foto de perfil debe ser un archivo subido o una dirección https de Kurswerk",
    languageInvalid: "Elige alemán, inglés, español o francés",
    bodyTooLarge: "La solicitud es demasiado grande: se permiten como máximo {max}.",
    rateLimited: "Demasiados intentos. Vuelve a intentarlo en {time}.",
    planAnswer: "Elige una de las respuestas ofrecidas",
    ...editor.es,
    ...users.es,
    ...settings.es,
    ...tutor.es,
    ...discussion.es,
    ...practice.es,
    ...practiceLearner.es,
    ...achievements.es,
    ...api.es,
    ...jobs.es,
    ...projects.es,
    ...courseFiles.es,
    ...review.es,
    ...projectAdmin.es,
    ...projectAi.es,
    ...cohorts.es,
    ...help.es,
    ...portfolio.es,
    ...site.es,
    ...siteBrand.es,
    ...projectTranslation.es,
  },
  fr: {
    nameMin: "Le nom doit comporter au moins 2 caractères",
    emailInvalid: "Adresse e-mail invalide",
    passwordMin8: "Le mot de passe doit comporter au moins 8 caractères",
    passwordRequired: "Le mot de passe est obligatoire",
    passwordsMismatch: "Les mots de passe ne correspondent pas",
    passwordMax: "Le mot de passe peut comporter au plus 128 caractères",
    passwordCommon:
      "Ce mot de passe fait partie des plus courants et se devine facilement. Merci d’en choisir un autre.",
    shuttingDown: "Le serveur redémarre. Merci de réessayer dans quelques secondes.",
    required: "Merci de remplir tous les champs obligatoires",
    invalid: "Saisie invalide",
    imageTooLarge: "L’image est trop volumineuse : 5 Mo au maximum",
    imagePixels:
      "L’image a trop de pixels : 40 mégapixels au maximum (par exemple 8000 × 5000). Merci de la réduire.",
    imageType: "Seules les images PNG, JPEG ou WebP sont acceptées",
    imageMissing: "Veuillez choisir une image",
    nameMax: "Le nom peut comporter au plus 100 caractères",
    nameInvisible:
      "Le nom contient des caractères invisibles, des caractères qui inversent le sens d’écriture ou des caractères dessinés par-dessus d’autres. Merci de le saisir sans eux.",
    nameLetter: "Le nom doit contenir au moins une lettre ou un chiffre",
    textCharacters: "Contient des caractères non autorisés (caractères de contrôle)",
    imageInvalid:
      "La photo de profil doit être un fichier téléversé ou une adresse https de Kurswerk",
    languageInvalid: "Merci de choisir allemand, anglais, espagnol ou français",
    bodyTooLarge: "La requête est trop volumineuse : {max} au maximum.",
    rateLimited: "Trop de tentatives. Merci de réessayer dans {time}.",
    planAnswer: "Choisis l'une des réponses proposées",
    ...editor.fr,
    ...users.fr,
    ...settings.fr,
    ...tutor.fr,
    ...discussion.fr,
    ...practice.fr,
    ...practiceLearner.fr,
    ...achievements.fr,
    ...api.fr,
    ...jobs.fr,
    ...projects.fr,
    ...courseFiles.fr,
    ...review.fr,
    ...projectAdmin.fr,
    ...projectAi.fr,
    ...cohorts.fr,
    ...help.fr,
    ...portfolio.fr,
    ...site.fr,
    ...siteBrand.fr,
    ...projectTranslation.fr,
  },
} satisfies Record<Language, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)["de"];

/** Prefix that marks a zod message as a key of validationMessages. */
export const V = (key: ValidationMessageKey) => `v:${key}`;

/** A schema's "v:key" or the product zod error map's marker (zod-errors.ts) in a language. */
export function translateValidationMessage(message: string, lang: Language): string {
  const zodText = formatZodMarker(message, lang);
  if (zodText !== null) return zodText;
  if (!message.startsWith("v:")) return message;
  const bar = message.indexOf("|");
  if (bar > 0) {
    // A stored message with its values (storedMessage): "v:key|{"done":1}".
    const key = message.slice(2, bar) as ValidationMessageKey;
    if (!(key in validationMessages.de)) return message;
    let vars: Record<string, string | number> = {};
    try {
      vars = JSON.parse(message.slice(bar + 1)) as Record<string, string | number>;
    } catch {
      // Values that do not parse leave their placeholders empty.
    }
    return formatMessage(key, lang, vars);
  }
  const key = message.slice(2) as ValidationMessageKey;
  return validationMessages[lang][key] ?? validationMessages.de[key] ?? message;
}

/**
 * A message to store (a job's progress or end) and say later in the reader's language with
 * `translateValidationMessage`: "v:key", or "v:key|{json}" with values.
 */
export function storedMessage(
  key: ValidationMessageKey,
  vars?: Record<string, string | number>,
): string {
  return vars ? `v:${key}|${JSON.stringify(vars)}` : `v:${key}`;
}

/** A message with values, e.g. formatMessage("bodyTooLarge", "de", { max: "1 MB" }). */
export function formatMessage(
  key: ValidationMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  const text: string = validationMessages[lang][key] ?? validationMessages.de[key];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}

/** A wait in words: "30 Sekunden", "2 minutes" (seconds under a minute, else whole minutes). */
export function formatWait(seconds: number, lang: Language): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] = s < 60 ? [s, "second"] : [Math.ceil(s / 60), "minute"];
  return new Intl.NumberFormat(lang, { style: "unit", unit, unitDisplay: "long" }).format(n);
}
