import fs from "node:fs";
import { parseArgs } from "node:util";
import { formatProblem } from "@shared/course-files";
import { importCourse } from "../modules/admin/course-files/course-files-import";
import { changeLines, EXIT, onError, readFolder, usage, withDatabase } from "./course-files-cli";

const USAGE = "Usage: npm run course:import -- DIR [--dry-run]";

/** npm run course:import -- DIR [--dry-run]: checks the folder, shows the changes, imports. */
async function main() {
  let parsed: { values: { "dry-run"?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ options: { "dry-run": { type: "boolean" } }, allowPositionals: true });
  } catch (err) {
    usage(`${(err as Error).message}\n${USAGE}`);
  }
  const [dir, ...rest] = parsed.positionals;
  if (!dir || rest.length) usage(USAGE);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
    usage(`${dir} is not a folder.\n${USAGE}`);
  const files = readFolder(dir);
  if (Array.isArray(files)) {
    for (const p of files) console.error(formatProblem(p));
    process.exit(EXIT.problems);
  }
  const dryRun = !!parsed.values["dry-run"];
  const code = await withDatabase(async ({ db }, storage) => {
    const result = await importCourse(db, files, { dryRun, storage });
    if (!result.ok) {
      for (const p of result.problems) console.error(formatProblem(p));
      return EXIT.problems;
    }
    for (const line of changeLines(result.changes)) console.log(line);
    console.log(dryRun ? "Dry run: nothing written." : `Imported course ${result.courseId}.`);
    return EXIT.ok;
  });
  process.exit(code);
}

main().catch(onError);
