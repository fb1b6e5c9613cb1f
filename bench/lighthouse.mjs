// Lighthouse (mobile, its default emulation) on the given pages with Debian's Chromium,
// run as its own process by api.bench.ts. argv[2]: JSON { base, pages: [{ path, cookie? }] }.
// Prints one JSON line: per page the four category scores and the scripts loaded.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const { base, pages } = JSON.parse(process.argv[2]);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const out = [];
// A signed-in page gets its session cookie in the browser's cookie jar, as a signed-in
// visitor has it. (Lighthouse's extraHeaders would pin one Cookie header on every request,
// so a cookie the server renews in a response never reaches the next request: 401s that a
// real browser does not see, counted against best practices.)
async function storeCookies(cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    await browser.setCookie(
      ...cookie.split("; ").map((pair) => {
        const i = pair.indexOf("=");
        return {
          name: pair.slice(0, i),
          value: pair.slice(i + 1),
          domain: new URL(base).hostname,
          path: "/",
          httpOnly: true,
        };
      }),
    );
  } finally {
    await browser.disconnect();
  }
}
try {
  for (const page of pages) {
    if (page.cookie) await storeCookies(page.cookie);
    const result = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result.lhr;
    if (process.env.LH_DUMP) (await import("node:fs")).writeFileSync(process.env.LH_DUMP, JSON.stringify(lhr));
    // A page that redirected (the setup screen of an install without an admin, a signed-out
    // /app) is not the page asked for: say so rather than report its figures under its name.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path)
      console.error(`lighthouse: ${page.path} ended on ${landed}; its figures are that page's`);
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    out.push({
      path: page.path,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      scripts: requests
        .filter((r) => r.resourceType === "Script")
        .map((r) => ({ url: r.url, transferSize: r.transferSize })),
    });
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(out) + "\n");
