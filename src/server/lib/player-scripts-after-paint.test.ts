import { describe, expect, it } from "vitest";
import { scriptsAfterPaint, SCRIPTS_AFTER_PAINT_LOADER } from "./player-scripts-after-paint";

const PAGE =
  '<html><head><script>theme()</script><script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c.css">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/router-d.js"></head>' +
  '<body><div id="root"><img src="/uploads/x.webp"></div></body></html>';

describe("the player's scripts start after its first paint (decision 0164)", () => {
  it("moves the entry and its module preloads from the head into the loader's data", () => {
    const html = scriptsAfterPaint(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The style sheet and the other scripts stay where they are.
    expect(html).toContain('<script>theme()</script><link rel="stylesheet"');
    const data = /<script type="application\/json" id="kw-scripts">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(data![1]!)).toEqual({
      entry: "/assets/index-a.js",
      preload: ["/assets/react-b.js", "/assets/router-d.js"],
    });
    expect(html).toContain(`<script>${SCRIPTS_AFTER_PAINT_LOADER}</script></body>`);
  });

  it("leaves a page without the build's entry as it is", () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });

  it("starts the scripts once the picture has loaded and a frame has passed", async () => {
    // The loader, run against a stand-in document: nothing before the picture's load.
    const added: Record<string, string>[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const img = {
      complete: false,
      addEventListener: (t: string, f: () => void) => (listeners[t] = f),
    };
    const document = {
      getElementById: () => ({ textContent: '{"entry":"/e.js","preload":["/p.js"]}' }),
      querySelector: () => img,
      createElement: (tag: string) => ({ tag }),
      head: { append: (el: Record<string, string>) => added.push({ ...el }) },
    };
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "setTimeout",
      SCRIPTS_AFTER_PAINT_LOADER,
    );
    const timers: { f: () => void; ms: number }[] = [];
    run(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push({ f, ms }),
    );
    expect(added).toEqual([]);
    // The cap, 1 s after the page was read.
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    listeners.load!();
    expect(added).toEqual([]);
    frames.shift()!();
    timers.at(-1)!.f();
    expect(added).toEqual([
      { tag: "link", rel: "modulepreload", crossOrigin: "", href: "/p.js" },
      { tag: "script", type: "module", crossOrigin: "", src: "/e.js" },
    ]);
    // The cap firing later adds nothing twice.
    timers[0]!.f();
    expect(added).toHaveLength(2);
  });
});
