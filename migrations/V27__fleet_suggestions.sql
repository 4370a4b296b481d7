-- Fleet matching by what a visitor typed is a suggestion, never a link
-- (docs/product.md#fleets): anyone can type a requester's email into a
-- public form, and a lead linked to a fleet is billed on its terms. A form
-- lead whose phone or email is a requester's gets a suggestion here, which
-- the owner confirms on the lead card ("Looks like ABC Logistics's requester
-- Dana: link?"). Leads are linked at once only on what the business itself
-- verified: the portal's signed-in manager, or a requester's own number
-- calling or texting (Twilio-signed).
CREATE TABLE fleet_suggestions (
    lead_type TEXT NOT NULL,
    lead_id INTEGER NOT NULL,
    fleet_id INTEGER NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
    requester_id INTEGER NOT NULL REFERENCES fleet_requesters (id) ON DELETE CASCADE,
    -- What matched: the requester's phone or email, as typed on the form.
    matched_on TEXT NOT NULL CHECK (matched_on IN ('phone', 'email')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (lead_type, lead_id)
);
CREATE INDEX fleet_suggestions_fleet ON fleet_suggestions (fleet_id);
