-- Voicemails and recorded calls (docs/product.md#calls), kept in the
-- database itself: the one file a backup copies and a restore puts back,
-- and an erasure removes in the same transaction as the call (secure_delete
-- overwrites them). `audio` is NULL until fetched from Twilio.
CREATE TABLE recordings (
    id INTEGER PRIMARY KEY,
    call_id INTEGER NOT NULL REFERENCES calls (id) ON DELETE CASCADE,
    sid TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('voicemail', 'call')),
    url TEXT NOT NULL,
    seconds INTEGER,
    content_type TEXT,
    audio BLOB,
    fetched_at TEXT,
    error TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX recordings_call ON recordings (call_id);
