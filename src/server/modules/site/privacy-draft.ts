import type { Config } from "../../config";
import { SESSION_EXPIRES_IN_S } from "../../auth/session-cache";
import { LANGUAGES, type Language } from "@shared/i18n/languages";
import type { SiteDrafts } from "@shared/contracts/site";
import { PRIVACY_TEXTS, type PrivacyFacts } from "./privacy-texts";

/**
 * Drafts of the legal pages (issue 46, decision 0179), shown to the admin on the site
 * screen to review and publish; nothing is published by itself. The privacy policy says
 * what this install really does: the session cookie by default, and the mail server, the AI
 * provider, S3 storage and the metrics endpoint only when they are configured; what is kept
 * and for how long; the learner's rights with the export and delete features the settings
 * offer. The Impressum draft lists what § 5 DDG asks for, with the operator's parts in
 * brackets.
 */
export function legalDrafts(
  config: Config,
  brand: { name: string; supportEmail: string },
): SiteDrafts {
  const facts = privacyFacts(config, brand);
  const datenschutz = {} as Record<Language, string>;
  const impressum = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    datenschutz[lang] = PRIVACY_TEXTS[lang].privacy(facts);
    impressum[lang] = PRIVACY_TEXTS[lang].impressum(facts);
  }
  return { datenschutz, impressum };
}

/** A host name only: never a URL's user, password or path (SMTP_URL carries credentials). */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

const AI_NAMES: Record<string, string> = { openai: "OpenAI", anthropic: "Anthropic" };

export function privacyFacts(
  config: Config,
  brand: { name: string; supportEmail: string },
): PrivacyFacts {
  const ai = config.ai.provider;
  const storage = config.storage;
  return {
    brand: brand.name,
    email: brand.supportEmail,
    baseUrl: config.baseUrl,
    sessionDays: Math.round(SESSION_EXPIRES_IN_S / 86_400),
    mailHost: hostOf(config.mail.smtpUrl),
    ai:
      ai === "offline"
        ? null
        : { name: AI_NAMES[ai] ?? hostOf(config.ai.baseUrl) ?? ai, model: config.ai.model ?? "" },
    s3:
      storage.kind === "s3"
        ? { host: hostOf(storage.endpoint) ?? `AWS S3 (${storage.region})`, bucket: storage.bucket }
        : null,
    metrics: Boolean(config.metrics.token),
  };
}
