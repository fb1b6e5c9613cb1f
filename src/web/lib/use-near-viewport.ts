import { useEffect, useState, type RefObject } from "react";

/**
 * True once `ref`'s element has come within `rootMargin` of the screen and the page was idle
 * after that (or 2 s passed): the moment to start heavy work for it that the first paint must
 * not wait for, such as a code exercise's runtime (Pyodide is megabytes). Stays true.
 * Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = "400px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        if (typeof window.requestIdleCallback === "function") {
          const handle = window.requestIdleCallback(() => setNear(true), { timeout: 2000 });
          cancelIdle = () => window.cancelIdleCallback(handle);
        } else {
          const handle = window.setTimeout(() => setNear(true), 200);
          cancelIdle = () => window.clearTimeout(handle);
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [ref, rootMargin, near]);
  return near;
}
