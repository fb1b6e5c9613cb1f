import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import * as adminContracts from "../contracts/admin";
import * as authContracts from "../contracts/auth";
import * as leadContracts from "../contracts/leads";
import * as learningContracts from "../contracts/learning";
import { LANGUAGES } from "./languages";
import { translateValidationMessage } from "./messages";
import { formatZodMarkersIn, installZodErrorMap } from "./zod-errors";

installZodErrorMap();

/** zod's English default texts (and their shapes in other zod locales). */
const ENGLISH_DEFAULT =
  /Invalid input|Invalid option|Invalid (string|number|key|element)|Too (big|small)|expected .*received|Unrecognized keys?|must match pattern|Expected|Required/;

const exported: [string, unknown][] = Object.entries({
  ...adminContracts,
  ...authContracts,
  ...leadContracts,
  ...learningContracts,
});
const schemas = exported.filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType);

/** Inputs that make zod produce every kind of issue on the product's schemas. */
const badValues: unknown[] = [
  null,
  undefined,
  42,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  true,
  "",
  "x",
  "x".repeat(5000),
  "\u0000\ud800",
  "not-an-email@",
  [],
  ["x", 1],
  Array.from({ length: 50 }, () => "projects"),
  {},
  { nested: { deeper: [1] } },
];

function issuesOf(schema: z.ZodType): z.core.$ZodIssue[] {
  const found: z.core.$ZodIssue[] = [];
  const collect = (value: unknown, s: z.ZodType = schema) => {
    const r = s.safeParse(value);
    if (!r.success) found.push(...r.error.issues);
  };
  for (const v of badValues) collect(v);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    for (const key of Object.keys(shape)) for (const v of badValues) collect({ [key]: v });
    // Unrecognized keys: the same fields as a strict object.
    collect({ unexpected: 1, other: 2 }, z.strictObject(shape));
  }
  return found;
}

describe("one zod error map for the product", () => {
  const byMessage = new Map<string, { name: string; issue: z.core.$ZodIssue }>();
  for (const [name, s] of schemas)
    for (const issue of issuesOf(s)) byMessage.set(issue.message, { name, issue });
  const all = [...byMessage.values()];

  it("walks the product's schemas and meets every kind of issue", () => {
    expect(schemas.length).toBeGreaterThan(20);
    const codes = new Set(all.map((a) => a.issue.code));
    for (const code of [
      "invalid_type",
      "too_small",
      "too_big",
      "invalid_format",
      "invalid_value",
      "unrecognized_keys",
    ])
      expect(codes).toContain(code);
  });

  it("has a text in de, en, es and fr for every issue, and no English default in de/es/fr", () => {
    const seen = new Set<string>();
    for (const { name, issue } of all) {
      for (const lang of LANGUAGES) {
        const text = translateValidationMessage(issue.message, lang);
        const where = `${name} ${issue.code} ${issue.path.join(".")} (${lang}): ${text}`;
        expect(text, where).not.toMatch(/^(z|v):/);
        expect(text.length, where).toBeGreaterThan(3);
        if (lang !== "en") expect(text, where).not.toMatch(ENGLISH_DEFAULT);
        seen.add(text);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it("turns the issue's examples into German", () => {
    const r = adminContracts.createCourseSchema.safeParse({ title: "x".repeat(201) });
    const text = r.success
      ? []
      : r.error.issues.map((i) => translateValidationMessage(i.message, "de"));
    expect(text).toContain("Darf höchstens 200 Zeichen lang sein");
    const n = z.object({ name: z.string() }).safeParse({ name: null });
    expect(n.success ? "" : translateValidationMessage(n.error.issues[0].message, "de")).toBe(
      "Dieses Feld ist erforderlich",
    );
  });

  it("gives the forms' resolver markers the forms translate", async () => {
    const resolve = zodResolver(adminContracts.createCourseSchema);
    const result = await resolve({ title: "x".repeat(201), description: "" } as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const message = (result.errors as Record<string, { message: string }>).title.message;
    expect(translateValidationMessage(message, "fr")).toBe("Doit comporter au plus 200 caractères");
    expect(translateValidationMessage(message, "es")).toBe(
      "Puede tener como máximo 200 caracteres",
    );
  });

  it("translates markers inside another library's text", () => {
    const r = z.object({ name: z.string().max(3) }).safeParse({ name: "abcdef" });
    const raw = r.success ? "" : `[body.name] ${r.error.issues[0].message}`;
    expect(formatZodMarkersIn(raw, "de")).toBe("[body.name] Darf höchstens 3 Zeichen lang sein");
  });
});
