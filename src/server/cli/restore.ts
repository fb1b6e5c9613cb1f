import { toolConfig } from "../lib/data-dir";
import { restore } from "../ops/backup";

/**
 * npm run restore -- <backup folder>  (decision 0061): into the empty data folder or empty
 * database the configuration names, with the server stopped. Start the server afterwards:
 * it applies newer migrations.
 */
async function main() {
  const from = process.argv[2];
  if (!from) {
    console.error("usage: npm run restore -- <backup folder>");
    process.exit(1);
  }
  await restore(toolConfig(), from);
  console.log(`Restored from ${from}`);
}

main().catch((err: unknown) => {
  console.error("Restore failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
