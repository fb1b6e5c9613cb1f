import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs with nothing configured", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.kind).toBe("pglite");
    expect(c.ai.provider).toBe("offline");
    expect(c.baseUrl).toBe("http://localhost:3000");
    expect(c.social).toEqual({});
  });

  it("stops with a message naming a bad variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ AI_PROVIDER: "openai", AI_MODEL: "gpt" })).toThrow(/AI_API_KEY/);
    expect(() => loadConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "only-id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it("uses PostgreSQL and social providers when configured", () => {
    const c = loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/k", GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" });
    expect(c.database).toMatchObject({ kind: "postgres", url: "postgres://u:p@db:5432/k" });
    expect(Object.keys(c.social)).toEqual(["github"]);
  });
});
