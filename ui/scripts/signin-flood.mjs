// Benchmark, not a test: N sign-ins at once, each from its own address (the
// server must trust X-Forwarded-For) and for its own unknown account, so that
// every one of them is a full argon2 run; prints the server's peak memory.
//
//   node scripts/signin-flood.mjs URL SERVER_PID [N=200]
//
// Start the server with `trust_proxy_headers = true` and
// `sign_ins_per_five_minutes` above N.
import { readFileSync } from "node:fs";

const [url, pid, n = "200"] = process.argv.slice(2);
if (!url || !pid) {
  console.error("usage: node scripts/signin-flood.mjs URL SERVER_PID [N]");
  process.exit(2);
}
const memory = (field) =>
  Number(
    /\d+/.exec(
      readFileSync(`/proc/${pid}/status`, "utf8")
        .split("\n")
        .find((l) => l.startsWith(field)),
    )[0],
  );
const before = memory("VmRSS:");
const started = performance.now();
const statuses = await Promise.all(
  Array.from({ length: Number(n) }, (_, i) =>
    fetch(`${url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ username: `nobody${i}`, password: "not-the-password" }),
    }).then((r) => r.status),
  ),
);
const seconds = (performance.now() - started) / 1000;
const counts = statuses.reduce((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
console.log(
  `${n} sign-ins at once in ${seconds.toFixed(1)} s, answers ${JSON.stringify(counts)}; ` +
    `server RSS ${(before / 1024).toFixed(0)} MB before, peak ${(memory("VmHWM:") / 1024).toFixed(0)} MB`,
);
