import fs from "node:fs";
import path from "node:path";
import { openPglite } from "../db/client";
import { writeFolder } from "./course-files-cli";
import { DEMO_FILES_DIR, demoCourseFiles, seedDemoCourseContent } from "./course-demo-files";
import {
  courseFormatFileSchemas,
  courseFormatJsonSchemaText,
} from "@shared/course-files/json-schema";

/**
 * npm run course:demo-files: rewrites examples/demo-courses/ from the seed, and the course
 * format's JSON Schemas in docs/ from the reader's schemas (tests keep both equal).
 */
async function main() {
  const database = await openPglite(null);
  try {
    await database.migrate();
    await seedDemoCourseContent(database.db);
    const folders = await demoCourseFiles(database.db);
    fs.rmSync(DEMO_FILES_DIR, { recursive: true, force: true });
    for (const [key, files] of folders) {
      writeFolder(path.join(DEMO_FILES_DIR, key), files);
      console.log(`${DEMO_FILES_DIR}/${key}: ${files.size} files`);
    }
    fs.writeFileSync("docs/course-format.schema.json", courseFormatJsonSchemaText());
    fs.rmSync("docs/course-format", { recursive: true, force: true });
    writeFolder("docs/course-format", courseFormatFileSchemas());
    console.log("docs/course-format.schema.json, docs/course-format/*.schema.json");
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
