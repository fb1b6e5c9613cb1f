import { useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  ArchiveRestore,
  Download,
  ExternalLink,
  Eye,
  Filter,
  MoreHorizontal,
  Pencil,
  PlusCircle,
  Search,
  Upload,
  Users,
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
import type { OVERVIEW_SORTS } from "@shared/contracts/reports";
import { OVERVIEW_STATUS } from "@shared/contracts/reports";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { adminApi, coursesQuery, invalidateAdminContent } from "./admin-api";
import { courseExportUrl } from "./course-files/course-files-api";
import { Badge } from "@/components/ui/badge";
import { Pager, pageParam } from "./pager";
import {
  ErrorBlock,
  formatDate,
  JobSteps,
  LanguageBadge,
  LoadingBlock,
  PageHeader,
  StatusBadge,
} from "./admin-ui";

type Course = OverviewResponse["courses"][number];
const FILTERS = OVERVIEW_STATUS;
type StatusFilter = (typeof FILTERS)[number];
type Sort = (typeof OVERVIEW_SORTS)[number];
const SORT_OPTIONS = [
  "created-desc",
  "created-asc",
  "name-asc",
  "name-desc",
  "status-asc",
] as const;
const PAGE_SIZE = 20;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Search by title: applied when submitted, so each search is one request. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation("admin");
  const [value, setValue] = useState(initial);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t("courses.search")}</Label>
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={200}
          onChange={(e) => setValue(e.target.value)}
          className="w-56"
        />
      </div>
      <Button type="submit" variant="outline" size="icon" aria-label={t("courses.searchSubmit")}>
        <Search aria-hidden="true" />
      </Button>
    </form>
  );
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
      {!!version.activeJobs?.length && (
        <div
          className="order-last grid basis-full gap-0.5 text-sm"
          data-testid="version-generating"
        >
          <span className="flex items-center gap-2 font-medium">
            <Spinner />
            {t("edit.generating")}
          </span>
          {version.activeJobs.map((job) => (
            <JobSteps key={job.id} steps={job.steps} />
          ))}
        </div>
      )}
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
  const { t: tf } = useTranslation("course-files");
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
      <Button variant="ghost" size="sm" asChild>
        <Link
          to={`/admin/courses/${course.id}/learners`}
          aria-label={`${t("courses.learners")}: ${course.title}`}
        >
          <Users aria-hidden="true" />
          {t("courses.learners")}
        </Link>
      </Button>
      <Button variant="ghost" size="sm" asChild>
        <a
          href={courseExportUrl(course.id)}
          download
          aria-label={tf("exportNamed", { title: course.title })}
        >
          <Download aria-hidden="true" />
          {tf("export")}
        </a>
      </Button>
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
  const { t: tf } = useTranslation("course-files");
  const sortId = useId();
  const [search, setSearch] = useSearchParams();
  const filter = oneOf(FILTERS, search.get("status"), "all");
  const sortOption = oneOf(SORT_OPTIONS, search.get("sort"), "created-desc");
  const [sort, dir] = sortOption.split("-") as [Sort, "asc" | "desc"];
  const q = search.get("q") ?? "";
  const page = pageParam(search.get("page"));
  const courses = useQuery(
    coursesQuery({ q, status: filter, sort, dir, page, pageSize: PAGE_SIZE }),
  );
  /** Changes one parameter; any change but paging starts again on page 1. */
  const update = (key: string, value: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== "page") next.delete("page");
      return next;
    });
  const setFilter = (value: StatusFilter) => update("status", value === "all" ? "" : value);
  const shown = courses.data?.courses ?? [];
  const nothingAtAll = courses.data?.total === 0 && filter === "all" && !q;

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
            <Button variant="outline" asChild>
              <Link to="/admin/import-course">
                <Upload aria-hidden="true" />
                {tf("importCourse")}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/admin/new-course">
                <PlusCircle aria-hidden="true" />
                {t("nav.newCourse")}
              </Link>
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <SearchForm key={q} initial={q} onSearch={(value) => update("q", value)} />
        <div className="grid gap-1.5">
          <Label htmlFor={sortId}>{t("courses.sort.label")}</Label>
          <Select
            value={sortOption}
            onValueChange={(v) => update("sort", v === "created-desc" ? "" : v)}
          >
            <SelectTrigger id={sortId} className="w-48" data-testid="sort">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORT_OPTIONS.map((o) => (
                <SelectItem key={o} value={o}>
                  {t(`courses.sort.${o}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {courses.isPending ? (
        <LoadingBlock />
      ) : courses.isError ? (
        <ErrorBlock text={t("courses.loadError")} />
      ) : shown.length === 0 ? (
        <Card>
          <CardContent>
            <p className="py-6 text-center text-muted-foreground" role="status">
              {nothingAtAll ? t("courses.empty") : t("courses.emptyFiltered")}
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
          {courses.data && (
            <Pager
              page={courses.data.page}
              pageSize={courses.data.pageSize}
              total={courses.data.total}
              label={t("courses.paging")}
              onPage={(p) => update("page", String(p))}
            />
          )}
        </>
      )}
    </div>
  );
}
