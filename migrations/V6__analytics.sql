-- First-party analytics: where each lead came from, the raw events of the
-- tracker, and the rollups the traffic summary is answered from.

-- The marketing source of the visit each lead came from (the browser's
-- attribution; NULL for a form posted without JavaScript). chatbot_interactions
-- has had its session_id since V1.
ALTER TABLE quote_submissions ADD COLUMN source TEXT;
ALTER TABLE quote_submissions ADD COLUMN medium TEXT;
ALTER TABLE quote_submissions ADD COLUMN campaign TEXT;
ALTER TABLE quote_submissions ADD COLUMN session_id TEXT;
ALTER TABLE booking_submissions ADD COLUMN source TEXT;
ALTER TABLE booking_submissions ADD COLUMN medium TEXT;
ALTER TABLE booking_submissions ADD COLUMN campaign TEXT;
ALTER TABLE booking_submissions ADD COLUMN session_id TEXT;
ALTER TABLE contact_submissions ADD COLUMN source TEXT;
ALTER TABLE contact_submissions ADD COLUMN medium TEXT;
ALTER TABLE contact_submissions ADD COLUMN campaign TEXT;
ALTER TABLE contact_submissions ADD COLUMN session_id TEXT;
ALTER TABLE smart_analyzer_submissions ADD COLUMN source TEXT;
ALTER TABLE smart_analyzer_submissions ADD COLUMN medium TEXT;
ALTER TABLE smart_analyzer_submissions ADD COLUMN campaign TEXT;
ALTER TABLE smart_analyzer_submissions ADD COLUMN session_id TEXT;
ALTER TABLE chatbot_interactions ADD COLUMN source TEXT;
ALTER TABLE chatbot_interactions ADD COLUMN medium TEXT;
ALTER TABLE chatbot_interactions ADD COLUMN campaign TEXT;

CREATE INDEX marketing_metrics_session ON marketing_metrics (session_id);
CREATE INDEX call_tracking_session ON call_tracking (session_id);
CREATE INDEX website_analytics_session_page ON website_analytics (session_id, page, id);

-- The page-view record of SPEC §3, one row per route change the tracker saw.
-- Raw events: pruned after analytics_retention_days.
CREATE TABLE page_views (
    id INTEGER PRIMARY KEY,
    page TEXT NOT NULL,
    user_agent TEXT,
    referrer TEXT,
    session_id TEXT NOT NULL,
    timestamp TEXT NOT NULL,
    duration INTEGER,
    country TEXT,
    region TEXT,
    city TEXT
);
CREATE INDEX page_views_timestamp ON page_views (timestamp);
CREATE INDEX page_views_session_page ON page_views (session_id, page, id);

-- One row per tracker session (a tab's sessionStorage id): active users are
-- the sessions seen in the last five minutes that did not say goodbye.
CREATE TABLE analytics_sessions (
    session_id TEXT PRIMARY KEY,
    first_seen TEXT NOT NULL,
    last_seen TEXT NOT NULL,
    untracked INTEGER NOT NULL DEFAULT 0,
    source TEXT,
    medium TEXT,
    campaign TEXT
) WITHOUT ROWID;
CREATE INDEX analytics_sessions_last_seen ON analytics_sessions (last_seen);

-- Unique visitors as Plausible counts them: hash(daily salt, address, user
-- agent). Only today's salt is kept, so yesterday's hashes cannot be
-- recomputed and no visitor can be followed from one day to the next.
CREATE TABLE analytics_salts (
    day TEXT PRIMARY KEY,
    salt BLOB NOT NULL
) WITHOUT ROWID;

-- The hashes seen today and this hour, only to count each visitor once in the
-- rollups; deleted after two days.
CREATE TABLE analytics_day_visitors (
    day TEXT NOT NULL,
    scope TEXT NOT NULL, -- '' for the day, else 'source:<source>'
    visitor TEXT NOT NULL,
    PRIMARY KEY (day, scope, visitor)
) WITHOUT ROWID;
CREATE TABLE analytics_hour_visitors (
    hour TEXT NOT NULL,
    visitor TEXT NOT NULL,
    PRIMARY KEY (hour, visitor)
) WITHOUT ROWID;

-- Rollups, kept for good (a few rows a day): the traffic summary reads these
-- and never scans the raw events. Days and hours are UTC.
CREATE TABLE traffic_hourly (
    hour TEXT PRIMARY KEY, -- YYYY-MM-DDTHH:00:00Z
    page_views INTEGER NOT NULL DEFAULT 0,
    visitors INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE TABLE traffic_daily (
    day TEXT PRIMARY KEY, -- YYYY-MM-DD
    page_views INTEGER NOT NULL DEFAULT 0,
    visitors INTEGER NOT NULL DEFAULT 0,
    sessions INTEGER NOT NULL DEFAULT 0,
    session_seconds INTEGER NOT NULL DEFAULT 0,
    leads INTEGER NOT NULL DEFAULT 0,
    calls INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE TABLE traffic_daily_pages (
    day TEXT NOT NULL,
    page TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, page)
) WITHOUT ROWID;
CREATE TABLE traffic_daily_countries (
    day TEXT NOT NULL,
    country TEXT NOT NULL,
    visitors INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, country)
) WITHOUT ROWID;
CREATE TABLE traffic_daily_sources (
    day TEXT NOT NULL,
    source TEXT NOT NULL,
    visitors INTEGER NOT NULL DEFAULT 0,
    leads INTEGER NOT NULL DEFAULT 0,
    calls INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, source)
) WITHOUT ROWID;
