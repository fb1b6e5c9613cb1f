import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SiteDocument, SiteImageResponse } from "@shared/contracts/site";
import type { SiteImageKind } from "@shared/domain/media";
import { ImageFileButton } from "@/components/image-file-button";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { uploadFile } from "@/lib/upload";

type ImageField = "logoLight" | "logoDark" | "favicon";
const FIELDS: { field: ImageField; kind: SiteImageKind }[] = [
  { field: "logoLight", kind: "logo" },
  { field: "logoDark", kind: "logo" },
  { field: "favicon", kind: "favicon" },
];

/**
 * Brand → logos and favicon (issue 31, decision 0152): each upload is checked and stored by
 * the server at once and goes into the draft; like every other field it is seen by visitors
 * after "Veröffentlichen" (and restored with its revision).
 */
export function BrandImages({
  doc,
  update,
}: {
  doc: SiteDocument;
  update: (fn: (d: SiteDocument) => void) => void;
}) {
  return (
    <div className="grid gap-5 md:col-span-2 md:grid-cols-3">
      {FIELDS.map(({ field, kind }) => (
        <ImageField
          key={field}
          field={field}
          kind={kind}
          url={doc.brand[field]}
          onChange={(url) => update((d) => void (d.brand[field] = url))}
        />
      ))}
    </div>
  );
}

function ImageField({
  field,
  kind,
  url,
  onChange,
}: {
  field: ImageField;
  kind: SiteImageKind;
  url: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation("site-admin");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const upload = async (file: File) => {
    setError(null);
    setBusy(true);
    try {
      const r = await uploadFile<SiteImageResponse>(`/api/admin/site/images/${kind}`, file);
      onChange(r.url);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid content-start gap-2" data-testid={`site-image-${field}`}>
      <p className="text-sm font-medium" id={`${id}-label`}>
        {t(`images.${field}`)}
      </p>
      <div
        className={
          field === "logoDark"
            ? "grid h-20 place-items-center rounded-lg border bg-slate-900 p-2"
            : "grid h-20 place-items-center rounded-lg border bg-white p-2"
        }
      >
        {url ? (
          <img
            src={url}
            alt={t("images.current", { what: t(`images.${field}`) })}
            className={field === "favicon" ? "size-12 object-contain" : "max-h-16 object-contain"}
          />
        ) : (
          <span
            className={field === "logoDark" ? "text-sm text-slate-200" : "text-sm text-slate-600"}
          >
            {t("images.none")}
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t(`images.${field}Hint`)}
      </p>
      <div className="flex flex-wrap gap-2">
        <ImageFileButton
          label={busy ? t("images.uploading") : url ? t("images.replace") : t("images.choose")}
          disabled={busy}
          describedBy={`${id}-label ${id}-hint`}
          onFile={(f) => void upload(f)}
          onInvalid={setError}
        />
        {url && (
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            aria-describedby={`${id}-label`}
            onClick={() => onChange("")}
          >
            {t("images.remove")}
          </Button>
        )}
      </div>
      {error && (
        <p
          role="alert"
          className="text-sm font-medium text-destructive"
          data-testid="site-image-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}
