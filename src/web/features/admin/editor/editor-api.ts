import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { Job } from "@shared/contracts/admin";
import type {
  BlockKind,
  courseSettingsPatch,
  courseSettingsResponse,
  deleteResponse,
  EditorViewResponse,
  HistoryResponse,
  lessonAcceptInput,
  lessonCreate,
  LessonPatch,
  lessonProposalResponse,
  LessonResponse,
  moduleAcceptInput,
  moduleAcceptResponse,
  moduleCreate,
  modulePatch,
  moduleProposalResponse,
  moduleResponse,
  outlineResponse,
  restoreResponse,
} from "@shared/contracts/editor";
import { api } from "@/lib/api";
import { adminKeys } from "../admin-api";

/** The editor's data; `activeJobs` keeps running generations across a reload. */
export type EditorView = EditorViewResponse & { activeJobs?: Job[] };
export type EditorModule = EditorView["modules"][number];
export type EditorLessonSummary = EditorModule["lessons"][number];
export type LessonData = LessonResponse;
export type ModuleProposal = z.infer<typeof moduleProposalResponse>;
export type LessonProposalData = z.infer<typeof lessonProposalResponse>;

const base = "/api/admin/editor";
const enc = encodeURIComponent;

/** Query keys of the editor, under the admin area's keys (so admin-wide invalidation reaches them). */
export const editorKeys = {
  version: (versionId: string) => [...adminKeys.all, "editor", versionId] as const,
  lesson: (versionId: string, lessonId: string) =>
    [...editorKeys.version(versionId), "lesson", lessonId] as const,
  history: (courseId: string) => [...adminKeys.all, "history", courseId] as const,
};

/** One request for the edit screen: course, outline with counts, recycle bin, AI info. */
export const editorViewQuery = (versionId: string) =>
  queryOptions({
    queryKey: editorKeys.version(versionId),
    queryFn: () => api<EditorView>(`${base}/${enc(versionId)}`),
  });

/** One request for the lesson editor: the lesson with all its blocks. */
export const lessonQuery = (versionId: string, lessonId: string) =>
  queryOptions({
    queryKey: editorKeys.lesson(versionId, lessonId),
    queryFn: () => api<LessonResponse>(`${base}/${enc(versionId)}/lessons/${enc(lessonId)}`),
  });

/** "Verlauf": who changed what and when, newest first (loaded when opened). */
export const historyQuery = (courseId: string) =>
  queryOptions({
    queryKey: editorKeys.history(courseId),
    queryFn: () => api<HistoryResponse>(`/api/admin/courses/${enc(courseId)}/history`),
  });

type Body<S extends z.ZodType> = z.input<S>;
const v = (versionId: string) => `${base}/${enc(versionId)}`;

export const editorApi = {
  saveSettings: (versionId: string, body: Body<typeof courseSettingsPatch>) =>
    api<z.infer<typeof courseSettingsResponse>>(`${v(versionId)}/course`, {
      method: "PATCH",
      json: body,
    }),
  addModule: (versionId: string, body: Body<typeof moduleCreate>) =>
    api<z.infer<typeof moduleResponse>>(`${v(versionId)}/modules`, { method: "POST", json: body }),
  updateModule: (versionId: string, moduleId: string, body: Body<typeof modulePatch>) =>
    api<z.infer<typeof moduleResponse>>(`${v(versionId)}/modules/${enc(moduleId)}`, {
      method: "PATCH",
      json: body,
    }),
  deleteModule: (versionId: string, moduleId: string, expectedRevision: number) =>
    api<z.infer<typeof deleteResponse>>(
      `${v(versionId)}/modules/${enc(moduleId)}?expectedRevision=${expectedRevision}`,
      { method: "DELETE" },
    ),
  reorderModules: (versionId: string, moduleIds: string[]) =>
    api<z.infer<typeof outlineResponse>>(`${v(versionId)}/modules/order`, {
      method: "PUT",
      json: { moduleIds },
    }),
  reorderLessons: (versionId: string, modules: { moduleId: string; lessonIds: string[] }[]) =>
    api<z.infer<typeof outlineResponse>>(`${v(versionId)}/lessons/order`, {
      method: "PUT",
      json: { modules },
    }),
  addLesson: (versionId: string, moduleId: string, body: Body<typeof lessonCreate>) =>
    api<LessonResponse>(`${v(versionId)}/modules/${enc(moduleId)}/lessons`, {
      method: "POST",
      json: body,
    }),
  updateLesson: (versionId: string, lessonId: string, body: LessonPatch) =>
    api<LessonResponse>(`${v(versionId)}/lessons/${enc(lessonId)}`, {
      method: "PATCH",
      json: body,
    }),
  deleteLesson: (versionId: string, lessonId: string, expectedRevision: number) =>
    api<z.infer<typeof deleteResponse>>(
      `${v(versionId)}/lessons/${enc(lessonId)}?expectedRevision=${expectedRevision}`,
      { method: "DELETE" },
    ),
  addBlock: (versionId: string, lessonId: string, kind: BlockKind, body: unknown) =>
    api<LessonResponse>(`${v(versionId)}/lessons/${enc(lessonId)}/${kind}`, {
      method: "POST",
      json: body,
    }),
  updateBlock: (versionId: string, lessonId: string, kind: BlockKind, id: string, body: unknown) =>
    api<LessonResponse>(`${v(versionId)}/lessons/${enc(lessonId)}/${kind}/${enc(id)}`, {
      method: "PATCH",
      json: body,
    }),
  deleteBlock: (
    versionId: string,
    lessonId: string,
    kind: BlockKind,
    id: string,
    expectedRevision: number,
  ) =>
    api<LessonResponse>(
      `${v(versionId)}/lessons/${enc(lessonId)}/${kind}/${enc(id)}?expectedRevision=${expectedRevision}`,
      { method: "DELETE" },
    ),
  reorderBlocks: (
    versionId: string,
    lessonId: string,
    body: {
      expectedRevision: number;
      codeExamples: string[];
      exercises: string[];
      quizzes: string[];
    },
  ) =>
    api<LessonResponse>(`${v(versionId)}/lessons/${enc(lessonId)}/blocks/order`, {
      method: "PUT",
      json: body,
    }),
  restore: (versionId: string, trashId: string) =>
    api<z.infer<typeof restoreResponse>>(`${v(versionId)}/trash/${enc(trashId)}/restore`, {
      method: "POST",
      json: {},
    }),
  regenerateLesson: (versionId: string, lessonId: string, instruction: string) =>
    api<LessonProposalData>(`${v(versionId)}/lessons/${enc(lessonId)}/regenerate`, {
      method: "POST",
      json: { instruction },
    }),
  acceptLesson: (versionId: string, lessonId: string, body: Body<typeof lessonAcceptInput>) =>
    api<LessonResponse>(`${v(versionId)}/lessons/${enc(lessonId)}/regenerate/accept`, {
      method: "POST",
      json: body,
    }),
  regenerateModule: (versionId: string, moduleId: string, instruction: string) =>
    api<ModuleProposal>(`${v(versionId)}/modules/${enc(moduleId)}/regenerate`, {
      method: "POST",
      json: { instruction },
    }),
  acceptModule: (versionId: string, moduleId: string, body: Body<typeof moduleAcceptInput>) =>
    api<z.infer<typeof moduleAcceptResponse>>(
      `${v(versionId)}/modules/${enc(moduleId)}/regenerate/accept`,
      { method: "POST", json: body },
    ),
};
