-- Calls through the business number (Twilio Voice, docs/product.md#calls).

-- Who is rung for an inbound call, in `position` order: the owner and
-- technicians, each with their own phone (E.164). `mode` says when they are
-- on call: always, by weekday and hours (local time), switched on now, or off.
CREATE TABLE on_call (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    phone TEXT NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('always', 'hours', 'now', 'off')),
    days INTEGER NOT NULL DEFAULT 0,            -- bit 0 Monday … bit 6 Sunday
    start_minute INTEGER NOT NULL DEFAULT 0,    -- minutes after local midnight
    end_minute INTEGER NOT NULL DEFAULT 1440,   -- may be before start_minute: overnight
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Every call, in or out. `ring_order` is the list rung for an inbound call,
-- fixed when it came in (a change of the order mid-call changes nothing);
-- `step` is the one ringing now. A missed call carries `token`, the key of
-- the page its text links to, and the lead it made or joined.
CREATE TABLE calls (
    id INTEGER PRIMARY KEY,
    sid TEXT UNIQUE,
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    phone TEXT NOT NULL,                  -- the customer's number: E.164, or as Twilio gave it
    status TEXT NOT NULL,                 -- ringing, answered, missed, voicemail, failed
    ring_order TEXT NOT NULL DEFAULT '[]',
    step INTEGER NOT NULL DEFAULT 0,
    staff_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    staff_name TEXT,                      -- who answered (in) or called (out), as named then
    started_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    answered_at TEXT,
    ended_at TEXT,
    rang_seconds INTEGER,
    duration_seconds INTEGER,
    lead_type TEXT,
    lead_id INTEGER,
    token TEXT UNIQUE,
    texted INTEGER NOT NULL DEFAULT 0,    -- the missed-call text was queued
    error TEXT,
    latitude REAL,                        -- where the caller is, shared on the missed-call page
    longitude REAL,
    accuracy REAL,
    shared_at TEXT,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX calls_phone ON calls (phone, id);
CREATE INDEX calls_lead ON calls (lead_type, lead_id, id);
CREATE INDEX calls_started ON calls (started_at);
