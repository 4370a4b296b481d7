-- Addresses each account has signed in from (hashed), so that failed
-- sign-ins from elsewhere never lock the owner out of their own account.
CREATE TABLE sign_in_addresses (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    address_hash TEXT NOT NULL,
    last_signed_in_at TEXT NOT NULL,
    PRIMARY KEY (user_id, address_hash)
) WITHOUT ROWID;
