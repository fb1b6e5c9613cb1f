/**
 * The editor's "Programmieraufgabe" part of an exercise (issue 29, decision 0086): runtime,
 * starter and solution files (add, rename, remove), checks (title, code, hidden; for SQL the
 * expected rows and "Reihenfolge beachten"), SQL dataset, time limit, "Pflicht". A controlled
 * value inside the exercise form (react-hook-form, validated by the shared zod schema); in a
 * translated version only the check titles can be changed.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import {
  PRACTICE_ENTRY,
  PRACTICE_LIMITS,
  PRACTICE_RUNTIMES,
  type PracticeCheck,
  type PracticeFile,
  type PracticeRuntime,
  type PracticeSpec,
} from "@shared/domain/practice";
import { CodeEditor } from "@/components/code-editor";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { PracticeValidatePanel } from "./practice-validate";
import { rowsToText, textToRows } from "./practice-rows";

const CHECK_FILE: Record<PracticeRuntime, string> = {
  web: "check.js",
  javascript: "check.js",
  python: "check.py",
  sql: "check.sql",
};

/** A new code exercise of a runtime: one entry file, one check to start from. */
export function practiceTemplate(runtime: PracticeRuntime): PracticeSpec {
  const entry = PRACTICE_ENTRY[runtime];
  const files = (content: string): PracticeFile[] => [{ name: entry, content }];
  const base = {
    runtime,
    timeLimitMs: PRACTICE_LIMITS.timeLimitMsDefault,
    required: false,
  };
  switch (runtime) {
    case "web":
      return {
        ...base,
        starterFiles: files('<h1 id="titel"></h1>\n<script>\n</script>\n'),
        solutionFiles: files(
          '<h1 id="titel"></h1>\n<script>\n  document.querySelector("#titel").textContent = "Hallo";\n</script>\n',
        ),
        checks: [
          {
            id: "c1",
            title: "",
            hidden: false,
            ordered: false,
            code: 'expectEqual(document.querySelector("#titel").textContent, "Hallo");',
          },
        ],
      };
    case "javascript":
      return {
        ...base,
        starterFiles: files("function summe(a, b) {\n}\n"),
        solutionFiles: files("function summe(a, b) {\n  return a + b;\n}\n"),
        checks: [
          {
            id: "c1",
            title: "",
            hidden: false,
            ordered: false,
            code: "expectEqual(summe(2, 3), 5);",
          },
        ],
      };
    case "python":
      return {
        ...base,
        starterFiles: files("def summe(a, b):\n    pass\n"),
        solutionFiles: files("def summe(a, b):\n    return a + b\n"),
        checks: [
          {
            id: "c1",
            title: "",
            hidden: false,
            ordered: false,
            code: "expect_equal(summe(2, 3), 5)",
          },
        ],
      };
    case "sql":
      return {
        ...base,
        dataset: "CREATE TABLE zahlen (n INTEGER);\nINSERT INTO zahlen VALUES (1), (2), (3);\n",
        starterFiles: files("SELECT n FROM zahlen;\n"),
        solutionFiles: files("SELECT SUM(n) AS summe FROM zahlen;\n"),
        checks: [
          {
            id: "c1",
            title: "",
            hidden: false,
            ordered: false,
            code: "",
            expectedColumns: ["summe"],
            expectedRows: [["6"]],
          },
        ],
      };
  }
}

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

export function PracticeFields({
  value,
  onChange,
  textOnly,
  errors,
}: {
  value: PracticeSpec | null;
  onChange: (value: PracticeSpec | null) => void;
  textOnly: boolean;
  /** What the shared schema refused in the practice part (translated messages). */
  errors: string[];
}) {
  const { t } = useTranslation("practice");
  const id = useId();
  const nextCheckId = (checks: PracticeCheck[]) => {
    let n = checks.length + 1;
    while (checks.some((c) => c.id === `c${n}`)) n++;
    return `c${n}`;
  };
  return (
    <div className="grid gap-4 rounded-lg border bg-muted/30 p-4" data-testid="practice-fields">
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-on`}
          checked={!!value}
          disabled={textOnly}
          onCheckedChange={(v) => onChange(v === true ? practiceTemplate("javascript") : null)}
          aria-describedby={`${id}-on-help`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-on`}>{t("author.toggle")}</Label>
          <p id={`${id}-on-help`} className="text-xs text-muted-foreground">
            {t("author.toggleHelp")}
          </p>
        </div>
      </div>
      {value && (
        <>
          {errors.length > 0 && (
            <div role="alert" className="text-sm font-medium text-destructive">
              <p>{t("author.invalid")}</p>
              <ul className="mt-1 list-disc pl-5 font-normal">
                {errors.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-runtime`}>{t("author.runtime")}</Label>
              <Select
                value={value.runtime}
                disabled={textOnly}
                onValueChange={(r) => onChange(practiceTemplate(r as PracticeRuntime))}
              >
                <SelectTrigger id={`${id}-runtime`} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PRACTICE_RUNTIMES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {t(`runtime.${r}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-time`}>{t("author.timeLimit")}</Label>
              <Input
                id={`${id}-time`}
                type="number"
                min={PRACTICE_LIMITS.timeLimitMsMin / 1000}
                max={PRACTICE_LIMITS.timeLimitMsMax / 1000}
                step={0.5}
                disabled={textOnly}
                value={value.timeLimitMs / 1000}
                onChange={(e) =>
                  onChange({ ...value, timeLimitMs: Math.round(Number(e.target.value) * 1000) })
                }
              />
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-required`}
              checked={value.required}
              disabled={textOnly}
              onCheckedChange={(v) => onChange({ ...value, required: v === true })}
            />
            <Label htmlFor={`${id}-required`} className="font-normal">
              {t("author.required")}
            </Label>
          </div>
          <FilesField
            label={t("author.starterFiles")}
            files={value.starterFiles}
            disabled={textOnly}
            onChange={(starterFiles) => onChange({ ...value, starterFiles })}
            testId="author-starter"
          />
          <FilesField
            label={t("author.solutionFiles")}
            files={value.solutionFiles}
            disabled={textOnly}
            onChange={(solutionFiles) => onChange({ ...value, solutionFiles })}
            testId="author-solution"
          />
          {value.runtime === "sql" && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-dataset`}>{t("author.dataset")}</Label>
              <Textarea
                id={`${id}-dataset`}
                rows={6}
                spellCheck={false}
                className="font-mono text-sm"
                disabled={textOnly}
                maxLength={PRACTICE_LIMITS.datasetChars}
                value={value.dataset ?? ""}
                aria-describedby={`${id}-dataset-help`}
                onChange={(e) => onChange({ ...value, dataset: e.target.value })}
              />
              <p id={`${id}-dataset-help`} className="text-xs text-muted-foreground">
                {t("author.datasetHelp", { max: PRACTICE_LIMITS.datasetChars.toLocaleString() })}
              </p>
            </div>
          )}
          <div className="grid gap-3">
            <p className="text-sm font-medium">{t("author.checks")}</p>
            {value.checks.map((c, i) => (
              <CheckField
                key={c.id}
                check={c}
                index={i}
                runtime={value.runtime}
                textOnly={textOnly}
                canRemove={value.checks.length > 1}
                onChange={(check) =>
                  onChange({ ...value, checks: value.checks.map((d, j) => (j === i ? check : d)) })
                }
                onRemove={() =>
                  onChange({ ...value, checks: value.checks.filter((_, j) => j !== i) })
                }
              />
            ))}
            {!textOnly && (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={value.checks.length >= PRACTICE_LIMITS.checks}
                  onClick={() =>
                    onChange({
                      ...value,
                      checks: [
                        ...value.checks,
                        {
                          id: nextCheckId(value.checks),
                          title: "",
                          hidden: false,
                          ordered: false,
                          code: "",
                        },
                      ],
                    })
                  }
                >
                  <Plus aria-hidden="true" />
                  {t("author.addCheck")}
                </Button>
              </div>
            )}
          </div>
          <PracticeValidatePanel spec={value} />
        </>
      )}
    </div>
  );
}
