-- One outbox for everything that leaves the server (src/outbox). Each row
-- now says, in columns of its own, what erasure and the delivery checks
-- need: the lead it is about, the person's phone or email, and for a push
-- the staff account, subscription and endpoint it was queued for. A row
-- that is given up on (too many tries, too old, refused for good) stays,
-- with given_up_at and last_error, until the retention sweep.
ALTER TABLE alert_outbox ADD COLUMN lead_kind TEXT;
ALTER TABLE alert_outbox ADD COLUMN lead_id INTEGER;
ALTER TABLE alert_outbox ADD COLUMN person_phone TEXT;   -- E.164
ALTER TABLE alert_outbox ADD COLUMN person_email TEXT;   -- lower case
ALTER TABLE alert_outbox ADD COLUMN user_id INTEGER;
ALTER TABLE alert_outbox ADD COLUMN subscription_id INTEGER;
ALTER TABLE alert_outbox ADD COLUMN endpoint TEXT;
ALTER TABLE alert_outbox ADD COLUMN given_up_at TEXT;

-- Rows queued before this version: what their JSON held, in the columns.
UPDATE alert_outbox SET person_phone = json_extract(payload, '$.to')
  WHERE channel = 'sms' AND json_valid(payload) AND json_extract(payload, '$.messageId') IS NOT NULL;
UPDATE alert_outbox SET person_email = lower(json_extract(payload, '$.to'))
  WHERE channel = 'mail' AND json_valid(payload);
UPDATE alert_outbox SET lead_kind = json_extract(payload, '$.type'), lead_id = json_extract(payload, '$.id'),
    person_phone = json_extract(payload, '$.phone'), person_email = lower(json_extract(payload, '$.email'))
  WHERE channel IN ('email', 'webhook', 'log') AND json_valid(payload) AND json_extract(payload, '$.dashboardUrl') IS NOT NULL;
-- A push still waiting was queued by subscription id alone, which could have
-- been reused since: it is not sent (a push is only worth it now).
DELETE FROM alert_outbox WHERE channel = 'push' AND delivered_at IS NULL;

DROP INDEX alert_outbox_due;
CREATE INDEX alert_outbox_due ON alert_outbox (channel, next_attempt_at) WHERE delivered_at IS NULL AND given_up_at IS NULL;
CREATE INDEX alert_outbox_lead ON alert_outbox (lead_kind, lead_id) WHERE lead_kind IS NOT NULL;
CREATE INDEX alert_outbox_phone ON alert_outbox (person_phone) WHERE person_phone IS NOT NULL;
CREATE INDEX alert_outbox_email ON alert_outbox (person_email) WHERE person_email IS NOT NULL;
CREATE INDEX alert_outbox_subscription ON alert_outbox (subscription_id) WHERE subscription_id IS NOT NULL;

-- Subscription ids are never reused (AUTOINCREMENT), so an id always names
-- the one device it was given to.
CREATE TABLE push_subscriptions_v17 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_hash TEXT NOT NULL,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Only subscriptions whose sign-in is still open come along.
INSERT INTO push_subscriptions_v17 (id, user_id, session_hash, endpoint, p256dh, auth, created_at, updated_at)
  SELECT p.id, p.user_id, p.session_hash, p.endpoint, p.p256dh, p.auth, p.created_at, p.updated_at
  FROM push_subscriptions p WHERE p.session_hash IN (SELECT token_hash FROM sessions);
DROP TABLE push_subscriptions;
ALTER TABLE push_subscriptions_v17 RENAME TO push_subscriptions;
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_hash);

-- A subscription ends with the sign-in that made it, however that ends:
-- signing out, expiry, a password change or reset, a disabled or deleted
-- account all delete the session row.
CREATE TRIGGER sessions_end_push_subscriptions AFTER DELETE ON sessions BEGIN
  DELETE FROM push_subscriptions WHERE session_hash = OLD.token_hash;
END;
-- And a subscription's pushes still waiting end with it.
CREATE TRIGGER push_subscriptions_end_pushes AFTER DELETE ON push_subscriptions BEGIN
  DELETE FROM alert_outbox WHERE channel = 'push' AND subscription_id = OLD.id AND delivered_at IS NULL;
END;
