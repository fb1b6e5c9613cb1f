import { describe, expect, it } from "vitest";
import { playerFirstPaintHtml, playerFirstPaintPreload } from "./player-first-paint";

describe("the player's first paint (decision 0141)", () => {
  it("escapes the course's texts and picture address", () => {
    const html = playerFirstPaintHtml({
      title: '<img src=x onerror="alert(1)">',
      description: "Tom & Jerry's <b>Kurs</b>",
      thumbnailUrl: '/uploads/x.png" onload="alert(2)',
      language: 'de" onclick="x',
    });
    expect(html).not.toMatch(/<img src=x|<b>|onload="|onclick="/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</h1>");
    expect(html).toContain("Tom &amp; Jerry&#39;s &lt;b&gt;Kurs&lt;/b&gt;");
  });

  it("draws our own thumbnail with the variants the app's header picks from", () => {
    const url = "/uploads/thumbnails/c1/abc.webp";
    const html = playerFirstPaintHtml({
      title: "T",
      description: "",
      thumbnailUrl: url,
      language: "de",
    });
    expect(html).toContain(`src="${url}"`);
    expect(html).toContain(
      'srcset="/uploads/thumbnails/c1/abc-640.webp 640w, /uploads/thumbnails/c1/abc.webp 1280w"',
    );
    expect(html).toContain('sizes="(min-width: 640px) 224px, calc(100vw - 76px)"');
    expect(
      playerFirstPaintHtml({ title: "T", description: "", thumbnailUrl: null, language: "de" }),
    ).not.toContain("<img");
  });

  it("preloads the picture with the same variants, or nothing without one (decision 0164)", () => {
    const course = { title: "T", description: "", language: "de" };
    expect(
      playerFirstPaintPreload({ ...course, thumbnailUrl: "/uploads/thumbnails/c1/abc.webp" }),
    ).toBe(
      '<link rel="preload" as="image" href="/uploads/thumbnails/c1/abc.webp"' +
        ' imagesrcset="/uploads/thumbnails/c1/abc-640.webp 640w, /uploads/thumbnails/c1/abc.webp 1280w"' +
        ' imagesizes="(min-width: 640px) 224px, calc(100vw - 76px)" fetchpriority="high">',
    );
    expect(playerFirstPaintPreload({ ...course, thumbnailUrl: '/x.png" onload="a' })).toBe(
      '<link rel="preload" as="image" href="/x.png&quot; onload=&quot;a" fetchpriority="high">',
    );
    expect(playerFirstPaintPreload({ ...course, thumbnailUrl: null })).toBe("");
  });
});
