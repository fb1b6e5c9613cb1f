import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BadgeCheck, ShieldX } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { participationVerifyQuery } from "./teaching-api";
import { useFormat } from "./teach-ui";

/** Public: is this certificate of participation genuine, and what does it state (issue 44)? */
export default function ParticipationVerifyPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation("teaching");
  const f = useFormat();
  const query = useQuery(participationVerifyQuery(id));
  const num = (v: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? "de").format(v);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-6 p-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("verify.title")}</h1>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 text-muted-foreground">
          <Spinner className="size-5" />
          <span>{t("shell.loading")}</span>
        </div>
      ) : query.isError ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-xl border bg-card p-6 font-medium"
        >
          <ShieldX className="size-6 shrink-0 text-destructive" aria-hidden="true" />
          {t("verify.invalid")}
        </p>
      ) : (
        <div className="rounded-xl border bg-card p-6">
          <p className="flex items-center gap-2 font-medium">
            <BadgeCheck className="size-6 shrink-0 text-success" aria-hidden="true" />
            {t("verify.valid")}
          </p>
          <dl className="mt-4 grid gap-3 text-sm">
            {(
              [
                ["learner", query.data.learnerName],
                ["cohort", query.data.cohortName],
                [
                  "period",
                  t("home.period", {
                    from: f.date(query.data.startDate),
                    to: f.date(query.data.endDate),
                  }),
                ],
                ["learned", t("verify.hours", { hours: num(query.data.learnedHours) })],
                ["attended", t("verify.hours", { hours: num(query.data.attendedHours) })],
                ["issued", f.date(query.data.issuedAt)],
              ] as const
            ).map(([k, v]) => (
              <div key={k}>
                <dt className="text-muted-foreground">{t(`verify.${k}`)}</dt>
                <dd className="font-medium break-words">{v}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </main>
  );
}
