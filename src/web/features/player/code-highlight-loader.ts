import type * as HighlightModuleType from "./code-highlight";

/**
 * The code examples' highlighter (prism-react-renderer and its grammars) outside the player
 * page's chunk (decision 0158): the player's route starts loading it alongside the page, and
 * its grammars are built in a task of their own instead of inside the page's first
 * evaluation. The code card suspends until it is there (the lesson skeleton shows meanwhile).
 */
type HighlightModule = typeof HighlightModuleType;

let loaded: HighlightModule | undefined;
let pending: Promise<HighlightModule> | undefined;

/** Starts loading the highlighter (once; a failed load is tried again at the next call). */
export function loadHighlight(): Promise<HighlightModule> {
  return (pending ??= import("./code-highlight").then(
    (m) => (loaded = m),
    (err: unknown) => {
      pending = undefined;
      throw err;
    },
  ));
}

/** The module if it has loaded. */
export const loadedHighlight = (): HighlightModule | undefined => loaded;
