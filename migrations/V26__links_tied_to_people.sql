-- Links tied to people (docs/product.md#fleets). A statement's page was a
-- bearer link with no end: a manager removed from the portal could still
-- read the live balance from it. A statement link now names whom it was
-- made for, and ends with their access:
--   manager_id    a portal manager's (ends when their fleet_managers row
--                 goes: removed or erased; AUTOINCREMENT never hands the
--                 id to anyone else, and no foreign key, so the page can say
--                 the link has ended instead of not knowing it);
--   billing_email the billing contact's, as mailed on the 1st (ends when
--                 the fleet's billing email is no longer this one);
--   neither       the owner's own, from the back office.
-- One link per fleet, period and holder: looking at other as-of days makes
-- no new link (the page is aged on the day its link was made).
ALTER TABLE fleet_statements ADD COLUMN manager_id INTEGER;
ALTER TABLE fleet_statements ADD COLUMN billing_email TEXT;
UPDATE fleet_statements SET billing_email = lower(mailed_to) WHERE month IS NOT NULL AND mailed_to IS NOT NULL;
CREATE INDEX fleet_statements_period ON fleet_statements (fleet_id, period_start, period_end);

-- An approval request goes to named approvers: each requester asked gets a
-- link of their own, which works for 72 hours and ends when the requester
-- is removed or erased (the row goes with them). A fleet's portal managers
-- answer in the portal, signed in. `decided_by` records which: "Rita
-- Alvarez (requester's link)" or "alice (portal manager)".
CREATE TABLE approval_links (
    id INTEGER PRIMARY KEY,
    approval_id INTEGER NOT NULL REFERENCES approvals (id) ON DELETE CASCADE,
    requester_id INTEGER NOT NULL REFERENCES fleet_requesters (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL
);
CREATE INDEX approval_links_approval ON approval_links (approval_id);
ALTER TABLE approvals ADD COLUMN decided_by TEXT;
