import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { Alert, AlertDescription } from "@/components/ui/alert";
import {
  BookOpen,
  CheckCircle2,
  FilePen,
  Languages,
  PlusCircle,
  Rocket,
  Settings2,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session";
import { statsQuery, type StatsResponse } from "./admin-api";
import { ErrorBlock, PageHeader } from "./admin-ui";
import { Sparkline } from "./reports/charts";

type StatKey = Exclude<keyof StatsResponse, "trend" | "legalPagesMissing">;
type TrendKey = keyof StatsResponse["trend"][number];
/** Each card links to its report and shows its daily figure of the last 30 days. */
const STATS: { key: StatKey; icon: LucideIcon; to: string; trend: Exclude<TrendKey, "day"> }[] = [
  { key: "totalCourses", icon: BookOpen, to: "/admin/courses", trend: "coursesCreated" },
  {
    key: "publishedCourses",
    icon: CheckCircle2,
    to: "/admin/courses?status=published",
    trend: "coursesPublished",
  },
  { key: "activeLearners30d", icon: Users, to: "/admin/funnel", trend: "activeLearners" },
  { key: "drafts", icon: FilePen, to: "/admin/courses?status=draft", trend: "draftsCreated" },
];

const ACTIONS: { to: string; key: string; icon: LucideIcon }[] = [
  { to: "/admin/new-course", key: "newCourse", icon: PlusCircle },
  { to: "/admin/courses", key: "manage", icon: Settings2 },
  { to: "/admin/translate", key: "translate", icon: Languages },
  { to: "/admin/publish", key: "publish", icon: Rocket },
];

export default function DashboardPage() {
  const { t, i18n } = useTranslation("admin");
  const { user } = useSession();
  const stats = useQuery(statsQuery());
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? "de");
  const name = user?.name?.trim().split(/\s+/)[0];

  return (
    <div className="grid gap-10">
      <PageHeader
        title={name ? t("dashboard.welcomeNamed", { name }) : t("dashboard.welcome")}
        description={t("dashboard.intro")}
      />

      {stats.data?.legalPagesMissing && (
        <Alert variant="destructive" data-testid="legal-pages-warning">
          <AlertDescription>
            {t("legalWarning", { ns: "site-admin" })}{" "}
            <Link to="/admin/site" className="font-medium underline underline-offset-4">
              {t("legalWarningLink", { ns: "site-admin" })}
            </Link>
          </AlertDescription>
        </Alert>
      )}

      <section aria-labelledby="stats-heading" className="grid gap-4">
        <h2 id="stats-heading" className="sr-only">
          {t("dashboard.statsHeading")}
        </h2>
        {stats.isError && <ErrorBlock text={t("dashboard.statsError")} />}
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {STATS.map(({ key, icon: Icon, to, trend }) => {
            const values = stats.data?.trend.map((d) => d[trend]) ?? [];
            return (
              <li key={key}>
                <Link
                  to={to}
                  className="group block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Card
                    className="h-full gap-3 py-5 transition-colors group-hover:border-primary/50 group-hover:bg-accent/40"
                    data-testid={`stat-${key}`}
                  >
                    <CardHeader className="grid-cols-[1fr_auto] px-5">
                      <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
                        {t(`dashboard.stats.${key}`)}
                      </CardTitle>
                      <Icon className="size-5 text-primary" aria-hidden="true" />
                    </CardHeader>
                    <CardContent className="grid gap-2 px-5">
                      {stats.data ? (
                        <>
                          <p className="text-3xl font-semibold tabular-nums">
                            {number.format(stats.data[key])}
                          </p>
                          <Sparkline values={values} />
                          <p className="text-xs text-muted-foreground" data-testid="stat-trend">
                            {t(`dashboard.trend.${trend}`, {
                              // Learners per day cannot be added up: the busiest day instead.
                              count:
                                trend === "activeLearners"
                                  ? Math.max(0, ...values)
                                  : values.reduce((a, b) => a + b, 0),
                            })}
                          </p>
                        </>
                      ) : stats.isError ? (
                        <p className="text-3xl font-semibold text-muted-foreground">–</p>
                      ) : (
                        <Skeleton className="h-9 w-16" />
                      )}
                    </CardContent>
                  </Card>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="actions-heading" className="grid gap-4">
        <h2 id="actions-heading" className="text-lg font-semibold">
          {t("dashboard.quickActions")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {ACTIONS.map(({ to, key, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <span className="font-semibold">{t(`dashboard.actions.${key}.title`)}</span>
                <span className="text-sm text-muted-foreground">
                  {t(`dashboard.actions.${key}.description`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guide-heading">
        <Card>
          <CardHeader>
            <CardTitle id="guide-heading">{t("dashboard.guide.title")}</CardTitle>
            <CardDescription>{t("dashboard.guide.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-5 md:grid-cols-2">
              {[1, 2, 3, 4].map((n) => (
                <li key={n} className="flex gap-4">
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                    aria-hidden="true"
                  >
                    {n}
                  </span>
                  <div className="grid gap-1">
                    <span className="font-medium">{t(`dashboard.guide.step${n}.title`)}</span>
                    <span className="text-sm text-muted-foreground">
                      {t(`dashboard.guide.step${n}.description`)}
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
