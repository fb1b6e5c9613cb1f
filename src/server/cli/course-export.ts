import fs from "node:fs";
import { parseArgs } from "node:util";
import { exportCourse, loadCourseModel } from "../modules/admin/course-files/course-files-export";
import { EXIT, onError, usage, withDatabase, writeFolder } from "./course-files-cli";

const USAGE = "Usage: npm run course:export -- --course ID --out DIR";

/** npm run course:export -- --course ID --out DIR: writes the course as files (issue 32). */
async function main() {
  let values: { course?: string; out?: string };
  try {
    ({ values } = parseArgs({ options: { course: { type: "string" }, out: { type: "string" } } }));
  } catch (err) {
    usage(`${(err as Error).message}\n${USAGE}`);
  }
  if (!values.course || !values.out) usage(USAGE);
  if (fs.existsSync(values.out) && fs.readdirSync(values.out).length)
    usage(`${values.out} is not empty: export into a new or empty folder.`);
  const code = await withDatabase(async ({ db }, storage) => {
    if (!(await loadCourseModel(db, values.course!))) {
      console.error(`No course with the id ${values.course}.`);
      return EXIT.problems;
    }
    const files = await exportCourse(db, values.course!, storage);
    writeFolder(values.out!, files);
    console.log(`Exported ${files.size} files to ${values.out}.`);
    return EXIT.ok;
  });
  process.exit(code);
}

main().catch(onError);
