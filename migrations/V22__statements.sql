-- Fleet statements (docs/product.md#fleets): a statement of a fleet's
-- account for a period, aged on a day, with the token of its printable page
-- /statement/{token}; the monthly one (`month`, YYYY-MM) is made and mailed
-- at most once per fleet and month, across restarts. Card payments of a
-- statement's balance go through their own Checkout sessions, applied to the
-- fleet's oldest invoices first. Paid by ACH is a payment method now.
CREATE TABLE fleet_statements (
    id INTEGER PRIMARY KEY,
    fleet_id INTEGER NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    period_start TEXT NOT NULL,
    period_end TEXT NOT NULL,
    as_of TEXT NOT NULL,
    -- The month of the scheduled mail (YYYY-MM); NULL for one the owner looked at.
    month TEXT,
    mailed_to TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (fleet_id, period_start, period_end, as_of, month)
);
CREATE UNIQUE INDEX fleet_statements_month ON fleet_statements (fleet_id, month) WHERE month IS NOT NULL;

CREATE TABLE statement_checkouts (
    id TEXT PRIMARY KEY,              -- Stripe's cs_...
    statement_id INTEGER NOT NULL REFERENCES fleet_statements (id) ON DELETE CASCADE,
    fleet_id INTEGER NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    currency TEXT NOT NULL DEFAULT 'usd',
    url TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL
);
CREATE INDEX statement_checkouts_open ON statement_checkouts (status, statement_id);

-- ACH joins the payment methods: SQLite changes a CHECK only by copying the table.
CREATE TABLE payments_new (
    id INTEGER PRIMARY KEY,
    invoice_id INTEGER NOT NULL REFERENCES invoices (id),
    method TEXT NOT NULL CHECK (method IN ('cash', 'zelle', 'cashapp', 'check', 'card-on-site', 'ach', 'card')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    tip_cents INTEGER NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
    reference TEXT,
    stripe_session_id TEXT UNIQUE,
    recorded_by TEXT NOT NULL,
    received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO payments_new (id, invoice_id, method, amount_cents, tip_cents, reference, stripe_session_id, recorded_by, received_at)
    SELECT id, invoice_id, method, amount_cents, tip_cents, reference, stripe_session_id, recorded_by, received_at FROM payments;
DROP TABLE payments;
ALTER TABLE payments_new RENAME TO payments;
CREATE INDEX payments_invoice ON payments (invoice_id, id);
CREATE INDEX payments_received ON payments (received_at);
