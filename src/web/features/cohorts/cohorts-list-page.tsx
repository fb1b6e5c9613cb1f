import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PlusCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cohortListQuery, formatDay } from "./cohorts-api";
import { ErrorText, Header, Loading } from "./cohort-ui";

/** /admin/cohorts: every class with its period, seats and teachers. */
export default function CohortsListPage() {
  const { t } = useTranslation("cohorts");
  const list = useQuery(cohortListQuery());
  return (
    <div className="grid gap-6">
      <Header
        title={t("list.title")}
        description={t("list.description")}
        actions={
          <Button asChild>
            <Link to="/admin/cohorts/new">
              <PlusCircle aria-hidden="true" />
              {t("list.new")}
            </Link>
          </Button>
        }
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorText text={list.error.message} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card p-6 text-muted-foreground">
          {t("list.empty")}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.data.items.map((c) => (
            <li key={c.id} className="rounded-xl border bg-card p-4" data-testid="cohort-row">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/cohorts/${c.id}`}
                  className="font-semibold underline-offset-4 wrap-anywhere hover:underline"
                >
                  {c.name}
                </Link>
                {c.archived && <Badge variant="secondary">{t("list.archived")}</Badge>}
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {t("list.period", { start: formatDay(c.startDate), end: formatDay(c.endDate) })} ·{" "}
                {c.seatLimit === null
                  ? t("list.members", { count: c.members })
                  : t("list.seats", { count: c.members, limit: c.seatLimit })}{" "}
                · {t("list.courses", { count: c.courses })}
              </p>
              {c.teachers.length > 0 && (
                <p className="text-sm wrap-anywhere text-muted-foreground">
                  {t("list.teachers", { names: c.teachers.join(", ") })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
