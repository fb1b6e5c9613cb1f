import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  tutorSettingsBody,
  type TutorSettingsBody,
  type TutorSettingsResponse,
} from "@shared/contracts/tutor";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormField } from "@/components/form-field";
import { ErrorBlock, LoadingBlock, PageHeader } from "../admin-ui";
import { tutorSettingsQuery, useCourseTutor, useSaveTutorSettings } from "./tutor-admin-api";

/** /admin/tutor: platform switch, daily limit, monthly budget, retention, courses with reports. */
export default function TutorSettingsPage() {
  const { t } = useTranslation("tutor-admin");
  const query = useQuery(tutorSettingsQuery());
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock text={t("loadError")} />
      ) : (
        <Settings data={query.data} />
      )}
    </div>
  );
}

function Settings({ data }: { data: TutorSettingsResponse }) {
  const { t, i18n } = useTranslation("tutor-admin");
  const save = useSaveTutorSettings();
  const courseTutor = useCourseTutor();
  const form = useForm<TutorSettingsBody>({
    resolver: zodResolver(tutorSettingsBody),
    defaultValues: {
      enabled: data.enabled,
      dailyLimit: data.dailyLimit,
      monthlyTokenBudget: data.monthlyTokenBudget,
      retentionDays: data.retentionDays,
    },
  });
  const nf = new Intl.NumberFormat(i18n.language);
  const percent = Math.round((data.tokensThisMonth / data.monthlyTokenBudget) * 100);
  const e = form.formState.errors;
  return (
    <>
      {data.offline && (
        <Alert>
          <AlertDescription>{t("offline")}</AlertDescription>
        </Alert>
      )}
      <section className="rounded-xl border bg-card p-5" aria-labelledby="tutor-usage">
        <h2 id="tutor-usage" className="mb-2 font-semibold">
          {t("usage.title")}
        </h2>
        <p data-testid="tutor-usage">
          {t("usage.text", {
            used: nf.format(data.tokensThisMonth),
            budget: nf.format(data.monthlyTokenBudget),
            percent,
          })}
        </p>
        {data.budgetWarning && (
          <Alert variant="destructive" className="mt-3" data-testid="tutor-budget-warning">
            <AlertTitle>{t("usage.warning")}</AlertTitle>
          </Alert>
        )}
      </section>
      <form
        className="grid gap-4 rounded-xl border bg-card p-5"
        onSubmit={form.handleSubmit((v) =>
          save.mutate(v, {
            onSuccess: () => toast.success(t("saved")),
            onError: (err) => toast.error(err.message),
          }),
        )}
        aria-labelledby="tutor-settings"
      >
        <h2 id="tutor-settings" className="font-semibold">
          {t("settings")}
        </h2>
        <div className="flex items-center gap-3">
          <Checkbox
            id="tutor-enabled"
            checked={form.watch("enabled")}
            onCheckedChange={(v) => form.setValue("enabled", v === true, { shouldDirty: true })}
          />
          <Label htmlFor="tutor-enabled">{t("enabled")}</Label>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t("dailyLimit")} error={e.dailyLimit?.message}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                {...form.register("dailyLimit", { valueAsNumber: true })}
              />
            )}
          </FormField>
          <FormField label={t("budget")} error={e.monthlyTokenBudget?.message}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                {...form.register("monthlyTokenBudget", { valueAsNumber: true })}
              />
            )}
          </FormField>
          <FormField label={t("retention")} error={e.retentionDays?.message}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                {...form.register("retentionDays", { valueAsNumber: true })}
              />
            )}
          </FormField>
        </div>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t("save")}
          </Button>
        </div>
      </form>
      <section className="rounded-xl border bg-card p-5" aria-labelledby="tutor-courses">
        <h2 id="tutor-courses" className="mb-3 font-semibold">
          {t("courses.title")}
        </h2>
        {data.courses.length === 0 ? (
          <p className="text-muted-foreground">{t("courses.none")}</p>
        ) : (
          <ul className="grid gap-2">
            {data.courses.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
              >
                <span className="min-w-0 font-medium wrap-anywhere">{c.title}</span>
                <span className="flex flex-wrap items-center gap-3">
                  <span className="text-sm text-muted-foreground">
                    {t("courses.questions", { count: c.questions })}
                  </span>
                  <span className="flex items-center gap-2">
                    <Checkbox
                      id={`tutor-course-${c.id}`}
                      checked={c.tutorEnabled}
                      disabled={courseTutor.isPending}
                      onCheckedChange={(v) =>
                        courseTutor.mutate({ courseId: c.id, enabled: v === true })
                      }
                    />
                    <Label htmlFor={`tutor-course-${c.id}`}>{t("courses.enabled")}</Label>
                  </span>
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={`/admin/tutor/${c.id}`}
                      aria-label={t("courses.reportFor", { title: c.title })}
                    >
                      {t("courses.report")}
                    </Link>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
