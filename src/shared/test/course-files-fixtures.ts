/** Small course models for the course-files tests. */
import { formatProblem, type CourseModel, type LessonModel } from "../course-files/model";
import { readCourseFiles } from "../course-files/read";

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function lesson(over: Partial<LessonModel> = {}): LessonModel {
  return {
    id: id(10),
    title: "Was ist HTML?",
    minutes: 20,
    type: "enhanced_text",
    objective: "Du kennst HTML.",
    video: null,
    origin: "generated",
    content: "## HTML\n\nText.",
    codeExamples: [],
    exercises: [],
    quizzes: [],
    ...over,
  };
}

export function course(l: LessonModel = lesson(), over: Partial<CourseModel> = {}): CourseModel {
  return {
    id: id(1),
    title: "Web: Grundlagen",
    description: "Zeile 1\nZeile 2",
    difficulty: "Beginner",
    skillArea: "web-development",
    hours: 6,
    thumbnail: null,
    language: "de",
    seedKey: null,
    topic: null,
    goals: null,
    tutor: true,
    modules: [{ id: id(2), title: "Grundlagen", description: "", revision: 3, lessons: [l] }],
    projects: [],
    translations: [],
    ...over,
  };
}

export const LESSON = "01-grundlagen/01-was-ist-html.md";

/** The problems of the files as the reader says them in German ("file, Zeile n: …"). */
export const messages = (files: Map<string, string>) => {
  const r = readCourseFiles(files);
  return "problems" in r ? r.problems.map((p) => formatProblem(p)) : [];
};
