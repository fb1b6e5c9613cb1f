import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import rehypeSanitize from "rehype-sanitize";
import type { SiteClientData } from "@shared/contracts/site";
import { siteLogoSize } from "@shared/domain/media";
import type { Language } from "@shared/i18n/languages";
import { sitePageTexts } from "@shared/i18n/site-messages";
import { THEME_SCRIPT } from "@shared/theme-script";
import { escapeHtml } from "@shared/text/html";

interface MdNode {
  type: string;
  children?: MdNode[];
}

/** Raw HTML in the markdown is shown as text, never interpreted (as components/markdown.tsx). */
function remarkHtmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === "html") node.type = "text";
    node.children?.forEach(walk);
  };
  return (tree: MdNode) => walk(tree);
}

/**
 * A line break the operator typed is a line break on the page (issue 46): an address
 * entered on four lines shows on four lines, not merged into one as plain markdown does.
 * Code keeps its own newlines (its nodes are not "text").
 */
function remarkLineBreaks() {
  const walk = (node: MdNode & { value?: string }) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child: MdNode & { value?: string }) => {
      if (child.type !== "text" || !child.value?.includes("\n")) {
        walk(child);
        return [child];
      }
      return child.value
        .split(/\r?\n/)
        .flatMap((part, i): MdNode[] => [
          ...(i > 0 ? [{ type: "break" }] : []),
          ...(part ? [{ type: "text", value: part } as MdNode] : []),
        ]);
    });
  };
  return (tree: MdNode) => walk(tree);
}

// The class names of the web app's markdown (components/markdown.tsx), so the built style
// sheet has them.
const cls =
  (tag: string, className: string) =>
  ({ node: _n, ...p }: { node?: unknown; children?: ReactNode }) =>
    h(tag, { className, ...p });
const components = {
  h1: cls("h2", "mt-8 mb-3 text-2xl font-semibold tracking-tight first:mt-0"),
  h2: cls("h2", "mt-8 mb-3 text-xl font-semibold tracking-tight first:mt-0"),
  h3: cls("h3", "mt-6 mb-2 text-lg font-semibold first:mt-0"),
  h4: cls("h4", "mt-5 mb-2 font-semibold first:mt-0"),
  p: cls("p", "my-3 leading-7"),
  ul: cls("ul", "my-3 list-disc space-y-1.5 pl-6 leading-7"),
  ol: cls("ol", "my-3 list-decimal space-y-1.5 pl-6 leading-7"),
  a: cls("a", "font-medium text-primary underline underline-offset-4"),
} as Components;

function brandLogoImages(site: SiteClientData): ReactNode[] {
  const light = site.brand.logoLight || site.brand.logoDark;
  const dark = site.brand.logoDark || site.brand.logoLight;
  if (!light) return [];
  const img = "h-8 w-auto max-w-32 object-contain";
  return [
    h("img", {
      key: "l",
      src: light,
      alt: "",
      // Its size before it loads: no layout shift (decision 0158).
      ...(siteLogoSize(light) ?? { height: 32 }),
      className: dark !== light ? `${img} dark:hidden` : img,
      "data-testid": "brand-logo",
    }),
    dark !== light
      ? h("img", {
          key: "d",
          src: dark,
          alt: "",
          ...(siteLogoSize(dark) ?? { height: 32 }),
          className: `${img} hidden dark:block`,
          "data-testid": "brand-logo-dark",
        })
      : null,
  ];
}

/**
 * A site page as full HTML, rendered on the server: readable without JavaScript and signed
 * out (issue 31). Markdown goes through the same sanitizer as lesson text.
 */
export function sitePageHtml(opts: {
  lang: Language;
  title: string;
  body: string;
  site: SiteClientData;
  /** The built style sheet's <link> and the brand colour's <style>, when there are. */
  headExtra: string;
}): string {
  const { lang, title, body, site } = opts;
  const t = sitePageTexts[lang];
  const brand = site.brand.name;
  const linkList = (links: SiteClientData["links"]): ReactNode =>
    h(
      "ul",
      { className: "flex flex-wrap gap-x-6 gap-y-2 text-sm" },
      links.map((l) =>
        h(
          "li",
          { key: l.slug },
          h(
            "a",
            { href: l.path, className: "text-muted-foreground hover:text-foreground" },
            l.title[lang] ?? l.slug,
          ),
        ),
      ),
    );
  const nav = site.links.filter((l) => l.inNav);
  const page = h(
    "div",
    { className: "flex min-h-dvh flex-col" },
    h(
      "header",
      { className: "border-b bg-card" },
      h(
        "div",
        {
          className:
            "mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6",
        },
        h(
          "a",
          {
            href: "/",
            className: "flex items-center gap-2 text-lg font-bold",
            "aria-label": t.home,
          },
          // The operator's logo (decision 0152): the dark one in the dark theme (decision
          // 0159, by CSS: right without JavaScript too), either standing in for the other.
          ...brandLogoImages(site),
          brand,
        ),
        nav.length > 0 ? h("nav", { "aria-label": t.mainNav }, linkList(nav)) : null,
      ),
    ),
    h(
      "main",
      { id: "main", className: "mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6" },
      h("h1", { className: "text-3xl font-bold tracking-tight text-balance" }, title),
      h(
        "div",
        { className: "mt-6 break-words" },
        h(
          ReactMarkdown,
          {
            remarkPlugins: [remarkGfm, remarkHtmlAsText, remarkLineBreaks],
            rehypePlugins: [rehypeSanitize],
            components,
          },
          body,
        ),
      ),
    ),
    h(
      "footer",
      { className: "border-t bg-card" },
      h(
        "div",
        { className: "mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6" },
        h("nav", { "aria-label": t.pagesNav }, linkList(site.links)),
        h("a", { href: "/", className: "text-sm font-medium text-primary underline" }, t.home),
      ),
    ),
  );
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <script>${THEME_SCRIPT}</script>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escapeHtml(`${title} – ${brand}`)}</title>
    ${opts.headExtra}
  </head>
  <body>${renderToStaticMarkup(page)}</body>
</html>`;
}
