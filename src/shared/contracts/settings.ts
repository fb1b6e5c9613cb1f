import { z } from "zod";
import { V } from "../i18n/messages";
import { personNameSchema } from "../domain/profile-fields";
import { emailField } from "./auth";

/** Settings → Profil: the full name (the spec's ≥ 2 characters). */
export const profileNameSchema = z.object({ name: personNameSchema });
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

/** Settings → E-Mail. */
export const changeEmailSchema = z.object({ newEmail: emailField });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** Settings → Passwort: current password, a new one of ≥ 8 characters, its confirmation. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, V("passwordRequired")),
    newPassword: z.string().min(8, V("passwordMin8")).max(128, V("passwordMax")),
    confirmPassword: z.string(),
  })
  .refine((d) => d.newPassword === d.confirmPassword, {
    message: V("passwordsMismatch"),
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A six-digit TOTP code (spaces typed between the digits are dropped). */
export const totpCodeField = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, V("totpCodeFormat")));

export const enableTwoFactorSchema = z.object({
  password: z.string().min(1, V("passwordRequired")),
});
export const verifyTotpSchema = z.object({ code: totpCodeField });
export const disableTwoFactorSchema = z.object({
  password: z.string().min(1, V("passwordRequired")),
  code: totpCodeField,
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** Sign-in, second step: a TOTP code or one of the backup codes. */
export const signInCodeSchema = z.object({
  code: z.string().trim().min(1, V("required")).max(40, V("invalid")),
  trustDevice: z.boolean().optional(),
});
export type SignInCodeInput = z.infer<typeof signInCodeSchema>;

/** Settings → Datenschutz: "Konto löschen" after typing the own e-mail address. */
export const deleteAccountSchema = z.object({ email: emailField });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const emailPreferencesSchema = z.object({
  /** Product e-mails, the weekly plan reminder among them. */
  productEmails: z.boolean(),
  /** The funnel's e-mails to the address ("Jederzeit abmelden"); false = unsubscribed. */
  funnelEmails: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const sessionInfoSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** GET /api/me/settings: everything the settings screen shows, in one request. */
export const settingsResponse = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    language: z.string(),
    hasPassword: z.boolean(),
  }),
  twoFactorEnabled: z.boolean(),
  emailPreferences: emailPreferencesSchema.extend({ hasLead: z.boolean() }),
  sessions: z.array(sessionInfoSchema),
  /** How long the AI tutor keeps conversations (the privacy section says so). */
  tutorRetentionDays: z.number().int(),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

export const sessionIdParam = z.object({ sessionId: z.string().min(1).max(200) });
export const avatarResponse = z.object({ image: z.string().nullable() });
export const okResponse = z.object({ ok: z.literal(true) });
