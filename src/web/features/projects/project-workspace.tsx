/**
 * The project's code workspace (issue 30, decision 0126): the practice engine's editor
 * (multi-file) and a run in its opaque-origin sandbox (src/web/practice, decisions
 * 0077/0078) with the web preview or the console; reviewers' line comments are listed under
 * the editor at their file and line, with that line's code. Loaded lazily with a code project.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MessageSquare, Play } from "lucide-react";
import type { SubmissionComment } from "@shared/contracts/projects";
import type { OutputLine, PracticeFile, RunResult } from "@shared/domain/practice";
import type { PracticeRuntime } from "@shared/domain/practice-core";
import { PRACTICE_LIMITS } from "@shared/domain/practice";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CodeEditor } from "@/components/code-editor";
import { ConsoleOutput, ResultTableView } from "@/practice/components/run-output";
import { usePracticeSession } from "@/practice/use-practice-session";

export default function ProjectWorkspace({
  runtime,
  files,
  onChange,
  readOnly,
  timeLimitMs,
  dataset,
  lineComments,
  commentedFiles,
}: {
  runtime: PracticeRuntime;
  files: PracticeFile[];
  onChange: (files: PracticeFile[]) => void;
  readOnly: boolean;
  timeLimitMs: number;
  dataset?: string;
  lineComments: SubmissionComment[];
  /** The files of the version the comments are about (the draft changes as the learner revises). */
  commentedFiles?: PracticeFile[];
}) {
  const { t } = useTranslation(["projects", "practice"]);
  const id = useId();
  const { containerRef, run, status } = usePracticeSession(runtime, {
    title: t("practice:output.preview"),
    warm: false,
  });
  const [output, setOutput] = useState<OutputLine[]>([]);
  const [last, setLast] = useState<RunResult | null>(null);

  async function execute() {
    setOutput([]);
    const result = await run(
      { runtime, files, timeLimitMs, ...(runtime === "sql" && dataset ? { dataset } : {}) },
      { onOutput: (line) => setOutput((o) => [...o, line]) },
    );
    setOutput(result.output);
    setLast(result);
  }

  const lineOf = (c: SubmissionComment) => {
    const file = (commentedFiles ?? files).find((f) => f.name === c.file);
    return c.line && file ? (file.content.split("\n")[c.line - 1] ?? "") : "";
  };

  return (
    <div className="grid gap-3" data-testid="project-workspace">
      <CodeEditor
        files={files}
        onChange={readOnly ? undefined : onChange}
        readOnly={readOnly}
        label={t("practice:editor.label")}
        filesLabel={t("practice:editor.files")}
        keyboardHint={readOnly ? undefined : t("practice:editor.keyboardHint")}
        height="16rem"
        testId="project-editor"
      />
      {lineComments.length > 0 && (
        <section aria-labelledby={`${id}-lc`} className="grid gap-2">
          <h3 id={`${id}-lc`} className="flex items-center gap-2 text-sm font-semibold">
            <MessageSquare className="size-4" aria-hidden="true" />
            {t("projects:review.lineComments")}
          </h3>
          <ul className="grid gap-2">
            {lineComments.map((c) => (
              <li
                key={c.id}
                className="rounded-lg border bg-muted/40 p-3 text-sm"
                data-testid="project-line-comment"
              >
                <p className="font-mono text-xs text-muted-foreground">
                  {t("projects:review.at", { file: c.file, line: c.line })}
                </p>
                {lineOf(c) && (
                  <pre className="mt-1 overflow-x-auto rounded bg-background px-2 py-1 font-mono text-xs">
                    {lineOf(c)}
                  </pre>
                )}
                <p className="mt-2 whitespace-pre-wrap">
                  <span className="font-medium">
                    {c.authorName ?? t("projects:review.someone")}:{" "}
                  </span>
                  {c.body}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => void execute()} disabled={status !== "idle"}>
          {status !== "idle" ? <Spinner /> : <Play aria-hidden="true" />}
          {t("practice:card.run")}
        </Button>
        {status === "loading" && (
          <span className="text-sm text-muted-foreground">{t(`practice:loading.${runtime}`)}</span>
        )}
      </div>
      {runtime === "web" && (
        <div
          ref={containerRef}
          className="h-64 overflow-hidden rounded-lg border bg-white"
          data-testid="project-preview"
        />
      )}
      {runtime === "sql" && last?.table && (
        <ResultTableView table={last.table} limit={PRACTICE_LIMITS.resultRows} />
      )}
      {runtime !== "web" && <ConsoleOutput lines={output} error={last?.error ?? null} />}
    </div>
  );
}
