import { and, eq, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Db, DbOrTx } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../lib/logger";
import { mailsFailed, mailsSent } from "../lib/metrics";
import type { MailContent } from "./templates";
import {
  brandedTextSql,
  BUILT_IN_BRAND,
  publishedBrandNameSql,
} from "../modules/site/site.service";

export interface OutgoingMail extends MailContent {
  to: string;
  kind: string;
  language: string;
  relatedId?: string;
}

export interface Mailer {
  /**
   * Stores the message in the outbox (never lost) and, with SMTP, tries to send it now.
   * Inside a transaction (`tx`) it is only stored; the retry loop sends it after commit.
   */
  send(mail: OutgoingMail, tx?: DbOrTx): Promise<{ id: string; status: string }>;
  /**
   * Stores many messages in one INSERT inside the transaction `tx` (a notice to a whole
   * class, issue 44); the retry loop sends them after commit, as `send` does inside one.
   */
  sendAll(mails: OutgoingMail[], tx: DbOrTx): Promise<number>;
  /** Sends due pending messages; returns how many were sent. */
  retryDue(): Promise<number>;
  start(): void;
  stop(): void;
}

const MAX_ATTEMPTS = 8;

/**
 * The sender with the brand name for "Kurswerk" in its display name (MAIL_FROM's default
 * is "Kurswerk <noreply@…>"); an operator's own display name stays (decision 0153).
 */
export function brandedSender(
  from: string,
  brand: string,
): string | { name: string; address: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (!m || !m[1]!.includes(BUILT_IN_BRAND) || brand === BUILT_IN_BRAND) return from;
  return { name: m[1]!.replaceAll(BUILT_IN_BRAND, brand), address: m[2]! };
}
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

export function createMailer(opts: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  retryIntervalMs?: number;
}): Mailer {
  const { db, logger } = opts;
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : null;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(row: {
    id: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    attempts: number;
    brand: string;
  }) {
    if (!transport) return "stored";
    try {
      await transport.sendMail({
        from: brandedSender(opts.from, row.brand),
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      mailsSent.inc();
      logger.info("mail sent", { id: row.id, to: row.to });
      return "sent";
    } catch (err) {
      const attempts = row.attempts + 1;
      const status = attempts >= MAX_ATTEMPTS ? "failed" : "pending";
      mailsFailed.inc({ final: String(status === "failed") });
      await db
        .update(mailOutbox)
        .set({
          status,
          attempts,
          lastError: String((err as Error).message ?? err),
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      logger.warn("mail send failed, kept in outbox", {
        id: row.id,
        attempts,
        error: (err as Error).message,
      });
      return status;
    }
  }

  return {
    async send(mail, tx) {
      // The published brand name for "Kurswerk" in subject and body, in the insert itself:
      // no statement of its own (decision 0153).
      const [row] = await (tx ?? db)
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: brandedTextSql(mail.subject),
          text: brandedTextSql(mail.text),
          html: brandedTextSql(mail.html, true),
          kind: mail.kind,
          language: mail.language,
          relatedId: mail.relatedId,
          status: transport ? "pending" : "stored",
        })
        .returning({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          attempts: mailOutbox.attempts,
          brand: publishedBrandNameSql(),
        });
      if (!transport) {
        // Never the links: they carry reset, confirmation and sign-in tokens.
        logger.info("mail stored in outbox (no SMTP_URL); read it at /dev/mailbox", {
          id: row.id,
          to: mail.to,
          kind: mail.kind,
        });
        return { id: row.id, status: "stored" };
      }
      if (tx) return { id: row.id, status: "pending" };
      const status = await deliver(row);
      return { id: row.id, status };
    },
    async sendAll(mails, tx) {
      if (mails.length === 0) return 0;
      await tx.insert(mailOutbox).values(
        mails.map((mail) => ({
          to: mail.to,
          subject: brandedTextSql(mail.subject),
          text: brandedTextSql(mail.text),
          html: brandedTextSql(mail.html, true),
          kind: mail.kind,
          language: mail.language,
          relatedId: mail.relatedId,
          status: transport ? "pending" : "stored",
        })),
      );
      if (!transport)
        logger.info("mails stored in outbox (no SMTP_URL); read them at /dev/mailbox", {
          count: mails.length,
          kind: mails[0]!.kind,
        });
      return mails.length;
    },
    async retryDue() {
      if (!transport) return 0;
      let sent = 0;
      // Claim due rows so that several processes never send the same message twice.
      const due = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: mailOutbox.id,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            text: mailOutbox.text,
            html: mailOutbox.html,
            attempts: mailOutbox.attempts,
            brand: publishedBrandNameSql(),
          })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, new Date())))
          .limit(20)
          .for("update", { skipLocked: true });
        if (rows.length) {
          await tx
            .update(mailOutbox)
            .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
            .where(sql`${mailOutbox.id} in ${rows.map((r) => r.id)}`);
        }
        return rows;
      });
      for (const row of due) if ((await deliver(row)) === "sent") sent++;
      return sent;
    },
    start() {
      if (!transport || timer) return;
      timer = setInterval(() => {
        this.retryDue().catch((err) => logger.error("mail retry failed", { error: String(err) }));
      }, opts.retryIntervalMs ?? 30_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
