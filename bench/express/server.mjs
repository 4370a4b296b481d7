// The baseline for bench/leads.sh: what a typical Node back end does with a
// quote request. Express 5 parses the JSON, the fields are checked, and one
// better-sqlite3 transaction (WAL, synchronous=FULL, so durable before the
// 201 like roadside) stores the lead, its staff alert in an outbox, its live
// feed event and its conversion, the same four writes roadside makes.
// Usage: node server.mjs PORT DB_FILE
import Database from "better-sqlite3";
import express from "express";

const [port, file] = [Number(process.argv[2] ?? 8401), process.argv[3] ?? "/tmp/express-leads.db"];
const db = new Database(file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.exec(`
  CREATE TABLE IF NOT EXISTS quote_submissions (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT NOT NULL,
    email TEXT, location TEXT NOT NULL, service_type TEXT NOT NULL, vehicle_info TEXT, urgency TEXT NOT NULL,
    description TEXT NOT NULL, client_ref TEXT UNIQUE, created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
  CREATE TABLE IF NOT EXISTS alert_outbox (id INTEGER PRIMARY KEY, subject TEXT, body TEXT, payload TEXT, created_at TEXT);
  CREATE TABLE IF NOT EXISTS lead_events (id INTEGER PRIMARY KEY, kind TEXT, lead_id INTEGER, payload TEXT, created_at TEXT);
  CREATE TABLE IF NOT EXISTS marketing_metrics (id INTEGER PRIMARY KEY, conversion_type TEXT, created_at TEXT);
`);
const byRef = db.prepare("SELECT id FROM quote_submissions WHERE client_ref = ?");
const insertLead = db.prepare(
  `INSERT INTO quote_submissions (name, phone, email, location, service_type, vehicle_info, urgency, description, client_ref)
   VALUES (@name, @phone, @email, @location, @serviceType, @vehicleInfo, @urgency, @description, @clientRef)`,
);
const insertAlert = db.prepare("INSERT INTO alert_outbox (subject, body, payload, created_at) VALUES (?, ?, ?, ?)");
const insertEvent = db.prepare("INSERT INTO lead_events (kind, lead_id, payload, created_at) VALUES (?, ?, ?, ?)");
const insertConversion = db.prepare("INSERT INTO marketing_metrics (conversion_type, created_at) VALUES (?, ?)");
const store = db.transaction((q) => {
  if (q.clientRef) {
    const existing = byRef.get(q.clientRef);
    if (existing) return { id: existing.id, existed: true };
  }
  const id = insertLead.run(q).lastInsertRowid;
  const now = new Date().toISOString();
  const subject = `New quote request: ${q.name} - ${q.urgency} - ${q.location}`;
  const payload = JSON.stringify({ type: "quote", id: Number(id), ...q });
  insertAlert.run(subject, `New quote request #${id}\n\nName: ${q.name}\nPhone: ${q.phone}`, payload, now);
  insertEvent.run("quote", id, payload, now);
  insertConversion.run("quote", now);
  return { id: Number(id), existed: false };
});

const text = (v, max) => (typeof v === "string" && v.trim() && v.length <= max ? v.trim() : null);
const app = express();
app.use(express.json({ limit: "64kb" }));
app.post("/api/quotes", (req, res) => {
  const b = req.body ?? {};
  const q = {
    name: text(b.name, 100),
    phone: text(b.phone, 30),
    email: text(b.email, 254),
    location: text(b.location, 200),
    serviceType: text(b.serviceType, 100),
    vehicleInfo: text(b.vehicleInfo, 200),
    urgency: text(b.urgency, 50),
    description: text(b.description, 2000),
    clientRef: text(b.clientRef, 64),
  };
  const fields = {};
  for (const f of ["name", "phone", "location", "serviceType", "urgency", "description"]) if (!q[f]) fields[f] = "Required";
  if (q.phone && q.phone.replace(/\D/g, "").length < 10) fields.phone = "Please enter a valid phone number";
  if (Object.keys(fields).length) return res.status(400).json({ message: "Invalid", fields });
  const { id, existed } = store(q);
  res.status(existed ? 200 : 201).json({ id, type: "quote" });
});
app.listen(port, "127.0.0.1", () => console.log(`express on ${port}`));
