import { useEffect } from "react";
import {
  READING_FLUSH_SECONDS,
  READING_MAX_SECONDS_PER_POST,
  type LearningEventPost,
} from "@shared/domain/learning-events";
import { api } from "@/lib/api";

/** Posts an act of learning; a lost post only loses a little reading time or one run. */
export function postLearningEvent(body: LearningEventPost) {
  api(`/api/learning/events`, { method: "POST", json: body, keepalive: true }).catch(() => {});
}

/**
 * The record of learning for the lesson on screen (decision 0187): "opened" once, and the
 * time it was visible (the tab shown), posted every READING_FLUSH_SECONDS and when the tab is
 * hidden, the page left or the lesson changed. The server caps each lesson's reading time.
 */
export function useLearningRecord(lessonId: string | undefined, signedIn: boolean) {
  useEffect(() => {
    if (!lessonId || !signedIn) return;
    postLearningEvent({ lessonId, kind: "lesson_opened" });
    let since: number | null = document.visibilityState === "visible" ? Date.now() : null;
    let pending = 0;
    const take = () => {
      if (since === null) return;
      const now = Date.now();
      pending += now - since;
      since = now;
    };
    const flush = () => {
      take();
      const seconds = Math.min(Math.floor(pending / 1000), READING_MAX_SECONDS_PER_POST);
      if (seconds < 1) return;
      pending = 0;
      postLearningEvent({ lessonId, kind: "reading", seconds });
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") since = Date.now();
      else {
        flush();
        since = null;
      }
    };
    const timer = window.setInterval(flush, READING_FLUSH_SECONDS * 1000);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", flush);
    return () => {
      flush();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
    };
  }, [lessonId, signedIn]);
}
