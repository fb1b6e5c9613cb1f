import { describe, expect, it } from "vitest";
import { defaultSiteDocument, siteClientData, type SiteFacts } from "@shared/contracts/site";
import { renderLanding } from "./prerender";

/**
 * Issue 46: the landing of a production install says nothing that is not true of it. The
 * spec's figures, ratings, testimonials and six skill areas are the demo's example texts;
 * in production the page shows the operator's texts and this install's own figures.
 */
const facts: SiteFacts = {
  courses: 3,
  lessons: 42,
  hours: 17,
  learners: null,
  skillAreas: ["data-analytics", "web-development"],
};
const live = (f: SiteFacts = facts) => ({ examples: false, facts: f, year: 2031 });
/** The page's visible text: without hidden sections and links. */
const text = (html: string) =>
  html
    .replace(/<section hidden=""[\s\S]*?<\/section>/g, "")
    .replace(/<li hidden=""[^>]*>[\s\S]*?<\/li>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
/** A figure of the landing's figures block: its value and label. */
const figure = (html: string, key: string) => {
  const m = new RegExp(`data-figure="${key}"[^>]*><dt[^>]*>([^<]*)</dt><dd[^>]*>([^<]*)`).exec(
    html,
  );
  return m ? `${m[2]} ${m[1]}` : null;
};

// Everything of the demo that is not true of an install with two users and no marketing course.
const EXAMPLE_CLAIMS: Record<"de" | "en", string[]> = {
  de: [
    "5.000+",
    "15K+",
    "10.000+",
    "98%",
    "45K",
    "4,9",
    "Julia Becker",
    "Digitales Marketing",
    "© 2024",
    "Über uns",
    "Community",
    "Blog",
    "Ein transparenter Preis",
  ],
  en: [
    "5,000+",
    "15K+",
    "10,000+",
    "98%",
    "45K",
    "4.9",
    "Julia Becker",
    "Digital marketing",
    "© 2024",
    "About us",
    "Community",
    "Blog",
  ],
};

describe("the landing in production", () => {
  it("shows no example claim; figures, skill areas and year come from the install", async () => {
    for (const lang of ["de", "en"] as const) {
      const site = siteClientData(1, defaultSiteDocument(), live());
      const { html } = await renderLanding(lang, site);
      const page = text(html);
      for (const claim of EXAMPLE_CLAIMS[lang]) expect(page, claim).not.toContain(claim);
      expect(page).toContain("© 2031 Kurswerk");
      // The catalogue's two areas, not the other four.
      const skills = html.slice(
        html.indexOf('data-section="skill-areas"'),
        html.indexOf('data-section="how-it-works"'),
      );
      expect((skills.match(/<h3/g) ?? []).length).toBe(2);
      // Testimonials: none written, so none shown.
      expect(html).toMatch(/<section hidden=""[^>]*data-section="testimonials"/);
    }
    const de = (await renderLanding("de", siteClientData(1, defaultSiteDocument(), live()))).html;
    expect(text(de)).toContain("3 Kurse");
    expect(figure(de, "courses")).toBe("3 Kurse");
    expect(figure(de, "lessons")).toBe("42 Lektionen");
    expect(figure(de, "hours")).toBe("17 Stunden Lerninhalt");
    expect(figure(de, "learners")).toBeNull();
    const en = (await renderLanding("en", siteClientData(1, defaultSiteDocument(), live()))).html;
    expect(figure(en, "lessons")).toBe("42 lessons");
  });

  it("names the learners only once there are enough, and the operator's own figures", async () => {
    const doc = defaultSiteDocument();
    doc.texts.de = { "roi.items.success.value": "87 %", "roi.items.success.label": "bestehen" };
    const few = text((await renderLanding("de", siteClientData(1, doc, live()))).html);
    expect(few).not.toContain("Lernende");
    expect(few).toContain("87 %");
    const many = text(
      (await renderLanding("de", siteClientData(1, doc, live({ ...facts, learners: 1200 })))).html,
    );
    expect(many).toContain("1.200+ Lernende");
    // The operator's figure only in the language it was written in.
    expect(text((await renderLanding("en", siteClientData(1, doc, live()))).html)).not.toContain(
      "87 %",
    );
  });

  it("shows a testimonial and a rating only as the operator wrote them, in their language", async () => {
    const doc = defaultSiteDocument();
    doc.texts.de = {
      "testimonials.items.murat.name": "Anna Schulz",
      "testimonials.items.murat.quote": "Der SQL-Kurs hat mir geholfen.",
      "hero.rating": "4,7 von 5 Sternen (32 Bewertungen)",
    };
    const de = await renderLanding("de", siteClientData(1, doc, live()));
    expect(de.html).not.toMatch(/<section hidden=""[^>]*data-section="testimonials"/);
    const page = text(de.html);
    expect(page).toContain("Anna Schulz");
    expect(page).toContain("Der SQL-Kurs hat mir geholfen.");
    expect(page).not.toContain("Murat");
    expect(page).not.toContain("Freelancer für KI-Automatisierung");
    expect(page).toContain("4,7 von 5 Sternen (32 Bewertungen)");
    // English: nothing of it, and nothing German.
    const en = await renderLanding("en", siteClientData(1, doc, live()));
    expect(en.html).toMatch(/<section hidden=""[^>]*data-section="testimonials"/);
    expect(text(en.html)).not.toContain("Anna Schulz");
    expect(text(en.html)).not.toContain("Sternen");
  });

  it("hides the skill areas and figures a new install does not have", async () => {
    const empty: SiteFacts = { courses: 0, lessons: 0, hours: 0, learners: null, skillAreas: [] };
    const { html } = await renderLanding(
      "de",
      siteClientData(0, defaultSiteDocument(), live(empty)),
    );
    expect(html).toMatch(/<section hidden=""[^>]*data-section="skill-areas"/);
    expect(html).toMatch(/<section hidden=""[^>]*data-section="roi-numbers"/);
    expect(html).not.toContain('href="#skill-areas"><');
  });
});

describe("the landing of the demo", () => {
  it("keeps the spec's example texts", async () => {
    const page = text((await renderLanding("de", siteClientData(1, defaultSiteDocument()))).html);
    for (const claim of ["15K+", "10.000+", "Julia Becker", "Digitales Marketing", "© 2024"])
      expect(page).toContain(claim);
  });
});
