import { useTranslation } from "react-i18next";
import { Award, Download } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { participationPdfUrl, useIssueParticipation } from "./teaching-api";

/** Issue a learner's certificate of participation and download it as PDF (issue 44). */
export function ParticipationCard({ cohortId, userId }: { cohortId: string; userId: string }) {
  const { t } = useTranslation("teaching");
  const issue = useIssueParticipation(cohortId, userId);
  return (
    <section aria-labelledby="participation-title" className="rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="participation-title" className="flex items-center gap-2 text-lg font-semibold">
        <Award className="size-5 text-primary" aria-hidden="true" />
        {t("participation.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("participation.hint")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          disabled={issue.isPending}
          onClick={() =>
            issue.mutate(undefined, {
              onSuccess: () => toast.success(t("participation.issued")),
              onError: (err) =>
                toast.error(err instanceof ApiError ? err.message : t("shell.error")),
            })
          }
        >
          {t("participation.issue")}
        </Button>
        {issue.isSuccess && (
          <a
            href={participationPdfUrl(cohortId, userId)}
            download
            className={cn(buttonVariants({ variant: "outline" }))}
          >
            <Download aria-hidden="true" />
            {t("participation.download")}
          </a>
        )}
      </div>
    </section>
  );
}
