import { describe, expect, it } from "vitest";
import { BLOCK_OFFSETS, orderLessonBlocks } from "./blocks";

describe("orderLessonBlocks", () => {
  it("puts content first, then code (+1000), exercises (+2000), quizzes (+3000), each by order_index", () => {
    const blocks = orderLessonBlocks({
      content: "Text",
      codeExamples: [
        { id: "c2", orderIndex: 2 },
        { id: "c1", orderIndex: 1 },
      ],
      exercises: [{ id: "e1", orderIndex: 5 }],
      quizzes: [
        { id: "q2", orderIndex: 9 },
        { id: "q1", orderIndex: 0 },
      ],
    });
    expect(blocks.map((b) => b.key)).toEqual([
      "content",
      "code-c1",
      "code-c2",
      "exercise-e1",
      "quiz-q1",
      "quiz-q2",
    ]);
    expect(blocks.map((b) => b.sort)).toEqual([0, 1001, 1002, 2005, 3000, 3009]);
    expect(BLOCK_OFFSETS).toEqual({ content: 0, code: 1000, exercise: 2000, quiz: 3000 });
  });
  it("keeps the offsets authoritative even for large order indexes within a group", () => {
    const blocks = orderLessonBlocks({
      content: "",
      codeExamples: [{ id: "c", orderIndex: 3 }],
      exercises: [{ id: "e", orderIndex: 1 }],
      quizzes: [],
    });
    expect(blocks.map((b) => b.kind)).toEqual(["code", "exercise"]);
  });
  it("omits empty lesson text", () => {
    expect(
      orderLessonBlocks({ content: "   ", codeExamples: [], exercises: [], quizzes: [] }),
    ).toEqual([]);
  });
});
