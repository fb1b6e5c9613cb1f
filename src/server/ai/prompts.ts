import type { Language } from "@shared/i18n/languages";
import { formatZodMarkersIn } from "@shared/i18n/zod-errors";
import {
  recommendedLessonCount,
  recommendedModuleCount,
  type CourseBrief,
  type ModuleRequest,
  type TranslateHeaderRequest,
  type TranslateModuleRequest,
} from "./schemas";
import { practicePromptLines, practiceRuntimesFor } from "../practice/practice-generation";

/**
 * Prompts of the generation operations. Instructions are in English (what models follow
 * best); every text the model writes is in the course's language, named explicitly.
 */
export interface Prompt {
  system: string;
  prompt: string;
}

const LANGUAGE_NAMES: Record<Language, string> = {
  de: "German (Deutsch)",
  en: "English",
  es: "Spanish (Español)",
  fr: "French (Français)",
};

export const languageName = (lang: Language) => LANGUAGE_NAMES[lang];

const AUTHOR = [
  "You are an experienced instructional designer who writes project-based online courses",
  "for tech skills. You write clear, correct, practical teaching text for adult learners.",
  "You answer with a single JSON object that matches the given JSON schema, nothing else.",
].join(" ");

function courseLines(c: CourseBrief): string[] {
  return [
    `Title: ${c.title}`,
    `Description: ${c.description}`,
    `Difficulty: ${c.difficulty}`,
    `Estimated duration: ${c.estimatedHours} hours`,
    c.topic ? `Topic: ${c.topic}` : "",
    c.specificGoals ? `Specific goals of the learners: ${c.specificGoals}` : "",
    c.skillArea ? `Skill area: ${c.skillArea.replace(/-/g, " ")}` : "",
  ].filter(Boolean);
}

export function outlinePrompt(c: CourseBrief): Prompt {
  const count = recommendedModuleCount(c.estimatedHours, c.difficulty);
  return {
    system: `${AUTHOR} Write every title and description in ${languageName(c.language)}.`,
    prompt: [
      "Design the module structure of this course.",
      "",
      "## Course",
      ...courseLines(c),
      "",
      "## Requirements",
      `- About ${count} modules (between ${Math.max(1, count - 1)} and ${count + 1}), fitted to the duration and the difficulty.`,
      "- Order the modules so each one builds on the previous ones, from foundations to a final project.",
      "- Each module has a short, specific title (no numbering) and a description of two or three sentences saying what the learner will be able to do afterwards.",
      c.specificGoals ? "- Cover the learners' specific goals." : "",
      `- Language of all text: ${languageName(c.language)}.`,
      "",
      'Answer as JSON: {"modules":[{"title":"…","description":"…"}]}',
    ]
      .filter((l) => l !== "")
      .join("\n"),
  };
}

export function modulePrompt(req: ModuleRequest): Prompt {
  const { course, modules, currentModuleIndex: i } = req;
  const current = modules[i];
  const lessons = recommendedLessonCount(course.estimatedHours, modules.length);
  const neighbour = (label: string, m: ModuleRequest["modules"][number] | undefined) =>
    m
      ? [
          `${label}: ${m.orderIndex}. ${m.title} – ${m.description}`,
          m.lessonTitles.length
            ? `  Its lessons (do not repeat them): ${m.lessonTitles.join("; ")}`
            : "",
        ]
      : [];
  return {
    system: `${AUTHOR} Write every text (titles, lesson content, objectives, code comments, exercises, quizzes) in ${languageName(course.language)}.`,
    prompt: [
      `Write the lessons of module ${current.orderIndex} of this course.`,
      "",
      "## Course",
      ...courseLines(course),
      "",
      "## All modules of the course",
      ...modules.map(
        (m) =>
          `${m.orderIndex}. ${m.title}${m.orderIndex === current.orderIndex ? "  <- this module" : ""}`,
      ),
      "",
      "## Neighbouring modules",
      ...neighbour("Previous module", modules[i - 1]),
      ...neighbour("Next module", modules[i + 1]),
      "",
      "## This module",
      `Title: ${current.title}`,
      `Description: ${current.description}`,
      "",
      "## Requirements",
      `- ${lessons} lessons (between ${Math.max(1, lessons - 1)} and ${lessons + 1}) that build on each other and do not repeat the neighbouring modules.`,
      "- content: markdown teaching text of 300 to 600 words with ## headings, lists, inline code and concrete examples; no HTML.",
      "- learning_objective: one sentence, what the learner can do after the lesson.",
      "- estimated_duration_minutes: realistic minutes for reading and practising (usually 15 to 40).",
      "- code_examples: zero to two runnable examples, each with its programming language in lower case (for example javascript, python, sql, bash), a one-sentence description and the code; comments in the code are in the course's language.",
      "- exercise: a practical task, a hint that helps without giving the answer, and a model solution.",
      "- quiz: one question with three or four choices, correct_answer as the zero-based index of the right choice, and an explanation why it is right.",
      `- Language of all text: ${languageName(course.language)}.`,
      ...practicePromptLines(practiceRuntimesFor(course.skillArea)),
    ].join("\n"),
  };
}

export const TRANSLATOR = [
  "You are a professional translator of technical course material.",
  "You translate faithfully and naturally, keep markdown formatting, inline code, URLs and",
  "technical terms that are usually not translated. You answer with a single JSON object that",
  "matches the given JSON schema, nothing else.",
].join(" ");

export function translateModulePrompt(req: TranslateModuleRequest): Prompt {
  return {
    system: `${TRANSLATOR} Translate from ${languageName(req.from)} to ${languageName(req.to)}.`,
    prompt: [
      `Translate this module of the course "${req.course.title}" from ${languageName(req.from)} to ${languageName(req.to)}.`,
      "",
      "Rules:",
      "- Return exactly the same JSON structure: the same ids, the same lessons, code examples, exercises and quizzes in the same order, and the same number of choices per quiz in the same order (the right answer stays the same choice).",
      "- Translate title, description, content, learningObjective, task, hint, solution, question, choices, explanation and the title of each check of an exercise (keep each check's id).",
      "- Translate each message of a check (`messages`): the learner reads it when the check fails. Keep the same number of messages in the same order, and keep code, element names and values in them unchanged.",
      "- In code, translate only the comments; keep every other character of the code unchanged.",
      "- Keep null values null.",
      "",
      "<source>",
      JSON.stringify(req.module),
      "</source>",
    ].join("\n"),
  };
}

export function translateHeaderPrompt(req: TranslateHeaderRequest): Prompt {
  return {
    system: `${TRANSLATOR} Translate from ${languageName(req.from)} to ${languageName(req.to)}.`,
    prompt: [
      `Translate the title and the description of this course from ${languageName(req.from)} to ${languageName(req.to)}.`,
      "",
      "<source>",
      JSON.stringify(req.header),
      "</source>",
    ].join("\n"),
  };
}

/** Sent after an answer that failed the schema or the shape check, before the next attempt. */
export function repairMessage(problem: string): string {
  return [
    "Your previous answer could not be used:",
    formatZodMarkersIn(problem, "en").slice(0, 1500),
    "Answer again with one complete JSON object that matches the schema exactly.",
  ].join("\n");
}
