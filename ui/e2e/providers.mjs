// The browser tests' stand-ins for the messaging providers, on one port:
// Twilio's Messages API (checks basic auth, the account, E.164 numbers) and
// a Web Push service (checks the VAPID JWT: ES256 signature, aud = this
// origin, exp within 24 h, sub set; decrypts the aes128gcm payload with the
// subscription's private key, RFC 8291). Tests read what arrived over HTTP:
//   GET /subscription/NAME  a new PushSubscription JSON whose keys stay here
//   GET /texts              the texts received, GET /pushes the pushes
//   GET /calls              the call requests received (Twilio's Calls API)
//   POST /twilio/unsubscribed/NUMBER  that number opted out at Twilio: a text
//                           to it is refused with error 21610, as Twilio does
// a geocoder (Nominatim's GET /nominatim/search), and Stripe: Checkout sessions (checks the secret key, form encoding, line
// items, the $0.50 minimum), their pages (/pay/ID: Pay sends the signed
// checkout.session.completed webhook to the server, then returns to the
// success URL), and the look-ups the server's sweep makes.
//   GET /stripe/sessions    the sessions made, with their forms, look-ups and webhook answers
import crypto from "node:crypto";
import http from "node:http";

const port = Number(process.argv[2]);
// The roadside server, for Stripe's webhook.
const serverPort = Number(process.argv[3]);
export const STRIPE_SECRET = "sk_test_e2e_roadside";
export const STRIPE_WEBHOOK_SECRET = "whsec_e2e_roadside";
const sessions = new Map();
const origin = `http://127.0.0.1:${port}`;
export const ACCOUNT_SID = "AC00000000000000000000000000000e2e";
export const AUTH_TOKEN = "e2e-auth-token";
const texts = [];
const calls = [];
const unsubscribed = new Set();
const pushes = [];
const refusals = [];
const devices = new Map(); // name -> { ecdh, auth }

const b64url = (buf) => Buffer.from(buf).toString("base64url");
const json = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
const read = (req) =>
  new Promise((resolve) => {
    const parts = [];
    req.on("data", (c) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts)));
  });

function verifyVapid(header) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!m) return "Authorization is not vapid t=..., k=...";
  const [, token, k] = m;
  const key = Buffer.from(k, "base64url");
  if (key.length !== 65 || key[0] !== 4) return "k is not an uncompressed P-256 point";
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33)) },
    format: "jwk",
  });
  const [h, p, s] = token.split(".");
  const ok = crypto.verify(
    "sha256",
    Buffer.from(`${h}.${p}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(s, "base64url"),
  );
  if (!ok) return "the JWT's ES256 signature is wrong";
  const head = JSON.parse(Buffer.from(h, "base64url").toString());
  const claims = JSON.parse(Buffer.from(p, "base64url").toString());
  if (head.alg !== "ES256") return `alg ${head.alg}`;
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp - now <= 24 * 3600)) return "exp not within 24 h";
  if (!claims.sub) return "no sub";
  return null;
}

function decrypt(device, body) {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = device.ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", shared, device.auth, info, 32));
  const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return JSON.parse(padded.subarray(0, end).toString());
}

function sessionJson(s) {
  const metadata = {};
  for (const [k, v] of s.form) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]] = v;
  }
  return {
    id: s.id,
    object: "checkout.session",
    mode: "payment",
    status: s.status,
    payment_status: s.paymentStatus,
    amount_total: s.total,
    currency: "usd",
    url: `${origin}/pay/${s.id}`,
    metadata,
    success_url: s.form.get("success_url"),
    cancel_url: s.form.get("cancel_url"),
    expires_at: Math.floor(Date.now() / 1000) + 86400,
  };
}

function createSession(req, body, res) {
  if (req.headers.authorization !== `Bearer ${STRIPE_SECRET}`)
    return json(res, 401, { error: { message: "Invalid API Key provided" } });
  if (req.headers["content-type"] !== "application/x-www-form-urlencoded")
    return json(res, 400, { error: { message: "Stripe takes form-encoded bodies" } });
  const form = new URLSearchParams(body.toString());
  if (form.get("mode") !== "payment") return json(res, 400, { error: { message: "Missing required param: mode." } });
  for (const u of ["success_url", "cancel_url"])
    if (!/^https?:\/\//.test(form.get(u) ?? "")) return json(res, 400, { error: { message: `Not a valid URL: ${u}` } });
  let total = 0;
  let n = 0;
  for (; form.has(`line_items[${n}][price_data][unit_amount]`); n++) {
    const amount = form.get(`line_items[${n}][price_data][unit_amount]`);
    const quantity = Number(form.get(`line_items[${n}][quantity]`));
    if (!/^\d+$/.test(amount) || !(quantity >= 1) || form.get(`line_items[${n}][price_data][currency]`) !== "usd")
      return json(res, 400, { error: { message: `line_items[${n}] is incomplete` } });
    total += Number(amount) * quantity;
  }
  if (n === 0) return json(res, 400, { error: { message: "line_items is required in payment mode" } });
  if (total < 50) return json(res, 400, { error: { message: "The total must be at least $0.50 usd" } });
  const s = {
    id: `cs_test_${crypto.randomBytes(12).toString("hex")}`,
    form,
    total,
    status: "open",
    paymentStatus: "unpaid",
    lookups: 0,
    webhook: null,
  };
  sessions.set(s.id, s);
  return json(res, 200, sessionJson(s));
}

/** Posts the signed event to the server as Stripe does: Stripe-Signature t=...,v1=HMAC-SHA256(t.body). */
async function sendWebhook(s) {
  const event = JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString("hex")}`,
    object: "event",
    type: "checkout.session.completed",
    data: { object: sessionJson(s) },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = crypto.createHmac("sha256", STRIPE_WEBHOOK_SECRET).update(`${t}.${event}`).digest("hex");
  const answer = await fetch(`http://127.0.0.1:${serverPort}/api/payments/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": `t=${t},v1=${v1}` },
    body: event,
  });
  return answer.status;
}

const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main>${body}</main></body></html>`;

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, origin);
    const body = await read(req);
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") return createSession(req, body, res);
    const lookup = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && lookup) {
      if (req.headers.authorization !== `Bearer ${STRIPE_SECRET}`)
        return json(res, 401, { error: { message: "Invalid API Key provided" } });
      const s = sessions.get(lookup[1]);
      if (!s) return json(res, 404, { error: { message: `No such checkout.session: '${lookup[1]}'` } });
      s.lookups++;
      return json(res, 200, sessionJson(s));
    }
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay && sessions.has(pay[1])) {
      const s = sessions.get(pay[1]);
      if (req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end(
          page(
            "Stripe Checkout (stand-in)",
            `<h1>Pay $${(s.total / 100).toFixed(2)}</h1><form method="post"><button>Pay</button></form>`,
          ),
        );
      }
      s.status = "complete";
      s.paymentStatus = "paid";
      s.webhook = await sendWebhook(s);
      res.writeHead(303, { location: s.form.get("success_url") });
      return res.end();
    }
    if (req.method === "GET" && url.pathname === "/stripe/sessions")
      return json(
        res,
        200,
        [...sessions.values()].map((s) => ({
          ...sessionJson(s),
          form: Object.fromEntries(s.form),
          lookups: s.lookups,
          webhook: s.webhook,
        })),
      );
    const twilio = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (req.method === "POST" && twilio) {
      const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(res, 401, { code: 20003, message: "Authenticate" });
      if (twilio[1] !== ACCOUNT_SID) return json(res, 404, { code: 20404, message: "Not found" });
      const form = new URLSearchParams(body.toString());
      const to = form.get("To") ?? "";
      if (!/^\+[1-9]\d{1,14}$/.test(to))
        return json(res, 400, { code: 21211, message: `Invalid 'To' Phone Number: ${to}` });
      if (!form.get("Body")) return json(res, 400, { code: 21602, message: "Message body is required." });
      if (unsubscribed.has(to))
        return json(res, 400, { code: 21610, message: "Attempt to send to unsubscribed recipient" });
      const sid = `SM${crypto.randomBytes(16).toString("hex")}`;
      texts.push({
        sid,
        to,
        from: form.get("From"),
        body: form.get("Body"),
        statusCallback: form.get("StatusCallback"),
      });
      return json(res, 201, { sid, status: "queued", to });
    }
    // Twilio's Calls API, checked as twilio-oai's CreateCall: To and From in E.164, and one of
    // Url (absolute http or https), Twiml or ApplicationSid; Method and StatusCallbackMethod GET or POST.
    const calling = /^\/2010-04-01\/Accounts\/([^/]+)\/Calls\.json$/.exec(url.pathname);
    if (req.method === "POST" && calling) {
      const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(res, 401, { code: 20003, message: "Authenticate" });
      if (calling[1] !== ACCOUNT_SID) return json(res, 404, { code: 20404, message: "Not found" });
      if (req.headers["content-type"] !== "application/x-www-form-urlencoded")
        return json(res, 400, { code: 20001, message: "Content-Type must be application/x-www-form-urlencoded" });
      const form = new URLSearchParams(body.toString());
      const e164 = /^\+[1-9]\d{1,14}$/;
      const absolute = /^https?:\/\/[^\s]+$/;
      const to = form.get("To") ?? "";
      if (!e164.test(to)) return json(res, 400, { code: 21211, message: `Invalid 'To' Phone Number: ${to}` });
      if (!e164.test(form.get("From") ?? ""))
        return json(res, 400, { code: 21212, message: "Invalid 'From' Phone Number" });
      const target = form.get("Url");
      if (!target && !form.get("Twiml") && !form.get("ApplicationSid"))
        return json(res, 400, { code: 21205, message: "Url parameter is required." });
      if (target && !absolute.test(target))
        return json(res, 400, { code: 21205, message: `Url is not valid: ${target}` });
      for (const name of ["Method", "StatusCallbackMethod"])
        if (form.has(name) && !["GET", "POST"].includes(form.get(name) ?? ""))
          return json(res, 400, { code: 21207, message: `${name} must be GET or POST` });
      if (form.has("StatusCallback") && !absolute.test(form.get("StatusCallback") ?? ""))
        return json(res, 400, { code: 21609, message: "StatusCallback is not a valid URL" });
      const sid = `CA${crypto.randomBytes(16).toString("hex")}`;
      calls.push({ sid, form: Object.fromEntries(form) });
      return json(res, 201, { sid, status: "queued", to, from: form.get("From") });
    }
    const push = /^\/push\/([^/]+)$/.exec(url.pathname);
    if (req.method === "POST" && push) {
      const device = devices.get(push[1]);
      if (!device) return json(res, 404, { reason: "no such subscription" });
      const refused = (status, reason) => {
        refusals.push(reason);
        json(res, status, { reason });
      };
      if (req.headers["content-encoding"] !== "aes128gcm") return refused(415, "not aes128gcm");
      if (!/^\d+$/.test(req.headers.ttl ?? "")) return refused(400, "no TTL");
      const bad = verifyVapid(req.headers.authorization);
      if (bad) return refused(403, bad);
      try {
        pushes.push({
          device: push[1],
          payload: decrypt(device, body),
          urgency: req.headers.urgency,
          ttl: Number(req.headers.ttl),
        });
      } catch (e) {
        return refused(400, `payload does not decrypt: ${e.message}`);
      }
      res.writeHead(201).end();
      return;
    }
    const sub = /^\/subscription\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && sub) {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      devices.set(sub[1], { ecdh, auth });
      return json(res, 200, {
        endpoint: `${origin}/push/${sub[1]}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      });
    }
    // Nominatim's search (JSON v2; it asks for a User-Agent): knows Palm Coast's city hall.
    if (req.method === "GET" && url.pathname === "/nominatim/search") {
      if (url.searchParams.get("format") !== "jsonv2" || !req.headers["user-agent"]) return json(res, 403, []);
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      return json(
        res,
        200,
        q.includes("lake ave")
          ? [{ lat: "29.5845", lon: "-81.2078", display_name: "160 Lake Ave, Palm Coast, FL 32164" }]
          : [],
      );
    }
    if (req.method === "GET" && url.pathname === "/texts") return json(res, 200, texts);
    if (req.method === "GET" && url.pathname === "/calls") return json(res, 200, calls);
    const optOut = /^\/twilio\/unsubscribed\/(\+\d+)$/.exec(decodeURIComponent(url.pathname));
    if (req.method === "POST" && optOut) {
      unsubscribed.add(optOut[1]);
      return json(res, 200, { ok: true });
    }
    if (req.method === "GET" && url.pathname === "/pushes") return json(res, 200, { pushes, refusals });
    if (req.method === "GET" && url.pathname === "/") return json(res, 200, { ok: true });
    json(res, 404, {});
  })
  .listen(port, "127.0.0.1");
