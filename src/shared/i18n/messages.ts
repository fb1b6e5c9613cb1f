import type { Language } from "./languages";
import { editorValidationMessages as editor } from "./editor-messages";

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
    required: "Bitte fülle alle Pflichtfelder aus",
    invalid: "Ungültige Eingabe",
    ...editor.de,
  },
  en: {
    nameMin: "Name must be at least 2 characters long",
    emailInvalid: "Invalid e-mail address",
    passwordMin8: "Password must be at least 8 characters long",
    passwordRequired: "Password is required",
    passwordsMismatch: "Passwords do not match",
    passwordMax: "Password must be at most 128 characters long",
    required: "Please fill in all required fields",
    invalid: "Invalid input",
    ...editor.en,
  },
  es: {
    nameMin: "El nombre debe tener al menos 2 caracteres",
    emailInvalid: "Dirección de correo electrónico no válida",
    passwordMin8: "La contraseña debe tener al menos 8 caracteres",
    passwordRequired: "La contraseña es obligatoria",
    passwordsMismatch: "Las contraseñas no coinciden",
    passwordMax: "La contraseña puede tener como máximo 128 caracteres",
    required: "Rellena todos los campos obligatorios",
    invalid: "Entrada no válida",
    ...editor.es,
  },
  fr: {
    nameMin: "Le nom doit comporter au moins 2 caractères",
    emailInvalid: "Adresse e-mail invalide",
    passwordMin8: "Le mot de passe doit comporter au moins 8 caractères",
    passwordRequired: "Le mot de passe est obligatoire",
    passwordsMismatch: "Les mots de passe ne correspondent pas",
    passwordMax: "Le mot de passe peut comporter au plus 128 caractères",
    required: "Merci de remplir tous les champs obligatoires",
    invalid: "Saisie invalide",
    ...editor.fr,
  },
} satisfies Record<Language, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)["de"];

/** Prefix that marks a zod message as a key of validationMessages. */
export const V = (key: ValidationMessageKey) => `v:${key}`;

export function translateValidationMessage(message: string, lang: Language): string {
  if (!message.startsWith("v:")) return message;
  const key = message.slice(2) as ValidationMessageKey;
  return validationMessages[lang][key] ?? validationMessages.de[key] ?? message;
}
