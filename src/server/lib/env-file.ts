import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/**
 * `.env` in the working directory, read at start (decision 0130): Node's own parser
 * (`util.parseEnv`, the one behind `--env-file` and `process.loadEnvFile`), no dependency.
 * A variable already set in the real environment wins, also when it is set to "".
 * Returns the file's path when it was read, else null.
 */
export function loadEnvFile(
  dir: string = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): string | null {
  const file = path.resolve(dir, ".env");
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (env[key] === undefined && value !== undefined) env[key] = value;
  }
  return file;
}
