import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("makes markup and attribute breakouts inert", () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)">`)).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(escapeHtml("Tom & Jerry's")).toBe("Tom &amp; Jerry&#39;s");
  });
  it("escapes an ampersand once, not the entities it writes", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });
});
