/**
 * Rules for uploaded images (course thumbnails; later avatars), shared by the upload
 * form (early feedback) and the server (which decides, by the file's content).
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_MB = 5;
/** Images over this many pixels are refused before they are decoded (memory): 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;
/** Accepted formats, checked on the server by magic bytes and by decoding. */
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** Served uploads live under this path of our own origin. */
export const UPLOADS_PATH = "/uploads/";

export interface ImageVariant {
  /** Appended to the file name before ".webp"; "" for the main file. */
  suffix: string;
  width: number;
  height: number;
}

/** Course thumbnails: 16:9, cropped to fill; the main file is the largest. */
export const THUMBNAIL_VARIANTS: readonly ImageVariant[] = [
  { suffix: "", width: 1280, height: 720 },
  { suffix: "-640", width: 640, height: 360 },
];

/**
 * The player's course header picture: 224 px beside the title from 640 px up, below that
 * the card's full width (the page's 16 px and the card's 20 px padding and the borders on
 * each side). The app's header, the server's first paint and its preload all use it, so
 * the browser fetches one file (decisions 0141, 0164).
 */
export const PLAYER_HEADER_IMAGE_SIZES = "(min-width: 640px) 224px, calc(100vw - 76px)";

const OWN_WEBP = /^\/uploads\/[a-z0-9/-]+\.webp$/;

/** The URL of one variant of an uploaded image, from the main file's URL. */
export const variantUrl = (url: string, variant: ImageVariant) =>
  url.replace(/\.webp$/, `${variant.suffix}.webp`);

/** A `srcset` for an image we resized ourselves; undefined for any other URL. */
export function imageSrcSet(
  url: string,
  variants: readonly ImageVariant[] = THUMBNAIL_VARIANTS,
): string | undefined {
  if (!OWN_WEBP.test(url)) return undefined;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${variantUrl(url, v)} ${v.width}w`)
    .join(", ");
}

/** Avatars (settings → Profil): square, cropped to fill; the main file is the largest. */
export const AVATAR_VARIANTS: readonly ImageVariant[] = [
  { suffix: "", width: 256, height: 256 },
  { suffix: "-96", width: 96, height: 96 },
];

/** Project screenshots (issue 30): kept whole, at most this size; the main file is the largest. */
export const SCREENSHOT_VARIANTS: readonly ImageVariant[] = [
  { suffix: "", width: 1600, height: 1600 },
  { suffix: "-640", width: 640, height: 640 },
];

/**
 * The site's logos (issue 31, light and dark): kept whole within 480×160, never enlarged;
 * the header shows them 32 px high.
 */
export const SITE_LOGO_VARIANTS: readonly ImageVariant[] = [
  { suffix: "", width: 480, height: 160 },
];

/** The site's favicon: square, cropped to fill; 32 px for the tab, 192 px for home screens. */
export const SITE_FAVICON_VARIANTS: readonly ImageVariant[] = [
  { suffix: "", width: 192, height: 192 },
  { suffix: "-32", width: 32, height: 32 },
];

/** The kinds of site images and where they are stored (`/uploads/site/<kind>/<hash>.webp`). */
export const SITE_IMAGE_KINDS = ["logo", "favicon"] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];
/**
 * A logo's name carries its pixel size (`<hash>-<width>x<height>.webp`, decision 0158), so that
 * every page can give its `<img>` that size before it loads (no layout shift); logos stored
 * before that have the plain name.
 */
export const SITE_IMAGE_URL =
  /^\/uploads\/site\/(logo\/[0-9a-f]{32}(-[1-9][0-9]{0,3}x[1-9][0-9]{0,3})?|favicon\/[0-9a-f]{32})\.webp$/;

/** The pixel size a logo's URL names, or null (an older logo, any other URL). */
export function siteLogoSize(url: string): { width: number; height: number } | null {
  const m = /^\/uploads\/site\/logo\/[0-9a-f]{32}-([1-9][0-9]{0,3})x([1-9][0-9]{0,3})\.webp$/.exec(
    url,
  );
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}
