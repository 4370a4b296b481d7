-- Chat and analyzer leads. A chat is saved as soon as the visitor gives a
-- phone number and completed, under the same key, when it ends; the analyzer
-- request a chat sends is linked to it, so staff are alerted once per chat.
ALTER TABLE chatbot_interactions ADD COLUMN client_ref TEXT;
ALTER TABLE chatbot_interactions ADD COLUMN problem TEXT;
ALTER TABLE chatbot_interactions ADD COLUMN urgency TEXT;
ALTER TABLE chatbot_interactions ADD COLUMN suggested_service TEXT;
ALTER TABLE chatbot_interactions ADD COLUMN estimated_price TEXT;
ALTER TABLE chatbot_interactions ADD COLUMN completed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE chatbot_interactions ADD COLUMN updated_at TEXT;
CREATE UNIQUE INDEX chatbot_interactions_client_ref ON chatbot_interactions (client_ref) WHERE client_ref IS NOT NULL;

ALTER TABLE smart_analyzer_submissions ADD COLUMN client_ref TEXT;
ALTER TABLE smart_analyzer_submissions ADD COLUMN chatbot_interaction_id INTEGER REFERENCES chatbot_interactions (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX smart_analyzer_submissions_client_ref ON smart_analyzer_submissions (client_ref) WHERE client_ref IS NOT NULL;
CREATE INDEX smart_analyzer_submissions_pending ON smart_analyzer_submissions (contacted, created_at DESC);
