import type { RouteObject } from "react-router";
import { loadMarkdown } from "@/components/lazy-markdown";
import { loadHighlight } from "./code-highlight-loader";

/**
 * Course player routes, included by the learner area under /app (page loaded lazily, and the
 * markdown renderer and the code highlighter of its lessons in parallel, decision 0158).
 */
const page = () => {
  void loadMarkdown().catch(() => {});
  void loadHighlight().catch(() => {});
  return import("./player-page").then((m) => ({ Component: m.default }));
};

export const playerRoutes: RouteObject[] = [
  { path: "course", lazy: page },
  { path: "course/:courseId", lazy: page },
  { path: "course/:courseId/:lessonId", lazy: page },
];
