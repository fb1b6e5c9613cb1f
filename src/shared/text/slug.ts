/**
 * A title as a name part for folders, files and downloads: "Was ist HTML?" → "was-ist-html".
 * German umlauts are written out (ä → ae), other accents dropped, everything but a–z and 0–9
 * becomes one hyphen; cut at a word's end within `max` characters; `fallback` when nothing is
 * left. The one slug helper of the code base (issue 43): course folders, the course zip, CSV
 * and certificate file names.
 */
const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue" };

export function slugify(title: string, fallback: string, max = 40): string {
  const full = title
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let s = full.slice(0, max);
  // Cut at a word's end, not inside a word.
  if (full.length > max && full[max] !== "-" && s.lastIndexOf("-") > max * 0.4)
    s = s.slice(0, s.lastIndexOf("-"));
  return s.replace(/-+$/, "") || fallback;
}
