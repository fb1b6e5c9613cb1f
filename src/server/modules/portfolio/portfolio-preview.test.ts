import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { previewDocument, scriptHashes } from "./portfolio-preview";
import { escapeHtml } from "@shared/text/html";
import { pageLanguage, plainSummary, renderPortfolio } from "./portfolio-html";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("the preview document (decision 0128)", () => {
  it("inlines local style sheets and scripts, keeps remote ones, and hashes exactly the inline scripts", () => {
    const doc = previewDocument([
      {
        name: "index.html",
        content:
          '<link rel="stylesheet" href="./style.css"><link rel="stylesheet" href="https://cdn.example/x.css">' +
          '<script src="app.js"></script><script src="https://cdn.example/x.js"></script><script>inline()</script>',
      },
      { name: "style.css", content: "p{color:red}</style><script>evil()</script>" },
      { name: "app.js", content: "run('</script><b>x</b>')\r\n" },
    ]);
    expect(doc).toContain("<style>p{color:red}<\\/style><script>evil()</script></style>");
    expect(doc).toContain('href="https://cdn.example/x.css"');
    expect(doc).toContain("<script>run('<\\/script><b>x</b>')\n</script>");
    expect(doc).toContain('<script src="https://cdn.example/x.js"></script>');
    const hashes = scriptHashes([doc]);
    expect(hashes).toContain(sha("run('<\\/script><b>x</b>')\n"));
    expect(hashes).toContain(sha("inline()"));
    // evil() is style text in the frame (never run); its hash only allows what the learner could write anyway.
    expect(hashes).toHaveLength(3);
  });

  it("is empty without an HTML file", () => {
    expect(previewDocument([{ name: "main.py", content: "print(1)" }])).toBe("");
  });
});

describe("the page", () => {
  it("picks German or English by Accept-Language", () => {
    expect(pageLanguage("de-AT,en;q=0.5")).toBe("de");
    expect(pageLanguage("fr,en-US;q=0.8,de;q=0.7")).toBe("en");
    expect(pageLanguage("en;q=0.2,de;q=0.9")).toBe("de");
    expect(pageLanguage(undefined)).toBe("en");
  });

  it("escapes every learner text and puts the preview only into a sandboxed srcdoc", () => {
    const { html, csp } = renderPortfolio(
      {
        handle: "x-y",
        name: '<img src=x onerror="alert(1)">',
        image: null,
        bio: "</p><script>alert(1)</script>",
        links: [
          { label: "ok", url: "https://example.com/?a=<b>" },
          { label: "bad", url: "javascript:alert(1)" },
        ],
        noindex: false,
        projects: [
          {
            submissionId: "s1",
            title: '"><script>alert(1)</script>',
            courseTitle: "Kurs",
            brief: "**Fett** [Link](https://x)",
            runtime: "web",
            files: [{ name: "index.html", content: '<script>alert("hi")</script>' }],
            link: "javascript:alert(1)",
            description: "",
            publicDescription: "",
            screenshots: [],
            reviewSummary: null,
            passedAt: null,
          },
        ],
        certificates: [],
        favicon: "",
      },
      { lang: "de", baseUrl: "http://localhost:3000" },
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("javascript:");
    expect(html).toContain(escapeHtml('<img src=x onerror="alert(1)">'));
    // React writes the attribute as srcDoc (HTML attribute names ignore case).
    expect(html).toContain(`srcDoc="${escapeHtml('<script>alert("hi")</script>')}"`);
    expect(html).toContain('sandbox="allow-scripts"');
    expect(csp).toContain(sha('alert("hi")'));
    expect(plainSummary("**Fett** [Link](https://x)")).toBe("Fett Link");
  });

  it("the download's CSP meta tag comes before anything that loads, and links keep their rel", () => {
    const { html } = renderPortfolio(
      {
        handle: "erika",
        name: "Erika",
        image: "/uploads/avatars/e.webp",
        bio: "",
        links: [{ label: "GitHub", url: "https://github.com/erika" }],
        noindex: true,
        projects: [],
        certificates: [],
        favicon: "",
      },
      { lang: "de", baseUrl: "http://localhost:3000", download: true },
    );
    const cspAt = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(cspAt).toBeGreaterThan(0);
    for (const loads of ["<link", "<img", "<style"])
      expect(html.indexOf(loads)).toBeGreaterThan(cspAt);
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(
      '<a href="https://github.com/erika" rel="me noopener nofollow ugc">GitHub</a>',
    );
  });
});
