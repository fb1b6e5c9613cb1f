import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Storage } from "./storage";
import { assertKey, contentTypeOf } from "./storage-keys";

/** Files in a folder ($DATA_DIR/uploads); written to a temporary name, then renamed. */
export function createLocalStorage(dir: string): Storage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(dir, ...key.split("/"));
  };
  return {
    kind: "local",
    async put(key, body) {
      const target = file(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomUUID()}.tmp`;
      await fsp.writeFile(tmp, body);
      await fsp.rename(tmp, target);
    },
    async get(key) {
      const target = file(key);
      let size: number;
      try {
        const stat = await fsp.stat(target);
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch {
        return null;
      }
      const stream = Readable.toWeb(fs.createReadStream(target)) as ReadableStream<Uint8Array>;
      return { body: stream, contentType: contentTypeOf(key), size };
    },
    async delete(key) {
      await fsp.rm(file(key), { force: true });
    },
  };
}
