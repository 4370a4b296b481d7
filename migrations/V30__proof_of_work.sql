-- Proof of the work (docs/product.md#proof): a job's photos, the
-- technician's ticks, the owner's waivers and the customer's signatures.
-- Each goes with its job: deleting the job (erasure, retention) deletes
-- them, and the photo files no row names any more are then removed from
-- the data directory (src/proof/files.rs).

-- One photo as the server keeps it: `file` names the stored JPEG in
-- data/photos (the SHA-256 of its bytes: re-encoded upright, without EXIF),
-- `thumb` its small copy; `received_sha256` is the hash of the bytes the
-- phone sent, as evidence of what arrived. `client_ref` is the phone's key
-- for the photo: a photo sent again is not stored twice.
CREATE TABLE job_photos (
    id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    item TEXT NOT NULL,
    sensitive INTEGER NOT NULL DEFAULT 0,
    technician_id INTEGER,
    taken_at TEXT NOT NULL,
    latitude REAL,
    longitude REAL,
    received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    received_sha256 TEXT NOT NULL,
    received_bytes INTEGER NOT NULL,
    file TEXT NOT NULL,
    thumb TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    client_ref TEXT NOT NULL,
    UNIQUE (job_id, client_ref)
);
CREATE INDEX job_photos_file ON job_photos (file);
CREATE INDEX job_photos_thumb ON job_photos (thumb);
CREATE INDEX job_photos_sensitive ON job_photos (received_at) WHERE sensitive = 1;

-- A checklist item the technician ticked (e.g. the names on the ID and the
-- registration match), and an item the owner waived, with the reason.
CREATE TABLE job_checks (
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    item TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('ticked', 'waived')),
    user_id INTEGER,
    reason TEXT,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (job_id, item, kind)
);

-- The customer's signature, drawn on the technician's phone: its strokes
-- (points in a 1000 x 400 box), the name typed under it, and the invoice and
-- amount it was given for. It is void once that invoice's total is not the
-- amount (or the invoice is void): the app then asks again.
CREATE TABLE job_signatures (
    id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    invoice_id INTEGER,
    amount_cents INTEGER NOT NULL,
    signer_name TEXT NOT NULL,
    strokes TEXT NOT NULL,
    technician_id INTEGER,
    signed_at TEXT NOT NULL,
    latitude REAL,
    longitude REAL,
    received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    client_ref TEXT NOT NULL,
    UNIQUE (job_id, client_ref)
);
CREATE INDEX job_signatures_invoice ON job_signatures (invoice_id);
