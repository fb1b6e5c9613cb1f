import { useTranslation } from "react-i18next";
import { PORTFOLIO_LIMITS } from "@shared/contracts/portfolio";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/**
 * A chosen project's public description (issue 46, decision 0186): what the portfolio page
 * says about the project. It starts with the assignment, which the learner replaces with
 * their own words; left empty (or left as the assignment) the page shows the assignment.
 */
export function ProjectDescriptionField({
  id,
  title,
  value,
  onChange,
}: {
  id: string;
  title: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("portfolio");
  const left = PORTFOLIO_LIMITS.projectDescription - value.length;
  return (
    <div className="mt-3 grid gap-1.5 pl-8">
      <Label htmlFor={id}>{t("projectDescription", { title })}</Label>
      <Textarea
        id={id}
        rows={4}
        maxLength={PORTFOLIO_LIMITS.projectDescription}
        value={value}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t("projectDescriptionHint")}
      </p>
      <p id={`${id}-count`} className="text-sm text-muted-foreground">
        {t("bioHint", { count: left })}
      </p>
    </div>
  );
}

/** What the form shows: the learner's text, or the assignment until they wrote one. */
export const shownDescription = (description: string, briefSummary: string) =>
  description.trim() ? description : briefSummary;

/** What is saved: "" while the text is still the assignment (the page then follows it). */
export const savedDescription = (text: string, briefSummary: string) =>
  text.trim() === briefSummary.trim() ? "" : text.trim();
