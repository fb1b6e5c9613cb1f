import type { Config } from "./config";
import type { Deps } from "./context";
import type { Database } from "./db/client";
import { createAuth } from "./auth/auth";
import { createMailer } from "./mail/mailer";
import type { Logger } from "./lib/logger";
import { createAiService } from "./ai/ai-service";
import { createJobQueue } from "./jobs/job-queue";
import { createStorage } from "./storage/storage";

/** Wires the server's parts together; used by main.ts and by the API tests. */
export function createDeps(config: Config, database: Database, logger: Logger): Deps {
  const mailer = createMailer({
    db: database.db,
    logger,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
  });
  const onUserCreated: Deps["onUserCreated"] = [];
  const onSignIn: Deps["onSignIn"] = [];
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    logger,
    hooks: {
      onUserCreated: async (u) => {
        for (const fn of onUserCreated) await fn(u);
      },
      onSignIn: async (s) => {
        for (const fn of onSignIn) await fn(s);
      },
    },
  });
  const ai = createAiService(config, logger);
  const jobs = createJobQueue(database.db, logger, {
    staleAfterMs: config.jobs.leaseMs,
    heartbeatMs: Math.max(250, Math.floor(config.jobs.leaseMs / 3)),
  });
  // Stopping the worker is harmless when it never started (API tests).
  const onClose: Deps["onClose"] = [() => jobs.stop()];
  const storage = createStorage(config.storage);
  return {
    config,
    db: database.db,
    logger,
    mailer,
    auth,
    ai,
    jobs,
    storage,
    onUserCreated,
    onSignIn,
    onClose,
  };
}
