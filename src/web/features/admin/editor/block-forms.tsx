import { lazy, Suspense } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import type { z } from "zod";
import {
  CODE_LANGUAGES,
  codeExampleInput,
  exerciseInput,
  QUIZ_CHOICES,
  quizInput,
} from "@shared/contracts/editor";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { Skeleton } from "@/components/ui/skeleton";
import { translateValidation } from "@/lib/validation";
import type { PracticeSpec } from "@shared/domain/practice";
import { CheckMessagesField, type CheckMessages } from "./check-messages-field";

/** Every message in a nested field error (the practice part's files, checks …), translated, once. */
function fieldMessages(error: unknown): string[] {
  const found = new Set<string>();
  const walk = (e: unknown, depth: number) => {
    if (!e || typeof e !== "object" || depth > 6) return;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && message) found.add(translateValidation(message) ?? message);
    for (const [k, v] of Object.entries(e)) if (k !== "ref" && k !== "message") walk(v, depth + 1);
  };
  walk(error, 0);
  return [...found];
}

/** The code exercise part brings CodeMirror and the runtimes: loaded when an exercise is edited. */
const PracticeFields = lazy(() =>
  import("./practice-fields").then((m) => ({ default: m.PracticeFields })),
);

export type CodeValues = z.output<typeof codeExampleInput>;
export type ExerciseValues = z.output<typeof exerciseInput>;
export type QuizValues = z.output<typeof quizInput>;

interface FormProps<V> {
  defaults: V;
  /** Translations edit text only: structure (choices count, language) stays. */
  textOnly: boolean;
  pending: boolean;
  onSave: (values: V) => void;
  onCancel: () => void;
}

function FormButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation("editor");
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {t("blocks.save")}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("cancel")}
      </Button>
    </div>
  );
}

export function CodeExampleForm({
  defaults,
  textOnly,
  pending,
  onSave,
  onCancel,
}: FormProps<CodeValues>) {
  const { t } = useTranslation("editor");
  const form = useForm<z.input<typeof codeExampleInput>, unknown, CodeValues>({
    resolver: zodResolver(codeExampleInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSave)}>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField label={t("blocks.fields.codeTitle")} error={errors.title?.message}>
          {(p) => <Input {...p} {...form.register("title")} />}
        </FormField>
        <FormField label={t("blocks.fields.language")} error={errors.language?.message}>
          {(p) => (
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={textOnly}>
                  <SelectTrigger id={p.id} className="w-full" aria-invalid={p["aria-invalid"]}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CODE_LANGUAGES.map((l) => (
                      <SelectItem key={l} value={l}>
                        {l}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
      <FormField label={t("blocks.fields.codeDescription")} error={errors.description?.message}>
        {(p) => <Textarea {...p} rows={2} {...form.register("description")} />}
      </FormField>
      <FormField label={t("blocks.fields.code")} error={errors.code?.message}>
        {(p) => (
          <Textarea
            {...p}
            rows={10}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            className="font-mono text-sm leading-6"
            {...form.register("code")}
          />
        )}
      </FormField>
      <FormButtons pending={pending} onCancel={onCancel} />
    </form>
  );
}

export function ExerciseForm({
  defaults,
  textOnly,
  pending,
  onSave,
  onCancel,
}: FormProps<ExerciseValues>) {
  const { t } = useTranslation("editor");
  const form = useForm<z.input<typeof exerciseInput>, unknown, ExerciseValues>({
    resolver: zodResolver(exerciseInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const practice = form.watch("practice") as PracticeSpec | null | undefined;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSave)}>
      <FormField label={t("blocks.fields.task")} error={errors.task?.message}>
        {(p) => <Textarea {...p} rows={4} {...form.register("task")} />}
      </FormField>
      <FormField label={t("blocks.fields.hint")} error={errors.hint?.message}>
        {(p) => <Textarea {...p} rows={2} {...form.register("hint")} />}
      </FormField>
      <FormField label={t("blocks.fields.solution")} error={errors.solution?.message}>
        {(p) => <Textarea {...p} rows={4} {...form.register("solution")} />}
      </FormField>
      <Controller
        control={form.control}
        name="practice"
        render={({ field }) => (
          <Suspense fallback={<Skeleton className="h-16 rounded-lg" />}>
            <PracticeFields
              value={(field.value ?? null) as PracticeSpec | null}
              onChange={field.onChange}
              textOnly={textOnly}
              errors={fieldMessages(errors.practice)}
            />
          </Suspense>
        )}
      />
      {textOnly && defaults.checkMessages && (
        <Controller
          control={form.control}
          name="checkMessages"
          render={({ field }) => (
            <Suspense fallback={<Skeleton className="h-16 rounded-lg" />}>
              <CheckMessagesField
                value={(field.value ?? {}) as CheckMessages}
                titles={Object.fromEntries((practice?.checks ?? []).map((c) => [c.id, c.title]))}
                onChange={field.onChange}
              />
            </Suspense>
          )}
        />
      )}
      <FormButtons pending={pending} onCancel={onCancel} />
    </form>
  );
}

export function QuizForm({ defaults, textOnly, pending, onSave, onCancel }: FormProps<QuizValues>) {
  const { t } = useTranslation("editor");
  const form = useForm<z.input<typeof quizInput>, unknown, QuizValues>({
    resolver: zodResolver(quizInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const choices = form.watch("choices");
  const setChoices = (next: string[], correct: number) => {
    form.setValue("choices", next, { shouldDirty: true });
    form.setValue("correctAnswer", correct, { shouldDirty: true });
  };
  const choicesError = translateValidation(
    errors.choices?.message ?? errors.choices?.root?.message ?? errors.correctAnswer?.message,
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSave)}>
      <FormField label={t("blocks.fields.question")} error={errors.question?.message}>
        {(p) => <Textarea {...p} rows={2} {...form.register("question")} />}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby="quiz-choices-hint">
        <legend className="mb-1 text-sm font-medium">{t("blocks.fields.choices")}</legend>
        <p id="quiz-choices-hint" className="text-xs text-muted-foreground">
          {t("blocks.choicesHint")}
        </p>
        <Controller
          control={form.control}
          name="correctAnswer"
          render={({ field }) => (
            <RadioGroup
              value={String(field.value)}
              onValueChange={(v) => field.onChange(Number(v))}
              aria-label={t("blocks.fields.correct")}
              className="gap-2"
            >
              {choices.map((choice, i) => {
                const err = translateValidation(
                  (errors.choices as unknown as ({ message?: string } | undefined)[] | undefined)?.[
                    i
                  ]?.message,
                );
                return (
                  <div key={i} className="grid gap-1">
                    <div className="flex items-center gap-2">
                      <RadioGroupItem
                        value={String(i)}
                        aria-label={t("blocks.fields.correctN", { n: i + 1 })}
                        disabled={textOnly}
                      />
                      <Input
                        aria-label={t("blocks.fields.choiceN", { n: i + 1 })}
                        aria-invalid={!!err}
                        className="min-w-0 flex-1"
                        value={choice}
                        onChange={(e) =>
                          form.setValue(`choices.${i}`, e.target.value, { shouldDirty: true })
                        }
                      />
                      {!textOnly && (
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-9"
                          aria-label={t("blocks.removeChoice", { n: i + 1 })}
                          disabled={choices.length <= QUIZ_CHOICES.min}
                          onClick={() => {
                            const correct = Number(form.getValues("correctAnswer"));
                            setChoices(
                              choices.filter((_, j) => j !== i),
                              correct > i || (correct === i && correct > 0) ? correct - 1 : correct,
                            );
                          }}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                    {err && <p className="pl-7 text-sm font-medium text-destructive">{err}</p>}
                  </div>
                );
              })}
            </RadioGroup>
          )}
        />
        {choicesError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {choicesError}
          </p>
        )}
        {!textOnly && (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={choices.length >= QUIZ_CHOICES.max}
              onClick={() => setChoices([...choices, ""], Number(form.getValues("correctAnswer")))}
            >
              <Plus aria-hidden="true" />
              {t("blocks.addChoice")}
            </Button>
          </div>
        )}
      </fieldset>
      <FormField label={t("blocks.fields.explanation")} error={errors.explanation?.message}>
        {(p) => <Textarea {...p} rows={3} {...form.register("explanation")} />}
      </FormField>
      <FormButtons pending={pending} onCancel={onCancel} />
    </form>
  );
}
