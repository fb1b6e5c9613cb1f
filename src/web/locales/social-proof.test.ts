import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.dirname(new URL(import.meta.url).pathname);
const socialProof = (lang: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(dir, lang, "onboarding.json"), "utf8")) as {
      trust: { socialProof: string };
    }
  ).trust.socialProof;

/** "over" said twice ("Schon über 5.000+"): a word for "more than" before a figure with "+". */
const MORE_THAN = { de: /über/i, en: /more than|over/i, es: /más de/i, fr: /plus de/i };

describe("the funnel's social proof (issue 46)", () => {
  for (const [lang, word] of Object.entries(MORE_THAN))
    it(`says "5.000+" once, without a second "over" (${lang})`, () => {
      const text = socialProof(lang);
      expect(text).toMatch(/5[.,\u00a0 ]000\+/);
      expect(text).not.toMatch(word);
    });

  it("is the German text of the funnel, word for word", () => {
    expect(socialProof("de")).toBe(
      "Schon 5.000+ Lernende haben so ihren Weg in die Tech-Welt gestartet.",
    );
  });
});
