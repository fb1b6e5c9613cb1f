/**
 * Notifications API (issue 30, decision 0127): a user's own notices; the unread count also
 * comes with the session answer (`GET /api/me`), so the bell asks for nothing per screen.
 *
 *   GET  /api/me/notifications              → notificationsResponse (newest first, at most 30)
 *   POST /api/me/notifications/read          markReadRequest → { unread }
 */
import { z } from "zod";
import { NOTIFICATION_KINDS } from "../i18n/notification-messages";

export const NOTIFICATION_LIST_SIZE = 30;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsResponse = z.object({
  items: z.array(notificationSchema),
  unread: z.number(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** Marks the named notices read, or every notice when `ids` is left out. */
export const markReadRequest = z.object({ ids: z.array(z.string().uuid()).max(100).optional() });
export type MarkReadRequest = z.infer<typeof markReadRequest>;
export const unreadResponse = z.object({ unread: z.number() });
