import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Eye, History, Rocket } from "lucide-react";
import type { SiteAdminResponse, SiteDocument } from "@shared/contracts/site";
import { colourContrasts } from "@shared/domain/contrast";
import { LANGUAGE_LABELS, LANGUAGES, type Language } from "@shared/i18n/languages";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api";
import { currentLanguage } from "@/lib/i18n";
import { ErrorBlock, LoadingBlock, PageHeader } from "../admin-ui";
import { siteAdminQuery, usePreviewSite, usePublishSite, useRestoreSite } from "./site-admin-api";
import { LandingFields } from "./site-landing-fields";
import { PagesFields } from "./site-pages-fields";
import { BrandImages } from "./site-brand-images";
import { formatDateTime } from "@shared/text/dates";

/** /admin/site, "Website": brand, landing texts, pages, preview, publishing, history (issue 31). */
export default function SitePage() {
  const { t } = useTranslation("site-admin");
  const query = useQuery(siteAdminQuery());
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock text={t("loadError")} />
      ) : (
        // A new revision (publish, restore) starts the form from what was stored.
        <SiteEditor key={query.data.revision} data={query.data} />
      )}
    </div>
  );
}

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : String(err));

function SiteEditor({ data }: { data: SiteAdminResponse }) {
  const { t } = useTranslation("site-admin");
  const [doc, setDoc] = useState<SiteDocument>(() => structuredClone(data.document));
  const [lang, setLang] = useState<Language>(currentLanguage());
  const [previewHtml, setPreviewHtml] = useState<string | null | undefined>(undefined);
  const publish = usePublishSite();
  const restore = useRestoreSite();
  const preview = usePreviewSite();
  const update = (fn: (d: SiteDocument) => void) =>
    setDoc((d) => {
      const next = structuredClone(d);
      fn(next);
      return next;
    });

  const onPublish = () =>
    publish.mutate(
      { expectedRevision: data.revision, document: doc },
      {
        onSuccess: (r) => toast.success(t("actions.published", { revision: r.revision })),
        onError: (err) => toast.error(errorText(err)),
      },
    );
  const onPreview = () =>
    preview.mutate(
      { document: doc, language: lang },
      {
        onSuccess: (r) => setPreviewHtml(r.html),
        onError: (err) => toast.error(errorText(err)),
      },
    );

  const langPicker = (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t("landing.language")}
    >
      <span className="text-sm font-medium">{t("landing.language")}:</span>
      {LANGUAGES.map((l) => (
        <Button
          key={l}
          type="button"
          size="sm"
          variant={l === lang ? "default" : "outline"}
          aria-pressed={l === lang}
          onClick={() => setLang(l)}
          lang={l}
        >
          {LANGUAGE_LABELS[l]}
        </Button>
      ))}
    </div>
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
        <p className="text-sm" data-testid="site-revision">
          {data.revision > 0 ? t("revision", { revision: data.revision }) : t("revisionNone")}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onPreview} disabled={preview.isPending}>
            <Eye aria-hidden="true" />
            {t("actions.preview")}
          </Button>
          <Button type="button" onClick={onPublish} disabled={publish.isPending}>
            <Rocket aria-hidden="true" />
            {publish.isPending ? t("actions.publishing") : t("actions.publish")}
          </Button>
        </div>
      </div>
      {data.examples && (
        <Alert data-testid="site-examples">
          <AlertTitle>{t("examples.title")}</AlertTitle>
          <AlertDescription>{t("examples.text")}</AlertDescription>
        </Alert>
      )}
      {publish.isError && (
        <Alert variant="destructive" data-testid="site-publish-error">
          <AlertDescription>{errorText(publish.error)}</AlertDescription>
        </Alert>
      )}
      {previewHtml !== undefined && (
        <section
          aria-labelledby="site-preview-title"
          className="grid gap-3 rounded-xl border bg-card p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="site-preview-title" className="font-semibold">
              {t("preview.title")} ({LANGUAGE_LABELS[lang]})
            </h2>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setPreviewHtml(undefined)}
            >
              {t("preview.close")}
            </Button>
          </div>
          {previewHtml === null ? (
            <p className="text-sm text-muted-foreground">{t("preview.unavailable")}</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{t("preview.hint")}</p>
              <iframe
                title={t("preview.title")}
                srcDoc={previewHtml}
                // Our own origin for its style sheet and fonts, but no scripts.
                sandbox="allow-same-origin"
                className="h-[36rem] w-full rounded-lg border bg-background"
                data-testid="site-preview"
              />
            </>
          )}
        </section>
      )}
      <Tabs defaultValue="brand" className="grid gap-4">
        <TabsList className="flex h-auto flex-wrap justify-start">
          <TabsTrigger value="brand">{t("tabs.brand")}</TabsTrigger>
          <TabsTrigger value="landing">{t("tabs.landing")}</TabsTrigger>
          <TabsTrigger value="pages">{t("tabs.pages")}</TabsTrigger>
          <TabsTrigger value="history">{t("tabs.history")}</TabsTrigger>
        </TabsList>
        <TabsContent value="brand">
          <BrandFields doc={doc} update={update} />
        </TabsContent>
        <TabsContent value="landing" className="grid gap-4">
          {langPicker}
          <LandingFields doc={doc} update={update} lang={lang} examples={data.examples} />
        </TabsContent>
        <TabsContent value="pages" className="grid gap-4">
          {langPicker}
          <PagesFields doc={doc} update={update} lang={lang} drafts={data.drafts} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryList
            data={data}
            restoring={restore.isPending}
            onRestore={(revision) =>
              restore.mutate(
                { expectedRevision: data.revision, revision },
                {
                  onSuccess: (r) =>
                    toast.success(t("actions.restored", { from: revision, revision: r.revision })),
                  onError: (err) => toast.error(errorText(err)),
                },
              )
            }
          />
        </TabsContent>
      </Tabs>
    </>
  );
}

function BrandFields({
  doc,
  update,
}: {
  doc: SiteDocument;
  update: (fn: (d: SiteDocument) => void) => void;
}) {
  const { t, i18n } = useTranslation("site-admin");
  const { t: tt } = useTranslation("theme");
  const colour = doc.brand.primaryColor;
  const valid = /^#[0-9a-f]{6}$/i.test(colour);
  const ratios = valid ? colourContrasts(colour) : null;
  const nf = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const ratioLine = (key: "contrastWhite" | "contrastDark" | "contrastText", r: number) => (
    <li className={r >= 4.5 ? "text-foreground" : "font-medium text-destructive"}>
      {key === "contrastText"
        ? tt("contrastText", { ratio: nf.format(r) })
        : t(`brand.${key}`, { ratio: nf.format(r) })}{" "}
      – {r >= 4.5 ? t("brand.contrastOk") : t("brand.contrastFail")}
    </li>
  );
  return (
    <div className="grid gap-5 rounded-xl border bg-card p-5 md:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="site-name">{t("brand.name")}</Label>
        <Input
          id="site-name"
          value={doc.brand.name}
          maxLength={60}
          aria-describedby="site-name-hint"
          onChange={(e) => update((d) => void (d.brand.name = e.target.value))}
        />
        <p id="site-name-hint" className="text-sm text-muted-foreground">
          {t("brand.nameHint")}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="site-color">{t("brand.color")}</Label>
        <div className="flex gap-2">
          <Input
            id="site-color"
            value={colour}
            placeholder="#4f46e5"
            maxLength={7}
            aria-describedby="site-color-hint site-color-contrast"
            onChange={(e) => update((d) => void (d.brand.primaryColor = e.target.value.trim()))}
          />
          <input
            type="color"
            aria-label={t("brand.colorPicker")}
            value={valid ? colour : "#4f46e5"}
            onChange={(e) => update((d) => void (d.brand.primaryColor = e.target.value))}
            className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-background"
          />
        </div>
        <p id="site-color-hint" className="text-sm text-muted-foreground">
          {t("brand.colorHint")}
        </p>
        <ul id="site-color-contrast" className="grid gap-0.5 text-sm" data-testid="site-contrast">
          {ratios && ratioLine("contrastWhite", ratios.white)}
          {ratios && ratioLine("contrastText", ratios.asText)}
          {ratios && ratioLine("contrastDark", ratios.darkText)}
        </ul>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="site-language">{t("brand.language")}</Label>
        <select
          id="site-language"
          value={doc.brand.defaultLanguage}
          aria-describedby="site-language-hint"
          onChange={(e) =>
            update((d) => void (d.brand.defaultLanguage = e.target.value as Language))
          }
          className="h-9 rounded-md border bg-background px-3 text-sm"
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_LABELS[l]}
            </option>
          ))}
        </select>
        <p id="site-language-hint" className="text-sm text-muted-foreground">
          {t("brand.languageHint")}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="site-email">{t("brand.email")}</Label>
        <Input
          id="site-email"
          type="email"
          value={doc.brand.supportEmail}
          maxLength={200}
          onChange={(e) => update((d) => void (d.brand.supportEmail = e.target.value))}
        />
      </div>
      <BrandImages doc={doc} update={update} />
    </div>
  );
}

function HistoryList({
  data,
  restoring,
  onRestore,
}: {
  data: SiteAdminResponse;
  restoring: boolean;
  onRestore: (revision: number) => void;
}) {
  const { t, i18n } = useTranslation("site-admin");
  if (data.history.length === 0)
    return <p className="text-muted-foreground">{t("history.empty")}</p>;
  return (
    <ol className="grid gap-2" data-testid="site-history">
      {data.history.map((h) => (
        <li
          key={h.revision}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4"
        >
          <div className="flex items-start gap-3">
            <History className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
            <div className="grid text-sm">
              <span className="font-medium">
                {t("history.entry", { revision: h.revision })}
                {h.revision === data.revision && ` · ${t("history.current")}`}
              </span>
              <span className="text-muted-foreground">
                {formatDateTime(h.createdAt, i18n.language)}
                {h.createdBy && ` · ${t("history.by", { name: h.createdBy })}`}
                {h.restoredFrom !== null &&
                  ` · ${t("history.restoredFrom", { from: h.restoredFrom })}`}
              </span>
            </div>
          </div>
          {h.revision !== data.revision && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={restoring}
              onClick={() => onRestore(h.revision)}
              aria-label={`${t("actions.restore")}: ${t("history.entry", { revision: h.revision })}`}
            >
              {t("actions.restore")}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
