import type { DbOrTx } from "../../db/client";
import { exportAccountData } from "../account/account-personal-data";
import { deleteLeadData, exportLeadData } from "../leads/leads-personal-data";
import { anonymizeAuditOf } from "../audit/audit-personal-data";
import { exportLearningData } from "../learning/learning-personal-data";
import { exportTutorConversationsForUser } from "../tutor/tutor.service";
import { exportBadgesForUser } from "../achievements/achievements.service";
import { exportCertificatesForUser } from "../achievements/certificates.service";
import { exportProjectsData } from "../projects/projects.service";
import { exportPortfolioData } from "../portfolio/portfolio.service";
import { exportNotificationsData } from "../notifications/notifications.service";
import { exportTeachingData } from "../teaching/teaching-personal-data";
import { exportHelpRequestsData } from "../help/help.service";

/**
 * The data export (GDPR Art. 15 and 20, decision 0041) is built from one function per
 * module, each with a fixed number of statements. A module adds its part with one line
 * here (certificates, tutor conversations): the key names the part in the JSON file.
 */
export type PersonalDataExporter = (
  db: DbOrTx,
  owner: { id: string; email: string },
) => Promise<unknown>;

export const PERSONAL_DATA_EXPORTERS: Record<string, PersonalDataExporter> = {
  account: (db, owner) => exportAccountData(db, owner.id),
  learning: (db, owner) => exportLearningData(db, owner.id),
  leads: (db, owner) => exportLeadData(db, owner.email),
  tutorConversations: (db, owner) => exportTutorConversationsForUser(db, owner.id),
  badges: (db, owner) => exportBadgesForUser(db, owner.id),
  certificates: (db, owner) => exportCertificatesForUser(db, owner.id),
  projects: (db, owner) => exportProjectsData(db, owner.id),
  portfolio: (db, owner) => exportPortfolioData(db, owner.id),
  notifications: (db, owner) => exportNotificationsData(db, owner.id),
  // Issue 44: certificates of participation and attendance at live sessions.
  teaching: (db, owner) => exportTeachingData(db, owner.id),
  helpRequests: (db, owner) => exportHelpRequestsData(db, owner.id),
};

export async function exportPersonalData(db: DbOrTx, owner: { id: string; email: string }) {
  const parts = await Promise.all(
    Object.entries(PERSONAL_DATA_EXPORTERS).map(
      async ([key, fn]) => [key, await fn(db, owner)] as const,
    ),
  );
  return { exportedAt: new Date().toISOString(), ...Object.fromEntries(parts) };
}

/**
 * Account deletion (GDPR Art. 17): every part that is not removed by ON DELETE CASCADE
 * with the user row is removed or anonymized here, inside the deletion's transaction.
 * A module adds its part with one line (e.g. certificates keep a revoked, nameless row).
 */
export type PersonalDataEraser = (
  tx: DbOrTx,
  owner: { id: string; email: string },
) => Promise<void>;

export const PERSONAL_DATA_ERASERS: PersonalDataEraser[] = [
  (tx, owner) => deleteLeadData(tx, owner.email),
  (tx, owner) => anonymizeAuditOf(tx, owner.id),
];
