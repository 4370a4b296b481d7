// The browser tests' stand-ins for the messaging providers, on one port:
// Twilio's Messages API (checks basic auth, the account, E.164 numbers) and
// a Web Push service (checks the VAPID JWT: ES256 signature, aud = this
// origin, exp within 24 h, sub set; decrypts the aes128gcm payload with the
// subscription's private key, RFC 8291). Tests read what arrived over HTTP:
//   GET /subscription/NAME  a new PushSubscription JSON whose keys stay here
//   GET /texts              the texts received, GET /pushes the pushes
import crypto from "node:crypto";
import http from "node:http";

const port = Number(process.argv[2]);
const origin = `http://127.0.0.1:${port}`;
export const ACCOUNT_SID = "AC00000000000000000000000000000e2e";
export const AUTH_TOKEN = "e2e-auth-token";
const texts = [];
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

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, origin);
    const body = await read(req);
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
    if (req.method === "GET" && url.pathname === "/texts") return json(res, 200, texts);
    if (req.method === "GET" && url.pathname === "/pushes") return json(res, 200, { pushes, refusals });
    if (req.method === "GET" && url.pathname === "/") return json(res, 200, { ok: true });
    json(res, 404, {});
  })
  .listen(port, "127.0.0.1");
