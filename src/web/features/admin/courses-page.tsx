import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  ArchiveRestore,
  ExternalLink,
  Eye,
  Filter,
  MoreHorizontal,
  Pencil,
  PlusCircle,
} from "lucide-react";
import type { OverviewResponse, VersionSummary } from "@shared/contracts/admin";
import { Button } from "@/components/ui/button";
import { CourseThumbnail } from "@/components/course-thumbnail";
import { Card, CardContent } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { adminApi, coursesQuery, invalidateAdminContent } from "./admin-api";
import { Badge } from "@/components/ui/badge";
import {
  ErrorBlock,
  formatDate,
  LanguageBadge,
  LoadingBlock,
  PageHeader,
  StatusBadge,
} from "./admin-ui";

type Course = OverviewResponse["courses"][number];
const FILTERS = ["all", "draft", "generated", "published"] as const;
type StatusFilter = (typeof FILTERS)[number];

function matches(course: Course, filter: StatusFilter): boolean {
  if (filter === "all") return true;
  if (filter === "published" && course.isPublished) return true;
  return course.versions.some((v) => v.status === filter);
}

function VersionRow({ version, title }: { version: VersionSummary; title: string }) {
  const { t } = useTranslation("admin");
  return (
    <li
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-background/60 px-3 py-2"
      data-testid="version-row"
      data-version-id={version.id}
    >
      <LanguageBadge language={version.language} />
      <StatusBadge status={version.status} />
      <span className="text-sm text-muted-foreground tabular-nums">
        {t("courses.modulesGenerated", {
          generated: version.modulesGenerated,
          total: version.modulesTotal,
        })}
      </span>
      <span className="ml-auto flex items-center gap-1">
        <Button variant="ghost" size="icon" asChild>
          <Link
            to={`/admin/edit-course/${version.id}`}
            aria-label={t("courses.editVersion", {
              title,
              language: version.language.toUpperCase(),
            })}
          >
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("courses.versionMenu", {
                title,
                language: version.language.toUpperCase(),
              })}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to={`/admin/preview?version=${version.id}`}>
                <Eye aria-hidden="true" />
                {t("courses.preview")}
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </span>
    </li>
  );
}

function CourseActions({ course }: { course: Course }) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const first = course.versions[0];
  const unarchive = useMutation({
    mutationFn: () => adminApi.unarchive(course.id),
    onSuccess: async () => {
      toast.success(t("courses.unarchived"));
      await invalidateAdminContent(qc);
    },
    onError: (err) => toast.error(t("lifecycle.failed"), { description: (err as Error).message }),
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {course.archivedAt && (
        <>
          <Badge variant="secondary" data-testid="archived-badge">
            {t("courses.archived")}
          </Badge>
          <Button
            variant="outline"
            size="sm"
            disabled={unarchive.isPending}
            onClick={() => unarchive.mutate()}
            aria-label={t("courses.unarchiveNamed", { title: course.title })}
          >
            <ArchiveRestore aria-hidden="true" />
            {t("courses.unarchive")}
          </Button>
        </>
      )}
      {first && (
        <Button variant="outline" size="sm" asChild>
          <Link
            to={`/admin/edit-course/${first.id}`}
            aria-label={`${t("courses.edit")}: ${course.title}`}
          >
            <Pencil aria-hidden="true" />
            {t("courses.edit")}
          </Link>
        </Button>
      )}
      {course.isPublished && (
        <Button variant="ghost" size="sm" asChild>
          <Link
            to={`/app/course/${course.id}`}
            aria-label={`${t("courses.view")}: ${course.title}`}
          >
            <ExternalLink aria-hidden="true" />
            {t("courses.view")}
          </Link>
        </Button>
      )}
    </div>
  );
}

export default function CoursesPage() {
  const { t } = useTranslation("admin");
  const courses = useQuery(coursesQuery());
  const [filter, setFilter] = useState<StatusFilter>("all");
  const all = courses.data?.courses ?? [];
  const shown = all.filter((c) => matches(c, filter));

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("courses.title")}
        description={t("courses.description")}
        actions={
          <>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" data-testid="status-filter">
                  <Filter aria-hidden="true" />
                  {t(`courses.filter.${filter}`)}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel>{t("courses.filter.label")}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuRadioGroup
                  value={filter}
                  onValueChange={(v) => setFilter(v as StatusFilter)}
                >
                  {FILTERS.map((f) => (
                    <DropdownMenuRadioItem key={f} value={f}>
                      {t(`courses.filter.${f}`)}
                    </DropdownMenuRadioItem>
                  ))}
                </DropdownMenuRadioGroup>
              </DropdownMenuContent>
            </DropdownMenu>
            <Button asChild>
              <Link to="/admin/new-course">
                <PlusCircle aria-hidden="true" />
                {t("nav.newCourse")}
              </Link>
            </Button>
          </>
        }
      />

      {courses.isPending ? (
        <LoadingBlock />
      ) : courses.isError ? (
        <ErrorBlock text={t("courses.loadError")} />
      ) : shown.length === 0 ? (
        <Card>
          <CardContent>
            <p className="py-6 text-center text-muted-foreground" role="status">
              {all.length === 0 ? t("courses.empty") : t("courses.emptyFiltered")}
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          {/* Table from md up */}
          <div className="hidden overflow-hidden rounded-xl border bg-card shadow-xs md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{t("courses.title")}</caption>
              <thead className="border-b bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t("courses.columns.name")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t("courses.columns.versions")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                    {t("courses.columns.created")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t("courses.columns.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((course) => (
                  <tr
                    key={course.id}
                    className="border-b align-top last:border-b-0"
                    data-testid="course-row"
                  >
                    <td className="max-w-xs px-4 py-4">
                      {course.thumbnailUrl && (
                        <div className="mb-2 w-32 overflow-hidden rounded-md border">
                          <CourseThumbnail url={course.thumbnailUrl} sizes="128px" />
                        </div>
                      )}
                      <p className="font-medium break-words">{course.title}</p>
                      <p className="mt-1 line-clamp-2 text-muted-foreground">
                        {course.description}
                      </p>
                    </td>
                    <td className="px-4 py-4">
                      <ul className="grid gap-2">
                        {course.versions.map((v) => (
                          <VersionRow key={v.id} version={v} title={course.title} />
                        ))}
                      </ul>
                    </td>
                    <td className="px-4 py-4 whitespace-nowrap tabular-nums">
                      {formatDate(course.createdAt)}
                    </td>
                    <td className="px-4 py-4">
                      <CourseActions course={course} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {/* Cards on small screens */}
          <ul className="grid gap-4 md:hidden">
            {shown.map((course) => (
              <li key={course.id}>
                <Card className="gap-4 py-5" data-testid="course-card">
                  <CardContent className="grid gap-3 px-5">
                    {course.thumbnailUrl && (
                      <div className="overflow-hidden rounded-lg border">
                        <CourseThumbnail url={course.thumbnailUrl} sizes="100vw" />
                      </div>
                    )}
                    <div>
                      <h2 className="font-semibold break-words">{course.title}</h2>
                      <p className="text-sm text-muted-foreground">
                        {t("courses.columns.created")}: {formatDate(course.createdAt)}
                      </p>
                    </div>
                    <div className="grid gap-1.5">
                      <h3 className="text-sm font-medium">{t("courses.columns.versions")}</h3>
                      <ul className="grid gap-2">
                        {course.versions.map((v) => (
                          <VersionRow key={v.id} version={v} title={course.title} />
                        ))}
                      </ul>
                    </div>
                    <CourseActions course={course} />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
