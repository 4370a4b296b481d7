-- One checkout for everything payable (docs/product.md#payments): an
-- invoice's sessions and a fleet statement's were two tables written by two
-- copies of the same flow, and the copy lost its guards. Every Checkout
-- Session is now a row here, named by what it pays: an invoice ('invoice',
-- its id) or a fleet's balance ('fleet', the fleet's id: a statement's pay
-- link pays what the fleet owes, so every statement link of a fleet is one
-- payable, limited and reused as one).
CREATE TABLE checkouts (
    id TEXT PRIMARY KEY,              -- Stripe's cs_...
    payable_kind TEXT NOT NULL CHECK (payable_kind IN ('invoice', 'fleet')),
    payable_id INTEGER NOT NULL,
    -- The link it was asked from (an invoice's number, a statement link's
    -- id): an open session is handed out again only to the same link, so
    -- nobody returns from Stripe to another holder's page.
    reference TEXT NOT NULL DEFAULT '',
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    tip_cents INTEGER NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
    currency TEXT NOT NULL DEFAULT 'usd',
    url TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL
);
CREATE INDEX checkouts_payable ON checkouts (payable_kind, payable_id, status);
CREATE INDEX checkouts_open ON checkouts (status, created_at);

INSERT INTO checkouts (id, payable_kind, payable_id, reference, amount_cents, tip_cents, currency, url, status, created_at, expires_at)
    SELECT s.id, 'invoice', s.invoice_id, COALESCE((SELECT 'INV-' || printf('%04d', i.number) FROM invoices i WHERE i.id = s.invoice_id), ''), s.amount_cents, s.tip_cents, s.currency, s.url, s.status, s.created_at, s.expires_at
    FROM checkout_sessions s WHERE s.amount_cents > 0;
INSERT INTO checkouts (id, payable_kind, payable_id, reference, amount_cents, tip_cents, currency, url, status, created_at, expires_at)
    SELECT id, 'fleet', fleet_id, 'statement-' || statement_id, amount_cents, 0, currency, url, status, created_at, expires_at
    FROM statement_checkouts;
DROP TABLE checkout_sessions;
DROP TABLE statement_checkouts;
