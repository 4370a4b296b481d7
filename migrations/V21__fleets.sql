-- Fleet accounts (docs/product.md#fleets): the companies that call every
-- week, with their units and the people who may order work for them.

-- A fleet is a company, not a person: erasing a requester leaves it, its
-- jobs and its invoices' amounts in place.
CREATE TABLE fleets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    billing_contact TEXT NOT NULL,
    billing_email TEXT NOT NULL,
    address TEXT NOT NULL DEFAULT '',
    terms TEXT NOT NULL CHECK (terms IN ('receipt', 'net15', 'net30')),
    tax_exempt INTEGER NOT NULL DEFAULT 0 CHECK (tax_exempt IN (0, 1)),
    tax_certificate TEXT,
    po_rule TEXT NOT NULL CHECK (po_rule IN ('none', 'before', 'after')),
    approval_limit_cents INTEGER CHECK (approval_limit_cents IS NULL OR approval_limit_cents >= 0),
    credit_hold INTEGER NOT NULL DEFAULT 0 CHECK (credit_hold IN (0, 1)),
    notes TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX fleets_name ON fleets (name COLLATE NOCASE);

CREATE TABLE fleet_units (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    fleet_id INTEGER NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
    unit_number TEXT NOT NULL,
    vin TEXT,                                  -- 17 characters, check digit verified
    plate TEXT,
    plate_state TEXT,
    year INTEGER,
    make TEXT,
    model TEXT,
    unit_type TEXT NOT NULL CHECK (unit_type IN ('tractor', 'trailer', 'box-truck', 'van', 'pickup', 'car', 'other')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX fleet_units_number ON fleet_units (fleet_id, unit_number COLLATE NOCASE);
CREATE UNIQUE INDEX fleet_units_vin ON fleet_units (vin) WHERE vin IS NOT NULL;

-- People who may order work for the fleet. `phone_e164` is the number as
-- texts and calls come from it, so a lead from it is matched in SQL.
CREATE TABLE fleet_requesters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    fleet_id INTEGER NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    phone TEXT,
    phone_e164 TEXT,
    email TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX fleet_requesters_phone ON fleet_requesters (phone_e164);
CREATE INDEX fleet_requesters_email ON fleet_requesters (email COLLATE NOCASE);

-- Which fleet (and unit) a lead is for: linked when it came from a
-- requester's phone or email, or by staff by hand.
CREATE TABLE fleet_leads (
    lead_type TEXT NOT NULL,
    lead_id INTEGER NOT NULL,
    fleet_id INTEGER NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
    unit_id INTEGER REFERENCES fleet_units (id) ON DELETE SET NULL,
    linked_by TEXT NOT NULL CHECK (linked_by IN ('requester', 'staff')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (lead_type, lead_id)
);
CREATE INDEX fleet_leads_fleet ON fleet_leads (fleet_id);

-- A job's fleet and unit are its lead's (fleet_leads: one truth, so a
-- link changed on the lead is the job's at once); its PO number is its own.
ALTER TABLE job_tracking ADD COLUMN po_number TEXT;

-- An invoice to a fleet keeps what it was billed with, as it was then.
ALTER TABLE invoices ADD COLUMN fleet_id INTEGER REFERENCES fleets (id) ON DELETE SET NULL;
ALTER TABLE invoices ADD COLUMN po_number TEXT;
ALTER TABLE invoices ADD COLUMN unit_label TEXT;
ALTER TABLE invoices ADD COLUMN vin TEXT;
ALTER TABLE invoices ADD COLUMN due_date TEXT;
