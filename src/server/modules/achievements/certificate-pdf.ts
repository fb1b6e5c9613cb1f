import PDFDocument from "pdfkit";
import type { Certificate } from "@shared/contracts/achievements";
import type { Language } from "@shared/i18n/languages";
import { slugify } from "@shared/text/slug";
import { formatDate } from "@shared/text/dates";

/**
 * The certificate as a PDF (decision 0044: pdfkit, the standard Helvetica fonts, no
 * stream compression so the printed text stays searchable). A4 landscape, in the
 * language the course was taken in.
 */
const TEXT: Record<
  Language,
  { title: string; intro: string; completed: string; issued: string; id: string; verify: string }
> = {
  de: {
    title: "Zertifikat",
    intro: "Hiermit wird bestätigt, dass",
    completed: "den Kurs erfolgreich abgeschlossen hat:",
    issued: "Ausgestellt am",
    id: "Zertifikats-ID",
    verify: "Echtheit prüfen:",
  },
  en: {
    title: "Certificate",
    intro: "This certifies that",
    completed: "has successfully completed the course:",
    issued: "Issued on",
    id: "Certificate ID",
    verify: "Verify:",
  },
  es: {
    title: "Certificado",
    intro: "Por la presente se certifica que",
    completed: "ha completado con éxito el curso:",
    issued: "Emitido el",
    id: "ID del certificado",
    verify: "Verificar:",
  },
  fr: {
    title: "Certificat",
    intro: "Nous certifions que",
    completed: "a terminé avec succès le cours :",
    issued: "Délivré le",
    id: "ID du certificat",
    verify: "Vérifier :",
  },
};

export function verifyUrl(baseUrl: string, id: string) {
  return `${baseUrl.replace(/\/$/, "")}/verify/${id}`;
}

/** The download's file name: the brand as ASCII letters and digits, "kurswerk" by default. */
export function certificateFileName(brand: string, id: string) {
  return `${slugify(brand, "kurswerk")}-zertifikat-${id}.pdf`;
}

/** The brand a certificate is printed under (decision 0153): the published name and colour. */
export interface CertificateBrand {
  name: string;
  color: string;
}
const BUILT_IN: CertificateBrand = { name: "Kurswerk", color: "#4f46e5" };

export function certificatePdf(
  cert: Certificate,
  baseUrl: string,
  brand: CertificateBrand = BUILT_IN,
): Promise<Buffer> {
  const t = TEXT[cert.language];
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    compress: false,
    margin: 56,
    info: {
      Title: `${t.title}: ${cert.courseTitle}`,
      Author: brand.name,
      Subject: cert.learnerName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { width, height } = doc.page;
  const inner = width - 112;
  doc
    .lineWidth(3)
    .strokeColor(brand.color)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .fillColor(brand.color)
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(brand.name.toLocaleUpperCase(cert.language), 56, 70, {
      width: inner,
      align: "center",
      characterSpacing: 4,
    });
  doc.fillColor("#111827").fontSize(40).text(t.title, 56, 110, { width: inner, align: "center" });
  doc.font("Helvetica").fontSize(16).text(t.intro, 56, 185, { width: inner, align: "center" });
  doc.font("Helvetica-Bold").fontSize(30).text(cert.learnerName, 56, 220, {
    width: inner,
    align: "center",
  });
  doc.font("Helvetica").fontSize(16).text(t.completed, 56, 275, { width: inner, align: "center" });
  doc.font("Helvetica-Bold").fontSize(24).text(cert.courseTitle, 56, 305, {
    width: inner,
    align: "center",
  });
  const date = formatDate(cert.issuedAt, cert.language, "long", "UTC");
  doc.font("Helvetica").fontSize(13).fillColor("#374151");
  doc.text(`${t.issued} ${date}`, 56, height - 150, { width: inner, align: "center" });
  doc.text(`${t.id}: ${cert.id}`, 56, height - 128, { width: inner, align: "center" });
  doc.text(`${t.verify} ${verifyUrl(baseUrl, cert.id)}`, 56, height - 106, {
    width: inner,
    align: "center",
  });
  doc.end();
  return done;
}
