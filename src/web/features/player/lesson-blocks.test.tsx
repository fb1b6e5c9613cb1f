// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PlayerLesson } from "@shared/contracts/learning";
import { loadMarkdown } from "@/components/lazy-markdown";
import { loadHighlight } from "./code-highlight-loader";
import { LessonBlocks } from "./lesson-view";
import { parseVideoUrl } from "./video";

// The player loads its markdown renderer alongside the page (routes.tsx, decision 0158).
beforeAll(() => Promise.all([loadMarkdown(), loadHighlight()]));

afterEach(() => {
  cleanup();
});

const IMG = `<img src="x" onerror="window.__xss=1">`;
const SCRIPT = `<script>window.__xss=1</script>`;
const LINK = `[Klick mich](javascript:window.__xss=1)`;

const SOLUTION = `Lösung ${IMG}\n\n\`\`\`html\n${SCRIPT}\n\`\`\``;
const EXPLANATION = `Erklärung ${IMG} ${LINK}`;

const lesson: PlayerLesson = {
  id: "l1",
  title: `Titel ${IMG}`,
  content: `## Überschrift\n\n${SCRIPT}\n\n${IMG}\n\n${LINK}\n\n<a href="javascript:alert(1)">roh</a>\n\n<iframe src="https://evil.example"></iframe>`,
  lessonType: "enhanced_text",
  learningObjective: IMG,
  videoUrl: null,
  estimatedMinutes: 10,
  orderIndex: 1,
  codeExamples: [
    {
      id: "c1",
      title: `Code ${IMG}`,
      description: `${SCRIPT} ${LINK}`,
      code: `</code></pre>${SCRIPT}${IMG}`,
      language: "html",
      orderIndex: 1,
    },
  ],
  exercises: [
    {
      id: "e1",
      task: `Aufgabe ${IMG} ${LINK}`,
      hint: `Tipp ${SCRIPT}`,
      hasSolution: true,
      practice: null,
      orderIndex: 1,
    },
  ],
  quizzes: [
    {
      id: "q1",
      question: `Frage ${IMG}`,
      choices: [`A ${IMG}`, { text: `B ${SCRIPT}` }],
      orderIndex: 1,
    },
  ],
};

function expectInert(container: HTMLElement) {
  expect(container.querySelector("script")).toBeNull();
  expect(container.querySelector("iframe")).toBeNull();
  expect(container.querySelector("img")).toBeNull();
  for (const el of Array.from(container.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.startsWith("on"), `${el.tagName} ${attr.name}`).toBe(false);
      expect(attr.value.toLowerCase().includes("javascript:"), `${el.tagName} ${attr.name}`).toBe(
        false,
      );
    }
  }
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
}

describe("lesson blocks with hostile content", () => {
  it("render an XSS payload in text, code, exercise and quiz as inert text", async () => {
    // The solution and the explanation come from the server on request (decision 0081).
    const { container } = render(
      <LessonBlocks
        lesson={lesson}
        onRevealSolution={(exerciseId) =>
          Promise.resolve({ exerciseId, solution: SOLUTION, solutionFiles: null })
        }
        onQuizAnswer={() =>
          Promise.resolve({ correct: false, correctAnswer: 0, explanation: EXPLANATION })
        }
      />,
    );
    // Raw HTML shows as text, never as elements.
    expect(container.textContent).toContain("<script>window.__xss=1</script>");
    const links = screen.getAllByText("Klick mich");
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(a.getAttribute("href") ?? "").not.toMatch(/javascript/i);
    // Open hint, solution and a quiz answer so every field is rendered.
    fireEvent.click(screen.getByRole("button", { name: "exercise.showHint" }));
    fireEvent.click(screen.getByRole("button", { name: "exercise.showSolution" }));
    fireEvent.click(screen.getAllByRole("radio")[1]);
    fireEvent.click(screen.getByRole("button", { name: "quiz.check" }));
    expect(await screen.findByText("quiz.wrong")).toBeInTheDocument();
    expect(await screen.findByText(/^Lösung/)).toBeInTheDocument();
    expect(container.textContent).toContain("Erklärung");
    expectInert(container);
  });

  it("keeps the spec's block order: text, code, exercises, quizzes", () => {
    const { container } = render(<LessonBlocks lesson={lesson} />);
    const order = Array.from(
      container.querySelectorAll(
        "[data-testid=code-card],[data-testid=exercise-card],[data-testid=quiz-card]",
      ),
    ).map((e) => e.getAttribute("data-testid"));
    expect(order).toEqual(["code-card", "exercise-card", "quiz-card"]);
  });
});

describe("parseVideoUrl", () => {
  it("embeds YouTube privacy-friendly and Vimeo with dnt=1", () => {
    expect(parseVideoUrl("https://www.youtube.com/watch?v=UB1O30fR-EE")).toMatchObject({
      kind: "youtube",
      embed: "https://www.youtube-nocookie.com/embed/UB1O30fR-EE?autoplay=1&rel=0",
    });
    expect(parseVideoUrl("https://youtu.be/UB1O30fR-EE")).toMatchObject({ kind: "youtube" });
    expect(parseVideoUrl("https://vimeo.com/76979871")).toMatchObject({
      kind: "vimeo",
      embed: "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
    });
  });
  it("plays other http(s) URLs as files and refuses other schemes", () => {
    expect(parseVideoUrl("https://cdn.example.com/a.mp4")).toEqual({
      kind: "file",
      src: "https://cdn.example.com/a.mp4",
    });
    expect(parseVideoUrl("javascript:alert(1)")).toBeNull();
    expect(parseVideoUrl("data:video/mp4;base64,AAAA")).toBeNull();
    expect(parseVideoUrl("nonsense")).toBeNull();
  });
});

describe("quiz retry (issue 46, decision 0185)", () => {
  it("a wrong first answer offers a real retry: no right choice is shown until the answer after it", async () => {
    const verdicts = [
      { correct: false, correctAnswer: null, explanation: null },
      { correct: false, correctAnswer: 0, explanation: "Weil A." },
    ];
    const { container } = render(
      <LessonBlocks lesson={lesson} onQuizAnswer={() => Promise.resolve(verdicts.shift()!)} />,
    );
    const quizCard = () => container.querySelector("[data-testid=quiz-card]")!;
    const marked = () => quizCard().querySelectorAll("label.border-success").length;
    fireEvent.click(screen.getAllByRole("radio")[1]);
    fireEvent.click(screen.getByRole("button", { name: "quiz.check" }));
    expect(await screen.findByText("quiz.wrong")).toBeInTheDocument();
    expect(screen.getByTestId("quiz-retry-hint")).toHaveTextContent("quiz.retryHint");
    expect(marked()).toBe(0);
    expect(container.textContent).not.toContain("Weil A.");

    fireEvent.click(screen.getByRole("button", { name: "quiz.retry" }));
    fireEvent.click(screen.getAllByRole("radio")[1]);
    fireEvent.click(screen.getByRole("button", { name: "quiz.check" }));
    expect(await screen.findByText("Weil A.")).toBeInTheDocument();
    expect(marked()).toBe(1);
    expect(screen.queryByTestId("quiz-retry-hint")).toBeNull();
  });
});
