/**
 * A course's projects where the learner meets them (issue 30, decision 0126): links to each
 * project page with the learner's status (module projects under their module's title, the
 * capstone last), and the note that the certificate waits for a required project. Shared by
 * the player and the dashboard; texts from the "projects" namespace (loaded under Suspense).
 */
import { Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Award, FolderGit2 } from "lucide-react";
import type { DashboardResponse, PlayerResponse } from "@shared/contracts/learning";
import { Badge } from "@/components/ui/badge";
import { i18n } from "@/lib/i18n";

// Loaded with the screen that shows the list (the player), not when the list first renders.
void i18n.loadNamespaces("projects");

export type CourseProjectSummary = PlayerResponse["projects"][number];

const VARIANT = {
  draft: "secondary",
  submitted: "info",
  claimed: "info",
  passed: "success",
  revise: "warning",
} as const;

function ProjectLinksInner({
  courseId,
  projects,
  moduleTitles,
  onNavigate,
}: {
  courseId: string;
  projects: CourseProjectSummary[];
  moduleTitles: Map<string, string>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("projects");
  const ordered = [...projects.filter((p) => p.moduleId), ...projects.filter((p) => !p.moduleId)];
  return (
    <section aria-labelledby={`projects-${courseId}`} data-testid="course-projects">
      <h2
        id={`projects-${courseId}`}
        className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t("course.title")}
      </h2>
      <ul className="grid gap-1">
        {ordered.map((p) => (
          <li key={p.id}>
            <Link
              to={`/app/course/${courseId}/project/${p.id}`}
              onClick={onNavigate}
              className="flex items-start gap-2.5 rounded-lg px-2 py-2 text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="course-project-link"
            >
              <FolderGit2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="break-words">{p.title}</span>
                <span className="text-xs text-muted-foreground">
                  {p.moduleId && moduleTitles.get(p.moduleId)
                    ? t("course.module", { module: moduleTitles.get(p.moduleId) })
                    : t("course.capstone")}
                </span>
              </span>
              {p.status && (
                <Badge variant={VARIANT[p.status]} className="shrink-0">
                  {t(`status.${p.status}`)}
                </Badge>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CourseProjectLinks(props: {
  courseId: string;
  projects: CourseProjectSummary[];
  moduleTitles: Map<string, string>;
  onNavigate?: () => void;
}) {
  if (props.projects.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProjectLinksInner {...props} />
    </Suspense>
  );
}

function CertificateWaitsInner({ titles }: { titles: string[] }) {
  const { t } = useTranslation("projects");
  return (
    <p
      className="mb-6 flex items-start gap-2 rounded-lg border border-warning/50 bg-warning-subtle px-3 py-2 text-sm text-warning-subtle-foreground"
      data-testid="certificate-waits"
    >
      <Award className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t("course.certificateWaits", { title: titles.join(", ") })}</span>
    </p>
  );
}

/** Shown while the course has no certificate and a project it requires is not passed. */
export function CertificateWaitsNote({
  projects,
  hasCertificate,
}: {
  projects: CourseProjectSummary[];
  hasCertificate: boolean;
}) {
  const open = projects.filter((p) => p.requiredForCertificate && p.status !== "passed");
  if (hasCertificate || open.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CertificateWaitsInner titles={open.map((p) => p.title)} />
    </Suspense>
  );
}

export type StartedProject = DashboardResponse["projects"][number];

function StartedProjectsInner({ projects }: { projects: StartedProject[] }) {
  const { t } = useTranslation("projects");
  return (
    <section
      aria-labelledby="dashboard-projects"
      className="grid gap-3 rounded-xl border bg-card p-6"
      data-testid="dashboard-projects"
    >
      <h2 id="dashboard-projects" className="flex items-center gap-2 text-lg font-semibold">
        <FolderGit2 className="size-5 text-primary" aria-hidden="true" />
        {t("dashboard.title")}
      </h2>
      <ul className="divide-y">
        {projects.map((p) => (
          <li
            key={p.projectId}
            className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <Link
                to={`/app/course/${p.courseId}/project/${p.projectId}`}
                className="font-medium break-words hover:underline"
              >
                {p.title}
              </Link>
              <p className="text-sm break-words text-muted-foreground">{p.courseTitle}</p>
            </div>
            <Badge variant={VARIANT[p.status]} data-testid="dashboard-project-status">
              {t(`status.${p.status}`)}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dashboard's list of the learner's started projects with their status (none: nothing). */
export function StartedProjects({ projects }: { projects: StartedProject[] }) {
  if (projects.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <StartedProjectsInner projects={projects} />
    </Suspense>
  );
}
