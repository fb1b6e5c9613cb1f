import { describe, expect, it } from "vitest";
import { jobMessages } from "./job-messages";
import { storedMessage, translateValidationMessage } from "./messages";
import { LANGUAGES } from "./languages";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("job messages (issue 33)", () => {
  it("exist in every language with the same placeholders", () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(jobMessages[lang]).sort()).toEqual(Object.keys(jobMessages.de).sort());
      for (const [key, text] of Object.entries(jobMessages[lang]))
        expect(placeholders(text), `${lang}.${key}`).toEqual(
          placeholders(jobMessages.de[key as keyof typeof jobMessages.de]),
        );
    }
  });

  it("are stored as a key with values and read in the reader's language", () => {
    const stored = storedMessage("jobModulesNotGenerated", {
      failed: 1,
      total: 3,
      list: "„Grundlagen“: kaputt",
    });
    expect(stored).toBe(
      'v:jobModulesNotGenerated|{"failed":1,"total":3,"list":"„Grundlagen“: kaputt"}',
    );
    expect(translateValidationMessage(stored, "de")).toBe(
      "1 von 3 Modulen konnten nicht generiert werden. „Grundlagen“: kaputt",
    );
    expect(translateValidationMessage(stored, "en")).toBe(
      "1 of 3 modules could not be generated. „Grundlagen“: kaputt",
    );
    expect(translateValidationMessage(storedMessage("jobCancelled"), "fr")).toBe(
      "La tâche a été annulée.",
    );
  });

  it("leave a text stored before (plain German) and an unknown key as they are", () => {
    expect(translateValidationMessage("Der Auftrag wurde abgebrochen.", "en")).toBe(
      "Der Auftrag wurde abgebrochen.",
    );
    expect(translateValidationMessage('v:noSuchKey|{"a":1}', "en")).toBe('v:noSuchKey|{"a":1}');
  });
});
