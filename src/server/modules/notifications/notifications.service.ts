import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Deps } from "../../context";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { notifications, user } from "../../db/schema";
import { layout } from "../../mail/templates";
import { isLanguage, type Language } from "@shared/i18n/languages";
import {
  fillNotification,
  notificationMessages,
  type NotificationKind,
} from "@shared/i18n/notification-messages";
import {
  NOTIFICATION_LIST_SIZE,
  type AppNotification,
  type NotificationsResponse,
} from "@shared/contracts/notifications";
import { rowsOf } from "../../db/rows";

/*
 * Notifications (issue 30, decision 0127): a user's bell and the e-mail that goes with a
 * notice. Other modules describe who gets what in one SELECT (`notify`); the unique
 * (user, dedupe key) makes every event one notice however often it is reported (retries,
 * several processes running the same periodic check). The e-mail goes only with a notice that
 * was newly written, and only to a verified address whose product e-mails are on (settings).
 */

type NoticeData = Record<string, string | number | null>;

/**
 * Writes the notices `source` selects (columns user_id, kind, data jsonb, link, dedupe_key)
 * and sends their e-mails, in one transaction (`tx` when the caller has one open): one
 * INSERT for the notices, then one INSERT for all their e-mails (however many readers: a
 * teacher's announcement reaches a whole class, issue 44). Answers how many notices were new.
 */
export async function notify(deps: Deps, source: SQL, tx?: Tx): Promise<number> {
  if (tx) return notifyIn(deps, source, tx);
  return deps.db.transaction((t) => notifyIn(deps, source, t));
}

async function notifyIn(deps: Deps, source: SQL, tx: Tx): Promise<number> {
  const rows = await rowsOf<{
    id: string;
    kind: NotificationKind;
    data: NoticeData;
    link: string;
    email: string;
    name: string;
    language: string | null;
    mail: boolean;
  }>(
    tx,
    sql`with src as (${source}),
      ins as (insert into ${notifications} (user_id, kind, data, link, dedupe_key)
        select user_id, kind, data, link, dedupe_key from src
        on conflict (user_id, dedupe_key) do nothing
        returning id, user_id, kind, data, link)
      select ins.id, ins.kind, ins.data, ins.link, u.email, u.name, u.language,
        (u.product_emails and u.email_verified) as mail
      from ins join ${user} u on u.id = ins.user_id`,
  );
  const mails = rows
    .filter((row) => row.mail)
    .map((row) => {
      const lang: Language = row.language && isLanguage(row.language) ? row.language : "de";
      return {
        ...noticeMail(lang, row.kind, row.data, row.name, `${deps.config.baseUrl}${row.link}`),
        to: row.email,
        kind: `notification-${row.kind}`,
        language: lang,
        relatedId: row.id,
      };
    });
  if (mails.length === 1) await deps.mailer.send(mails[0]!, tx);
  else if (mails.length > 1) await deps.mailer.sendAll(mails, tx);
  return rows.length;
}

/** The e-mail of a notice in the reader's language. */
export function noticeMail(
  lang: Language,
  kind: NotificationKind,
  data: NoticeData,
  name: string,
  url: string,
) {
  const t = notificationMessages[lang];
  const decision = data.decision === "passed" || data.decision === "revise" ? data.decision : null;
  const values = { ...data, name, decision: decision ? t.decision[decision] : "" };
  return layout({
    subject: fillNotification(t.subject[kind], values),
    greeting: fillNotification(t.greeting, values),
    // A text a teacher wrote keeps its paragraphs (issue 44); the others are one paragraph.
    paragraphs: fillNotification(t.body[kind], values).split(/\n{2,}/),
    action: { label: t.action[kind], url },
    footer: t.footer,
  });
}

/** The number of the user's unread notices: a SQL expression (for the session answer). */
export const unreadCountSql = (userId: string) =>
  sql<number>`(select count(*)::int from ${notifications} n
    where n.user_id = ${userId} and n.read_at is null)`;

/** The number of the user's unread notices: one statement. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select ${unreadCountSql(userId)} as n`);
  return Number(row?.n ?? 0);
}

/** The user's newest notices and the unread count: one statement. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationsResponse> {
  const [row] = await rowsOf<{
    items: (Omit<AppNotification, "read"> & { readAt: string | null })[] | null;
    unread: number;
  }>(
    db,
    sql`select (select json_agg(json_build_object('id', n.id, 'kind', n.kind, 'data', n.data,
          'link', n.link, 'readAt', n.read_at, 'createdAt', n.created_at)
          order by n.created_at desc, n.id)
        from (select * from ${notifications} where user_id = ${userId}
          order by created_at desc, id limit ${NOTIFICATION_LIST_SIZE}) n) as items,
      ${unreadCountSql(userId)} as unread`,
  );
  return {
    items: (row?.items ?? []).map(({ readAt, ...n }) => ({
      ...n,
      read: readAt !== null,
      createdAt: new Date(n.createdAt).toISOString(),
    })),
    unread: Number(row?.unread ?? 0),
  };
}

/** Marks the user's notices `ids` (all when left out) read; answers the unread count: one statement. */
export async function markRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  const only = ids
    ? sql`and id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`
    : sql``;
  const [row] = await rowsOf<{ unread: number }>(
    db,
    sql`with up as (update ${notifications} set read_at = now()
        where user_id = ${userId} and read_at is null ${only} returning id)
      select (select count(*)::int from ${notifications} n
        where n.user_id = ${userId} and n.read_at is null) - (select count(*)::int from up) as unread`,
  );
  return Math.max(0, Number(row?.unread ?? 0));
}

/**
 * The user's notices for the data export (decision 0041), all of them, oldest first: one
 * statement. They go with the account (cascade).
 */
export function exportNotificationsData(db: DbOrTx, userId: string) {
  return db
    .select({
      kind: notifications.kind,
      data: notifications.data,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
