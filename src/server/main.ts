import { serve } from "@hono/node-server";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config";
import { DatabaseLockedError, openDatabase } from "./db/client";
import { createLogger } from "./lib/logger";
import { createDeps } from "./deps";
import { createApp } from "./app";
import { seedDemo } from "./db/seed/seed";
import { startBackground } from "./modules/background";
import { exposureWarning } from "./lib/dev-only";
import { announceSetupToken } from "./modules/setup/setup.service";
import { gracefulShutdown } from "./lib/shutdown";
import { loadEnvFile } from "./lib/env-file";
import {
  DataDirError,
  prepareDataDir,
  privateFiles,
  repairModes,
  secretNotice,
} from "./lib/data-dir";

async function main() {
  // Whatever this process writes is its user's only, whatever umask it got (decision 0174).
  privateFiles();
  // .env of the working directory; the real environment wins (decision 0130).
  const envFile = loadEnvFile();
  let config;
  let dataDir;
  try {
    // DATA_DIR private (repaired or refused), the session secret kept there (0172, 0174).
    dataDir = prepareDataDir(loadConfig());
    config = dataDir.config;
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DataDirError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger({ level: config.logLevel, json: config.isProduction });
  if (dataDir.report.repaired)
    logger.warn(`made ${dataDir.report.repaired} files and folders in DATA_DIR private (700/600)`, {
      dataDir: config.dataDir,
    });
  const notice = secretNotice(config, dataDir.report);
  if (notice) logger.info(notice);
  // PGlite gives the files it creates mode 666 itself; the folder's 700 keeps them out of
  // reach, and they are made 600 after the migrations and at shutdown (decision 0174).
  const repairData = () => {
    if (config.database.kind === "pglite" || config.storage.kind === "local")
      repairModes(config.dataDir);
  };
  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (envFile) logger.info("read .env", { file: envFile });
  logger.info("database open", { kind: database.kind });
  await database.migrate();
  logger.info("migrations applied");

  const deps = createDeps(config, database, logger);
  if (config.seedDemo) await seedDemo(deps);
  repairData();
  // Without an admin (a production install's first start): a setup key in the log, /setup.
  await announceSetupToken(deps);

  // The built web app sits beside the server bundle (dist/web); in development Vite serves it.
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../web");
  const app = createApp(deps, {
    webDir: fs.existsSync(path.join(webDir, "assets")) ? webDir : undefined,
    ping: database.ping,
    dumpDataDir: database.dumpDataDir,
  });
  startBackground(deps);
  deps.mailer.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Kurswerk listens on ${config.baseUrl}`, { port: info.port, host: config.host });
    const warning = exposureWarning(config);
    if (warning) logger.warn(warning);
  });
  // Idle keep-alive connections stay open longer than a reverse proxy's or a client's own
  // idle timeout (commonly 60 s): Node's default of 5 s let a client reuse a connection the
  // server was closing at that moment, and the request failed with ECONNRESET.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info("shutting down", { signal });
    try {
      await gracefulShutdown({ deps, database, server, graceMs: config.shutdownGraceMs });
      repairData();
    } catch (err) {
      logger.error("shutdown failed", { error: String(err) });
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error("Kurswerk failed to start:", err);
  process.exit(1);
});
