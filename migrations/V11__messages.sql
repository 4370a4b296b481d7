-- Text messages to and from customers, one thread per lead
-- (docs/product.md#messages). A row is written in the same transaction as
-- the outbox row that sends it, and the provider's status callbacks move it
-- on: queued -> sent -> delivered, or failed; "not sent" when it never left
-- (an opted-out number, one that cannot be read as E.164, a refusal).
CREATE TABLE messages (
    id INTEGER PRIMARY KEY,
    lead_type TEXT,                   -- quote, booking, contact, analyzer, chat; NULL for a text from an unknown number
    lead_id INTEGER,
    direction TEXT NOT NULL CHECK (direction IN ('out', 'in')),
    phone TEXT NOT NULL,              -- the customer's number, E.164 (as typed when it could not be read)
    body TEXT NOT NULL,
    status TEXT NOT NULL,             -- queued, sent, delivered, failed, not sent, received
    error TEXT,
    provider_sid TEXT,
    staff_username TEXT,              -- who replied, for a staff reply
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX messages_lead ON messages (lead_type, lead_id, id);
CREATE INDEX messages_phone ON messages (phone, id);
CREATE UNIQUE INDEX messages_provider_sid ON messages (provider_sid) WHERE provider_sid IS NOT NULL;

-- Numbers that texted STOP (or that the provider says opted out). The outbox
-- looks here at send time, so a text queued before the STOP is not sent.
CREATE TABLE sms_opt_outs (
    phone TEXT PRIMARY KEY,
    opted_out_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Staff devices that asked for push notifications. session_hash ties the
-- subscription to the sign-in that made it: signing out removes it.
CREATE TABLE push_subscriptions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_hash TEXT,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- Keys the server makes for itself on first start (the VAPID key pair).
CREATE TABLE server_keys (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
