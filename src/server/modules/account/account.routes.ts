import { isCommonPassword } from "../../auth/common-passwords";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  meResponse,
  resetPasswordSchema,
  resetSessionResponse,
  SOCIAL_PROVIDERS,
  updateLanguageSchema,
} from "@shared/contracts/auth";
import type { Context } from "hono";
import { errorResponse } from "@shared/contracts/auth";
import type { AppEnv } from "../../context";
import { enforceRateLimit } from "../../lib/rate-limit";
import { getUser, requireUser } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { findResetTokenUser, markEmailVerified, setLanguage } from "./account.service";
import { unreadCount } from "../notifications/notifications.service";

const tooMany = {
  429: json(errorResponse, "Too many attempts; Retry-After says when to try again"),
};

/** Reset tokens are guessed nowhere: the strict per-address limit of sign-in (RATE_LIMIT_AUTH_MAX a minute). */
function limitTokenCheck(c: Context<AppEnv>) {
  const { db, config } = c.get("deps");
  return enforceRateLimit(db, {
    scope: "account-reset",
    clientIp: c.get("clientIp"),
    max: config.rateLimit.authMax,
    windowS: 60,
  });
}

export function accountRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/me",
      tags: ["account"],
      summary: "The signed-in user, or null",
      responses: { 200: json(meResponse, "Current user") },
    }),
    async (c) => {
      const social = c.get("deps").config.social;
      const socialProviders = SOCIAL_PROVIDERS.filter((p) => social[p]);
      const user = await getUser(c);
      // The bell's count comes with the session answer: no request of its own per screen.
      if (!user) return c.json({ user, socialProviders }, 200);
      const unreadNotifications = await unreadCount(c.get("deps").db, user.id);
      return c.json({ user, socialProviders, unreadNotifications }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/me/language",
      tags: ["account"],
      summary: "Store the interface language on the profile",
      request: jsonBody(updateLanguageSchema),
      responses: {
        200: json(z.object({ language: updateLanguageSchema.shape.language }), "Saved"),
        ...errors,
      },
    }),
    async (c) => {
      const u = await requireUser(c);
      const { language } = c.req.valid("json");
      await setLanguage(c.get("deps"), u.id, language);
      return c.json({ language }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/account/reset-session",
      tags: ["account"],
      summary: "Whether a password-reset token is valid",
      request: { query: z.object({ token: z.string().default("") }) },
      responses: { 200: json(resetSessionResponse, "Validity"), ...tooMany },
    }),
    async (c) => {
      await limitTokenCheck(c);
      const { token } = c.req.valid("query");
      const found = token ? await findResetTokenUser(c.get("deps"), token) : null;
      return c.json({ valid: Boolean(found) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/account/reset-password",
      tags: ["account"],
      summary: "Set a new password with a reset token and sign in",
      request: jsonBody(resetPasswordSchema),
      responses: {
        200: json(z.object({ ok: z.literal(true) }), "Password changed, signed in"),
        ...errors,
        ...tooMany,
      },
    }),
    async (c) => {
      await limitTokenCheck(c);
      const deps = c.get("deps");
      const { token, password } = c.req.valid("json");
      if (isCommonPassword(password))
        throw new AppError(400, "PASSWORD_TOO_COMMON", "v:passwordCommon");
      const owner = await findResetTokenUser(deps, token);
      if (!owner) throw new AppError(400, "INVALID_TOKEN", "v:noResetSession");
      await deps.auth.api.resetPassword({
        body: { newPassword: password, token },
        headers: c.req.raw.headers,
      });
      // The reset link reached the inbox: the address is proven.
      await markEmailVerified(deps, owner.userId);
      const res = await deps.auth.api.signInEmail({
        body: { email: owner.email, password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      for (const cookie of res.headers.getSetCookie())
        c.header("set-cookie", cookie, { append: true });
      return c.json({ ok: true as const }, 200);
    },
  );

  return app;
}
