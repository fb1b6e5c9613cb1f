import { z } from "zod";
import { learnerCohort } from "./cohorts";
import { SUBMISSION_STATUSES } from "../domain/projects";
import { languageSchema } from "./auth";
import { certificateSchema, earnedSchema, streakSchema } from "./achievements";
import { practicePublicSchema, practiceStateSchema, revealedSchema } from "./practice";

/**
 * Learner API (issue "learner area"). Every read takes the interface language: a course
 * is shown in that language when a published version in it exists, else in its source
 * language. Lesson ids and progress are the same in every language.
 */
export const learningLangQuery = z.object({ lang: languageSchema.optional() });
export type LearningLangQuery = z.infer<typeof learningLangQuery>;

export const courseIdParam = z.object({ courseId: z.string() });
export const lessonIdParam = z.object({ lessonId: z.string() });

export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const PATH_STATUSES = ["not-started", "in-progress", "completed"] as const;
export const courseStatusSchema = z.enum(PATH_STATUSES);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

/** A course as the list screens show it (already in the shown language). */
export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Normalised difficulty, or null when the stored value is none of the known ones. */
  difficulty: difficultySchema.nullable(),
  /** The course's duration in minutes: its lessons' minutes, the estimate only without lessons (courseMinutes). */
  durationMinutes: z.number(),
  thumbnailUrl: z.string().nullable(),
  /** Language the text is shown in. */
  language: languageSchema,
  totalLessons: z.number(),
  completedLessons: z.number(),
  /** Rounded share of completed lessons (spec section 4). */
  progress: z.number(),
  status: courseStatusSchema,
  /** False when the course was unpublished: shown only to learners who had started it. */
  offered: z.boolean(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const catalogueResponse = z.object({ courses: z.array(courseSummarySchema) });
export type CatalogueResponse = z.infer<typeof catalogueResponse>;

/** The plan part of GET /api/learning/path (null without a learning profile). */
export const pathPlanSchema = z.object({
  goal: z.string(),
  experience: z.string(),
  weeklyMinutes: z.number(),
  finishWeek: z.object({ year: z.number(), week: z.number(), key: z.string() }),
  weekTargetMinutes: z.number(),
  weekDoneMinutes: z.number(),
  daysLeft: z.number(),
  advice: z.array(z.string()),
  reminderEnabled: z.boolean(),
});
export type PathPlan = z.infer<typeof pathPlanSchema>;

/** "Neu für dich": published after the plan, in the learner's area, not on the path. */
export const suggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: difficultySchema.nullable(),
  estimatedHours: z.number(),
});

export const weeklyGoalSchema = z.object({
  targetMinutes: z.number(),
  doneMinutes: z.number(),
  daysLeft: z.number(),
});

export const learningPathResponse = z.object({
  items: z.array(
    courseSummarySchema.extend({
      step: z.number(),
      assignedAt: z.string(),
      /** Why the plan holds the course (a PlanReason); null when added by hand. */
      reason: z.string().nullable(),
    }),
  ),
  /** Pace and this week's target; null without a learning profile. */
  plan: pathPlanSchema.nullable(),
  suggestions: z.array(suggestionSchema),
  /** The learner's cohorts (issue 44): in a cohort its schedule leads. */
  cohorts: z.array(learnerCohort).default([]),
  totals: z.object({
    all: z.number(),
    inProgress: z.number(),
    completed: z.number(),
    /** Average progress over the path, rounded. */
    percent: z.number(),
  }),
});
export type LearningPathResponse = z.infer<typeof learningPathResponse>;
export type LearningPathItem = LearningPathResponse["items"][number];

export const dashboardResponse = z.object({
  stats: z.object({
    overallProgress: z.number(),
    activeCourses: z.number(),
    lessonsThisWeek: z.number(),
  }),
  pathEmpty: z.boolean(),
  /**
   * Whether the learner has learned here before (started or finished a course, a lesson
   * touched, a project started): the greeting says "Willkommen zurück" only then (issue 46,
   * decision 0184). A path the funnel's plan assigned alone does not count.
   */
  returning: z.boolean(),
  /** Days in a row with a completed lesson (learner's time zone), and the longest run. */
  streak: streakSchema,
  /** This week's minutes against the plan's pace; null without a learning profile. */
  weeklyGoal: weeklyGoalSchema.nullable(),
  continueLearning: z
    .object({
      courseId: z.string(),
      courseTitle: z.string(),
      progress: z.number(),
      completedLessons: z.number(),
      totalLessons: z.number(),
      nextLesson: z
        .object({ id: z.string(), title: z.string(), moduleTitle: z.string() })
        .nullable(),
    })
    .nullable(),
  recentActivity: z.array(
    z.object({
      lessonId: z.string(),
      lessonTitle: z.string(),
      courseId: z.string(),
      courseTitle: z.string(),
      moduleTitle: z.string(),
      completed: z.boolean(),
    }),
  ),
  /** The learner's cohorts: this week's modules, pace, announcements, live sessions (issue 44). */
  cohorts: z.array(learnerCohort).default([]),
  /** The learner's started projects with their status, newest change first (issue 30). */
  projects: z
    .array(
      z.object({
        projectId: z.string(),
        courseId: z.string(),
        title: z.string(),
        courseTitle: z.string(),
        status: z.enum(SUBMISSION_STATUSES),
        updatedAt: z.string(),
      }),
    )
    .default([]),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const codeExampleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  code: z.string(),
  language: z.string(),
  orderIndex: z.number(),
});
/**
 * An exercise as the player receives it: never its model solution (decision 0081), only
 * whether it has one; the solution comes with the reveal (`revealed` once revealed). A code
 * exercise carries its public practice part (without the solution files).
 */
export const exerciseSchema = z.object({
  id: z.string(),
  task: z.string(),
  hint: z.string().nullable(),
  hasSolution: z.boolean(),
  practice: practicePublicSchema.nullable(),
  orderIndex: z.number(),
});
/** A quiz as the player receives it: the correct answer and explanation come with the answer. */
export const quizSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** Raw choices as stored (a list or a JSON string); parse with parseQuizChoices. */
  choices: z.unknown(),
  orderIndex: z.number(),
});
export const playerLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  lessonType: z.string(),
  learningObjective: z.string().nullable(),
  videoUrl: z.string().nullable(),
  estimatedMinutes: z.number(),
  orderIndex: z.number(),
  codeExamples: z.array(codeExampleSchema),
  exercises: z.array(exerciseSchema),
  quizzes: z.array(quizSchema),
});
export const playerModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  orderIndex: z.number(),
  lessons: z.array(playerLessonSchema),
});

export const courseProgressResponse = z.object({
  courseId: z.string(),
  completedLessonIds: z.array(z.string()),
  totalLessons: z.number(),
  progress: z.number(),
  completed: z.boolean(),
});
export type CourseProgressResponse = z.infer<typeof courseProgressResponse>;

export const playerResponse = z.object({
  course: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    language: languageSchema,
    thumbnailUrl: z.string().nullable(),
    /** False when the course is no longer offered (unpublished after the learner started). */
    offered: z.boolean(),
  }),
  modules: z.array(playerModuleSchema),
  progress: courseProgressResponse,
  /** The learner's certificate of this course (issued at 100 %, kept afterwards), or null. */
  certificate: certificateSchema.nullable(),
  /** The learner's saved code and results of the course's code exercises (those they touched). */
  practiceStates: z.array(practiceStateSchema),
  /** Model solutions the learner revealed and quiz answers they earned by answering. */
  revealed: revealedSchema,
  /** The course's projects with the learner's submission status (null: not started; issue 30). */
  projects: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        moduleId: z.string().nullable(),
        requiredForCertificate: z.boolean(),
        status: z.enum(SUBMISSION_STATUSES).nullable(),
      }),
    )
    .default([]),
});
export type PlayerResponse = z.infer<typeof playerResponse>;
export type PlayerModule = z.infer<typeof playerModuleSchema>;
export type PlayerLesson = z.infer<typeof playerLessonSchema>;
export type CodeExample = z.infer<typeof codeExampleSchema>;
export type Exercise = z.infer<typeof exerciseSchema>;
export type Quiz = z.infer<typeof quizSchema>;

export const startCourseResponse = z.object({ courseId: z.string(), status: courseStatusSchema });
export type StartCourseResponse = z.infer<typeof startCourseResponse>;

export const completeLessonResponse = courseProgressResponse.extend({
  lessonId: z.string(),
  /** Issue 12: the badge newly earned (one toast), the certificate when the course is complete. */
  earned: earnedSchema,
});
export type CompleteLessonResponse = z.infer<typeof completeLessonResponse>;

export const sampleDataResponse = z.object({
  courses: z.number(),
  completedLessons: z.number(),
});
export type SampleDataResponse = z.infer<typeof sampleDataResponse>;

/** Spec section 9: sample data. */
export const SAMPLE_DATA = {
  courses: 2,
  firstProgress: 25,
  lessonsToSelect: 3,
  lessonsToComplete: 2,
  minutesPerLesson: 15,
} as const;
