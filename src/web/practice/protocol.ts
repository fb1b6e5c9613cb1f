/**
 * Messages between the app and the practice sandbox frame (decision 0077). The frame has an
 * opaque origin, so the app posts with target "*" and accepts a message only when its
 * `event.source` is the frame's window; the frame accepts only messages from its parent.
 * The frame's workers speak the same run/started/output/result messages.
 */
import type { OutputLine, RunRequest, RunResult } from "@shared/domain/practice-core";

export type ToSandbox = { kind: "practice:run"; id: number; request: RunRequest };

export type FromSandbox =
  | { kind: "practice:ready" }
  | { kind: "practice:started"; id: number }
  | { kind: "practice:output"; id: number; line: OutputLine }
  | { kind: "practice:result"; id: number; result: RunResult };

export function isFromSandbox(data: unknown): data is FromSandbox {
  return (
    !!data &&
    typeof data === "object" &&
    typeof (data as { kind?: unknown }).kind === "string" &&
    (data as { kind: string }).kind.startsWith("practice:")
  );
}

/** The sandbox page (served by Kurswerk with its own CSP, src/server/practice/practice-assets.ts). */
export const SANDBOX_PATH = "/practice/sandbox.html";
