import { lazy, Suspense, useId, useMemo, useState } from "react";
import type { PracticeFile } from "@shared/domain/practice";
import { diffHunks, fileChanges, lineDiff, type FileChange } from "@shared/domain/version-diff";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

const CodeEditor = lazy(() =>
  import("@/components/code-editor").then((m) => ({ default: m.CodeEditor })),
);

/** The texts, from the screen's own namespace (keys below; `n` a version number). */
export type VersionFilesText = (key: string, options?: Record<string, unknown>) => string;

const CHANGE_VARIANT: Record<FileChange, "success" | "warning" | "destructive" | "secondary"> = {
  added: "success",
  changed: "warning",
  removed: "destructive",
  same: "secondary",
};

const selectClass =
  "h-10 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The files of every submitted version of a project, read only (issue 30, decision 0144): a
 * version picker, a version to compare with (the one before, by default), which files were
 * added, changed or removed, and a line diff of each changed file. Used by the reviewer's
 * history and the learner's; the versions arrive with the screen's one request.
 *
 * Texts (`t`): filesTitle, showVersion, compareWith, noCompare, versionOption, editor,
 * fileList, changesTitle, noChanges, change.{added,changed,removed,same}, diffSummary,
 * diffLabel, diffTooLarge, diffGap.
 */
export function VersionFiles({
  versions,
  t,
  testId = "version-files",
}: {
  versions: { version: number; files: PracticeFile[] }[];
  t: VersionFilesText;
  testId?: string;
}) {
  const id = useId();
  const newest = versions[versions.length - 1]?.version ?? 0;
  const [shown, setShown] = useState(newest);
  const [compare, setCompare] = useState<number | null>(
    versions.length > 1 ? versions[versions.length - 2].version : null,
  );
  const current = versions.find((v) => v.version === shown) ?? versions[versions.length - 1];
  const earlier = versions.filter((v) => v.version < (current?.version ?? 0));
  const base = earlier.find((v) => v.version === compare) ?? null;
  const rows = useMemo(
    () => (current ? fileChanges(base?.files ?? null, current.files) : []),
    [base, current],
  );
  if (!current) return null;

  const pick = (n: number) => {
    setShown(n);
    // Compare with the version before the one shown, as at the start.
    const before = versions.filter((v) => v.version < n);
    setCompare(before.length ? before[before.length - 1].version : null);
  };
  const changed = rows.filter((r) => r.change !== "same");

  return (
    <section aria-labelledby={`${id}-h`} className="grid min-w-0 gap-3" data-testid={testId}>
      <h3 id={`${id}-h`} className="font-semibold">
        {t("filesTitle")}
      </h3>
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-v`} className="text-sm font-medium">
            {t("showVersion")}
          </label>
          <select
            id={`${id}-v`}
            className={selectClass}
            value={current.version}
            onChange={(e) => pick(Number(e.target.value))}
          >
            {[...versions].reverse().map((v) => (
              <option key={v.version} value={v.version}>
                {t("versionOption", { n: v.version })}
              </option>
            ))}
          </select>
        </div>
        {earlier.length > 0 && (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-c`} className="text-sm font-medium">
              {t("compareWith")}
            </label>
            <select
              id={`${id}-c`}
              className={selectClass}
              value={base?.version ?? ""}
              onChange={(e) => setCompare(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t("noCompare")}</option>
              {[...earlier].reverse().map((v) => (
                <option key={v.version} value={v.version}>
                  {t("versionOption", { n: v.version })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      {current.files.length > 0 && (
        <Suspense fallback={<Spinner />}>
          <CodeEditor
            key={current.version}
            files={current.files}
            readOnly
            label={t("editor", { n: current.version })}
            filesLabel={t("fileList", { n: current.version })}
            height="10rem"
            testId={`${testId}-editor`}
          />
        </Suspense>
      )}

      {base && (
        <div className="grid gap-2" data-testid={`${testId}-changes`}>
          <h4 className="text-sm font-semibold">
            {t("changesTitle", { n: current.version, base: base.version })}
          </h4>
          {changed.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noChanges")}</p>
          ) : (
            <ul className="grid gap-2">
              {rows.map((r) => (
                <li
                  key={r.name}
                  data-testid="file-change"
                  data-file={r.name}
                  data-change={r.change}
                >
                  <FileChangeRow
                    name={r.name}
                    change={r.change}
                    older={base.files.find((f) => f.name === r.name)?.content ?? ""}
                    newer={current.files.find((f) => f.name === r.name)?.content ?? ""}
                    t={t}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

function FileChangeRow({
  name,
  change,
  older,
  newer,
  t,
}: {
  name: string;
  change: FileChange;
  older: string;
  newer: string;
  t: VersionFilesText;
}) {
  const badge = (
    <Badge variant={CHANGE_VARIANT[change]} className="shrink-0">
      {t(`change.${change}`)}
    </Badge>
  );
  if (change === "same")
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono wrap-anywhere">{name}</span>
        {badge}
      </p>
    );
  const diff = lineDiff(older, newer);
  const added = diff?.filter((l) => l.kind === "added").length ?? 0;
  const removed = diff?.filter((l) => l.kind === "removed").length ?? 0;
  return (
    <details className="rounded-lg border" open={change === "changed"}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-2 text-sm">
        <span className="font-mono wrap-anywhere">{name}</span>
        {badge}
        {diff && (
          <span className="text-muted-foreground">{t("diffSummary", { added, removed })}</span>
        )}
      </summary>
      {diff ? (
        <DiffView lines={diffHunks(diff)} label={t("diffLabel", { file: name })} t={t} />
      ) : (
        <p className="p-2 text-sm text-muted-foreground">{t("diffTooLarge")}</p>
      )}
    </details>
  );
}

function DiffView({
  lines,
  label,
  t,
}: {
  lines: ReturnType<typeof diffHunks>;
  label: string;
  t: VersionFilesText;
}) {
  return (
    <div
      className="max-h-80 overflow-auto border-t font-mono text-xs"
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="line-diff"
    >
      <table className="w-full border-collapse">
        <tbody>
          {lines.map((l, i) =>
            l === null ? (
              <tr key={`gap-${i}`} className="text-muted-foreground">
                <td colSpan={3} className="px-2 py-0.5">
                  {t("diffGap")}
                </td>
              </tr>
            ) : (
              <tr
                key={`${l.oldLine}-${l.newLine}`}
                data-kind={l.kind}
                className={cn(
                  l.kind === "added" && "bg-success/10",
                  l.kind === "removed" && "bg-destructive/10",
                )}
              >
                <td className="w-10 px-2 text-right text-muted-foreground select-none">
                  {l.oldLine ?? ""}
                </td>
                <td className="w-10 px-2 text-right text-muted-foreground select-none">
                  {l.newLine ?? ""}
                </td>
                <td className="px-2 whitespace-pre-wrap wrap-anywhere">
                  <span aria-hidden="true">
                    {l.kind === "added" ? "+ " : l.kind === "removed" ? "− " : "  "}
                  </span>
                  <span className="sr-only">
                    {l.kind === "same" ? "" : `${t(`change.line.${l.kind}`)}: `}
                  </span>
                  {l.text}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
