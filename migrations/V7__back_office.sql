-- The back office: first-response times, the audit trail, the live lead
-- feed and the jobs pipeline.

-- When staff first marked a lead contacted, and the minutes it took. Written
-- once, on the first Mark as Contacted; later clicks never move them.
ALTER TABLE quote_submissions ADD COLUMN first_contacted_at TEXT;
ALTER TABLE quote_submissions ADD COLUMN response_minutes INTEGER;
ALTER TABLE booking_submissions ADD COLUMN first_contacted_at TEXT;
ALTER TABLE booking_submissions ADD COLUMN response_minutes INTEGER;
ALTER TABLE contact_submissions ADD COLUMN first_contacted_at TEXT;
ALTER TABLE contact_submissions ADD COLUMN response_minutes INTEGER;
ALTER TABLE smart_analyzer_submissions ADD COLUMN first_contacted_at TEXT;
ALTER TABLE smart_analyzer_submissions ADD COLUMN response_minutes INTEGER;

-- Every change made from the dashboard. Rows are only ever added: the
-- triggers refuse updates and deletes, so a deleted quote's record stays.
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    staff_user_id INTEGER,            -- no foreign key: the record outlives the account
    staff_username TEXT NOT NULL,
    action TEXT NOT NULL,             -- contacted, edit, delete, job-create, job-update
    subject_type TEXT NOT NULL,       -- quote, booking, contact, analyzer, job
    subject_id INTEGER NOT NULL,
    before_json TEXT,
    after_json TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, id DESC);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

-- One row per new lead of any kind, written in the lead's transaction. Its id
-- is the id of the server-sent event, so a dashboard that reconnects (even
-- after a restart) asks for everything after the last id it saw.
CREATE TABLE lead_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    lead_id INTEGER NOT NULL,
    summary TEXT NOT NULL,            -- JSON: what the dashboard shows of the lead
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Jobs: the lead's arrival time is kept with the job (a deleted lead leaves
-- its job's response time intact); on_site_at is when the truck arrived.
ALTER TABLE job_tracking ADD COLUMN lead_created_at TEXT;
ALTER TABLE job_tracking ADD COLUMN on_site_at TEXT;
ALTER TABLE job_tracking ADD COLUMN updated_at TEXT;
CREATE UNIQUE INDEX job_tracking_one_per_lead ON job_tracking (submission_type, submission_id);
