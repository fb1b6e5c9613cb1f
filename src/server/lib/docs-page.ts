import { escapeHtml } from "@shared/text/html";
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

export function renderDocsPage(doc: OpenApiDoc): string {
  const rows = Object.entries(doc.paths ?? {}).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const body = op.requestBody
        ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(op.requestBody, null, 2))}</pre></details>`
        : "";
      const responses = Object.entries(op.responses ?? {})
        .map(
          ([status, r]) =>
            `<details><summary>${escapeHtml(status)} – ${escapeHtml(r.description ?? "")}</summary><pre>${escapeHtml(JSON.stringify(r.content ?? {}, null, 2))}</pre></details>`,
        )
        .join("");
      return `<section><h2><span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(p)}</code></h2><p>${escapeHtml(op.summary ?? "")} ${op.tags?.length ? `<span class="tag">${escapeHtml(op.tags.join(", "))}</span>` : ""}</p>${body}${responses}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.info?.title ?? "API")} – docs</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1e293b}section{border:1px solid #e2e8f0;border-radius:12px;padding:.75rem 1rem;margin:.75rem 0}h2{font-size:1rem;margin:.25rem 0}.m{display:inline-block;min-width:4rem;font-size:.8rem;padding:.1rem .4rem;border-radius:6px;background:#e0e7ff;color:#312e81}.post{background:#dcfce7;color:#14532d}.put,.patch{background:#fef3c7;color:#713f12}.delete{background:#fee2e2;color:#7f1d1d}pre{background:#f8fafc;padding:.5rem;border-radius:8px;overflow:auto;font-size:.8rem}.tag{color:#475569;font-size:.85rem}</style></head>
<body><main><h1>${escapeHtml(doc.info?.title ?? "API")}</h1><p>${escapeHtml(doc.info?.description ?? "")} <a href="/api/openapi.json">openapi.json</a></p>${rows.join("\n")}</main></body></html>`;
}
