// Load generator, run as its own process by api.bench.ts so that autocannon does not share
// the server's event loop. Reads a JSON spec file (argv[2]) and prints one JSON line.
//
// spec: { url, connections, duration, method?, headers?, body?,
//         amount?, cookies?: string[], paths?: string[], bodies?: string[] }
// Request k uses cookies[k % C] and paths[floor(k / C) % P] (every learner × path pair
// once before any repeats) and bodies[k % B]. With `amount`, exactly that many requests.
import fs from "node:fs";
import autocannon from "autocannon";

const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const cookies = spec.cookies ?? [];
const paths = spec.paths ?? [];
const bodies = spec.bodies ?? [];
let k = 0;

const request = {
  method: spec.method ?? "GET",
  setupRequest: (req) => {
    const i = k++;
    const out = { ...req, headers: { ...spec.headers, ...req.headers } };
    if (cookies.length) out.headers.cookie = cookies[i % cookies.length];
    if (paths.length) out.path = paths[Math.floor(i / Math.max(cookies.length, 1)) % paths.length];
    if (bodies.length) out.body = bodies[i % bodies.length];
    else if (spec.body !== undefined) out.body = spec.body;
    return out;
  },
};

// autocannon ends a run at its next one-second tick, so its own rate (the mean of per-second
// counts) and duration round a run of `amount` requests up to whole seconds: 2,000 requests
// answered in 3.05 s counted as 500 req/s. The rate here is the answers divided by the time
// from the start to the last answer.
const startedAt = performance.now();
let lastAnswerAt = startedAt;
const run = autocannon({
  url: spec.url,
  connections: spec.connections,
  ...(spec.amount ? { amount: spec.amount } : { duration: spec.duration }),
  headers: spec.headers,
  requests: [request],
});
run.on("response", () => (lastAnswerAt = performance.now()));
const result = await run;
const seconds = (lastAnswerAt - startedAt) / 1000;

process.stdout.write(
  JSON.stringify({
    rps: seconds > 0 ? Math.round((result.requests.total / seconds) * 100) / 100 : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    sent: k,
  }) + "\n",
);
