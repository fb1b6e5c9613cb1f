import { formatDay } from "@shared/text/dates";
import { sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { DbOrTx } from "../../db/client";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { slugify } from "@shared/text/slug";
import type { ParticipationVerifyResponse } from "@shared/contracts/teaching";
import { publishedBrandColorSql, publishedBrandNameSql } from "../site/site.service";
import { notFound } from "../../lib/errors";
import { attendedSecondsSql, LIVE_SESSION_KIND } from "./live-session-record";
import {
  checkId,
  cohortNotFound,
  iso,
  rowsOf,
  taughtCohortSql,
  type Teacher,
} from "./teaching-scope";

/*
 * The certificate of participation ("Teilnahmebescheinigung", issue 44, decision 0215): a
 * teacher issues it for a learner of their class; it states the class, its period, the hours
 * learned (the record of learning's time in the class's courses since its start, without live
 * sessions: the gradebook's figure) and the hours attended (the record's live sessions of the
 * class, written when a teacher marks the learner present, decision 0230). Stored as
 * printed, refreshed when issued again (same id), verifiable by its id like a course
 * certificate (/verify/participation/:id). The PDF uses pdfkit as the course certificates do
 * (decision 0044).
 */

interface Stored {
  id: string;
  learner_name: string;
  cohort_name: string;
  start_date: string;
  end_date: string;
  learned_minutes: number;
  attended_minutes: number;
  language: string;
  issued_at: string;
}

/** Issues (or refreshes) the learner's certificate of participation: one statement. */
export async function issueParticipation(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  userId: string,
): Promise<{ id: string }> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`with c as (${taughtCohortSql(me, cohortId)}),
      m as (select u.id, u.name, u.language from cohort_members cm join "user" u on u.id = cm.user_id
        where cm.cohort_id = (select id from c) and cm.user_id = ${userId}),
      fig as (select
        round((select coalesce(sum(e.seconds), 0) from learning_events e
          where e.user_id = ${userId}
            and e.course_id in (select course_id from cohort_courses where cohort_id = (select id from c))
            and e.at >= (select start_date from c) and e.kind <> ${LIVE_SESSION_KIND}) / 60.0)::int as learned,
        (${attendedSecondsSql(sql`${userId}`, sql`(select s.id from cohort_sessions s where s.cohort_id = (select id from c))`)} / 60)::int
          as attended)
      insert into participation_certificates (cohort_id, user_id, learner_name, cohort_name,
        start_date, end_date, learned_minutes, attended_minutes, language, issued_by)
      select c.id, m.id, m.name, c.name, c.start_date, c.end_date, fig.learned, fig.attended,
        m.language, ${me.id}
      from c, m, fig
      on conflict (cohort_id, user_id) do update set learner_name = excluded.learner_name,
        cohort_name = excluded.cohort_name, start_date = excluded.start_date,
        end_date = excluded.end_date, learned_minutes = excluded.learned_minutes,
        attended_minutes = excluded.attended_minutes, language = excluded.language,
        issued_by = excluded.issued_by, issued_at = now()
      returning id`,
  );
  if (!row) throw cohortNotFound();
  return row;
}

/** The learner's issued certificate in a class the caller teaches, with the brand: one statement. */
export async function participationForPdf(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  userId: string,
) {
  const [row] = await rowsOf<Stored & { brand: string; color: string }>(
    db,
    sql`with c as (${taughtCohortSql(me, cohortId)})
      select p.*, ${publishedBrandNameSql()} as brand, ${publishedBrandColorSql()} as color
      from participation_certificates p
      where p.cohort_id = (select id from c) and p.user_id = ${userId}`,
  );
  if (!row) throw notFound("PARTICIPATION_NOT_FOUND", "v:notFound");
  return row;
}

/**
 * The caller's OWN certificate of participation by its id, with the brand: one statement. The
 * id from the client is only looked up together with the caller's user id, so another
 * learner's id answers 404 (as an unknown one), never their PDF. The same row, and so the same
 * PDF, as the teacher's download.
 */
export async function ownParticipationForPdf(db: DbOrTx, userId: string, id: string) {
  const [row] = await rowsOf<Stored & { brand: string; color: string }>(
    db,
    sql`select p.*, ${publishedBrandNameSql()} as brand, ${publishedBrandColorSql()} as color
      from participation_certificates p
      where p.id = ${checkParticipationId(id)}::uuid and p.user_id = ${userId}`,
  );
  if (!row) throw notFound("PARTICIPATION_NOT_FOUND", "v:notFound");
  return row;
}

/** An id that cannot be a certificate's answers 404 before any statement runs. */
function checkParticipationId(id: string) {
  try {
    return checkId(id);
  } catch {
    throw notFound("PARTICIPATION_NOT_FOUND", "v:notFound");
  }
}

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const day = (v: string | Date) =>
  typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10);

/** Public: whether an id is a certificate of participation, and what it states. */
export async function verifyParticipation(
  db: DbOrTx,
  id: string,
): Promise<ParticipationVerifyResponse> {
  const [row] = await rowsOf<Stored>(
    db,
    sql`select * from participation_certificates where id = ${checkId(id)}::uuid`,
  );
  if (!row) throw notFound("PARTICIPATION_NOT_FOUND", "v:notFound");
  return {
    valid: true,
    learnerName: row.learner_name,
    cohortName: row.cohort_name,
    startDate: day(row.start_date),
    endDate: day(row.end_date),
    learnedHours: hours(row.learned_minutes),
    attendedHours: hours(row.attended_minutes),
    issuedAt: iso(row.issued_at)!,
  };
}

const TEXT: Record<
  Language,
  {
    title: string;
    intro: string;
    took: string;
    period: (from: string, to: string) => string;
    learned: string;
    attended: string;
    hours: string;
    issued: string;
    id: string;
    verify: string;
  }
> = {
  de: {
    title: "Teilnahmebescheinigung",
    intro: "Hiermit wird bestätigt, dass",
    took: "an der Klasse teilgenommen hat:",
    period: (a, b) => `Zeitraum: ${a} bis ${b}`,
    learned: "Lernzeit laut Lernprotokoll",
    attended: "Anwesenheit bei Live-Terminen",
    hours: "Std.",
    issued: "Ausgestellt am",
    id: "Bescheinigungs-ID",
    verify: "Echtheit prüfen:",
  },
  en: {
    title: "Certificate of participation",
    intro: "This certifies that",
    took: "has taken part in the class:",
    period: (a, b) => `Period: ${a} to ${b}`,
    learned: "Learning time according to the learning record",
    attended: "Attendance at live sessions",
    hours: "h",
    issued: "Issued on",
    id: "Certificate ID",
    verify: "Verify:",
  },
  es: {
    title: "Certificado de participación",
    intro: "Por la presente se certifica que",
    took: "ha participado en la clase:",
    period: (a, b) => `Periodo: del ${a} al ${b}`,
    learned: "Tiempo de estudio según el registro de aprendizaje",
    attended: "Asistencia a sesiones en directo",
    hours: "h",
    issued: "Emitido el",
    id: "ID del certificado",
    verify: "Verificar:",
  },
  fr: {
    title: "Attestation de participation",
    intro: "Nous attestons que",
    took: "a participé à la classe :",
    period: (a, b) => `Période : du ${a} au ${b}`,
    learned: "Temps d’apprentissage selon le journal d’apprentissage",
    attended: "Présence aux séances en direct",
    hours: "h",
    issued: "Délivrée le",
    id: "ID de l’attestation",
    verify: "Vérifier :",
  },
};

export const participationVerifyUrl = (baseUrl: string, id: string) =>
  `${baseUrl.replace(/\/$/, "")}/verify/participation/${id}`;

export const participationFileName = (brand: string, name: string) =>
  `${slugify(brand, "kurswerk")}-teilnahmebescheinigung-${slugify(name, "teilnahme", 40)}.pdf`;

/** The certificate of participation as a PDF (A4 portrait, the learner's language). */
export function participationPdf(
  row: Stored & { brand: string; color: string },
  baseUrl: string,
): Promise<Buffer> {
  const lang: Language = isLanguage(row.language) ? row.language : "de";
  const t = TEXT[lang];
  const fmt = (v: string) => formatDay(day(v), lang, "long");
  const num = (v: number) => new Intl.NumberFormat(lang).format(v);
  const doc = new PDFDocument({
    size: "A4",
    compress: false,
    margin: 56,
    info: { Title: `${t.title}: ${row.cohort_name}`, Author: row.brand, Subject: row.learner_name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { width, height } = doc.page;
  const inner = width - 112;
  const center = { width: inner, align: "center" as const };
  doc
    .lineWidth(3)
    .strokeColor(row.color)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .fillColor(row.color)
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(row.brand.toLocaleUpperCase(lang), 56, 80, { ...center, characterSpacing: 4 });
  doc.fillColor("#111827").fontSize(30).text(t.title, 56, 130, center);
  doc.font("Helvetica").fontSize(15).text(t.intro, 56, 220, center);
  doc.font("Helvetica-Bold").fontSize(26).text(row.learner_name, 56, 250, center);
  doc.font("Helvetica").fontSize(15).text(t.took, 56, 305, center);
  doc.font("Helvetica-Bold").fontSize(22).text(row.cohort_name, 56, 335, center);
  doc
    .font("Helvetica")
    .fontSize(14)
    .text(t.period(fmt(row.start_date), fmt(row.end_date)), 56, 390, center);
  doc.text(`${t.learned}: ${num(hours(row.learned_minutes))} ${t.hours}`, 56, 450, center);
  doc.text(`${t.attended}: ${num(hours(row.attended_minutes))} ${t.hours}`, 56, 475, center);
  doc.fontSize(12).fillColor("#374151");
  doc.text(`${t.issued} ${fmt(iso(row.issued_at)!)}`, 56, height - 170, center);
  doc.text(`${t.id}: ${row.id}`, 56, height - 148, center);
  doc.text(`${t.verify} ${participationVerifyUrl(baseUrl, row.id)}`, 56, height - 126, center);
  doc.end();
  return done;
}
