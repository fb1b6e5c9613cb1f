import { describe, expect, it } from "vitest";
import { imageSrcSet, THUMBNAIL_VARIANTS, variantUrl } from "./media";

describe("uploaded image URLs", () => {
  const url = "/uploads/thumbnails/0d9b2c1e-1111-4a2b-8c3d-123456789abc/ab12cd.webp";

  it("names the small variant beside the main file", () => {
    expect(variantUrl(url, THUMBNAIL_VARIANTS[1])).toBe(
      "/uploads/thumbnails/0d9b2c1e-1111-4a2b-8c3d-123456789abc/ab12cd-640.webp",
    );
  });

  it("offers a srcset for our own uploads only", () => {
    expect(imageSrcSet(url)).toBe(`${url.replace(".webp", "-640.webp")} 640w, ${url} 1280w`);
    expect(imageSrcSet("https://example.com/a.webp")).toBeUndefined();
    expect(imageSrcSet("/uploads/a.png")).toBeUndefined();
  });
});
