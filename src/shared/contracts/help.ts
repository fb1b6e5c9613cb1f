/**
 * Help requests with the learner's code (issue 45, decision 0223).
 *
 *   learner  POST /api/learning/exercises/{exerciseId}/help   helpAskRequest → myHelpResponse
 *            GET  /api/learning/exercises/{exerciseId}/help   → myHelpResponse
 *   helper   GET  /api/help/inbox                             → helpInboxResponse
 *            GET  /api/help/requests/{requestId}              → helpRequestDetail
 *            POST /api/help/requests/{requestId}/answer       helpAnswerRequest → helpRequestDetail
 *
 * The helpers of a request are the learner's teachers of the course's cohort, else the
 * course's reviewers, else the moderators and admins; admins may open every request.
 */
import { z } from "zod";
import { practiceFileSchema, practiceFilesSchema } from "../domain/practice";
import { V } from "../i18n/messages";
import { storedCheckResultSchema } from "./practice";
import { HELP_LIMITS } from "../domain/help";

export { HELP_LIMITS } from "../domain/help";

export const helpAskRequest = z.object({
  question: z
    .string()
    .trim()
    .min(1, { message: V("helpQuestionRequired") })
    .max(HELP_LIMITS.questionChars, { message: V("helpQuestionMax") }),
  /** The learner's files as the editor has them now (may be newer than the last save). */
  files: practiceFilesSchema,
});
export type HelpAskRequest = z.infer<typeof helpAskRequest>;

export const helpCommentInput = z.object({
  file: z.string().min(1).max(60),
  line: z.number().int().min(1).max(100_000),
  body: z
    .string()
    .trim()
    .min(1, { message: V("helpCommentRequired") })
    .max(HELP_LIMITS.commentChars),
  /** The suggested replacement of the line (empty: none). */
  suggestion: z.string().max(HELP_LIMITS.suggestionChars).nullable().default(null),
});
export type HelpCommentInput = z.infer<typeof helpCommentInput>;

export const helpAnswerRequest = z
  .object({
    answer: z.string().trim().max(HELP_LIMITS.answerChars).default(""),
    comments: z.array(helpCommentInput).max(HELP_LIMITS.comments).default([]),
  })
  .refine((a) => a.answer.length > 0 || a.comments.length > 0, {
    message: V("helpAnswerEmpty"),
    path: ["answer"],
  });
export type HelpAnswerRequest = z.input<typeof helpAnswerRequest>;

export const helpCommentSchema = z.object({
  id: z.string(),
  file: z.string(),
  line: z.number(),
  body: z.string(),
  suggestion: z.string().nullable(),
  createdAt: z.string(),
});
export type HelpComment = z.infer<typeof helpCommentSchema>;

export const HELP_STATUSES = ["open", "answered"] as const;

/** A request as its learner sees it (on the exercise). */
export const myHelpRequestSchema = z.object({
  id: z.string(),
  status: z.enum(HELP_STATUSES),
  question: z.string(),
  files: z.array(practiceFileSchema),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredByName: z.string().nullable(),
  comments: z.array(helpCommentSchema),
});
export type MyHelpRequest = z.infer<typeof myHelpRequestSchema>;

export const myHelpResponse = z.object({ requests: z.array(myHelpRequestSchema) });
export type MyHelpResponse = z.infer<typeof myHelpResponse>;

/** A request as a helper sees it: with the learner, the exercise and the check results. */
export const helpRequestDetail = myHelpRequestSchema.extend({
  learnerName: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  task: z.string(),
  results: z.array(storedCheckResultSchema).nullable(),
  /** The exercise's checks by id (title), to name the results. */
  checks: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The exercise's time limit (a check stopped by it is shown with it). */
  timeLimitMs: z.number(),
});
export type HelpRequestDetail = z.infer<typeof helpRequestDetail>;

/**
 * One waiting item of the helper's inbox. `kind` "help": a help request; other kinds (the
 * lessons' unanswered questions) join the same list, oldest first.
 */
export const inboxItemSchema = z.object({
  kind: z.enum(["help", "question"]),
  id: z.string(),
  /** The question as written (plain text, shortened). */
  text: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  lessonTitle: z.string(),
  createdAt: z.string(),
  /** Where the helper answers it. */
  link: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const helpInboxResponse = z.object({
  items: z.array(inboxItemSchema),
  /** How many items wait in all (the list shows the oldest HELP_LIMITS.inbox). */
  total: z.number(),
});
export type HelpInboxResponse = z.infer<typeof helpInboxResponse>;

export const helpRequestIdParam = z.object({ requestId: z.string() });
