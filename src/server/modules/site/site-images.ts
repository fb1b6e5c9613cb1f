import sharp from "sharp";
import type { Deps } from "../../context";
import { badRequest } from "../../lib/errors";
import { processImage } from "../../lib/images";
import { storeImage } from "../uploads/uploads.service";
import {
  SITE_FAVICON_VARIANTS,
  SITE_LOGO_VARIANTS,
  type SiteImageKind,
} from "@shared/domain/media";
import { V } from "@shared/i18n/messages";

/**
 * The site's logos and favicon (issue 31, decision 0152): checked by content and re-encoded
 * as WebP by the uploads pipeline (PNG, JPEG, WebP; no metadata), stored under
 * `site/<kind>/<content hash>` and served from our origin. SVG is refused with its own
 * message. Files are never removed: an older revision of the site (history, restore) may
 * still name them, and the same upload gives the same name.
 */
const VARIANTS = { logo: SITE_LOGO_VARIANTS, favicon: SITE_FAVICON_VARIANTS } as const;

/** Whether the bytes are an SVG (XML text naming an svg element near its start). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith("<svg") ||
    (head.startsWith("<?xml") && head.includes("<svg")) ||
    head.startsWith("<!doctype svg") ||
    (head.startsWith("<!--") && head.includes("<svg"))
  );
}

export async function storeSiteImage(
  deps: Deps,
  kind: SiteImageKind,
  bytes: Uint8Array,
): Promise<{ url: string }> {
  if (looksLikeSvg(bytes)) throw badRequest("IMAGE_SVG", V("siteImageSvg"));
  const image = await processImage(bytes, VARIANTS[kind], kind === "logo" ? "inside" : "cover");
  if (kind === "favicon") return { url: await storeImage(deps.storage, `site/${kind}`, image) };
  // A logo is kept whole (any aspect): its name carries the size it came out at, so that the
  // pages give its <img> that size before it loads (decision 0158, siteLogoSize).
  const { width, height } = await sharp(image.files[0].bytes).metadata();
  if (!width || !height) throw new Error("re-encoded logo without a size");
  const named = { ...image, hash: `${image.hash}-${width}x${height}` };
  return { url: await storeImage(deps.storage, `site/${kind}`, named) };
}
