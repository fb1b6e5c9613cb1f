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

  it("keeps uploads in $DATA_DIR/uploads unless the S3 variables are all set", () => {
    expect(loadConfig({ DATA_DIR: "/srv/kw", S3_FORCE_PATH_STYLE: "false" }).storage).toEqual({
      kind: "local",
      dir: "/srv/kw/uploads",
    });
    const s3 = {
      S3_ENDPOINT: "https://s3.example.com/",
      S3_REGION: "eu-central-1",
      S3_BUCKET: "kurswerk",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: "s3",
      endpoint: "https://s3.example.com",
      region: "eu-central-1",
      bucket: "kurswerk",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "true" }).storage).toMatchObject({
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: "kurswerk" })).toThrow(
      /S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when any S3_\* variable is set/,
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: "" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
