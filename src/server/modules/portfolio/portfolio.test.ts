import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  certificates,
  courseProjects,
  courses,
  portfolioHandles,
  projectSubmissions,
  projectSubmissionVersions,
} from "../../db/schema";
import type { PortfolioSettings, SavePortfolioRequest } from "@shared/contracts/portfolio";
import type { SubmissionStatus } from "@shared/domain/projects";
import type { PracticeFile } from "@shared/domain/practice";
import { rubric } from "../../test/projects-helpers";
import { makeImage, uploadForm } from "../../test/images";
import { defaultSiteDocument } from "@shared/contracts/site";

/** The public portfolio (issue 30, decision 0128): settings API and the public page. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Err = { error: { code: string; message: string; details?: { state?: PortfolioSettings } } };

function as(cookie: string) {
  return {
    get: async () => {
      const res = await t.request("/api/me/portfolio", { cookie });
      return { status: res.status, body: (await res.json()) as PortfolioSettings };
    },
    put: async (body: SavePortfolioRequest, headers: Record<string, string> = {}) => {
      const res = await t.request("/api/me/portfolio", {
        method: "PUT",
        json: body,
        cookie,
        headers,
      });
      return { status: res.status, body: (await res.json()) as PortfolioSettings & Err };
    },
  };
}

const base = (over: Partial<SavePortfolioRequest> = {}): SavePortfolioRequest => ({
  enabled: true,
  handle: null,
  bio: "",
  links: [],
  projects: [],
  noindex: false,
  expectedRevision: 0,
  ...over,
});

let courseCount = 0;
/** A project of a new course with a submission of `userId` in `status` (passed: a passed version). */
async function submission(
  userId: string,
  opts: {
    status?: SubmissionStatus;
    title?: string;
    runtime?: "web" | "external" | "javascript";
    files?: PracticeFile[];
    summary?: string;
  } = {},
) {
  const db = t.deps.db;
  const [c] = await db
    .insert(courses)
    .values({ title: `Kurs ${++courseCount}`, description: "", isPublished: true, language: "de" })
    .returning({ id: courses.id });
  const [p] = await db
    .insert(courseProjects)
    .values({
      courseId: c!.id,
      title: opts.title ?? "Landingpage",
      brief: "Baue eine **Landingpage** für ein Café.",
      runtime: opts.runtime ?? "web",
      rubric,
    })
    .returning({ id: courseProjects.id });
  const status = opts.status ?? "passed";
  const files = opts.files ?? [
    { name: "index.html", content: '<h1>Café</h1><script src="script.js"></script>' },
    { name: "script.js", content: "document.title = 'Café <3';" },
  ];
  const [s] = await db
    .insert(projectSubmissions)
    .values({
      projectId: p!.id,
      courseId: c!.id,
      userId,
      status,
      version: status === "draft" ? 0 : 1,
      files,
      description: "Meine Seite",
      summary: status === "passed" ? (opts.summary ?? "Sauber gelöst") : null,
      decidedAt: status === "passed" ? new Date() : null,
    })
    .returning({ id: projectSubmissions.id });
  if (status !== "draft")
    await db.insert(projectSubmissionVersions).values({
      submissionId: s!.id,
      version: 1,
      files,
      description: "Meine Seite",
      screenshots: [],
      submittedAt: new Date(),
      decision: status === "passed" ? "passed" : status === "revise" ? "revise" : null,
      summary: status === "passed" ? (opts.summary ?? "Sauber gelöst") : null,
      decidedAt: status === "passed" ? new Date() : null,
    });
  return { submissionId: s!.id, courseId: c!.id };
}

const page = (handle: string, headers: Record<string, string> = {}) =>
  t.request(`/p/${handle}`, { headers: { accept: "text/html", ...headers } });

describe("portfolio settings", () => {
  it("is off by default, needs sign-in, and only the owner's own portfolio is edited", async () => {
    expect((await t.request("/api/me/portfolio")).status).toBe(401);
    const a = await t.signIn("user");
    const me = as(a.cookie);
    const first = await me.get();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ enabled: false, handle: null, revision: 0, projects: [] });
    const saved = await me.put(base({ handle: "Ada-Dev" }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, handle: "ada-dev", revision: 1 });
    // Another learner reads and writes only their own portfolio.
    const b = as((await t.signIn("user")).cookie);
    expect((await b.get()).body).toMatchObject({ handle: null, revision: 0 });
    const stolen = await b.put(base({ handle: "ada-dev" }));
    expect(stolen.status).toBe(409);
    expect(stolen.body.error.code).toBe("HANDLE_TAKEN");
    expect((await me.get()).body).toMatchObject({ handle: "ada-dev", enabled: true });
  });

  it("validates handle, links and the switch, in the caller's language", async () => {
    const user = await t.signIn("user");
    const me = as(user.cookie);
    const bad = await me.put(base({ handle: "-x" }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("3 bis 30 Zeichen");
    const reserved = await me.put(base({ handle: "admin" }));
    expect(reserved.status).toBe(400);
    await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "en" },
      cookie: user.cookie,
    });
    const js = await me.put(
      base({ handle: "links-test", links: [{ label: "X", url: "javascript:alert(1)" }] }),
    );
    expect(js.status).toBe(400);
    expect(js.body.error.message).toContain("http:// or https://");
    const noHandle = await me.put(base({ handle: null, enabled: true }));
    expect(noHandle.status).toBe(400);
    expect(noHandle.body.error.message).toContain("Choose an address");
  });

  it("answers a stale revision with 409 and the stored state; a repeated save is idempotent", async () => {
    const me = as((await t.signIn("user")).cookie);
    const body = base({ handle: "idem-pot", bio: "Hallo" });
    const one = await me.put(body);
    expect(one.body.revision).toBe(1);
    // The same save again (a retry with the old revision) changes nothing.
    const again = await me.put(body);
    expect(again.status).toBe(200);
    expect(again.body.revision).toBe(1);
    const stale = await me.put({ ...body, bio: "Anders" });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("REVISION_CONFLICT");
    expect(stale.body.error.message).toContain("an anderer Stelle geändert");
    expect(stale.body.error.details?.state).toMatchObject({ bio: "Hallo", revision: 1 });
  });

  it("gives a handle to exactly one of two parallel claims", async () => {
    const a = as((await t.signIn("user")).cookie);
    const b = as((await t.signIn("user")).cookie);
    const answers = await Promise.all([
      a.put(base({ handle: "race-handle" })),
      b.put(base({ handle: "race-handle" })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [rows] = [
      await t.deps.db
        .select()
        .from(portfolioHandles)
        .where(sql`handle = 'race-handle'`),
    ];
    expect(rows).toHaveLength(1);
  });

  it("accepts only the learner's own passed projects", async () => {
    const a = await t.signIn("user");
    const other = await t.signIn("user");
    const passed = await submission(a.userId);
    const revise = await submission(a.userId, { status: "revise" });
    const foreign = await submission(other.userId);
    const me = as(a.cookie);
    const read = await me.get();
    expect(read.body.passedProjects.map((p) => p.submissionId)).toEqual([passed.submissionId]);
    for (const id of [revise.submissionId, foreign.submissionId]) {
      const res = await me.put(
        base({
          handle: `own-${id.slice(0, 6)}`,
          projects: [{ submissionId: id, showReviewSummary: true }],
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain("bestandenen Projekte");
    }
  });
});

describe("public page", () => {
  it("shows only the chosen passed projects in their order, certificates and the allowed summary", async () => {
    const a = await t.signIn("user");
    await t.request("/api/me/profile", {
      method: "PUT",
      json: { name: "Ada Lovelace" },
      cookie: a.cookie,
    });
    const one = await submission(a.userId, { title: "Erstes <Projekt>", summary: "Geheim gut" });
    const two = await submission(a.userId, { title: "Zweites Projekt", summary: "Sichtbar gut" });
    const hidden = await submission(a.userId, { title: "Nicht gewählt" });
    const [cert] = await t.deps.db
      .insert(certificates)
      .values({
        userId: a.userId,
        courseId: one.courseId,
        learnerName: "Ada",
        courseTitle: "Webkurs",
        language: "de",
      })
      .returning({ id: certificates.id });
    const me = as(a.cookie);
    const saved = await me.put(
      base({
        handle: "ada",
        bio: "Quereinsteigerin <b>Web</b>",
        links: [{ label: "GitHub", url: "https://github.com/ada" }],
        projects: [
          { submissionId: two.submissionId, showReviewSummary: true },
          { submissionId: one.submissionId, showReviewSummary: false },
        ],
      }),
    );
    expect(saved.status).toBe(200);
    expect(hidden.submissionId).toBeTruthy();

    await t.deps.db.execute(
      sql`update "user" set image = '/uploads/avatars/ada.webp' where id = ${a.userId}`,
    );
    const res = await page("ada", { "accept-language": "de-DE,de;q=0.9" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain(
      '<img class="avatar" src="/uploads/avatars/ada.webp" alt="Profilbild von Ada Lovelace"',
    );
    expect(html).toContain("Quereinsteigerin &lt;b&gt;Web&lt;/b&gt;");
    expect(html).toContain('href="https://github.com/ada"');
    expect(html).toContain("Erstes &lt;Projekt&gt;");
    expect(html.indexOf("Zweites Projekt")).toBeLessThan(html.indexOf("Erstes &lt;Projekt&gt;"));
    expect(html).not.toContain("Nicht gewählt");
    expect(html).toContain("Sichtbar gut");
    expect(html).not.toContain("Geheim gut");
    expect(html).toContain(`/verify/${cert!.id}`);
    expect(html).toContain('property="og:image"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(
      '<meta name="twitter:image" content="http://localhost:3000/p/ada/card.png"/>',
    );
    expect(html).toContain('sandbox="allow-scripts"');
    expect(html).not.toContain("allow-same-origin");
    expect(html).not.toMatch(/<script/i); // no script of ours; learner code only inside srcdoc
    expect(html).not.toContain("noindex");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-/);
    expect(csp).toContain("frame-ancestors 'none'");

    const english = await (await page("ada", { "accept-language": "fr-FR,en;q=0.8" })).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("Certificates");

    const card = await t.request("/p/ada/card.png");
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await card.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");

    const download = await t.request("/p/ada?download=1", { headers: { accept: "text/html" } });
    expect(download.headers.get("content-disposition")).toContain("portfolio-ada.html");
    const file = await download.text();
    expect(file).toContain('http-equiv="Content-Security-Policy"');
    expect(file).toContain("http://localhost:3000/verify/");
  });

  it("shows the learner's own description instead of the assignment, as escaped paragraphs (issue 46)", async () => {
    const a = await t.signIn("user");
    const own = await submission(a.userId, { title: "Café-Seite" });
    const plain = await submission(a.userId, { title: "Zweite Seite" });
    const me = as(a.cookie);
    // The settings offer the assignment as plain text, the default the learner replaces.
    const before = await me.get();
    expect(before.body.passedProjects.map((p) => p.briefSummary)).toEqual([
      "Baue eine Landingpage für ein Café.",
      "Baue eine Landingpage für ein Café.",
    ]);
    const text =
      "Eine Startseite für das Café Morgenrot: Öffnungszeiten,\nKarte und Anfahrt.\n\n<script>alert(1)</script> Gelernt: Grid.";
    const saved = await me.put(
      base({
        handle: "beschreibung",
        projects: [
          { submissionId: own.submissionId, showReviewSummary: false, description: `  ${text}  ` },
          { submissionId: plain.submissionId, showReviewSummary: false },
        ],
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.projects.map((p) => p.description)).toEqual([text, ""]);
    // The same content again is no new revision.
    const again = await me.put(
      base({
        handle: "beschreibung",
        projects: saved.body.projects,
        expectedRevision: saved.body.revision,
      }),
    );
    expect(again.body.revision).toBe(saved.body.revision);

    const html = await (await page("beschreibung")).text();
    const [first, second] = html.split('<article class="project"').slice(1);
    expect(first).toContain(
      '<p class="public">Eine Startseite für das Café Morgenrot: Öffnungszeiten,<br/>Karte und Anfahrt.</p>',
    );
    expect(first).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Gelernt: Grid.");
    expect(first).not.toContain("Baue eine Landingpage");
    // Without one, the assignment's summary, as before.
    expect(second).toContain("<p>Baue eine Landingpage für ein Café.</p>");

    // Longer than 1000 characters: refused on the server, in the caller's language.
    const long = await me.put(
      base({
        handle: "beschreibung",
        projects: [
          {
            submissionId: own.submissionId,
            showReviewSummary: false,
            description: "x".repeat(1001),
          },
        ],
        expectedRevision: saved.body.revision,
      }),
    );
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(
      "Die Beschreibung eines Projekts hat höchstens 1000 Zeichen",
    );
  });

  it("a project that is no longer passed disappears from the page", async () => {
    const a = await t.signIn("user");
    const s = await submission(a.userId, { title: "Bald weg" });
    const me = as(a.cookie);
    await me.put(
      base({
        handle: "weg-test",
        projects: [{ submissionId: s.submissionId, showReviewSummary: false }],
      }),
    );
    expect(await (await page("weg-test")).text()).toContain("Bald weg");
    await t.deps.db.execute(
      sql`update project_submissions set status = 'revise' where id = ${s.submissionId}`,
    );
    expect(await (await page("weg-test")).text()).not.toContain("Bald weg");
  });

  it("answers 404 for an unknown or switched-off portfolio, and noindex when chosen", async () => {
    expect((await page("nobody-here")).status).toBe(404);
    expect((await page("Not_A_Handle!")).status).toBe(404);
    const me = as((await t.signIn("user")).cookie);
    const on = await me.put(base({ handle: "switch", noindex: true }));
    const res = await page("switch");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    await me.put(
      base({ handle: "switch", enabled: false, noindex: true, expectedRevision: on.body.revision }),
    );
    const off = await page("switch");
    expect(off.status).toBe(404);
    expect(await off.text()).toContain("Portfolio");
    expect((await t.request("/p/switch/card.png")).status).toBe(404);
  });

  it("redirects an old handle to the new one for 30 days, then lets it go", async () => {
    const a = await t.signIn("user");
    const me = as(a.cookie);
    const first = await me.put(base({ handle: "old-name" }));
    const second = await me.put(
      base({ handle: "new-name", expectedRevision: first.body.revision }),
    );
    expect(second.status).toBe(200);
    const moved = await page("old-name");
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("/p/new-name");
    // Reserved for the redirect: nobody else can take it meanwhile.
    const other = as((await t.signIn("user")).cookie);
    expect((await other.put(base({ handle: "old-name" }))).body.error.code).toBe("HANDLE_TAKEN");
    // After 30 days the redirect ends and the handle is free again.
    await t.deps.db.execute(
      sql`update portfolio_handles set released_at = now() - interval '31 days' where handle = 'old-name'`,
    );
    expect((await page("old-name")).status).toBe(404);
    expect((await other.put(base({ handle: "old-name" }))).status).toBe(200);
    expect((await page("old-name")).status).toBe(200);
    expect((await page("new-name")).status).toBe(200);
  });

  it("links the published site's favicon like the other pages, the built-in one before", async () => {
    const me = as((await t.signIn("user")).cookie);
    expect((await me.put(base({ handle: "with-icon" }))).status).toBe(200);
    const before = await (await page("with-icon")).text();
    expect(before).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');

    const admin = await t.signIn("admin");
    const upload = await t.request("/api/admin/site/images/favicon", {
      method: "POST",
      body: uploadForm(await makeImage("png", { width: 64, height: 64 }), "f.png"),
      cookie: admin.cookie,
    });
    const icon = ((await upload.json()) as { url: string }).url;
    const doc = defaultSiteDocument();
    doc.brand.favicon = icon;
    const published = await t.request("/api/admin/site", {
      method: "PUT",
      cookie: admin.cookie,
      json: { expectedRevision: 0, document: doc },
    });
    expect(published.status).toBe(200);

    const res = await page("with-icon");
    const html = await res.text();
    const small = icon.replace(".webp", "-32.webp");
    expect(html).toContain(`<link rel="icon" type="image/webp" sizes="32x32" href="${small}"/>`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${icon}"/>`);
    expect(html).not.toContain("/favicon.svg");
    // Still one statement: the favicon comes with the page's own read.
    expect(Number(res.headers.get("x-sql-statements"))).toBe(1);
    // The download names it by its full address.
    const download = await (
      await t.request("/p/with-icon?download=1", { headers: { accept: "text/html" } })
    ).text();
    expect(download).toContain(`href="http`);
    expect(download).toContain(`${small}"`);
  });

  it("reads the page in one statement whatever the number of projects", async () => {
    const statements = async (n: number, handle: string) => {
      const a = await t.signIn("user");
      const items = [];
      for (let i = 0; i < n; i++)
        items.push({
          submissionId: (await submission(a.userId, { title: `P${i}` })).submissionId,
          showReviewSummary: true,
        });
      expect((await as(a.cookie).put(base({ handle, projects: items }))).status).toBe(200);
      const res = await page(handle);
      expect(res.status).toBe(200);
      return Number(res.headers.get("x-sql-statements"));
    };
    const small = await statements(1, "count-small");
    const large = await statements(6, "count-large");
    expect(small).toBe(1);
    expect(large).toBe(small);
    const settingsCount = async (cookie: string) =>
      Number((await t.request("/api/me/portfolio", { cookie })).headers.get("x-sql-statements"));
    const a = await t.signIn("user");
    const c1 = await settingsCount(a.cookie);
    for (let i = 0; i < 4; i++) await submission(a.userId);
    expect(await settingsCount(a.cookie)).toBe(c1);
  });
});

describe("personal data", () => {
  it("exports the portfolio and removes it with the account", async () => {
    const a = await t.signIn("user");
    const me = as(a.cookie);
    await me.put(base({ handle: "gdpr-one", bio: "Meine Bio" }));
    const exp = await t.request("/api/me/export", { cookie: a.cookie });
    expect(exp.status).toBe(200);
    const data = (await exp.json()) as {
      portfolio: { settings: { bio: string }; handles: { handle: string }[] };
    };
    expect(data.portfolio.settings.bio).toBe("Meine Bio");
    expect(data.portfolio.handles.map((h) => h.handle)).toEqual(["gdpr-one"]);
    const del = await t.request("/api/me/delete", {
      method: "POST",
      json: { email: a.email },
      cookie: a.cookie,
    });
    expect(del.status).toBe(200);
    expect((await page("gdpr-one")).status).toBe(404);
    const left = await t.deps.db.execute(
      sql`select 1 from portfolio_handles where user_id = ${a.userId}`,
    );
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});
