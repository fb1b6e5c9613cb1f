import type { StorageConfig } from "../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

/** A stored file as read back for serving. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size?: number;
}

/**
 * Where uploaded files live (course thumbnails, later avatars). Keys are relative paths
 * such as `thumbnails/<courseId>/<hash>.webp`, checked by `isStorageKey`; files are never
 * changed after they are written (content-hash names), so they may be cached forever.
 */
export interface Storage {
  readonly kind: StorageConfig["kind"];
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export function createStorage(config: StorageConfig): Storage {
  return config.kind === "s3" ? createS3Storage(config) : createLocalStorage(config.dir);
}
