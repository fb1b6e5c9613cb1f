import { formatDateTime } from "@shared/text/dates";
import { sql } from "drizzle-orm";
import type { Deps } from "../../context";
import { helpDigests, helpRequestHelpers, user } from "../../db/schema";
import { layout } from "../../mail/templates";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { fillNotification } from "@shared/i18n/notification-messages";
import { rowsOf } from "../../db/rows";

/*
 * The daily e-mail digest of waiting help requests (issue 45, decision 0224): a helper with
 * a request open longer than HELP_DIGEST_AFTER_HOURS gets one e-mail per day (UTC) naming how
 * many wait and since when. The day is claimed in `help_digests` (primary key helper + day)
 * in the transaction that stores the e-mails, so two processes running the check at once
 * send one. Only verified addresses with product e-mails on get it.
 */

const texts: Record<
  Language,
  { subject: string; greeting: string; body: string; action: string; footer: string }
> = {
  de: {
    subject: "{{count}} Hilfe-Anfragen warten auf dich",
    greeting: "Hallo {{name}},",
    body: "{{count}} Hilfe-Anfragen warten seit über {{hours}} Stunden auf eine Antwort; die älteste seit {{oldest}}.",
    action: "Zu den Hilfe-Anfragen",
    footer:
      "Du bekommst diese E-Mail, weil Produkt-E-Mails in deinen Einstellungen eingeschaltet sind.",
  },
  en: {
    subject: "{{count}} help requests are waiting for you",
    greeting: "Hi {{name}},",
    body: "{{count}} help requests have been waiting for an answer for over {{hours}} hours; the oldest since {{oldest}}.",
    action: "Go to the help requests",
    footer: "You are receiving this e-mail because product e-mails are on in your settings.",
  },
  es: {
    subject: "{{count}} solicitudes de ayuda te esperan",
    greeting: "Hola {{name}}:",
    body: "{{count}} solicitudes de ayuda llevan más de {{hours}} horas esperando una respuesta; la más antigua desde {{oldest}}.",
    action: "Ir a las solicitudes de ayuda",
    footer:
      "Recibes este correo porque los correos del producto están activados en tu configuración.",
  },
  fr: {
    subject: "{{count}} demandes d’aide t’attendent",
    greeting: "Bonjour {{name}},",
    body: "{{count}} demandes d’aide attendent une réponse depuis plus de {{hours}} heures ; la plus ancienne depuis le {{oldest}}.",
    action: "Aller aux demandes d’aide",
    footer: "Tu reçois cet e-mail parce que les e-mails produit sont activés dans tes paramètres.",
  },
};

/** The digest e-mail in the reader's language. */
export function digestMail(
  lang: Language,
  values: { name: string; count: number; hours: number; oldest: Date },
  url: string,
) {
  const t = texts[lang];
  const oldest = formatDateTime(values.oldest, lang);
  const v = { ...values, oldest };
  return layout({
    subject: fillNotification(t.subject, v),
    greeting: fillNotification(t.greeting, v),
    paragraphs: [fillNotification(t.body, v)],
    action: { label: t.action, url },
    footer: t.footer,
  });
}

/**
 * Sends today's digests that are due (safe in every process at once): one statement claims
 * the day of every helper with a request waiting too long, then one outbox row per e-mail.
 * Answers how many helpers were claimed.
 */
export async function sendHelpDigests(deps: Deps, now = new Date()): Promise<number> {
  const hours = deps.config.help.digestAfterHours;
  const before = new Date(now.getTime() - hours * 3_600_000).toISOString();
  const day = now.toISOString().slice(0, 10);
  return deps.db.transaction(async (tx) => {
    const rows = await rowsOf<{
      user_id: string;
      n: number;
      oldest: string;
      email: string;
      name: string;
      language: string | null;
      mail: boolean;
    }>(
      tx,
      sql`with due as (select h.user_id, count(*)::int as n, min(h.created_at) as oldest
          from ${helpRequestHelpers} h
          where h.open and h.created_at < ${before}::timestamptz group by h.user_id),
        claimed as (insert into ${helpDigests} (user_id, day)
          select user_id, ${day}::date from due on conflict do nothing returning user_id)
        select d.user_id, d.n, d.oldest, u.email, u.name, u.language,
          (u.product_emails and u.email_verified) as mail
        from claimed c join due d on d.user_id = c.user_id join ${user} u on u.id = c.user_id`,
    );
    for (const row of rows) {
      if (!row.mail) continue;
      const lang: Language = row.language && isLanguage(row.language) ? row.language : "de";
      await deps.mailer.send(
        {
          ...digestMail(
            lang,
            { name: row.name, count: Number(row.n), hours, oldest: new Date(row.oldest) },
            `${deps.config.baseUrl}/app/help`,
          ),
          to: row.email,
          kind: "help-digest",
          language: lang,
          relatedId: `${row.user_id}:${day}`,
        },
        tx,
      );
    }
    return rows.length;
  });
}
