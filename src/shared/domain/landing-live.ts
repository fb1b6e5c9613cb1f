import type { Language } from "../i18n/languages";
import { LIVE_LANDING_TEXTS } from "../i18n/landing-live";
import type { SkillArea } from "./skill-areas";

/**
 * The landing of a production install (issue 46, decision 0178), resolved on the server per
 * language so that the web app only shows what it is given: the operator's texts; the
 * demo's claims replaced by texts true of any install or left out (`hidden`: landing keys of
 * items and sections); the install's own figures.
 */
export interface LiveFigure {
  key: string;
  value: string;
  label: string;
}

/** The landing's skill areas (keys of its texts) and the catalogue's area each one is. */
export const LANDING_SKILL_AREAS: Record<string, SkillArea> = {
  webDev: "web-development",
  ai: "ai-automation",
  data: "data-analytics",
  design: "ui-ux",
  freelancing: "freelancing",
  marketing: "digital-marketing",
};
const TESTIMONIALS = ["julia", "murat", "sophie"];
const ROI = ["learners", "graduates", "success", "salary", "raise", "career", "motivation"];

export interface LiveFacts {
  courses: number;
  lessons: number;
  hours: number;
  learners: number | null;
  skillAreas: SkillArea[];
}

export function liveLanding(
  lang: Language,
  own: Record<string, string>,
  facts: LiveFacts | null,
  ctx: { year: number; brand: string; hiddenFigures: string[] },
): { texts: Record<string, string>; hidden: string[]; figures: LiveFigure[] } {
  const L = LIVE_LANDING_TEXTS[lang];
  const wrote = (k: string) => Boolean(own[k]?.trim());
  const nf = new Intl.NumberFormat(lang);
  const plural = (p: { one: string; other: string }, n: number) =>
    (new Intl.PluralRules(lang).select(n) === "one" ? p.one : p.other).replace(
      "{{count}}",
      nf.format(n),
    );
  const texts: Record<string, string> = {};
  for (const [k, v] of Object.entries(L.texts)) if (!wrote(k)) texts[k] = v;
  if (!wrote("footer.copyright")) texts["footer.copyright"] = `© ${ctx.year} ${ctx.brand}`;
  const hidden: string[] = [];
  const hide = (k: string) => {
    if (!wrote(k)) hidden.push(k);
  };
  const f = facts ?? { courses: 0, lessons: 0, hours: 0, learners: null, skillAreas: [] };

  // The hero: the operator's rating and learners, else the install's learners or courses.
  hide("hero.rating");
  if (!wrote("hero.learners")) {
    if (f.learners) texts["hero.learners"] = L.heroLearners.replace("{{n}}", nf.format(f.learners));
    else if (f.courses) texts["hero.learners"] = plural(L.heroCourses, f.courses);
    else hidden.push("hero.learners");
  }
  hide("how.price.benefits.price");

  const areas = Object.entries(LANDING_SKILL_AREAS).filter(([, a]) => f.skillAreas.includes(a));
  for (const key of Object.keys(LANDING_SKILL_AREAS))
    if (!areas.some(([k]) => k === key)) hidden.push(`skills.items.${key}`);
  if (areas.length === 0) hidden.push("skills");

  // Testimonials: only those the operator wrote, with a name and a quote, in this language.
  const quoted = TESTIMONIALS.filter(
    (p) => wrote(`testimonials.items.${p}.quote`) && wrote(`testimonials.items.${p}.name`),
  );
  for (const p of TESTIMONIALS) {
    if (!quoted.includes(p)) hidden.push(`testimonials.items.${p}`);
    hide(`testimonials.items.${p}.role`);
  }
  if (quoted.length === 0) hidden.push("testimonials");
  hide("testimonials.rating");

  // Figures: the install's own, then the operator's.
  const figures: LiveFigure[] = [];
  const add = (key: keyof typeof L.figures, n: number | null, plus = "") => {
    if (n) figures.push({ key, value: nf.format(n) + plus, label: plural(L.figures[key], n) });
  };
  add("courses", f.courses);
  add("lessons", f.lessons);
  add("hours", f.hours);
  if (!ctx.hiddenFigures.includes("learners") && !wrote("roi.items.learners.value"))
    add("learners", f.learners, "+");
  const written = ROI.filter(
    (k) => wrote(`roi.items.${k}.value`) && !ctx.hiddenFigures.includes(k),
  );
  for (const k of ROI) if (!written.includes(k)) hidden.push(`roi.items.${k}`);
  const rating = wrote("roi.rating.value") && !ctx.hiddenFigures.includes("rating");
  if (!rating) hidden.push("roi.rating");
  if (figures.length + written.length === 0 && !rating) hidden.push("roi");
  return { texts, hidden, figures };
}
