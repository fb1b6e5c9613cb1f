import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import {
  FUNNEL_DIMENSIONS,
  type Conversion,
  type FunnelDimension,
  type FunnelReportResponse,
} from "@shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { funnelCsvUrl, funnelQuery } from "../admin-api";
import { ErrorBlock, formatDate, LoadingBlock, PageHeader } from "../admin-ui";
import { BarChartWithTable } from "./charts";
import { CsvLink, FigureCard, percent, ReportSection, ScrollTable, td, th } from "./report-ui";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Onboarding question of each answer dimension (texts of the onboarding namespace). */
const QUESTION: Record<FunnelDimension, string> = {
  goal: "goal",
  level: "experience",
  time: "timeCommitment",
  style: "learningStyle",
  topic: "topic",
  blocker: "blocker",
};
const STAGES = ["leads", "registered", "started", "completed"] as const;

function PeriodForm({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation("admin");
  const [, setSearch] = useSearchParams();
  const [value, setValue] = useState({ from, to });
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (DATE.test(value.from) && DATE.test(value.to)) setSearch(value);
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
      aria-label={t("reports.funnel.period")}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>{t("reports.funnel.from")}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          required
          value={value.from}
          max={value.to}
          onChange={(e) => setValue((v) => ({ ...v, from: e.target.value }))}
          className="w-44"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>{t("reports.funnel.to")}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          required
          value={value.to}
          min={value.from}
          onChange={(e) => setValue((v) => ({ ...v, to: e.target.value }))}
          className="w-44"
        />
      </div>
      <Button type="submit">{t("reports.funnel.show")}</Button>
    </form>
  );
}

function ConversionTable({
  label,
  header,
  rows,
}: {
  label: string;
  header: string;
  rows: (Conversion & { key: string; name: string })[];
}) {
  const { t } = useTranslation("admin");
  return (
    <ScrollTable label={label}>
      <thead className="border-b bg-muted/50">
        <tr>
          <th scope="col" className={th}>
            {header}
          </th>
          {STAGES.map((s) => (
            <th scope="col" key={s} className={th}>
              {t(`reports.funnel.stages.${s}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b last:border-b-0" data-testid="conversion-row">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {r.name}
            </th>
            {STAGES.map((s) => (
              <td key={s} className={td}>
                {r[s]}
                {s !== "leads" && (
                  <span className="text-muted-foreground"> ({percent(r[s], r.leads)} %)</span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The period's days in figures: leads in all, per day on average, the day with the most. */
function DailySummary({ days }: { days: FunnelReportResponse["leadsPerDay"] }) {
  const { t, i18n } = useTranslation("admin");
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? "de", {
    maximumFractionDigits: 1,
  });
  const total = days.reduce((n, d) => n + d.leads, 0);
  const busiest = days.reduce<(typeof days)[number] | null>(
    (best, d) => (d.leads > 0 && (!best || d.leads > best.leads) ? d : best),
    null,
  );
  const figures = [
    ["total", t("funnelDaily.total"), number.format(total)],
    ["average", t("funnelDaily.average"), number.format(days.length ? total / days.length : 0)],
    [
      "busiest",
      t("funnelDaily.busiest"),
      busiest
        ? t("funnelDaily.busiestValue", {
            count: busiest.leads,
            leads: number.format(busiest.leads),
            day: formatDate(busiest.day),
          })
        : t("funnelDaily.none"),
    ],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label={t("funnelDaily.summary")}>
      {figures.map(([key, label, value]) => (
        <div key={key} className="rounded-md border px-3 py-2" data-testid={`daily-${key}`}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FunnelReport({ data }: { data: FunnelReportResponse }) {
  const { t } = useTranslation(["admin", "onboarding"]);
  const c = data.conversion;
  const answerLabel = (d: FunnelDimension, value: string | null) =>
    value === null
      ? t("reports.funnel.unanswered")
      : t(`onboarding:steps.${QUESTION[d]}.options.${value}`, { defaultValue: value });
  return (
    <>
      <section aria-labelledby="funnel-conversion" className="grid gap-3">
        <h2 id="funnel-conversion" className="text-lg font-semibold">
          {t("reports.funnel.conversion")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {STAGES.map((s) => (
            <li key={s}>
              <FigureCard
                label={t(`reports.funnel.stages.${s}`)}
                value={String(c[s])}
                hint={
                  s === "leads"
                    ? undefined
                    : t("reports.funnel.ofLeads", { percent: percent(c[s], c.leads) })
                }
                testId={`stage-${s}`}
              />
            </li>
          ))}
        </ul>
      </section>

      <ReportSection title={t("reports.funnel.leadsPerDay")} testId="funnel-daily">
        <DailySummary days={data.leadsPerDay} />
        <BarChartWithTable
          title={t("reports.funnel.leadsPerDayChart", {
            from: formatDate(data.from),
            to: formatDate(data.to),
          })}
          labelHeader={t("reports.funnel.day")}
          valueHeader={t("reports.funnel.stages.leads")}
          testId="leads-per-day"
          data={data.leadsPerDay.map((d) => ({ label: formatDate(d.day), value: d.leads }))}
        />
      </ReportSection>

      <ReportSection title={t("reports.funnel.answers")}>
        <div className="grid gap-6 lg:grid-cols-2">
          {FUNNEL_DIMENSIONS.map((d) =>
            data.answers[d].length === 0 ? null : (
              <BarChartWithTable
                key={d}
                title={t(`onboarding:steps.${QUESTION[d]}.title`)}
                labelHeader={t("reports.funnel.answer")}
                valueHeader={t("reports.funnel.stages.leads")}
                layout="horizontal-bars"
                testId={`answers-${d}`}
                data={data.answers[d].map((a) => ({
                  label: answerLabel(d, a.value),
                  value: a.leads,
                }))}
              />
            ),
          )}
        </div>
      </ReportSection>

      <div className="grid gap-6">
        <ReportSection title={t("reports.funnel.bySource")} testId="by-source">
          <ConversionTable
            label={t("reports.funnel.bySource")}
            header="utm_source"
            rows={data.bySource.map((r) => ({
              ...r,
              key: r.utmSource ?? "",
              name: r.utmSource ?? t("reports.funnel.noSource"),
            }))}
          />
        </ReportSection>
        <ReportSection title={t("reports.funnel.byLanguage")} testId="by-language">
          <ConversionTable
            label={t("reports.funnel.byLanguage")}
            header={t("reports.funnel.language")}
            rows={data.byLanguage.map((r) => ({
              ...r,
              key: r.language,
              name: r.language.toUpperCase(),
            }))}
          />
        </ReportSection>
      </div>

      <ReportSection
        title={t("reports.funnel.recent")}
        description={t("reports.funnel.recentHelp")}
      >
        {data.recentLeads.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("reports.funnel.empty")}</p>
        ) : (
          <ScrollTable label={t("reports.funnel.recent")}>
            <thead className="border-b bg-muted/50">
              <tr>
                <th scope="col" className={th}>
                  {t("reports.funnel.email")}
                </th>
                <th scope="col" className={th}>
                  {t("reports.funnel.day")}
                </th>
                <th scope="col" className={th}>
                  utm_source
                </th>
                <th scope="col" className={th}>
                  {t("reports.funnel.language")}
                </th>
                <th scope="col" className={th}>
                  {t("reports.funnel.stages.registered")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.recentLeads.map((l) => (
                <tr key={l.email} className="border-b last:border-b-0">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {l.email}
                  </th>
                  <td className={td}>{formatDate(l.createdAt)}</td>
                  <td className={td}>{l.utmSource ?? "–"}</td>
                  <td className={td}>{l.language.toUpperCase()}</td>
                  <td className={td}>{l.registered ? t("reports.yes") : t("reports.no")}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </ReportSection>
    </>
  );
}

/** /admin/funnel: leads, their answers and how they convert, over a chosen period. */
export default function FunnelPage() {
  const { t } = useTranslation("admin");
  const [search] = useSearchParams();
  const from = search.get("from") ?? undefined;
  const to = search.get("to") ?? undefined;
  const period = {
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
  };
  const report = useQuery(funnelQuery(period));
  const data = report.data;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("reports.funnel.title")}
        description={t("reports.funnel.description")}
        actions={
          data && (
            <CsvLink
              href={funnelCsvUrl({ from: data.from, to: data.to })}
              label={t("reports.csv")}
            />
          )
        }
      />
      {data && <PeriodForm key={`${data.from}:${data.to}`} from={data.from} to={data.to} />}
      {report.isPending ? (
        <LoadingBlock />
      ) : report.isError || !data ? (
        <ErrorBlock text={t("reports.funnel.loadError")} />
      ) : (
        <FunnelReport data={data} />
      )}
    </div>
  );
}
