import { createHash } from "node:crypto";
import type { PracticeFile } from "@shared/domain/practice";

/*
 * The live preview of a web project on the public page (decision 0128): the learner's
 * index.html with its local style sheets and scripts inlined (as the practice sandbox's web
 * runtime does, decision 0077), put into `<iframe srcdoc sandbox="allow-scripts">`. The frame
 * has an opaque origin (no allow-same-origin): its scripts cannot read our cookies, storage
 * or the page, and cannot navigate the top window. A srcdoc document inherits the page's
 * CSP, so the page allows exactly these scripts by their hashes (and nothing of our own).
 */

const isLocal = (ref: string | undefined) => !!ref && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(ref);
const fileName = (ref: string) => ref.replace(/^\.\//, "").split(/[?#]/)[0] ?? "";

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** The preview document of a web project's files (empty when it has no HTML file). */
export function previewDocument(files: readonly PracticeFile[]): string {
  const byName = new Map(files.map((f) => [fileName(f.name), f.content.replace(/\r\n?/g, "\n")]));
  const html =
    byName.get("index.html") ??
    [...byName.entries()].find(([name]) => name.endsWith(".html"))?.[1] ??
    "";
  return html
    .replace(/<link\b[^>]*>/gi, (tag) => {
      if (!/stylesheet/i.test(attr(tag, "rel") ?? "")) return tag;
      const href = attr(tag, "href");
      const css = isLocal(href) ? byName.get(fileName(href!)) : undefined;
      return css === undefined ? tag : `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
    })
    .replace(/<script\b([^>]*)>\s*<\/script\s*>/gi, (tag, attrs: string) => {
      const src = attr(`<script${attrs}>`, "src");
      const js = isLocal(src) ? byName.get(fileName(src!)) : undefined;
      if (js === undefined) return tag;
      const rest = attrs.replace(/\ssrc\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, "");
      return `<script${rest}>${js.replace(/<\/script/gi, "<\\/script")}</script>`;
    });
}

/** CSP sources for the inline scripts of the preview documents ('sha256-…'). */
export function scriptHashes(documents: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const doc of documents)
    for (const m of doc.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      if (attr(`<script${m[1]}>`, "src") !== undefined) continue;
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(m[2] ?? "")
          .digest("base64")}'`,
      );
    }
  return [...hashes];
}
