import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Deps } from "../../context";
import { funnelLeads } from "../../db/schema";
import { leadConfirmMail } from "../../mail/lead-confirm-templates";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { hashLeadToken, newLeadToken } from "./leads.service";
import { echoToken } from "./lead-echo";

/**
 * No takeover of a lead by its e-mail address (decision 0032). An anonymous POST /api/leads
 * for an address that already has a lead keeps the lead as it is (answers, language,
 * utm_source, token, so every mailed link keeps working) and stores the new answers as
 * pending; the owner applies them with the link mailed to the address.
 */

/** A confirmation link is valid this long. */
export const PENDING_TTL_MS = 24 * 60 * 60_000;
/** At most one confirmation mail per address within this time. */
const CONFIRM_MAIL_COOLDOWN_MS = 10 * 60_000;

/** The columns a confirmed change writes (the lead's own answers). */
export type LeadAnswers = {
  goal: string | null;
  experienceLevel: string | null;
  learningStyle: string[] | null;
  interestTopic: string | null;
  timeAvailable: string | null;
  biggestBlocker: string | null;
  language: Language;
  utmSource: string | null;
};

export function confirmUrl(baseUrl: string, token: string) {
  return `${baseUrl}/api/leads/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Stores `answers` as the pending change of the lead of `email` and mails the link.
 * Returns a fresh token that opens nothing of the existing lead, so the caller's answer
 * looks the same whether the address was known or not: an echo token (lead-echo.ts), with
 * which the teaser shows the goal the caller sent (decision 0184).
 */
export async function requestLeadChange(
  deps: Deps,
  email: string,
  answers: LeadAnswers,
): Promise<{ token: string }> {
  const { token, hash } = newLeadToken();
  const cooldown = new Date(Date.now() - CONFIRM_MAIL_COOLDOWN_MS);
  // One statement: only when no confirmation went out a moment ago and the address did
  // not unsubscribe (an unsubscribed address gets no mail from us).
  const [lead] = await deps.db
    .update(funnelLeads)
    .set({ pendingAnswers: answers, pendingTokenHash: hash, pendingRequestedAt: new Date() })
    .where(
      and(
        eq(funnelLeads.email, email),
        eq(funnelLeads.unsubscribed, false),
        sql`(${funnelLeads.pendingRequestedAt} is null or ${funnelLeads.pendingRequestedAt} < ${cooldown})`,
      ),
    )
    .returning({ id: funnelLeads.id, language: funnelLeads.language });
  if (!lead) return { token: echoToken(deps.config.authSecret, answers.goal) };
  try {
    // The mail goes out in the owner's language, not the caller's.
    const lang: Language = isLanguage(lead.language) ? lead.language : "de";
    await deps.mailer.send({
      ...leadConfirmMail(lang, confirmUrl(deps.config.baseUrl, token)),
      to: email,
      kind: "lead-confirm-change",
      language: lang,
      relatedId: lead.id,
    });
  } catch (err) {
    deps.logger.error("lead confirmation mail failed", { leadId: lead.id, error: String(err) });
  }
  return { token: echoToken(deps.config.authSecret, answers.goal) };
}

/** The language of the lead whose pending change this token confirms, or null. */
export async function findPendingLeadLanguage(deps: Deps, token: string) {
  const [row] = await deps.db
    .select({ language: funnelLeads.language })
    .from(funnelLeads)
    .where(pendingByToken(token))
    .limit(1);
  return row ? (isLanguage(row.language) ? row.language : "de") : null;
}

/** Applies the pending answers of this token (once); returns the lead's new language or null. */
export async function confirmLeadChange(deps: Deps, token: string): Promise<Language | null> {
  const [row] = await deps.db
    .update(funnelLeads)
    .set({
      goal: sql`${funnelLeads.pendingAnswers}->>'goal'`,
      experienceLevel: sql`${funnelLeads.pendingAnswers}->>'experienceLevel'`,
      learningStyle: sql`case when jsonb_typeof(${funnelLeads.pendingAnswers}->'learningStyle') = 'array' then ${funnelLeads.pendingAnswers}->'learningStyle' else null end`,
      interestTopic: sql`${funnelLeads.pendingAnswers}->>'interestTopic'`,
      timeAvailable: sql`${funnelLeads.pendingAnswers}->>'timeAvailable'`,
      biggestBlocker: sql`${funnelLeads.pendingAnswers}->>'biggestBlocker'`,
      language: sql`coalesce(${funnelLeads.pendingAnswers}->>'language', ${funnelLeads.language})`,
      utmSource: sql`coalesce(${funnelLeads.pendingAnswers}->>'utmSource', ${funnelLeads.utmSource})`,
      pendingAnswers: null,
      pendingTokenHash: null,
      pendingRequestedAt: null,
      updatedAt: new Date(),
    })
    .where(pendingByToken(token))
    .returning({ language: funnelLeads.language });
  if (!row) return null;
  return isLanguage(row.language) ? row.language : "de";
}

const pendingByToken = (token: string) =>
  and(
    eq(funnelLeads.pendingTokenHash, hashLeadToken(token)),
    isNotNull(funnelLeads.pendingAnswers),
    gt(funnelLeads.pendingRequestedAt, new Date(Date.now() - PENDING_TTL_MS)),
  );
