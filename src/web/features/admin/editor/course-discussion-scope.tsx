import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { api } from "@/lib/api";

type Scope = "cohort" | "course";

/**
 * Who reads a lesson's "Fragen & Antworten" (issue 45, decision 0218): each class its own, or
 * all learners of the course. Saved at once, like the tutor switch.
 */
export function CourseDiscussionScope({
  courseId,
  scope,
}: {
  courseId: string;
  versionId: string;
  scope: Scope;
}) {
  const { t } = useTranslation("editor");
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (next: Scope) =>
      api(`/api/admin/courses/${courseId}/discussions`, { method: "PUT", json: { scope: next } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
    onError: (err) => toast.error(err.message),
  });
  return (
    <fieldset className="grid gap-3 border-t pt-4" data-testid="course-discussion-scope">
      <legend className="float-left mb-1 text-sm font-medium">
        {t("settings.discussion.legend")}
      </legend>
      <RadioGroup
        className="clear-both"
        value={save.isPending && save.variables ? save.variables : scope}
        disabled={save.isPending}
        onValueChange={(v) => save.mutate(v as Scope)}
      >
        {(["cohort", "course"] as const).map((s) => (
          <div key={s} className="flex items-start gap-3">
            <RadioGroupItem id={`discussion-scope-${s}`} value={s} />
            <Label htmlFor={`discussion-scope-${s}`} className="leading-5 font-normal">
              {t(`settings.discussion.${s}`)}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
