import { config } from "zod/v4/core";
import { translateValidationMessage } from "@shared/i18n/messages";
import { installZodErrorMap } from "@shared/i18n/zod-errors";
import { currentLanguage } from "@/lib/i18n";

// Zod's compiled fast path probes `new Function("")`, which the Content-Security-Policy
// (script-src 'self') reports as a violation in the console: the browser parses without it.
config({ jitless: true });
// The product's zod error map: form errors are markers translated by translateValidation.
installZodErrorMap();

/**
 * Translates a validation message from shared/contracts ("v:key") or the product's zod
 * error map (shared/i18n/zod-errors.ts) into the interface language. Lives apart from
 * lib/i18n so that the landing page loads neither zod nor the validation texts.
 */
export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return message;
  return translateValidationMessage(message, currentLanguage());
}
