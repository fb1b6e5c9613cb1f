/**
 * The player's page starts its scripts once its server-drawn header is painted
 * (decision 0164). Without this, the app's scripts (about 215 KiB gzip) are asked for
 * together with the header's picture and share the line with it; the picture, the page's
 * largest paint, waits for them on a slow connection. With it, the picture and the style
 * sheet come first, and the scripts start on the frame after the picture has loaded (or
 * failed), at the latest 1 s after the page was read, so a picture that hangs does not hold
 * the app back. The learner sees the same page; it is only the order of the requests.
 *
 * The build's module script and its module preloads leave the `<head>`: their addresses go
 * into a JSON data block, and a fixed inline script (allowed by its hash in the
 * Content-Security-Policy, like the theme script) adds them back, preloads first, in the
 * same form (`crossorigin`), so the browser fetches the same files in parallel.
 */
export const SCRIPTS_AFTER_PAINT_ID = "kw-scripts";

export const SCRIPTS_AFTER_PAINT_LOADER =
  "(()=>{const d=document,l=JSON.parse(d.getElementById(" +
  JSON.stringify(SCRIPTS_AFTER_PAINT_ID) +
  ').textContent),i=d.querySelector("#root img");let s=0;' +
  "const go=()=>{if(s++)return;" +
  'for(const h of l.preload){const k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=h;d.head.append(k)}' +
  'const e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=l.entry;d.head.append(e)},' +
  "paint=()=>requestAnimationFrame(()=>setTimeout(go));" +
  'if(!i||i.complete)paint();else{i.addEventListener("load",paint);i.addEventListener("error",paint);setTimeout(go,1000)}})()';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The page with its scripts started by the loader; unchanged without the build's entry. */
export function scriptsAfterPaint(page: string): string {
  const entry = ENTRY.exec(page);
  if (!entry || !page.includes("</body>")) return page;
  const preload = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  // Addresses from our own build; `<` escaped all the same, so the block cannot end early.
  const data = JSON.stringify({ entry: entry[1], preload }).replace(/</g, "\\u003c");
  return page
    .replace(ENTRY, "")
    .replace(MODULE_PRELOAD, "")
    .replace(
      "</body>",
      `<script type="application/json" id="${SCRIPTS_AFTER_PAINT_ID}">${data}</script>` +
        `<script>${SCRIPTS_AFTER_PAINT_LOADER}</script></body>`,
    );
}
