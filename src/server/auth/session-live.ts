import { sql, type SQLWrapper } from "drizzle-orm";
import { session, user } from "../db/schema";

/*
 * Sign-out and bans take effect at the next request (issue 33, decision 0095). The learner's
 * hot reads take the session from Better Auth's signed cookie cache (decision 0055) and the
 * in-process memo of verified cookie caches (decision 0062), without a session statement;
 * instead their one statement asks the database, next to the content epoch, whether that
 * session still exists, has not expired and belongs to a user who is not banned. A session
 * deleted by a sign-out, a password change, "end other sessions" or a ban in any process is
 * refused by every process at its next read: nothing about revocation lives in memory.
 */

/**
 * True while the session `sessionId` of `userId` is live. A null `sessionId` means the caller
 * already read the stored session in this request (an admin's view of a learner).
 */
export const sessionLiveSql = (userId: SQLWrapper, sessionId: SQLWrapper) =>
  sql<boolean>`(${sessionId}::text is null or exists (select 1 from ${session} ls
    join ${user} lu on lu.id = ls.user_id
    where ls.id = ${sessionId}::text and ls.user_id = ${userId} and ls.expires_at > now()
      and not (lu.banned and (lu.ban_expires is null or lu.ban_expires > now()))))`;

/**
 * The learner a hot read is for, and the id of the session their request came with (to be
 * confirmed in the read's statement), or null when the caller's session was read from the
 * database already.
 */
export interface Reader {
  userId: string;
  sessionId: string | null;
}
