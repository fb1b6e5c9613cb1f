import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { getCookie } from "hono/cookie";
import { createRouter } from "./lib/openapi";
import type { Context } from "hono";
import type { AppEnv, Deps } from "./context";
import { AppError } from "./lib/errors";
import { authRequest, withoutSessionTokens } from "./auth/auth-requests";
import { bannedSession } from "./auth/fresh-session";
import { getUser } from "./auth/guards";
import { isAppPath } from "@shared/routes/app-paths";
import { isAdminPluginPath } from "./auth/admin-plugin";
import { accessGuard } from "./auth/access";
import { expireSessionCacheAfterWrites } from "./auth/session-cache";
import { SIGN_IN_PATH, throttledSignIn } from "./auth/sign-in-throttle";
import { answerNoSoonerThan, SIGN_UP_PATH } from "./auth/sign-up-parity";
import { certificatePageFound } from "./modules/achievements/certificates.service";
import { globalBodyLimit } from "./lib/body-limit";
import { loopbackOnly } from "./lib/dev-only";
import { drainGuard } from "./lib/shutdown";
import { mountBackupRoute } from "./ops/backup";
import { mountMetricsRoute } from "./ops/metrics.routes";
import { observeRequest } from "./lib/metrics";
import { routePath } from "hono/route";
import { statementCounter } from "./db/client";
import { accountRoutes } from "./modules/account/account.routes";
import { devMailboxRoutes, healthRoutes } from "./modules/system/system.routes";
import { renderDocsPage } from "./lib/docs-page";
import { isPracticePath, practiceHeaders, practiceStatic } from "./practice/practice-assets";
import { learnerScreen, screenPreloads, type Screen } from "./lib/screen-preloads";
import { playerFirstPaintHtml, playerFirstPaintPreload } from "./lib/player-first-paint";
import { playerFirstPaint } from "./modules/learning/learning.service";
import { isLanguage, languageFromAcceptHeader, type Language } from "@shared/i18n/languages";
import {
  formatMessage,
  formatWait,
  translateValidationMessage,
  V,
  type ValidationMessageKey,
} from "@shared/i18n/messages";
import { EARLY_CLICKS_SCRIPT } from "@shared/early-clicks";
import { THEME_SCRIPT } from "@shared/theme-script";
import { isSameOriginWrite } from "./lib/csrf";
import { translateAuthAnswer } from "./auth/auth-answers";
import { registerModules } from "./modules/registry";
import { isPortfolioPagePath, portfolioSecureHeaders } from "./modules/portfolio/portfolio.routes";
import {
  publishedSite,
  publishedSitePage,
  siteLive,
  setSiteWebDir,
  withSiteHead,
} from "./modules/site/site-web";
import { siteClientData } from "@shared/contracts/site";
import { SITE_FAVICON_VARIANTS, SITE_IMAGE_URL, variantUrl } from "@shared/domain/media";
import { setupNeeded } from "./modules/setup/setup.service";

/** CSP source allowing the prerendered pages' one inline script (decision 0092). */
const EARLY_CLICKS_CSP_SOURCE = `'sha256-${createHash("sha256").update(EARLY_CLICKS_SCRIPT).digest("base64")}'`;
/** CSP source allowing every page's inline theme script (decision 0159). */
const THEME_CSP_SOURCE = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;

export interface AppOptions {
  /** Folder of the built web app (dist/web); omitted in API tests. */
  webDir?: string;
  ping: () => Promise<void>;
  /** PGlite: dumps the open data folder (for npm run backup while the server runs). */
  dumpDataDir?: () => Promise<Blob>;
}

export const LANG_COOKIE = "kurswerk_lang";

export function createApp(deps: Deps, opts: AppOptions) {
  const { config, logger } = deps;
  const app = createRouter();

  // gzip/deflate for JSON and HTML when the client asks (small bodies stay as they are).
  app.use("*", compress());
  // Said before the handler answers: compress() would otherwise add it with c.header() after
  // the answer, which makes Hono rebuild every JSON response as a stream (decision 0070).
  app.use("*", async (c, next) => {
    c.header("Vary", "Accept-Encoding");
    await next();
  });

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("requestId", crypto.randomUUID());
    c.set("sessionUser", undefined);
    // Client address from the socket; X-Forwarded-For only behind a trusted proxy.
    let ip = "";
    try {
      ip = getConnInfo(c).remote.address ?? "";
    } catch {
      ip = "";
    }
    if (config.trustProxy) {
      const fwd = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
      if (fwd) ip = fwd;
    }
    if (ip.startsWith("::ffff:")) ip = ip.slice(7);
    c.set("clientIp", ip || "unknown");
    const headerLang = getCookie(c, LANG_COOKIE);
    c.set(
      "lang",
      isLanguage(headerLang)
        ? headerLang
        : // German is the reference language of the API's messages when the caller names none.
          c.req.header("accept-language")
          ? languageFromAcceptHeader(c.req.header("accept-language"))
          : "de",
    );
    const started = performance.now();
    const store = { count: 0 };
    await statementCounter.run(store, next);
    // Not for sign-up, sign-in and the account routes: a count would tell paths apart (0176).
    if (!config.isProduction && !/^\/api\/(auth|account)\//.test(c.req.path))
      c.header("x-sql-statements", String(store.count));
    // Per route pattern (the route that answered), never the raw URL (decision 0131).
    if (config.metrics.token)
      observeRequest(
        c.req.method,
        routePath(c),
        c.res.status,
        (performance.now() - started) / 1000,
      );
    if (c.req.path.startsWith("/api/") || c.res.status >= 400) {
      logger.info("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        sql: store.count,
      });
    }
  });

  // Graceful shutdown: requests in flight are counted, new ones refused while draining.
  app.use("*", drainGuard());

  // The practice sandbox keeps headers of its own (decision 0078): its CSP, CORS for the
  // runtime files; every other answer gets the app's.
  const practiceSecure = practiceHeaders(config.baseUrl);
  const appSecure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The prerendered pages' inline early-click script, by its hash (decision 0092).
      scriptSrc: ["'self'", EARLY_CLICKS_CSP_SOURCE, THEME_CSP_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", "https:"],
      // Videos after "play"; the practice sandbox frame (decision 0077) from our own /practice/.
      frameSrc: [
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
        `${config.baseUrl}/practice/`,
      ],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: config.isProduction ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
  // The public portfolio page sends its own, stricter CSP (decision 0128).
  const portfolioSecure = portfolioSecureHeaders(config.isProduction);
  app.use("*", (c, next) =>
    isPracticePath(c.req.path)
      ? practiceSecure(c, next)
      : isPortfolioPagePath(c.req.path)
        ? portfolioSecure(c, next)
        : appSecure(c, next),
  );

  // Role before body: protected prefixes answer 401/403 before any body is read or
  // validated (the guard reads only the session).
  app.use("/api/*", accessGuard());
  app.use("/api/*", expireSessionCacheAfterWrites(config.baseUrl.startsWith("https://")));
  // Body limits before any body is read (streamed bodies are counted as they arrive).
  app.use("*", globalBodyLimit(config.bodyLimit));

  // CSRF: cookie-authenticated writes must come from our own origin (decision 0089).
  const selfOrigin = new URL(config.baseUrl).origin;
  app.use("/api/*", async (c, next) => {
    const m = c.req.method;
    if (
      m !== "GET" &&
      m !== "HEAD" &&
      m !== "OPTIONS" &&
      !isSameOriginWrite(c, selfOrigin, config.isProduction)
    )
      throw new AppError(403, "CSRF", V("crossSite"));
    await next();
  });

  // Better Auth, with the client address it may use for rate limiting.
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // The admin plugin's own endpoints stay closed: /api/admin/users* applies our rules.
    if (isAdminPluginPath(c.req.path)) throw new AppError(404, "NOT_FOUND", V("unknownApiPath"));
    const started = performance.now();
    // The stored session, never the cookie cache, never a banned account's; no session
    // token in any answer (decision 0173).
    const cookie = c.req.header("cookie") ?? "";
    const banned =
      cookie.includes("session_token") &&
      (await bannedSession(
        deps.db,
        cookie,
        config.authSecret,
        config.baseUrl.startsWith("https://"),
      ));
    const forward = () => deps.auth.handler(authRequest(c.req.raw, c.get("clientIp"), banned));
    const res =
      c.req.method === "POST" && c.req.path === SIGN_IN_PATH
        ? await throttledSignIn(c, forward)
        : await forward();
    // A new and a registered address answer after the same time (decision 0176).
    if (c.req.method === "POST" && c.req.path === SIGN_UP_PATH) await answerNoSoonerThan(started);
    return translateAuthAnswer(await withoutSessionTokens(res), c.req.path, c.get("lang"));
  });

  // Development-only routes answer only the machine itself (and do not exist in production).
  app.use("/dev/*", loopbackOnly());
  app.use("/api/dev/*", loopbackOnly());

  // The catalogue and the player answer 304 when the learner already has this payload;
  // "private, no-cache": the browser keeps it for this learner and asks every time.
  app.on("GET", ["/api/learning/courses", "/api/learning/courses/*"], async (c, next) => {
    await next();
    // On the answer's own headers: c.header() after the handler rebuilds the response.
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "private, no-cache");
  });
  // The catalogue and the player set their ETag themselves (decision 0062); the middleware
  // answers 304. Other reads below (progress) pass by: without an ETag it would clone the body.
  const conditional = etag({ weak: true });
  app.on("GET", ["/api/learning/courses", "/api/learning/courses/*"], (c, next) =>
    c.req.path.endsWith("/progress") ? next() : conditional(c, next),
  );
  mountBackupRoute(app, opts.dumpDataDir);
  mountMetricsRoute(app, deps);
  app.route("/api", healthRoutes(opts.ping));
  app.route("/api", accountRoutes());
  registerModules(app, deps);
  if (!config.isProduction) app.route("/", devMailboxRoutes());

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Kurswerk API",
      version: "1.0.0",
      description: "JSON API of Kurswerk. Better Auth endpoints live under /api/auth/*.",
    },
  });
  app.get("/api/docs", async (c) => {
    const res = await app.request("/api/openapi.json");
    return c.html(renderDocsPage(await res.json()));
  });

  app.all("/api/*", () => {
    throw new AppError(404, "NOT_FOUND", V("unknownApiPath"));
  });

  if (opts.webDir) mountWebApp(app, opts.webDir, deps);

  app.onError((err, c) => {
    const lang: Language = c.get("sessionUser")?.language ?? c.get("lang") ?? "de";
    if (err instanceof AppError) {
      const retryAfterS = (err.details as { retryAfterS?: unknown } | undefined)?.retryAfterS;
      if (err.status === 429 && typeof retryAfterS === "number") {
        // When to try again, in words and for clients (Retry-After).
        c.header("Retry-After", String(retryAfterS));
        return c.json(
          {
            error: {
              code: err.code,
              message: formatMessage("rateLimited", lang, { time: formatWait(retryAfterS, lang) }),
              details: { retryAfterS },
            },
          },
          429,
        );
      }
      return c.json(
        {
          error: {
            code: err.code,
            message:
              err.vars && err.message.startsWith("v:")
                ? formatMessage(err.message.slice(2) as ValidationMessageKey, lang, err.vars(lang))
                : translateValidationMessage(err.message, lang),
            ...(err.details ? { details: err.details } : {}),
          },
        },
        err.status,
      );
    }
    if (err instanceof HTTPException) {
      // Hono's own refusals (a body that is not JSON, a wrong content type) in our words.
      const [code, key] = httpExceptionMessage(err);
      return c.json({ error: { code, message: formatMessage(key, lang) } }, err.status);
    }
    logger.error("unhandled error", {
      path: c.req.path,
      error: String(err),
      stack: (err as Error).stack,
    });
    return c.json({ error: { code: "INTERNAL", message: formatMessage("internal", lang) } }, 500);
  });
  app.notFound((c) => {
    const lang: Language = c.get("sessionUser")?.language ?? c.get("lang") ?? "de";
    return c.json({ error: { code: "NOT_FOUND", message: formatMessage("notFound", lang) } }, 404);
  });

  return app;
}

/** The code and message of one of Hono's HTTPExceptions (its texts are English). */
function httpExceptionMessage(err: HTTPException): [string, ValidationMessageKey] {
  if (err.status === 415) return ["UNSUPPORTED_MEDIA_TYPE", "unsupportedMediaType"];
  if (err.status === 400 && /json/i.test(err.message)) return ["INVALID_JSON", "malformedJson"];
  if (err.status === 401) return ["UNAUTHORIZED", "unauthorized"];
  if (err.status === 403) return ["FORBIDDEN", "forbidden"];
  if (err.status === 404) return ["NOT_FOUND", "notFound"];
  return ["HTTP_ERROR", "invalid"];
}

function mountWebApp(app: ReturnType<typeof createRouter>, webDir: string, deps: Deps) {
  setSiteWebDir(deps, webDir);
  const root = path.relative(process.cwd(), webDir) || ".";
  const indexHtml = () => fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  const prerendered = (page: "landing" | "auth", lang: Language) => {
    const file = path.join(webDir, "prerender", `${page}.${lang}.html`);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  };
  app.use(
    "/assets/*",
    serveStatic({
      root,
      // scripts/build.mjs writes .br/.gz copies of the hashed assets (decision 0057).
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use("/practice/*", practiceStatic(webDir));
  // A runtime file of another version is not there: 404, never the app's page.
  app.get("/practice/*", (c) => c.notFound());
  app.use("*", serveStatic({ root, index: "__no_index__" }));
  // Pages that name no icon (a mail link's answer, /dev/mailbox) make browsers ask for
  // /favicon.ico: our icon, not a 404 in the console (issue 33).
  // The published site's favicon when it has one (decision 0152); 302, since publishing can
  // change it (a cached 301 would keep the old icon).
  app.get("/favicon.ico", async (c) => {
    const { revision, document } = await publishedSite(deps);
    const icon = revision === 0 ? "" : document.brand.favicon;
    return icon && SITE_IMAGE_URL.test(icon)
      ? c.redirect(variantUrl(icon, SITE_FAVICON_VARIANTS[1]!), 302)
      : c.redirect("/favicon.svg", 302);
  });
  // An install without an admin shows the one-time setup screen on every page (issue 13).
  app.get("*", async (c, next) => {
    const p = c.req.path;
    if (p === "/setup" || /^\/(api|assets|uploads|dev)\//.test(p)) return next();
    if (!(c.req.header("accept") ?? "").includes("text/html")) return next();
    if (await setupNeeded(deps.db)) return c.redirect("/setup", 302);
    return next();
  });
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    const accept = c.req.header("accept") ?? "";
    if (!accept.includes("text/html") && !accept.includes("*/*")) return c.notFound();
    // The landing, and /auth as opened without a query (decision 0065), prerendered in the
    // visitor's language; /auth with a query (a tab, a recovery link, a lead) is auth.html.
    const prerenderedPage =
      c.req.path === "/"
        ? "landing"
        : c.req.path === "/auth" && !new URL(c.req.url).search
          ? "auth"
          : null;
    if (prerenderedPage) {
      // The published site settings, when an operator has published any (issue 31).
      const html =
        (await publishedSitePage(deps, prerenderedPage, c.get("lang"))) ??
        prerendered(prerenderedPage, c.get("lang"));
      if (html) {
        c.header("Vary", "Cookie, Accept-Language");
        return c.html(html);
      }
    }
    // The app's pages carry the published brand (issue 31): name, colour, links.
    const { revision, document } = await publishedSite(deps);
    // In production the funnel's header names only what the landing has (decision 0178).
    const live = deps.config.isProduction ? await siteLive(deps) : undefined;
    const branded = (page: string) =>
      revision === 0 && !live ? page : withSiteHead(page, siteClientData(revision, document, live));
    // A path without a screen answers 404 with the same page: its router shows the
    // not-found screen (the known paths are shared with the router, decision 0097); so
    // does a certificate's verify page for an id that is no certificate (issue 41).
    const verifyId = /^\/verify\/([^/]+)\/?$/.exec(c.req.path)?.[1];
    const found =
      verifyId === undefined
        ? isAppPath(c.req.path)
        : await certificatePageFound(deps.db, verifyId);
    try {
      if (c.req.path === "/auth" && fs.existsSync(path.join(webDir, "auth.html")))
        return c.html(branded(fs.readFileSync(path.join(webDir, "auth.html"), "utf8")));
      const html = branded(indexHtml());
      const screen = learnerScreen(c.req.path);
      if (screen) {
        c.header("Vary", "Cookie");
        return c.html(await learnerScreenHtml(c, html, screen));
      }
      return c.html(html, found ? 200 : 404);
    } catch {
      deps.logger.error("web app not built: run npm run build");
      return c.text("Kurswerk web app is not built. Run `npm run build`.", 503);
    }
  });
}

/**
 * A learner screen's page for a signed-in learner (the dashboard, decision 0063; the
 * player, decision 0121). It would fetch the session and its data only after its scripts
 * have run, one after the other; preloads start both with the page.
 * Without a language chosen in this browser (the language cookie goes with the stored
 * choice, lib/i18n.ts) the page starts in the profile's language (main.tsx) instead of
 * switching to it once the session has arrived (LanguageSync), and the data is asked for
 * in it.
 */
async function learnerScreenHtml(
  c: Context<AppEnv>,
  html: string,
  screen: Screen,
): Promise<string> {
  const user = await getUser(c);
  if (!user) return html;
  const chosen = getCookie(c, LANG_COOKIE);
  // Both go into the page's markup: only a known language code.
  const lang = isLanguage(chosen) ? chosen : isLanguage(user.language) ? user.language : "de";
  let page = html.replace("</head>", `${screenPreloads(screen, lang)}</head>`);
  const root: string[] = [];
  if (!isLanguage(chosen)) root.push(`data-user-lang="${lang}"`);
  const course = screen.courseId
    ? await playerFirstPaint(c.get("deps").db, screen.courseId, lang)
    : null;
  if (course) {
    root.push('data-first-paint="true"');
    page = page.replace("<!--app-html-->", playerFirstPaintHtml(course));
    // The picture first, before the scripts (decision 0164).
    const preload = playerFirstPaintPreload(course);
    const firstScript = page.indexOf('<script type="module"');
    page =
      firstScript < 0
        ? page.replace("</head>", `${preload}</head>`)
        : page.slice(0, firstScript) + preload + page.slice(firstScript);
  }
  return root.length ? page.replace('<div id="root">', `<div id="root" ${root.join(" ")}>`) : page;
}
