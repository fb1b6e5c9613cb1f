import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import {
  LEGAL_PAGES,
  MAX_OWN_PAGES,
  sitePagePath,
  sitePageTitle,
  type SiteDocument,
  type SiteDrafts,
} from "@shared/contracts/site";
import { LANGUAGES } from "@shared/i18n/languages";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { Language } from "@shared/i18n/languages";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type Update = (fn: (d: SiteDocument) => void) => void;

/** Impressum, Datenschutz, AGB and up to 10 own pages, in one language (issue 31). */
export function PagesFields({
  doc,
  update,
  lang,
  drafts,
}: {
  doc: SiteDocument;
  update: Update;
  lang: Language;
  /** Drafts of the Impressum and the privacy policy for this install (issue 46). */
  drafts: SiteDrafts;
}) {
  const { t } = useTranslation("site-admin");
  const own = doc.pages.length - LEGAL_PAGES.length;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t("pages.hint")}</p>
      {doc.pages.map((page, i) => {
        const legal = i < LEGAL_PAGES.length;
        const base = `site-page-${i}`;
        return (
          <section
            key={i}
            aria-labelledby={`${base}-heading`}
            className="grid gap-4 rounded-xl border bg-card p-5"
            data-testid={`site-page-${page.slug}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id={`${base}-heading`} className="font-semibold wrap-anywhere">
                {sitePageTitle(page, lang, doc.brand.defaultLanguage)}{" "}
                <span className="font-normal text-muted-foreground">{sitePagePath(page.slug)}</span>
              </h3>
              {!legal && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => update((d) => void d.pages.splice(i, 1))}
                >
                  <Trash2 aria-hidden="true" />
                  {t("pages.remove")}
                </Button>
              )}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {!legal && (
                <div className="grid gap-1.5">
                  <Label htmlFor={`${base}-slug`}>{t("pages.slug")}</Label>
                  <Input
                    id={`${base}-slug`}
                    value={page.slug}
                    maxLength={40}
                    onChange={(e) =>
                      update((d) => {
                        d.pages[i]!.slug = e.target.value.toLowerCase();
                      })
                    }
                  />
                </div>
              )}
              <div className="grid gap-1.5">
                <Label htmlFor={`${base}-title`}>{t("pages.pageTitle")}</Label>
                <Input
                  id={`${base}-title`}
                  value={page.title[lang] ?? ""}
                  maxLength={120}
                  onChange={(e) =>
                    update((d) => {
                      d.pages[i]!.title = { ...d.pages[i]!.title, [lang]: e.target.value };
                    })
                  }
                />
              </div>
            </div>
            {(page.slug === "datenschutz" || page.slug === "impressum") &&
              !LANGUAGES.some((l) => page.body[l]?.trim()) && (
                <Alert data-testid={`site-draft-${page.slug}`}>
                  <FileText aria-hidden="true" />
                  <AlertTitle>{t("pages.draftTitle")}</AlertTitle>
                  <AlertDescription className="grid gap-3">
                    <p>
                      {t(
                        page.slug === "datenschutz"
                          ? "pages.draftDatenschutz"
                          : "pages.draftImpressum",
                      )}
                    </p>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="justify-self-start"
                      onClick={() =>
                        update((d) => {
                          d.pages[i]!.body = { ...drafts[page.slug as keyof SiteDrafts] };
                        })
                      }
                    >
                      {t("pages.draftUse")}
                    </Button>
                  </AlertDescription>
                </Alert>
              )}
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-body`}>{t("pages.body")}</Label>
              <Textarea
                id={`${base}-body`}
                rows={8}
                value={page.body[lang] ?? ""}
                onChange={(e) =>
                  update((d) => {
                    d.pages[i]!.body = { ...d.pages[i]!.body, [lang]: e.target.value };
                  })
                }
              />
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${base}-nav`}
                checked={page.inNav}
                onCheckedChange={(v) =>
                  update((d) => {
                    d.pages[i]!.inNav = v === true;
                  })
                }
              />
              <Label htmlFor={`${base}-nav`}>{t("pages.inNav")}</Label>
            </div>
          </section>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={own >= MAX_OWN_PAGES}
          onClick={() =>
            update((d) => {
              let n = own + 1;
              while (d.pages.some((p) => p.slug === `${t("pages.newSlug")}-${n}`)) n++;
              d.pages.push({
                slug: `${t("pages.newSlug")}-${n}`,
                title: {},
                body: {},
                inNav: false,
              });
            })
          }
        >
          <Plus aria-hidden="true" />
          {t("pages.add")}
        </Button>
        {own >= MAX_OWN_PAGES && <p className="text-sm text-muted-foreground">{t("pages.max")}</p>}
      </div>
    </div>
  );
}
