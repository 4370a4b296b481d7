-- A signature may be typed (docs/product.md#proof): a customer who cannot
-- draw on the phone (keyboard only, switch access, a screen reader, a shaking
-- hand) types their full name to sign. `kind` says which it is, so a typed
-- name is never taken for a drawing: a drawn one keeps its strokes and has no
-- `typed`; a typed one has its text and no strokes ('[]'). Signatures kept
-- before were drawn.
ALTER TABLE job_signatures ADD COLUMN kind TEXT NOT NULL DEFAULT 'drawn' CHECK (kind IN ('drawn', 'typed'));
ALTER TABLE job_signatures ADD COLUMN typed TEXT
    CHECK ((kind = 'typed' AND typed IS NOT NULL AND strokes = '[]') OR (kind = 'drawn' AND typed IS NULL));
