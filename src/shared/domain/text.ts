/** Spec section 9: catalogue card descriptions are cut to 120 characters plus "...". */
export const DESCRIPTION_LIMIT = 120;

/** Cuts to `limit` characters and adds "..."; null for an empty text (the UI shows its default). */
export function truncateDescription(
  text: string | null | undefined,
  limit = DESCRIPTION_LIMIT,
): string | null {
  const t = (text ?? "").trim();
  if (!t) return null;
  const chars = Array.from(t);
  return chars.length > limit ? `${chars.slice(0, limit).join("")}...` : t;
}

/** First name for greetings: the first word of the full name, or null. */
export function firstName(name: string | null | undefined): string | null {
  const first = (name ?? "").trim().split(/\s+/)[0];
  return first ? first : null;
}

/** Total minutes as hours and minutes (player header). */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.round(total));
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}
