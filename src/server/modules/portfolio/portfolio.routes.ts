import { createRoute } from "@hono/zod-openapi";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv, Deps } from "../../context";
import { requireUser } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import {
  HANDLE_PATTERN,
  portfolioSettings,
  savePortfolioRequest,
} from "@shared/contracts/portfolio";
import { portfolioSettingsOf, savePortfolio } from "./portfolio.service";
import { lookupPortfolio } from "./portfolio-page.service";
import { pageLanguage, renderNotFound, renderPortfolio } from "./portfolio-html";
import { cardImage } from "./portfolio-card";

const tags = ["portfolio"];

/** The owner's settings of the portfolio (issue 30, decision 0128), under /api/me. */
export function portfolioRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/portfolio",
      tags,
      summary: "The portfolio settings and the passed projects to choose from",
      responses: { 200: json(portfolioSettings, "Portfolio settings"), ...errors },
    }),
    async (c) => {
      const u = await requireUser(c);
      return c.json(await portfolioSettingsOf(c.get("deps").db, u.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/me/portfolio",
      tags,
      summary:
        "Save the portfolio (expectedRevision; 409 REVISION_CONFLICT with the stored state, 409 HANDLE_TAKEN)",
      request: jsonBody(savePortfolioRequest),
      responses: { 200: json(portfolioSettings, "Saved"), ...errors },
    }),
    async (c) => {
      const u = await requireUser(c);
      return c.json(await savePortfolio(c.get("deps").db, u.id, c.req.valid("json")), 200);
    },
  );

  return app;
}

/** True for the public pages, which set a CSP of their own (see `portfolioSecureHeaders`). */
export const isPortfolioPagePath = (path: string) => path.startsWith("/p/");

/**
 * The app's security headers without its CSP: the public page sends a stricter one with the
 * hashes of its previews' scripts (decision 0128).
 */
export function portfolioSecureHeaders(isProduction: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: undefined,
    strictTransportSecurity: isProduction ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
}

/** The public page /p/{handle}, its card image and its download, rendered on the server. */
export function portfolioPageRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const baseUrl = deps.config.baseUrl.replace(/\/$/, "");

  const find = async (raw: string) => {
    const handle = raw.toLowerCase();
    if (!HANDLE_PATTERN.test(handle)) return { kind: "missing" as const };
    return lookupPortfolio(deps.db, handle);
  };

  app.get("/p/:handle", async (c) => {
    const lang = pageLanguage(c.req.header("accept-language"));
    c.header("Vary", "Accept-Language");
    const found = await find(c.req.param("handle"));
    if (found.kind === "moved") {
      const query = new URL(c.req.url).search;
      return c.redirect(`/p/${encodeURIComponent(found.handle)}${query}`, 308);
    }
    if (found.kind === "missing") {
      const page = renderNotFound(lang);
      c.header("Content-Security-Policy", page.csp);
      c.header("Cache-Control", "no-cache");
      return c.html(page.html, 404);
    }
    const download = c.req.query("download") === "1";
    const page = renderPortfolio(found.portfolio, { lang, baseUrl, download });
    c.header("Content-Security-Policy", page.csp);
    c.header("Cache-Control", "no-cache");
    if (found.portfolio.noindex) c.header("X-Robots-Tag", "noindex, nofollow");
    if (download)
      c.header(
        "Content-Disposition",
        `attachment; filename="portfolio-${found.portfolio.handle}.html"`,
      );
    return c.html(page.html);
  });

  app.get("/p/:handle/card.png", async (c) => {
    const found = await find(c.req.param("handle"));
    if (found.kind === "moved")
      return c.redirect(`/p/${encodeURIComponent(found.handle)}/card.png`, 308);
    if (found.kind === "missing") return c.notFound();
    const png = await cardImage(found.portfolio, pageLanguage(c.req.header("accept-language")));
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Vary", "Accept-Language");
    c.header("Content-Type", "image/png");
    return c.body(new Uint8Array(png));
  });

  return app;
}
