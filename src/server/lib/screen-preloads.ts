import type { Language } from "@shared/i18n/languages";

/**
 * What a signed-in learner screen's page starts loading with its HTML (decisions 0063,
 * 0121): the session and the screen's one API request as fetch preloads, in the language
 * the page will start in. The screen's code is started by `main.tsx` (`preloadScreen`):
 * module preloads in the HTML count as render-blocking in Lighthouse's model (0063).
 */
export type Screen = {
  request: (lang: Language) => string;
  /** The player's course: its page draws the course header before its scripts run (0141). */
  courseId?: string;
};

/** The learner screens whose page carries preloads, by path. */
export function learnerScreen(pathname: string): Screen | null {
  if (pathname === "/app" || pathname === "/app/")
    return { request: (lang) => `/api/learning/dashboard?lang=${lang}` };
  // The player (/app/course/{courseId}[/{lessonId}]): only a checked id goes into the markup.
  const course = /^\/app\/course\/([0-9a-f-]{36})(?:\/[0-9a-f-]{36})?\/?$/.exec(pathname);
  if (course)
    return {
      request: (lang) => `/api/learning/courses/${course[1]}?lang=${lang}`,
      courseId: course[1],
    };
  return null;
}

/** The `<link>` tags: the same URLs and mode as lib/api.ts (credentials "same-origin"). */
export function screenPreloads(screen: Screen, lang: Language): string {
  return ["/api/me", screen.request(lang)]
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`)
    .join("");
}
