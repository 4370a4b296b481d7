-- Every write of a job bumps its version; a write based on an older one is
-- refused (409), so a form left open cannot undo what a technician did since.
ALTER TABLE job_tracking ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- A job has at most one invoice that is not void. The server refuses a
-- second with 409 naming the first; this keeps it so under any writer.
-- (A trigger rather than a unique index: a database made before this may
-- already hold two, and they stay readable.)
CREATE TRIGGER invoices_one_per_job BEFORE INSERT ON invoices
WHEN NEW.job_id IS NOT NULL AND NEW.status != 'void'
    AND EXISTS (SELECT 1 FROM invoices WHERE job_id = NEW.job_id AND status != 'void')
BEGIN
    SELECT RAISE(ABORT, 'job already has an invoice');
END;
