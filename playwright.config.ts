import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Admin specs create and publish courses: they get a server of their own so that the
// learner specs see only the demo catalogue.
const adminPort = port + 1;
const adminURL = `http://127.0.0.1:${adminPort}`;
// The site spec publishes brand, colours and texts: a server of its own too, so that the
// other admin specs, running at the same time in the other worker, never see its site.
const sitePort = port + 2;
const siteURL = `http://127.0.0.1:${sitePort}`;
// The dark theme spec publishes a site with both logos (decision 0159): the same server.
const SITE_SPECS = ["**/admin-site.spec.ts", "**/dark-theme.spec.ts"];
// A production install's landing and legal pages (issue 46): a server with NODE_ENV=production.
const productionPort = port + 3;
const productionURL = `http://127.0.0.1:${productionPort}`;
const PRODUCTION_SPECS = ["**/landing-production.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  use: {
    baseURL,
    locale: "de-DE",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ["**/admin-*.spec.ts", ...SITE_SPECS, ...PRODUCTION_SPECS],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "admin",
      testMatch: "**/admin-*.spec.ts",
      testIgnore: SITE_SPECS,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: adminURL },
    },
    {
      name: "site",
      testMatch: SITE_SPECS,
      // Its specs publish sites on the one server: one after the other.
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: siteURL },
    },
    {
      name: "production",
      testMatch: PRODUCTION_SPECS,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: productionURL },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { PORT: String(port) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${adminURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { PORT: String(adminPort) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${siteURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { PORT: String(sitePort) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${productionURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(productionPort),
        NODE_ENV: "production",
        AUTH_SECRET: "e2e-production-secret-of-enough-length-0123456789",
      },
    },
  ],
});
