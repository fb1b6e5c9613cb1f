import { useCallback, useState } from "react";

/** A boolean kept in localStorage under one key (sidebar collapsed state). */
export function useStoredBoolean(key: string, initial = false) {
  const [value, setValue] = useState<boolean>(() => {
    try {
      const v = localStorage.getItem(key);
      return v === null ? initial : v === "true";
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        /* private mode */
      }
    },
    [key],
  );
  return [value, set] as const;
}
