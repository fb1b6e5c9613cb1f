/*
 * The public portfolio page's chrome (decision 0128): its texts in German and English and
 * its own small style sheet (the page loads no app bundle). Constants of ours, no user text.
 */

export type PageLang = "de" | "en";

export const TEXT = {
  de: {
    portfolio: "Portfolio",
    projects: "Projekte",
    certificates: "Zertifikate",
    course: "Kurs",
    links: "Links",
    preview: "Live-Vorschau",
    previewHint: "Läuft abgeschottet in einem Sandbox-Rahmen.",
    code: "Code ansehen",
    screenshots: "Screenshots",
    screenshot: "Screenshot",
    review: "Aus der Bewertung",
    verify: "Echtheit prüfen",
    issued: "ausgestellt am",
    passed: "Bestanden am",
    openLink: "Projekt öffnen",
    noProjects: "Noch keine Projekte ausgewählt.",
    madeWith: "Erstellt mit Kurswerk",
    notFoundTitle: "Portfolio nicht gefunden",
    notFoundText: "Unter dieser Adresse gibt es kein öffentliches Portfolio.",
    home: "Zur Startseite",
    avatar: "Profilbild von",
  },
  en: {
    portfolio: "Portfolio",
    projects: "Projects",
    certificates: "Certificates",
    course: "Course",
    links: "Links",
    preview: "Live preview",
    previewHint: "Runs isolated in a sandboxed frame.",
    code: "View code",
    screenshots: "Screenshots",
    screenshot: "Screenshot",
    review: "From the review",
    verify: "Verify",
    issued: "issued on",
    passed: "Passed on",
    openLink: "Open project",
    noProjects: "No projects chosen yet.",
    madeWith: "Made with Kurswerk",
    notFoundTitle: "Portfolio not found",
    notFoundText: "There is no public portfolio at this address.",
    home: "Go to the home page",
    avatar: "Profile picture of",
  },
} as const;

export const STYLE = `
*{box-sizing:border-box}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9}
a{color:#0f5f8c}
main{max-width:960px;margin:0 auto;padding:32px 20px 48px}
header.person{display:flex;gap:20px;align-items:center;flex-wrap:wrap;margin-bottom:32px}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;background:#e7e5e4;display:flex;align-items:center;justify-content:center;font-size:32px;font-weight:600;color:#44403c}
h1{margin:0;font-size:2rem;line-height:1.2}
.kicker{margin:0 0 4px;color:#57534e;font-size:.875rem;text-transform:uppercase;letter-spacing:.05em}
.bio{white-space:pre-line;margin:8px 0 0;max-width:60ch}
ul.links{list-style:none;padding:0;margin:12px 0 0;display:flex;gap:8px 16px;flex-wrap:wrap}
h2{font-size:1.375rem;margin:40px 0 16px}
article.project{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:20px;margin-bottom:24px}
article.project h3{margin:0;font-size:1.25rem}
.meta{color:#57534e;font-size:.9rem;margin:4px 0 12px}
.description{white-space:pre-line}
blockquote{margin:16px 0;padding:8px 16px;border-left:4px solid #0f5f8c;background:#f0f7fb;white-space:pre-line}
blockquote p.label{margin:0 0 4px;font-weight:600;font-size:.875rem}
iframe.preview{width:100%;height:420px;border:1px solid #d6d3d1;border-radius:8px;background:#fff}
.hint{color:#57534e;font-size:.8rem;margin:4px 0 12px}
.shots{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px;margin:12px 0}
.shots img{width:100%;height:auto;border:1px solid #e7e5e4;border-radius:8px}
details{margin-top:12px}
summary{cursor:pointer;font-weight:600;padding:6px 0}
details h4{font:600 .875rem ui-monospace,monospace;margin:12px 0 4px}
pre{overflow:auto;background:#1c1917;color:#f5f5f4;padding:12px;border-radius:8px;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;max-height:480px}
ul.certs{list-style:none;padding:0;display:grid;gap:12px}
ul.certs li{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:16px}
footer{margin-top:48px;color:#57534e;font-size:.875rem}
a:focus-visible,summary:focus-visible{outline:3px solid #0f5f8c;outline-offset:2px}
@media (max-width:480px){main{padding:20px 14px}h1{font-size:1.6rem}iframe.preview{height:320px}}
@media print{
  body{background:#fff;font-size:11pt}
  main{max-width:none;padding:0}
  iframe.preview,.hint,footer{display:none}
  article.project,ul.certs li{break-inside:avoid;border-color:#999}
  details>*:not(summary){display:block}
  details::details-content{content-visibility:visible;display:block}
  pre{background:#fff;color:#000;border:1px solid #999;max-height:none;white-space:pre-wrap}
  a[href^="http"]:after{content:" (" attr(href) ")";font-size:9pt;color:#444}
}`;
