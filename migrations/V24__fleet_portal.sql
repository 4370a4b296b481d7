-- The fleet manager's portal (docs/product.md#fleets): the owner invites a
-- manager by email; the invite's link sets their password and makes (or
-- joins) a customer account that sees only this fleet. The email is kept
-- lower case so one address is invited once per fleet; the token's hash is
-- kept only until the invite is used.
CREATE TABLE fleet_managers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    fleet_id INTEGER NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    token_hash TEXT UNIQUE,
    expires_at TEXT,
    -- One account manages one fleet.
    user_id INTEGER UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    invited_by TEXT NOT NULL,
    invited_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    joined_at TEXT,
    UNIQUE (fleet_id, email)
);
