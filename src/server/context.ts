import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./mail/mailer";
import type { AiService } from "./ai/ai-service";
import type { JobQueue } from "./jobs/job-queue";
import type { Storage } from "./storage/storage";
import type { SessionUser } from "@shared/contracts/auth";
import type { Language } from "@shared/i18n/languages";

/** Everything a module needs, built once in app.ts (and in tests). */
export interface Deps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** Course generation and translation (provider chosen by AI_PROVIDER). */
  ai: AiService;
  /** Background jobs stored in the database. */
  jobs: JobQueue;
  /** Uploaded files: $DATA_DIR/uploads or an S3-compatible bucket. */
  storage: Storage;
  /** Functions modules register to run when an account is created. */
  onUserCreated: Array<(user: { id: string; email: string }) => Promise<void>>;
  /** Functions modules register to run after each sign-in (session created). */
  onSignIn: Array<(session: { userId: string }) => Promise<void>>;
  /** Called on shutdown (workers, timers). */
  onClose: Array<() => Promise<void> | void>;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    clientIp: string;
    requestId: string;
    /** Loaded lazily by getUser(). */
    sessionUser: SessionUser | null | undefined;
    /** The id of the caller's session, set by getUser() with sessionUser. */
    sessionId: string | undefined;
    lang: Language;
  };
}

export type AppRouter = OpenAPIHono<AppEnv>;
