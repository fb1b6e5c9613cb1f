import { createRoute } from "@hono/zod-openapi";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import sharp from "sharp";
import type { AppEnv, Deps } from "../../context";
import { requireUser } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import {
  HANDLE_PATTERN,
  portfolioSettings,
  savePortfolioRequest,
} from "@shared/contracts/portfolio";
import { portfolioSettingsOf, savePortfolio } from "./portfolio.service";
import { lookupPortfolio, type PublicPortfolio } from "./portfolio-page.service";
import { escapeHtml, pageLanguage, renderNotFound, renderPortfolio } from "./portfolio-html";

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
    c.header("Content-Type", "image/png");
    return c.body(new Uint8Array(png));
  });

  return app;
}

/** The OpenGraph card (1200 × 630): name, handle and the number of projects, drawn by sharp. */
async function cardImage(p: PublicPortfolio, lang: "de" | "en"): Promise<Buffer> {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const count = p.projects.length;
  const projects =
    lang === "de"
      ? `${count} ${count === 1 ? "Projekt" : "Projekte"} · ${p.certificates.length} ${p.certificates.length === 1 ? "Zertifikat" : "Zertifikate"}`
      : `${count} ${count === 1 ? "project" : "projects"} · ${p.certificates.length} ${p.certificates.length === 1 ? "certificate" : "certificates"}`;
  const titles = p.projects.slice(0, 3).map((x, i) => {
    const y = 400 + i * 52;
    return `<text x="80" y="${y}" font-size="34" fill="#44403c">• ${escapeHtml(cut(x.title, 48))}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#fafaf9"/>
<rect x="0" y="0" width="24" height="630" fill="#0f5f8c"/>
<g font-family="DejaVu Sans, Arial, sans-serif">
<text x="80" y="130" font-size="30" fill="#57534e" letter-spacing="3">PORTFOLIO</text>
<text x="80" y="220" font-size="72" font-weight="bold" fill="#1c1917">${escapeHtml(cut(p.name, 28))}</text>
<text x="80" y="300" font-size="34" fill="#0f5f8c">${escapeHtml(projects)}</text>
${titles.join("\n")}
<text x="80" y="590" font-size="26" fill="#57534e">/p/${escapeHtml(p.handle)} · Kurswerk</text>
</g>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
