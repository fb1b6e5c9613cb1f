import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AlertTriangle, Sparkles } from "lucide-react";
import type { z } from "zod";
import { regenerateInput, type LessonProposal } from "@shared/contracts/editor";
import { FormField } from "@/components/form-field";
import { Markdown } from "@/components/markdown";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { editorApi, type LessonData } from "./editor-api";
import { useEditorWrite } from "./editor-mutations";
import { ConflictAlert } from "./save-state";
import type { RegenerateTarget } from "./use-outline-actions";
import { logHandled } from "@/lib/log";

type Current = { title: string; content?: string; minutes: number }[];
type Proposal = { lessons: LessonProposal[]; revision: number; removed: number | null };

function LessonTexts({ lessons, testId }: { lessons: Current; testId: string }) {
  const { t } = useTranslation("admin");
  return (
    <ol className="grid gap-3" data-testid={testId}>
      {lessons.map((l, i) => (
        <li key={i} className="min-w-0 rounded-lg border bg-card p-3">
          <p className="font-semibold wrap-anywhere">
            {l.title}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              ({t("edit.minutes", { count: l.minutes })})
            </span>
          </p>
          {l.content && (
            <Markdown nested className="mt-1 max-h-80 overflow-y-auto text-sm wrap-anywhere">
              {l.content}
            </Markdown>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Mit KI neu generieren" for a lesson or a module: optional instruction, then the proposal
 * beside the current text; accepting a module first says how many completed lessons go.
 */
export function RegenerateDialog({
  versionId,
  target,
  current,
  onClose,
  onAccepted,
}: {
  versionId: string;
  target: RegenerateTarget;
  current: Current;
  onClose: () => void;
  onAccepted?: (data: LessonData | null) => void;
}) {
  const { t } = useTranslation("editor");
  const form = useForm<z.input<typeof regenerateInput>, unknown, z.output<typeof regenerateInput>>({
    resolver: zodResolver(regenerateInput),
    defaultValues: { instruction: "" },
  });
  const propose = useMutation({
    mutationFn: async (instruction: string): Promise<Proposal> => {
      if (target.kind === "lesson") {
        const r = await editorApi.regenerateLesson(versionId, target.id, instruction);
        return { lessons: [r.proposal], revision: r.revision, removed: null };
      }
      const r = await editorApi.regenerateModule(versionId, target.id, instruction);
      return {
        lessons: r.proposal.lessons,
        revision: r.contentRevision,
        removed: r.impact.completedLessonsRemoved,
      };
    },
    onError: (err) => {
      logHandled("regenerate failed", err);
      toast.error(t("regenerate.failed"), {
        description: err instanceof ApiError ? err.message : undefined,
      });
    },
  });
  const accept = useEditorWrite(
    versionId,
    async (p: Proposal) => {
      if (target.kind === "lesson") {
        return editorApi.acceptLesson(versionId, target.id, {
          expectedRevision: p.revision,
          proposal: p.lessons[0],
        });
      }
      await editorApi.acceptModule(versionId, target.id, {
        expectedContentRevision: p.revision,
        proposal: { lessons: p.lessons },
        dryRun: false,
      });
      return null;
    },
    {
      successText: t("regenerate.accepted"),
      onSuccess: (data) => {
        onAccepted?.(data);
        onClose();
      },
    },
  );
  const proposal = propose.data;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-5xl" closeLabel={t("cancel")}>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">
            {target.kind === "module"
              ? t("regenerate.moduleNamed", { title: target.title })
              : t("regenerate.title")}
          </DialogTitle>
          <DialogDescription>{t("regenerate.description")}</DialogDescription>
        </DialogHeader>
        {!proposal ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((v) => propose.mutate(v.instruction))}
          >
            <FormField
              label={t("regenerate.instruction")}
              error={form.formState.errors.instruction?.message}
            >
              {(p) => (
                <Textarea
                  {...p}
                  rows={2}
                  placeholder={t("regenerate.instructionPlaceholder")}
                  {...form.register("instruction")}
                />
              )}
            </FormField>
            <div>
              <Button type="submit" disabled={propose.isPending} className="whitespace-normal">
                {propose.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
                {propose.isPending ? t("regenerate.running") : t("regenerate.start")}
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-4 md:grid-cols-2">
              <section aria-labelledby="regen-current" className="grid content-start gap-2">
                <h3 id="regen-current" className="font-semibold">
                  {t("regenerate.current")}
                </h3>
                <LessonTexts lessons={current} testId="regen-current" />
              </section>
              <section aria-labelledby="regen-proposal" className="grid content-start gap-2">
                <h3 id="regen-proposal" className="font-semibold">
                  {t("regenerate.proposal")}
                </h3>
                <LessonTexts
                  testId="regen-proposal"
                  lessons={proposal.lessons.map((l) => ({
                    title: l.title,
                    content: l.content,
                    minutes: l.estimatedDurationMinutes,
                  }))}
                />
              </section>
            </div>
            {proposal.removed !== null && (
              <Alert
                data-testid="regen-impact"
                className={proposal.removed > 0 ? "border-warning/60 bg-warning-subtle" : undefined}
              >
                {proposal.removed > 0 && <AlertTriangle aria-hidden="true" />}
                <AlertDescription className="text-foreground">
                  {proposal.removed > 0
                    ? t("regenerate.removedCompletions", { count: proposal.removed })
                    : t("regenerate.noRemovedCompletions")}
                </AlertDescription>
              </Alert>
            )}
            {accept.conflict && (
              <ConflictAlert onReload={() => void accept.reload().then(onClose)} />
            )}
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                className="whitespace-normal"
                onClick={() => {
                  toast.info(t("regenerate.discarded"));
                  onClose();
                }}
              >
                {t("regenerate.discard")}
              </Button>
              <Button
                type="button"
                className="whitespace-normal"
                disabled={accept.isPending}
                onClick={() => accept.mutate(proposal)}
              >
                {accept.isPending && <Spinner />}
                {t("regenerate.accept")}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
