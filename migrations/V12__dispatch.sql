-- Dispatch and the road (docs/product.md#dispatch): technicians, jobs
-- assigned to them, their latest position and the driver's tracking link.

-- A staff account's role. Every staff account before this one was a back
-- office account, so they are all owners; `is_owner` (V9) stays the account
-- that may erase a person's data. A disabled account cannot sign in.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'technician'));
ALTER TABLE users ADD COLUMN full_name TEXT;
ALTER TABLE users ADD COLUMN disabled_at TEXT;

-- Who a job is assigned to, where the customer is (set by the owner, e.g.
-- from a call; otherwise the chat's GPS is read through the lead), and how
-- a technician closed it.
ALTER TABLE job_tracking ADD COLUMN technician_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE job_tracking ADD COLUMN latitude REAL;
ALTER TABLE job_tracking ADD COLUMN longitude REAL;
ALTER TABLE job_tracking ADD COLUMN payment_method TEXT;
ALTER TABLE job_tracking ADD COLUMN cancel_reason TEXT;
ALTER TABLE job_tracking ADD COLUMN en_route_at TEXT;
CREATE INDEX job_tracking_technician ON job_tracking (technician_id, status);

-- The latest fix of a job's technician while the job is en route: one row a
-- job, replaced by each new fix, deleted when the job leaves en route and
-- after 24 hours in any case. The ETA is worked out when the fix arrives.
CREATE TABLE job_positions (
    job_id INTEGER PRIMARY KEY REFERENCES job_tracking (id) ON DELETE CASCADE,
    latitude REAL NOT NULL,
    longitude REAL NOT NULL,
    accuracy REAL NOT NULL,
    -- Metres a second over the ground, smoothed over the recent fixes.
    speed_mps REAL,
    eta_seconds INTEGER,
    distance_km REAL,
    recorded_at TEXT NOT NULL
);

-- The driver's link, /track/{token}: 160 random bits. Kept as is (not
-- hashed like sessions) because it opens nothing but this job's progress
-- for a day, and a repeated On my way must answer the same link.
CREATE TABLE tracking_links (
    token TEXT PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    ended_at TEXT
);
CREATE INDEX tracking_links_job ON tracking_links (job_id, created_at DESC);

-- A technician's status change made offline carries an id the phone made;
-- a change sent again with the same id answers what the first one did.
CREATE TABLE job_change_receipts (
    change_id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    answer TEXT NOT NULL,
    created_at TEXT NOT NULL
);
