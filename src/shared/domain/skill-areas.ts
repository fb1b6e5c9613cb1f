/**
 * The six skill areas of the landing page. A course belongs to at most one; a course
 * without one is "nicht zugeordnet" and the admin preview warns about it.
 */
export const SKILL_AREAS = [
  "web-development",
  "ai-automation",
  "data-analytics",
  "ui-ux",
  "freelancing",
  "digital-marketing",
] as const;

export type SkillArea = (typeof SKILL_AREAS)[number];

export const isSkillArea = (v: unknown): v is SkillArea =>
  typeof v === "string" && (SKILL_AREAS as readonly string[]).includes(v);

/** The funnel's topic answers (step 5) that name a skill area; "not-sure" names none. */
export const FUNNEL_TOPIC_AREAS: Record<string, SkillArea | null> = {
  "web-dev": "web-development",
  "ai-automation": "ai-automation",
  "data-analytics": "data-analytics",
  "ui-ux": "ui-ux",
  "not-sure": null,
};

const KEYWORDS: [SkillArea, RegExp][] = [
  ["web-development", /\b(web|html|css|javascript|typescript|react|frontend|front-end|backend|node)/i],
  ["ai-automation", /\b(ki|ai|künstliche intelligenz|artificial intelligence|automati|prompt|llm|chatgpt)/i],
  ["data-analytics", /\b(daten|data|analyse|analytics|sql|excel|python|statisti|dashboard)/i],
  ["ui-ux", /\b(ui|ux|design|figma|prototyp|usability|nutzererlebnis)/i],
  ["freelancing", /\b(freelanc|selbstständig|selbständig|gründ|entrepreneur|kunden|akquise|business)/i],
  ["digital-marketing", /\b(marketing|seo|social media|newsletter|werbung|ads|content)/i],
];

/**
 * The area a course's topic or title names, when exactly one area matches; otherwise
 * null (the migration of existing courses uses the same keywords).
 */
export function inferSkillArea(...texts: (string | null | undefined)[]): SkillArea | null {
  const text = texts.filter(Boolean).join(" ");
  const hits = KEYWORDS.filter(([, re]) => re.test(text)).map(([a]) => a);
  return hits.length === 1 ? hits[0] : null;
}
