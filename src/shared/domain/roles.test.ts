import { describe, expect, it } from "vitest";
import { hasRole, resolveRole } from "./roles";

describe("roles", () => {
  it("ranks teacher between user and moderator", () => {
    expect(hasRole("teacher", "user")).toBe(true);
    expect(hasRole("teacher", "teacher")).toBe(true);
    expect(hasRole("teacher", "moderator")).toBe(false);
    expect(hasRole("user", "teacher")).toBe(false);
    expect(hasRole("moderator", "teacher")).toBe(true);
    expect(hasRole("admin", "teacher")).toBe(true);
  });
  it("resolves unknown roles to user and keeps teacher", () => {
    expect(resolveRole("teacher")).toBe("teacher");
    expect(resolveRole("owner")).toBe("user");
    expect(resolveRole(null)).toBe("user");
  });
});
