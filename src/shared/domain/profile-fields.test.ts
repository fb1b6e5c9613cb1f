import { describe, expect, it } from "vitest";
import { hasForbiddenCharacters, isAllowedImage, personNameSchema } from "./profile-fields";

describe("profile field rules", () => {
  it("allows an https avatar of our own origin and our uploads path only", () => {
    const base = "https://learn.example.com";
    expect(isAllowedImage("https://learn.example.com/uploads/a.png", base)).toBe(true);
    expect(isAllowedImage("/uploads/a.png", base)).toBe(true);
    expect(isAllowedImage("http://learn.example.com/uploads/a.png", base)).toBe(false);
    expect(isAllowedImage("https://learn.example.com.evil.io/a.png", base)).toBe(false);
    expect(isAllowedImage("https://user:pw@learn.example.com/a.png", base)).toBe(false);
    expect(isAllowedImage("/uploads/../secret", base)).toBe(false);
  });

  it("finds control characters and lone surrogates, not emoji or accents", () => {
    expect(hasForbiddenCharacters("Zoë 👩‍💻 Ñandú")).toBe(false);
    for (const bad of ["a\u0000", "a\u001b[31m", "a\u0085", "a\ud83d", "\ude00a"])
      expect(hasForbiddenCharacters(bad)).toBe(true);
    expect(personNameSchema.safeParse("x".repeat(101)).success).toBe(false);
    expect(personNameSchema.safeParse("Zoë").success).toBe(true);
  });
});
