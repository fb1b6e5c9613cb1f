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

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  ...(spec.amount ? { amount: spec.amount } : { duration: spec.duration }),
  headers: spec.headers,
  requests: [request],
});

process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    sent: k,
  }) + "\n",
);
