import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { JobStep } from "@shared/contracts/admin";
import type { EditorView } from "./editor-api";
import { AddInline } from "./add-inline";
import { DeleteDialog } from "./delete-dialog";
import { ModuleCard } from "./module-card";
import { ModuleGenerateButton } from "./module-generate";
import { RegenerateDialog } from "./regenerate-dialog";
import { useAnnouncer } from "./reorder";
import { useOutlineActions } from "./use-outline-actions";

/** The course outline: modules with their lessons, in order, editable in place. */
export function Outline({
  view,
  moduleJob,
  allSteps,
  blocked,
  onJobStarted,
  onJobDone,
}: {
  view: EditorView;
  moduleJob: (moduleId: string) => string | null;
  /** Steps of a running "Alle Module generieren": the lessons written of each module. */
  allSteps?: JobStep[];
  blocked: boolean;
  onJobStarted: (moduleId: string, jobId: string) => void;
  onJobDone: (moduleId: string) => void;
}) {
  const { t } = useTranslation(["editor", "admin"]);
  const { region, announce } = useAnnouncer();
  const actions = useOutlineActions(view, announce);
  const structureLocked = !view.version.isSource;
  const [addKey, setAddKey] = useState(0);
  const { modules } = actions;

  return (
    <section aria-labelledby="modules-heading" className="grid gap-3">
      <h2 id="modules-heading" className="text-lg font-semibold">
        {t("outline.title")}
      </h2>
      {region}
      {modules.length === 0 ? (
        <p className="text-muted-foreground">{t("admin:edit.noModules")}</p>
      ) : (
        <ol className="grid gap-3">
          {modules.map((m, i) => (
            <ModuleCard
              key={m.id}
              module={m}
              index={i}
              count={modules.length}
              view={view}
              structureLocked={structureLocked}
              allModules={modules}
              dragProps={actions.moduleDrag(i, !structureLocked)}
              actions={actions}
              // Shown while the module has no lessons, and while its generation is followed:
              // the lessons appear before the job ends (a translated version translates them
              // afterwards), and the button fires the success toast when the job ends.
              generate={
                (m.status === "not_generated" || moduleJob(m.id) !== null) && (
                  <ModuleGenerateButton
                    moduleId={m.id}
                    title={m.title}
                    versionId={view.version.id}
                    translation={!view.version.isSource}
                    jobId={moduleJob(m.id)}
                    allStep={allSteps?.find((s) => s.moduleId === m.id)}
                    blocked={blocked}
                    onStarted={(jobId) => onJobStarted(m.id, jobId)}
                    onDone={() => onJobDone(m.id)}
                  />
                )
              }
            />
          ))}
        </ol>
      )}
      {!structureLocked && (
        <div>
          <AddInline
            key={addKey}
            buttonLabel={t("outline.addModule")}
            inputLabel={t("outline.newModuleTitle")}
            pending={actions.addModule.isPending}
            onAdd={(title, done) =>
              actions.addModule.mutate(title, {
                onSuccess: () => {
                  done();
                  setAddKey((k) => k + 1);
                },
              })
            }
          />
        </div>
      )}
      <DeleteDialog
        versionId={view.version.id}
        target={actions.deleteTarget}
        onClose={actions.closeDelete}
      />
      {actions.regenerate && (
        <RegenerateDialog
          versionId={view.version.id}
          target={actions.regenerate}
          current={(modules.find((m) => m.id === actions.regenerate?.id)?.lessons ?? []).map(
            (l) => ({ title: l.title, minutes: l.estimatedDurationMinutes }),
          )}
          onClose={actions.closeRegenerate}
        />
      )}
    </section>
  );
}
