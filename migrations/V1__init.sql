-- Every entity of the spec. Times are UTC, RFC 3339 text. Booleans are 0/1.

CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password TEXT NOT NULL,
    email TEXT UNIQUE COLLATE NOCASE,
    is_staff INTEGER NOT NULL DEFAULT 0,
    reset_token TEXT,
    reset_token_expiry TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE contact_submissions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT,
    phone TEXT NOT NULL,
    location TEXT NOT NULL,
    urgency TEXT NOT NULL,
    message TEXT NOT NULL,
    contacted INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX contact_submissions_created ON contact_submissions (created_at DESC);

CREATE TABLE quote_submissions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT,
    location TEXT NOT NULL,
    service_type TEXT NOT NULL,
    vehicle_info TEXT,
    urgency TEXT NOT NULL,
    description TEXT NOT NULL,
    contacted INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX quote_submissions_created ON quote_submissions (created_at DESC);
CREATE INDEX quote_submissions_pending ON quote_submissions (contacted, created_at DESC);

CREATE TABLE booking_submissions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT,
    vehicle_type TEXT NOT NULL,
    location TEXT NOT NULL,
    service_needed TEXT NOT NULL,
    urgency TEXT NOT NULL,
    description TEXT NOT NULL,
    preferred_date TEXT,
    preferred_time TEXT,
    contacted INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX booking_submissions_created ON booking_submissions (created_at DESC);
CREATE INDEX booking_submissions_pending ON booking_submissions (contacted, created_at DESC);

CREATE TABLE smart_analyzer_submissions (
    id INTEGER PRIMARY KEY,
    name TEXT,
    phone TEXT,
    email TEXT,
    location TEXT,
    problem_description TEXT NOT NULL,
    suggested_service TEXT NOT NULL,
    estimated_price TEXT NOT NULL,
    urgency TEXT NOT NULL,
    confidence TEXT NOT NULL,
    contacted INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX smart_analyzer_submissions_created ON smart_analyzer_submissions (created_at DESC);

CREATE TABLE call_tracking (
    id INTEGER PRIMARY KEY,
    session_id TEXT,
    phone TEXT,
    source TEXT,
    page TEXT,
    user_agent TEXT,
    ip_address TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX call_tracking_created ON call_tracking (created_at DESC);

CREATE TABLE job_tracking (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL,
    submission_type TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    job_value REAL,
    completed_at TEXT,
    response_time INTEGER,
    customer_satisfaction INTEGER,
    notes TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX job_tracking_submission ON job_tracking (submission_type, submission_id);
CREATE INDEX job_tracking_status ON job_tracking (status, created_at DESC);

CREATE TABLE website_analytics (
    id INTEGER PRIMARY KEY,
    session_id TEXT,
    page TEXT,
    device TEXT,
    browser TEXT,
    location TEXT,
    referrer TEXT,
    load_time TEXT,
    time_on_page TEXT,
    bounced INTEGER NOT NULL DEFAULT 0,
    form_started INTEGER NOT NULL DEFAULT 0,
    form_completed INTEGER NOT NULL DEFAULT 0,
    call_button_clicked INTEGER NOT NULL DEFAULT 0,
    call_button_source TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX website_analytics_created ON website_analytics (created_at DESC);
CREATE INDEX website_analytics_session ON website_analytics (session_id);

CREATE TABLE chatbot_interactions (
    id INTEGER PRIMARY KEY,
    session_id TEXT,
    customer_name TEXT,
    customer_phone TEXT,
    customer_email TEXT,
    conversation TEXT NOT NULL,
    customer_location TEXT,
    gps_latitude TEXT,
    gps_longitude TEXT,
    gps_accuracy TEXT,
    location_method TEXT,
    lead_quality TEXT,
    handoff_to_call INTEGER NOT NULL DEFAULT 0,
    issue_resolved INTEGER NOT NULL DEFAULT 0,
    satisfaction INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX chatbot_interactions_created ON chatbot_interactions (created_at DESC);

CREATE TABLE marketing_metrics (
    id INTEGER PRIMARY KEY,
    source TEXT,
    medium TEXT,
    campaign TEXT,
    session_id TEXT,
    conversion_type TEXT,
    conversion_value REAL,
    customer_acquisition_cost REAL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX marketing_metrics_created ON marketing_metrics (created_at DESC);
