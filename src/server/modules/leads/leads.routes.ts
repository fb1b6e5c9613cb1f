import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  createLeadResponse,
  createLeadSchema,
  leadTeaserQuery,
  leadTeaserResponse,
  leadTokenBody,
  leadTokenSchema,
  okResponse,
} from "@shared/contracts/leads";
import { errorResponse } from "@shared/contracts/auth";
import type { AppEnv, Deps } from "../../context";
import { AppError, notFound } from "../../lib/errors";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { unsubscribePage } from "../../mail/lead-templates";
import { leadConfirmPage } from "../../mail/lead-confirm-templates";
import { confirmLeadChange, findPendingLeadLanguage, requestLeadChange } from "./lead-confirm";
import {
  findLeadLanguage,
  findLeadForDev,
  findLeadTeaser,
  markLeadRegisteredByEmail,
  markLeadRegisteredByToken,
  leadAnswers,
  normalizeEmail,
  saveLead,
  trackLeadClick,
  unsubscribeLead,
} from "./leads.service";
import { readForm, readJsonObject } from "../../lib/json-body";
import { echoGoal } from "./lead-echo";

const leadNotFound = () => notFound("LEAD_NOT_FOUND", "v:leadNotFound");
const tooMany = { 429: json(errorResponse, "Too many requests from this address") };

/**
 * Funnel leads. Visitors never read a lead: creating one returns an opaque token, and
 * every other call needs that token (only its SHA-256 is stored).
 */
export function leadsRoutes(deps: Deps) {
  const app = createRouter();

  deps.onUserCreated.push(async (u) => {
    await markLeadRegisteredByEmail(deps, u.email);
  });

  /** General per-address limit for the token calls; lead capture has the stricter auth limit. */
  const limit = (c: Context<AppEnv>, scope: "leads-create" | "leads") => {
    const { rateLimit } = c.get("deps").config;
    return enforceRateLimit(c.get("deps").db, {
      scope,
      clientIp: c.get("clientIp"),
      max: scope === "leads-create" ? rateLimit.authMax : rateLimit.max,
      windowS: scope === "leads-create" ? 60 : rateLimit.windowS,
    });
  };

  app.openapi(
    createRoute({
      method: "post",
      path: "/leads",
      tags: ["leads"],
      summary:
        "Save the funnel answers of a new e-mail address and return the lead's token; for a known address the answers wait for the owner's confirmation by mail",
      request: jsonBody(createLeadSchema),
      responses: { 201: json(createLeadResponse, "Saved"), 400: errors[400], ...tooMany },
    }),
    async (c) => {
      const input = c.req.valid("json");
      await limit(c, "leads-create");
      const deps = c.get("deps");
      // A known address: nothing changes until its owner confirms by mail (decision 0032).
      const { token } =
        (await saveLead(deps, input)) ??
        (await requestLeadChange(deps, normalizeEmail(input.email), {
          ...leadAnswers(input),
          utmSource: input.utmSource || null,
        }));
      return c.json({ token }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/leads/teaser",
      tags: ["leads"],
      summary: "The goal of the lead a token opens (for the teaser on /auth)",
      request: { query: leadTeaserQuery },
      responses: {
        200: json(leadTeaserResponse, "The goal"),
        400: errors[400],
        404: errors[404],
        ...tooMany,
      },
    }),
    async (c) => {
      await limit(c, "leads");
      const { token, email } = c.req.valid("query");
      const deps = c.get("deps");
      // A stored lead's goal, or the goal a repeated funnel sent (echo token, decision 0184).
      const teaser =
        (await findLeadTeaser(deps, token, email)) ?? echoGoal(deps.config.authSecret, token);
      if (!teaser) throw leadNotFound();
      return c.json({ goal: teaser.goal }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/leads/click",
      tags: ["leads"],
      summary: "Record that the welcome e-mail's link was opened",
      request: jsonBody(leadTokenBody),
      responses: {
        200: json(okResponse, "Recorded"),
        400: errors[400],
        404: errors[404],
        ...tooMany,
      },
    }),
    async (c) => {
      await limit(c, "leads");
      const { token } = c.req.valid("json");
      const deps = c.get("deps");
      // An echo token (a repeated funnel, decision 0184) has no lead to write: ok, as for one.
      if (!(await trackLeadClick(deps, token)) && !echoGoal(deps.config.authSecret, token))
        throw leadNotFound();
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/leads/registered",
      tags: ["leads"],
      summary: "Mark the lead registered when a social sign-in starts from the funnel",
      request: jsonBody(leadTokenBody),
      responses: {
        200: json(okResponse, "Marked"),
        400: errors[400],
        404: errors[404],
        ...tooMany,
      },
    }),
    async (c) => {
      await limit(c, "leads");
      const { token } = c.req.valid("json");
      const deps = c.get("deps");
      // An echo token marks nothing: the account's creation marks the lead (by its address).
      const ok =
        (await markLeadRegisteredByToken(deps, token)) || !!echoGoal(deps.config.authSecret, token);
      if (!ok) throw leadNotFound();
      return c.json({ ok: true as const }, 200);
    },
  );

  // The welcome e-mail's unsubscribe link: a page that asks, then a form POST that does it
  // (a plain GET never unsubscribes, so link scanners in mail clients change nothing).
  app.get("/leads/unsubscribe", async (c) => {
    await limit(c, "leads");
    const parsed = leadTokenSchema.safeParse(c.req.query("token") ?? "");
    const lang = parsed.success ? await findLeadLanguage(c.get("deps"), parsed.data) : null;
    c.header("Cache-Control", "no-store");
    if (!parsed.success || !lang)
      return c.html(unsubscribePage(c.get("lang"), { kind: "invalid" }), 404);
    return c.html(unsubscribePage(lang, { kind: "confirm", token: parsed.data }));
  });

  app.post("/leads/unsubscribe", async (c) => {
    await limit(c, "leads");
    const type = c.req.header("content-type") ?? "";
    const isForm =
      type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data");
    let raw: unknown;
    if (isForm) raw = (await readForm(c)).token;
    else raw = (await readJsonObject(c)).token;
    const parsed = leadTokenSchema.safeParse(raw);
    const lang = parsed.success ? await unsubscribeLead(c.get("deps"), parsed.data) : null;
    c.header("Cache-Control", "no-store");
    if (isForm) {
      return lang
        ? c.html(unsubscribePage(lang, { kind: "done" }))
        : c.html(unsubscribePage(c.get("lang"), { kind: "invalid" }), 404);
    }
    if (!parsed.success) throw new AppError(400, "VALIDATION_ERROR", "v:invalid");
    if (!lang) throw leadNotFound();
    return c.json({ ok: true as const }, 200);
  });

  // The confirmation link of a pending change: a page that asks (GET), a form POST that applies.
  app.get("/leads/confirm", async (c) => {
    await limit(c, "leads");
    const parsed = leadTokenSchema.safeParse(c.req.query("token") ?? "");
    const lang = parsed.success ? await findPendingLeadLanguage(c.get("deps"), parsed.data) : null;
    c.header("Cache-Control", "no-store");
    if (!parsed.success || !lang)
      return c.html(leadConfirmPage(c.get("lang"), { kind: "invalid" }), 404);
    return c.html(leadConfirmPage(lang, { kind: "confirm", token: parsed.data }));
  });

  app.post("/leads/confirm", async (c) => {
    await limit(c, "leads");
    const parsed = leadTokenSchema.safeParse((await readForm(c)).token);
    const lang = parsed.success ? await confirmLeadChange(c.get("deps"), parsed.data) : null;
    c.header("Cache-Control", "no-store");
    return lang
      ? c.html(leadConfirmPage(lang, { kind: "done" }))
      : c.html(leadConfirmPage(c.get("lang"), { kind: "invalid" }), 404);
  });

  // Outside production only, like /dev/mailbox: a lead as stored, for browser tests and
  // local checks of the funnel. Production has no way to read a lead without its token.
  if (!deps.config.isProduction) {
    app.get("/dev/leads", async (c) => {
      const lead = await findLeadForDev(c.get("deps"), c.req.query("email") ?? "");
      return lead ? c.json({ lead }) : c.json({ lead: null }, 404);
    });
  }

  return app;
}
