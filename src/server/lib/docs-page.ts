import { createElement as h, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
/** A readable, self-contained page for the OpenAPI document (no CDN, no third party). */
interface OpenApiDoc {
  info?: { title?: string; description?: string };
  paths?: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        tags?: string[];
        requestBody?: unknown;
        responses?: Record<
          string,
          { description?: string; content?: Record<string, { schema?: unknown }> }
        >;
      }
    >
  >;
}

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1e293b}section{border:1px solid #e2e8f0;border-radius:12px;padding:.75rem 1rem;margin:.75rem 0}h2{font-size:1rem;margin:.25rem 0}.m{display:inline-block;min-width:4rem;font-size:.8rem;padding:.1rem .4rem;border-radius:6px;background:#e0e7ff;color:#312e81}.post{background:#dcfce7;color:#14532d}.put,.patch{background:#fef3c7;color:#713f12}.delete{background:#fee2e2;color:#7f1d1d}pre{background:#f8fafc;padding:.5rem;border-radius:8px;overflow:auto;font-size:.8rem}.tag{color:#475569;font-size:.85rem}";

/** Rendered with React like the other server pages (decision 0228): React escapes the texts. */
export function renderDocsPage(doc: OpenApiDoc): string {
  const title = doc.info?.title ?? "API";
  const details = (summary: string, value: unknown, key?: string) =>
    h(
      "details",
      { key },
      h("summary", null, summary),
      h("pre", null, JSON.stringify(value, null, 2)),
    );
  const sections = Object.entries(doc.paths ?? {}).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) =>
      h(
        "section",
        { key: `${method} ${p}` },
        h(
          "h2",
          null,
          h("span", { className: `m ${method}` }, method.toUpperCase()),
          " ",
          h("code", null, p),
        ),
        h(
          "p",
          null,
          `${op.summary ?? ""} `,
          op.tags?.length ? h("span", { className: "tag" }, op.tags.join(", ")) : null,
        ),
        op.requestBody ? details("Request body", op.requestBody) : null,
        Object.entries(op.responses ?? {}).map(([status, r]) =>
          details(`${status} – ${r.description ?? ""}`, r.content ?? {}, status),
        ),
      ),
    ),
  );
  const head = renderToStaticMarkup(
    h(
      Fragment,
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width,initial-scale=1" }),
      h("title", null, `${title} – docs`),
      h("style", { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
  );
  const body = renderToStaticMarkup(
    h(
      "main",
      null,
      h("h1", null, title),
      h(
        "p",
        null,
        `${doc.info?.description ?? ""} `,
        h("a", { href: "/api/openapi.json" }, "openapi.json"),
      ),
      sections,
    ),
  );
  return `<!doctype html><html lang="en"><head>${head}</head>\n<body>${body}</body></html>`;
}
