import type { Logger } from "../../lib/logger";
import type { Storage } from "../../storage/storage";
import { isStorageKey } from "../../storage/storage-keys";
import { UPLOADS_PATH, variantUrl, type ImageVariant } from "@shared/domain/media";
import type { ProcessedImage } from "../../lib/images";

/** The storage key behind one of our upload URLs, or null for any other URL. */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PATH)) return null;
  const key = url.slice(UPLOADS_PATH.length);
  return isStorageKey(key) ? key : null;
}

/**
 * Stores every variant of a processed image under `<prefix>/<hash><suffix>.webp` and
 * returns the main file's URL. The prefix names the owner (for example
 * `thumbnails/<courseId>`, later `avatars/<userId>`), so a file belongs to one row only.
 */
export async function storeImage(storage: Storage, prefix: string, image: ProcessedImage) {
  const url = `${UPLOADS_PATH}${prefix}/${image.hash}.webp`;
  await Promise.all(
    image.files.map((f) => {
      const key = keyOfUrl(variantUrl(url, f.variant));
      if (!key) throw new Error(`invalid upload prefix: ${prefix}`);
      return storage.put(key, f.bytes, "image/webp");
    }),
  );
  return url;
}

/**
 * Removes an image we stored (every variant). Best effort: a file left behind costs
 * only space, so a storage error is logged, not thrown.
 */
export async function removeImage(
  deps: { storage: Storage; logger: Logger },
  url: string | null,
  variants: readonly ImageVariant[],
) {
  if (!url || !keyOfUrl(url)) return;
  await Promise.all(
    variants.map(async (v) => {
      const key = keyOfUrl(variantUrl(url, v));
      if (!key) return;
      try {
        await deps.storage.delete(key);
      } catch (err) {
        deps.logger.warn("could not remove upload", { key, error: String(err) });
      }
    }),
  );
}
