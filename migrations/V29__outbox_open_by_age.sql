-- Each pass of an outbox lane first gives up what is too old to send
-- (outbox::store::give_up_older_than: the channel's open rows queued before
-- a cutoff). The due index orders open rows by next_attempt_at, not by when
-- they were queued, so that sweep read every open row of the channel and its
-- table row on every pass: 75,000 queued staff alerts made each pass tens of
-- milliseconds on the connection the lead writer shares, and the lead path
-- fell from 7,900 to 1,600 leads a second. With this index it reads only the
-- rows it gives up.
CREATE INDEX alert_outbox_open_age ON alert_outbox (channel, created_at)
    WHERE delivered_at IS NULL AND given_up_at IS NULL;
