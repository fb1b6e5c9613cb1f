import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Context } from "hono";
import { isAPIError } from "better-auth/api";
import type { AppEnv } from "../../context";
import { getUser, requireUser } from "../../auth/guards";
import { AppError, badRequest, unauthorized } from "../../lib/errors";
import { enforceRateLimit } from "../../lib/rate-limit";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { errorResponse } from "@shared/contracts/auth";
import { UPLOAD_FIELD } from "@shared/contracts/media";
import {
  avatarResponse,
  deleteAccountSchema,
  disableTwoFactorSchema,
  emailPreferencesSchema,
  okResponse,
  profileNameSchema,
  sessionIdParam,
  settingsResponse,
} from "@shared/contracts/settings";
import { MAX_IMAGE_BYTES } from "@shared/domain/media";
import { V } from "@shared/i18n/messages";
import { imageUploadRequest, readUploadedFile } from "../../lib/upload-body";
import { sessionTokenOf } from "../account/account-personal-data";
import { exportPersonalData } from "./personal-data";
import {
  deleteAccount,
  removeAvatar,
  saveEmailPreferences,
  setAvatar,
  settingsOf,
} from "./me.service";

const tags = ["settings"];
const tooMany = { 429: json(errorResponse, "Too many attempts; Retry-After says when") };

/**
 * Per signed-in user, and per client address with room for several people behind one
 * address (decision 0042).
 */
async function limit(
  c: Context<AppEnv>,
  scope: string,
  userId: string,
  max: number,
  windowS: number,
) {
  const { db } = c.get("deps");
  await enforceRateLimit(db, { scope: `${scope}-user`, clientIp: userId, max, windowS });
  await enforceRateLimit(db, { scope, clientIp: c.get("clientIp"), max: max * 5, windowS });
}

/** Better Auth's Set-Cookie headers passed on to our answer. */
function forwardCookies(c: Context<AppEnv>, res: Response) {
  for (const cookie of res.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}

/** Expires every Kurswerk cookie the browser sent (after the account is gone). */
function expireAuthCookies(c: Context<AppEnv>) {
  const names = (c.req.header("cookie") ?? "")
    .split(";")
    .map((p) => p.split("=")[0]?.trim() ?? "")
    .filter((n) => /^(__Secure-)?kurswerk\./.test(n));
  const secure = c.get("deps").config.baseUrl.startsWith("https://");
  for (const name of names)
    c.header(
      "set-cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
      { append: true },
    );
}

/** The learner's own settings (issue 12): every route acts for the signed-in user only. */
export function meRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/settings",
      tags,
      summary: "Profile, two-factor state, e-mail preferences and active sessions",
      responses: { 200: json(settingsResponse, "Settings"), ...errors },
    }),
    async (c) => {
      const u = await requireUser(c);
      return c.json(await settingsOf(c.get("deps"), u.id, c.get("sessionId")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/me/profile",
      tags,
      summary: "Change the full name (through Better Auth's updateUser)",
      request: jsonBody(profileNameSchema),
      responses: { 200: json(okResponse, "Saved"), ...errors },
    }),
    async (c) => {
      await requireUser(c);
      const { name } = c.req.valid("json");
      await c.get("deps").auth.api.updateUser({ body: { name }, headers: c.req.raw.headers });
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/avatar",
      tags,
      summary: "Upload an avatar (PNG, JPEG or WebP by content, at most 5 MB; stored as WebP)",
      request: imageUploadRequest(UPLOAD_FIELD),
      responses: {
        200: json(avatarResponse, "Avatar stored"),
        ...errors,
        413: json(errorResponse, "File larger than 5 MB"),
      },
    }),
    async (c) => {
      const u = await requireUser(c);
      const { bytes } = await readUploadedFile(c, {
        maxBytes: MAX_IMAGE_BYTES,
        field: UPLOAD_FIELD,
      });
      return c.json(await setAvatar(c.get("deps"), u.id, bytes), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/me/avatar",
      tags,
      summary: "Remove the avatar (initials are shown again)",
      responses: { 200: json(avatarResponse, "Avatar removed"), ...errors },
    }),
    async (c) => {
      const u = await requireUser(c);
      return c.json(await removeAvatar(c.get("deps"), u.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/me/email-preferences",
      tags,
      summary: "Product e-mails on/off and the funnel's e-mails (Jederzeit abmelden)",
      request: jsonBody(emailPreferencesSchema),
      responses: { 200: json(emailPreferencesSchema, "Saved"), ...errors },
    }),
    async (c) => {
      const u = await requireUser(c);
      const prefs = c.req.valid("json");
      await saveEmailPreferences(c.get("deps"), u, prefs);
      return c.json(prefs, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/me/sessions/{sessionId}",
      tags,
      summary: "End one of my sessions (Better Auth's revokeSession)",
      request: { params: sessionIdParam },
      responses: { 200: json(okResponse, "Ended"), ...errors },
    }),
    async (c) => {
      const u = await requireUser(c);
      const { sessionId } = c.req.valid("param");
      const deps = c.get("deps");
      // Only a session of the caller: another user's id is simply not found.
      const token = await sessionTokenOf(deps.db, u.id, sessionId);
      if (!token) throw new AppError(404, "SESSION_NOT_FOUND", "v:sessionNotFound");
      await deps.auth.api.revokeSession({ body: { token }, headers: c.req.raw.headers });
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/sessions/revoke-others",
      tags,
      summary: "End all my other sessions (Better Auth's revokeOtherSessions)",
      responses: { 200: json(okResponse, "Ended"), ...errors },
    }),
    async (c) => {
      await requireUser(c);
      await c.get("deps").auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/two-factor/disable",
      tags,
      summary: "Turn two-factor sign-in off with the password and a current code",
      request: jsonBody(disableTwoFactorSchema),
      responses: { 200: json(okResponse, "Turned off"), ...errors, ...tooMany },
    }),
    async (c) => {
      const u = await requireUser(c);
      const deps = c.get("deps");
      await limit(c, "two-factor", u.id, deps.config.rateLimit.authMax, 60);
      const { password, code } = c.req.valid("json");
      const headers = c.req.raw.headers;
      try {
        await deps.auth.api.verifyTOTP({ body: { code }, headers });
      } catch (err) {
        if (isAPIError(err))
          throw badRequest("INVALID_CODE", V("totpCodeWrong"), { field: "code" });
        throw err;
      }
      const res = await deps.auth.api.disableTwoFactor({
        body: { password },
        headers,
        asResponse: true,
      });
      if (!res.ok)
        throw badRequest("INVALID_PASSWORD", V("currentPasswordWrong"), { field: "password" });
      forwardCookies(c, res);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/export",
      tags,
      summary: "Download all my data as JSON (GDPR Art. 15 and 20)",
      responses: {
        200: json(z.record(z.string(), z.unknown()), "The export, as a file download"),
        ...errors,
        ...tooMany,
      },
    }),
    async (c) => {
      const u = await requireUser(c);
      await limit(c, "me-export", u.id, 5, 10 * 60);
      const data = await exportPersonalData(c.get("deps").db, u);
      c.header("content-disposition", `attachment; filename="kurswerk-data.json"`);
      c.header("cache-control", "no-store");
      return c.json(data, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/delete",
      tags,
      summary: "Delete my account after typing my e-mail address; signs out",
      request: jsonBody(deleteAccountSchema),
      responses: { 200: json(okResponse, "Deleted"), ...errors },
    }),
    async (c) => {
      const u = await getUser(c);
      if (!u) throw unauthorized();
      const { email } = c.req.valid("json");
      await deleteAccount(c.get("deps"), u, email);
      expireAuthCookies(c);
      return c.json({ ok: true as const }, 200);
    },
  );

  return app;
}
