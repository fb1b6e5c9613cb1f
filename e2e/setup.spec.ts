import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, expectNoA11yViolations, test } from "./support/fixtures";
import { expectNoEnglish } from "./support/german-only";

/**
 * First-admin setup (issue 13) on a server of its own: production mode, an empty data
 * folder, so there is no admin and the setup key appears in the log.
 */
let server: ChildProcess | undefined;
let log = "";
let base = "";

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kurswerk-setup-"));
  server = spawn(
    process.execPath,
    [path.resolve(process.env.DIST_DIR ?? "dist", "server/main.js")],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        AUTH_SECRET: "setup-spec-secret-with-more-than-32-characters",
        MIGRATIONS_DIR: path.resolve("drizzle"),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  server.stdout?.on("data", (d) => (log += String(d)));
  server.stderr?.on("data", (d) => (log += String(d)));
  for (let i = 0; i < 600 && !/setup key: \S+/.test(log); i++) {
    if (server.exitCode !== null) throw new Error(`server stopped:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer:\n${log}`);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
});

test("an empty production install creates its first admin with the key from the log", async ({
  page,
}) => {
  const token = /setup key: (\S+)/.exec(log)?.[1];
  expect(token, log).toBeTruthy();

  // The first visit, wherever it lands, shows the setup screen.
  await page.goto(`${base}/app`);
  await expect(page).toHaveURL(`${base}/setup`);
  const heading = page.getByRole("heading", { level: 1, name: "Kurswerk einrichten" });
  await expect(heading).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoEnglish(page, "/setup");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await expectNoEnglish(page, "/setup");
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel("Einrichtungsschlüssel").fill("geraten");
  await page.getByLabel("Name").fill("Greta Gründerin");
  await page.getByLabel("E-Mail").fill("greta@example.com");
  await page.getByLabel("Passwort", { exact: true }).fill("ein-sicheres-passwort");
  await page.getByLabel("Passwort bestätigen").fill("ein-sicheres-passwort");
  await page.getByRole("button", { name: "Admin-Konto anlegen" }).click();
  await expect(page.getByText("Der Einrichtungsschlüssel stimmt nicht.")).toBeVisible();
  await expectNoEnglish(page, "/setup (falscher Schlüssel)");

  await page.getByLabel("Einrichtungsschlüssel").fill(token!);
  await page.getByRole("button", { name: "Admin-Konto anlegen" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen zurück, Greta");

  // Afterwards the screen and the endpoint are gone.
  await page.goto(`${base}/setup`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Die Einrichtung ist abgeschlossen." }),
  ).toBeVisible();
  await expectNoEnglish(page, "/setup (abgeschlossen)");
  const again = await page.request.post(`${base}/api/setup`, {
    data: {
      token,
      name: "Fremde Person",
      email: "fremd@example.com",
      password: "noch-ein-passwort",
      confirmPassword: "noch-ein-passwort",
    },
    headers: { origin: base },
  });
  expect(again.status()).toBe(410);
  await page.goto(`${base}/`);
  await expect(page).toHaveURL(`${base}/`);
});
