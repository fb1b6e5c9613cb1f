import type { z } from "zod";
import type { SkillArea } from "@shared/domain/skill-areas";
import type { practiceSpecSchema } from "@shared/domain/practice";

/**
 * A runnable code exercise ("Programmieraufgabe", issue 29) as written in the demo content:
 * the shared practice spec before its defaults (hidden, ordered, time limit, required).
 * Its model solution must pass every check and its starter code fail one (tested).
 */
export type DemoPractice = z.input<typeof practiceSpecSchema>;

/**
 * Shape of the demo content shipped with Kurswerk and written to an empty
 * database on first start. Text is markdown (lesson content) or plain text.
 */
export type Difficulty = "Beginner" | "Intermediate" | "Advanced";

export interface DemoCodeExample {
  title: string;
  description: string;
  /** Source code, shown with syntax highlighting. */
  code: string;
  /** Programming language for highlighting: "javascript", "typescript", "python", "sql", "bash", "html", "css", "json". */
  language: string;
}

export interface DemoExercise {
  task: string;
  hint: string;
  /** Model solution (markdown allowed). */
  solution: string;
  /** Makes it a code exercise (source course only; a translation gives `checkTitles`). */
  practice?: DemoPractice;
  /** In a translation: the code exercise's check titles by check id. */
  checkTitles?: Record<string, string>;
  /** In a translation: the messages its checks throw, translated, by check id and source text. */
  checkMessages?: Record<string, Record<string, string>>;
}

export interface DemoQuiz {
  question: string;
  /** Two to five answer texts. */
  choices: string[];
  /** Index into choices. */
  correctAnswer: number;
  explanation: string;
}

export interface DemoLesson {
  title: string;
  /** Markdown teaching text, 300+ words, headings (##), lists, inline code, a fenced block is fine. */
  content: string;
  learningObjective: string;
  estimatedMinutes: number;
  /** Optional video (a .mp4 file URL or a YouTube/Vimeo link). */
  videoUrl?: string;
  codeExamples: DemoCodeExample[];
  exercises: DemoExercise[];
  quizzes: DemoQuiz[];
}

export interface DemoModule {
  title: string;
  description: string;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  /** Stable key, used to make seeding idempotent. */
  key: string;
  language: "de" | "en" | "es" | "fr";
  title: string;
  description: string;
  difficulty: Difficulty;
  /** One of SKILL_AREAS (src/shared/domain/skill-areas.ts). */
  skillArea: SkillArea;
  estimatedHours: number;
  modules: DemoModule[];
}

/**
 * A translation of a DemoCourse: the same shape position by position (same number of
 * modules, lessons, code examples, exercises, quizzes, choices), only the text differs.
 * Code stays the same except its comments; correctAnswer stays the same index.
 */
export type DemoCourseTranslation = Omit<
  DemoCourse,
  "key" | "difficulty" | "estimatedHours" | "skillArea"
>;
