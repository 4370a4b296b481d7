-- A paid session is recorded only when Stripe's currency and total are the
-- ones the session was made for; every session so far was made in dollars.
ALTER TABLE checkout_sessions ADD COLUMN currency TEXT NOT NULL DEFAULT 'usd';
