import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of up to two name parts", () => {
    expect(initialsOf("Lena Lernende", "l@x.de")).toBe("LL");
    expect(initialsOf("anna maria schmidt", null)).toBe("AM");
    expect(initialsOf("Ada", "a@x.de")).toBe("A");
  });
  it("falls back to the first letter of the e-mail", () => {
    expect(initialsOf("", "erika@example.com")).toBe("E");
    expect(initialsOf(null, "  zoe@example.com")).toBe("Z");
  });
  it("falls back to U", () => {
    expect(initialsOf(null, null)).toBe("U");
    expect(initialsOf("  ", "")).toBe("U");
  });
});
