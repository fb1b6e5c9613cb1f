import { Fragment, useId, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FileUp, Upload } from "lucide-react";
import type {
  CourseFileProblemDto,
  CourseImportCheck,
  CourseImportResult,
} from "@shared/contracts/course-files";
import { LANGUAGE_LABELS, isLanguage } from "@shared/i18n/languages";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { invalidateAdminContent } from "../admin-api";
import { PageHeader } from "../admin-ui";
import { checkCourseZip, importCourseZip } from "./course-files-api";

type Ready = Extract<CourseImportCheck, { status: "ready" }>;
type Item = Ready["changes"]["lessons"]["added"][number];

/** The problems of the files, each with its file and line; nothing was imported. */
function Problems({ problems }: { problems: CourseFileProblemDto[] }) {
  const { t } = useTranslation("course-files");
  return (
    <Alert variant="destructive" data-testid="import-problems">
      <AlertTitle>{t("problems.title")}</AlertTitle>
      <AlertDescription>
        <p>{t("problems.text", { count: problems.length })}</p>
        <ul className="mt-2 grid list-disc gap-1 pl-5">
          {problems.map((p, i) => (
            <li key={i} className="wrap-anywhere">
              {p.text}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

function Group({ title, items, testId }: { title: string; items: Item[]; testId: string }) {
  if (!items.length) return null;
  return (
    <section className="grid gap-1" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid list-disc gap-0.5 pl-5 text-sm">
        {items.map((x) => (
          <li key={x.id} className="wrap-anywhere">
            {x.title}
            {x.file && <span className="text-muted-foreground"> ({x.file})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The change list's groups in their order: which part, which kind of change, its heading. */
const GROUPS = [
  ["modules", "added", "changes.modulesAdded"],
  ["modules", "changed", "changes.modulesChanged"],
  ["modules", "removed", "changes.modulesRemoved"],
  ["lessons", "added", "changes.lessonsAdded"],
  ["lessons", "changed", "changes.lessonsChanged"],
  ["lessons", "removed", "changes.lessonsRemoved"],
  ["projects", "added", "changes.projectsAdded"],
  ["projects", "changed", "changes.projectsChanged"],
  ["projects", "removed", "changes.projectsRemoved"],
] as const;

/** What the import will change: the course, modules, lessons and projects, translations. */
function Changes({ ready }: { ready: Ready }) {
  const { t } = useTranslation("course-files");
  const { changes } = ready;
  const translations = changes.translations.filter((x) => x.status !== "unchanged");
  const languageName = (l: string) => (isLanguage(l) ? LANGUAGE_LABELS[l] : l);
  return (
    <div className="grid gap-4" data-testid="import-changes">
      <p className="font-medium wrap-anywhere">
        {changes.course === "new"
          ? t("changes.newCourse", { title: ready.title })
          : t("changes.existingCourse", { title: ready.title })}
      </p>
      {ready.unchanged ? (
        <p role="status">{t("changes.unchanged")}</p>
      ) : (
        <>
          {changes.course === "changed" && <p>{t("changes.courseChanged")}</p>}
          {GROUPS.map(([part, kind, title]) => (
            <Fragment key={`${part}-${kind}`}>
              <Group title={t(title)} items={changes[part][kind]} testId={`${part}-${kind}`} />
              {part === "lessons" && kind === "removed" && changes.lessons.removed.length > 0 && (
                <p className="text-sm text-destructive">{t("changes.removedWarning")}</p>
              )}
            </Fragment>
          ))}
          {translations.length > 0 && (
            <section className="grid gap-1">
              <h3 className="text-sm font-semibold">{t("changes.translations")}</h3>
              <ul className="grid list-disc gap-0.5 pl-5 text-sm">
                {translations.map((x) => (
                  <li key={x.language}>
                    {t(
                      x.status === "added"
                        ? "changes.translationAdded"
                        : x.status === "removed"
                          ? "changes.translationRemoved"
                          : "changes.translationChanged",
                      { language: languageName(x.language) },
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/**
 * "Kurs importieren" (issue 32): upload a zip → its problems with file and line, or the
 * change list → "Importieren bestätigen" → done, with a link to the course. The import
 * sends the same file again with the hashes the check returned, so the server imports
 * exactly what was checked.
 */
export default function CourseImportPage() {
  const { t } = useTranslation("course-files");
  const qc = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  // Opened from a course's editor ("Importieren"): the files must be that course's.
  const [params] = useSearchParams();
  const intoCourse = params.get("course");
  const check = useMutation({ mutationFn: (f: File) => checkCourseZip(f) });
  const confirm = useMutation({
    mutationFn: (r: Ready) => importCourseZip(file!, r.upload, r.changesDigest),
    onSuccess: () => invalidateAdminContent(qc),
  });
  const result: CourseImportResult | undefined = confirm.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setMissing(true);
    confirm.reset();
    check.mutate(file);
  };
  const restart = () => {
    setFile(null);
    check.reset();
    confirm.reset();
    formRef.current?.reset();
  };
  const ready = check.data?.status === "ready" ? check.data : null;
  const otherCourse = !!ready && !!intoCourse && ready.courseId !== intoCourse;

  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title={intoCourse ? t("intoCourse.title") : t("page.title")}
        description={intoCourse ? t("intoCourse.description") : t("page.description")}
      />

      {result ? (
        <Card data-testid="import-done">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="text-primary" />
              <span role="status">{t("done.title")}</span>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="wrap-anywhere">{t("done.text", { title: result.title })}</p>
            <div className="flex flex-wrap gap-2">
              {result.versionId && (
                <Button asChild>
                  <Link to={`/admin/edit-course/${result.versionId}`}>{t("done.open")}</Link>
                </Button>
              )}
              <Button variant="outline" onClick={restart}>
                {t("done.again")}
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="grid gap-6">
            <form ref={formRef} onSubmit={submit} className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor={inputId}>{t("file")}</Label>
                <Input
                  id={inputId}
                  type="file"
                  accept=".zip,application/zip"
                  aria-describedby={hintId}
                  aria-invalid={missing || undefined}
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setMissing(false);
                    check.reset();
                    confirm.reset();
                  }}
                />
                <p id={hintId} className="text-sm text-muted-foreground">
                  {missing ? t("noFile") : t("fileHint")}
                </p>
              </div>
              <div>
                <Button type="submit" disabled={check.isPending}>
                  {check.isPending ? <Spinner /> : <FileUp aria-hidden="true" />}
                  {check.isPending ? t("checking") : t("check")}
                </Button>
              </div>
            </form>

            {check.isError && (
              <Alert variant="destructive">
                <AlertTitle>{t("failed")}</AlertTitle>
                <AlertDescription>{(check.error as Error).message}</AlertDescription>
              </Alert>
            )}
            {check.data?.status === "problems" && <Problems problems={check.data.problems} />}
            {ready && (
              <section className="grid gap-4 border-t pt-4" aria-labelledby={`${inputId}-changes`}>
                <h2 id={`${inputId}-changes`} className="text-lg font-semibold">
                  {t("changes.title")}
                </h2>
                <Changes ready={ready} />
                {otherCourse && (
                  <Alert variant="destructive" data-testid="import-other-course">
                    <AlertTitle>{t("intoCourse.otherTitle")}</AlertTitle>
                    <AlertDescription>{t("intoCourse.otherText")}</AlertDescription>
                  </Alert>
                )}
                {confirm.isError && (
                  <Alert variant="destructive">
                    <AlertTitle>{t("failed")}</AlertTitle>
                    <AlertDescription>{(confirm.error as Error).message}</AlertDescription>
                  </Alert>
                )}
                <div className="flex flex-wrap gap-2">
                  {!ready.unchanged && !otherCourse && (
                    <Button onClick={() => confirm.mutate(ready)} disabled={confirm.isPending}>
                      {confirm.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
                      {confirm.isPending ? t("importing") : t("confirm")}
                    </Button>
                  )}
                  <Button variant="outline" onClick={restart} disabled={confirm.isPending}>
                    {t("cancel")}
                  </Button>
                </div>
              </section>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
