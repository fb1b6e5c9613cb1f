// Once per vitest run: the migrated template every test file's fresh database is copied
// from (decision 0170). The PGlite run makes (or finds) a dumped data folder, the run with
// TEST_DATABASE_URL a template database on that server. The harness falls back to
// migrating from scratch when nothing was provided.
import type { TestProject } from "vitest/node";
import { pgliteTemplate, postgresTemplate } from "./server/test/db-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The gzip tarball of a migrated PGlite data folder. */
    pgliteTemplate: string | null;
    /** A migrated template database on TEST_DATABASE_URL's server. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const url = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", url ? await postgresTemplate(url) : null);
  project.provide("pgliteTemplate", url ? null : await pgliteTemplate());
  const ms = Math.round(performance.now() - started);
  if (ms > 1000) console.log(`migrated test database template ready in ${ms} ms`);
}
