import { describe, expect, it } from "vitest";
import { defaultSiteDocument, siteClientData } from "@shared/contracts/site";
import { renderAuth, renderLanding } from "./prerender";

/**
 * The site settings of a new install change nothing (issue 31): the landing and /auth
 * rendered with the default document are the build's pages, byte for byte; a published
 * document's texts, brand and hidden parts reach the markup, and the built-in texts return
 * for the next render.
 */
describe("landing with site settings", () => {
  it("the default document renders the unchanged landing and /auth", async () => {
    for (const lang of ["de", "en"] as const) {
      const plain = await renderLanding(lang);
      const withDefaults = await renderLanding(lang, siteClientData(1, defaultSiteDocument()));
      expect(withDefaults.html).toBe(plain.html);
      expect(withDefaults.title).toBe(plain.title);
      const auth = await renderAuth(lang);
      expect((await renderAuth(lang, siteClientData(1, defaultSiteDocument()))).html).toBe(
        auth.html,
      );
    }
  });

  it("renders the operator's texts, brand, hidden figures and pages, then forgets them", async () => {
    const plain = await renderLanding("en");
    const doc = defaultSiteDocument();
    doc.brand.name = "Akademie Nord";
    doc.texts = { de: { "hero.title": "Lerne im Norden", "roi.items.success.value": "87 %" } };
    doc.hiddenFigures = ["salary"];
    doc.hiddenSections = ["testimonials"];
    doc.pages[0]!.body = { de: "Akademie Nord GmbH" };
    doc.pages.push({ slug: "kontakt", title: { de: "Kontakt" }, body: { de: "x" }, inNav: true });
    const site = siteClientData(2, doc);
    const de = await renderLanding("de", site);
    expect(de.html).toContain("Lerne im Norden");
    expect(de.html).toContain("87 %");
    expect(de.html).toContain("Akademie Nord");
    expect(de.html).not.toContain(">Kurswerk<");
    expect(de.html).not.toContain("45K");
    expect(de.html).toMatch(/<section hidden=""[^>]*data-section="testimonials"/);
    expect(de.html).toContain('href="/impressum"');
    expect(de.html).toContain('href="/seiten/kontakt"');
    // The header lists the chosen page instead of the anchors.
    expect(de.html).not.toContain('href="/#roi-numbers"');
    // A text not written in English is the built-in English one, never the German
    // (issue 46: no mixed-language page).
    const en = (await renderLanding("en", site)).html;
    expect(en).not.toContain("Lerne im Norden");
    expect(en).toContain("Learn the tech skills that truly change your career");
    expect((await renderLanding("en")).html).toBe(plain.html);
  });
});
