import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { setupTokens, user } from "../../db/schema";
import type { Deps } from "../../context";
import { upsertAccount } from "../../auth/accounts";
import { AppError } from "../../lib/errors";
import { recordAudit } from "../audit/audit.service";
import { V } from "@shared/i18n/messages";
import type { SetupInput } from "@shared/contracts/users";

const hashToken = (token: string) => createHash("sha256").update(token.trim()).digest("hex");
const setupDone = () => new AppError(410, "SETUP_DONE", V("setupDone"));

/** Once an admin exists it stays so (the last admin cannot be removed): remembered per database. */
const adminKnown = new WeakMap<Db, true>();

/** True while the install has no admin (one statement until the first admin exists). */
export async function setupNeeded(db: Db): Promise<boolean> {
  if (adminKnown.has(db)) return false;
  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, "admin"))
    .limit(1);
  if (admin) adminKnown.set(db, true);
  return !admin;
}

/**
 * At start, without an admin: a new setup key for this process, its hash stored (several
 * processes each print and accept their own), the key itself only in the log.
 */
export async function announceSetupToken(deps: Pick<Deps, "db" | "config">) {
  if (!(await setupNeeded(deps.db))) return null;
  const token = randomBytes(24).toString("base64url");
  await deps.db
    .insert(setupTokens)
    .values({ tokenHash: hashToken(token) })
    .onConflictDoNothing();
  const line = "-".repeat(64);
  console.log(
    `\n${line}\nNo admin yet. Create the first admin at ${deps.config.baseUrl}/setup\n` +
      `  setup key: ${token}\n${line}\n`,
  );
  return token;
}

/**
 * Creates the first admin: token rows locked (two setups at once serialise), refused with
 * 410 once an admin exists, every setup key removed in the same transaction.
 */
export async function createFirstAdmin(deps: Deps, input: SetupInput & { language: string }) {
  if (!(await setupNeeded(deps.db))) throw setupDone();
  const created = await deps.db.transaction(async (tx) => {
    const tokens = await tx.select().from(setupTokens).for("update");
    const [admin] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, "admin"))
      .limit(1);
    if (admin) throw setupDone();
    const hash = hashToken(input.token);
    if (!tokens.some((t) => t.tokenHash === hash))
      throw new AppError(403, "SETUP_TOKEN_INVALID", V("setupTokenInvalid"));
    const account = await upsertAccount(tx as unknown as Db, {
      email: input.email,
      name: input.name,
      password: input.password,
      role: "admin",
      language: input.language,
    });
    await tx.delete(setupTokens);
    await recordAudit(tx, {
      entityType: "user",
      entityId: account.id,
      action: "first-admin-created",
      actorId: null,
    });
    return account;
  });
  adminKnown.set(deps.db, true);
  return created;
}
