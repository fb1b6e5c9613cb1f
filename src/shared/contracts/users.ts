import { z } from "zod";
import { V } from "../i18n/messages";
import { LANGUAGES } from "../i18n/languages";
import { personNameSchema } from "../domain/profile-fields";
import { emailField, roleSchema } from "./auth";
import { learningPathResponse } from "./learning";

/**
 * Users administration (issue 13). Moderators may read, only admins change.
 *
 * GET  /api/admin/users?q&role&status&sort&dir&page&pageSize -> usersPageResponse
 * GET  /api/admin/users/:id                       -> userDetailResponse (history, sessions, learning path)
 * POST /api/admin/users/:id/role      setRoleSchema -> userDetailResponse
 *      (409 LAST_ADMIN, 409 CONFIRMATION_REQUIRED for an admin's own demotion)
 * POST /api/admin/users/:id/ban       banSchema     -> userDetailResponse (sessions end at once)
 * POST /api/admin/users/:id/unban                   -> userDetailResponse
 * POST /api/admin/users/:id/revoke-sessions         -> userDetailResponse
 * POST /api/admin/users/:id/resend-confirmation     -> actionResponse (409 ALREADY_CONFIRMED)
 * POST /api/admin/users/:id/password-reset          -> actionResponse
 *
 * GET  /api/setup                                   -> setupStatusResponse (public)
 * POST /api/setup                     setupSchema   -> 201 { ok } (410 SETUP_DONE afterwards)
 */

export const USER_STATUSES = ["active", "banned", "unconfirmed"] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const USER_SORTS = ["createdAt", "name", "email", "role"] as const;
export const USERS_PAGE_SIZES = [25, 50, 100] as const;

export const usersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  sort: z.enum(USER_SORTS).default("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number<string>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number<string>()
    .int()
    .refine((n) => (USERS_PAGE_SIZES as readonly number[]).includes(n))
    .default(25),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const userRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  emailVerified: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const usersPageResponse = z.object({
  users: z.array(userRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UsersPage = z.infer<typeof usersPageResponse>;

export const userHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type UserHistoryEntry = z.infer<typeof userHistoryEntrySchema>;

export const userDetailResponse = z.object({
  user: userRowSchema,
  activeSessions: z.number(),
  /** Whether the caller may change this user (admins; never moderators). */
  canEdit: z.boolean(),
  history: z.array(userHistoryEntrySchema),
  learning: learningPathResponse.pick({ items: true, totals: true }),
});
export type UserDetail = z.infer<typeof userDetailResponse>;

export const setRoleSchema = z.object({
  role: roleSchema,
  /** An admin who removes their own admin role must confirm it. */
  confirmSelfDemotion: z.boolean().optional(),
});
export type SetRoleInput = z.infer<typeof setRoleSchema>;

export const BAN_REASON_MAX = 500;
export const banSchema = z.object({
  reason: z.string().trim().min(1, V("banReasonRequired")).max(BAN_REASON_MAX, V("banReasonMax")),
  /** ISO date-time; null or missing: blocked until unblocked. */
  expiresAt: z
    .string()
    .nullable()
    .optional()
    .refine((v) => !v || (!Number.isNaN(Date.parse(v)) && Date.parse(v) > Date.now()), {
      message: V("banEndInPast"),
    }),
});
export type BanInput = z.infer<typeof banSchema>;

export const actionResponse = z.object({ ok: z.literal(true) });

export const setupStatusResponse = z.object({ needed: z.boolean() });
const setupPassword = z.string().min(8, V("passwordMin8")).max(128, V("passwordMax"));
export const setupSchema = z
  .object({
    token: z.string().trim().min(1, V("setupTokenRequired")).max(200),
    name: personNameSchema,
    email: emailField,
    password: setupPassword,
    confirmPassword: z.string(),
    language: z.enum(LANGUAGES).default("de"),
  })
  .refine((d) => d.password === d.confirmPassword, {
    message: V("passwordsMismatch"),
    path: ["confirmPassword"],
  });
export type SetupInput = z.input<typeof setupSchema>;
