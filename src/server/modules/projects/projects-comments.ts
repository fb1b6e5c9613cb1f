import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { projectSubmissionVersions, submissionComments } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import type { CommentRequest } from "@shared/contracts/projects";
import { rowsOf } from "./projects-sql";

/**
 * Stores a comment on the current version of the submission `submission` selects (one row:
 * id, version; the caller's access rule is in it), in one statement. A comment on a file
 * must name a file of that version (400). Answers what happened.
 */
export async function insertComment(
  db: DbOrTx,
  input: { authorId: string; body: CommentRequest; submission: SQL },
): Promise<"ok" | "notFound" | "notSubmitted"> {
  const { body } = input;
  const [row] = await rowsOf<{
    found: boolean;
    version: number | null;
    file_ok: boolean;
    stored: boolean;
  }>(
    db,
    sql`with sub as (${input.submission} limit 1),
      ok as (select sub.id, sub.version,
          ${body.file}::text is null or exists (select 1 from ${projectSubmissionVersions} v,
            jsonb_array_elements(v.files) f
            where v.submission_id = sub.id and v.version = sub.version
              and f ->> 'name' = ${body.file}::text) as file_ok
        from sub),
      stored as (insert into ${submissionComments} (submission_id, version, author_id, file, line, body)
        select ok.id, ok.version, ${input.authorId}, ${body.file}::text, ${body.line}::int, ${body.body}
        from ok where ok.version > 0 and ok.file_ok
        returning id)
      select exists (select 1 from sub) as found, (select version from ok) as version,
        coalesce((select file_ok from ok), false) as file_ok, exists (select 1 from stored) as stored`,
  );
  if (!row?.found) return "notFound";
  if (!row.version) return "notSubmitted";
  if (!row.file_ok)
    throw new AppError(400, "VALIDATION_ERROR", V("projectCommentFileUnknown"), { field: "file" });
  return "ok";
}
