import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Award, Download, Link2 } from "lucide-react";
import type { Certificate } from "@shared/contracts/achievements";
import { verifyLink } from "@/lib/achievements";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@shared/text/dates";

/**
 * A learner's certificate (achievements page and the player's completion state): course,
 * name, date and id, "PDF herunterladen" (owner-only download) and "Link teilen" (copies
 * the public /verify link).
 */
export function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(c.issuedAt, i18n.resolvedLanguage ?? "de", "long");
  const share = async () => {
    const url = verifyLink(c.id);
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("certificate.copied"));
    } catch {
      toast.error(t("certificate.copyFailed", { url }));
    }
  };
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border bg-card p-5 sm:flex-row sm:items-center"
      data-testid="certificate-card"
      aria-labelledby={`cert-${c.id}`}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Award className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-primary">{t("certificate.title")}</p>
        <h3 id={`cert-${c.id}`} className="font-semibold break-words">
          {c.courseTitle}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t("certificate.forName", { name: c.learnerName })} · {t("certificate.issued", { date })}
        </p>
        <p className="text-xs break-all text-muted-foreground">
          {t("certificate.id", { id: c.id })}
        </p>
        {c.revoked && (
          <Badge variant="destructive" className="mt-2">
            {t("certificate.revoked")}
          </Badge>
        )}
      </div>
      {!c.revoked && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a
              href={`/api/me/certificates/${c.id}/pdf`}
              download
              data-testid="certificate-download"
            >
              <Download aria-hidden="true" />
              {t("certificate.download")}
            </a>
          </Button>
          <Button variant="outline" onClick={() => void share()} data-testid="certificate-share">
            <Link2 aria-hidden="true" />
            {t("certificate.share")}
          </Button>
        </div>
      )}
    </article>
  );
}
