-- A change id is made by the technician's phone, so it is unique only among
-- that technician's changes: two phones may well make the same one. The
-- receipt is therefore keyed by (user_id, change_id); with change_id alone
-- as the key, a clash between two technicians failed the second change.
-- SQLite cannot change a primary key in place: the table is made again.
CREATE TABLE job_change_receipts_by_user (
    user_id INTEGER NOT NULL,
    change_id TEXT NOT NULL,
    job_id INTEGER NOT NULL REFERENCES job_tracking (id) ON DELETE CASCADE,
    answer TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, change_id)
);
INSERT INTO job_change_receipts_by_user (user_id, change_id, job_id, answer, created_at)
    SELECT user_id, change_id, job_id, answer, created_at FROM job_change_receipts;
DROP TABLE job_change_receipts;
ALTER TABLE job_change_receipts_by_user RENAME TO job_change_receipts;
