-- Review requests and the customer's own page (docs/product.md#reviews,
-- docs/product.md#accounts).

-- The owner may switch the review request off for one job (a fleet
-- account's driver is not the one to ask).
ALTER TABLE job_tracking ADD COLUMN review_request INTEGER NOT NULL DEFAULT 1 CHECK (review_request IN (0, 1));

-- One review request a job, made when the job is completed and sent by the
-- review worker once due_at has passed. `phone` is the lead's number in
-- E.164 (null when it has none that can be texted): at most one request a
-- number is sent in 90 days. `token` opens /r/{token}, 160 random bits, kept
-- as is like the tracking link's: it opens nothing but a redirect to the
-- public review page. A job deleted (erased, or past retention) takes its
-- request with it.
CREATE TABLE review_requests (
    id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL UNIQUE REFERENCES job_tracking (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    phone TEXT,
    email TEXT,
    -- pending: waiting for due_at; sent; cancelled: the job was cancelled,
    -- reopened or switched off before it was due; skipped: not sent when
    -- due, `reason` says why (opted out, asked in the last 90 days...).
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'cancelled', 'skipped')),
    reason TEXT,
    due_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    sent_at TEXT,
    first_tapped_at TEXT,
    taps INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX review_requests_due ON review_requests (status, due_at);
CREATE INDEX review_requests_phone ON review_requests (phone, sent_at);
CREATE INDEX review_requests_sent ON review_requests (sent_at);

-- A customer's email counts as theirs once a link mailed to it was opened.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;

-- The links mailed to verify an email: only a SHA-256 hash of each token is
-- kept, as for sessions and password resets. `email` is the address the
-- link was mailed to: opening it verifies that address only.
CREATE TABLE email_verifications (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL
);
CREATE INDEX email_verifications_user ON email_verifications (user_id);
