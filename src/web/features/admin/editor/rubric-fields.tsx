/**
 * The rubric of a project (issue 30, decision 0122): 3–8 criteria, each with a title, a
 * description and what "erfüllt" means. Messages come from the shared schema.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import { PROJECT_LIMITS, type RubricCriterion } from "@shared/domain/projects";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { translateValidation } from "@/lib/validation";
import { emptyCriterion, type DraftProblems } from "./project-draft";
import { CriterionFields, type CriterionFieldProps } from "./criterion-fields";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {translateValidation(message)}
    </p>
  );
}

function CriterionField({
  criterion,
  index,
  problems,
  canRemove,
  onChange,
  onRemove,
}: {
  criterion: RubricCriterion;
  index: number;
  problems: DraftProblems["criteria"][number] | undefined;
  canRemove: boolean;
  onChange: (c: RubricCriterion) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("projects-admin");
  const id = useId();
  const input = (f: CriterionFieldProps) => ({
    id: `${id}-${f.name}`,
    value: f.value,
    maxLength: f.maxLength,
    "aria-invalid": !!f.error,
    "aria-describedby": f.error ? `${id}-${f.name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => f.onChange(e.target.value),
  });
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-testid="rubric-criterion">
      <legend className="px-1 text-sm font-medium">
        {t("rubric.criterion", { number: index + 1 })}
      </legend>
      <CriterionFields
        value={criterion}
        errors={problems}
        onChange={(patch) => onChange({ ...criterion, ...patch })}
        renderField={(f) =>
          f.name === "title" ? (
            <>
              <div className="flex items-end gap-2">
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <Label htmlFor={`${id}-title`}>{t("rubric.title")}</Label>
                  <Input {...input(f)} />
                </div>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t("rubric.remove", { number: index + 1 })}
                  disabled={!canRemove}
                  onClick={onRemove}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <FieldError id={`${id}-title-error`} message={f.error} />
            </>
          ) : (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-${f.name}`}>{t(`rubric.${f.name}`)}</Label>
              <Textarea {...input(f)} rows={2} />
              <FieldError id={`${id}-${f.name}-error`} message={f.error} />
            </div>
          )
        }
      />
    </fieldset>
  );
}

export function RubricFields({
  rubric,
  onChange,
  problems,
  sizeError,
}: {
  rubric: RubricCriterion[];
  onChange: (rubric: RubricCriterion[]) => void;
  problems: DraftProblems["criteria"];
  sizeError?: string;
}) {
  const { t } = useTranslation("projects-admin");
  const id = useId();
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-heading`} data-testid="rubric">
      <div>
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {t("rubric.heading")}
        </h3>
        <p className="text-xs text-muted-foreground">
          {t("rubric.help", {
            count: rubric.length,
            min: PROJECT_LIMITS.criteriaMin,
            max: PROJECT_LIMITS.criteriaMax,
          })}
        </p>
      </div>
      {sizeError && (
        <p className="text-sm font-medium text-destructive" data-testid="rubric-size-error">
          {translateValidation(sizeError)}
        </p>
      )}
      {rubric.map((c, i) => (
        <CriterionField
          key={c.id}
          criterion={c}
          index={i}
          problems={problems[i]}
          canRemove={rubric.length > 1}
          onChange={(next) => onChange(rubric.map((d, j) => (j === i ? next : d)))}
          onRemove={() => onChange(rubric.filter((_, j) => j !== i))}
        />
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rubric.length >= PROJECT_LIMITS.criteriaMax}
          onClick={() => onChange([...rubric, emptyCriterion(rubric)])}
        >
          <Plus aria-hidden="true" />
          {t("rubric.add")}
        </Button>
      </div>
    </section>
  );
}
