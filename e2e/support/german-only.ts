import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import {
  englishInterfacePhrases,
  LIBRARY_ENGLISH_TEXTS,
  SPEC_ENGLISH_LABELS,
} from "../../src/shared/test/english-labels";

/**
 * The English words a German screen must not show (issue 33, decision 0088): the spec's
 * English labels, the English interface's phrases (from the locale files) and the
 * libraries' texts.
 */
const localeDir = path.join(process.cwd(), "src/web/locales");
type Json = { [k: string]: Json } | string;
const read = (lang: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(localeDir, lang, file), "utf8")) as Record<string, Json>;
const files = fs.readdirSync(path.join(localeDir, "de")).filter((f) => f.endsWith(".json"));

export const ENGLISH_WORDS: string[] = [
  ...new Set([
    ...SPEC_ENGLISH_LABELS,
    ...LIBRARY_ENGLISH_TEXTS,
    ...englishInterfacePhrases(files.map((f) => ({ en: read("en", f), de: read("de", f) }))),
  ]),
];

/**
 * The text a person meets on the page: visible text outside code (course code examples are
 * code, not interface), and the names of controls, placeholders and image texts.
 */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll("pre, code, kbd, script, style, template").forEach((n) => n.remove());
    // innerText needs layout: measure the clone in place of nothing, off screen.
    clone.style.position = "absolute";
    clone.style.left = "-99999px";
    document.documentElement.appendChild(clone);
    parts.push(clone.innerText);
    clone.remove();
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (el.closest("pre, code")) continue;
      for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
        const v = el.getAttribute(attr);
        if (v) parts.push(v);
      }
    }
    parts.push(document.title);
    return parts.join("\n");
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PATTERNS = ENGLISH_WORDS.map(
  (w) => [w, new RegExp(`(^|[^\\p{L}])${escape(w)}($|[^\\p{L}])`, "u")] as const,
);

/** The English words on the page (whole words, case-sensitive). */
export async function englishOn(page: Page): Promise<string[]> {
  const text = await screenText(page);
  return PATTERNS.filter(([, re]) => re.test(text)).map(([w]) => w);
}

/** Fails with the English words found on the page. */
export async function expectNoEnglish(page: Page, where: string) {
  expect(await englishOn(page), `English on ${where} (${page.viewportSize()?.width} px)`).toEqual(
    [],
  );
}
