-- Idempotency keys: a browser that retries a lead after a lost answer (or
-- after coming back online) sends the same key, and the lead is stored once.
ALTER TABLE quote_submissions ADD COLUMN client_ref TEXT;
ALTER TABLE booking_submissions ADD COLUMN client_ref TEXT;
ALTER TABLE contact_submissions ADD COLUMN client_ref TEXT;
CREATE UNIQUE INDEX quote_submissions_client_ref ON quote_submissions (client_ref) WHERE client_ref IS NOT NULL;
CREATE UNIQUE INDEX booking_submissions_client_ref ON booking_submissions (client_ref) WHERE client_ref IS NOT NULL;
CREATE UNIQUE INDEX contact_submissions_client_ref ON contact_submissions (client_ref) WHERE client_ref IS NOT NULL;

-- Staff alerts waiting to be delivered. A row is written in the same
-- transaction as the lead it announces and kept until delivered.
CREATE TABLE alert_outbox (
    id INTEGER PRIMARY KEY,
    channel TEXT NOT NULL,            -- email, webhook or log
    subject TEXT NOT NULL,
    body TEXT NOT NULL,               -- plain text for email and log
    payload TEXT NOT NULL,            -- JSON for the webhook
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    last_error TEXT,
    delivered_at TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX alert_outbox_due ON alert_outbox (next_attempt_at) WHERE delivered_at IS NULL;
