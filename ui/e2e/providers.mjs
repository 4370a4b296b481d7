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
// success URL), and the look-ups the server's sweep makes. Paying a session
// makes its PaymentIntent, as Stripe does: with
// payment_intent_data[capture_method]=manual a card hold (requires_capture,
// amount_capturable the total, the session "unpaid" but complete), otherwise
// a payment (succeeded, the session "paid"); the intent keeps
// payment_intent_data[metadata]. The intents are looked up
// (expand[]=latest_charge gives the charge with its card's capture_before,
// 7 days after payment), captured (amount_to_capture, at most what is
// capturable), cancelled and refunded as Stripe allows. Every POST /v1/...
// honours an Idempotency-Key: the same key and parameters answer the first
// answer again (Idempotent-Replayed: true), other parameters are refused.
//   GET /stripe/sessions         the sessions made, with their forms, look-ups, webhook answers and intents
//   GET /stripe/payment_intents  the intents, with their look-ups, captures, cancellations and refunds
import crypto from "node:crypto";
import http from "node:http";

const port = Number(process.argv[2]);
// The roadside server, for Stripe's webhook.
const serverPort = Number(process.argv[3]);
export const STRIPE_SECRET = "sk_test_e2e_roadside";
export const STRIPE_WEBHOOK_SECRET = "whsec_e2e_roadside";
const sessions = new Map();
const intents = new Map();
// Idempotency-Key -> { request: what it was first used for, status, body }.
const idempotent = new Map();
/** How long a card hold lasts before Stripe cancels it (online card payments). */
const HOLD_SECONDS = 7 * 24 * 3600;
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
    payment_intent: s.paymentIntent,
  };
}

const stripeError = (res, status, message, code) =>
  json(res, status, { error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } });
const secretOk = (req, res) => {
  if (req.headers.authorization === `Bearer ${STRIPE_SECRET}`) return true;
  json(res, 401, { error: { message: "Invalid API Key provided" } });
  return false;
};
const formOk = (req, res) => {
  if (req.headers["content-type"] === "application/x-www-form-urlencoded") return true;
  stripeError(res, 400, "Stripe takes form-encoded bodies");
  return false;
};
const now = () => Math.floor(Date.now() / 1000);

/** `prefix[key]` fields of a form as an object. */
function bracketed(form, prefix) {
  const out = {};
  const re = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(.+)\\]$`);
  for (const [k, v] of form) {
    const m = re.exec(k);
    if (m) out[m[1]] = v;
  }
  return out;
}

/** A PaymentIntent as Stripe answers it; its latest_charge an object when expanded. */
function intentJson(pi, expand = []) {
  const charge = {
    id: pi.charge,
    object: "charge",
    amount: pi.amount,
    amount_captured: pi.status === "succeeded" ? pi.amount_received : 0,
    amount_refunded: pi.refunds.reduce((n, r) => n + r.amount, 0),
    captured: pi.status === "succeeded",
    currency: "usd",
    payment_intent: pi.id,
    payment_method_details: { type: "card", card: { brand: "visa", last4: "4242", capture_before: pi.captureBefore } },
  };
  return {
    id: pi.id,
    object: "payment_intent",
    amount: pi.amount,
    amount_capturable: pi.amount_capturable,
    amount_received: pi.amount_received,
    capture_method: pi.capture_method,
    currency: "usd",
    status: pi.status,
    metadata: pi.metadata,
    latest_charge: expand.includes("latest_charge") ? charge : pi.charge,
    created: pi.created,
    canceled_at: pi.canceled_at,
    cancellation_reason: pi.cancellation_reason,
  };
}

/** What `expand[]=...` (or `expand[0]=...`) asks for, in a query or a form. */
const expansions = (params) => [...params].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);

/** The PaymentIntent a paid session makes: a card hold when the session asked for manual capture. */
function makeIntent(s) {
  const manual = s.form.get("payment_intent_data[capture_method]") === "manual";
  const pi = {
    id: `pi_${crypto.randomBytes(12).toString("hex")}`,
    charge: `ch_${crypto.randomBytes(12).toString("hex")}`,
    session: s.id,
    amount: s.total,
    capture_method: manual ? "manual" : "automatic",
    status: manual ? "requires_capture" : "succeeded",
    amount_capturable: manual ? s.total : 0,
    amount_received: manual ? 0 : s.total,
    metadata: bracketed(s.form, "payment_intent_data[metadata]"),
    created: now(),
    captureBefore: now() + HOLD_SECONDS,
    canceled_at: null,
    cancellation_reason: null,
    lookups: 0,
    captures: [],
    cancels: [],
    refunds: [],
  };
  intents.set(pi.id, pi);
  return pi;
}

function capture(req, pi, form, res) {
  if (pi.status !== "requires_capture")
    return stripeError(
      res,
      400,
      `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      "payment_intent_unexpected_state",
    );
  const asked = form.get("amount_to_capture");
  if (asked != null && !/^\d+$/.test(asked)) return stripeError(res, 400, "Invalid integer: amount_to_capture");
  const amount = asked == null ? pi.amount_capturable : Number(asked);
  if (amount < 1 || amount > pi.amount_capturable)
    return stripeError(
      res,
      400,
      `The amount_to_capture (${amount}) must be at least 1 and at most the amount capturable (${pi.amount_capturable}).`,
      "amount_too_large",
    );
  pi.captures.push({ amount, idempotencyKey: req.headers["idempotency-key"] ?? null, at: now() });
  pi.status = "succeeded";
  pi.amount_received = amount;
  pi.amount_capturable = 0;
  return json(res, 200, intentJson(pi, expansions(form)));
}

function cancel(req, pi, form, res) {
  if (pi.status === "succeeded" || pi.status === "canceled")
    return stripeError(
      res,
      400,
      `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      "payment_intent_unexpected_state",
    );
  pi.cancels.push({
    reason: form.get("cancellation_reason"),
    idempotencyKey: req.headers["idempotency-key"] ?? null,
    at: now(),
  });
  pi.status = "canceled";
  pi.amount_capturable = 0;
  pi.canceled_at = now();
  pi.cancellation_reason = form.get("cancellation_reason");
  return json(res, 200, intentJson(pi, expansions(form)));
}

function refund(req, form, res) {
  const pi = intents.get(form.get("payment_intent") ?? "");
  if (!pi) return stripeError(res, 400, `No such payment_intent: '${form.get("payment_intent")}'`, "resource_missing");
  if (pi.status !== "succeeded")
    return stripeError(
      res,
      400,
      `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
      "charge_not_refundable",
    );
  const left = pi.amount_received - pi.refunds.reduce((n, r) => n + r.amount, 0);
  const asked = form.get("amount");
  if (asked != null && !/^\d+$/.test(asked)) return stripeError(res, 400, "Invalid integer: amount");
  const amount = asked == null ? left : Number(asked);
  if (amount < 1 || amount > left)
    return stripeError(
      res,
      400,
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      "amount_too_large",
    );
  const r = {
    id: `re_${crypto.randomBytes(12).toString("hex")}`,
    object: "refund",
    amount,
    currency: "usd",
    payment_intent: pi.id,
    charge: pi.charge,
    status: "succeeded",
    metadata: bracketed(form, "metadata"),
    idempotencyKey: req.headers["idempotency-key"] ?? null,
    created: now(),
  };
  pi.refunds.push(r);
  const { idempotencyKey: _, ...answer } = r;
  return json(res, 200, answer);
}

/**
 * Runs a POST to Stripe's API under its Idempotency-Key, as Stripe does: the
 * first success is kept and answered again to the same request (path and
 * parameters); the key used for another request is refused.
 */
function withIdempotency(req, body, res, handler) {
  const key = req.headers["idempotency-key"];
  if (!key) return handler(res);
  const request = `${req.url} ${body.toString()}`;
  const seen = idempotent.get(key);
  if (seen) {
    if (seen.request !== request)
      return json(res, 400, {
        error: {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    res.writeHead(seen.status, { "content-type": "application/json", "idempotent-replayed": "true" });
    return res.end(seen.body);
  }
  // Kept only when it succeeded (a refusal is not a result Stripe keeps).
  const keep = {
    writeHead(status, headers) {
      this.status = status;
      res.writeHead(status, { ...headers, "idempotency-key": key });
      return this;
    },
    end(text) {
      if (this.status < 300) idempotent.set(key, { request, status: this.status, body: text });
      res.end(text);
    },
  };
  return handler(keep);
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
  const captureMethod = form.get("payment_intent_data[capture_method]");
  if (captureMethod != null && !["automatic", "automatic_async", "manual"].includes(captureMethod))
    return json(res, 400, { error: { message: `Invalid payment_intent_data[capture_method]: ${captureMethod}` } });
  if (total < 50) return json(res, 400, { error: { message: "The total must be at least $0.50 usd" } });
  const s = {
    id: `cs_test_${crypto.randomBytes(12).toString("hex")}`,
    form,
    total,
    status: "open",
    paymentStatus: "unpaid",
    lookups: 0,
    webhook: null,
    paymentIntent: null,
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
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions")
      return withIdempotency(req, body, res, (r) => createSession(req, body, r));
    const intent = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(url.pathname);
    if (intent && (req.method === "GET" ? !intent[2] : req.method === "POST" && intent[2])) {
      if (!secretOk(req, res)) return;
      const pi = intents.get(intent[1]);
      if (!pi) return stripeError(res, 404, `No such payment_intent: '${intent[1]}'`, "resource_missing");
      if (req.method === "GET") {
        pi.lookups++;
        return json(res, 200, intentJson(pi, expansions(url.searchParams)));
      }
      // A capture or cancel may have no parameters, and then no body.
      if (body.length && !formOk(req, res)) return;
      const form = new URLSearchParams(body.toString());
      return withIdempotency(req, body, res, (r) => (intent[2] === "capture" ? capture : cancel)(req, pi, form, r));
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      if (!secretOk(req, res) || !formOk(req, res)) return;
      const form = new URLSearchParams(body.toString());
      return withIdempotency(req, body, res, (r) => refund(req, form, r));
    }
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
      // Paid once: the intent is made then, a hold or a payment as the session asked.
      if (s.status === "open") {
        const pi = makeIntent(s);
        s.paymentIntent = pi.id;
        s.status = "complete";
        s.paymentStatus = pi.status === "succeeded" ? "paid" : "unpaid";
      }
      s.webhook = await sendWebhook(s);
      res.writeHead(303, { location: s.form.get("success_url") });
      return res.end();
    }
    if (req.method === "GET" && url.pathname === "/stripe/payment_intents")
      return json(
        res,
        200,
        [...intents.values()].map((pi) => ({
          ...intentJson(pi, ["latest_charge"]),
          session: pi.session,
          lookups: pi.lookups,
          captures: pi.captures,
          cancels: pi.cancels,
          refunds: pi.refunds,
        })),
      );
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
