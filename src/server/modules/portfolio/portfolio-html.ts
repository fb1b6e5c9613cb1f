import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PublicPortfolio, PublicProject } from "./portfolio-page.service";
import { SITE_FAVICON_VARIANTS, SITE_IMAGE_URL, variantUrl } from "@shared/domain/media";
import { previewDocument, scriptHashes } from "./portfolio-preview";
import { isHttpUrl } from "@shared/contracts/portfolio";
import { formatDate } from "@shared/text/dates";
import { STYLE, TEXT, type PageLang } from "./portfolio-page-chrome";

/*
 * The public portfolio page as HTML, rendered on the server (decision 0128): no app bundle,
 * no script of our own; page chrome in German or English. Rendered with React's
 * renderToStaticMarkup like the site pages (decision 0228): React escapes every learner text.
 */

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

/** Plain text as paragraphs (blank lines part them, single breaks stay); [] when empty. */
export function paragraphs(text: string): ReactNode[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i) =>
      h(
        "p",
        { key: i, className: "public" },
        ...p.split("\n").flatMap((line, j) => (j > 0 ? [h("br"), line] : [line])),
      ),
    );
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
 * A whole document, its head and its body each rendered by React (as the site pages'
 * body, site-page-html.ts). Apart, not as one <html> element: rendering a whole document,
 * React moves a preload of the avatar in front of the download's CSP meta tag.
 */
const documentHtml = (lang: PageLang, head: ReactNode[], body: ReactNode) => `<!doctype html>
<html lang="${lang}">
<head>
${renderToStaticMarkup(h(Fragment, null, ...head))}
</head>
<body>
${renderToStaticMarkup(body)}
</body>
</html>
`;

/** The page's own style sheet (a constant of ours, never user text). */
const styleSheet = () => h("style", { dangerouslySetInnerHTML: { __html: STYLE } });

/**
 * The published site's favicon (decision 0152) as the other pages link it
 * (site-web.ts, withSiteIcon); the built-in one without an upload.
 */
function iconLinks(favicon: string, src: (url: string) => string): ReactNode[] {
  if (!favicon || !SITE_IMAGE_URL.test(favicon))
    return [h("link", { rel: "icon", href: src("/favicon.svg"), type: "image/svg+xml" })];
  const small = variantUrl(favicon, SITE_FAVICON_VARIANTS[1]!);
  return [
    h("link", { rel: "icon", type: "image/webp", sizes: "32x32", href: src(small) }),
    h("link", { rel: "icon", type: "image/webp", sizes: "192x192", href: src(favicon) }),
    h("link", { rel: "apple-touch-icon", href: src(favicon) }),
  ];
}

/** The name of a link, the project's title in it for screen readers. */
const hiddenTitle = (title: string) => h("span", { className: "visually-hidden" }, ` (${title})`);

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
  const card = `${pageUrl}/card.png`;
  const avatar = p.image
    ? h("img", {
        className: "avatar",
        src: src(p.image),
        alt: `${t.avatar} ${p.name}`,
        width: 96,
        height: 96,
      })
    : h("div", { className: "avatar", "aria-hidden": "true" }, initials(p.name));
  // Only http(s) addresses become links (a javascript: URL never does).
  const links = p.links.filter((l) => isHttpUrl(l.url));
  const meta = (name: string, content: string) => h("meta", { name, content });
  const og = (property: string, content: string) => h("meta", { property, content });
  const head = [
    h("meta", { charSet: "utf-8" }),
    opts.download ? h("meta", { httpEquiv: "Content-Security-Policy", content: csp }) : null,
    meta("viewport", "width=device-width, initial-scale=1"),
    h("title", null, title),
    meta("description", description),
    p.noindex ? meta("robots", "noindex, nofollow") : null,
    h("link", { rel: "canonical", href: pageUrl }),
    ...iconLinks(p.favicon, src),
    og("og:type", "profile"),
    og("og:title", title),
    og("og:description", description),
    og("og:url", pageUrl),
    og("og:image", card),
    og("og:image:width", "1200"),
    og("og:image:height", "630"),
    og("og:locale", opts.lang === "de" ? "de_DE" : "en_GB"),
    meta("twitter:card", "summary_large_image"),
    meta("twitter:title", title),
    meta("twitter:description", description),
    meta("twitter:image", card),
    styleSheet(),
  ];
  const person = h(
    "header",
    { className: "person" },
    avatar,
    h(
      "div",
      null,
      h("p", { className: "kicker" }, t.portfolio),
      h("h1", null, p.name),
      p.bio.trim() ? h("p", { className: "bio" }, p.bio) : null,
      links.length
        ? h(
            "nav",
            { "aria-label": t.links },
            h(
              "ul",
              { className: "links" },
              links.map((l, i) =>
                h(
                  "li",
                  { key: i },
                  h("a", { href: l.url, rel: "me noopener nofollow ugc" }, l.label),
                ),
              ),
            ),
          )
        : null,
    ),
  );
  const projects = h(
    "section",
    { "aria-labelledby": "projects-heading" },
    h("h2", { id: "projects-heading" }, t.projects),
    p.projects.length
      ? p.projects.map((x) =>
          h(ProjectArticle, {
            key: x.submissionId,
            x,
            preview: previews.get(x.submissionId),
            lang: opts.lang,
            src,
          }),
        )
      : h("p", null, t.noProjects),
  );
  const certificates = p.certificates.length
    ? h(
        "section",
        { "aria-labelledby": "certs-heading" },
        h("h2", { id: "certs-heading" }, t.certificates),
        h(
          "ul",
          { className: "certs" },
          p.certificates.map((c) =>
            h(
              "li",
              { key: c.id },
              h("strong", null, c.courseTitle),
              ` – ${t.issued} ${dateOf(c.issuedAt, opts.lang)}`,
              h("br"),
              h(
                "a",
                { href: `${opts.download ? base : ""}/verify/${c.id}` },
                t.verify,
                hiddenTitle(c.courseTitle),
              ),
            ),
          ),
        ),
      )
    : null;
  const html = documentHtml(
    opts.lang,
    head,
    h(
      "main",
      null,
      person,
      projects,
      certificates,
      h("footer", null, h("a", { href: opts.download ? `${base}/` : "/" }, t.madeWith)),
    ),
  );
  return { html, csp };
}

function ProjectArticle({
  x,
  preview,
  lang,
  src,
}: {
  x: PublicProject;
  preview: string | undefined;
  lang: PageLang;
  src: (url: string) => string;
}): ReactNode {
  const t = TEXT[lang];
  // The learner's own words when written (decision 0186), else the assignment's summary.
  const own = paragraphs(x.publicDescription);
  const summary = own.length ? "" : plainSummary(x.brief);
  const files = x.files.filter((f) => f.content.trim());
  const heading = `project-${x.submissionId}`;
  return h(
    "article",
    { className: "project", "aria-labelledby": heading },
    h("h3", { id: heading }, x.title),
    h(
      "p",
      { className: "meta" },
      `${t.course}: ${x.courseTitle}${x.passedAt ? ` · ${t.passed} ${dateOf(x.passedAt, lang)}` : ""}`,
    ),
    own.length ? own : summary ? h("p", null, summary) : null,
    x.description.trim() ? h("p", { className: "description" }, x.description) : null,
    x.reviewSummary?.trim()
      ? h("blockquote", null, h("p", { className: "label" }, t.review), x.reviewSummary)
      : null,
    x.link && isHttpUrl(x.link)
      ? h(
          "p",
          null,
          h("a", { href: x.link, rel: "noopener nofollow ugc" }, t.openLink, hiddenTitle(x.title)),
        )
      : null,
    // The learner's code runs only here: in a sandbox without same-origin, by its CSP hash.
    ...(preview
      ? [
          h("iframe", {
            className: "preview",
            title: `${t.preview}: ${x.title}`,
            sandbox: "allow-scripts",
            referrerPolicy: "no-referrer",
            loading: "lazy",
            srcDoc: preview,
          }),
          h("p", { className: "hint" }, t.previewHint),
        ]
      : []),
    x.screenshots.length
      ? h(
          "div",
          { className: "shots", role: "group", "aria-label": t.screenshots },
          x.screenshots.map((s, i) =>
            h("img", {
              key: i,
              src: src(s),
              alt: `${t.screenshot} ${i + 1}: ${x.title}`,
              loading: "lazy",
            }),
          ),
        )
      : null,
    files.length
      ? h(
          "details",
          null,
          h("summary", null, t.code, hiddenTitle(x.title)),
          files.flatMap((f, i) => [
            h("h4", { key: `n${i}` }, f.name),
            h("pre", { key: `c${i}`, tabIndex: 0 }, h("code", null, f.content)),
          ]),
        )
      : null,
  );
}

/** The 404 page of an unknown or switched-off portfolio. */
export function renderNotFound(lang: PageLang): RenderedPage {
  const t = TEXT[lang];
  return {
    csp: pageCsp([]),
    html: documentHtml(
      lang,
      [
        h("meta", { charSet: "utf-8" }),
        h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
        h("meta", { name: "robots", content: "noindex" }),
        h("title", null, t.notFoundTitle),
        styleSheet(),
      ],
      h(
        "main",
        null,
        h("h1", null, t.notFoundTitle),
        h("p", null, t.notFoundText),
        h("p", null, h("a", { href: "/" }, t.home)),
      ),
    ),
  };
}
