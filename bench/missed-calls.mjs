// Missed call to text (issue 27): how long from the instant a call becomes
// missed to the caller's text reaching Twilio. A benchmark, not a test: run
// it on a quiet machine.
//   node bench/missed-calls.mjs        (N=50 calls; BIN=path/to/roadside to compare builds)
// One roadside (release build) on a fresh data dir, with [sms] pointed at a
// Twilio Messages stand-in in this script and [voice] without voicemail. The
// owner (made with `roadside admin create`) is on call; each call comes from
// a number of its own (a number is texted at most once in 30 minutes) and
// goes as Twilio takes it: POST /api/voice/inbound (ringing), whose <Dial>
// rings the owner, then its action URL with DialCallStatus=no-answer, both
// signed with X-Twilio-Signature over base_url by Twilio's own helper
// library (ui/node_modules, a devDependency of the UI). The time runs from
// that last webhook's send to the moment the stand-in has the text's whole
// request (no polling), one call after the other; WARMUP calls (2) go first
// and are not counted. The second line times that webhook's own reply (its
// transaction stores the missed call, its lead and the queued text): the text
// goes out after that commit, so the two move together. Needs
// `cargo build --release` and `npm ci` in ui/. The work dir (database,
// roadside.log) is printed at the end and kept.
import { spawn, execFileSync } from "node:child_process";
import crypto from "node:crypto";
import { createWriteStream, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const twilio = createRequire(path.join(root, "ui/package.json"))("twilio");

const N = Number(process.env.N ?? 50);
const WARMUP = Number(process.env.WARMUP ?? 2);
if (!(Number.isInteger(N) && N > 0 && N <= 9000 && Number.isInteger(WARMUP) && WARMUP >= 0 && WARMUP <= 999))
  throw new Error("N is 1 to 9000 calls, WARMUP 0 to 999");
const bin = path.resolve(root, process.env.BIN ?? "target/release/roadside");
const TIMEOUT_MS = 15_000;
const ACCOUNT_SID = "AC0000000000000000000000000000bench";
const AUTH_TOKEN = "bench-auth-token";
const BUSINESS_NUMBER = "+13865550100";
const OWNER_PHONE = "+13865550101";
const PASSWORD = crypto.randomBytes(12).toString("base64url");

const work = mkdtempSync(path.join(tmpdir(), "roadside-bench-calls."));

/** A port nobody listens on now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

// The Twilio Messages stand-in: checks what Twilio checks (basic auth, the
// account, E.164 To, a body) and notes when each text's request was whole.
const arrived = new Map(); // To -> [{ at, body, from }]
const waiting = new Map(); // To -> resolve
const refused = [];
const standIn = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const at = performance.now();
    const answer = (status, body) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const m = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
    if (req.method !== "POST" || !m) {
      refused.push(`${req.method} ${req.url}`);
      return answer(404, { code: 20404, message: "Not found" });
    }
    const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`;
    if (req.headers.authorization !== expected || m[1] !== ACCOUNT_SID) {
      refused.push("a text with the wrong account or credentials");
      return answer(401, { code: 20003, message: "Authenticate" });
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const to = form.get("To") ?? "";
    if (!/^\+[1-9]\d{1,14}$/.test(to) || !form.get("Body")) {
      refused.push(`a text to ${to} without a valid To or Body`);
      return answer(400, { code: 21211, message: `Invalid 'To' Phone Number: ${to}` });
    }
    const text = { at, body: form.get("Body"), from: form.get("From") };
    arrived.set(to, [...(arrived.get(to) ?? []), text]);
    waiting.get(to)?.(text);
    waiting.delete(to);
    answer(201, { sid: `SM${crypto.randomBytes(16).toString("hex")}`, status: "queued", to });
  });
});
const standInPort = await new Promise((resolve) =>
  standIn.listen(0, "127.0.0.1", () => resolve(standIn.address().port)),
);

const port = Number(process.env.PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
writeFileSync(
  path.join(work, "bench.toml"),
  `base_url = "${base}"
log_level = "warn"
leads_per_ten_minutes = 1000000000
sign_ins_per_five_minutes = 1000

[backup]
every_hours = 0

[alerts]
retry_base_ms = 200

[sms]
provider = "twilio"
account_sid = "${ACCOUNT_SID}"
auth_token = "${AUTH_TOKEN}"
from = "${BUSINESS_NUMBER}"
api_base = "http://127.0.0.1:${standInPort}"

[voice]
ring_seconds = 20
voicemail = false
`,
);

// The first account is the owner.
execFileSync(
  bin,
  ["admin", "create", "--username", "bench", "--password-stdin", "--data-dir", path.join(work, "data")],
  {
    input: `${PASSWORD}\n`,
    stdio: ["pipe", "ignore", "inherit"],
  },
);
const server = spawn(
  bin,
  [
    "serve",
    "--config",
    path.join(work, "bench.toml"),
    "--listen",
    `127.0.0.1:${port}`,
    "--data-dir",
    path.join(work, "data"),
  ],
  { stdio: ["ignore", "ignore", "pipe"] },
);
const log = [];
server.stderr.on("data", (c) => log.push(c));
server.stderr.pipe(createWriteStream(path.join(work, "roadside.log")));
const stop = () => server.exitCode === null && server.kill();
process.on("exit", stop);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(130));
server.on("exit", (code) => {
  if (code !== null && code !== 0) {
    console.error(`roadside exited with ${code}:\n${Buffer.concat(log).toString()}`);
    process.exit(1);
  }
});

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    if (i > 200) throw new Error(`roadside did not answer on ${base}`);
  }
  await new Promise((r) => setTimeout(r, 50));
}

// The owner signs in and puts themself on call.
async function api(method, url, body, cookie) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}
const login = await api("POST", "/api/admin/login", { username: "bench", password: PASSWORD });
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const people = (await (await api("GET", "/api/voice/on-call", undefined, cookie)).json()).people;
const owner = people.find((p) => p.username === "bench");
const onCall = await (
  await api(
    "PUT",
    "/api/voice/on-call",
    { people: [{ userId: owner.userId, phone: OWNER_PHONE, mode: "always" }] },
    cookie,
  )
).json();
if (onCall.ringsNow?.[0] !== owner.userId) throw new Error(`the owner is not on call: ${JSON.stringify(onCall)}`);

/** Posts a voice webhook as Twilio does: form-encoded, signed over the full URL and the params. */
async function twilioPost(url, params) {
  const full = url.startsWith("http") ? url : `${base}${url}`;
  const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, full, params);
  const res = await fetch(full, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    body: new URLSearchParams(params).toString(),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${full}: ${res.status} ${text}`);
  return text;
}

const callParams = (sid, from, status) => ({
  AccountSid: ACCOUNT_SID,
  ApiVersion: "2010-04-01",
  CallSid: sid,
  CallStatus: status,
  Called: BUSINESS_NUMBER,
  Caller: from,
  Direction: "inbound",
  From: from,
  To: BUSINESS_NUMBER,
});
const unescapeXml = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** One call nobody answers: milliseconds from its missing to its text, and to the webhook's answer. */
async function missedCall(i) {
  const from = `+1321555${String(i).padStart(4, "0")}`;
  const sid = `CA${crypto.randomBytes(16).toString("hex")}`;
  const answer = await twilioPost("/api/voice/inbound", callParams(sid, from, "ringing"));
  const dial = /<Dial\b([^>]*)>\s*<Number\b[^>]*>([^<]*)<\/Number>/.exec(answer);
  const action = dial && /\baction="([^"]*)"/.exec(dial[1]);
  if (!action || unescapeXml(dial[2].trim()) !== OWNER_PHONE)
    throw new Error(`call ${i} did not ring the owner: ${answer}`);
  const texted = new Promise((resolve, reject) => {
    waiting.set(from, resolve);
    setTimeout(() => reject(new Error(`no text to ${from} within ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref();
  });
  const params = {
    ...callParams(sid, from, "in-progress"),
    DialCallSid: `CA${crypto.randomBytes(16).toString("hex")}`,
    DialCallStatus: "no-answer",
    DialCallDuration: "0",
  };
  // Signed before the clock starts: Twilio has its request ready too.
  const url = unescapeXml(action[1]);
  const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params);
  const body = new URLSearchParams(params).toString();
  const t0 = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    body,
  });
  const goodbye = await res.text();
  const answered = performance.now() - t0;
  if (res.status !== 200 || !goodbye.includes("<Hangup/>")) throw new Error(`call ${i}: ${res.status} ${goodbye}`);
  const text = await texted;
  if (text.from !== BUSINESS_NUMBER || !text.body.includes(`${base}/call/`))
    throw new Error(`call ${i}: not the missed-call text: ${JSON.stringify(text)}`);
  return { text: text.at - t0, answered };
}

for (let i = 0; i < WARMUP; i++) await missedCall(9000 + i);
const runs = [];
for (let i = 0; i < N; i++) runs.push(await missedCall(i));

// Nearest rank, as examples/messages_latency.rs: over 50 calls p99 is the slowest.
const pct = (sorted, p) => sorted[Math.round((sorted.length - 1) * p)];
const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const f = (x) => `${x.toFixed(1)} ms`;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `p50 ${f(pct(s, 0.5))}   p99 ${f(pct(s, 0.99))}   min ${f(s[0])}   max ${f(s.at(-1))}   mean ${f(mean)}`;
};
const extra = [...arrived.values()].filter((t) => t.length > 1).length;
console.log(`missed call -> text at Twilio, ${N} calls:  ${summary(runs.map((r) => r.text))}`);
console.log(`the no-answer webhook's own reply:  ${summary(runs.map((r) => r.answered))}`);
if (extra || refused.length)
  console.log(`odd: ${extra} numbers texted more than once; refused: ${refused.join(", ") || "none"}`);
console.log(`work dir ${work}`);
stop();
standIn.close();
process.exit(0);
