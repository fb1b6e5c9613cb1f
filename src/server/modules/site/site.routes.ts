import { createRoute } from "@hono/zod-openapi";
import { Hono, type Context, type Next } from "hono";
import {
  siteAdminResponse,
  siteClientData,
  sitePreviewBody,
  sitePreviewResponse,
  sitePublishBody,
  siteImageResponse,
  siteRestoreBody,
} from "@shared/contracts/site";
import { MAX_IMAGE_BYTES, SITE_IMAGE_KINDS } from "@shared/domain/media";
import { UPLOAD_FIELD } from "@shared/contracts/media";
import { z } from "zod";
import { imageUploadRequest, readUploadedFile } from "../../lib/upload-body";
import { storeSiteImage } from "./site-images";
import type { AppEnv, Deps } from "../../context";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { errorResponse } from "@shared/contracts/auth";
import { publishSite, restoreSite, siteAdmin } from "./site.service";
import { renderSitePage, sitePage, warmSitePagesLater } from "./site-web";

const tags = ["admin-site"];
const conflictAnswer = { 409: json(errorResponse, "Changed by someone else meanwhile") };

/** Admin: the site document, its publishing and history (issue 31, decision 0133). */
export function siteRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/site",
      tags,
      summary: "The published site document, its revision and the last 20 revisions",
      responses: { 200: json(siteAdminResponse, "Site"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await siteAdmin(deps.db), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/site",
      tags,
      summary: "Publish a site document as the next revision (expectedRevision guards it)",
      request: jsonBody(sitePublishBody),
      responses: { 200: json(siteAdminResponse, "Site"), ...errors, ...conflictAnswer },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const body = c.req.valid("json");
      await publishSite(deps.db, user.id, body.expectedRevision, body.document);
      warmSitePagesLater(deps);
      return c.json(await siteAdmin(deps.db), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/site/restore",
      tags,
      summary: "Publish an earlier revision again, as the next revision",
      request: jsonBody(siteRestoreBody),
      responses: { 200: json(siteAdminResponse, "Site"), ...errors, ...conflictAnswer },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const body = c.req.valid("json");
      await restoreSite(deps.db, user.id, body.expectedRevision, body.revision);
      warmSitePagesLater(deps);
      return c.json(await siteAdmin(deps.db), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/site/preview",
      tags,
      summary: "The landing page as a draft document would show it (HTML; null without a build)",
      request: jsonBody(sitePreviewBody),
      responses: { 200: json(sitePreviewResponse, "Preview"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const body = c.req.valid("json");
      const html = await renderSitePage(
        deps,
        "landing",
        body.language,
        siteClientData(0, body.document),
      );
      return c.json({ html: html && staticPreview(html) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/site/images/{kind}",
      tags,
      summary:
        "Upload a logo or the favicon (PNG, JPEG or WebP by content, at most 5 MB; SVG refused; stored as WebP); publish its URL in the document",
      request: {
        params: z.object({ kind: z.enum(SITE_IMAGE_KINDS) }),
        ...imageUploadRequest(UPLOAD_FIELD),
      },
      responses: {
        200: json(siteImageResponse, "Stored"),
        ...errors,
        413: json(errorResponse, "File larger than 5 MB"),
      },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { bytes } = await readUploadedFile(c, {
        maxBytes: MAX_IMAGE_BYTES,
        field: UPLOAD_FIELD,
      });
      return c.json(await storeSiteImage(deps, c.req.valid("param").kind, bytes), 200);
    },
  );

  return app;
}

/**
 * The preview is shown in a frame that may not run scripts: the page without its scripts
 * and script preloads (its markup is complete without them, it is prerendered).
 */
function staticPreview(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/** The site pages, server-rendered, for everyone (signed out, without JavaScript). */
export function sitePagesRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const serve = async (c: Context<AppEnv>, next: Next) => {
    const html = await sitePage(deps, c.req.path, c.get("lang"));
    if (!html) return next();
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Cookie, Accept-Language");
    return c.html(html);
  };
  app.get("/impressum", serve);
  app.get("/datenschutz", serve);
  app.get("/agb", serve);
  app.get("/seiten/:slug", serve);
  return app;
}
