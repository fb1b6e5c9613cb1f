// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DiscussionPost } from "@shared/contracts/discussions";
import { loadMarkdown } from "@/components/lazy-markdown";
import { PostView } from "./discussion-post";

beforeAll(() => loadMarkdown());
afterEach(() => cleanup());

const IMG = `<img src="x" onerror="window.__xss=1">`;
const SCRIPT = `<script>window.__xss=1</script>`;
const LINK = `[Klick mich](javascript:window.__xss=1)`;

const post = (body: string, extra: Partial<DiscussionPost> = {}): DiscussionPost => ({
  id: "p1",
  authorName: `Mallory ${IMG}`,
  mine: false,
  badge: null,
  body,
  edited: false,
  deleted: false,
  hidden: false,
  hiddenReason: null,
  reported: false,
  createdAt: "2026-01-01T10:00:00.000Z",
  ...extra,
});

function show(p: DiscussionPost) {
  const qc = new QueryClient();
  return render(
    <QueryClientProvider client={qc}>
      <PostView lessonId="l1" post={p} />
    </QueryClientProvider>,
  );
}

describe("a discussion post (issue 45)", () => {
  it("renders hostile markdown inert: no script, no handler, no javascript: link", async () => {
    const { container } = show(
      post(`${SCRIPT}\n\n${IMG}\n\n${LINK}\n\n\`\`\`html\n</code></pre>${SCRIPT}${IMG}\n\`\`\``),
    );
    await screen.findByText("Klick mich");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    for (const a of container.querySelectorAll("a"))
      expect(a.getAttribute("href") ?? "").not.toMatch(/^javascript:/i);
    expect(container.querySelector("pre")?.textContent).toContain(SCRIPT);
    expect(screen.getByText(`Mallory ${IMG}`)).toBeTruthy();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it("says 'bearbeitet' on an edited post and offers edit and delete only on one's own", async () => {
    show(post("Text", { edited: true, mine: true }));
    expect(await screen.findByTestId("discussion-edited")).toBeTruthy();
    expect(screen.getByRole("button", { name: /edit/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /report/ })).toBeNull();
    cleanup();
    show(post("Text"));
    await screen.findByText("Text");
    expect(screen.queryByRole("button", { name: /edit/ })).toBeNull();
    expect(screen.getByRole("button", { name: /report/ })).toBeTruthy();
  });
});
