import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { certificates } from "../../db/schema";
import { defaultSiteDocument, type SiteDocument } from "@shared/contracts/site";
import { brandedSender, createMailer } from "../../mail/mailer";
import { startSmtpServer } from "../../test/smtp";
import { silentLogger } from "../../lib/logger";

/**
 * The published brand name in e-mails, certificates and the PDF (issue 31, decision 0153):
 * "Musterschule" everywhere once published, "Kurswerk" while nothing is, with no statement
 * of its own.
 */

const statements = (r: Response) => Number(r.headers.get("x-sql-statements"));

/** Decodes the text a PDF shows (pdfkit writes hex strings in TJ arrays when uncompressed). */
function pdfText(buf: ArrayBuffer) {
  const raw = Buffer.from(buf).toString("latin1");
  return [...raw.matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]+)>/g)]
        .map((h) => Buffer.from(h[1]!, "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

describe("the brand in e-mails, certificates and the PDF", () => {
  let t: TestApp;
  let admin: { cookie: string; userId: string; email: string };
  let learner: { cookie: string; userId: string; email: string };
  let certId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn("admin");
    learner = await t.signIn("user", "brand-learner@example.com");
    const [cert] = await t.deps.db
      .insert(certificates)
      .values({
        userId: learner.userId,
        learnerName: "Zoë Ärger",
        courseTitle: "Webentwicklung",
        language: "de",
      })
      .returning({ id: certificates.id });
    certId = cert!.id;
  });
  afterAll(() => t.close());

  const publish = async (name: string, color = "") => {
    const cur = await (await t.request("/api/admin/site", { cookie: admin.cookie })).json();
    const doc: SiteDocument = { ...defaultSiteDocument(), ...cur.document };
    doc.brand = { ...doc.brand, name, primaryColor: color };
    const r = await t.request("/api/admin/site", {
      method: "PUT",
      cookie: admin.cookie,
      json: { expectedRevision: cur.revision, document: doc },
    });
    expect(r.status).toBe(200);
  };

  const resetMail = async (email: string, ip: string) => {
    const r = await t.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/auth?type=recovery" },
      ip,
    });
    expect(r.status).toBe(200);
    const mails = (await t.outbox(email)).filter((m) => m.kind === "reset-password");
    return { mail: mails.at(-1)!, sql: statements(r) };
  };

  const pdf = async () => {
    const r = await t.request(`/api/me/certificates/${certId}/pdf`, { cookie: learner.cookie });
    expect(r.status).toBe(200);
    return {
      text: pdfText(await r.arrayBuffer()),
      raw: r,
      sql: statements(r),
      file: r.headers.get("content-disposition"),
    };
  };

  let before: { mailSql: number; pdfSql: number };

  it("keeps the built-in name while nothing is published", async () => {
    const { mail, sql } = await resetMail(learner.email, "10.9.0.1");
    expect(mail.subject).toBe("Setze dein Kurswerk-Passwort zurück");
    expect(mail.html).toContain("#4f46e5");
    const p = await pdf();
    expect(p.text).toContain("KURSWERK");
    expect(p.file).toContain("kurswerk-zertifikat-");
    before = { mailSql: sql, pdfSql: p.sql };
  });

  it("names the published brand in subject, text, html and the PDF, with no extra statement", async () => {
    await publish("Musterschule & <Co>", "#0f766e");
    // Sign-up mail (verify) and reset mail: every template goes through the outbox insert.
    const { mail, sql } = await resetMail(learner.email, "10.9.0.2");
    expect(mail.subject).toBe("Setze dein Musterschule & <Co>-Passwort zurück");
    expect(mail.text).not.toContain("Kurswerk");
    expect(mail.html).not.toContain("Kurswerk");
    expect(mail.html).toContain("#0f766e");
    expect(sql).toBe(before.mailSql);
    // The sign-up mail names the platform in subject, text and HTML body.
    const signUp = await t.request("/api/auth/sign-up/email", {
      json: {
        name: "Neue Person",
        email: "brand-new@example.com",
        password: "sicheres-pw-1",
        language: "de",
        callbackURL: "/app",
      },
      ip: "10.9.0.3",
    });
    expect(signUp.status).toBe(200);
    const [verify] = await t.outbox("brand-new@example.com");
    expect(verify!.subject).toBe("Bestätige deine E-Mail-Adresse für Musterschule & <Co>");
    expect(verify!.text).toContain("willkommen bei Musterschule & <Co>!");
    expect(verify!.text).toContain("nicht bei Musterschule & <Co> registriert");
    expect(verify!.html).toContain("willkommen bei Musterschule &amp; &lt;Co&gt;!");
    // In HTML the name is escaped.
    const stored = createMailer({ db: t.deps.db, logger: silentLogger, from: "x@y.z" });
    await stored.send({
      to: "escape@example.com",
      subject: "Willkommen bei Kurswerk",
      text: "Kurswerk",
      html: "<p>Willkommen bei Kurswerk</p>",
      kind: "test",
      language: "de",
    });
    const [escaped] = await t.outbox("escape@example.com");
    expect(escaped!.html).toBe("<p>Willkommen bei Musterschule &amp; &lt;Co&gt;</p>");
    expect(escaped!.text).toBe("Musterschule & <Co>");

    const p = await pdf();
    expect(p.text).toContain("MUSTERSCHULE & <CO>");
    expect(p.text).not.toContain("KURSWERK");
    expect(p.text).toContain("Zoë Ärger");
    expect(p.file).toContain("musterschule-co-zertifikat-");
    expect(p.sql).toBe(before.pdfSql);
  });

  it("sends under the brand's display name over SMTP", async () => {
    await publish("Musterschule");
    const port = await freePort();
    const smtp = await startSmtpServer(port);
    try {
      const mailer = createMailer({
        db: t.deps.db,
        logger: silentLogger,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "Kurswerk <noreply@kurswerk.local>",
      });
      const res = await mailer.send({
        to: "smtp-brand@example.com",
        subject: "Willkommen bei Kurswerk",
        text: "Kurswerk",
        html: "<p>Kurswerk</p>",
        kind: "test",
        language: "de",
      });
      expect(res.status).toBe("sent");
      expect(smtp.received[0]).toMatch(/From: Musterschule <noreply@kurswerk\.local>/);
      expect(smtp.received[0]).toContain("Subject: Willkommen bei Musterschule");
    } finally {
      await smtp.close();
    }
  });

  it("keeps an operator's own sender name", () => {
    expect(brandedSender("Akademie <a@b.de>", "Musterschule")).toBe("Akademie <a@b.de>");
    expect(brandedSender("Kurswerk <a@b.de>", "Kurswerk")).toBe("Kurswerk <a@b.de>");
    expect(brandedSender('"Kurswerk Team" <a@b.de>', "Muster")).toEqual({
      name: "Muster Team",
      address: "a@b.de",
    });
    expect(brandedSender("a@b.de", "Muster")).toBe("a@b.de");
  });
});
