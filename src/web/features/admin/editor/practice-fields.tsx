/**
 * The editor's "Programmieraufgabe" part of an exercise (issue 29, decision 0086): runtime,
 * starter and solution files (add, rename, remove), checks (title, code, hidden; for SQL the
 * expected rows and "Reihenfolge beachten"), SQL dataset, time limit, "Pflicht". A controlled
 * value inside the exercise form (react-hook-form, validated by the shared zod schema); in a
 * translated version only the check titles can be changed.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  PRACTICE_ENTRY,
  PRACTICE_LIMITS,
  PRACTICE_RUNTIMES,
  type PracticeFile,
  type PracticeRuntime,
  type PracticeSpec,
} from "@shared/domain/practice";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { PracticeValidatePanel } from "./practice-validate";
import { CheckListField, DatasetField, FilesField, TimeLimitField } from "./code-fields";

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
            <TimeLimitField
              label={t("author.timeLimit")}
              valueMs={value.timeLimitMs}
              disabled={textOnly}
              onChange={(timeLimitMs) => onChange({ ...value, timeLimitMs })}
            />
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
            <DatasetField
              label={t("author.dataset")}
              help={t("author.datasetHelp", { max: PRACTICE_LIMITS.datasetChars.toLocaleString() })}
              value={value.dataset ?? ""}
              rows={6}
              disabled={textOnly}
              onChange={(dataset) => onChange({ ...value, dataset })}
            />
          )}
          <div className="grid gap-3">
            <p className="text-sm font-medium">{t("author.checks")}</p>
            <CheckListField
              checks={value.checks}
              runtime={value.runtime}
              textOnly={textOnly}
              addLabel={t("author.addCheck")}
              onChange={(checks) => onChange({ ...value, checks })}
            />
          </div>
          <PracticeValidatePanel spec={value} />
        </>
      )}
    </div>
  );
}
