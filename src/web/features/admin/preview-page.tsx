import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  Code2,
  HelpCircle,
  ListChecks,
  Rocket,
  Target,
} from "lucide-react";
import type { PreviewResponse } from "@shared/contracts/admin";
import { parseQuizChoices } from "@shared/domain/quiz";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { adminApi, invalidateAdminContent, previewQuery, versionsQuery } from "./admin-api";
import { Markdown } from "@/components/markdown";
import { ErrorBlock, LanguageBadge, LoadingBlock, PageHeader, StatusBadge } from "./admin-ui";
import { logHandled } from "@/lib/log";
import { ProjectsPreview } from "./project-preview";

type Lesson = PreviewResponse["modules"][number]["lessons"][number];
type Problem = PreviewResponse["problems"][number];

function ProblemList({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation(["admin", "editor"]);
  if (problems.length === 0)
    return (
      <Alert className="border-success/40 bg-success-subtle" data-testid="no-problems">
        <CheckCircle2 aria-hidden="true" className="text-success" />
        <AlertTitle>{t("preview.noProblems")}</AlertTitle>
      </Alert>
    );
  return (
    <Alert
      className="border-warning/60 bg-warning-subtle text-warning-subtle-foreground"
      data-testid="problems"
    >
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{t("preview.problemsTitle", { count: problems.length })}</AlertTitle>
      <AlertDescription className="text-warning-subtle-foreground">
        <ul className="list-disc space-y-1 pl-5">
          {problems.map((p, i) => (
            <li key={`${p.kind}-${i}`}>
              {t([`preview.problem.${p.kind}`, `editor:projectTranslation.problem.${p.kind}`], {
                module: p.moduleTitle ?? "",
                lesson: p.lessonTitle ?? "",
                project: p.projectTitle ?? "",
              })}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

function LessonPreview({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation("admin");
  return (
    <article
      className="grid gap-4 rounded-xl border bg-background p-4 sm:p-5"
      data-testid="preview-lesson"
    >
      <header className="grid gap-1">
        <h4 className="text-base font-semibold break-words">{lesson.title}</h4>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {t("edit.minutes", { count: lesson.estimatedDurationMinutes })}
          </span>
          {lesson.learningObjective && (
            <span className="flex items-center gap-1">
              <Target className="size-3.5" aria-hidden="true" />
              {t("preview.objective")}: {lesson.learningObjective}
            </span>
          )}
        </p>
      </header>
      {lesson.content.trim() ? (
        <Markdown nested className="text-sm text-foreground">
          {lesson.content}
        </Markdown>
      ) : (
        <p className="text-sm text-muted-foreground italic">{t("preview.emptyContent")}</p>
      )}
      {lesson.codeExamples.map((c) => (
        <section key={c.id} className="grid gap-2" aria-label={c.title}>
          <h5 className="flex items-center gap-2 text-sm font-semibold">
            <Code2 className="size-4 text-primary" aria-hidden="true" />
            {c.title}
            <Badge variant="outline" className="font-mono">
              {c.language}
            </Badge>
          </h5>
          {c.description && <p className="text-sm text-muted-foreground">{c.description}</p>}
          <pre
            className="overflow-x-auto rounded-lg bg-slate-950 p-4 text-sm text-slate-50"
            tabIndex={0}
          >
            <code>{c.code}</code>
          </pre>
        </section>
      ))}
      {lesson.exercises.map((e) => (
        <section
          key={e.id}
          className="grid gap-2 rounded-lg border border-primary/20 bg-accent/40 p-4"
        >
          <h5 className="flex items-center gap-2 text-sm font-semibold">
            <ListChecks className="size-4 text-primary" aria-hidden="true" />
            {t("preview.exercise")}
          </h5>
          <Markdown nested className="text-sm text-foreground">
            {e.task}
          </Markdown>
          {e.hint && (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">{t("preview.hint")}</summary>
              <div className="mt-2">
                <Markdown nested className="text-sm text-foreground">
                  {e.hint}
                </Markdown>
              </div>
            </details>
          )}
          {e.solution && (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">{t("preview.solution")}</summary>
              <div className="mt-2">
                <Markdown nested className="text-sm text-foreground">
                  {e.solution}
                </Markdown>
              </div>
            </details>
          )}
        </section>
      ))}
      {lesson.quizzes.map((q) => {
        const choices = parseQuizChoices(q.choices);
        return (
          <section key={q.id} className="grid gap-2 rounded-lg border p-4">
            <h5 className="flex items-center gap-2 text-sm font-semibold">
              <HelpCircle className="size-4 text-primary" aria-hidden="true" />
              {t("preview.quiz")}
            </h5>
            <p className="text-sm font-medium">{q.question}</p>
            <ul className="grid gap-1.5">
              {choices.map((c) => {
                const correct = c.index === q.correctAnswer;
                return (
                  <li
                    key={c.key}
                    className={
                      correct
                        ? "flex items-center gap-2 rounded-md border border-success/50 bg-success-subtle px-3 py-2 text-sm text-success-subtle-foreground"
                        : "rounded-md border px-3 py-2 text-sm"
                    }
                  >
                    {correct && <CheckCircle2 className="size-4" aria-hidden="true" />}
                    {c.text}
                    {correct && <span className="sr-only"> ({t("preview.correct")})</span>}
                  </li>
                );
              })}
            </ul>
            {q.explanation?.trim() ? (
              <p className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground">{t("preview.explanation")}:</span>{" "}
                {q.explanation}
              </p>
            ) : (
              <p className="text-sm text-warning-subtle-foreground italic">
                {t("preview.noExplanation")}
              </p>
            )}
          </section>
        );
      })}
    </article>
  );
}

function PreviewBody({ versionId }: { versionId: string }) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const preview = useQuery(previewQuery(versionId));
  const activate = useMutation({
    mutationFn: () => adminApi.activate(versionId),
    onSuccess: async () => {
      toast.success(t("preview.prepareSuccess"));
      await invalidateAdminContent(qc);
    },
    onError: (err) => {
      logHandled("activate failed", err);
      toast.error(t("preview.prepareFailed"));
    },
  });

  if (preview.isPending) return <LoadingBlock />;
  if (preview.isError) return <ErrorBlock text={t("preview.loadError")} />;
  const { course, modules, version, problems, projects } = preview.data;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{course.title}</CardTitle>
          <CardDescription>{course.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <LanguageBadge language={version.language} />
            <StatusBadge status={version.status} />
            {version.isActive && (
              <Badge variant="info" data-testid="active-badge">
                {t("preview.active")}
              </Badge>
            )}
          </div>
          <div className="grid justify-items-start gap-1 sm:justify-items-end">
            <Button
              onClick={() => activate.mutate()}
              disabled={activate.isPending || version.isActive}
              aria-describedby={version.isActive ? "prepare-reason" : undefined}
            >
              {activate.isPending ? <Spinner /> : <Rocket aria-hidden="true" />}
              {t("preview.prepare")}
            </Button>
            {version.isActive && (
              <p id="prepare-reason" className="text-sm text-muted-foreground">
                {t("preview.alreadyActive")}
              </p>
            )}
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="problems-heading" className="grid gap-3">
        <h2 id="problems-heading" className="text-lg font-semibold">
          {t("preview.problemsHeading")}
        </h2>
        <ProblemList problems={problems} />
      </section>

      <section aria-labelledby="modules-heading" className="grid gap-3">
        <h2 id="modules-heading" className="text-lg font-semibold">
          {t("edit.modules")}
        </h2>
        {modules.length === 0 ? (
          <p className="text-muted-foreground">{t("edit.noModules")}</p>
        ) : (
          <Accordion type="single" collapsible className="rounded-xl border bg-card px-4 sm:px-6">
            {modules.map((m) => (
              <AccordionItem key={m.id} value={m.id}>
                <AccordionTrigger headingLevel={3} className="text-base">
                  <span className="grid gap-0.5">
                    <span className="break-words">
                      {m.orderIndex}. {m.title}
                    </span>
                    <span className="text-sm font-normal text-muted-foreground">
                      {t("preview.lessonCount", { count: m.lessons.length })}
                    </span>
                  </span>
                </AccordionTrigger>
                <AccordionContent className="grid gap-4">
                  {m.description && <p className="text-muted-foreground">{m.description}</p>}
                  {m.lessons.length === 0 ? (
                    <p className="text-muted-foreground italic">{t("preview.noLessons")}</p>
                  ) : (
                    m.lessons.map((l) => <LessonPreview key={l.id} lesson={l} />)
                  )}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </section>
      <ProjectsPreview projects={projects} modules={modules} />
    </div>
  );
}

export default function PreviewPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const versions = useQuery(versionsQuery());
  const list = versions.data?.versions ?? [];
  const selected = params.get("version") ?? list[0]?.id ?? null;

  return (
    <div className="grid gap-6">
      <PageHeader title={t("preview.title")} description={t("preview.description")} />
      {versions.isError ? (
        <ErrorBlock text={t("preview.versionsError")} />
      ) : (
        <div className="grid max-w-xl gap-1.5">
          <Label htmlFor="preview-version">{t("preview.version")}</Label>
          <Select
            value={selected ?? undefined}
            onValueChange={(v) => setParams({ version: v }, { replace: true })}
            disabled={versions.isPending || list.length === 0}
          >
            <SelectTrigger id="preview-version" className="w-full">
              <SelectValue
                placeholder={versions.isPending ? t("loading") : t("preview.noVersions")}
              />
            </SelectTrigger>
            <SelectContent>
              {list.map((v) => (
                <SelectItem key={v.id} value={v.id}>
                  {t("preview.versionOption", {
                    title: v.courseTitle,
                    language: v.language.toUpperCase(),
                    number: v.versionNumber,
                  })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      {selected && <PreviewBody key={selected} versionId={selected} />}
    </div>
  );
}
