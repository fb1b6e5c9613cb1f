/**
 * The code fields a code exercise ("Programmieraufgabe", decision 0086) and a project
 * (decision 0122) share: files with a code editor (add, rename, remove), one check, the list of
 * checks with "Prüfung hinzufügen", the time limit and the SQL dataset. Labels come from the
 * caller (each form keeps its own texts); the check's own texts are the practice namespace's.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import {
  PRACTICE_LIMITS,
  type PracticeCheck,
  type PracticeFile,
  type PracticeRuntime,
} from "@shared/domain/practice";
import { CodeEditor } from "@/components/code-editor";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { rowsToText, textToRows } from "./practice-rows";

const CHECK_FILE: Record<PracticeRuntime, string> = {
  web: "check.js",
  javascript: "check.js",
  python: "check.py",
  sql: "check.sql",
};

export function FilesField({
  label,
  files,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  files: PracticeFile[];
  onChange: (files: PracticeFile[]) => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation("practice");
  const id = useId();
  const fresh = () => {
    const taken = new Set(files.map((f) => f.name));
    let n = files.length + 1;
    while (taken.has(`datei${n}.txt`)) n++;
    return `datei${n}.txt`;
  };
  return (
    <fieldset className="grid gap-2" data-testid={testId}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {!disabled && (
        <div className="flex flex-wrap items-center gap-2">
          {files.map((f, i) => (
            <div key={i} className="flex items-center gap-1">
              <Input
                id={`${id}-${i}`}
                aria-label={`${t("author.fileName")} ${i + 1}`}
                className="h-8 w-40 font-mono text-xs"
                value={f.name}
                onChange={(e) =>
                  onChange(files.map((g, j) => (j === i ? { ...g, name: e.target.value } : g)))
                }
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={t("author.removeFile", { name: f.name })}
                disabled={files.length <= 1}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={files.length >= PRACTICE_LIMITS.files}
            onClick={() => onChange([...files, { name: fresh(), content: "" }])}
          >
            <Plus aria-hidden="true" />
            {t("author.addFile")}
          </Button>
        </div>
      )}
      <CodeEditor
        files={files}
        onChange={onChange}
        readOnly={disabled}
        label={label}
        filesLabel={`${label}: ${t("editor.files")}`}
        keyboardHint={t("editor.keyboardHint")}
        height="14rem"
        testId={`${testId}-editor`}
      />
    </fieldset>
  );
}

export function CheckField({
  check,
  index,
  runtime,
  textOnly,
  canRemove,
  onChange,
  onRemove,
}: {
  check: PracticeCheck;
  index: number;
  runtime: PracticeRuntime;
  textOnly: boolean;
  canRemove: boolean;
  onChange: (check: PracticeCheck) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("practice");
  const id = useId();
  const [rowsText, setRowsText] = useState(() => rowsToText(check));
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-testid="author-check">
      <legend className="px-1 text-sm font-medium">
        {t("author.checkNumber", { number: index + 1 })}
      </legend>
      <div className="flex items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={`${id}-title`}>{t("author.checkTitle")}</Label>
          <Input
            id={`${id}-title`}
            value={check.title}
            onChange={(e) => onChange({ ...check, title: e.target.value })}
          />
        </div>
        {!textOnly && (
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={t("author.removeCheck", { number: index + 1 })}
            disabled={!canRemove}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-hidden`}
          checked={check.hidden}
          disabled={textOnly}
          onCheckedChange={(v) => onChange({ ...check, hidden: v === true })}
        />
        <Label htmlFor={`${id}-hidden`} className="font-normal">
          {t("author.hidden")}
        </Label>
      </div>
      {runtime === "sql" && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-rows`}>{t("author.expectedRows")}</Label>
          <Textarea
            id={`${id}-rows`}
            rows={4}
            spellCheck={false}
            className="font-mono text-sm"
            disabled={textOnly}
            value={rowsText}
            aria-describedby={`${id}-rows-help`}
            onChange={(e) => {
              setRowsText(e.target.value);
              onChange({ ...check, ...textToRows(e.target.value) });
            }}
          />
          <p id={`${id}-rows-help`} className="text-xs text-muted-foreground">
            {t("author.expectedRowsHelp")}
          </p>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-ordered`}
              checked={check.ordered}
              disabled={textOnly}
              onCheckedChange={(v) => onChange({ ...check, ordered: v === true })}
            />
            <Label htmlFor={`${id}-ordered`} className="font-normal">
              {t("author.ordered")}
            </Label>
          </div>
        </div>
      )}
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">{t("author.checkCode")}</p>
        <p className="text-xs text-muted-foreground">{t(`author.checkCodeHelp.${runtime}`)}</p>
        <CodeEditor
          files={[{ name: CHECK_FILE[runtime], content: check.code }]}
          onChange={([f]) => onChange({ ...check, code: f.content })}
          readOnly={textOnly}
          label={`${t("author.checkCode")} ${index + 1}`}
          filesLabel={t("editor.files")}
          height="7rem"
          testId="author-check-code"
        />
      </div>
    </fieldset>
  );
}

/** A check id not used yet ("c1", "c2", …). */
export function nextCheckId(checks: Pick<PracticeCheck, "id">[]): string {
  let n = checks.length + 1;
  while (checks.some((c) => c.id === `c${n}`)) n++;
  return `c${n}`;
}

/** The checks of a runtime, each a `CheckField`, and "add a check" (up to the limit). */
export function CheckListField({
  checks,
  runtime,
  textOnly,
  addLabel,
  onChange,
}: {
  checks: PracticeCheck[];
  runtime: PracticeRuntime;
  textOnly: boolean;
  addLabel: string;
  onChange: (checks: PracticeCheck[]) => void;
}) {
  return (
    <>
      {checks.map((c, i) => (
        <CheckField
          key={c.id}
          check={c}
          index={i}
          runtime={runtime}
          textOnly={textOnly}
          canRemove={checks.length > 1}
          onChange={(check) => onChange(checks.map((d, j) => (j === i ? check : d)))}
          onRemove={() => onChange(checks.filter((_, j) => j !== i))}
        />
      ))}
      {!textOnly && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={checks.length >= PRACTICE_LIMITS.checks}
            onClick={() =>
              onChange([
                ...checks,
                { id: nextCheckId(checks), title: "", hidden: false, ordered: false, code: "" },
              ])
            }
          >
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        </div>
      )}
    </>
  );
}

/** A run's time limit, edited in seconds and kept in milliseconds. */
export function TimeLimitField({
  label,
  valueMs,
  disabled,
  onChange,
}: {
  label: string;
  valueMs: number;
  disabled: boolean;
  onChange: (ms: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        min={PRACTICE_LIMITS.timeLimitMsMin / 1000}
        max={PRACTICE_LIMITS.timeLimitMsMax / 1000}
        step={0.5}
        disabled={disabled}
        value={valueMs / 1000}
        onChange={(e) => onChange(Math.round(Number(e.target.value) * 1000))}
      />
    </div>
  );
}

/** The SQL script that creates and fills the tables (runtime sql). */
export function DatasetField({
  label,
  help,
  value,
  rows,
  disabled,
  onChange,
}: {
  label: string;
  help?: string;
  value: string;
  rows: number;
  disabled: boolean;
  onChange: (dataset: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        spellCheck={false}
        className="font-mono text-sm"
        disabled={disabled}
        maxLength={PRACTICE_LIMITS.datasetChars}
        value={value}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      )}
    </div>
  );
}
