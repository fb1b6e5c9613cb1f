import type { toast as SonnerToast } from "sonner";

/**
 * sonner's `toast`, loaded with the first toast instead of with the screen (decision 0158):
 * the lesson player's first load carried the toast library (about 9 KiB gzip) for toasts
 * that come, if at all, after a click. The texts and options are sonner's own; the
 * deferred toaster (providers.tsx) shows them as before (sonner keeps toasts raised before
 * it mounts).
 */
type Toast = typeof SonnerToast;

let loading: Promise<Toast> | undefined;
const firstToastListeners = new Set<() => void>();
const load = () => {
  if (!loading) firstToastListeners.forEach((run) => run());
  return (loading ??= import("sonner").then((m) => m.toast));
};

/** Runs `run` at the first toast raised through this module (the toaster mounts then). */
export function onFirstToast(run: () => void): () => void {
  if (loading) {
    run();
    return () => {};
  }
  firstToastListeners.add(run);
  return () => firstToastListeners.delete(run);
}

const later =
  <K extends "success" | "error" | "info" | "warning" | "message">(kind: K) =>
  (...args: Parameters<Toast[K]>): void => {
    void load().then((t) => (t[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args));
  };

export const toast = {
  success: later("success"),
  error: later("error"),
  info: later("info"),
  warning: later("warning"),
  message: later("message"),
};
