/**
 * The admin preview's "Projekte" (issue 30, decision 0122): each project of the version as
 * learners will read it, in the version's language: position, runtime, brief (through the
 * sanitizing renderer) and the rubric with what "erfüllt" means.
 */
import { useTranslation } from "react-i18next";
import { FolderKanban } from "lucide-react";
import type { PreviewResponse } from "@shared/contracts/admin";
import { Markdown } from "@/components/markdown";
import { Badge } from "@/components/ui/badge";

type Preview = Pick<PreviewResponse, "projects" | "modules">;

export function ProjectsPreview({ projects, modules }: Preview) {
  const { t } = useTranslation("projects-admin");
  return (
    <section
      aria-labelledby="projects-heading"
      className="grid gap-3"
      data-testid="preview-projects"
    >
      <h2 id="projects-heading" className="flex items-center gap-2 text-lg font-semibold">
        <FolderKanban className="size-5" aria-hidden="true" />
        {t("heading")}
      </h2>
      {projects.length === 0 ? (
        <p className="text-muted-foreground">{t("list.empty")}</p>
      ) : (
        projects.map((p) => {
          const module = modules.find((m) => m.id === p.moduleId);
          return (
            <article
              key={p.id}
              className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5"
              data-testid="preview-project"
            >
              <header className="grid gap-1">
                <h3 className="text-base font-semibold wrap-anywhere">{p.title}</h3>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <span>
                    {module ? t("list.afterModule", { title: module.title }) : t("list.courseEnd")}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span>{t(`runtime.${p.runtime}`)}</span>
                  {p.checks > 0 && (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>{t("list.checks", { count: p.checks })}</span>
                    </>
                  )}
                  {p.requiredForCertificate && (
                    <Badge variant="secondary">{t("list.required")}</Badge>
                  )}
                </p>
              </header>
              {p.brief.trim() ? (
                <Markdown nested className="min-w-0 text-sm text-foreground wrap-anywhere">
                  {p.brief}
                </Markdown>
              ) : (
                <p className="text-sm text-muted-foreground italic">{t("preview.emptyBrief")}</p>
              )}
              <section aria-label={t("rubric.heading")} className="grid gap-2">
                <h4 className="text-sm font-semibold">{t("rubric.heading")}</h4>
                <ol className="grid gap-2">
                  {p.rubric.map((c) => (
                    <li key={c.id} className="rounded-lg border p-3 text-sm">
                      <p className="font-medium wrap-anywhere">{c.title}</p>
                      {c.description && (
                        <p className="text-muted-foreground wrap-anywhere">{c.description}</p>
                      )}
                      <p className="wrap-anywhere">
                        <span className="font-medium">{t("rubric.fulfilled")}:</span> {c.fulfilled}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            </article>
          );
        })
      )}
    </section>
  );
}
