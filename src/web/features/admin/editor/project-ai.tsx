import type { ProjectDraft } from "./project-draft";

/**
 * "Projekt mit KI entwerfen" (issue 30): not built yet — the AI draft of a brief and rubric
 * is a later slice (see decision 0122). Renders nothing until then.
 */
export function ProjectAiButton(_props: {
  courseId: string;
  available: boolean;
  onDraft: (draft: ProjectDraft) => void;
}) {
  return null;
}
