-- The outbound gate counts what went to one number on one channel in the
-- last hour (src/messages/gate.rs, outbox::store::sent_to). The index on
-- person_phone alone made that count read every row ever queued about the
-- number, whatever its channel (a staff alert about a customer carries the
-- customer's number): with 65,000 leads from one number a lead's count took
-- 29 ms and the lead path fell from 7,900 to 1,800 leads a second. With the
-- channel and the time in the index it reads only the hour's rows.
CREATE INDEX alert_outbox_phone_channel ON alert_outbox (person_phone, channel, created_at)
    WHERE person_phone IS NOT NULL;
