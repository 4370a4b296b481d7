-- The owner: the staff account that may erase a person's data
-- (docs/product.md#privacy). `roadside admin create` makes the first staff
-- account the owner's; on an existing install that is the oldest one.
ALTER TABLE users ADD COLUMN is_owner INTEGER NOT NULL DEFAULT 0;
UPDATE users SET is_owner = 1 WHERE id = (SELECT MIN(id) FROM users WHERE is_staff = 1);
