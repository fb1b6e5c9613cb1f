import type { PublicPortfolio, PublicProject } from "./portfolio-page.service";
import { SITE_FAVICON_VARIANTS, SITE_IMAGE_URL, variantUrl } from "@shared/domain/media";
import { previewDocument, scriptHashes } from "./portfolio-preview";
import { isHttpUrl } from "@shared/contracts/portfolio";
import { escapeHtml } from "@shared/text/html";
import { formatDate } from "@shared/text/dates";

/*
 * The public portfolio page as HTML, rendered on the server (decision 0128): no app bundle,
 * no script of our own; every learner text escaped; page chrome in German or English.
 */

export type PageLang = "de" | "en";

const TEXT = {
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

/** The visitor's page language: the first of German or English in Accept-Language (else English). */
export function pageLanguage(acceptLanguage: string | undefined): PageLang {
  const tags = (acceptLanguage ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1, i };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    if (tag === "de" || tag.startsWith("de-")) return "de";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return "en";
}

/** Plain text as escaped paragraphs (blank lines part them, single breaks stay); "" when empty. */
export function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p class="public">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/** A markdown brief as plain text, cut at a word within `max` characters. */
export function plainSummary(markdown: string, max = 280): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 40)).trimEnd()} …`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

const dateOf = (iso: string, lang: PageLang) => formatDate(iso, lang, "long");

const STYLE = `
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

interface RenderOptions {
  lang: PageLang;
  baseUrl: string;
  /** The self-contained download: absolute addresses and the CSP as a meta tag. */
  download?: boolean;
}

export interface RenderedPage {
  html: string;
  csp: string;
}

/** The page's Content-Security-Policy: no script of ours, only the previews' by hash. */
export function pageCsp(hashes: string[], forMeta = false): string {
  return [
    "default-src 'none'",
    `script-src ${hashes.length ? hashes.join(" ") : "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "media-src 'self' data: https:",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ].join("; ");
}

/**
 * The published site's favicon (decision 0152) as the other pages link it
 * (site-web.ts, withSiteIcon); the built-in one without an upload.
 */
function iconLinks(favicon: string, src: (url: string) => string): string {
  if (!favicon || !SITE_IMAGE_URL.test(favicon))
    return `<link rel="icon" href="${escapeHtml(src("/favicon.svg"))}" type="image/svg+xml">`;
  const small = variantUrl(favicon, SITE_FAVICON_VARIANTS[1]!);
  return (
    `<link rel="icon" type="image/webp" sizes="32x32" href="${escapeHtml(src(small))}">\n` +
    `<link rel="icon" type="image/webp" sizes="192x192" href="${escapeHtml(src(favicon))}">\n` +
    `<link rel="apple-touch-icon" href="${escapeHtml(src(favicon))}">`
  );
}

export function renderPortfolio(p: PublicPortfolio, opts: RenderOptions): RenderedPage {
  const t = TEXT[opts.lang];
  const base = opts.baseUrl.replace(/\/$/, "");
  const abs = (url: string) => (url.startsWith("/") ? `${base}${url}` : url);
  const src = (url: string) => (opts.download ? abs(url) : url);
  const pageUrl = `${base}/p/${encodeURIComponent(p.handle)}`;
  const previews = new Map<string, string>();
  for (const project of p.projects)
    if (project.runtime === "web") {
      const doc = previewDocument(project.files);
      if (doc.trim()) previews.set(project.submissionId, doc);
    }
  const csp = pageCsp(scriptHashes([...previews.values()]), opts.download);
  const description = p.bio.trim()
    ? plainSummary(p.bio, 200)
    : `${t.portfolio}: ${p.projects.map((x) => x.title).join(", ")}`.slice(0, 200);
  const title = `${p.name} – ${t.portfolio}`;
  const avatar = p.image
    ? `<img class="avatar" src="${escapeHtml(src(p.image))}" alt="${escapeHtml(`${t.avatar} ${p.name}`)}" width="96" height="96">`
    : `<div class="avatar" aria-hidden="true">${escapeHtml(initials(p.name))}</div>`;
  const links = p.links.filter((l) => isHttpUrl(l.url));
  const html = `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8">
${opts.download ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">\n` : ""}<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${p.noindex ? '<meta name="robots" content="noindex, nofollow">\n' : ""}<link rel="canonical" href="${escapeHtml(pageUrl)}">
${iconLinks(p.favicon, src)}
<meta property="og:type" content="profile">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${escapeHtml(pageUrl)}">
<meta property="og:image" content="${escapeHtml(`${pageUrl}/card.png`)}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:locale" content="${opts.lang === "de" ? "de_DE" : "en_GB"}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeHtml(title)}">
<meta name="twitter:description" content="${escapeHtml(description)}">
<meta name="twitter:image" content="${escapeHtml(`${pageUrl}/card.png`)}">
<style>${STYLE}</style>
</head>
<body>
<main>
<header class="person">
${avatar}
<div>
<p class="kicker">${t.portfolio}</p>
<h1>${escapeHtml(p.name)}</h1>
${p.bio.trim() ? `<p class="bio">${escapeHtml(p.bio)}</p>` : ""}
${
  links.length
    ? `<nav aria-label="${t.links}"><ul class="links">${links
        .map(
          (l) =>
            `<li><a href="${escapeHtml(l.url)}" rel="me noopener nofollow ugc">${escapeHtml(l.label)}</a></li>`,
        )
        .join("")}</ul></nav>`
    : ""
}
</div>
</header>
<section aria-labelledby="projects-heading">
<h2 id="projects-heading">${t.projects}</h2>
${p.projects.length ? p.projects.map((x) => projectHtml(x, previews.get(x.submissionId), opts.lang, src)).join("\n") : `<p>${t.noProjects}</p>`}
</section>
${
  p.certificates.length
    ? `<section aria-labelledby="certs-heading">
<h2 id="certs-heading">${t.certificates}</h2>
<ul class="certs">${p.certificates
        .map(
          (c) =>
            `<li><strong>${escapeHtml(c.courseTitle)}</strong> – ${t.issued} ${dateOf(c.issuedAt, opts.lang)}<br><a href="${escapeHtml(`${opts.download ? base : ""}/verify/${c.id}`)}">${t.verify}<span class="visually-hidden"> (${escapeHtml(c.courseTitle)})</span></a></li>`,
        )
        .join("")}</ul>
</section>`
    : ""
}
<footer><a href="${escapeHtml(opts.download ? `${base}/` : "/")}">${t.madeWith}</a></footer>
</main>
</body>
</html>
`;
  return { html, csp };
}

function projectHtml(
  x: PublicProject,
  preview: string | undefined,
  lang: PageLang,
  src: (url: string) => string,
): string {
  const t = TEXT[lang];
  // The learner's own words when written (decision 0186), else the assignment's summary.
  const own = paragraphs(x.publicDescription);
  const summary = own ? "" : plainSummary(x.brief);
  const files = x.files.filter((f) => f.content.trim());
  return `<article class="project" aria-labelledby="project-${x.submissionId}">
<h3 id="project-${x.submissionId}">${escapeHtml(x.title)}</h3>
<p class="meta">${t.course}: ${escapeHtml(x.courseTitle)}${x.passedAt ? ` · ${t.passed} ${dateOf(x.passedAt, lang)}` : ""}</p>
${own || (summary ? `<p>${escapeHtml(summary)}</p>` : "")}
${x.description.trim() ? `<p class="description">${escapeHtml(x.description)}</p>` : ""}
${x.reviewSummary?.trim() ? `<blockquote><p class="label">${t.review}</p>${escapeHtml(x.reviewSummary)}</blockquote>` : ""}
${x.link && isHttpUrl(x.link) ? `<p><a href="${escapeHtml(x.link)}" rel="noopener nofollow ugc">${t.openLink}<span class="visually-hidden"> (${escapeHtml(x.title)})</span></a></p>` : ""}
${
  preview
    ? `<iframe class="preview" title="${escapeHtml(`${t.preview}: ${x.title}`)}" sandbox="allow-scripts" referrerpolicy="no-referrer" loading="lazy" srcdoc="${escapeHtml(preview)}"></iframe>
<p class="hint">${t.previewHint}</p>`
    : ""
}
${
  x.screenshots.length
    ? `<div class="shots" role="group" aria-label="${t.screenshots}">${x.screenshots
        .map(
          (s, i) =>
            `<img src="${escapeHtml(src(s))}" alt="${escapeHtml(`${t.screenshot} ${i + 1}: ${x.title}`)}" loading="lazy">`,
        )
        .join("")}</div>`
    : ""
}
${
  files.length
    ? `<details><summary>${t.code}<span class="visually-hidden"> (${escapeHtml(x.title)})</span></summary>${files
        .map(
          (f) =>
            `<h4>${escapeHtml(f.name)}</h4><pre tabindex="0"><code>${escapeHtml(f.content)}</code></pre>`,
        )
        .join("")}</details>`
    : ""
}
</article>`;
}

/** The 404 page of an unknown or switched-off portfolio. */
export function renderNotFound(lang: PageLang): RenderedPage {
  const t = TEXT[lang];
  return {
    csp: pageCsp([]),
    html: `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.notFoundTitle}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${t.notFoundTitle}</h1>
<p>${t.notFoundText}</p>
<p><a href="/">${t.home}</a></p>
</main>
</body>
</html>
`,
  };
}
