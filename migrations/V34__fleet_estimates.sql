-- A fleet job's estimate goes to the fleet's approvers, as an over-limit
-- approval does (docs/product.md#estimates): each requester asked gets a
-- link of their own, which works until the estimate expires and ends when
-- the requester is removed or erased (the row goes with them). The answer
-- records who answered by which link (`approved_by`, also for a decline)
-- and the purchase order number they gave (`approved_po`, also the job's).
-- `fleet_id`: the fleet it was sent to, whose portal managers answer it too.
CREATE TABLE estimate_links (
    id INTEGER PRIMARY KEY,
    estimate_id INTEGER NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
    requester_id INTEGER NOT NULL REFERENCES fleet_requesters (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL
);
CREATE INDEX estimate_links_estimate ON estimate_links (estimate_id);
CREATE INDEX estimate_links_requester ON estimate_links (requester_id);
ALTER TABLE estimates ADD COLUMN decided_by TEXT;
ALTER TABLE estimates ADD COLUMN approved_po TEXT;
ALTER TABLE estimates ADD COLUMN fleet_id INTEGER REFERENCES fleets (id) ON DELETE SET NULL;
CREATE INDEX estimates_fleet ON estimates (fleet_id, status);
