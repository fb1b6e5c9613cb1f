import { useCallback, useState, type PointerEvent } from "react";
import { logHandled } from "@/lib/log";

/**
 * A module loaded on the user's intent instead of with the page (decision 0075): the
 * landing page's language menu and mobile menu need Radix' menu, dialog and positioning
 * code (about 25 KiB gzip) only once someone reaches for them. Until then a stand-in
 * trigger that looks the same is rendered; pointing at it, touching or focusing it starts
 * the load, and a click asks for the real one to open as soon as it is there.
 */
export interface Deferred<T> {
  /** Starts the load once (a failed load is tried again at the next call). */
  load(): Promise<T>;
  /** The module, once loaded. */
  loaded(): T | undefined;
}

export function deferred<T>(load: () => Promise<T>): Deferred<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (module) => (value = module),
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      )),
    loaded: () => value,
  };
}

export interface StandInProps {
  onPointerEnter(): void;
  onTouchStart(): void;
  onFocus(): void;
  onBlur(): void;
  onPointerDown(event: PointerEvent): void;
  onClick(): void;
}

/**
 * The deferred module (undefined until loaded), whether the stand-in had the focus when it
 * was replaced (the real trigger then takes it over), and the stand-in's event props:
 * `open` runs on its press (as Radix' menu trigger opens on pointerdown: should the menu
 * replace the stand-in between press and release, that press still opens it) and on its
 * click (Enter and Space), before the module is there.
 */
export function useDeferred<T>(
  module: Deferred<T>,
  open: () => void,
): { loaded: T | undefined; focused: boolean; standIn: StandInProps } {
  const [loaded, setLoaded] = useState<T | undefined>(() => module.loaded());
  const [focused, setFocused] = useState(false);
  const load = useCallback(() => {
    module.load().then(
      (m) => setLoaded(() => m),
      (err: unknown) => logHandled("loading a menu failed", err),
    );
  }, [module]);
  return {
    loaded,
    focused,
    standIn: {
      onPointerEnter: load,
      onTouchStart: load,
      onFocus: () => {
        setFocused(true);
        load();
      },
      onBlur: () => setFocused(false),
      onPointerDown: (event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        open();
        load();
      },
      onClick: () => {
        open();
        load();
      },
    },
  };
}
