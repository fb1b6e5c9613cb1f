import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  SITE_FIGURES,
  SITE_SECTIONS,
  SITE_TEXT_GROUPS,
  type SiteDocument,
  type SiteFigure,
  type SiteSection,
} from "@shared/contracts/site";
import type { Language } from "@shared/i18n/languages";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { loadNamespace } from "@/lib/i18n";

type Update = (fn: (d: SiteDocument) => void) => void;

/** A built-in landing text by its dotted key. */
function builtIn(texts: Record<string, unknown> | undefined, key: string): string {
  let v: unknown = texts;
  for (const part of key.split(".")) v = (v as Record<string, unknown> | undefined)?.[part];
  return typeof v === "string" ? v : "";
}

const LONG = /(\.text|\.subtitle|\.lead|\.quote|\.solution|meta\.description|price\.text)$/;
const ITEM = /\.(items|steps|benefits)\.([^.]+)(?:\.([^.]+))?$/;
const FIGURE_OF: Record<string, SiteFigure> = Object.fromEntries(
  SITE_FIGURES.map((f) => [f === "rating" ? "roi.rating" : `roi.items.${f}`, f]),
);

/** Every text of the landing page in the spec's order, for one language (issue 31). */
export function LandingFields({
  doc,
  update,
  lang,
  examples,
}: {
  doc: SiteDocument;
  update: Update;
  lang: Language;
  /** Whether the landing shows the demo's examples where nothing is written (not production). */
  examples: boolean;
}) {
  const { t } = useTranslation("site-admin");
  const defaults = useQuery({
    queryKey: ["locale", lang, "landing"],
    queryFn: () => loadNamespace(lang, "landing"),
    staleTime: Infinity,
  });
  const label = (key: string) => {
    const m = ITEM.exec(key);
    const last = key.split(".").at(-1)!;
    if (!m) return t(`landing.fields.${last}`, { defaultValue: last });
    const field = m[3] ?? "text";
    return t("landing.fields.item", {
      field: t(`landing.fields.${field}`, { defaultValue: field }),
      item: m[2],
    });
  };
  const setText = (key: string, value: string) =>
    update((d) => {
      const texts = { ...(d.texts[lang] ?? {}) };
      if (value) texts[key] = value;
      else delete texts[key];
      d.texts[lang] = texts;
    });
  const toggle = <T extends string>(list: T[], v: T, show: boolean) =>
    show ? list.filter((x) => x !== v) : [...list.filter((x) => x !== v), v];

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t("landing.hint")}</p>
      {!examples && (
        <p className="text-sm text-muted-foreground" data-testid="site-live-hint">
          {t("landing.hintLive")}
        </p>
      )}
      {SITE_TEXT_GROUPS.map((group) => {
        const section = (SITE_SECTIONS as readonly string[]).includes(group.section)
          ? (group.section as SiteSection)
          : null;
        const claims = group.section === "roi" || group.section === "testimonials";
        const headingId = `site-group-${group.section}`;
        return (
          <section
            key={group.section}
            aria-labelledby={headingId}
            className="grid gap-4 rounded-xl border bg-card p-5"
            data-testid={`site-group-${group.section}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id={headingId} className="font-semibold">
                {t(`landing.sections.${group.section}`)}
              </h3>
              {section && (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`show-${section}`}
                    checked={!doc.hiddenSections.includes(section)}
                    onCheckedChange={(v) =>
                      update((d) => {
                        d.hiddenSections = toggle(d.hiddenSections, section, v === true);
                      })
                    }
                  />
                  <Label htmlFor={`show-${section}`}>{t("landing.show")}</Label>
                </div>
              )}
            </div>
            {claims && (
              <Alert data-testid={`site-claims-${group.section}`}>
                <AlertTitle>{t("landing.claims")}</AlertTitle>
                <AlertDescription>{t("landing.claimsText")}</AlertDescription>
              </Alert>
            )}
            <div className="grid gap-4 md:grid-cols-2">
              {group.keys.map((key) => {
                const id = `site-${lang}-${key.replaceAll(".", "-")}`;
                const value = doc.texts[lang]?.[key] ?? "";
                const placeholder = builtIn(defaults.data, key);
                const figureKey = key.replace(/\.(value|label)$/, "");
                const figure = key.endsWith(".value") ? FIGURE_OF[figureKey] : undefined;
                const Field = LONG.test(key) ? Textarea : Input;
                return (
                  <div
                    key={key}
                    className={LONG.test(key) ? "grid gap-1.5 md:col-span-2" : "grid gap-1.5"}
                  >
                    <Label htmlFor={id}>{label(key)}</Label>
                    <Field
                      id={id}
                      value={value}
                      placeholder={placeholder}
                      maxLength={600}
                      onChange={(e) => setText(key, e.target.value)}
                    />
                    {figure && (
                      <div className="flex items-center gap-2">
                        <Checkbox
                          id={`figure-${figure}`}
                          checked={!doc.hiddenFigures.includes(figure)}
                          onCheckedChange={(v) =>
                            update((d) => {
                              d.hiddenFigures = toggle(d.hiddenFigures, figure, v === true);
                            })
                          }
                        />
                        <Label htmlFor={`figure-${figure}`} className="text-sm font-normal">
                          {t("landing.showFigure")} ({placeholder})
                        </Label>
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
