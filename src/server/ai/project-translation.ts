import { z } from "zod";
import type { Language } from "@shared/i18n/languages";
import type { ProjectSourceText } from "@shared/domain/project-translation";
import { languageName, TRANSLATOR, type Prompt } from "./prompts";

/**
 * Translating a course's project (issue 30, decision 0146): its title, brief, the rubric's
 * texts and the titles of its automatic checks, with the same model call, retries and
 * shape check as a module's translation.
 */

const text = z.string().refine((s) => s.trim().length > 0, { message: "must not be blank" });

export const projectTextSchema = z.object({
  id: z.string(),
  title: text,
  brief: z.string(),
  rubric: z.array(
    z.object({ id: z.string(), title: text, description: z.string(), fulfilled: z.string() }),
  ),
  checks: z.array(z.object({ id: z.string(), title: text })),
});
export type ProjectText = z.infer<typeof projectTextSchema>;

export interface TranslateProjectRequest {
  course: { title: string; description: string };
  from: Language;
  to: Language;
  project: ProjectSourceText;
}

export function translateProjectPrompt(req: TranslateProjectRequest): Prompt {
  return {
    system: `${TRANSLATOR} Translate from ${languageName(req.from)} to ${languageName(req.to)}.`,
    prompt: [
      `Translate this project of the course "${req.course.title}" from ${languageName(req.from)} to ${languageName(req.to)}.`,
      "",
      "Rules:",
      "- Return exactly the same JSON structure: the same id, the same rubric criteria and checks with their ids in the same order.",
      "- Translate title, brief (markdown), each criterion's title, description and fulfilled (what meeting the criterion means), and the title of each check.",
      "",
      "<source>",
      JSON.stringify(req.project),
      "</source>",
    ].join("\n"),
  };
}

/** The first difference of shape between a project and its translation, or null. */
export function projectShapeProblem(source: ProjectSourceText, t: ProjectText): string | null {
  if (t.id !== source.id) return `project id must stay "${source.id}"`;
  const lists = [
    ["rubric", source.rubric, t.rubric],
    ["checks", source.checks, t.checks],
  ] as const;
  for (const [name, a, b] of lists) {
    if (a.length !== b.length) return `expected ${a.length} ${name}, got ${b.length}`;
    for (const [k, item] of a.entries())
      if (b[k].id !== item.id) return `${name}[${k}] id must stay "${item.id}"`;
  }
  if (source.brief.trim() !== "" && t.brief.trim() === "") return "brief is empty";
  return null;
}
