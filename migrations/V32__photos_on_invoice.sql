-- The owner's choice of a job's work photos for the customer's invoice page
-- (docs/product.md#proof). An ID or registration photo (`sensitive`) is
-- never shown there, whatever this says: the route that sets it refuses one
-- and the invoice page reads only photos that are not sensitive.
ALTER TABLE job_photos ADD COLUMN on_invoice INTEGER NOT NULL DEFAULT 0;
