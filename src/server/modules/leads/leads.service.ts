import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../context";
import { funnelLeads } from "../../db/schema";
import { leadWelcomeMail } from "../../mail/lead-templates";
import { answersFromLead, starterCourse } from "../learning/plan.service";
import type { CreateLeadInput } from "@shared/contracts/leads";
import { isLanguage, type Language } from "@shared/i18n/languages";

/** A fresh opaque token (256 random bits, base64url) and the hash we store. */
export function newLeadToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLeadToken(token) };
}

export const hashLeadToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** No second welcome mail to the same address within this time. */
const WELCOME_MAIL_COOLDOWN_MS = 10 * 60_000;

export function leadLinks(baseUrl: string, email: string, token: string) {
  const q = new URLSearchParams({ from: "email", email, lead: token, ref: "welcome" });
  return {
    startUrl: `${baseUrl}/auth?${q.toString()}`,
    unsubscribeUrl: `${baseUrl}/api/leads/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/** The answers of the funnel as the lead's columns. */
export function leadAnswers(input: CreateLeadInput) {
  return {
    goal: input.goal,
    experienceLevel: input.experience,
    learningStyle: input.learningStyle,
    interestTopic: input.topic,
    timeAvailable: input.timeCommitment,
    biggestBlocker: input.blocker,
    language: input.language,
  };
}

/**
 * Creates the lead of an e-mail address (one address = one lead) and sends the welcome
 * e-mail. Returns null, changing nothing, when the address already has a lead: its
 * answers change only with the owner's confirmation (lead-confirm.ts, decision 0032).
 */
export async function saveLead(
  deps: Deps,
  input: CreateLeadInput,
): Promise<{ token: string } | null> {
  const email = normalizeEmail(input.email);
  const { token, hash } = newLeadToken();
  const answers = leadAnswers(input);
  const [lead] = await deps.db
    .insert(funnelLeads)
    .values({
      ...answers,
      email,
      tokenHash: hash,
      utmSource: input.utmSource || null,
      welcomeEmailSent: false,
      emailSentAt: null,
    })
    .onConflictDoNothing({ target: funnelLeads.email })
    .returning({
      id: funnelLeads.id,
      emailSentAt: funnelLeads.emailSentAt,
      registered: funnelLeads.registered,
      unsubscribed: funnelLeads.unsubscribed,
    });
  if (!lead) return null;

  const recentlyMailed =
    lead.emailSentAt && Date.now() - lead.emailSentAt.getTime() < WELCOME_MAIL_COOLDOWN_MS;
  if (!lead.unsubscribed && !lead.registered && !recentlyMailed) {
    try {
      const lang: Language = input.language;
      const links = leadLinks(deps.config.baseUrl, email, token);
      const planAnswers = answersFromLead(answers);
      const starter = planAnswers ? await starterCourse(deps.db, planAnswers, lang) : null;
      const mail = leadWelcomeMail(lang, { goal: input.goal, starter: starter?.title, ...links });
      const sent = await deps.mailer.send({
        ...mail,
        to: email,
        kind: "lead-welcome",
        language: lang,
        relatedId: lead.id,
      });
      // "stored" is the outbox without SMTP (development): the message is handed over.
      if (sent.status === "sent" || sent.status === "stored") {
        await deps.db
          .update(funnelLeads)
          .set({ welcomeEmailSent: true, emailSentAt: new Date() })
          .where(eq(funnelLeads.id, lead.id));
      }
    } catch (err) {
      deps.logger.error("lead welcome mail failed", { leadId: lead.id, error: String(err) });
    }
  }
  return { token };
}

/** The goal of the lead this token opens, if the e-mail matches; null when none does. */
export async function findLeadTeaser(
  deps: Deps,
  token: string,
  email: string,
): Promise<{ goal: string | null } | null> {
  const [row] = await deps.db
    .select({ goal: funnelLeads.goal })
    .from(funnelLeads)
    .where(
      and(
        eq(funnelLeads.tokenHash, hashLeadToken(token)),
        eq(funnelLeads.email, normalizeEmail(email)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** clicked_start_email with the time of the first click. */
export async function trackLeadClick(deps: Deps, token: string): Promise<boolean> {
  const rows = await deps.db
    .update(funnelLeads)
    .set({
      clickedStartEmail: true,
      clickedStartEmailAt: sql`coalesce(${funnelLeads.clickedStartEmailAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(funnelLeads.tokenHash, hashLeadToken(token)))
    .returning({ id: funnelLeads.id });
  return rows.length > 0;
}

export async function markLeadRegisteredByToken(deps: Deps, token: string): Promise<boolean> {
  const rows = await deps.db
    .update(funnelLeads)
    .set({
      registered: true,
      registeredAt: sql`coalesce(${funnelLeads.registeredAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(funnelLeads.tokenHash, hashLeadToken(token)))
    .returning({ id: funnelLeads.id });
  return rows.length > 0;
}

/** Called when an account is created: the lead with that e-mail is registered. */
export async function markLeadRegisteredByEmail(deps: Deps, email: string): Promise<void> {
  await deps.db
    .update(funnelLeads)
    .set({
      registered: true,
      registeredAt: sql`coalesce(${funnelLeads.registeredAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(funnelLeads.email, normalizeEmail(email)));
}

/** The language of the lead a token opens (for the unsubscribe page), or null. */
export async function findLeadLanguage(deps: Deps, token: string): Promise<Language | null> {
  const [row] = await deps.db
    .select({ language: funnelLeads.language })
    .from(funnelLeads)
    .where(eq(funnelLeads.tokenHash, hashLeadToken(token)))
    .limit(1);
  if (!row) return null;
  return isLanguage(row.language) ? row.language : "de";
}

/** Unsubscribes the lead of a token; returns its language, or null for an unknown token. */
export async function unsubscribeLead(deps: Deps, token: string): Promise<Language | null> {
  const [row] = await deps.db
    .update(funnelLeads)
    .set({
      unsubscribed: true,
      unsubscribedAt: sql`coalesce(${funnelLeads.unsubscribedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(funnelLeads.tokenHash, hashLeadToken(token)))
    .returning({ language: funnelLeads.language });
  if (!row) return null;
  return isLanguage(row.language) ? row.language : "de";
}

/** Development only (see leads.routes.ts): the stored lead of an address, without its token hash. */
export async function findLeadForDev(deps: Deps, email: string) {
  const [row] = await deps.db
    .select()
    .from(funnelLeads)
    .where(eq(funnelLeads.email, normalizeEmail(email)))
    .limit(1);
  if (!row) return null;
  const { tokenHash, ...lead } = row;
  void tokenHash;
  return lead;
}

/**
 * The funnel answers of an address, for the learning plan at the first sign-in. The caller
 * must have checked that the signed-in owner confirmed this address.
 */
export async function findLeadAnswers(deps: Deps, email: string) {
  const [row] = await deps.db
    .select({
      goal: funnelLeads.goal,
      experienceLevel: funnelLeads.experienceLevel,
      timeAvailable: funnelLeads.timeAvailable,
      learningStyle: funnelLeads.learningStyle,
      interestTopic: funnelLeads.interestTopic,
      biggestBlocker: funnelLeads.biggestBlocker,
    })
    .from(funnelLeads)
    .where(eq(funnelLeads.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}
