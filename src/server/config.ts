import { z } from "zod";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { translateValidationMessage } from "@shared/i18n/messages";

/**
 * The only reader of process.env. Every variable is validated at start; a bad value
 * stops the start with a message naming the variable.
 */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number<string>().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  MIGRATIONS_DIR: z.string().default("./drizzle"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number<string>().int().min(1).max(200).default(20),
  DATABASE_READ_CONNECTIONS: z.coerce.number<string>().int().min(1).max(32).default(1),
  DATABASE_WRITE_CONNECTIONS: z.coerce.number<string>().int().min(1).max(32).default(1),
  AUTH_SECRET: optionalString,
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Kurswerk <noreply@kurswerk.local>"),
  AI_PROVIDER: z.enum(["offline", "openai", "anthropic", "openai-compatible"]).default("offline"),
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalUrl,
  AI_TIMEOUT_MS: z.coerce.number<string>().int().min(1000).max(600_000).default(120_000),
  AI_MAX_ATTEMPTS: z.coerce.number<string>().int().min(1).max(10).default(3),
  AI_CONCURRENCY: z.coerce.number<string>().int().min(1).max(16).default(6),
  /** A running job whose heartbeat is older than this is retried or failed by any process. */
  JOB_LEASE_MS: z.coerce.number<string>().int().min(1000).max(600_000).default(20_000),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  APPLE_CLIENT_ID: optionalString,
  APPLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  RATE_LIMIT_WINDOW_S: z.coerce.number<string>().int().min(1).default(60),
  RATE_LIMIT_MAX: z.coerce.number<string>().int().min(1).default(100),
  RATE_LIMIT_AUTH_MAX: z.coerce.number<string>().int().min(1).default(10),
  SHUTDOWN_GRACE_MS: z.coerce.number<string>().int().min(0).default(10_000),
  SIGNIN_ACCOUNT_MAX_FAILURES: z.coerce.number<string>().int().min(1).default(5),
  SIGNIN_ACCOUNT_WINDOW_S: z.coerce.number<string>().int().min(1).default(900),
  SIGNIN_DELAY_BASE_S: z.coerce.number<string>().int().min(1).default(30),
  SIGNIN_DELAY_MAX_S: z.coerce.number<string>().int().min(1).default(900),
  SIGNIN_IP_MAX: z.coerce.number<string>().int().min(1).default(300),
  SIGNIN_IP_WINDOW_S: z.coerce.number<string>().int().min(1).default(300),
  BODY_LIMIT_JSON: z.coerce
    .number<string>()
    .int()
    .min(1024)
    .default(1024 * 1024),
  BODY_LIMIT_UPLOAD: z.coerce
    .number<string>()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
  ),
  /** /metrics answers only with this bearer token; unset: no /metrics (decision 0131). */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** Hours a submitted project may wait for a review before its reviewers get a notice (issue 30). */
  PROJECT_REVIEW_WAIT_HOURS: z.coerce
    .number<string>()
    .int()
    .min(1)
    .max(24 * 90)
    .default(48),
  /**
   * Hours a help request may wait before its helpers get the daily e-mail digest (issue 45).
   */
  HELP_DIGEST_AFTER_HOURS: z.coerce
    .number<string>()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
});

export type Env = z.infer<typeof envSchema>;

export type SocialProvider = "google" | "facebook" | "apple" | "github";

/** The database the server opens: PGlite in a folder, or PostgreSQL with its connection counts. */
export type DatabaseConfig =
  | { kind: "pglite"; dir: string }
  | {
      kind: "postgres";
      url: string;
      poolSize: number;
      readConnections: number;
      writeConnections: number;
    };

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  /** Folder of the SQL migrations applied at start. */
  migrationsDir: string;
  database: DatabaseConfig;
  /**
   * Signs sessions, cookie caches, reminder and backup keys. AUTH_SECRET, or outside
   * production without it: random, never a constant (decision 0172). `loadConfig` alone gives
   * a secret of this process only; the server and the CLIs keep one in DATA_DIR/auth-secret
   * (`prepareDataDir` in lib/data-dir.ts).
   */
  authSecret: string;
  /** Where authSecret came from: the environment, this process only, or DATA_DIR/auth-secret. */
  authSecretSource: "env" | "process" | "data-dir";
  trustProxy: boolean;
  mail: { smtpUrl?: string; from: string };
  ai: {
    provider: Env["AI_PROVIDER"];
    model?: string;
    apiKey?: string;
    baseUrl?: string;
    timeoutMs: number;
    maxAttempts: number;
    concurrency: number;
  };
  social: Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>>;
  /** General limit per client address and window; authMax for sign-in, sign-up, reset and lead capture per minute. */
  rateLimit: { windowS: number; max: number; authMax: number };
  /** On SIGTERM: how long requests in flight and running jobs may take before jobs are handed back. */
  shutdownGraceMs: number;
  /** Sign-in throttling per account and per client address (decision 0059). */
  signIn: {
    accountMaxFailures: number;
    accountWindowS: number;
    delayBaseS: number;
    delayMaxS: number;
    ipMax: number;
    ipWindowS: number;
  };
  /** Request body limits in bytes: JSON and other bodies, multipart uploads (decision 0031). */
  bodyLimit: { json: number; upload: number };
  seedDemo: boolean;
  /** Lease of a running job, renewed by its heartbeat (a third of it). */
  jobs: { leaseMs: number };
  logLevel: Env["LOG_LEVEL"];
  /** Where uploaded files live: $DATA_DIR/uploads, or an S3-compatible bucket (S3_*). */
  storage: StorageConfig;
  /** Prometheus metrics at /metrics: on only with a token (decision 0131). */
  metrics: { token?: string };
  /** Projects (issue 30): hours a submission waits before its reviewers are reminded. */
  projects: { reviewWaitHours: number };
  /** Help requests (issue 45): hours a request waits before it is in its helpers' daily digest. */
  help: { digestAfterHours: number };
}

export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      /** Empty for AWS itself; e.g. https://s3.eu-central-1.example.com for others. */
      endpoint?: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

const S3_REQUIRED = ["S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
/** Any of these switches uploads to S3 (S3_FORCE_PATH_STYLE alone does not: .env.example sets it). */
const S3_SWITCHES = [...S3_REQUIRED, "S3_ENDPOINT"] as const;

/** Local folder unless any S3_* variable is set; then the S3 set must be complete. */
function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (!S3_SWITCHES.some((k) => e[k] !== undefined)) {
    return { kind: "local", dir: path.join(dataDir, "uploads") };
  }
  const missing = S3_REQUIRED.filter((k) => !e[k]);
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(", ")}: required when any S3_* variable is set ` +
        `(set ${S3_REQUIRED.join(", ")} for an S3-compatible bucket, or none of them for $DATA_DIR/uploads)`,
    );
  }
  return {
    kind: "s3",
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ""),
    region: e.S3_REGION!,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

export class ConfigError extends Error {}

/** One random secret per process for a configuration without AUTH_SECRET (tests, tools). */
let processSecret: string | undefined;
const processOnlySecret = () => (processSecret ??= randomBytes(48).toString("base64url"));

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${translateValidationMessage(i.message, "en")}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");

  if (isProduction && !e.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required in production (32+ random characters)",
    );
  }
  if (e.AUTH_SECRET && e.AUTH_SECRET.length < 32) {
    throw new ConfigError("Invalid configuration:\n  AUTH_SECRET: must be at least 32 characters");
  }
  if (e.AI_PROVIDER !== "offline" && !e.AI_MODEL) {
    throw new ConfigError(
      `Invalid configuration:\n  AI_MODEL: required when AI_PROVIDER=${e.AI_PROVIDER}`,
    );
  }
  if ((e.AI_PROVIDER === "openai" || e.AI_PROVIDER === "anthropic") && !e.AI_API_KEY) {
    throw new ConfigError(
      `Invalid configuration:\n  AI_API_KEY: required when AI_PROVIDER=${e.AI_PROVIDER}`,
    );
  }
  if (e.AI_PROVIDER === "openai-compatible" && !e.AI_BASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  AI_BASE_URL: required when AI_PROVIDER=openai-compatible",
    );
  }

  const social: Config["social"] = {};
  for (const p of ["google", "facebook", "apple", "github"] as const) {
    const id = e[`${p.toUpperCase()}_CLIENT_ID` as keyof Env] as string | undefined;
    const secret = e[`${p.toUpperCase()}_CLIENT_SECRET` as keyof Env] as string | undefined;
    if (id && secret) social[p] = { clientId: id, clientSecret: secret };
    else if (id || secret) {
      throw new ConfigError(
        `Invalid configuration:\n  ${p.toUpperCase()}_CLIENT_ID and ${p.toUpperCase()}_CLIENT_SECRET must be set together`,
      );
    }
  }

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    dataDir,
    migrationsDir: path.resolve(e.MIGRATIONS_DIR),
    database: e.DATABASE_URL
      ? {
          kind: "postgres",
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          readConnections: e.DATABASE_READ_CONNECTIONS,
          writeConnections: e.DATABASE_WRITE_CONNECTIONS,
        }
      : { kind: "pglite", dir: path.join(dataDir, "db") },
    // Never a constant: an install that signed with a public value could be taken over
    // (issue 41). The server replaces this with DATA_DIR/auth-secret (lib/data-dir.ts).
    authSecret: e.AUTH_SECRET ?? processOnlySecret(),
    authSecretSource: e.AUTH_SECRET ? "env" : "process",
    trustProxy: e.TRUST_PROXY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      apiKey: e.AI_API_KEY,
      baseUrl: e.AI_BASE_URL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxAttempts: e.AI_MAX_ATTEMPTS,
      concurrency: e.AI_CONCURRENCY,
    },
    social,
    rateLimit: {
      windowS: e.RATE_LIMIT_WINDOW_S,
      max: e.RATE_LIMIT_MAX,
      authMax: e.RATE_LIMIT_AUTH_MAX,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    signIn: {
      accountMaxFailures: e.SIGNIN_ACCOUNT_MAX_FAILURES,
      accountWindowS: e.SIGNIN_ACCOUNT_WINDOW_S,
      delayBaseS: e.SIGNIN_DELAY_BASE_S,
      delayMaxS: e.SIGNIN_DELAY_MAX_S,
      ipMax: e.SIGNIN_IP_MAX,
      ipWindowS: e.SIGNIN_IP_WINDOW_S,
    },
    bodyLimit: { json: e.BODY_LIMIT_JSON, upload: e.BODY_LIMIT_UPLOAD },
    seedDemo: e.SEED_DEMO,
    jobs: { leaseMs: e.JOB_LEASE_MS },
    logLevel: e.LOG_LEVEL,
    storage: storageConfig(e, dataDir),
    metrics: { token: e.METRICS_TOKEN },
    projects: { reviewWaitHours: e.PROJECT_REVIEW_WAIT_HOURS },
    help: { digestAfterHours: e.HELP_DIGEST_AFTER_HOURS },
  };
}
