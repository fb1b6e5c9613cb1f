/**
 * Text and attribute values inside HTML that we write as a string (mails, the portfolio's
 * card SVG, the server-drawn first paint, small server pages, the landing's head): the one
 * escaping helper of the code base (issue 43). React escapes on its own (server pages use
 * it, decision 0228); this is for the places without it.
 * Escapes all five characters that matter in text and in quoted attributes, with named
 * entities (`'` as `&#39;`, which HTML 4 readers understand too).
 */
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}
