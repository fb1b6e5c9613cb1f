/**
 * The character rule for every text a user writes (issue 14): no control characters except
 * tab and line breaks in multi-line texts, no lone UTF-16 surrogates. Single-line fields
 * (titles, names, sources) allow no tab or line break either (`personNameSchema`, `singleLine`).
 * The API applies `findForbiddenText` to every validated body, query and path parameter.
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
