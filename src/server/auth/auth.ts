import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail, verifyEmailMail } from "../mail/templates";
import { changeEmailConfirmMail, changeEmailNoticeMail } from "../mail/account-templates";
import { accountExistsMail } from "../mail/security-templates";
import { twoFactor } from "better-auth/plugins";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { hashPassword, verifyPassword } from "./password";
import { rehashLegacyPassword } from "./rehash";
import {
  SESSION_CACHE_MAX_AGE_S,
  SESSION_EXPIRES_IN_S,
  SESSION_UPDATE_AGE_S,
} from "./session-cache";
import { isCommonPassword } from "./common-passwords";
import {
  authProfileFieldsSchema,
  isAllowedImage,
  NAME_MAX,
  stripForbiddenCharacters,
} from "@shared/domain/profile-fields";
import type { Logger } from "../lib/logger";
import { adminPlugin } from "./admin-plugin";
import { shadowAccountCreation } from "./sign-up-parity";

/** Better Auth routes where a new password is chosen. */
const PASSWORD_CHOOSING_PATHS = new Set(["/sign-up/email", "/reset-password", "/change-password"]);

/** Better Auth routes whose body carries profile fields (name, image, language). */
const PROFILE_WRITING_PATHS = new Set(["/sign-up/email", "/update-user"]);

/**
 * Last line for user rows written by any path (e.g. a social provider's profile): a name
 * cut to the limit without control characters, an avatar only of our own, a known language.
 */
function cleanProfileWrite<T extends Record<string, unknown>>(data: T, baseUrl: string): T {
  const out: Record<string, unknown> = { ...data };
  if (typeof out.name === "string") {
    const name = stripForbiddenCharacters(out.name);
    out.name = Array.from(name).slice(0, NAME_MAX).join("").trim();
  }
  if (
    "image" in out &&
    out.image != null &&
    !(typeof out.image === "string" && isAllowedImage(out.image, baseUrl))
  )
    out.image = null;
  if ("language" in out && out.language !== undefined && !isLanguage(out.language))
    out.language = "de";
  return out as T;
}

/** Header our server sets from the socket address (never taken from the client). */
export const CLIENT_IP_HEADER = "x-kurswerk-client-ip";

export interface AuthHooks {
  /** Called after an account was created (e-mail or social). */
  onUserCreated?: (user: { id: string; email: string }) => Promise<void>;
  /** Called after a session was created (every sign-in, also the one after confirming). */
  onSignIn?: (session: { userId: string }) => Promise<void>;
}

export function createAuth(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  hooks?: AuthHooks;
}) {
  const { config, db, mailer, logger } = deps;
  const langOf = (u: { language?: unknown }): Language =>
    isLanguage(u.language) ? u.language : "de";
  const secure = config.baseUrl.startsWith("https://");
  const profileFields = authProfileFieldsSchema(config.baseUrl);

  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  for (const [name, creds] of Object.entries(config.social))
    if (creds) socialProviders[name] = creds;

  return betterAuth({
    appName: "Kurswerk",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [
      config.baseUrl,
      ...(config.isProduction ? [] : ["http://127.0.0.1:5173", "http://localhost:5173"]),
    ],
    database: drizzleAdapter(db, { provider: "pg", schema: { ...schema } }),
    user: {
      // E-mail change from the settings: a link to the new address (decision 0040).
      changeEmail: { enabled: true },
      additionalFields: {
        productEmails: { type: "boolean", required: false, defaultValue: true, input: false },
        role: { type: "string", required: false, defaultValue: "user", input: false },
        language: { type: "string", required: false, defaultValue: "de", input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A sign-up with a registered address answers exactly as for a new one (Better Auth's
      // generic answer, with requireEmailVerification): only the owner learns of it, by mail
      // through the outbox (decision 0096; the spec's "bereits registriert" would tell anyone).
      onExistingUserSignUp: async ({ user }) => {
        // The work of a new account, undone, so both paths cost the same (decision 0176).
        await shadowAccountCreation(db, user as { name: string; language?: unknown });
        const lang = langOf(user as { language?: unknown });
        const mail = accountExistsMail(lang, user.name, `${config.baseUrl}/auth?tab=signin`);
        await mailer.send({ ...mail, to: user.email, kind: "account-exists", language: lang });
      },
      // The generic answer's user as a new account's: the admin plugin's role is set by a
      // hook at creation, which the synthetic user never passes (it would show null).
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        role: "user",
        id,
      }),
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        // The link opens the recovery screen directly: /auth?type=recovery&token=…
        const url = `${config.baseUrl}/auth?type=recovery&token=${encodeURIComponent(token)}`;
        const mail = resetPasswordMail(langOf(user as { language?: unknown }), user.name, url);
        await mailer.send({
          ...mail,
          to: user.email,
          kind: "reset-password",
          language: langOf(user as { language?: unknown }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const lang = langOf(user as { language?: unknown });
        // An e-mail change (settings): Better Auth sends the link to the new address, and
        // the stored row still has the old one, which is told (decision 0040).
        const [stored] = await db
          .select({ email: schema.user.email })
          .from(schema.user)
          .where(eq(schema.user.id, user.id))
          .limit(1);
        if (stored && stored.email !== user.email) {
          const link = new URL(url);
          link.searchParams.set("callbackURL", "/app/settings/email");
          const confirm = changeEmailConfirmMail(lang, user.name, user.email, link.toString());
          await mailer.send({ ...confirm, to: user.email, kind: "change-email", language: lang });
          const notice = changeEmailNoticeMail(
            lang,
            user.name,
            user.email,
            `${config.baseUrl}/app/settings/password`,
          );
          await mailer.send({
            ...notice,
            to: stored.email,
            kind: "change-email-notice",
            language: lang,
          });
          return;
        }
        // The confirmation link signs the learner in and lands on /app.
        const link = new URL(url);
        link.searchParams.set("callbackURL", "/app");
        const mail = verifyEmailMail(
          langOf(user as { language?: unknown }),
          user.name,
          link.toString(),
        );
        await mailer.send({
          ...mail,
          to: user.email,
          kind: "verify-email",
          language: langOf(user as { language?: unknown }),
        });
      },
    },
    socialProviders,
    // Users administration (issue 13): ban columns and the refused sign-in of a banned account.
    // Two-factor sign-in with TOTP (settings → Zwei-Faktor, decision 0040). Turning it off
    // goes through /api/me/two-factor/disable, which asks for a code as well.
    plugins: [
      adminPlugin(),
      twoFactor({
        issuer: "Kurswerk",
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      // Signed cookie cache: reads run no session statement (decision 0055).
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_MAX_AGE_S, strategy: "compact" },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: config.rateLimit.windowS,
      max: config.rateLimit.max,
      customRules: {
        // Per address a classroom behind one router does not reach; each account has its own
        // throttle (sign-in-throttle.ts, decision 0059).
        "/sign-in/email": { window: config.signIn.ipWindowS, max: config.signIn.ipMax },
        "/sign-up/email": { window: 60, max: config.rateLimit.authMax },
        "/request-password-reset": { window: 60, max: config.rateLimit.authMax },
        "/reset-password": { window: 60, max: config.rateLimit.authMax },
        // Every other endpoint that takes a token, a password or an e-mail address.
        "/reset-password/*": { window: 60, max: config.rateLimit.authMax },
        "/send-verification-email": { window: 60, max: config.rateLimit.authMax },
        "/verify-email": { window: 60, max: config.rateLimit.authMax },
        "/change-password": { window: 60, max: config.rateLimit.authMax },
        "/change-email": { window: 60, max: config.rateLimit.authMax },
        // Two-factor set-up, codes and backup codes (settings and sign-in).
        "/two-factor/*": { window: 60, max: config.rateLimit.authMax },
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: "kurswerk",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Only our own route may turn two-factor off (it checks a code first); a server
        // call has no request.
        if (ctx.path === "/two-factor/disable" && ctx.request)
          throw new APIError("FORBIDDEN", { code: "USE_SETTINGS", message: "v:forbidden" });
        // The product's field rules on the library's own routes (decision 0033).
        if (PROFILE_WRITING_PATHS.has(ctx.path)) {
          const checked = profileFields.safeParse(ctx.body ?? {});
          if (!checked.success)
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_ERROR",
              message: checked.error.issues[0]?.message ?? "v:invalid",
            });
        }
        // The 10,000 most common passwords are refused wherever a password is chosen.
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const chosen = PASSWORD_CHOOSING_PATHS.has(ctx.path)
          ? ctx.path === "/sign-up/email"
            ? body.password
            : body.newPassword
          : undefined;
        // Too short is said first (Better Auth's own check); a common one only from 8 on.
        if (typeof chosen === "string" && chosen.length >= 8 && isCommonPassword(chosen))
          throw new APIError("BAD_REQUEST", {
            code: "PASSWORD_TOO_COMMON",
            message: "v:passwordCommon",
          });
        // A changed password ends every other session, whatever the caller asked for
        // (issue 41, decision 0173): a thief's session does not outlive the owner's change.
        if (ctx.path === "/change-password" && ctx.body && typeof ctx.body === "object")
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }),
      // Passwords stored under the earlier scheme get Argon2id at the next sign-in (0002).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const userId = ctx.context.newSession?.user.id;
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        if (!userId || typeof password !== "string") return;
        try {
          await rehashLegacyPassword(db, userId, password);
        } catch (err) {
          logger.error("password rehash failed", { error: String(err) });
        }
      }),
    },
    databaseHooks: {
      user: {
        // Every write of a user row (social sign-in included) keeps to the same rules.
        update: {
          before: async (data) => ({ data: cleanProfileWrite(data, config.baseUrl) }),
        },
        create: {
          before: async (data) => ({ data: cleanProfileWrite(data, config.baseUrl) }),
          after: async (u) => {
            try {
              await deps.hooks?.onUserCreated?.({ id: u.id, email: u.email });
            } catch (err) {
              logger.error("onUserCreated hook failed", { error: String(err) });
            }
          },
        },
      },
      session: {
        create: {
          after: async (s) => {
            try {
              await deps.hooks?.onSignIn?.({ userId: s.userId });
            } catch (err) {
              logger.error("onSignIn hook failed", { error: String(err) });
            }
          },
        },
      },
    },
    logger: { disabled: config.env === "test" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
