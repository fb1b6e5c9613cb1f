/** Keys of stored files: relative paths that cannot leave the upload folder. */

/** Lower-case path segments of letters, digits and dashes, ending in a known extension. */
const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.(webp|png|jpg)$/;
export const isStorageKey = (key: string) => key.length <= 200 && KEY.test(key);

export const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
};
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

export function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}
