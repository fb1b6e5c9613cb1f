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
 * Names people show to others must read as what they are (issues 33 and 41, decision 0175).
 * Decided by Unicode property, not by a list of code points:
 *  - Default_Ignorable_Code_Point: drawn as nothing (U+00AD, U+034F, U+115F/U+1160, U+17B4/U+17B5,
 *    U+180B–U+180F, U+200B–U+200F, U+202A–U+202E, U+2060–U+206F, U+3164, variation selectors,
 *    U+FEFF, U+FFA0, tags …);
 *  - General_Category Cf (format: bidi controls that turn "‮Admin" around, U+0600–U+0605 …),
 *    Zl and Zp (U+2028/U+2029 break the line), and every Zs space but U+0020 and the
 *    ideographic space U+3000 (no-break and fixed-width spaces look like a space or like nothing);
 *  - U+2800 BRAILLE PATTERN BLANK: a symbol (So) that is drawn blank; no property says so;
 *  - combining overlays, canonical combining class 1 (strokes and slashes drawn through a
 *    letter: "A̶d̶m̶i̶n̶"), which JavaScript cannot ask for by property: `OVERLAY` holds
 *    exactly the class-1 marks of Unicode 15;
 *  - more than `MAX_MARKS` combining marks on one letter ("Zalgo" text drawn over the lines
 *    around it; Vietnamese needs two, Indic and Tibetan stacks up to four).
 * Exceptions scripts and emoji need: a zero-width (non-)joiner U+200C/U+200D between two
 * letters, marks or pictographs (Persian, Indic scripts, emoji sequences), and a variation
 * selector U+FE0E/U+FE0F right after an emoji ("❤️").
 */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Zl}\p{Zp}\u2800]/u;
const ODD_SPACE = /(?![ \u3000])\p{Zs}/u;
const OVERLAY =
  /[\u0334-\u0338\u1cd4\u1ce2-\u1ce8\u20d2\u20d3\u20d8-\u20da\u20e5\u20e6\u20ea\u20eb\u{10a39}\u{16af0}-\u{16af4}\u{1bc9e}\u{1d167}-\u{1d169}]/u;
const JOINABLE = /[\p{L}\p{M}\p{Extended_Pictographic}]/u;
const EMOJI = /\p{Emoji}/u;
const MARK = /\p{M}/u;
/** Combining marks one letter may carry. */
export const MAX_MARKS = 4;

/** Whether code point `i` of `cps` is one a shown name must not hold (see above). */
function hiddenAt(cps: string[], i: number, marksBefore: number): boolean {
  const ch = cps[i];
  if (ch === "\u200c" || ch === "\u200d")
    return !(i > 0 && JOINABLE.test(cps[i - 1]) && i + 1 < cps.length && JOINABLE.test(cps[i + 1]));
  if (ch === "\ufe0e" || ch === "\ufe0f") return !(i > 0 && EMOJI.test(cps[i - 1]));
  if (HIDDEN.test(ch) || ODD_SPACE.test(ch) || OVERLAY.test(ch)) return true;
  return MARK.test(ch) && marksBefore >= MAX_MARKS;
}

/** The code points of `value` a shown name keeps (`keep`) or not, with the run of marks. */
function scan(value: string, visit: (ch: string, hidden: boolean) => boolean | void) {
  const cps = Array.from(value);
  let marks = 0;
  for (let i = 0; i < cps.length; i++) {
    const hidden = hiddenAt(cps, i, marks);
    if (!hidden) marks = MARK.test(cps[i]) ? marks + 1 : 0;
    if (visit(cps[i], hidden) === false) return;
  }
}

/** True when a text holds a character a shown name must not hold (see above). */
export function hasInvisibleOrBidi(value: string): boolean {
  let found = false;
  scan(value, (_ch, hidden) => {
    if (!hidden) return;
    found = true;
    return false;
  });
  return found;
}

/** The text without those characters: for showing names stored before the rule. */
export function stripInvisibleOrBidi(value: string): string {
  let out = "";
  scan(value, (ch, hidden) => {
    if (!hidden) out += ch;
  });
  return out;
}

/** A name needs something to read: at least one letter or digit (not only marks or dots). */
export const hasLetterOrDigit = (value: string) => /[\p{L}\p{N}]/u.test(value);
