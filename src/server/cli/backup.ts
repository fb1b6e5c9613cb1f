import { toolConfig } from "../lib/data-dir";
import { backup } from "../ops/backup";

/** npm run backup -- <empty or new folder>  (decision 0061) */
async function main() {
  const out = process.argv[2];
  if (!out) {
    console.error("usage: npm run backup -- <empty or new folder>");
    process.exit(1);
  }
  const manifest = await backup(toolConfig({ readOnly: true }), out);
  console.log(`Backup (${manifest.kind}, uploads ${manifest.uploads}) written to ${out}`);
}

main().catch((err: unknown) => {
  console.error("Backup failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
