/**
 * The form of one project's translation (issue 30, decision 0146): the original beside every
 * field (title, brief, rubric, check titles), validated by the shared schema, saved with the
 * translation's revision; a concurrent save answers 409 and the form says so.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { RefreshCw } from "lucide-react";
import {
  projectTextsSchema,
  type ProjectTexts,
  type ProjectTranslationItem,
} from "@shared/contracts/project-translation";
import { LANGUAGE_LABELS, type Language } from "@shared/i18n/languages";
import { PROJECT_LIMITS } from "@shared/domain/projects";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { translateValidation } from "@/lib/validation";
import { keyOf, saveTranslation } from "./project-translation-api";
import { CriterionFields, type CriterionFieldName } from "./criterion-fields";

const CRITERION_LABELS: Record<CriterionFieldName, string> = {
  title: "projectTranslation.fields.criterionTitle",
  description: "projectTranslation.fields.description",
  fulfilled: "projectTranslation.fields.fulfilled",
};

/** The original's text of one field, in its language, to translate from. */
function Original({ text, language, id }: { text: string; language: Language; id: string }) {
  const { t } = useTranslation("editor");
  return (
    <div className="grid content-start gap-1 text-sm" data-testid="project-original">
      <p className="text-xs font-medium text-muted-foreground">
        {t("projectTranslation.original", { language: LANGUAGE_LABELS[language] })}
      </p>
      <p
        id={id}
        lang={language}
        className="max-h-48 overflow-auto rounded-md border bg-muted/40 p-2 whitespace-pre-wrap wrap-anywhere"
      >
        {text || "—"}
      </p>
    </div>
  );
}

/** One field: the original beside (below on narrow screens) the translation's input. */
function Field({
  label,
  original,
  language,
  value,
  onChange,
  error,
  multiline,
  maxLength,
}: {
  label: string;
  original: string;
  language: Language;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  multiline?: boolean;
  maxLength: number;
}) {
  const id = useId();
  const message = translateValidation(error);
  const props = {
    id,
    value,
    maxLength,
    "aria-invalid": !!message,
    "aria-describedby": `${id}-original${message ? ` ${id}-error` : ""}`,
  };
  return (
    <div className="grid gap-2 md:grid-cols-2 md:gap-4">
      <div className="grid content-start gap-1.5 md:order-2">
        <Label htmlFor={id}>{label}</Label>
        {multiline ? (
          <Textarea
            {...props}
            rows={8}
            className="font-mono text-sm"
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <Input {...props} onChange={(e) => onChange(e.target.value)} />
        )}
        {message && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {message}
          </p>
        )}
      </div>
      <Original text={original} language={language} id={`${id}-original`} />
    </div>
  );
}

export function TranslationForm({
  versionId,
  item,
  sourceLanguage,
  onDone,
}: {
  versionId: string;
  item: ProjectTranslationItem;
  sourceLanguage: Language;
  onDone: () => void;
}) {
  const { t } = useTranslation("editor");
  const id = useId();
  const qc = useQueryClient();
  // Untranslated: the original to write over (as the lesson editor offers it).
  const [texts, setTexts] = useState<ProjectTexts>(() => item.translation ?? item.source);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const s = item.source;

  const save = useMutation({
    mutationFn: (body: ProjectTexts) =>
      saveTranslation(versionId, item.id, { ...body, expectedRevision: item.revision }),
    onSuccess: async () => {
      toast.success(t("projectTranslation.saved"));
      await qc.invalidateQueries({ queryKey: keyOf(versionId) });
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) setConflict(err.message);
      else toast.error(err instanceof ApiError ? err.message : t("projectTranslation.saveFailed"));
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = projectTextsSchema.safeParse(texts);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      return;
    }
    setErrors({});
    setConflict(null);
    save.mutate(parsed.data);
  };

  const setCriterion = (i: number, patch: Partial<ProjectTexts["rubric"][number]>) =>
    setTexts((x) => ({
      ...x,
      rubric: x.rubric.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    }));

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5 rounded-lg border p-4"
      aria-labelledby={`${id}-heading`}
      data-testid="project-translation-form"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold wrap-anywhere">
        {t("projectTranslation.formHeading", { title: s.title })}
      </h3>
      {item.state === "outdated" && (
        <p className="text-sm text-muted-foreground" data-testid="project-translation-outdated">
          {t("projectTranslation.outdatedNote")}
        </p>
      )}
      {conflict && (
        <div
          role="alert"
          className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive-subtle p-3 text-sm text-destructive-subtle-foreground"
          data-testid="project-translation-conflict"
        >
          <p className="font-medium">{conflict}</p>
          <div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                void qc.invalidateQueries({ queryKey: keyOf(versionId) });
                onDone();
              }}
            >
              <RefreshCw aria-hidden="true" />
              {t("projectTranslation.reload")}
            </Button>
          </div>
        </div>
      )}
      <Field
        label={t("projectTranslation.fields.title")}
        original={s.title}
        language={sourceLanguage}
        value={texts.title}
        onChange={(title) => setTexts((x) => ({ ...x, title }))}
        error={errors.title}
        maxLength={PROJECT_LIMITS.titleChars}
      />
      <Field
        label={t("projectTranslation.fields.brief")}
        original={s.brief}
        language={sourceLanguage}
        value={texts.brief}
        onChange={(brief) => setTexts((x) => ({ ...x, brief }))}
        error={errors.brief}
        multiline
        maxLength={PROJECT_LIMITS.briefChars}
      />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">
          {t("projectTranslation.fields.rubric")}
        </legend>
        {s.rubric.map((c, i) => (
          <div
            key={c.id}
            className="grid gap-3 rounded-md border bg-muted/20 p-3"
            data-testid="project-translation-criterion"
          >
            <p className="text-sm font-medium">
              {t("projectTranslation.fields.criterion", { number: i + 1 })}
            </p>
            <CriterionFields
              value={texts.rubric[i] ?? { title: "", description: "", fulfilled: "" }}
              errors={{
                title: errors[`rubric.${i}.title`],
                description: errors[`rubric.${i}.description`],
                fulfilled: errors[`rubric.${i}.fulfilled`],
              }}
              onChange={(patch) => setCriterion(i, patch)}
              renderField={(f) => (
                <Field
                  label={t(CRITERION_LABELS[f.name])}
                  original={c[f.name]}
                  language={sourceLanguage}
                  value={f.value}
                  onChange={f.onChange}
                  error={f.error}
                  multiline={f.name === "description"}
                  maxLength={f.maxLength}
                />
              )}
            />
          </div>
        ))}
      </fieldset>
      {s.checks.length > 0 && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold">
            {t("projectTranslation.fields.checks")}
          </legend>
          {s.checks.map((c, i) => (
            <Field
              key={c.id}
              label={t("projectTranslation.fields.check", { number: i + 1 })}
              original={c.title}
              language={sourceLanguage}
              value={texts.checks[i]?.title ?? ""}
              onChange={(title) =>
                setTexts((x) => ({
                  ...x,
                  checks: x.checks.map((d, j) => (j === i ? { ...d, title } : d)),
                }))
              }
              error={errors[`checks.${i}.title`]}
              maxLength={300}
            />
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t("projectTranslation.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("projectTranslation.cancel")}
        </Button>
      </div>
    </form>
  );
}
