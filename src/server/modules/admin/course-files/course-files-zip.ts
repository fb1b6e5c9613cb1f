/**
 * A course folder as a zip (issue 32, decision 0139). Writing is deterministic (sorted
 * paths, fixed dates), so the same course gives the same bytes. Reading treats the zip as
 * hostile: the central directory is read first, and the count, the declared sizes, the
 * paths, symlinks, encryption and compression are checked before one byte is inflated;
 * inflating then counts the actual bytes and stops at the declared size, so a header that
 * lies cannot make the server unpack more than the limits.
 */
import { createHash } from "node:crypto";
import { Inflate, zipSync, type Zippable } from "fflate";
import {
  COURSE_FILE_LIMITS,
  problem,
  type CourseFileProblem,
  type CourseFiles,
} from "@shared/course-files";
import { isSafePath, maxFileBytes } from "@shared/course-files/paths";

/** The zip's files at its root, sorted; every entry dated 1980-01-01 (the zip epoch). */
export function zipCourseFiles(files: CourseFiles): Uint8Array {
  const tree: Zippable = {};
  const mtime = new Date(1980, 0, 1, 0, 0, 0);
  for (const path of [...files.keys()].sort()) {
    const content = files.get(path)!;
    const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
    tree[path] = [bytes, { mtime, level: 6 }];
  }
  return zipSync(tree);
}

export const sha256 = (bytes: Uint8Array | string) =>
  createHash("sha256").update(bytes).digest("hex");

interface Entry {
  name: string;
  method: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Unix file type bits of a central directory entry made on Unix (host 3). */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;

/** Files the systems add when zipping a folder: skipped, not problems. */
const JUNK = /(^|\/)(__MACOSX|\.DS_Store|Thumbs\.db|desktop\.ini)(\/|$)/;

const notAZip = () => [problem(".", 0, "cfNotAZip")];

/**
 * The course files in a zip (path → text), or its problems. A zip whose files all sit in
 * one folder (as when a folder is zipped) is read from inside that folder.
 */
export function unzipCourseFiles(zip: Uint8Array): CourseFiles | CourseFileProblem[] {
  const L = COURSE_FILE_LIMITS;
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  if (eocd < 0) return notAZip();
  const count = u16(eocd + 10);
  // More entries than allowed: refused before the directory is read.
  if (count > L.files) return [problem(".", 0, "cfTooManyFiles", { max: L.files })];
  const cdSize = u32(eocd + 12);
  const cdOffset = u32(eocd + 16);
  if (cdOffset + cdSize > eocd) return notAZip(); // also ZIP64 (0xffffffff)

  const entries: Entry[] = [];
  const problems: CourseFileProblem[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || u32(at) !== CENTRAL) return notAZip();
    const madeOn = u16(at + 4) >> 8;
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressed = u32(at + 20);
    const declared = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const mode = u32(at + 38) >>> 16;
    const localOffset = u32(at + 42);
    if (at + 46 + nameLength > eocd) return notAZip();
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    const shown = name.slice(0, 200);
    if (JUNK.test(name)) continue;
    const fileType = mode & S_IFMT;
    if (madeOn === 3 && fileType === S_IFLNK) {
      problems.push(problem(shown, 0, "cfZipSymlink"));
      continue;
    }
    if (name.endsWith("/")) continue; // a folder
    if (madeOn === 3 && fileType && fileType !== S_IFREG) {
      problems.push(problem(shown, 0, "cfNotAFile"));
      continue;
    }
    if (flags & 1) {
      problems.push(problem(shown, 0, "cfZipEncrypted"));
      continue;
    }
    if (method !== 0 && method !== 8) {
      problems.push(problem(shown, 0, "cfZipMethod"));
      continue;
    }
    entries.push({ name, method, compressed, declared, localOffset });
  }
  if (problems.length) return problems;

  // One folder around everything (a zipped folder): read from inside it.
  const first = entries[0]?.name.split("/")[0];
  const wrapped =
    first &&
    !entries.some((e) => e.name === "course.yaml") &&
    entries.every((e) => e.name.startsWith(`${first}/`));
  if (wrapped) for (const e of entries) e.name = e.name.slice(first.length + 1);

  // Declared sizes, paths: all checked before anything is inflated.
  let declaredTotal = 0;
  for (const e of entries) {
    if (!isSafePath(e.name)) problems.push(problem(e.name.slice(0, 200), 0, "cfBadPath"));
    else if (e.declared > maxFileBytes(e.name))
      problems.push(problem(e.name, 0, "cfFileTooLarge", { max: maxFileBytes(e.name) }));
    declaredTotal += e.declared;
  }
  if (declaredTotal > L.totalBytes)
    problems.push(problem(".", 0, "cfTotalTooLarge", { max: L.totalBytes }));
  if (problems.length) return problems;

  const files: CourseFiles = new Map();
  const text = new TextDecoder("utf-8", { fatal: false });
  for (const e of entries) {
    if (e.localOffset + 30 > zip.length || u32(e.localOffset) !== LOCAL) return notAZip();
    const start = e.localOffset + 30 + u16(e.localOffset + 26) + u16(e.localOffset + 28);
    if (start + e.compressed > zip.length) return notAZip();
    const data = zip.subarray(start, start + e.compressed);
    const bytes = e.method === 0 ? data : inflateAtMost(data, e.declared);
    if (bytes === "corrupt") return notAZip();
    if (bytes === "larger" || bytes.length !== e.declared) {
      problems.push(problem(e.name, 0, "cfZipSizeMismatch"));
      continue;
    }
    // Images (decision 0150) stay bytes; every other file is text.
    files.set(e.name, e.name.startsWith("assets/") ? bytes.slice() : text.decode(bytes));
  }
  return problems.length ? problems : files;
}

/** Inflates, stopping as soon as the output passes `max` bytes. */
function inflateAtMost(data: Uint8Array, max: number): Uint8Array | "larger" | "corrupt" {
  const out = new Uint8Array(max);
  let size = 0;
  let larger = false;
  const inflate = new Inflate((chunk) => {
    if (larger) return;
    if (size + chunk.length > max) {
      larger = true;
      throw new Error("larger");
    }
    out.set(chunk, size);
    size += chunk.length;
  });
  try {
    // In slices, so a bomb is stopped after one slice's output, not after all of it.
    for (let i = 0; i < data.length; i += 4_096)
      inflate.push(data.subarray(i, i + 4_096), i + 4_096 >= data.length);
    if (!data.length) inflate.push(new Uint8Array(0), true);
  } catch {
    return larger ? "larger" : "corrupt";
  }
  return out.subarray(0, size);
}
