// Floods the analytics endpoints at full speed and measures what it does to
// leads: POST /api/quotes latency (one at a time) idle, then while the flood
// runs; and the tracker events the server accepted per second. A benchmark,
// not a test.
//
// Usage: node scripts/flood.mjs [baseURL] [seconds] [concurrency]
// Start the server with a throwaway data dir, request logging off, and the
// per-address limits lifted (every request here comes from one address), e.g.
//   printf 'leads_per_ten_minutes = 10000000\nanalytics_events_per_minute = 100000000\n' > /tmp/flood.toml
//   RUST_LOG=warn roadside serve --config /tmp/flood.toml --data-dir /tmp/roadside-flood
// With STAFF=user:password (a staff account: roadside admin create), it also
// reads the traffic summary before and after, to count the page views written.
import { spawn } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";

// `--flood` runs only the flood and prints its counts: the main process starts
// it as a child under `nice`, so that on this one machine the load generator
// gives way to the server as a remote attacker's machine would (its CPU is not
// the server's); the server itself gets no such help. FLOOD_NICE=0 runs it at
// the same priority as the server instead.
const floodOnly = process.argv[2] === "--flood";
const args = floodOnly ? process.argv.slice(3) : process.argv.slice(2);
const base = new URL(args[0] ?? "http://127.0.0.1:8080");
const seconds = Number(args[1] ?? 10);
const concurrency = Number(args[2] ?? 32);
const floodAgent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const leadAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const browser =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
  "Version/17.4 Mobile/15E148 Safari/604.1";

function request(agent, method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path, agent, headers: { "user-agent": browser, ...headers } },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode, text, headers: res.headers }));
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

const json = { "content-type": "application/json" };
let leadNo = 0;
const lead = () =>
  JSON.stringify({
    name: "Flood Test",
    phone: "(386) 555-0100",
    email: "",
    location: "Palm Coast, FL",
    serviceType: "Emergency Roadside Service",
    vehicleInfo: "",
    urgency: "Today",
    description: `Benchmark lead number ${leadNo++}, please ignore.`,
    attribution: { source: "google-ads", medium: "cpc", campaign: "flood", sessionId: "flood-session-leads" },
  });

const pct = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Quotes one at a time until `stop()` says so; their latencies in ms. */
async function quotes(stop) {
  const latencies = [];
  let failures = 0;
  while (!stop()) {
    const start = performance.now();
    const res = await request(leadAgent, "POST", "/api/quotes", lead(), json).catch(() => ({ status: 0 }));
    latencies.push(performance.now() - start);
    if (res.status !== 201) failures++;
  }
  latencies.sort((a, b) => a - b);
  return { n: latencies.length, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), failures };
}

let viewsAccepted = 0;

/** Tracker events as fast as `concurrency` connections can send them. */
async function flood(stop) {
  const counts = {};
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop()) {
        const n = i++;
        const sessionId = `flood-${Math.floor(n / 4)
          .toString(36)
          .padStart(8, "0")}`;
        const page = ["/", "/quote", "/about", "/locations/palm-coast"][n % 4];
        const [path, body] =
          n % 2 === 0
            ? [
                "/api/track-pageview",
                {
                  sessionId,
                  page,
                  userAgent: browser,
                  referrer: "",
                  timeZone: "America/New_York",
                  attribution: { source: "direct", sessionId },
                },
              ]
            : [
                "/api/website-analytics",
                { sessionId, page, device: "mobile", browser: "other", referrer: "", loadTime: "0.8" },
              ];
        const res = await request(floodAgent, "POST", path, JSON.stringify(body), json).catch(() => ({ status: 0 }));
        counts[res.status] = (counts[res.status] ?? 0) + 1;
        if (res.status === 204 && path === "/api/track-pageview") viewsAccepted++;
      }
    }),
  );
  return counts;
}

async function staffCookie() {
  if (!process.env.STAFF) return null;
  const [username, password] = process.env.STAFF.split(":");
  const res = await request(leadAgent, "POST", "/api/admin/login", JSON.stringify({ username, password }), json);
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status}`);
  return String(res.headers["set-cookie"]).split(";")[0];
}

const pageViews = async (cookie) =>
  cookie
    ? JSON.parse((await request(leadAgent, "GET", "/api/admin/traffic", null, { cookie })).text).totalPageViews
    : null;

if (floodOnly) {
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  const counts = await flood(() => Date.now() > until);
  console.log(JSON.stringify({ counts, viewsAccepted, seconds: (performance.now() - started) / 1000 }));
  floodAgent.destroy();
  process.exit(0);
}

/** The flood in FLOOD_PROCS (default 2) niced child processes, `concurrency`
 * connections between them; resolves with their summed counts. */
async function floodProcess() {
  const procs = Number(process.env.FLOOD_PROCS ?? 2);
  const one = () =>
    new Promise((resolve, reject) => {
      const each = String(Math.max(1, Math.round(concurrency / procs)));
      const child = spawn(
        "nice",
        [
          "-n",
          process.env.FLOOD_NICE ?? "19",
          process.execPath,
          fileURLToPath(import.meta.url),
          "--flood",
          base.origin,
          String(seconds),
          each,
        ],
        {
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`flood exited ${code}`))));
    });
  const results = await Promise.all(Array.from({ length: procs }, one));
  const counts = {};
  for (const r of results) for (const [k, v] of Object.entries(r.counts)) counts[k] = (counts[k] ?? 0) + v;
  return {
    counts,
    viewsAccepted: results.reduce((n, r) => n + r.viewsAccepted, 0),
    seconds: Math.max(...results.map((r) => r.seconds)),
  };
}

const cookie = await staffCookie();
console.log(`${base.origin}: ${seconds} s idle, then ${seconds} s of flood from ${concurrency} connections`);
const idleUntil = Date.now() + seconds * 1000;
const idle = await quotes(() => Date.now() > idleUntil);
console.log(
  `POST /api/quotes idle:     ${idle.n} sent, p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ` +
    `ms${idle.failures ? `, ${idle.failures} failed` : ""}`,
);

const viewsBefore = await pageViews(cookie);
const flooding = floodProcess();
let floodDone = false;
void flooding.finally(() => (floodDone = true));
await new Promise((r) => setTimeout(r, 300)); // let the flood get going
const busy = await quotes(() => floodDone);
const { counts, viewsAccepted: accepted204Views, seconds: floodSeconds } = await flooding;
viewsAccepted = accepted204Views;
console.log(
  `POST /api/quotes flooded:  ${busy.n} sent, p50 ${busy.p50.toFixed(1)} ms, p99 ${busy.p99.toFixed(1)} ` +
    `ms${busy.failures ? `, ${busy.failures} failed` : ""}`,
);
console.log(`quote p99 flooded / idle:  ${(busy.p99 / idle.p99).toFixed(2)}x`);
const accepted = counts[204] ?? 0;
console.log(
  `tracker events accepted:   ${(accepted / floodSeconds).toFixed(0)} events/s (${JSON.stringify(counts)} by status)`,
);
if (cookie) {
  await new Promise((r) => setTimeout(r, 2000)); // let the writer drain its queue
  const written = (await pageViews(cookie)) - viewsBefore;
  console.log(
    `page views written:        ${written} of ${viewsAccepted} accepted (${viewsAccepted - written} ` +
      `dropped when the queue was full)`,
  );
}
floodAgent.destroy();
leadAgent.destroy();
