import { imageSrcSet, PLAYER_HEADER_IMAGE_SIZES } from "@shared/domain/media";
import { escapeHtml } from "@shared/text/html";

/** The course as the player's page draws it before its scripts run (decision 0141). */
export interface FirstPaintCourse {
  title: string;
  description: string;
  thumbnailUrl: string | null;
  /** The language the texts are in. */
  language: string;
}

/**
 * The player's course header as static markup inside `#root`, with the classes the app's
 * own header and shell use (features/player/player-page.tsx, features/learner/app-shell.tsx):
 * the page shows the course and its picture (the largest paint) while its scripts load,
 * and main.tsx replaces it with the app in one render once the screen is ready. The
 * sidebar and the top bar are drawn empty, in their places, so nothing moves then.
 */
export function playerFirstPaintHtml(course: FirstPaintCourse): string {
  const url = course.thumbnailUrl;
  const srcSet = url ? imageSrcSet(url) : undefined;
  const picture = url
    ? `<div class="order-first w-full shrink-0 overflow-hidden rounded-xl border sm:order-last sm:w-56">` +
      `<img src="${escapeHtml(url)}"` +
      (srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${PLAYER_HEADER_IMAGE_SIZES}"` : "") +
      ` alt="" width="1280" height="720" loading="eager" fetchpriority="high" decoding="sync" class="aspect-video h-auto w-full bg-muted object-cover"></div>`
    : "";
  const description = course.description
    ? `<p class="mt-2 line-clamp-3 text-muted-foreground break-words">${escapeHtml(course.description)}</p>`
    : "";
  return (
    `<div class="flex min-h-dvh bg-background">` +
    `<div class="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-sidebar-border bg-sidebar md:block"></div>` +
    `<div class="flex min-w-0 flex-1 flex-col">` +
    `<div class="sticky top-0 z-30 h-16 border-b bg-background/85"></div>` +
    `<div class="flex-1 px-4 py-6 sm:px-6 lg:px-8"><div class="mx-auto max-w-7xl">` +
    `<div class="mb-6 grid gap-4 rounded-2xl border bg-card p-5 sm:p-6" lang="${escapeHtml(course.language)}">` +
    `<div class="h-9"></div>` +
    `<div class="flex flex-col gap-4 sm:flex-row sm:items-start">` +
    `<div class="min-w-0 flex-1"><h1 class="text-2xl font-semibold tracking-tight break-words sm:text-3xl">${escapeHtml(course.title)}</h1>${description}</div>` +
    picture +
    `</div></div></div></div></div></div>`
  );
}

/**
 * The header picture's preload, for the top of the page's `<head>`, before its scripts and
 * the fetch preloads (decision 0164): the browser asks for the picture first, so it is not
 * queued behind the scripts and the API requests, and it is there for the first paint. The
 * same `srcset`/`sizes` as the `<img>`, so the browser fetches one file. Empty without one.
 */
export function playerFirstPaintPreload(course: FirstPaintCourse): string {
  const url = course.thumbnailUrl;
  if (!url) return "";
  const srcSet = imageSrcSet(url);
  return (
    `<link rel="preload" as="image" href="${escapeHtml(url)}"` +
    (srcSet
      ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${PLAYER_HEADER_IMAGE_SIZES}"`
      : "") +
    ` fetchpriority="high">`
  );
}
