import { z } from "zod";
import { V } from "../i18n/messages";
import { LANGUAGES } from "../i18n/languages";
import { hasInvisibleOrBidi, hasLetterOrDigit, stripInvisibleOrBidi } from "./text-rules";

/**
 * Rules for the fields a user writes about themself, applied by every route that writes
 * them (our API, Better Auth's sign-up and update-user through its before hook, social
 * sign-in through its database hook) and by the forms.
 */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
/** Where uploaded files are served from (the media module stores avatars there). */
export const UPLOADS_PATH = "/uploads/";

/** C0 and C1 control characters (tab and newline included), or a lone UTF-16 surrogate. */
const FORBIDDEN_SOURCE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
    .source;

export const hasForbiddenCharacters = (value: string) => new RegExp(FORBIDDEN_SOURCE).test(value);

/** The value without control characters and lone surrogates (for names from elsewhere). */
export const stripForbiddenCharacters = (value: string) =>
  stripInvisibleOrBidi(value.replace(new RegExp(FORBIDDEN_SOURCE, "g"), " "))
    .replace(/\s+/g, " ")
    .trim();

export const personNameSchema = z
  .string()
  .trim()
  .min(NAME_MIN, V("nameMin"))
  .max(NAME_MAX, V("nameMax"))
  .refine((v) => !hasForbiddenCharacters(v), V("textCharacters"))
  .refine((v) => !hasInvisibleOrBidi(v), V("nameInvisible"))
  .refine(hasLetterOrDigit, V("nameLetter"));

/** A stored name as it may be shown (names stored before the rule may hold bidi controls). */
export const displayName = (name: string) => stripInvisibleOrBidi(name).trim();

/** An avatar: a file under our uploads path, or an https URL of our own origin. */
export function isAllowedImage(value: string, baseUrl: string): boolean {
  if (hasForbiddenCharacters(value) || value.length > 2048) return false;
  if (value.startsWith(UPLOADS_PATH) && !value.includes("..")) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const own = new URL(baseUrl);
  return url.protocol === "https:" && url.origin === own.origin && !url.username && !url.password;
}

export const imageSchema = (baseUrl: string) =>
  z
    .string()
    .refine((v) => isAllowedImage(v, baseUrl), V("imageInvalid"))
    .nullable();

export const profileLanguageSchema = z.enum(LANGUAGES, { error: V("languageInvalid") });

/** The profile fields Better Auth's routes accept, checked only where present. */
export const authProfileFieldsSchema = (baseUrl: string) =>
  z.object({
    name: personNameSchema.optional(),
    image: imageSchema(baseUrl).optional(),
    language: profileLanguageSchema.optional(),
  });
