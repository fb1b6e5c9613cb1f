/**
 * "Fragen & Antworten" under every lesson (issue 45, decision 0218).
 *
 *   GET    /api/learning/lessons/{lessonId}/discussion?q=&cursor=   → discussionPageResponse
 *   POST   /api/learning/lessons/{lessonId}/discussion              newQuestionBody → thread
 *   POST   /api/learning/discussion/threads/{threadId}/answers     answerBody → post
 *   PUT    /api/learning/discussion/threads/{threadId}/helpful     helpfulBody (asker only)
 *   PUT    /api/learning/discussion/threads/{threadId}/helps-too   "hilft mir auch" (once per user)
 *   DELETE /api/learning/discussion/threads/{threadId}/helps-too
 *   PUT    /api/learning/discussion/threads/{threadId}/follow
 *   DELETE /api/learning/discussion/threads/{threadId}/follow
 *   PATCH  /api/learning/discussion/posts/{postId}                 editPostBody (own only)
 *   DELETE /api/learning/discussion/posts/{postId}                 (own only)
 *   POST   /api/learning/discussion/posts/{postId}/report          reportBody
 *   GET    /api/discussions/moderation?status=open|hidden          moderationQueueResponse
 *   POST   /api/discussions/moderation/posts/{postId}/hide         hideBody
 *   POST   /api/discussions/moderation/posts/{postId}/restore
 *   PUT    /api/admin/courses/{courseId}/discussions               discussionScopeBody
 */
import { z } from "zod";
import { V } from "../i18n/messages";

export const DISCUSSION_TITLE_MAX = 150;
export const DISCUSSION_BODY_MAX = 10_000;
export const DISCUSSION_REASON_MAX = 500;
/** Questions per page of a lesson's discussion. */
export const DISCUSSION_PAGE_SIZE = 10;
/** Answers shown per question (the oldest first). */
export const DISCUSSION_ANSWERS_MAX = 50;
export const DISCUSSION_SEARCH_MAX = 100;
export const DISCUSSION_SCOPES = ["cohort", "course"] as const;
export type DiscussionScope = (typeof DISCUSSION_SCOPES)[number];

const body = z
  .string()
  .trim()
  .min(1, V("discussionBodyRequired"))
  .max(DISCUSSION_BODY_MAX, V("discussionBodyMax"));
const title = z
  .string()
  .trim()
  .min(1, V("discussionTitleRequired"))
  .max(DISCUSSION_TITLE_MAX, V("discussionTitleMax"));
const reason = z
  .string()
  .trim()
  .min(1, V("discussionReasonRequired"))
  .max(DISCUSSION_REASON_MAX, V("discussionReasonMax"));

export const newQuestionBody = z.object({ title, body });
export type NewQuestionBody = z.infer<typeof newQuestionBody>;
export const answerBody = z.object({ body });
export type AnswerBody = z.infer<typeof answerBody>;
/** A question's title may change with its text; an answer has no title. */
export const editPostBody = z.object({ title: title.optional(), body });
export type EditPostBody = z.infer<typeof editPostBody>;
export const reportBody = z.object({ reason });
export type ReportBody = z.infer<typeof reportBody>;
export const hideBody = z.object({ reason });
export type HideBody = z.infer<typeof hideBody>;
/** The answer that helped, or null to take the mark back. */
export const helpfulBody = z.object({ postId: z.string().uuid().nullable() });
export type HelpfulBody = z.infer<typeof helpfulBody>;
export const discussionScopeBody = z.object({ scope: z.enum(DISCUSSION_SCOPES) });

export const discussionQuery = z.object({
  q: z.string().trim().max(DISCUSSION_SEARCH_MAX).optional(),
  cursor: z.string().max(80).optional(),
});
export const threadIdParam = z.object({ threadId: z.string() });
export const postIdParam = z.object({ postId: z.string() });

export const discussionPost = z.object({
  id: z.string(),
  authorName: z.string(),
  /** The caller wrote it (may edit and delete it). */
  mine: z.boolean(),
  /** Answered as the class's teacher or as a reviewer of the course. */
  badge: z.enum(["teacher", "reviewer"]).nullable(),
  /** Markdown; render through the sanitiser only. Empty when deleted. */
  body: z.string(),
  edited: z.boolean(),
  deleted: z.boolean(),
  /** Only moderators see hidden posts (with the reason). */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  /** The caller reported it. */
  reported: z.boolean(),
  createdAt: z.string(),
});
export type DiscussionPost = z.infer<typeof discussionPost>;

export const discussionThread = discussionPost.extend({
  title: z.string(),
  answers: z.array(discussionPost),
  answerCount: z.number(),
  helpfulPostId: z.string().nullable(),
  helpsToo: z.number(),
  helpsMe: z.boolean(),
  following: z.boolean(),
});
export type DiscussionThread = z.infer<typeof discussionThread>;

export const discussionPageResponse = z.object({
  threads: z.array(discussionThread),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
  /** The caller may hide and restore posts shown here. */
  canModerate: z.boolean(),
});
export type DiscussionPageResponse = z.infer<typeof discussionPageResponse>;

export const moderationItem = z.object({
  id: z.string(),
  threadId: z.string(),
  isQuestion: z.boolean(),
  threadTitle: z.string(),
  authorName: z.string(),
  body: z.string(),
  courseTitle: z.string(),
  lessonTitle: z.string(),
  cohortName: z.string().nullable(),
  /** The lesson's page in the player. */
  link: z.string(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItem>;
export const moderationQuery = z.object({ status: z.enum(["open", "hidden"]).default("open") });
export const moderationQueueResponse = z.object({ items: z.array(moderationItem) });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>;
/** Items per moderation queue answer (oldest report first). */
export const MODERATION_QUEUE_SIZE = 50;

export const discussionOkResponse = z.object({ ok: z.literal(true) });
export const createdResponse = z.object({ id: z.string() });
/** After "hilft mir auch" or following: the count and whether the caller is in it. */
export const toggleResponse = z.object({ count: z.number(), on: z.boolean() });
