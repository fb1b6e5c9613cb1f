import sharp from "sharp";
import type { PublicPortfolio } from "./portfolio-page.service";
import { escapeHtml } from "@shared/text/html";

/** The OpenGraph card (1200 × 630): name, handle and the number of projects, drawn by sharp. */
export async function cardImage(p: PublicPortfolio, lang: "de" | "en"): Promise<Buffer> {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const count = p.projects.length;
  const projects =
    lang === "de"
      ? `${count} ${count === 1 ? "Projekt" : "Projekte"} · ${p.certificates.length} ${p.certificates.length === 1 ? "Zertifikat" : "Zertifikate"}`
      : `${count} ${count === 1 ? "project" : "projects"} · ${p.certificates.length} ${p.certificates.length === 1 ? "certificate" : "certificates"}`;
  const titles = p.projects.slice(0, 3).map((x, i) => {
    const y = 400 + i * 52;
    return `<text x="80" y="${y}" font-size="34" fill="#44403c">• ${escapeHtml(cut(x.title, 48))}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#fafaf9"/>
<rect x="0" y="0" width="24" height="630" fill="#0f5f8c"/>
<g font-family="DejaVu Sans, Arial, sans-serif">
<text x="80" y="130" font-size="30" fill="#57534e" letter-spacing="3">PORTFOLIO</text>
<text x="80" y="220" font-size="72" font-weight="bold" fill="#1c1917">${escapeHtml(cut(p.name, 28))}</text>
<text x="80" y="300" font-size="34" fill="#0f5f8c">${escapeHtml(projects)}</text>
${titles.join("\n")}
<text x="80" y="590" font-size="26" fill="#57534e">/p/${escapeHtml(p.handle)} · Kurswerk</text>
</g>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
