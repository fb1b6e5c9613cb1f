import { describe, expect, it } from "vitest";
import { imageSrcSet, SITE_IMAGE_URL, siteLogoSize, THUMBNAIL_VARIANTS, variantUrl } from "./media";

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

describe("site logo URLs (decision 0158)", () => {
  const hash = "0123456789abcdef0123456789abcdef";

  it("name the logo's pixel size, which the pages give its <img>", () => {
    const url = `/uploads/site/logo/${hash}-480x120.webp`;
    expect(SITE_IMAGE_URL.test(url)).toBe(true);
    expect(siteLogoSize(url)).toEqual({ width: 480, height: 120 });
  });

  it("still admit a logo stored before, without a size", () => {
    const url = `/uploads/site/logo/${hash}.webp`;
    expect(SITE_IMAGE_URL.test(url)).toBe(true);
    expect(siteLogoSize(url)).toBeNull();
  });

  it("admit a size on logos only, and only a plausible one", () => {
    expect(SITE_IMAGE_URL.test(`/uploads/site/favicon/${hash}-480x120.webp`)).toBe(false);
    expect(SITE_IMAGE_URL.test(`/uploads/site/favicon/${hash}.webp`)).toBe(true);
    expect(SITE_IMAGE_URL.test(`/uploads/site/logo/${hash}-0x120.webp`)).toBe(false);
    expect(SITE_IMAGE_URL.test(`/uploads/site/logo/${hash}-48000x120.webp`)).toBe(false);
    expect(siteLogoSize(`/uploads/site/favicon/${hash}.webp`)).toBeNull();
  });
});
