/**
 * The character rule for every text a user writes (issue 14): no control characters except
 * tab and line breaks in multi-line texts, no lone UTF-16 surrogates. Single-line fields
 * (titles, names, sources) allow no tab or line break either (`personNameSchema`, `singleLine`).
 * The API applies `findForbiddenText` to every validated body, query and path parameter.
 * Names people show to others (display names) must also be visible as typed: no bidi
 * controls and no invisible characters (`hasInvisibleOrBidi`, issue 33).
 */
const MULTILINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

/** True when a multi-line text holds a forbidden character. */
export const hasForbiddenText = (value: string) => MULTILINE_FORBIDDEN.test(value);

/** A refinement for single-line fields: no forbidden character, no tab or line break. */
export const singleLine = (value: string) =>
  !MULTILINE_FORBIDDEN.test(value) && !LINE_BREAK_OR_TAB.test(value);

/**
 * The path ("modules.2.title") of the first string in a value (object keys included) that
 * breaks the rule, or null. Walks at most `maxNodes` values (bodies are size-limited anyway).
 */
export function findForbiddenText(value: unknown, maxNodes = 100_000): string | null {
  const stack: { v: unknown; path: string }[] = [{ v: value, path: "" }];
  let seen = 0;
  while (stack.length && seen++ < maxNodes) {
    const { v, path } = stack.pop()!;
    if (typeof v === "string") {
      if (hasForbiddenText(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ v: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (v && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (hasForbiddenText(k)) return p;
        stack.push({ v: item, path: p });
      }
    }
  }
  return null;
}

/**
 * Characters that change how a text reads without being seen: bidi embeddings, overrides,
 * isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C) turn "‮Admin"
 * around; zero-width and filler characters (U+200B, U+2060–U+2064, U+FEFF, U+00AD, U+180E,
 * U+115F/U+1160/U+3164/U+FFA0, deprecated format controls U+206A–U+206F) make two names
 * look the same. Zero-width (non-)joiners (U+200C/U+200D) are allowed only between two
 * letters, marks or pictographs, where scripts and emoji sequences need them.
 */
const INVISIBLE_OR_BIDI_SOURCE =
  "[\\u00ad\\u061c\\u115f\\u1160\\u180e\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\u3164\\ufeff\\uffa0]" +
  "|(?<![\\p{L}\\p{M}\\p{Extended_Pictographic}])[\\u200c\\u200d]" +
  "|[\\u200c\\u200d](?![\\p{L}\\p{M}\\p{Extended_Pictographic}])";
const INVISIBLE_OR_BIDI = new RegExp(INVISIBLE_OR_BIDI_SOURCE, "u");

/** True when a text holds a bidi control or an invisible character (see above). */
export const hasInvisibleOrBidi = (value: string) => INVISIBLE_OR_BIDI.test(value);

/** The text without those characters: for showing names stored before the rule. */
export const stripInvisibleOrBidi = (value: string) =>
  value.replace(new RegExp(INVISIBLE_OR_BIDI_SOURCE, "gu"), "");
