import { describe, expect, it } from "vitest";
import { renderDocsPage } from "./docs-page";

describe("the API docs page (decision 0228)", () => {
  it("lists every operation with its summary, body and responses, every text escaped", () => {
    const html = renderDocsPage({
      info: { title: "Kurswerk <API>", description: "Für <b>alle</b>" },
      paths: {
        "/api/x/{id}": {
          get: {
            summary: "Liest <script>alert(1)</script>",
            tags: ["lernen"],
            responses: { "200": { description: 'OK "gut"', content: { "text/html": {} } } },
          },
          post: { summary: "Schreibt", requestBody: { note: "<i>" }, responses: {} },
        },
      },
    });
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain("<title>Kurswerk &lt;API&gt; – docs</title>");
    expect(html).toContain("<h1>Kurswerk &lt;API&gt;</h1>");
    expect(html).toContain("Für &lt;b&gt;alle&lt;/b&gt;");
    expect(html).not.toMatch(/<script|<b>|<i>/);
    expect(html).toContain('<span class="m get">GET</span> <code>/api/x/{id}</code>');
    expect(html).toContain('<span class="tag">lernen</span>');
    expect(html).toContain("<summary>200 – OK &quot;gut&quot;</summary>");
    expect(html).toContain("<summary>Request body</summary>");
    expect(html).toContain('<a href="/api/openapi.json">openapi.json</a>');
  });
});
