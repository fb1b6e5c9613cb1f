/** Spec section 9: order offsets of lesson blocks, added to each item's order_index. */
export const BLOCK_OFFSETS = { content: 0, code: 1000, exercise: 2000, quiz: 3000 } as const;

export type LessonBlock<C, E, Q> =
  | { kind: "content"; key: string; sort: number }
  | { kind: "code"; key: string; sort: number; item: C }
  | { kind: "exercise"; key: string; sort: number; item: E }
  | { kind: "quiz"; key: string; sort: number; item: Q };

interface Ordered {
  id: string;
  orderIndex: number;
}

/**
 * Lesson text first, then code examples, exercises and quizzes, each group by its
 * order_index: the sort key is offset + order_index.
 */
export function orderLessonBlocks<C extends Ordered, E extends Ordered, Q extends Ordered>(lesson: {
  content: string | null;
  codeExamples: C[];
  exercises: E[];
  quizzes: Q[];
}): LessonBlock<C, E, Q>[] {
  const blocks: LessonBlock<C, E, Q>[] = [];
  if (lesson.content && lesson.content.trim())
    blocks.push({ kind: "content", key: "content", sort: BLOCK_OFFSETS.content });
  for (const item of lesson.codeExamples)
    blocks.push({
      kind: "code",
      key: `code-${item.id}`,
      sort: BLOCK_OFFSETS.code + item.orderIndex,
      item,
    });
  for (const item of lesson.exercises)
    blocks.push({
      kind: "exercise",
      key: `exercise-${item.id}`,
      sort: BLOCK_OFFSETS.exercise + item.orderIndex,
      item,
    });
  for (const item of lesson.quizzes)
    blocks.push({
      kind: "quiz",
      key: `quiz-${item.id}`,
      sort: BLOCK_OFFSETS.quiz + item.orderIndex,
      item,
    });
  return blocks.sort((a, b) => a.sort - b.sort);
}
