-- Approval of fleet work over the fleet's limit (docs/product.md#fleets).
-- A request holds the estimate's lines and total as sent; the requester's
-- answer records who (the name they typed), when, from where, and what.
CREATE TABLE approvals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    fleet_id INTEGER NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    lines TEXT NOT NULL,                 -- JSON: [{"description", "amountCents"}]
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'superseded')),
    requested_by TEXT NOT NULL,
    requested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    decided_name TEXT,
    decided_at TEXT,
    decided_from TEXT                    -- the address the answer came from
);
CREATE INDEX approvals_job ON approvals (job_id, id);

-- What the fleet approved for the job: an invoice over it needs a new approval.
ALTER TABLE job_tracking ADD COLUMN approved_cents INTEGER;
