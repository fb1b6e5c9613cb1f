import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { isStorageKey } from "../../storage/storage-keys";
import { UPLOADS_PATH } from "@shared/domain/media";
import { formatMessage } from "@shared/i18n/messages";
import type { Language } from "@shared/i18n/languages";
import { getUser } from "../../auth/guards";
import type { Db } from "../../db/client";

const notFound = (lang: Language) => ({
  error: { code: "NOT_FOUND", message: formatMessage("notFound", lang) },
});

/**
 * Files that only some may load (project screenshots: projects-screenshot-access.ts). The
 * module that owns such files hands its check in where the routes are put together
 * (registry.ts), so uploads knows no other module.
 */
export interface RestrictedUploads {
  matches: (key: string) => boolean;
  mayLoad: (db: Db, key: string, viewer: { id: string; role: string } | null) => Promise<boolean>;
}

/**
 * Serves uploaded files from our own origin (also in S3 mode: the server streams the
 * object, the browser never talks to the bucket). Names are content hashes, so a file
 * never changes and may be cached for a year; project screenshots are served only to whom
 * may see them (projects-screenshot-access.ts) and never kept by shared caches.
 */
export function uploadsRoutes(restrictedFiles: RestrictedUploads[] = []) {
  const app = new Hono<AppEnv>();
  app.get(`${UPLOADS_PATH}*`, async (c) => {
    const key = c.req.path.slice(UPLOADS_PATH.length);
    if (!isStorageKey(key)) return c.json(notFound(c.get("lang")), 404);
    const etag = `"${key}"`;
    // A project screenshot only for its owner, its reviewers and, once shown on a portfolio,
    // everybody (decision 0177); its answer is private and asked again each time.
    const rule = restrictedFiles.find((r) => r.matches(key));
    const restricted = rule !== undefined;
    if (rule) {
      const viewer = await getUser(c);
      if (!(await rule.mayLoad(c.get("deps").db, key, viewer)))
        return c.json(notFound(c.get("lang")), 404, { "Cache-Control": "no-store" });
    }
    const common = {
      "Cache-Control": restricted ? "private, no-cache" : "public, max-age=31536000, immutable",
      ...(restricted ? { Vary: "Cookie" } : {}),
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, common);
    const file = await c.get("deps").storage.get(key);
    if (!file) return c.json(notFound(c.get("lang")), 404, { "Cache-Control": "no-store" });
    return c.body(file.body, 200, {
      ...common,
      "Content-Type": file.contentType,
      ...(file.size !== undefined ? { "Content-Length": String(file.size) } : {}),
    });
  });
  return app;
}
