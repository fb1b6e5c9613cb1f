import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { useCourseTutor } from "../tutor/tutor-admin-api";

/** Per-course switch of the AI tutor (issue 17), saved at once. */
export function CourseTutorSwitch({ courseId, enabled }: { courseId: string; enabled: boolean }) {
  const { t } = useTranslation("editor");
  const save = useCourseTutor();
  return (
    <div className="flex items-center gap-3 border-t pt-4">
      <Checkbox
        id="course-tutor-enabled"
        checked={enabled}
        disabled={save.isPending}
        onCheckedChange={(v) =>
          save.mutate(
            { courseId, enabled: v === true },
            { onError: (err) => toast.error(err.message) },
          )
        }
      />
      <Label htmlFor="course-tutor-enabled">{t("settings.tutor")}</Label>
    </div>
  );
}
