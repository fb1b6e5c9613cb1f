/**
 * What an import changes (decision 0102): a new course, or the modules and lessons added,
 * changed and removed, matched by id. Pure, so the admin screen can show the same list.
 */
import type { CourseModel, LessonModel, ModuleModel } from "./model";
import { coursePaths, projectPaths } from "./write";

export interface ChangeItem {
  id: string;
  title: string;
  /** The file of a module (module.yaml) or lesson in the imported folder; absent for removed ones. */
  file?: string;
}
export interface CourseChanges {
  course: "new" | "changed" | "unchanged";
  modules: { added: ChangeItem[]; changed: ChangeItem[]; removed: ChangeItem[] };
  lessons: { added: ChangeItem[]; changed: ChangeItem[]; removed: ChangeItem[] };
  /** The course's projects by id (decision 0156). */
  projects: { added: ChangeItem[]; changed: ChangeItem[]; removed: ChangeItem[] };
  /** Each language of the files or the course; "removed": the course has it, the files no longer. */
  translations: { language: string; status: "added" | "changed" | "unchanged" | "removed" }[];
}

/** JSON with object keys sorted: equal values give equal text whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : v,
  );
}

const courseHead = ({ modules: _m, translations: _t, projects: _p, ...head }: CourseModel) => head;
const moduleHead = ({ lessons: _l, ...head }: ModuleModel, index: number) => ({ ...head, index });
const lessonKey = (l: LessonModel, moduleId: string, index: number) =>
  stableJson({ ...l, moduleId, index });
const overlayKey = (o: unknown) => {
  const { moduleRevisions, projects, ...rest } = (o ?? {}) as Record<string, unknown>;
  const some = (x: unknown) => (x && Object.keys(x).length ? x : undefined);
  // No projects translated and an empty `projects` are the same (decision 0156).
  return stableJson({ ...rest, moduleRevisions: some(moduleRevisions), projects: some(projects) });
};

/** `sources` (from `readCourseFiles`) names the files as the author named them. */
export function diffCourses(
  before: CourseModel | null,
  after: CourseModel,
  sources: Record<string, string> = {},
): CourseChanges {
  const paths = coursePaths(after);
  const changes: CourseChanges = {
    course: !before
      ? "new"
      : stableJson(courseHead(before)) === stableJson(courseHead(after))
        ? "unchanged"
        : "changed",
    modules: { added: [], changed: [], removed: [] },
    lessons: { added: [], changed: [], removed: [] },
    projects: { added: [], changed: [], removed: [] },
    translations: [],
  };
  const oldModules = new Map(before?.modules.map((m, i) => [m.id, moduleHead(m, i)]) ?? []);
  const oldLessons = new Map(
    before?.modules.flatMap((m) =>
      m.lessons.map((l, i) => [l.id, lessonKey(l, m.id, i)] as const),
    ) ?? [],
  );
  const seen = new Set<string>();
  after.modules.forEach((m, mi) => {
    seen.add(m.id);
    const item = {
      id: m.id,
      title: m.title,
      file: sources[m.id] ?? `${paths[mi].dir}/module.yaml`,
    };
    const old = oldModules.get(m.id);
    if (!old) changes.modules.added.push(item);
    else if (stableJson(old) !== stableJson(moduleHead(m, mi))) changes.modules.changed.push(item);
    m.lessons.forEach((l, li) => {
      seen.add(l.id);
      const lItem = {
        id: l.id,
        title: l.title,
        file: sources[l.id] ?? `${paths[mi].lessons[li]}.md`,
      };
      const o = oldLessons.get(l.id);
      if (o === undefined) changes.lessons.added.push(lItem);
      else if (o !== lessonKey(l, m.id, li)) changes.lessons.changed.push(lItem);
    });
  });
  for (const m of before?.modules ?? []) {
    if (!seen.has(m.id)) changes.modules.removed.push({ id: m.id, title: m.title });
    for (const l of m.lessons)
      if (!seen.has(l.id)) changes.lessons.removed.push({ id: l.id, title: l.title });
  }
  const oldProjects = new Map(before?.projects.map((p) => [p.id, stableJson(p)]) ?? []);
  const dirs = projectPaths(after);
  after.projects.forEach((p, i) => {
    const item = { id: p.id, title: p.title, file: sources[p.id] ?? `${dirs[i]}/project.md` };
    const o = oldProjects.get(p.id);
    if (o === undefined) changes.projects.added.push(item);
    else if (o !== stableJson(p)) changes.projects.changed.push(item);
  });
  const kept = new Set(after.projects.map((p) => p.id));
  for (const p of before?.projects ?? [])
    if (!kept.has(p.id)) changes.projects.removed.push({ id: p.id, title: p.title });
  for (const t of after.translations) {
    const old = before?.translations.find((x) => x.language === t.language);
    changes.translations.push({
      language: t.language,
      status: !old
        ? "added"
        : overlayKey(old.overlay) === overlayKey(t.overlay)
          ? "unchanged"
          : "changed",
    });
  }
  for (const t of before?.translations ?? [])
    if (!after.translations.some((x) => x.language === t.language))
      changes.translations.push({ language: t.language, status: "removed" });
  return changes;
}

/** True when the import would change nothing. */
export const noChanges = (c: CourseChanges) =>
  c.course === "unchanged" &&
  [c.modules, c.lessons, c.projects].every(
    (g) => !g.added.length && !g.changed.length && !g.removed.length,
  ) &&
  c.translations.every((t) => t.status === "unchanged");
