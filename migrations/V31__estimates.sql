-- Estimates (docs/product.md#estimates): a price the driver agrees to
-- before the truck rolls, with one to three options, approved or declined
-- on the link's page; a card hold or a deposit through the one checkout.
-- An estimate is a job's (made from a lead, its job is made first); a
-- change order is an estimate that names the approved one it changes.
CREATE TABLE estimates (
    id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    parent_id INTEGER REFERENCES estimates (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'approved', 'declined', 'cancelled')),
    payment TEXT NOT NULL CHECK (payment IN ('none', 'hold', 'deposit')),
    deposit_percent INTEGER CHECK (deposit_percent BETWEEN 1 AND 100),
    deposit_cents INTEGER CHECK (deposit_cents > 0),
    tax_rate_basis_points INTEGER NOT NULL,
    -- A change order's: the approved total it replaces.
    previous_approved_cents INTEGER,
    expires_at TEXT NOT NULL,
    note TEXT,
    customer_name TEXT,
    customer_phone TEXT,
    customer_email TEXT,
    created_by TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    sent_at TEXT,
    -- The answer: which option (its position), by whom, from where.
    decided_at TEXT,
    approved_option INTEGER,
    approved_name TEXT,
    approved_from TEXT,
    approved_cents INTEGER,
    declined_reason TEXT,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX estimates_job ON estimates (job_id, id);
CREATE INDEX estimates_status ON estimates (status, sent_at);

CREATE TABLE estimate_options (
    id INTEGER PRIMARY KEY,
    estimate_id INTEGER NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    subtotal_cents INTEGER NOT NULL,
    tax_cents INTEGER NOT NULL,
    total_cents INTEGER NOT NULL,
    due_cents INTEGER NOT NULL,
    UNIQUE (estimate_id, position)
);

CREATE TABLE estimate_lines (
    id INTEGER PRIMARY KEY,
    option_id INTEGER NOT NULL REFERENCES estimate_options (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    description TEXT NOT NULL,
    quantity_hundredths INTEGER NOT NULL CHECK (quantity_hundredths > 0),
    unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
    taxable INTEGER NOT NULL CHECK (taxable IN (0, 1)),
    amount_cents INTEGER NOT NULL
);
CREATE INDEX estimate_lines_option ON estimate_lines (option_id, position);

-- Money Stripe holds or took at approval: a hold (an uncaptured
-- PaymentIntent, captured when the invoice is sent, released when the job
-- is cancelled) or a deposit (paid at once, a payment on the invoice).
CREATE TABLE estimate_payments (
    id INTEGER PRIMARY KEY,
    estimate_id INTEGER NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('hold', 'deposit')),
    session_id TEXT NOT NULL UNIQUE,
    payment_intent TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    capture_before TEXT,
    -- held -> captured | releasing -> released; paid -> invoiced |
    -- refunding -> refunded, or kept (the cancellation terms keep it).
    status TEXT NOT NULL CHECK (status IN ('held', 'captured', 'releasing', 'released', 'paid', 'invoiced', 'refunding', 'refunded', 'kept')),
    captured_cents INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX estimate_payments_job ON estimate_payments (job_id, id);
CREATE INDEX estimate_payments_status ON estimate_payments (status, capture_before);

-- The one checkout takes estimates: a hold is a session whose payment is
-- captured later ('manual'); `detail` is what the payable asked with (an
-- estimate's option and the approver's name), kept with the session so the
-- webhook records what was chosen on the page. The table is made again
-- because SQLite cannot widen a CHECK.
CREATE TABLE checkouts_new (
    id TEXT PRIMARY KEY,
    payable_kind TEXT NOT NULL CHECK (payable_kind IN ('invoice', 'fleet', 'estimate')),
    payable_id INTEGER NOT NULL,
    reference TEXT NOT NULL DEFAULT '',
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    tip_cents INTEGER NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
    currency TEXT NOT NULL DEFAULT 'usd',
    url TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL,
    capture TEXT NOT NULL DEFAULT 'automatic' CHECK (capture IN ('automatic', 'manual')),
    detail TEXT NOT NULL DEFAULT ''
);
INSERT INTO checkouts_new (id, payable_kind, payable_id, reference, amount_cents, tip_cents, currency, url, status, created_at, expires_at)
    SELECT id, payable_kind, payable_id, reference, amount_cents, tip_cents, currency, url, status, created_at, expires_at FROM checkouts;
DROP TABLE checkouts;
ALTER TABLE checkouts_new RENAME TO checkouts;
CREATE INDEX checkouts_payable ON checkouts (payable_kind, payable_id, status);
CREATE INDEX checkouts_open ON checkouts (status, created_at);
