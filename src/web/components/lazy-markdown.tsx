import { use, type ComponentProps } from "react";
import type * as MarkdownModuleType from "@/components/markdown";

/**
 * The lesson player's markdown (decision 0158): `components/markdown.tsx` (react-markdown,
 * remark-gfm, rehype-sanitize: about 50 KiB gzip) in a chunk of its own, fetched alongside
 * the player's page (routes.tsx starts both) and evaluated in a task of its own instead of
 * inside the page's one long first evaluation. Until it is there the component suspends: the
 * player shows its lesson skeleton meanwhile, as it does before its first paint anyway.
 */
type MarkdownModule = typeof MarkdownModuleType;

let loaded: MarkdownModule | undefined;
let pending: Promise<MarkdownModule> | undefined;

/** Starts loading the renderer (once; a failed load is tried again at the next call). */
export function loadMarkdown(): Promise<MarkdownModule> {
  return (pending ??= import("@/components/markdown").then(
    (m) => (loaded = m),
    (err: unknown) => {
      pending = undefined;
      throw err;
    },
  ));
}

/** The same renderer and props as `components/markdown.tsx`. */
export function Markdown(props: ComponentProps<MarkdownModule["Markdown"]>) {
  const m = loaded ?? use(loadMarkdown());
  return <m.Markdown {...props} />;
}
