// Run by scripts/e2e-server.mjs (tsx) before the server starts: known test accounts.
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { upsertAccount } from "../../src/server/auth/accounts";
import { E2E_PASSWORD, E2E_USERS } from "./users";

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
for (const u of Object.values(E2E_USERS)) {
  await upsertAccount(database.db, {
    email: u.email,
    name: u.name,
    password: E2E_PASSWORD,
    role: u.role,
  });
}
await database.close();
