import { createHash } from "node:crypto";
import sharp from "sharp";
import { AppError, badRequest } from "./errors";
import { V } from "@shared/i18n/messages";
import { MAX_IMAGE_PIXELS, type ImageVariant } from "@shared/domain/media";

export type ImageFormat = "png" | "jpeg" | "webp";

const startsWith = (b: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((x, i) => b[at + i] === x);

/** The format named by the file's first bytes (its "magic number"), whatever its name. */
export function sniffImageFormat(b: Uint8Array): ImageFormat | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "jpeg";
  // "RIFF" <size> "WEBP"
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  return null;
}

export const unsupportedImage = () => badRequest("IMAGE_TYPE", V("imageType"));

/** Too many pixels to decode (memory): refused with the limit, not as a wrong format. */
export const tooManyPixels = () => badRequest("IMAGE_PIXELS", V("imagePixels"));

const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;

export interface ProcessedImage {
  /** Short content hash of the uploaded bytes: the same upload gives the same names. */
  hash: string;
  format: ImageFormat;
  /** One WebP per variant, in the order of the variants. */
  files: { variant: ImageVariant; bytes: Uint8Array }[];
}

/**
 * Checks an upload by content (magic bytes, then a real decode by sharp: PNG, JPEG and
 * WebP only) and writes every variant as WebP, cropped to fill (or fitted inside), turned upright by its
 * EXIF orientation and without metadata (no camera or GPS data leaves the server).
 */
export async function processImage(
  bytes: Uint8Array,
  variants: readonly ImageVariant[],
  /** "inside": kept whole within the variant's box, never enlarged (screenshots). */
  fit: "cover" | "inside" = "cover",
): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw unsupportedImage();
  try {
    // The header alone (no pixel limit, nothing decoded yet) tells the size.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw unsupportedImage();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    const files = await Promise.all(
      variants.map(async (variant) => ({
        variant,
        bytes: new Uint8Array(
          await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
            .rotate()
            .resize(
              variant.width,
              variant.height,
              fit === "inside"
                ? { fit: "inside", withoutEnlargement: true }
                : { fit: "cover", position: "attention" },
            )
            .webp({ quality: 80, effort: 4 })
            .toBuffer(),
        ),
      })),
    );
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    return { hash, format, files };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // sharp could not decode it: a damaged or disguised file.
    throw unsupportedImage();
  }
}
