// Request rates of a running server: how many home pages (brotli) and how many
// durable lead submissions it answers per second. A benchmark, not a test.
//
// Usage: node scripts/load.mjs [baseURL] [seconds] [concurrency]
// Start the server with a config that lifts the per-address lead limit and a
// throwaway data dir (the leads it stores are real rows), e.g.
//   echo 'leads_per_ten_minutes = 10000000' > /tmp/load.toml
//   roadside serve --config /tmp/load.toml --data-dir /tmp/roadside-load
import http from "node:http";

const base = new URL(process.argv[2] ?? "http://127.0.0.1:8080");
const seconds = Number(process.argv[3] ?? 5);
const concurrency = Number(process.argv[4] ?? 16);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function request(method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, method, path, agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

async function run(name, send, ok) {
  const until = Date.now() + seconds * 1000;
  const latencies = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const status = await send().catch(() => 0);
        latencies.push(performance.now() - start);
        if (status !== ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(28)} ${(latencies.length / seconds).toFixed(0).padStart(7)} req/s   p50 ${at(0.5)} ms  ` +
      ` p99 ${at(0.99)} ms   ${failures ? `${failures} not ${ok}` : "all " + ok}`,
  );
}

const lead = (i) =>
  JSON.stringify({
    name: "Load Test",
    phone: "(386) 555-0100",
    email: "",
    location: "Palm Coast, FL",
    serviceType: "Emergency Roadside Service",
    vehicleInfo: "",
    urgency: "Today",
    description: `Benchmark lead number ${i}, please ignore.`,
  });

let n = 0;
console.log(`${base.origin}, ${seconds} s each, ${concurrency} at a time`);
await run("GET / (br)", () => request("GET", "/", null, { "accept-encoding": "br" }), 200);
await run("GET /sitemap.xml", () => request("GET", "/sitemap.xml"), 200);
await run(
  "POST /api/quotes (durable)",
  () => request("POST", "/api/quotes", lead(n++), { "content-type": "application/json" }),
  201,
);
agent.destroy();
