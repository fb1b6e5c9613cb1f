import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishInterfacePhrases, SPEC_ENGLISH_LABELS } from "@shared/test/english-labels";

const dir = path.dirname(new URL(import.meta.url).pathname);
type Json = { [k: string]: Json } | string;
const read = (lang: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, lang, file), "utf8")) as Record<string, Json>;
const files = fs.readdirSync(path.join(dir, "de")).filter((f) => f.endsWith(".json"));

function entries(node: Json, prefix = ""): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  return Object.entries(node).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}
const german = files.flatMap((f) => entries(read("de", f)).map(([k, v]) => [`${f}:${k}`, v]));
const wholeWord = (label: string) =>
  new RegExp(`(^|[^\\p{L}])${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u");

/** Words German uses as they are (Duden), and the product's name: the same in both files. */
const SAME_IN_GERMAN = new Set([
  "Kurswerk",
  "Website",
  "Version {{revision}}",
  "Version {{version}}",
  "Screenshot {{number}}",
  "Screenshot {{n}}",
  "Screenshots",
  "Kurswerk Admin",
  "Admin",
  "Moderator",
  "Dashboard",
  "Status",
  "Name",
  "Name (A–Z)",
  "Name (Z–A)",
  "Quiz",
  "Quiz {{n}}",
  "Code",
  "Text",
  "Video",
  "Video: {{title}}",
  "Tutor",
  "Version",
  "Block",
  "System",
  "Leads",
  "Freelancing",
  "Community",
  "Blog",
  "Original ({{language}})",
  // Names of programming languages (the practice engine's runtimes).
  "HTML, CSS & JavaScript",
  "JavaScript",
  "Python",
  "SQL",
  // The landing page's testimonials: people's names.
  "Julia Becker",
  "Murat Yılmaz",
  "Sophie Wagner",
  // The public portfolio (decision 0128).
  "Portfolio",
  "Links",
  // A submission's version in the review history (decision 0144); the site's icon (0152).
  "Version {{n}}",
  "Favicon",
  // How a learner joined a class (a link, a CSV file) and the discussions' queue (issue 44, 45).
  "Link",
  "CSV",
  "Moderation",
]);

describe("the German interface texts (issue 33, decision 0088)", () => {
  it("contain none of the spec's English labels", () => {
    const found = german.flatMap(([key, text]) =>
      SPEC_ENGLISH_LABELS.filter((l) => wholeWord(l).test(text)).map((l) => `${key}: ${l}`),
    );
    expect(found).toEqual([]);
  });

  it("say in German what the English file says in English, but for loanwords and names", () => {
    const same = files.flatMap((f) => {
      const en = new Map(entries(read("en", f)));
      return entries(read("de", f))
        .filter(([k, v]) => en.get(k) === v && /\p{L}{2}/u.test(v.replace(/\{\{[^}]*\}\}/g, "")))
        .filter(([, v]) => !SAME_IN_GERMAN.has(v))
        .map(([k, v]) => `${f}:${k} = ${v}`);
    });
    expect(same).toEqual([]);
  });

  it("contain no phrase of the English interface", () => {
    const phrases = englishInterfacePhrases(
      files.map((f) => ({ en: read("en", f), de: read("de", f) })),
    );
    // The list is real: the spec's labels of the English interface are in it.
    expect(phrases).toEqual(
      expect.arrayContaining(["My Learning Path", "Start Course", "Sign out"]),
    );
    const patterns = phrases.map((p) => [p, wholeWord(p)] as const);
    const found = german.flatMap(([key, text]) =>
      patterns.filter(([, re]) => re.test(text)).map(([p]) => `${key}: ${p}`),
    );
    expect(found).toEqual([]);
  });
});
