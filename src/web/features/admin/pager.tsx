import { useTranslation } from "react-i18next";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Previous/next paging of a server-side list, with "Seite x von y" for everyone. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list is, for the navigation's name. */
  label: string;
}) {
  const { t } = useTranslation("admin");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-end gap-2">
      <p
        className="mr-auto text-sm text-muted-foreground"
        aria-live="polite"
        data-testid="pager-status"
      >
        {t("pager.status", { page, pages, total })}
      </p>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t("pager.previous")}
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("pager.next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** A positive page number from a URL search parameter (1 when missing or invalid). */
export function pageParam(value: string | null): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}
