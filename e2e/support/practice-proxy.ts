// The practice test page on Kurswerk's origin without Playwright's routing, which turns the
// browser's HTTP cache off (decision 0243): a proxy in front of the server that serves the
// test page itself and passes everything else through. Pages opened on `base` with
// openPracticePage(page, { routed: false }) see the app's caching as a learner's browser does.
import http from "node:http";
import { PRACTICE_TEST_PATH, practiceTestFile } from "./practice-page";

/** `port` 0: any free port (`base` names it). */
export async function startPracticeProxy(
  target: string,
  port: number,
): Promise<{ base: string; forwarded: string[]; close(): Promise<void> }> {
  const to = new URL(target);
  /** The paths passed on to the server, in order: what the browser did not have in its cache. */
  const forwarded: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith(PRACTICE_TEST_PATH)) {
      void practiceTestFile(url.split("?")[0]).then((f) => {
        res.writeHead(200, { "content-type": f.contentType, ...f.headers });
        res.end(f.body);
      });
      return;
    }
    forwarded.push(url);
    const upstream = http.request(
      { host: to.hostname, port: to.port, path: url, method: req.method, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
