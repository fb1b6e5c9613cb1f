import { z } from "zod";
import type { Language } from "./languages";

/**
 * The product's one zod error map (decision 0030). Every issue zod would describe with its
 * English default text gets a language-neutral marker as its message instead,
 * `z:<code>|<key>=<value>…`; the API (in the caller's language) and the forms (in the
 * interface language) turn the marker into text with `formatZodMarker`. Messages a
 * schema sets itself (`V("key")` from messages.ts) are kept: zod asks the global map
 * only when the schema gave none.
 */

type Kind = "string" | "number" | "array" | "file" | "date" | "other";

interface Texts {
  required: string;
  invalid: string;
  type: Record<"string" | "number" | "int" | "boolean" | "array" | "object" | "date", string>;
  tooSmall: Record<Kind, string>;
  tooSmallExclusive: string;
  notEmpty: string;
  tooBig: Record<Kind, string>;
  tooBigExclusive: string;
  exactLength: string;
  format: Record<"email" | "url" | "uuid" | "date" | "other", string>;
  oneOf: string;
  multipleOf: string;
  unknownKeys: string;
}

const texts: Record<Language, Texts> = {
  de: {
    required: "Dieses Feld ist erforderlich",
    invalid: "Ungültige Eingabe",
    type: {
      string: "Bitte gib einen Text ein",
      number: "Bitte gib eine Zahl ein",
      int: "Bitte gib eine ganze Zahl ein",
      boolean: "Bitte wähle Ja oder Nein",
      array: "Bitte gib eine Liste an",
      object: "Ungültige Angaben",
      date: "Bitte gib ein gültiges Datum ein",
    },
    tooSmall: {
      string: "Muss mindestens {n} Zeichen lang sein",
      number: "Muss mindestens {n} sein",
      array: "Bitte wähle mindestens {n} Einträge",
      file: "Die Datei muss mindestens {n} Bytes groß sein",
      date: "Das Datum muss am oder nach dem {n} liegen",
      other: "Der Wert ist zu klein (mindestens {n})",
    },
    tooSmallExclusive: "Muss größer als {n} sein",
    notEmpty: "Dieses Feld darf nicht leer sein",
    tooBig: {
      string: "Darf höchstens {n} Zeichen lang sein",
      number: "Darf höchstens {n} sein",
      array: "Bitte wähle höchstens {n} Einträge",
      file: "Die Datei darf höchstens {n} Bytes groß sein",
      date: "Das Datum muss am oder vor dem {n} liegen",
      other: "Der Wert ist zu groß (höchstens {n})",
    },
    tooBigExclusive: "Muss kleiner als {n} sein",
    exactLength: "Muss genau {n} Zeichen lang sein",
    format: {
      email: "Ungültige E-Mail-Adresse",
      url: "Ungültige Adresse (URL)",
      uuid: "Ungültige Kennung",
      date: "Ungültiges Datum",
      other: "Ungültiges Format",
    },
    oneOf: "Bitte wähle einen der erlaubten Werte: {values}",
    multipleOf: "Muss ein Vielfaches von {n} sein",
    unknownKeys: "Unbekannte Felder: {keys}",
  },
  en: {
    required: "This field is required",
    invalid: "Invalid input",
    type: {
      string: "Please enter text",
      number: "Please enter a number",
      int: "Please enter a whole number",
      boolean: "Please choose yes or no",
      array: "Please provide a list",
      object: "Invalid details",
      date: "Please enter a valid date",
    },
    tooSmall: {
      string: "Must be at least {n} characters long",
      number: "Must be at least {n}",
      array: "Please choose at least {n} entries",
      file: "The file must be at least {n} bytes",
      date: "The date must be on or after {n}",
      other: "The value is too small (at least {n})",
    },
    tooSmallExclusive: "Must be greater than {n}",
    notEmpty: "This field must not be empty",
    tooBig: {
      string: "Must be at most {n} characters long",
      number: "Must be at most {n}",
      array: "Please choose at most {n} entries",
      file: "The file must be at most {n} bytes",
      date: "The date must be on or before {n}",
      other: "The value is too large (at most {n})",
    },
    tooBigExclusive: "Must be less than {n}",
    exactLength: "Must be exactly {n} characters long",
    format: {
      email: "Invalid e-mail address",
      url: "Invalid address (URL)",
      uuid: "Invalid identifier",
      date: "Invalid date",
      other: "Invalid format",
    },
    oneOf: "Please choose one of the allowed values: {values}",
    multipleOf: "Must be a multiple of {n}",
    unknownKeys: "Unknown fields: {keys}",
  },
  es: {
    required: "Este campo es obligatorio",
    invalid: "Entrada no válida",
    type: {
      string: "Introduce un texto",
      number: "Introduce un número",
      int: "Introduce un número entero",
      boolean: "Elige sí o no",
      array: "Indica una lista",
      object: "Datos no válidos",
      date: "Introduce una fecha válida",
    },
    tooSmall: {
      string: "Debe tener al menos {n} caracteres",
      number: "Debe ser como mínimo {n}",
      array: "Elige al menos {n} elementos",
      file: "El archivo debe tener al menos {n} bytes",
      date: "La fecha debe ser el {n} o posterior",
      other: "El valor es demasiado pequeño (mínimo {n})",
    },
    tooSmallExclusive: "Debe ser mayor que {n}",
    notEmpty: "Este campo no puede estar vacío",
    tooBig: {
      string: "Puede tener como máximo {n} caracteres",
      number: "Puede ser como máximo {n}",
      array: "Elige como máximo {n} elementos",
      file: "El archivo puede tener como máximo {n} bytes",
      date: "La fecha debe ser el {n} o anterior",
      other: "El valor es demasiado grande (máximo {n})",
    },
    tooBigExclusive: "Debe ser menor que {n}",
    exactLength: "Debe tener exactamente {n} caracteres",
    format: {
      email: "Dirección de correo electrónico no válida",
      url: "Dirección (URL) no válida",
      uuid: "Identificador no válido",
      date: "Fecha no válida",
      other: "Formato no válido",
    },
    oneOf: "Elige uno de los valores permitidos: {values}",
    multipleOf: "Debe ser múltiplo de {n}",
    unknownKeys: "Campos desconocidos: {keys}",
  },
  fr: {
    required: "Ce champ est obligatoire",
    invalid: "Saisie invalide",
    type: {
      string: "Merci de saisir un texte",
      number: "Merci de saisir un nombre",
      int: "Merci de saisir un nombre entier",
      boolean: "Merci de choisir oui ou non",
      array: "Merci d’indiquer une liste",
      object: "Données invalides",
      date: "Merci de saisir une date valide",
    },
    tooSmall: {
      string: "Doit comporter au moins {n} caractères",
      number: "Doit être au moins {n}",
      array: "Merci de choisir au moins {n} éléments",
      file: "Le fichier doit faire au moins {n} octets",
      date: "La date doit être le {n} ou après",
      other: "La valeur est trop petite (au moins {n})",
    },
    tooSmallExclusive: "Doit être supérieur à {n}",
    notEmpty: "Ce champ ne doit pas être vide",
    tooBig: {
      string: "Doit comporter au plus {n} caractères",
      number: "Doit être au plus {n}",
      array: "Merci de choisir au plus {n} éléments",
      file: "Le fichier doit faire au plus {n} octets",
      date: "La date doit être le {n} ou avant",
      other: "La valeur est trop grande (au plus {n})",
    },
    tooBigExclusive: "Doit être inférieur à {n}",
    exactLength: "Doit comporter exactement {n} caractères",
    format: {
      email: "Adresse e-mail invalide",
      url: "Adresse (URL) invalide",
      uuid: "Identifiant invalide",
      date: "Date invalide",
      other: "Format invalide",
    },
    oneOf: "Merci de choisir l’une des valeurs autorisées : {values}",
    multipleOf: "Doit être un multiple de {n}",
    unknownKeys: "Champs inconnus : {keys}",
  },
};

const MARKER = "z:";
/** A marker inside a longer text (for example Better Auth's "[body.name] z:too_big|o=string|n=100"). */
const MARKER_IN_TEXT = /z:[a-z_]+(?:\|[a-z]=[^|\s"\\,;\]]*)*/g;

const show = (v: unknown): string =>
  typeof v === "string" ? v : typeof v === "bigint" ? v.toString() : (JSON.stringify(v) ?? "");

/** The marker for one raw issue: its code and the few parameters the texts need. */
export function encodeZodIssue(issue: z.core.$ZodRawIssue): string {
  const p: Record<string, string> = {};
  switch (issue.code) {
    case "invalid_type":
      p.e = String(issue.expected);
      if (issue.input === undefined || issue.input === null) p.r = "1";
      break;
    case "too_small":
    case "too_big": {
      const bound: unknown = issue.code === "too_small" ? issue.minimum : issue.maximum;
      p.o = String(issue.origin ?? "other");
      p.n = bound instanceof Date ? bound.toISOString().slice(0, 10) : show(bound);
      if (issue.inclusive === false) p.x = "1";
      if (issue.exact) p.q = "1";
      break;
    }
    case "invalid_format":
      p.f = String(issue.format);
      break;
    case "invalid_value":
      p.v = issue.values.slice(0, 12).map(show).join(", ");
      break;
    case "not_multiple_of":
      p.n = show(issue.divisor);
      break;
    case "unrecognized_keys":
      p.k = issue.keys.slice(0, 12).join(", ");
      break;
  }
  const parts = Object.entries(p).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  return [MARKER + issue.code, ...parts].join("|");
}

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");

const kindOf = (origin: string | undefined): Kind => {
  if (origin === "string") return "string";
  if (origin === "number" || origin === "int" || origin === "bigint") return "number";
  if (origin === "array" || origin === "set" || origin === "map") return "array";
  if (origin === "file") return "file";
  if (origin === "date") return "date";
  return "other";
};

/** Text of a marker in a language; null when `message` is not a marker. */
export function formatZodMarker(message: string, lang: Language): string | null {
  if (!message.startsWith(MARKER)) return null;
  const [code, ...parts] = message.slice(MARKER.length).split("|");
  const p: Record<string, string> = {};
  for (const part of parts) {
    const i = part.indexOf("=");
    if (i > 0) p[part.slice(0, i)] = safeDecode(part.slice(i + 1));
  }
  const t = texts[lang];
  switch (code) {
    case "invalid_type": {
      if (p.r) return t.required;
      const e = p.e as keyof Texts["type"];
      return t.type[e] ?? t.invalid;
    }
    case "too_small": {
      const kind = kindOf(p.o);
      if (p.q && kind === "string") return fill(t.exactLength, { n: p.n });
      if (kind === "string" && p.n === "1") return t.notEmpty;
      if (p.x) return fill(t.tooSmallExclusive, { n: p.n });
      return fill(t.tooSmall[kind], { n: p.n });
    }
    case "too_big": {
      const kind = kindOf(p.o);
      if (p.q && kind === "string") return fill(t.exactLength, { n: p.n });
      if (p.x) return fill(t.tooBigExclusive, { n: p.n });
      return fill(t.tooBig[kind], { n: p.n });
    }
    case "invalid_format": {
      const f = p.f;
      if (f === "email") return t.format.email;
      if (f === "url") return t.format.url;
      if (f === "uuid" || f === "guid" || f?.startsWith("uuidv")) return t.format.uuid;
      if (f === "datetime" || f === "date" || f === "time") return t.format.date;
      return t.format.other;
    }
    case "invalid_value":
      return fill(t.oneOf, { values: p.v ?? "" });
    case "not_multiple_of":
      return fill(t.multipleOf, { n: p.n });
    case "unrecognized_keys":
      return fill(t.unknownKeys, { keys: p.k ?? "" });
    default:
      return t.invalid;
  }
}

function safeDecode(v: string) {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/** Replaces every marker inside a longer text (messages of libraries that use our zod). */
export function formatZodMarkersIn(text: string, lang: Language): string {
  return text.replace(MARKER_IN_TEXT, (m) => formatZodMarker(m, lang) ?? m);
}

let installed = false;
/** Makes the product's error map zod's global one (server start, web start, tests). */
export function installZodErrorMap(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => encodeZodIssue(issue) });
}
