import { notFound } from "../../lib/errors";
import { rowsOf } from "../../db/rows";

export { rowsOf };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const postGone = () => notFound("DISCUSSION_POST_NOT_FOUND", "v:discussionPostGone");
export const lessonGone = () => notFound("LESSON_NOT_FOUND", "v:notFound");

/** A LIKE pattern that finds `q` anywhere (lower-cased; %, _ and \ taken literally). */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's cursor: the last thread's activity time (microseconds since 1970) and id. */
export function encodeCursor(atUs: string | number, id: string): string {
  return `${atUs}_${id}`;
}
export function decodeCursor(cursor: string | undefined): { atUs: string; id: string } | null {
  if (!cursor) return null;
  const m = /^(\d{1,17})_([0-9a-f-]{36})$/i.exec(cursor);
  if (!m || !UUID.test(m[2])) return null;
  return { atUs: m[1], id: m[2] };
}
