/**
 * Images of course files (issue 32, decision 0150). Import: each image of `assets/` is
 * checked by content and decoded through the uploads module's image pipeline, stored as
 * WebP variants (what learners get) and as the checked file itself (what an export gives
 * back, so export → import → export is byte-identical), and the references of the course
 * are rewritten to the stored URL. Export: the reverse, from the URLs in the course to
 * `assets/<name>.<ext>` with the stored file's bytes.
 *
 * URLs carry the asset's name, type and content hash:
 * `/uploads/thumbnails/<course>/<name>-<ext>-<hash>.webp` (the course image, 16:9 variants)
 * and `/uploads/course-assets/<course>/<name>-<ext>-<hash>.webp` (images in lessons); the
 * checked file is `course-assets/<course>/source/<name>-<hash>.<ext>`.
 */
import { createHash } from "node:crypto";
import {
  THUMBNAIL_VARIANTS,
  UPLOADS_PATH,
  variantUrl,
  type ImageVariant,
} from "@shared/domain/media";
import {
  assetName,
  courseTargets,
  mapCourseTargets,
  problem,
  type CourseFileProblem,
  type CourseModel,
} from "@shared/course-files";
import type { Storage } from "../../../storage/storage";
import { AppError } from "../../../lib/errors";
import { processImage, type ProcessedImage } from "../../../lib/images";
import { keyOfUrl } from "../../uploads/uploads.service";

/** Images in lessons: kept whole, at most 1600 px wide or high, never enlarged. */
export const LESSON_IMAGE_VARIANTS: readonly ImageVariant[] = [
  { suffix: "", width: 1600, height: 1600 },
];

type Kind = "thumbnail" | "lesson";
const FOLDER: Record<Kind, string> = { thumbnail: "thumbnails", lesson: "course-assets" };

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

const OWN_ASSET_URL = new RegExp(
  `^${UPLOADS_PATH}(?:thumbnails|course-assets)/([0-9a-f-]{36})/([a-z0-9][a-z0-9-]*)-(png|jpg|webp)-([0-9a-f]{16})\\.webp$`,
);

const sourceKey = (courseId: string, name: string, ext: string, hash: string) =>
  `course-assets/${courseId}/source/${name}-${hash}.${ext}`;

interface StoredAsset {
  kind: Kind;
  url: string;
  image: ProcessedImage;
  source: { key: string; bytes: Uint8Array };
}

/**
 * The images a course has now, as an export names them: `assets/` path → its URL (as
 * thumbnail or in lessons) and bytes. An import of the same bytes at the same path keeps the
 * URL, so re-importing an unchanged export (e.g. of an uploaded course image) changes nothing.
 */
export interface KnownAssets {
  thumbnail: Map<string, string>;
  lesson: Map<string, string>;
  bytes: Map<string, Uint8Array>;
}

export async function knownAssets(
  storage: Storage,
  course: CourseModel | null,
): Promise<KnownAssets> {
  const known: KnownAssets = { thumbnail: new Map(), lesson: new Map(), bytes: new Map() };
  if (!course) return known;
  const { assets, pathOf } = await courseWithAssets(storage, course);
  known.bytes = assets;
  const inLessons = courseTargets({ ...course, thumbnail: null });
  for (const [url, path] of pathOf) {
    if (url === course.thumbnail) known.thumbnail.set(path, url);
    if (inLessons.has(url)) known.lesson.set(path, url);
  }
  return known;
}

export interface PreparedAssets {
  /** The course with `assets/…` references replaced by the URLs the images get. */
  course: CourseModel;
  problems: CourseFileProblem[];
  images: StoredAsset[];
}

/**
 * Checks every image through the pipeline (a file it cannot decode is a problem with its
 * name) and gives the course as it will be stored: thumbnail and references as URLs.
 * Nothing is stored yet (`storeAssets` does that).
 */
export async function prepareAssets(
  course: CourseModel,
  assets: Map<string, Uint8Array>,
  known?: KnownAssets,
): Promise<PreparedAssets> {
  const courseId = course.id.toLowerCase();
  const problems: CourseFileProblem[] = [];
  const images: StoredAsset[] = [];
  const urls: Record<Kind, Map<string, string>> = { thumbnail: new Map(), lesson: new Map() };
  const inLessons = courseTargets({ ...course, thumbnail: null });
  for (const [path, bytes] of [...assets].sort(([a], [b]) => a.localeCompare(b))) {
    const name = assetName(path);
    if (!name) continue; // the reader has refused it already
    const hash = hashOf(bytes);
    const kinds: Kind[] = [];
    if (course.thumbnail === path) kinds.push("thumbnail");
    if (inLessons.has(path)) kinds.push("lesson");
    const same = known?.bytes.get(path);
    for (const kind of kinds) {
      const kept = same && sameBytes(same, bytes) ? known![kind].get(path) : undefined;
      if (kept) {
        urls[kind].set(path, kept);
        continue;
      }
      let image: ProcessedImage;
      try {
        image =
          kind === "thumbnail"
            ? await processImage(bytes, THUMBNAIL_VARIANTS)
            : await processImage(bytes, LESSON_IMAGE_VARIANTS, "inside");
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        problems.push(problem(path, 0, "cfAssetImage"));
        break;
      }
      const url = `${UPLOADS_PATH}${FOLDER[kind]}/${courseId}/${name.name}-${name.ext}-${hash}.webp`;
      urls[kind].set(path, url);
      images.push({
        kind,
        url,
        image,
        source: { key: sourceKey(courseId, name.name, name.ext, hash), bytes },
      });
    }
  }
  const withUrls = mapCourseTargets(
    { ...course, thumbnail: null },
    (target) => urls.lesson.get(target) ?? null,
  );
  withUrls.thumbnail = course.thumbnail ? (urls.thumbnail.get(course.thumbnail) ?? null) : null;
  return { course: withUrls, problems, images };
}

/**
 * Stores the checked images (variants and the file itself). Names are content hashes, so
 * storing again writes the same files; a file an import no longer uses stays behind (space
 * only, as with a failed transaction after this).
 */
export async function storeAssets(storage: Storage, images: StoredAsset[]) {
  await Promise.all(
    images.flatMap(({ kind, url, image, source }) => [
      storage.put(source.key, source.bytes, contentType(source.key)),
      ...image.files.map((f) => {
        const key = keyOfUrl(variantUrl(url, f.variant));
        if (!key) throw new Error(`invalid asset url: ${url} (${kind})`);
        return storage.put(key, f.bytes, "image/webp");
      }),
    ]),
  );
}

const contentType = (key: string) =>
  key.endsWith(".png") ? "image/png" : key.endsWith(".jpg") ? "image/jpeg" : "image/webp";

async function readStored(storage: Storage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(key);
  if (!file) return null;
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

/**
 * The course as files see it: every image of this install it points at (thumbnail and
 * `](/uploads/…)` in its texts) becomes `assets/<name>.<ext>` with the bytes of the file it
 * was imported from, or of the stored image (an uploaded thumbnail). A URL whose file is
 * gone stays a URL in the text (a thumbnail: none).
 */
export async function courseWithAssets(
  storage: Storage | undefined,
  course: CourseModel,
): Promise<{
  course: CourseModel;
  assets: Map<string, Uint8Array>;
  /** URL in the course → its path in `assets/`. */
  pathOf: Map<string, string>;
}> {
  const urls = [...courseTargets(course)].filter((t) => keyOfUrl(t)).sort();
  const assets = new Map<string, Uint8Array>();
  const pathOf = new Map<string, string>();
  if (!urls.length) return { course, assets, pathOf };
  if (!storage) throw new Error("exporting a course with images needs the storage");
  const found = await Promise.all(
    urls.map(async (url) => {
      const m = OWN_ASSET_URL.exec(url);
      if (m) {
        const bytes = await readStored(storage, sourceKey(m[1], m[2], m[3], m[4]));
        if (bytes) return { url, name: m[2], ext: m[3], bytes };
      }
      const key = keyOfUrl(url)!;
      const bytes = await readStored(storage, key);
      const stem = key.slice(key.lastIndexOf("/") + 1).replace(/\.[a-z]+$/, "");
      return (
        bytes && { url, name: stem.slice(0, 60), ext: key.slice(key.lastIndexOf(".") + 1), bytes }
      );
    }),
  );
  for (const f of found) {
    if (!f) continue;
    // The same name with other bytes (two images once imported under one name): a suffix.
    let path = `assets/${f.name}.${f.ext}`;
    for (let n = 2; assets.has(path) && !sameBytes(assets.get(path)!, f.bytes); n++)
      path = `assets/${f.name.slice(0, 55)}-${n}.${f.ext}`;
    assets.set(path, f.bytes);
    pathOf.set(f.url, path);
  }
  const files = mapCourseTargets({ ...course, thumbnail: null }, (t) => pathOf.get(t) ?? null);
  files.thumbnail = course.thumbnail ? (pathOf.get(course.thumbnail) ?? null) : null;
  return { course: files, assets, pathOf };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
