import { createRoute } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { mailOutbox } from "../../db/schema";
import type { Db } from "../../db/client";
import { createRouter, json } from "../../lib/openapi";
import { isDraining } from "../../lib/shutdown";
import { escapeHtml } from "@shared/text/html";

export function healthRoutes(ping: () => Promise<void>) {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/health",
      tags: ["system"],
      summary: "Liveness and database check",
      responses: {
        200: json(z.object({ status: z.literal("ok"), database: z.literal("ok") }), "Healthy"),
        503: json(
          z.object({ status: z.literal("error"), database: z.literal("error") }),
          "Database unreachable",
        ),
      },
    }),
    async (c) => {
      try {
        await ping();
        return c.json({ status: "ok" as const, database: "ok" as const }, 200);
      } catch {
        return c.json({ status: "error" as const, database: "error" as const }, 503);
      }
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/health/live",
      tags: ["system"],
      summary: "Liveness: the process answers (touches no database)",
      responses: {
        200: json(z.object({ status: z.literal("ok") }), "The process is alive"),
      },
    }),
    (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" as const }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/health/ready",
      tags: ["system"],
      summary: "Readiness: the database answers and the process is not draining",
      responses: {
        200: json(z.object({ status: z.literal("ok"), database: z.literal("ok") }), "Ready"),
        503: json(
          z.object({
            status: z.enum(["draining", "error"]),
            database: z.enum(["ok", "error", "unchecked"]),
          }),
          "Draining or database unreachable",
        ),
      },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      if (isDraining())
        return c.json({ status: "draining" as const, database: "unchecked" as const }, 503);
      try {
        await ping();
        return c.json({ status: "ok" as const, database: "ok" as const }, 200);
      } catch {
        return c.json({ status: "error" as const, database: "error" as const }, 503);
      }
    },
  );
  return app;
}

/** Outside production: the outbox, readable in a browser and as JSON (for tests). */
export function devMailboxRoutes() {
  const app = createRouter();
  const load = (c: { get: (k: "deps") => { db: Db } }, to?: string) =>
    c
      .get("deps")
      .db.select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);

  app.get("/dev/mailbox.json", async (c) => {
    const rows = await load(c, c.req.query("to") ?? undefined);
    return c.json({
      messages: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        kind: r.kind,
        status: r.status,
        links: r.text.match(/https?:\/\/\S+/g) ?? [],
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });

  app.get("/dev/mailbox", async (c) => {
    const rows = await load(c, c.req.query("to") ?? undefined);
    const items = rows
      .map((r) => {
        const body = escapeHtml(r.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
        return `<article><h2>${escapeHtml(r.subject)}</h2><p class="meta">An ${escapeHtml(r.to)} · ${escapeHtml(r.kind)} · ${escapeHtml(r.status)} · ${r.createdAt.toLocaleString("de-DE")}</p><pre>${body}</pre></article>`;
      })
      .join("\n");
    return c.html(`<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Postausgang – Kurswerk (Entwicklung)</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1e293b}article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#475569;font-size:.9rem}a{color:#4338ca}</style></head>
<body><main><h1>Postausgang</h1><p>Nachrichten, die Kurswerk ohne SMTP-Server gespeichert hat (nur außerhalb der Produktion sichtbar).</p>${items || "<p>Noch keine Nachrichten.</p>"}</main></body></html>`);
  });
  return app;
}
