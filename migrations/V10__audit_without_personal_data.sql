-- The audit trail names every field a change touched and keeps the values of
-- only those that say nothing about the person: statuses, services,
-- urgencies, times, amounts (docs/product.md#privacy). A name, phone, email,
-- location, vehicle or free text is named, never copied. Rows written before
-- held whole copies of the lead or job: they keep only that much of it.
ALTER TABLE audit_log ADD COLUMN changed_json TEXT NOT NULL DEFAULT '[]';

-- The fields whose values may stay: the list KEPT in src/audit/mod.rs.
CREATE TEMP TABLE audit_kept_fields (field TEXT PRIMARY KEY);
INSERT INTO audit_kept_fields (field) VALUES
    ('id'), ('contacted'), ('firstContactedAt'), ('responseMinutes'), ('serviceType'), ('serviceNeeded'),
    ('vehicleType'), ('urgency'), ('preferredDate'), ('preferredTime'), ('suggestedService'), ('estimatedPrice'),
    ('confidence'), ('chatbotInteractionId'), ('source'), ('medium'), ('campaign'), ('createdAt'), ('updatedAt'),
    ('status'), ('submissionId'), ('submissionType'), ('jobValue'), ('completedAt'), ('responseTime'),
    ('customerSatisfaction'), ('leadCreatedAt'), ('onSiteAt');

-- The table refuses updates; this one rewrite is the exception.
DROP TRIGGER audit_log_no_update;

-- Which fields differ between the two states (a missing side counts as
-- null); a job's customer is the lead's data, not the job's, and is left out.
UPDATE audit_log SET changed_json = COALESCE((
    SELECT json_group_array(field) FROM (
        SELECT f.key AS field FROM (
            SELECT key FROM json_each(audit_log.before_json)
            UNION
            SELECT key FROM json_each(audit_log.after_json)
        ) AS f
        WHERE f.key <> 'customer'
          AND json_extract(audit_log.before_json, '$."' || f.key || '"')
              IS NOT json_extract(audit_log.after_json, '$."' || f.key || '"')
        ORDER BY f.key
    )
), '[]');

-- Each side keeps the kept fields among those that changed.
UPDATE audit_log SET
    before_json = CASE WHEN before_json IS NULL THEN NULL ELSE (
        SELECT json_group_object(key, CASE type WHEN 'true' THEN json('true') WHEN 'false' THEN json('false')
            WHEN 'object' THEN json(value) WHEN 'array' THEN json(value) ELSE value END)
        FROM json_each(audit_log.before_json)
        WHERE key IN (SELECT field FROM temp.audit_kept_fields)
          AND key IN (SELECT value FROM json_each(audit_log.changed_json))
    ) END,
    after_json = CASE WHEN after_json IS NULL THEN NULL ELSE (
        SELECT json_group_object(key, CASE type WHEN 'true' THEN json('true') WHEN 'false' THEN json('false')
            WHEN 'object' THEN json(value) WHEN 'array' THEN json(value) ELSE value END)
        FROM json_each(audit_log.after_json)
        WHERE key IN (SELECT field FROM temp.audit_kept_fields)
          AND key IN (SELECT value FROM json_each(audit_log.changed_json))
    ) END;

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
DROP TABLE temp.audit_kept_fields;
