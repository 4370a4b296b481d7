-- Getting paid (docs/product.md#invoices): the price book, invoices and
-- their lines, payments (by hand or from Stripe), and the Stripe Checkout
-- sessions and webhook events that record card payments. Money is integer
-- cents everywhere.

-- What the business charges; seeded once from the content file's service
-- guide when the table has no row at all, then the owner's to edit. A
-- removed item keeps its row (archived), so removing every item does not
-- bring the guide's back at the next start.
CREATE TABLE price_book (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    taxable INTEGER NOT NULL DEFAULT 1 CHECK (taxable IN (0, 1)),
    archived_at TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One invoice per bill. The customer's name, phone and email are copied
-- from the job's lead when it is made: the invoice is a record of what was
-- billed and outlives a deleted lead. `number` is INV-0001 onwards, taken
-- inside the creating transaction (which holds the write lock), so two at
-- once never share one. `token` opens the public page /invoice/{token}.
-- Totals are stored as computed when the lines were set; paid_cents and
-- tip_cents are the sums of the invoice's payments.
CREATE TABLE invoices (
    id INTEGER PRIMARY KEY,
    number INTEGER NOT NULL UNIQUE,
    token TEXT NOT NULL UNIQUE,
    job_id INTEGER REFERENCES job_tracking (id) ON DELETE SET NULL,
    status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'partly-paid', 'paid', 'void')),
    customer_name TEXT,
    customer_phone TEXT,
    customer_email TEXT,
    subtotal_cents INTEGER NOT NULL,
    discount_cents INTEGER NOT NULL DEFAULT 0,
    tax_rate_basis_points INTEGER NOT NULL DEFAULT 0,
    tax_cents INTEGER NOT NULL DEFAULT 0,
    total_cents INTEGER NOT NULL,
    paid_cents INTEGER NOT NULL DEFAULT 0,
    tip_cents INTEGER NOT NULL DEFAULT 0,
    created_by TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    sent_at TEXT,
    paid_at TEXT,
    voided_at TEXT,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX invoices_status ON invoices (status, created_at);
CREATE INDEX invoices_job ON invoices (job_id);
CREATE INDEX invoices_email ON invoices (customer_email COLLATE NOCASE);

CREATE TABLE invoice_lines (
    id INTEGER PRIMARY KEY,
    invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    description TEXT NOT NULL,
    -- Hundredths (150 = 1.5 hours), so a line's amount stays whole cents.
    quantity_hundredths INTEGER NOT NULL CHECK (quantity_hundredths > 0),
    unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
    taxable INTEGER NOT NULL CHECK (taxable IN (0, 1)),
    amount_cents INTEGER NOT NULL
);
CREATE INDEX invoice_lines_invoice ON invoice_lines (invoice_id, position);

-- Money received. A tip is counted apart from the invoice's amount (it is
-- not revenue). A card payment from Stripe names its Checkout session,
-- once: the webhook and the reconciliation sweep may both see it.
CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    invoice_id INTEGER NOT NULL REFERENCES invoices (id),
    method TEXT NOT NULL CHECK (method IN ('cash', 'zelle', 'cashapp', 'check', 'card-on-site', 'card')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    tip_cents INTEGER NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
    reference TEXT,
    stripe_session_id TEXT UNIQUE,
    recorded_by TEXT NOT NULL,        -- a staff username, or 'stripe'
    received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX payments_invoice ON payments (invoice_id, id);
CREATE INDEX payments_received ON payments (received_at);

-- The Checkout sessions made for invoices, so the sweep can ask Stripe
-- about the ones still open. The amounts are what the session charges.
CREATE TABLE checkout_sessions (
    id TEXT PRIMARY KEY,              -- Stripe's cs_...
    invoice_id INTEGER NOT NULL REFERENCES invoices (id),
    amount_cents INTEGER NOT NULL,
    tip_cents INTEGER NOT NULL DEFAULT 0,
    url TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL
);
CREATE INDEX checkout_sessions_open ON checkout_sessions (status, invoice_id);

-- Every Stripe event applied, by its id: a retried delivery changes nothing.
CREATE TABLE stripe_events (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
