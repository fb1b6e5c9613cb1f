/**
 * The text fields of one rubric criterion (issue 30): title, description and what "erfüllt"
 * means, with their limits. One component for the project form (`rubric-fields.tsx`) and a
 * project's translation (`project-translation-form.tsx`); each draws a field its own way
 * (the translation beside the original), the fields, their order, limits, values and errors
 * come from here.
 */
import { Fragment, type ReactNode } from "react";
import { PROJECT_LIMITS } from "@shared/domain/projects";

export interface CriterionText {
  title: string;
  description: string;
  fulfilled: string;
}
export type CriterionFieldName = keyof CriterionText;

const FIELDS: readonly { name: CriterionFieldName; maxLength: number }[] = [
  { name: "title", maxLength: PROJECT_LIMITS.titleChars },
  { name: "description", maxLength: PROJECT_LIMITS.criterionChars },
  { name: "fulfilled", maxLength: PROJECT_LIMITS.criterionChars },
];

export interface CriterionFieldProps {
  name: CriterionFieldName;
  value: string;
  onChange: (value: string) => void;
  /** The shared schema's message for this field (a key or text), if any. */
  error?: string;
  maxLength: number;
}

export function CriterionFields({
  value,
  errors,
  onChange,
  renderField,
}: {
  value: CriterionText;
  errors?: Partial<Record<CriterionFieldName, string>>;
  onChange: (patch: Partial<CriterionText>) => void;
  renderField: (field: CriterionFieldProps) => ReactNode;
}) {
  return (
    <>
      {FIELDS.map(({ name, maxLength }) => (
        <Fragment key={name}>
          {renderField({
            name,
            value: value[name],
            onChange: (v) => onChange({ [name]: v }),
            error: errors?.[name],
            maxLength,
          })}
        </Fragment>
      ))}
    </>
  );
}
