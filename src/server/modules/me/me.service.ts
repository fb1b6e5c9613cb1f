import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Deps } from "../../context";
import { funnelLeads, user } from "../../db/schema";
import { badRequest, unauthorized } from "../../lib/errors";
import { AVATAR_VARIANTS } from "@shared/domain/media";
import { V } from "@shared/i18n/messages";
import type { EmailPreferences, SettingsResponse } from "@shared/contracts/settings";
import {
  accountOverview,
  deleteAccountRows,
  setProductEmails,
} from "../account/account-personal-data";
import { setLeadSubscribed } from "../leads/leads-personal-data";
import { normalizeEmail } from "../leads/leads.service";
import { processImage } from "../../lib/images";
import { removeImage, storeImage } from "../uploads/uploads.service";
import { PERSONAL_DATA_ERASERS } from "./personal-data";
import { readTutorSettings } from "../tutor/tutor.service";
import { removeScreenshots, screenshotsOfUser } from "../projects/projects.service";

/** Everything the settings screen shows: five statements whatever the data size. */
export async function settingsOf(
  deps: Deps,
  userId: string,
  currentSessionId: string | undefined,
): Promise<SettingsResponse> {
  const [overview, tutor, leads] = await Promise.all([
    accountOverview(deps.db, userId),
    readTutorSettings(deps.db),
    deps.db
      .select({ unsubscribed: funnelLeads.unsubscribed })
      .from(funnelLeads)
      .innerJoin(user, eq(funnelLeads.email, user.email))
      .where(eq(user.id, userId))
      .limit(1),
  ]);
  const p = overview.profile;
  if (!p) throw unauthorized();
  return {
    profile: {
      name: p.name,
      email: p.email,
      image: p.image,
      language: p.language,
      hasPassword: overview.methods.some((m) => m.providerId === "credential"),
    },
    twoFactorEnabled: p.twoFactorEnabled,
    emailPreferences: {
      productEmails: p.productEmails,
      funnelEmails: leads[0] ? !leads[0].unsubscribed : false,
      hasLead: Boolean(leads[0]),
    },
    sessions: overview.sessions.map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      createdAt: s.createdAt.toISOString(),
      lastActiveAt: s.updatedAt.toISOString(),
      current: s.id === currentSessionId,
    })),
    tutorRetentionDays: tutor.retentionDays,
  };
}

export async function saveEmailPreferences(
  deps: Deps,
  owner: { id: string; email: string },
  prefs: EmailPreferences,
) {
  await deps.db.transaction(async (tx) => {
    await setProductEmails(tx, owner.id, prefs.productEmails);
    await setLeadSubscribed(tx, owner.email, prefs.funnelEmails);
  });
}

/** Avatar files live under a folder named by a hash of the user id (lower-case keys). */
const avatarPrefix = (userId: string) =>
  `avatars/${createHash("sha256").update(userId).digest("hex").slice(0, 24)}`;

/** Points the user at `image` and returns the previous one (row locked, one transaction). */
async function swapAvatar(deps: Deps, userId: string, image: string | null) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: user.image })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!row) throw unauthorized();
    if (row.image === image) return null;
    await tx.update(user).set({ image }).where(eq(user.id, userId));
    return row.image;
  });
}

/** Checks, resizes and stores an uploaded avatar (same checks as course thumbnails). */
export async function setAvatar(deps: Deps, userId: string, bytes: Uint8Array) {
  const image = await processImage(bytes, AVATAR_VARIANTS);
  const url = await storeImage(deps.storage, avatarPrefix(userId), image);
  let previous: string | null;
  try {
    previous = await swapAvatar(deps, userId, url);
  } catch (err) {
    await removeImage(deps, url, AVATAR_VARIANTS);
    throw err;
  }
  if (previous && previous !== url) await removeImage(deps, previous, AVATAR_VARIANTS);
  return { image: url };
}

export async function removeAvatar(deps: Deps, userId: string) {
  const previous = await swapAvatar(deps, userId, null);
  await removeImage(deps, previous, AVATAR_VARIANTS);
  return { image: null };
}

/**
 * Deletes the account after the owner typed their address: in one transaction every
 * module's part is removed or anonymized (PERSONAL_DATA_ERASERS), then the user row with
 * everything that cascades from it. The avatar file goes after the commit.
 */
export async function deleteAccount(
  deps: Deps,
  owner: { id: string; email: string; image: string | null },
  typedEmail: string,
) {
  const email = normalizeEmail(owner.email);
  if (normalizeEmail(typedEmail) !== email)
    throw badRequest("EMAIL_MISMATCH", V("deleteEmailMismatch"), { field: "email" });
  // The project screenshots the account's submissions name go with it (issue 30).
  const screenshots = await screenshotsOfUser(deps.db, owner.id);
  await deps.db.transaction(async (tx) => {
    for (const erase of PERSONAL_DATA_ERASERS) await erase(tx, { id: owner.id, email });
    await deleteAccountRows(tx, owner.id, email);
  });
  await removeImage(deps, owner.image, AVATAR_VARIANTS);
  await removeScreenshots(deps, screenshots);
}
