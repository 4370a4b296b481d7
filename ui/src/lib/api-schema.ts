export interface paths {
  "/api/admin/audit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The history of one lead or job (or of everything), newest first. */
    get: operations["list_audit"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * New leads as server-sent events: `lead` events (data: a `LiveEvent`, id: the event id), a `ready`
     *     event once caught up, a heartbeat comment every 15 s. A reconnect with the last id gets what it missed.
     */
    get: operations["events"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signs a staff member in (sets the session cookie staff routes need). */
    post: operations["admin_login"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the staff session, if any (always 200). */
    post: operations["admin_logout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/overview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The figures of the dashboard's first tab. */
    get: operations["overview"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in staff member. */
    get: operations["admin_session"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/technicians": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every technician's account, enabled first. */
    get: operations["list_technicians"];
    put?: never;
    /** Creates a technician's account (they sign in at /admin and land on /tech). Audited. */
    post: operations["create_technician"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/technicians/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Disables or enables a technician's account (disabling signs it out and unassigns its open jobs), sets a new
     * password (signing it out), or its name. Audited.
     */
    patch: operations["change_technician"];
    trace?: never;
  };
  "/api/admin/traffic": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Visitors, page views, sources, leads and calls of a period, beside the period before. */
    get: operations["traffic"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/undelivered": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations["undelivered"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/bookings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Diesel service bookings, newest first. */
    get: operations["list_bookings"];
    put?: never;
    /**
     * A diesel service booking. A plain form post (no JavaScript) is answered with the thank-you page (303) or the
     *     form again with its errors.
     */
    post: operations["create_booking"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/bookings/{id}/contacted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Marks the lead contacted; the first time also stores its first-response time (and audits it). */
    patch: operations["mark_booking_contacted"];
    trace?: never;
  };
  "/api/call-tracking": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clicks on phone links, newest first. */
    get: operations["list_call_clicks"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/chatbot-interactions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Chats, newest first (the lead filters do not apply: staff open a chat from its analyzer request). */
    get: operations["list_chats"];
    put?: never;
    /**
     * A chat's conversation and lead: first when the visitor gives a phone
     *     number, again (same key) when the chat ends.
     */
    post: operations["create_chat"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/contacts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contact messages, newest first. */
    get: operations["list_contacts"];
    put?: never;
    /**
     * A contact message. A plain form post (no JavaScript) is answered with the thank-you page (303) or the form again
     *     with its errors.
     */
    post: operations["create_contact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/contacts/{id}/contacted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Marks the lead contacted; the first time also stores its first-response time (and audits it). */
    patch: operations["mark_contact_contacted"];
    trace?: never;
  };
  "/api/dispatch/board": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations["board"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/estimates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job's estimates, newest first. */
    get: operations["list_estimates"];
    put?: never;
    /**
     * Makes a draft estimate for a job: one to three options of lines, what approval asks (nothing, a card hold or a
     * deposit) and its expiry. A technician only for their own jobs.
     */
    post: operations["create_estimate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/estimates/holds": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The holds on cards and the deposits not yet on an invoice, oldest first: the Jobs tab shows each job's. */
    get: operations["standing_holds"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/estimates/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One estimate with its options, answer and holds. */
    get: operations["get_estimate"];
    /**
     * Writes a draft again: its options, what approval asks, its expiry (from now) and its note. It stays with its job
     * (and the estimate it changes).
     */
    put: operations["update_draft"];
    post?: never;
    /** Deletes a draft (never sent). */
    delete: operations["delete_draft"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/estimates/{id}/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Texts (and mails, when the driver gave an email) the estimate's link; a draft becomes sent. */
    post: operations["send_estimate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The manager's fleet: its terms, units, invoices, statement and the approvals waiting. */
    get: operations["portal"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet/approvals/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The manager's answer to one of their fleet's approval requests, signed
     *     in: recorded with their account's name (404 for another fleet's request,
     *     409 once it is answered or replaced).
     */
    post: operations["answer_approval"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet/estimates/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The manager's answer to one of their fleet's estimates, signed in: an
     *     option approved (with the PO where the fleet wants one before work) or a
     *     decline, recorded with their account's name.
     */
    post: operations["answer_estimate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet/join": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invite behind a link: the fleet and the email it is for. */
    get: operations["read_invite"];
    put?: never;
    /**
     * Uses an invite: makes the manager's account (its email the invite's,
     *     verified by the link), links it to the fleet and signs it in.
     */
    post: operations["join"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet/service": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Asks for service to one of the fleet's units: a lead like any other
     *     (staff are alerted at once), filed as fleet service, linked to the fleet
     *     and the unit.
     */
    post: operations["request_service"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet/statement": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The manager's statement for a period and day (as the owner's: by default
     *     this month to date, aged today), with its printable page where it is paid.
     */
    get: operations["portal_statement"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet/statement.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The manager's statement as CSV. */
    get: operations["portal_statement_csv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet/units/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A unit of the manager's fleet with its service history (404 for a unit of another fleet). */
    get: operations["unit_history"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleet/units/{id}/photos/{photo}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One photo of the work on a unit of the manager's fleet (`size=thumb` for the small one). Photos of an ID or a
     * registration are never shown here (404).
     */
    get: operations["unit_photo"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every fleet, by name, with how many units and requesters each has. */
    get: operations["list_fleets"];
    put?: never;
    /** Makes a fleet account. */
    post: operations["add_fleet"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/export.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every fleet as one CSV file for a spreadsheet. */
    get: operations["export_fleets_csv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/of-leads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The fleet of each of these leads that has one (or a suggested one), read for a whole list at once. */
    get: operations["fleets_of_leads"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/units.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every fleet's units as one CSV file (the same columns an import takes). */
    get: operations["export_units_csv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fleet with its units and requesters. */
    get: operations["get_fleet"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Changes a fleet's fields (all of them, as the form sends them). Terms,
     *     PO rule, limit, tax exemption and hold are kept in the audit trail with
     *     who changed them.
     */
    patch: operations["change_fleet"];
    trace?: never;
  };
  "/api/fleets/{id}/managers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The fleet's managers and the invites still waiting. */
    get: operations["list_managers"];
    put?: never;
    /**
     * Invites a manager by email: they get a link, good for 7 days, that sets
     *     their password (the accounts' rules). Inviting the same email again
     *     replaces the link.
     */
    post: operations["invite_manager"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/managers/{managerId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Takes a manager's access away, or an unused invite's link (the account stays, as a customer's). */
    delete: operations["remove_manager"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/payments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Records a payment the fleet sent (a check, an ACH transfer): applied to
     *     the chosen invoices in the order given, or the oldest due first when
     *     none are chosen. More than those invoices owe is refused.
     */
    post: operations["fleet_payment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/requesters": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a person who may order work for the fleet: a lead from their phone
     *     or email is linked to the fleet from then on.
     */
    post: operations["add_requester"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/requesters/{requesterId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a requester (leads already linked stay linked). */
    delete: operations["remove_requester"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/statement": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A fleet's statement: opening balance, the period's invoices and payments,
     *     closing balance, and the aging of what is owed on the as-of day.
     */
    get: operations["get_statement"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/statement.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The statement as CSV (amounts in dollars): its lines, then the balances and the aging. */
    get: operations["statement_csv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/units": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a unit to the fleet. */
    post: operations["add_unit"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/units/import": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a spreadsheet's units, every one or none. A file with any refused
     *     row adds nothing and answers 400 with every refused row's field and why
     *     (`fields["rows.3.vin"]`: row 3 as the spreadsheet numbers it, the header
     *     being row 1), so the file can be fixed and sent again whole.
     */
    post: operations["import_units"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/fleets/{id}/units/{unitId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a unit (its jobs and invoices keep what they were billed with). */
    delete: operations["remove_unit"];
    options?: never;
    head?: never;
    /** Changes a unit. */
    patch: operations["change_unit"];
    trace?: never;
  };
  "/api/forgot-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Emails a password-reset link (the same answer whether or not the email has an account). */
    post: operations["forgot_password"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/geocode": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Places matching an address, for a customer's position (`[geocoder]`: Nominatim or Photon). */
    get: operations["geocode_address"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoice/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice as its customer sees it (the token is the key). */
    get: operations["public_invoice"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoice/{token}/checkout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pays what is due by card, through the one checkout: a Stripe Checkout
     *     session for the invoice's balance (from the invoice, never from the
     *     browser) and an optional tip as its own line, or the open one already
     *     made for the same balance and tip. A form post is answered with a
     *     redirect to Stripe, JSON with the session's URL. Limited per address and
     *     per invoice.
     */
    post: operations["checkout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices newest first (at most 1,000), with each one's age. */
    get: operations["list_invoices"];
    put?: never;
    /**
     * Makes a draft invoice for a job: lines, discount, tax at `[invoices] tax_rate` on taxable lines. A technician
     * only for their own jobs.
     */
    post: operations["create_invoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoices/export.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invoices the filters let through, as CSV (amounts in dollars). */
    get: operations["export_invoices_csv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoices/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tax rate, whether card payments are on, and what an estimate asks by default. */
    get: operations["invoice_settings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoices/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One invoice with its lines and payments. A technician only for their own
     *     jobs: their app looks again while the customer pays from the link.
     */
    get: operations["get_invoice"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoices/{id}/payments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records a payment received by hand; partial payments add up to paid. Texts and mails the receipt. */
    post: operations["record_payment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoices/{id}/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Texts (and mails, when the customer gave an email) the invoice's link; a draft becomes sent. */
    post: operations["send_invoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invoices/{id}/void": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Voids an invoice that has no payments. */
    post: operations["void_invoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/job-tracking": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Jobs newest first, each with its customer; `?status=` narrows to one status. */
    get: operations["list_jobs"];
    put?: never;
    /** Makes a job from a lead (one per lead: asking again answers the job it has). */
    post: operations["create_job"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/job-tracking/of-leads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The jobs of a list of leads of one kind (the lead cards link to theirs). */
    get: operations["jobs_of_leads"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/job-tracking/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Changes a job; the server stamps completedAt, onSiteAt, enRouteAt and responseTime. Audited. Assigning a
     * technician pushes the job to their phone; en route makes the driver's tracking link (`trackingUrl`) and texts it.
     */
    patch: operations["update_job"];
    trace?: never;
  };
  "/api/job-tracking/{id}/approval": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends the estimate to the job's fleet (its requester's phone and email)
     *     for approval; a request still waiting is replaced by it.
     */
    post: operations["request_for_job"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/invoice": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Makes the job's draft invoice from its approved estimate: the chosen option's lines (a change order's, when one
     * was approved since), tax as it was estimated.
     */
    put: operations["invoice_from_estimate"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/photos/{photo}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One photo of a job (`size=thumb` for the small one). An ID or registration photo is the business owner's alone
     * (403 for other staff), and each view of one is recorded in the audit trail.
     */
    get: operations["job_photo"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/photos/{photo}/invoice": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Shows a work photo on the customer's invoice page, or takes it off. An ID or registration photo is never shown
     * there (409). The choice is in the audit trail.
     */
    put: operations["photo_on_invoice"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/proof": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A job's checklist, photos and signature for the back office. ID and registration photos are listed for the
     * business owner only (`hiddenPhotos` counts those left out).
     */
    get: operations["job_proof"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/waivers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Waives a checklist item of a job, with the reason (the owner's account only): the job may then be completed
     * without it. The waiver and its reason are in the audit trail.
     */
    post: operations["waive"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/leads/export.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The filtered view as the same CSV as `roadside export leads`. */
    get: operations["export_csv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/leads/{kind}/{id}/call": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Calls a lead's customer through the business number. */
    post: operations["call_lead"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/leads/{kind}/{id}/erase": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Erases the person who sent this lead: the lead, and every lead, chat, job, live-feed entry and staff alert with
     *     its phone number or email. The owner's account only. Audited with the kinds and counts, never the person.
     */
    post: operations["erase_person"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/leads/{kind}/{id}/fleet": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Links a lead to a fleet and unit by hand (or unlinks it). */
    put: operations["link_lead"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/leads/{kind}/{id}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A lead's text thread: what was sent (queued, sent, delivered, failed)
     *     and what came back.
     */
    get: operations["thread"];
    put?: never;
    /** Texts the lead's customer (through the outbox; the thread shows it queued, then sent and delivered). */
    post: operations["reply"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signs a customer in (sets the session cookie). */
    post: operations["login"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the session, if any (always 200). */
    post: operations["logout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/marketing-metrics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Conversions (leads and calls) with their marketing source, newest first. */
    get: operations["list_conversions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer. */
    get: operations["me"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/history": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in customer's requests, jobs, invoices and receipts, found by
     *     their email once it is verified (until then `emailVerified` is false and
     *     the lists are empty). A staff session does not count.
     */
    get: operations["history"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/verify-email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mails the signed-in customer a new verification link. Limited like
     *     password resets: a few an hour per account and per address.
     */
    post: operations["send_link"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This document: every /api route with its parameters, bodies, answers and
     *     the session it needs.
     */
    get: operations["openapi_json"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payments/stripe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stripe's webhook: `checkout.session.completed` (paid) and
     *     `checkout.session.async_payment_succeeded` record the payment. The
     *     `Stripe-Signature` must be right and under five minutes old.
     */
    post: operations["stripe_webhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/price-book": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The price book, by name. */
    get: operations["price_book"];
    put?: never;
    /** Adds an item to the price book. */
    post: operations["add_price"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/price-book/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes an item from the price book. */
    delete: operations["remove_price"];
    options?: never;
    head?: never;
    /** Changes an item's name, price or taxable flag (invoices already made keep theirs). */
    patch: operations["change_price"];
    trace?: never;
  };
  "/api/push/public-key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The key browsers subscribe to push with (applicationServerKey). */
    get: operations["public_key"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/push/subscriptions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Keeps this device's push subscription for the signed-in staff member
     *     (the same endpoint again updates it). Signing out removes it.
     */
    post: operations["subscribe"];
    /** Removes a push subscription of the signed-in staff member. */
    delete: operations["unsubscribe"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/quotes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Quote requests, newest first. */
    get: operations["list_quotes"];
    put?: never;
    /**
     * A quote request. A plain form post (no JavaScript) is answered with the thank-you page (303) or the form again
     *     with its errors (the home page's form, which posts `form=home`, in its own fields).
     */
    post: operations["create_quote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/quotes/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes a quote; its audit records stay (without the person's data). */
    delete: operations["delete_quote"];
    options?: never;
    head?: never;
    /** Changes a quote (staff may also use the admin urgencies); audited. */
    patch: operations["edit_quote"];
    trace?: never;
  };
  "/api/quotes/{id}/contacted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Marks the lead contacted; the first time also stores its first-response time (and audits it). */
    patch: operations["mark_quote_contacted"];
    trace?: never;
  };
  "/api/recordings/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A voicemail or a call's recording, for staff to play. */
    get: operations["play"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates a customer account. An email that already has an account gets the
     *     same answer, in the same time, and its owner a notice by email: the answer
     *     never tells which emails have accounts.
     */
    post: operations["register"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new password with the emailed token (single use; ends every session of the account). */
    post: operations["reset_password"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in, if anyone: always 200, so pages can ask without an error. */
    get: operations["session_info"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/smart-analyzer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Analyzer (and chat) requests, newest first. */
    get: operations["list_analyzer"];
    put?: never;
    /** The home page's analyzer, or a chat's lead (after its conversation is saved). */
    post: operations["create_analyzer_request"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/smart-analyzer/{id}/contacted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Marks the lead contacted; the first time also stores its first-response time (and audits it). */
    patch: operations["mark_analyzer_contacted"];
    trace?: never;
  };
  "/api/sms/inbound": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A text from a customer (Twilio's incoming-message webhook). STOP and its
     *     kin opt the number out, START opts it back in, HELP is answered; any
     *     other text joins the number's latest lead and is announced to staff like
     *     a new lead. Answers TwiML.
     */
    post: operations["inbound"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/sms/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A text's delivery status (Twilio's status callback): sent, delivered or
     *     failed, shown in the lead's thread.
     */
    post: operations["status_callback"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/statement/{token}/checkout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pays what the fleet owes now by card, or part of it (`amount`), through
     *     the one checkout: a Stripe Checkout session for the balance of all its
     *     invoices (from the invoices, never from the browser) or the part asked
     *     for, applied when paid to the oldest due first. No tip. Every statement
     *     link of a fleet pays one payable, the fleet's balance, so its limit and
     *     its open session are the fleet's. A link whose holder's access has ended
     *     pays nothing. A form post is answered with a redirect to Stripe, JSON
     *     with the session's URL.
     */
    post: operations["statement_checkout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/estimates/{id}/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Texts (and mails, when the driver gave an email) the link of an estimate of one of the technician's jobs; a draft
     * becomes sent.
     */
    post: operations["send_own_estimate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in technician's jobs as they change: a `jobs` event (data: the job's id) whenever one of theirs is
     * assigned, unassigned or changed, a `ready` event once connected, a heartbeat every 15 s.
     */
    get: operations["tech_events"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The jobs assigned to the signed-in technician: open ones, and those ended in the last day. */
    get: operations["tech_jobs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Changes the status of one of the technician's jobs (On my way, Arrived, Completed, Cancel), with the same server
     * times as the owner's changes. On my way makes the driver's tracking link (`trackingUrl`) and texts it. A change
     * sent again with the same `changeId` is not made again: the answer is the first one's.
     */
    patch: operations["tech_change"];
    trace?: never;
  };
  "/api/tech/jobs/{id}/approval": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends the estimate of one of the technician's jobs for the fleet's approval. */
    post: operations["request_for_own_job"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}/call": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Calls the customer of one of the technician's own jobs through the business number. */
    post: operations["call_job_customer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}/estimates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The estimates of one of the technician's jobs, newest first: the job's view shows each one's standing (sent,
     * approved with the option and the driver's name, declined).
     */
    get: operations["list_for_own_job"];
    put?: never;
    /**
     * Makes a draft estimate for one of the technician's jobs: one to three options of lines, what approval asks and
     * its expiry, as the owner's `POST /api/estimates` (the job is the path's).
     */
    post: operations["create_for_own_job"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}/photos": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a photo to one of the technician's jobs: the JPEG (or PNG) as the body, its facts in the query string. The
     * server decodes it (anything else is refused), turns it upright by its EXIF orientation, keeps it at most 1920 px
     * on its long edge without EXIF, and records the SHA-256 of the bytes received. The same `clientRef` again answers
     * the photo kept the first time.
     */
    post: operations["tech_add_photo"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}/photos/{photo}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One photo of one of the technician's jobs (`size=thumb` for the small one). An ID photo only until the job is
     * completed.
     */
    get: operations["tech_photo"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}/position": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The phone's position on the way to one of the technician's jobs (every 10 s). Only the latest fix is kept, and
     * only while the job is en route. One position per job is taken every `[tracking] position_every_secs` (5 s); with
     * OSRM, the route is asked for at most every `route_every_secs` (30 s) per job.
     */
    post: operations["tech_position"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}/proof": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The job's checklist, photos and signature, as the technician's app shows them. */
    get: operations["tech_proof"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}/signature": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The customer's signature for the job's invoice, drawn or typed (`kind`) on the technician's phone under the work,
     * the amount and the terms. `amountCents` must be the invoice's total as the app showed it: if the invoice changed
     * since, the signature is refused (409) and the app asks again with the new amount. A signature stands until the
     * invoice's total changes.
     */
    post: operations["tech_sign"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/jobs/{id}/ticks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ticks a checklist item of the technician's job (the names on the ID and the registration match), or takes the
     * tick back.
     */
    post: operations["tech_tick"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tech/on-call": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the technician is on call now, and whether they can switch. */
    get: operations["my_on_call"];
    /**
     * A technician takes the calls now, or hands them back. Needs a place in
     *     the owner's on-call order (the number their calls ring).
     */
    put: operations["switch_on_call"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/track-pageview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A page view (every route change). */
    post: operations["track_pageview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/track-user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The visitor is on the site (on load and when the tab is shown). */
    post: operations["track_user"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/track/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The driver's tracking page's data. Public: the unguessable link is the key. `latitude` and `longitude` (the
     * technician's) only while the job is en route; an hour after the job ended, only the status.
     */
    get: operations["track"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/track/{token}/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tracking page's data as it changes: an `update` event (data: the same JSON as GET /api/track/{token}) at
     * once, on every change and every 15 s; a `gone` event when the link expires.
     */
    get: operations["track_events"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/untrack-user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The visitor left (tab hidden or closed). */
    post: operations["untrack_user"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/voice/connect": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An outbound call's first leg was answered (the Calls API's `Url`): put
     *     the staff member through to the customer, the business number showing.
     */
    post: operations["voice_connect"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/voice/dial": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A `<Dial>` leg ended (its action URL): answered, the call is done;
     *     otherwise the next person on call is rung, and after the last the call is
     *     missed.
     */
    post: operations["voice_dial"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/voice/inbound": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A call to the business number (the number's "A call comes in" webhook).
     *     Rings the first person on call; with nobody to ring, the call is missed
     *     at once. Twilio's retry of the same CallSid rings the same order.
     */
    post: operations["voice_inbound"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/voice/on-call": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The on-call order, with every staff account that may join it. */
    get: operations["get_on_call"];
    /**
     * Sets the on-call order as a whole: whom an inbound call rings, first to
     *     last, and when each is on call.
     */
    put: operations["put_on_call"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/voice/recording": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A voicemail or a call's recording is ready (`recordingStatusCallback`):
     *     kept, and fetched by the outbox.
     */
    post: operations["voice_recording"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/voice/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A call's status changed (the number's "Call status changes" callback).
     *     A call that ends before anyone answered (the caller hung up while it
     *     rang) is missed.
     */
    post: operations["voice_status"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/voice/voicemail": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** After the voicemail's recording (`<Record action>`): thanks, and the call ends. */
    post: operations["voice_voicemail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/voice/whisper": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What the person on call hears on answering (`<Number url>`), before the
     *     caller is put through; it also marks the call answered by them.
     */
    post: operations["voice_whisper"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/website-analytics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Page views with their events, newest first. */
    get: operations["list_page_visits"];
    put?: never;
    /** A page view's facts, or a later event of it (leaving, a form, a call link). */
    post: operations["website_analytics"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description What is owed by how long it is past due, on the as-of day. */
    Aging: {
      /**
       * Format: int64
       * @description Not yet due.
       */
      currentCents: number;
      /** Format: int64 */
      days1To30Cents: number;
      /** Format: int64 */
      days31To60Cents: number;
      /** Format: int64 */
      days61To90Cents: number;
      /** Format: int64 */
      over90Cents: number;
    };
    AnalyzerBody: {
      /**
       * @description Where the visit came from: an object, never refused for its content; null or "" is none; anything
       * else is a 400.
       */
      attribution?:
        | ({
            /** @description Text, cut to 100 characters. */
            campaign?: unknown;
            /** @description Text, cut to 100 characters. */
            medium?: unknown;
            /** @description The tracker's session id: 8 to 64 letters, digits, - or _ (another value is dropped). */
            sessionId?: unknown;
            /**
             * @description google-organic, google-ads, google-business-profile, facebook, referral or direct (another
             * value counts as referral).
             */
            source?: unknown;
          } | null)
        | "";
      /**
       * @description The browser's idempotency key: the same key stores the lead once (text of at most 64 characters,
       * trimmed; any other value is ignored).
       */
      clientRef?: unknown;
      /** @description Confidence: a percent from 0 to 100 (digits), or High, Medium or Low. */
      confidence: string;
      /** @description Email: name@domain.tld, no spaces. */
      email?: string | null;
      /**
       * @description The guide's price of the suggested service.
       * @enum {string}
       */
      estimatedPrice:
        | "$120-180"
        | "$80-250"
        | "$150-300"
        | "$75-120"
        | "$100-200"
        | "$50-150"
        | "$80-150"
        | "$50-80"
        | "$60-100"
        | "$40-70"
        | "$90-180";
      /** @description Location */
      location?: string | null;
      /** @description Name */
      name: string;
      /**
       * @description Phone number: an optional +, then at least 10 digits, spaces, hyphens or parentheses; at most 30
       * characters.
       */
      phone: string;
      /** @description Problem description */
      problemDescription: string;
      /**
       * @description Suggested service (of the service guide, ui/src/content/business.json)
       * @enum {string}
       */
      suggestedService:
        | "Emergency Tire Replacement"
        | "Jump Start / Battery Replacement"
        | "Mobile Engine Diagnostics"
        | "Vehicle Lockout Service"
        | "Emergency Towing"
        | "General Roadside Assistance"
        | "Mobile Tire Repair"
        | "Jump Start Service"
        | "Vehicle Lockout"
        | "Emergency Fuel Delivery"
        | "Engine Diagnostics";
      /**
       * @description Urgency
       * @enum {string}
       */
      urgency:
        | "emergency"
        | "urgent"
        | "today"
        | "Emergency - stranded/unsafe"
        | "Urgent - need help within 1 hour"
        | "Today - can wait a few hours"
        | "Flexible - schedule for later"
        | "Medium";
      /**
       * @description Left empty by people; text in it is answered as a success and the lead dropped (any other value is
       * ignored).
       */
      website?: unknown;
    } & (
      | {
          /** @enum {string} */
          estimatedPrice?: "$120-180";
          /** @enum {string} */
          suggestedService?: "Emergency Tire Replacement";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$80-250";
          /** @enum {string} */
          suggestedService?: "Jump Start / Battery Replacement";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$150-300";
          /** @enum {string} */
          suggestedService?: "Mobile Engine Diagnostics";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$75-120";
          /** @enum {string} */
          suggestedService?: "Vehicle Lockout Service";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$100-200";
          /** @enum {string} */
          suggestedService?: "Emergency Towing";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$50-150";
          /** @enum {string} */
          suggestedService?: "General Roadside Assistance";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$80-150";
          /** @enum {string} */
          suggestedService?: "Mobile Tire Repair";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$50-80";
          /** @enum {string} */
          suggestedService?: "Jump Start Service";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$60-100";
          /** @enum {string} */
          suggestedService?: "Vehicle Lockout";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$40-70";
          /** @enum {string} */
          suggestedService?: "Emergency Fuel Delivery";
        }
      | {
          /** @enum {string} */
          estimatedPrice?: "$90-180";
          /** @enum {string} */
          suggestedService?: "Engine Diagnostics";
        }
    );
    /** @description A request from the home page's analyzer, or the lead a chat produced. */
    AnalyzerRequest: components["schemas"]["Response"] &
      components["schemas"]["Source"] & {
        /**
         * Format: int64
         * @description The chat this request came from, if any.
         */
        chatbotInteractionId?: number | null;
        /** @description A percent (0-100) or High, Medium, Low. */
        confidence: string;
        createdAt: string;
        email?: string | null;
        estimatedPrice: string;
        /** Format: int64 */
        id: number;
        location?: string | null;
        name?: string | null;
        phone?: string | null;
        problemDescription: string;
        suggestedService: string;
        urgency: string;
      };
    /** @description A payment's share of one invoice. */
    AppliedShare: {
      /** Format: int64 */
      amountCents: number;
      /**
       * Format: int64
       * @description What the invoice still owes after it.
       */
      balanceCents: number;
      /** Format: int64 */
      invoiceId: number;
      number: string;
      /** @description partly-paid or paid. */
      status: components["schemas"]["InvoiceStatus"];
    };
    /** @description An approval request as staff and the requester see it. */
    Approval: {
      /** Format: int64 */
      amountCents: number;
      decidedAt?: string | null;
      /** @description Who answered, and how: "Rita Alvarez (requester's link)" or "alice (portal manager)". */
      decidedBy?: string | null;
      /** @description The address the answer came from. */
      decidedFrom?: string | null;
      /** @description The name the requester typed when answering. */
      decidedName?: string | null;
      /** Format: int64 */
      fleetId: number;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      jobId: number;
      lines: components["schemas"]["EstimateLine"][];
      requestedAt: string;
      requestedBy: string;
      status: components["schemas"]["ApprovalStatus"];
    };
    /**
     * @description A fleet's answer to a job's estimate (the approvals' `status` column).
     * @enum {string}
     */
    ApprovalStatus: "pending" | "approved" | "declined" | "superseded";
    /** @description One change, with who made it and what it changed. */
    AuditRecord: {
      /** @description contacted, edit, delete, job-create, job-update or erase. */
      action: string;
      /**
       * @description The same fields as they are (null for a deletion); for an erasure, how many rows of each kind
       * went.
       */
      after?: unknown;
      /**
       * @description Of the changed fields, those not about the person, as they were (null for a creation or an
       * erasure).
       */
      before?: unknown;
      /**
       * @description Every field the change touched, by name; only those not about the person have values in before and
       * after.
       */
      changed: string[];
      createdAt: string;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description Null for a change made at the command line.
       */
      staffUserId?: number | null;
      /** @description The staff member, or "cli" for the server's command line. */
      staffUsername: string;
      /**
       * Format: int64
       * @description The lead's or job's id; 0 for an erasure.
       */
      subjectId: number;
      /** @description quote, booking, contact, analyzer, job, or person for an erasure. */
      subjectType: string;
    };
    /** @description The dispatch board: every open job, each technician and their last fix. */
    Board: {
      /** @description Whether `GET /api/geocode` can search an address (`[geocoder]` is set). */
      addressSearch: boolean;
      /** @description Jobs not completed or cancelled, newest first, with their customer's position when known. */
      jobs: components["schemas"]["Job"][];
      map: components["schemas"]["MapSettings"];
      technicians: components["schemas"]["BoardTechnician"][];
    };
    BoardPosition: {
      /** Format: double */
      accuracy: number;
      /** Format: int64 */
      etaMinutes?: number | null;
      /** Format: int64 */
      jobId: number;
      /** Format: double */
      latitude: number;
      /** Format: double */
      longitude: number;
      recordedAt: string;
    };
    BoardTechnician: {
      /** Format: int64 */
      id: number;
      name?: string | null;
      position?: components["schemas"]["BoardPosition"] | null;
      username: string;
    };
    Booking: components["schemas"]["Response"] &
      components["schemas"]["Source"] & {
        createdAt: string;
        description: string;
        email?: string | null;
        /** Format: int64 */
        id: number;
        location: string;
        name: string;
        phone: string;
        /** @description YYYY-MM-DD. */
        preferredDate?: string | null;
        preferredTime?: string | null;
        serviceNeeded: string;
        urgency: string;
        vehicleType: string;
      };
    /** @description A diesel service booking. */
    BookingBody: {
      /**
       * @description Where the visit came from: an object, never refused for its content; null or "" is none; anything
       * else is a 400.
       */
      attribution?:
        | ({
            /** @description Text, cut to 100 characters. */
            campaign?: unknown;
            /** @description Text, cut to 100 characters. */
            medium?: unknown;
            /** @description The tracker's session id: 8 to 64 letters, digits, - or _ (another value is dropped). */
            sessionId?: unknown;
            /**
             * @description google-organic, google-ads, google-business-profile, facebook, referral or direct (another
             * value counts as referral).
             */
            source?: unknown;
          } | null)
        | "";
      /**
       * @description The browser's idempotency key: the same key stores the lead once (text of at most 64 characters,
       * trimmed; any other value is ignored).
       */
      clientRef?: unknown;
      /** @description Description */
      description: string;
      /** @description Email: name@domain.tld, no spaces. */
      email?: string | null;
      /** @description Location */
      location: string;
      /** @description Name */
      name: string;
      /** @description Phone number: at least 10 digits; digits, spaces and - ( ) . + only; at most 30 characters. */
      phone: string;
      /** @description Preferred date: YYYY-MM-DD, a real day. */
      preferredDate?: string | null;
      /**
       * @description Preferred time
       * @enum {string|null}
       */
      preferredTime?: "early-morning" | "morning" | "afternoon" | "evening" | "anytime" | "" | null;
      /**
       * @description Service needed
       * @enum {string}
       */
      serviceNeeded:
        | "engine-repair"
        | "transmission"
        | "electrical"
        | "brake-system"
        | "cooling-system"
        | "fuel-system"
        | "diagnostics"
        | "roadside-emergency"
        | "preventive-maintenance"
        | "other";
      /**
       * @description Urgency
       * @enum {string}
       */
      urgency: "emergency" | "urgent" | "same-day" | "next-day" | "flexible";
      /**
       * @description Vehicle type
       * @enum {string}
       */
      vehicleType: "semi-truck" | "box-truck" | "pickup-truck" | "bus" | "construction" | "other";
      /**
       * @description Left empty by people; text in it is answered as a success and the lead dropped (any other value is
       * ignored).
       */
      website?: unknown;
    };
    Bucket: {
      /** Format: int64 */
      count: number;
      label: string;
    };
    /** @description A click on a phone link (GET /api/call-tracking). */
    CallClick: {
      createdAt: string;
      /** Format: int64 */
      id: number;
      /** @description The caller's address cut to its /24 (IPv4) or /48 (IPv6). */
      ipAddress?: string | null;
      page?: string | null;
      /** @description The dialled number. */
      phone?: string | null;
      sessionId?: string | null;
      /** @description The button clicked (nav, hero, floating...). */
      source?: string | null;
      userAgent?: string | null;
    };
    /** @description One call on a lead (docs/product.md#calls), as its thread shows it beside the texts. */
    CallEntry: {
      answeredAt?: string | null;
      /** @description in or out. */
      direction: string;
      /** Format: int64 */
      durationSeconds?: number | null;
      /** @description What went wrong (a hidden number, a failed call). */
      error?: string | null;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      rangSeconds?: number | null;
      /**
       * Format: int64
       * @description The call's recording (calls are recorded), once fetched.
       */
      recordingId?: number | null;
      /** Format: int64 */
      recordingSeconds?: number | null;
      /** @description Who answered (in) or called (out). */
      staffName?: string | null;
      startedAt: string;
      /** @description ringing, answered, missed, failed. */
      status: string;
      /**
       * Format: int64
       * @description The voicemail left, once fetched: GET /api/recordings/{id}.
       */
      voicemailId?: number | null;
      /** Format: int64 */
      voicemailSeconds?: number | null;
    };
    /** @description The Overview's call figures for a period. */
    CallOverview: {
      /** Format: int64 */
      answered: number;
      /**
       * Format: int64
       * @description answered / calls x 100, rounded; null without calls.
       */
      answeredPercent?: number | null;
      /**
       * Format: int64
       * @description Inbound calls to the business number.
       */
      calls: number;
      /**
       * Format: int64
       * @description Median seconds from the first ring to an answer.
       */
      medianSecondsToAnswer?: number | null;
      /** Format: int64 */
      missed: number;
      /**
       * Format: int64
       * @description Missed calls whose lead became a job.
       */
      missedToJobs: number;
    };
    /** @description The form Twilio posts as a call's status changes. */
    CallStatusForm: {
      CallDuration?: string | null;
      CallSid: string;
      /** @description queued, ringing, in-progress, completed, busy, failed, no-answer, canceled. */
      CallStatus: string;
    };
    /** @description A chat with the assistant: saved at the phone step, completed when it ends. */
    Chat: {
      campaign?: string | null;
      /** @description False while the conversation was saved at the phone step only. */
      completed: boolean;
      /** @description The messages, as a JSON array in text. */
      conversation: string;
      createdAt: string;
      customerEmail?: string | null;
      customerLocation?: string | null;
      customerName?: string | null;
      customerPhone?: string | null;
      estimatedPrice?: string | null;
      gpsAccuracy?: string | null;
      gpsLatitude?: string | null;
      gpsLongitude?: string | null;
      handoffToCall: boolean;
      /** Format: int64 */
      id: number;
      issueResolved: boolean;
      /** @description hot, warm or cold. */
      leadQuality?: string | null;
      /** @description gps or manual. */
      locationMethod?: string | null;
      medium?: string | null;
      problem?: string | null;
      /** Format: int64 */
      satisfaction?: number | null;
      sessionId?: string | null;
      source?: string | null;
      suggestedService?: string | null;
      updatedAt?: string | null;
      urgency?: string | null;
    };
    ChatBody: {
      /**
       * @description Where the visit came from: an object, never refused for its content; null or "" is none; anything
       * else is a 400.
       */
      attribution?:
        | ({
            /** @description Text, cut to 100 characters. */
            campaign?: unknown;
            /** @description Text, cut to 100 characters. */
            medium?: unknown;
            /** @description The tracker's session id: 8 to 64 letters, digits, - or _ (another value is dropped). */
            sessionId?: unknown;
            /**
             * @description google-organic, google-ads, google-business-profile, facebook, referral or direct (another
             * value counts as referral).
             */
            source?: unknown;
          } | null)
        | "";
      /**
       * @description The browser's idempotency key: the same key stores the lead once (text of at most 64 characters,
       * trimmed; any other value is ignored).
       */
      clientRef?: unknown;
      /**
       * @description The messages, as JSON text without white space between tokens (as JSON.stringify writes it): a
       * list of objects whose values are strings, whole numbers, true, false or null; at most 32768 characters.
       */
      conversation: string;
      /** @description Email: name@domain.tld, no spaces. */
      customerEmail?: string | null;
      /** @description Location */
      customerLocation?: string | null;
      /** @description Name */
      customerName?: string | null;
      /**
       * @description Phone number: an optional +, then at least 10 digits, spaces, hyphens or parentheses; at most 30
       * characters.
       */
      customerPhone: string;
      /** @description Accuracy */
      gpsAccuracy?: number | string | null;
      /** @description Latitude */
      gpsLatitude?: number | string | null;
      /** @description Longitude */
      gpsLongitude?: number | string | null;
      /**
       * @description Handoff to call
       * @enum {boolean|string|null}
       */
      handoffToCall?: true | false | "" | null;
      /**
       * @description Issue resolved
       * @enum {boolean|string|null}
       */
      issueResolved?: true | false | "" | null;
      /**
       * @description Lead quality
       * @enum {string}
       */
      leadQuality: "hot" | "warm" | "cold";
      /**
       * @description Location method
       * @enum {string|null}
       */
      locationMethod?: "gps" | "manual" | "" | null;
      /**
       * @description Partial: true when saved at the phone step, before the chat ends
       * @enum {boolean|string|null}
       */
      partial?: true | false | "" | null;
      /** @description Problem */
      problem?: string | null;
      /** @description Session id */
      sessionId?: string | null;
      /**
       * @description Suggested service
       * @enum {string|null}
       */
      suggestedService?:
        | "Emergency Tire Replacement"
        | "Jump Start / Battery Replacement"
        | "Mobile Engine Diagnostics"
        | "Vehicle Lockout Service"
        | "Emergency Towing"
        | "General Roadside Assistance"
        | "Mobile Tire Repair"
        | "Jump Start Service"
        | "Vehicle Lockout"
        | "Emergency Fuel Delivery"
        | "Engine Diagnostics"
        | ""
        | null;
      /**
       * @description Urgency
       * @enum {string|null}
       */
      urgency?:
        | "emergency"
        | "urgent"
        | "today"
        | "Emergency - stranded/unsafe"
        | "Urgent - need help within 1 hour"
        | "Today - can wait a few hours"
        | "Flexible - schedule for later"
        | "Medium"
        | ""
        | null;
      /**
       * @description Left empty by people; text in it is answered as a success and the lead dropped (any other value is
       * ignored).
       */
      website?: unknown;
    } & (
      | {
          gpsLatitude?: string | null;
          gpsLongitude?: string | null;
        }
      | {
          gpsLatitude: number | string;
          gpsLongitude: number | string;
        }
    );
    /** @description A tick or a waiver of one checklist item. */
    Check: {
      at: string;
      /** @description Who did it. */
      by?: string | null;
      item: string;
      /** @description ticked (by the technician) or waived (by the owner). */
      kind: string;
      /** @description The owner's reason, for a waiver. */
      reason?: string | null;
    };
    /** @description One thing a job must show: a photo of it, or the technician's tick. */
    CheckItem: {
      /** @description The item's key (what a photo is filed under, what a waiver names). */
      key: string;
      kind: components["schemas"]["CheckKind"];
      label: string;
      /** @description A photo only the owner may see (an ID, a registration). */
      sensitive?: boolean;
    };
    /** @enum {string} */
    CheckKind: "photo" | "tick";
    CheckoutAnswer: {
      /** @description Stripe Checkout's page for this payment. */
      url: string;
    };
    /** @description POST /api/invoice/{token}/checkout: pay the balance by card, with an optional tip. */
    CheckoutBody: {
      /**
       * @description A tip: none (when left out), 10, 15 or 20 percent of what is due, or amount (then tipAmount).
       * @enum {string|null}
       */
      tip?: "none" | "10" | "15" | "20" | "amount" | "" | null;
      /** @description The tip in dollars when tip is amount (0 to 10000, up to two decimals). */
      tipAmount?: string | null;
    };
    Contact: components["schemas"]["Response"] &
      components["schemas"]["Source"] & {
        createdAt: string;
        email?: string | null;
        /** Format: int64 */
        id: number;
        location: string;
        message: string;
        name: string;
        phone: string;
        urgency: string;
      };
    /** @description A contact message. */
    ContactBody: {
      /**
       * @description Where the visit came from: an object, never refused for its content; null or "" is none; anything
       * else is a 400.
       */
      attribution?:
        | ({
            /** @description Text, cut to 100 characters. */
            campaign?: unknown;
            /** @description Text, cut to 100 characters. */
            medium?: unknown;
            /** @description The tracker's session id: 8 to 64 letters, digits, - or _ (another value is dropped). */
            sessionId?: unknown;
            /**
             * @description google-organic, google-ads, google-business-profile, facebook, referral or direct (another
             * value counts as referral).
             */
            source?: unknown;
          } | null)
        | "";
      /**
       * @description The browser's idempotency key: the same key stores the lead once (text of at most 64 characters,
       * trimmed; any other value is ignored).
       */
      clientRef?: unknown;
      /** @description Email: name@domain.tld, no spaces. */
      email?: string | null;
      /** @description Location */
      location: string;
      /** @description Message */
      message: string;
      /** @description Name */
      name: string;
      /** @description Phone number: at least 10 digits; digits, spaces and - ( ) . + only; at most 30 characters. */
      phone: string;
      /**
       * @description Urgency
       * @enum {string}
       */
      urgency: "Emergency (ASAP)" | "Urgent (Same Day)" | "Today" | "This Week" | "Flexible";
      /**
       * @description Left empty by people; text in it is answered as a success and the lead dropped (any other value is
       * ignored).
       */
      website?: unknown;
    };
    /**
     * @description A text or a call from a customer, and the lead it belongs to (none for a
     *     text from a number no lead has).
     */
    ContactEvent: {
      /** @description A text's words. */
      body?: string | null;
      createdAt: string;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      leadId?: number | null;
      leadKind?: string | null;
      /** @description The lead's name, else the number as people read it. */
      name: string;
      phone: string;
      /** @description A call's: "Missed call" or "Voicemail". */
      service?: string | null;
    };
    /** @description A conversion with its marketing source (GET /api/marketing-metrics). */
    Conversion: {
      campaign?: string | null;
      /** @description quote, booking, contact, analyzer, chat or call. */
      conversionType?: string | null;
      /** Format: double */
      conversionValue?: number | null;
      createdAt: string;
      /** Format: double */
      customerAcquisitionCost?: number | null;
      /** Format: int64 */
      id: number;
      medium?: string | null;
      sessionId?: string | null;
      source?: string | null;
    };
    CountryVisitors: {
      country: string;
      /** Format: int64 */
      visitors: number;
    };
    /** @description The answer to a stored lead. */
    Created: {
      /** Format: int64 */
      id: number;
      /** @description quote, booking, contact, analyzer or chat. */
      type: string;
    };
    /** @description The lead a job came from, as the jobs board shows it. */
    Customer: {
      location?: string | null;
      name?: string | null;
      phone?: string | null;
      /**
       * @description What the driver wrote: the quote's, booking's or analyzer's description, the contact form's
       * message.
       */
      problem?: string | null;
      service?: string | null;
      /** @description How soon, as the driver chose it. */
      urgency?: string | null;
      /** @description The vehicle as the driver gave it (a quote's vehicle, a booking's type). */
      vehicle?: string | null;
    };
    /** @description The manager's answer to an approval request. */
    DecisionBody: {
      /**
       * @description approve or decline.
       * @enum {string}
       */
      decision: "approve" | "decline";
    };
    Deleted: {
      deleted: boolean;
      /** Format: int64 */
      id: number;
    };
    Destination: {
      /** Format: double */
      latitude: number;
      /** Format: double */
      longitude: number;
    };
    /** @description The form Twilio posts when a `<Dial>` leg ends. */
    DialEnded: {
      CallSid: string;
      DialCallDuration?: string | null;
      /** @description completed, answered, busy, no-answer, failed, canceled. */
      DialCallStatus: string;
    };
    /** @description The subscription to remove, by its endpoint. */
    EndpointBody: {
      /** @description Endpoint */
      endpoint: string;
    };
    /**
     * @description How many rows of each kind an erasure removed: what its audit record and
     *     its answer say, and nothing about whose they were.
     */
    ErasedCounts: {
      /**
       * @description Messages of the outbox (staff alerts, mail, texts and pushes, sent
       *     or waiting) about or to the person.
       */
      alerts: number;
      /** @description Analyzer requests, a chat's included. */
      analyzerRequests: number;
      bookings: number;
      /** @description Calls to and from the person, with the position they shared. */
      calls: number;
      chats: number;
      contacts: number;
      /** @description Fleet managers and invites of this email (their access; the fleet stays). */
      fleetManagers: number;
      /**
       * @description The person as a fleet's requester (the fleet, its jobs' amounts and
       *     its invoices stay: a fleet is a company, not a person).
       */
      fleetRequesters: number;
      /**
       * @description Invoices whose customer (name, phone, email) was removed: the amounts
       *     and payments stay, as the books need them.
       */
      invoices: number;
      /** @description Jobs made from the erased leads, with their notes. */
      jobs: number;
      /** @description Entries of the dashboards' live lead feed. */
      leadEvents: number;
      /** @description The erased jobs' photos (their files too) and signatures. */
      photos: number;
      quotes: number;
      /**
       * @description Review requests to the person (those of the erased leads' jobs go
       *     with the jobs, and are counted there).
       */
      reviewRequests: number;
      signatures: number;
      /**
       * @description Text messages to and from the person (their opt-out, if any, is kept:
       *     a number that texted STOP must never be texted again).
       */
      texts: number;
    };
    /**
     * @description Every error answer: a message for people, and for a 400 the message of
     *     each bad field, keyed by the field's name.
     */
    ErrorBody: {
      fields?: {
        [key: string]: string;
      };
      message: string;
    };
    /** @description An estimate as staff see it. */
    Estimate: {
      approvedAt?: string | null;
      /** Format: int64 */
      approvedCents?: number | null;
      approvedName?: string | null;
      /** Format: int64 */
      approvedOption?: number | null;
      /** @description The purchase order number the fleet's approver gave with the approval. */
      approvedPo?: string | null;
      createdAt: string;
      customerEmail?: string | null;
      customerName?: string | null;
      customerPhone?: string | null;
      decidedAt?: string | null;
      /** @description Who answered, by which way, for a fleet's estimate: "Dana Dispatch (approver's link)". */
      decidedBy?: string | null;
      declinedReason?: string | null;
      /** Format: int64 */
      depositCents?: number | null;
      /** Format: int64 */
      depositPercent?: number | null;
      expiresAt: string;
      holds: components["schemas"]["Hold"][];
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      jobId: number;
      note?: string | null;
      /** @description EST-0001. */
      number: string;
      options: components["schemas"]["EstimateOption"][];
      /**
       * Format: int64
       * @description A change order: the estimate it changes.
       */
      parentId?: number | null;
      payment: components["schemas"]["EstimatePayment"];
      /**
       * Format: int64
       * @description A change order's: the approved total it replaces.
       */
      previousApprovedCents?: number | null;
      sentAt?: string | null;
      /**
       * @description A fleet's estimate: the approvers it was sent to, each with a link of
       *     their own (the driver's page then only shows it). Empty for a driver's.
       */
      sentTo: string[];
      status: components["schemas"]["EstimateStatus"];
      /** Format: int64 */
      taxRateBasisPoints: number;
      /** @description The driver's page. */
      url: string;
    };
    /** @description The manager's answer to a fleet job's estimate. */
    EstimateAnswerBody: {
      /**
       * @description approve or decline.
       * @enum {string}
       */
      decision: "approve" | "decline";
      /** @description The option approved (its position, from 1); required to approve. */
      option?: number | string | null;
      /**
       * @description The fleet's purchase order number, at most 40 characters; required to approve where the estimate
       * says poRequired.
       */
      po?: string | null;
      /** @description Why it is declined (optional). */
      reason?: string | null;
    };
    /** @description An estimate to send for the fleet's approval. */
    EstimateBody: {
      /**
       * @description The estimate's lines (1 to 30), each a description (1 to 200 characters) and an amount in cents (1
       * to $1,000,000).
       */
      lines: {
        amountCents: number;
        description: string;
      }[];
    };
    /** @description One line of an estimate, as the requester sees it. */
    EstimateLine: {
      /** Format: int64 */
      amountCents: number;
      description: string;
    };
    EstimateOption: {
      /**
       * Format: int64
       * @description What approving it asks now: the deposit, the hold, or 0.
       */
      dueCents: number;
      lines: components["schemas"]["EstimateOptionLine"][];
      /** Format: int64 */
      position: number;
      /** Format: int64 */
      subtotalCents: number;
      /** Format: int64 */
      taxCents: number;
      title: string;
      /** Format: int64 */
      totalCents: number;
    };
    EstimateOptionLine: {
      /** Format: int64 */
      amountCents: number;
      description: string;
      /** Format: int64 */
      quantityHundredths: number;
      taxable: boolean;
      /** Format: int64 */
      unitPriceCents: number;
    };
    /**
     * @description What approval asks of the driver. The words are the `payment` column's.
     * @enum {string}
     */
    EstimatePayment: "none" | "hold" | "deposit";
    /**
     * @description Where an estimate is (the `status` column's words).
     * @enum {string}
     */
    EstimateStatus: "draft" | "sent" | "approved" | "declined" | "expired" | "cancelled";
    /**
     * @description The Overview's estimates: sent, approved and declined since `since`,
     *     the approval rate, and the holds that end within a day.
     */
    EstimateSummary: {
      /**
       * Format: int64
       * @description Approved of those answered or sent, in whole percent; null before any was sent.
       */
      approvalRatePercent?: number | null;
      /** Format: int64 */
      approved: number;
      /** Format: int64 */
      declined: number;
      /** @description Holds to capture (send the invoice) before they end. */
      holdsEndingSoon: components["schemas"]["Hold"][];
      /** Format: int64 */
      sent: number;
    };
    /** @description The phone's position while the job is en route. */
    FixBody: {
      /** @description Metres, 0 to 100,000 (the phone's accuracy radius). */
      accuracy: number;
      /** @description Degrees, -90 to 90. */
      latitude: number;
      /** @description Degrees, -180 to 180. */
      longitude: number;
    };
    /** @description A fleet account as the owner sees it. */
    Fleet: {
      address: string;
      /**
       * Format: int64
       * @description Work above this needs the fleet's approval first; null: no limit.
       */
      approvalLimitCents?: number | null;
      billingContact: string;
      billingEmail: string;
      createdAt: string;
      creditHold: boolean;
      /** Format: int64 */
      id: number;
      name: string;
      notes: string;
      /** @description none, before (a PO before work) or after (a PO on the invoice). */
      poRule: string;
      /** Format: int64 */
      requesterCount: number;
      taxCertificate?: string | null;
      taxExempt: boolean;
      /** @description receipt, net15 or net30. */
      terms: string;
      /** Format: int64 */
      unitCount: number;
      updatedAt: string;
    };
    /**
     * @description What an invoice to a fleet is billed with (docs/product.md#fleets): the
     *     PO, the unit and its VIN as they were when it was made, and the due date
     *     its terms give once it is sent.
     */
    FleetBilling: {
      /** @description YYYY-MM-DD: the day it was sent plus the terms' days. */
      dueDate?: string | null;
      /** Format: int64 */
      fleetId: number;
      name: string;
      poNumber?: string | null;
      /**
       * @description The fleet wants a PO number (before work or on the invoice): the invoice cannot be sent without
       * one.
       */
      poRequired: boolean;
      /** @description receipt, net15 or net30. */
      terms: string;
      /** @description "Net 30". */
      termsLabel: string;
      unit?: string | null;
      vin?: string | null;
    };
    FleetBody: {
      /** @description Address */
      address?: string | null;
      /** @description Work above this many cents needs the fleet's approval first; left out: no limit. */
      approvalLimitCents?: number | string | null;
      /** @description Billing contact */
      billingContact: string;
      /** @description Billing email, where statements go. */
      billingEmail: string;
      /**
       * @description On credit hold: payment is collected on site.
       * @enum {boolean|string|null}
       */
      creditHold?: true | false | "" | null;
      /** @description Company name */
      name: string;
      /** @description Notes */
      notes?: string | null;
      /**
       * @description When a purchase order number is needed: none, before work, or on the invoice (after).
       * @enum {string}
       */
      poRule: "none" | "before" | "after";
      /** @description Certificate number */
      taxCertificate?: string | null;
      /**
       * @description No sales tax on this fleet's invoices.
       * @enum {boolean|string|null}
       */
      taxExempt?: true | false | "" | null;
      /**
       * @description Payment terms: due on receipt, net 15 or net 30.
       * @enum {string}
       */
      terms: "receipt" | "net15" | "net30";
    } & (
      | {
          /** @enum {boolean|string|null} */
          taxExempt?: false | "" | null;
        }
      | {
          taxCertificate: string;
        }
    );
    /** @description A fleet with its units and requesters. */
    FleetDetail: components["schemas"]["Fleet"] & {
      requesters: components["schemas"]["Requester"][];
      units: components["schemas"]["Unit"][];
    };
    FleetPaymentAnswer: {
      applied: components["schemas"]["AppliedShare"][];
      /**
       * Format: int64
       * @description What the fleet still owes, all invoices.
       */
      owedCents: number;
    };
    /**
     * @description POST /api/fleets/{id}/payments: a payment the fleet sent, applied to the invoices chosen or to the
     * oldest due first.
     */
    FleetPaymentBody: {
      /** @description Amount received in cents (1 to $1,000,000). */
      amountCents: number;
      /**
       * @description The invoices to apply it to, in this order (each an open invoice of the fleet, once); the oldest
       * due first when left out.
       */
      invoiceIds?: number[] | null | string;
      /**
       * @description How it was paid: cash, zelle, cashapp, check, card-on-site or ach.
       * @enum {string}
       */
      method: "cash" | "zelle" | "cashapp" | "check" | "card-on-site" | "ach";
      /** @description A check number or transfer reference, at most 100 characters. */
      reference?: string | null;
    };
    /**
     * @description What a lead card, a job and the technician's app show of a lead's fleet:
     *     "Fleet: ABC Logistics · PO required · limit $750 · on hold".
     */
    FleetTag: {
      /** Format: int64 */
      approvalLimitCents?: number | null;
      creditHold: boolean;
      /** Format: int64 */
      fleetId: number;
      /** @description requester (from a requester's phone or email) or staff (by hand). */
      linkedBy: string;
      name: string;
      poRule: string;
      taxExempt: boolean;
      terms: string;
      /** @description "T-104 · 2019 Freightliner Cascadia", when a unit is linked. */
      unit?: string | null;
      /** Format: int64 */
      unitId?: number | null;
      vin?: string | null;
    };
    /** @description The email of the account. */
    ForgotBody: {
      /** @description Email: name@domain.tld, no spaces. */
      email: string;
    };
    /** @description A message that never went out, as the dashboard lists it. */
    GivenUp: {
      /** Format: int64 */
      attempts: number;
      /** @description email, webhook, log, mail, sms or push. */
      channel: string;
      createdAt: string;
      givenUpAt: string;
      /** Format: int64 */
      id: number;
      lead?: components["schemas"]["LeadLink"] | null;
      /** @description Why it was given up. */
      reason: string;
      /** @description What it was: the alert's subject, "Text message", "Push notification". */
      subject: string;
      /**
       * @description To whom: a phone number, an email address, a staff account ("push to
       *     USERNAME") or the staff channel.
       */
      to: string;
    };
    /** @description The signed-in customer's history. Empty lists until the email is verified. */
    History: {
      email?: string | null;
      /** @description Whether a link mailed to the email was opened; until then nothing else is shown. */
      emailVerified: boolean;
      invoices: components["schemas"]["PastInvoice"][];
      jobs: components["schemas"]["PastJob"][];
      receipts: components["schemas"]["Receipt"][];
      requests: components["schemas"]["PastRequest"][];
    };
    /** @description A hold or a deposit, as the job card and the Jobs tab show it. */
    Hold: {
      /** Format: int64 */
      amountCents: number;
      /** @description When a hold must be captured by (RFC 3339); null for a deposit. */
      captureBefore?: string | null;
      /** Format: int64 */
      capturedCents: number;
      /** Format: int64 */
      estimateId: number;
      /** Format: int64 */
      jobId: number;
      /** @description "hold" or "deposit". */
      kind: string;
      status: components["schemas"]["HoldStatus"];
    };
    /**
     * @description Where a hold or deposit is (the `status` column's words).
     * @enum {string}
     */
    HoldStatus:
      "held" | "captured" | "releasing" | "released" | "paid" | "invoiced" | "refunding" | "refunded" | "kept";
    HourTraffic: {
      /** @description The hour's start, YYYY-MM-DDTHH:00:00Z. */
      hour: string;
      /** Format: int64 */
      pageViews: number;
      /** Format: int64 */
      visitors: number;
    };
    /** @description A spreadsheet of units: `csv` holds the file's text. */
    ImportBody: {
      /**
       * @description The CSV file's text. Its header row names the columns: unit number,
       *     vin, plate, plate state, year, make, model, type (any case; spaces,
       *     dashes and underscores ignored; "unit" and "state" also do).
       */
      csv: string;
    };
    /** @description How an import went. */
    Imported: {
      imported: number;
    };
    /**
     * @description The form Twilio posts when a call comes in. It sends more, all signed, and
     *     only what Twilio documents for each voice webhook is taken
     *     (src/messages/webhook.rs).
     */
    InboundCall: {
      CallSid: string;
      CallStatus: string;
      From: string;
      To: string;
    };
    /**
     * @description The form Twilio posts for a text in. It sends more fields, all signed,
     *     and only those Twilio documents for this webhook are taken
     *     (src/messages/webhook.rs).
     */
    InboundSms: {
      Body: string;
      From: string;
      MessageSid: string;
      To: string;
    };
    /** @description Who to invite to manage the fleet. */
    InviteBody: {
      /** @description The manager's email: name@domain.tld, no spaces. The invite's link is mailed to it. */
      email: string;
    };
    /** @description What an invite's page shows before the password is chosen. */
    InviteView: {
      email: string;
      fleetName: string;
    };
    /** @description An invoice as staff see it. */
    Invoice: {
      /**
       * Format: int64
       * @description What is still owed (never below 0).
       */
      balanceCents: number;
      createdAt: string;
      createdBy: string;
      customerEmail?: string | null;
      customerName?: string | null;
      customerPhone?: string | null;
      /** Format: int64 */
      discountCents: number;
      fleet?: components["schemas"]["FleetBilling"] | null;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      jobId?: number | null;
      lines: components["schemas"]["Line"][];
      /** @description INV-0001. */
      number: string;
      paidAt?: string | null;
      /** Format: int64 */
      paidCents: number;
      payments: components["schemas"]["Payment"][];
      sentAt?: string | null;
      status: components["schemas"]["InvoiceStatus"];
      /** Format: int64 */
      subtotalCents: number;
      /** Format: int64 */
      taxCents: number;
      /**
       * Format: int64
       * @description 725 = 7.25%.
       */
      taxRateBasisPoints: number;
      /** Format: int64 */
      tipCents: number;
      /** @description The key of the public page /invoice/{token}. */
      token: string;
      /** Format: int64 */
      totalCents: number;
      /** @description The public page. */
      url: string;
      voidedAt?: string | null;
    };
    /**
     * @description A work photo on the invoice: its bytes at `/invoice/{token}/photos/{id}`
     *     (`?size=thumb` for the small one).
     */
    InvoicePhoto: {
      /** Format: int64 */
      height: number;
      /** Format: int64 */
      id: number;
      /** @description What it shows (its checklist item's words). */
      label: string;
      /** @description When the phone took it. */
      takenAt: string;
      /** Format: int64 */
      width: number;
    };
    /**
     * @description What the invoice editor needs from the server's configuration: the
     *     rate it will charge, so the preview's total is the one the invoice gets.
     */
    InvoiceSettings: {
      /** @description Whether `[payments]` is set, so the invoice page offers Pay by card. */
      cardPayments: boolean;
      /**
       * Format: int32
       * @description A deposit's percent of the total then (`[payments] estimate_deposit_percent`).
       */
      estimateDepositPercent: number;
      /**
       * @description What approving an estimate asks when the estimate does not say (`[payments] estimate_payment`;
       * none without card payments). A fleet on terms is always asked none.
       */
      estimatePayment: components["schemas"]["EstimatePayment"];
      /**
       * Format: int64
       * @description `[invoices] tax_rate` in hundredths of a percent (725 = 7.25%), on taxable lines.
       */
      taxBasisPoints: number;
    };
    /** @enum {string} */
    InvoiceStatus: "draft" | "sent" | "partly-paid" | "paid" | "void";
    /** @description A row of the invoice list. */
    InvoiceSummary: {
      /**
       * Format: int64
       * @description Whole days since it was made (its age while unpaid).
       */
      ageDays: number;
      /** Format: int64 */
      balanceCents: number;
      createdAt: string;
      customerName?: string | null;
      customerPhone?: string | null;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      jobId?: number | null;
      number: string;
      paidAt?: string | null;
      /** Format: int64 */
      paidCents: number;
      sentAt?: string | null;
      status: components["schemas"]["InvoiceStatus"];
      /** Format: int64 */
      tipCents: number;
      /** Format: int64 */
      totalCents: number;
      url: string;
    };
    /** @description One checklist item and where it stands. */
    ItemState: components["schemas"]["CheckItem"] & {
      /** @description Photos filed under it, or the technician's tick. */
      done: boolean;
      waiver?: components["schemas"]["Check"] | null;
    };
    /** @description A job, with its customer (null once the lead is deleted). */
    Job: {
      approval?: components["schemas"]["JobApproval"] | null;
      /**
       * Format: int64
       * @description What the fleet approved for this job: an invoice over it needs a new approval.
       */
      approvedCents?: number | null;
      cancelReason?: string | null;
      /** @description Set while the job is completed. */
      completedAt?: string | null;
      createdAt: string;
      customer?: components["schemas"]["Customer"] | null;
      /** Format: int64 */
      customerSatisfaction?: number | null;
      /** @description When the technician set off (the first On my way). */
      enRouteAt?: string | null;
      fleet?: components["schemas"]["FleetTag"] | null;
      /** Format: int64 */
      id: number;
      invoice?: components["schemas"]["JobInvoice"] | null;
      /** Format: double */
      jobValue?: number | null;
      /**
       * Format: double
       * @description Where the customer is: set by the owner, or else the GPS of the chat the lead came from.
       */
      latitude?: number | null;
      leadCreatedAt?: string | null;
      /** Format: double */
      longitude?: number | null;
      notes?: string | null;
      onSiteAt?: string | null;
      /** @description How the customer paid (one of the business's payment methods). */
      paymentMethod?: string | null;
      /** @description The fleet's purchase order number for this job. */
      poNumber?: string | null;
      /**
       * Format: int64
       * @description Minutes from the lead to the truck on site (or to completion).
       */
      responseTime?: number | null;
      /**
       * @description Whether completing the job asks the customer for a review (docs/product.md#reviews); the owner
       * switches it off for fleet accounts.
       */
      reviewRequest: boolean;
      status: components["schemas"]["JobStatus"];
      /** Format: int64 */
      submissionId: number;
      /** @description quote, booking, contact or analyzer. */
      submissionType: string;
      /** @description The username of the technician it is assigned to. */
      technician?: string | null;
      /** @description The driver's tracking page, while its link lives (made by On my way). */
      trackingUrl?: string | null;
      updatedAt?: string | null;
      /**
       * Format: int64
       * @description Goes up with every write of the job; a change names the version it was based on.
       */
      version: number;
    };
    /** @description A fleet's answer to a job's estimate (docs/product.md#fleets). */
    JobApproval: {
      /** Format: int64 */
      amountCents: number;
      decidedAt?: string | null;
      /** @description Who answered, and which way: "Dana Dispatch (requester's link)" or "pat_abc (portal manager)". */
      decidedBy?: string | null;
      /** @description The name the requester answered with. */
      decidedName?: string | null;
      requestedAt: string;
      status: components["schemas"]["ApprovalStatus"];
    };
    JobChangesBody: {
      /** @description Cancel reason: why the job was cancelled, at most 500 characters. */
      cancelReason?: string | null;
      /** @description A whole number from 1 to 5 (or that digit as text); null or blank clears it. */
      customerSatisfaction?: number | string | null;
      /**
       * @description What the job earned: an amount from 0 to 1,000,000, as a number or text such as "$1,250.50"; null
       * or blank clears it.
       */
      jobValue?: number | string | null;
      /**
       * @description The customer's latitude in degrees (-90 to 90), with longitude; null in both forgets the position.
       */
      latitude?: number | string | null;
      /** @description The customer's longitude in degrees (-180 to 180), with latitude. */
      longitude?: number | string | null;
      /** @description At most 2000 characters; null or blank clears them. */
      notes?: string | null;
      /**
       * @description How the customer paid: one of the business's payment methods; null or blank clears it.
       * @enum {string|null}
       */
      paymentMethod?: "Cash" | "Zelle" | "Cash App" | "Credit/Debit Cards" | "Financing" | "" | null;
      /** @description The fleet's purchase order number, at most 40 characters; null or blank clears it. */
      poNumber?: string | null;
      /**
       * @description Ask for a review when completed (default true); null or blank: unchanged.
       * @enum {boolean|string|null}
       */
      reviewRequest?: true | false | "" | null;
      /**
       * @description The job's status; left as it is (a new job: pending) when absent, null or blank.
       * @enum {string|null}
       */
      status?: "pending" | "scheduled" | "en route" | "on site" | "completed" | "cancelled" | "" | null;
      /** @description The username of the technician the job is assigned to; null or blank unassigns it. */
      technician?: string | null;
      /**
       * @description The job's version the change was based on (`version` of the job as read); an older one is refused
       * with 409.
       */
      version: number;
    } & (
      | {
          latitude?: string | null;
          longitude?: string | null;
        }
      | {
          latitude: number | string;
          longitude: number | string;
        }
    );
    /** @description POST /api/tech/jobs/{id}/estimates: an estimate for the job in the path. */
    JobEstimateBody: {
      /** @description Change of */
      changeOf?: number | string | null;
      /** @description A deposit as an amount in cents (instead of a percent). */
      depositCents?: number | string | null;
      /** @description A deposit as a percent of the total (1 to 100). */
      depositPercent?: number | string | null;
      /** @description Days the estimate can be approved, 1 to 30 (7 when left out). */
      expiresInDays?: number | string | null;
      /** @description A note for the driver, at most 500 characters. */
      note?: string | null;
      /** @description One to three options (approving one declines the others); a change order has one. */
      options: {
        /** @description The option's lines, 1 to 50: from the price book or written for this job. */
        lines: {
          /** @description What was done or sold, 1 to 200 characters. */
          description: string;
          /** @description How many (hours, tires): more than 0, at most 1000; kept to the hundredth. */
          quantity: number;
          /** @description Whether the tax rate applies to this line (false when left out). */
          taxable?: boolean | null;
          /** @description Unit price in cents (0 to $100,000). */
          unitPriceCents: number;
        }[];
        /** @description What the option is, 1 to 80 characters ("New tire installed"). */
        title: string;
      }[];
      /**
       * @description What approval asks: none, hold (the total held on the card) or deposit. Default: the owner's.
       * @enum {string|null}
       */
      payment?: "none" | "hold" | "deposit" | "" | null;
    };
    JobEvent: {
      createdAt: string;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      version: number;
    };
    /** @description What a job card shows of its invoice. */
    JobInvoice: {
      /** Format: int64 */
      balanceCents: number;
      /** Format: int64 */
      id: number;
      number: string;
      /** @description The public page, from the site's root (/invoice/{token}). */
      path: string;
      status: components["schemas"]["InvoiceStatus"];
      /** Format: int64 */
      totalCents: number;
    };
    /** @enum {string} */
    JobStatus: "pending" | "scheduled" | "en route" | "on site" | "completed" | "cancelled";
    /** @description The invite's token, and the manager's username and password (the accounts' rules). */
    JoinBody: {
      /**
       * @description 8 to 256 characters, and not one of the most common passwords (in any case): such a one is refused
       * with a 400 naming password.
       */
      password: string;
      /** @description The token of the invite's link */
      token: string;
      /** @description Username */
      username: string;
    };
    Joined: {
      fleetName: string;
      message: string;
    };
    LeadCounts: {
      /** Format: int64 */
      month: number;
      /** Format: int64 */
      today: number;
      /** Format: int64 */
      week: number;
    };
    /**
     * @description A lead's fleet, or the fleet its form's phone or email suggests, for a
     *     list of lead cards.
     */
    LeadFleet: {
      fleet?: components["schemas"]["FleetTag"] | null;
      /** Format: int64 */
      submissionId: number;
      submissionType: string;
      suggestion?: components["schemas"]["Suggestion"] | null;
    };
    /** @description A lead's job, as its card links to it. */
    LeadJob: {
      /**
       * Format: int64
       * @description The job's id.
       */
      id: number;
      status: components["schemas"]["JobStatus"];
      /** Format: int64 */
      submissionId: number;
    };
    /** @description The lead a row is about, for the dashboard. */
    LeadLink: {
      /** Format: int64 */
      id: number;
      kind: string;
    };
    Line: {
      /** Format: int64 */
      amountCents: number;
      description: string;
      /**
       * Format: double
       * @description To the hundredth (1.5 hours).
       */
      quantity: number;
      taxable: boolean;
      /** Format: int64 */
      unitPriceCents: number;
    };
    /** @description Which fleet (and unit) a lead is for: `fleetId` null unlinks it. */
    LinkBody: {
      /** Format: int64 */
      fleetId?: number | null;
      /** Format: int64 */
      unitId?: number | null;
    };
    /** @description The fleet a lead is now linked to (null: none). */
    Linked: {
      fleet?: components["schemas"]["FleetTag"] | null;
    };
    /**
     * @description What the live feed says of one committed change (GET /api/admin/events:
     *     each `lead` event's data), told apart by `kind`: a new lead of that kind,
     *     a customer's text, a missed call or voicemail, a card payment, a job's
     *     new version. Stored as this JSON in `lead_events`, so a dashboard that
     *     reconnects hears the very same words; it names what a dashboard needs
     *     to show and find the row, and no more.
     */
    LiveEvent:
      | (components["schemas"]["NewLeadEvent"] & {
          /** @enum {string} */
          kind: "quote";
        })
      | (components["schemas"]["NewLeadEvent"] & {
          /** @enum {string} */
          kind: "booking";
        })
      | (components["schemas"]["NewLeadEvent"] & {
          /** @enum {string} */
          kind: "contact";
        })
      | (components["schemas"]["NewLeadEvent"] & {
          /** @enum {string} */
          kind: "analyzer";
        })
      | (components["schemas"]["NewLeadEvent"] & {
          /** @enum {string} */
          kind: "chat";
        })
      | (components["schemas"]["ContactEvent"] & {
          /** @enum {string} */
          kind: "message";
        })
      | (components["schemas"]["ContactEvent"] & {
          /** @enum {string} */
          kind: "call";
        })
      | (components["schemas"]["PaymentEvent"] & {
          /** @enum {string} */
          kind: "payment";
        })
      | (components["schemas"]["JobEvent"] & {
          /** @enum {string} */
          kind: "job";
        });
    LoggedIn: {
      /** Format: int64 */
      id: number;
      message: string;
    };
    /** @description A username and password. */
    LoginBody: {
      /** @description Password */
      password: string;
      /** @description Username */
      username: string;
    };
    /** @description A fleet's manager or an invite still waiting, as the owner sees it. */
    Manager: {
      email: string;
      /** @description When an unused invite's link stops working. */
      expiresAt?: string | null;
      /** Format: int64 */
      id: number;
      invitedAt: string;
      invitedBy: string;
      joinedAt?: string | null;
      /** @description The account's username, once the invite was used. */
      username?: string | null;
    };
    /** @description The tile server and its credit, for the map pages. */
    MapSettings: {
      /** @description HTML: the credit the tile server's policy requires. */
      attribution: string;
      /** @description A URL template with {z}, {x} and {y}. */
      tileUrl: string;
    };
    /** @description A short answer that only says what happened. */
    Message: {
      message: string;
    };
    /**
     * @description When one person is on call.
     * @enum {string}
     */
    Mode: "always" | "hours" | "now" | "off";
    /** @description Whether a technician is on call now. */
    MyOnCall: {
      /** @description Has a place in the order (a number to ring): only then can they take the calls. */
      inOrder: boolean;
      onCallNow: boolean;
    };
    /** @description POST /api/estimates: an estimate for a job or a lead. */
    NewEstimateBody: {
      /** @description Change of */
      changeOf?: number | string | null;
      /** @description A deposit as an amount in cents (instead of a percent). */
      depositCents?: number | string | null;
      /** @description A deposit as a percent of the total (1 to 100). */
      depositPercent?: number | string | null;
      /** @description Days the estimate can be approved, 1 to 30 (7 when left out). */
      expiresInDays?: number | string | null;
      /** @description The job the estimate is for (a lead's job: POST /api/job-tracking makes or finds it). */
      jobId: number;
      /** @description A note for the driver, at most 500 characters. */
      note?: string | null;
      /** @description One to three options (approving one declines the others); a change order has one. */
      options: {
        /** @description The option's lines, 1 to 50: from the price book or written for this job. */
        lines: {
          /** @description What was done or sold, 1 to 200 characters. */
          description: string;
          /** @description How many (hours, tires): more than 0, at most 1000; kept to the hundredth. */
          quantity: number;
          /** @description Whether the tax rate applies to this line (false when left out). */
          taxable?: boolean | null;
          /** @description Unit price in cents (0 to $100,000). */
          unitPriceCents: number;
        }[];
        /** @description What the option is, 1 to 80 characters ("New tire installed"). */
        title: string;
      }[];
      /**
       * @description What approval asks: none, hold (the total held on the card) or deposit. Default: the owner's.
       * @enum {string|null}
       */
      payment?: "none" | "hold" | "deposit" | "" | null;
    };
    /** @description POST /api/invoices: an invoice for a job. */
    NewInvoiceBody: {
      /** @description Discount in cents, off the subtotal (0 when left out). */
      discountCents?: number | string | null;
      /** @description The job the invoice bills. */
      jobId: number;
      /** @description The invoice's lines, 1 to 100: from the price book or written for this job. */
      lines: {
        /** @description What was done or sold, 1 to 200 characters. */
        description: string;
        /** @description How many (hours, tires): more than 0, at most 1000; kept to the hundredth. */
        quantity: number;
        /** @description Whether the tax rate applies to this line (false when left out). */
        taxable?: boolean | null;
        /** @description Unit price in cents (0 to $100,000). */
        unitPriceCents: number;
      }[];
    };
    NewJobBody: {
      /** @description Cancel reason: why the job was cancelled, at most 500 characters. */
      cancelReason?: string | null;
      /** @description A whole number from 1 to 5 (or that digit as text); null or blank clears it. */
      customerSatisfaction?: number | string | null;
      /**
       * @description What the job earned: an amount from 0 to 1,000,000, as a number or text such as "$1,250.50"; null
       * or blank clears it.
       */
      jobValue?: number | string | null;
      /**
       * @description The customer's latitude in degrees (-90 to 90), with longitude; null in both forgets the position.
       */
      latitude?: number | string | null;
      /** @description The customer's longitude in degrees (-180 to 180), with latitude. */
      longitude?: number | string | null;
      /** @description At most 2000 characters; null or blank clears them. */
      notes?: string | null;
      /**
       * @description How the customer paid: one of the business's payment methods; null or blank clears it.
       * @enum {string|null}
       */
      paymentMethod?: "Cash" | "Zelle" | "Cash App" | "Credit/Debit Cards" | "Financing" | "" | null;
      /** @description The fleet's purchase order number, at most 40 characters; null or blank clears it. */
      poNumber?: string | null;
      /**
       * @description Ask for a review when completed (default true); null or blank: unchanged.
       * @enum {boolean|string|null}
       */
      reviewRequest?: true | false | "" | null;
      /**
       * @description The job's status; left as it is (a new job: pending) when absent, null or blank.
       * @enum {string|null}
       */
      status?: "pending" | "scheduled" | "en route" | "on site" | "completed" | "cancelled" | "" | null;
      /** @description The lead's id (a whole number, or its digits as text). */
      submissionId: number | string;
      /**
       * @description The kind of lead.
       * @enum {string}
       */
      submissionType: "quote" | "booking" | "contact" | "analyzer";
      /** @description The username of the technician the job is assigned to; null or blank unassigns it. */
      technician?: string | null;
    } & (
      | {
          latitude?: string | null;
          longitude?: string | null;
        }
      | {
          latitude: number | string;
          longitude: number | string;
        }
    );
    /** @description A new lead, as its staff alert summed it up. */
    NewLeadEvent: {
      createdAt: string;
      /** @description The lead came from a chat with the assistant. */
      fromChat?: boolean;
      /** Format: int64 */
      id: number;
      location?: string | null;
      name?: string | null;
      phone?: string | null;
      service?: string | null;
      urgency?: string | null;
    };
    /** @description POST /api/invoices/{id}/payments: a payment received by hand. */
    NewPaymentBody: {
      /** @description Amount received in cents (1 to $1,000,000). */
      amountCents: number;
      /**
       * @description How it was paid: cash, zelle, cashapp, check, card-on-site or ach.
       * @enum {string}
       */
      method: "cash" | "zelle" | "cashapp" | "check" | "card-on-site" | "ach";
      /** @description A check number or transfer reference, at most 100 characters. */
      reference?: string | null;
    };
    /** @description A technician's account. */
    NewTechnicianBody: {
      /** @description Name: the technician's name (the driver sees its first word), at most 80 characters. */
      name?: string | null;
      /** @description At least 12 characters, not among the most common passwords. */
      password: string;
      /** @description 3 to 50 letters, digits, dots, - or _. */
      username: string;
    };
    /** @description The on-call order and every staff account that may join it. */
    OnCall: {
      /** @description Calls are set up ([voice]). */
      enabled: boolean;
      /** @description Staff accounts: those in the order first, in its order. */
      people: components["schemas"]["OnCallPerson"][];
      /** Format: int32 */
      ringSeconds: number;
      /** @description Whom a call would ring now, in order (nobody on call: the owner). */
      ringsNow: number[];
      /** @description The number to set in the Twilio console as the voice webhook. */
      webhookUrl: string;
    };
    /** @description The on-call order: who an inbound call rings, first to last, and when each is on call. */
    OnCallBody: {
      /** @description Everyone in the order, first rung first (at most 20); whoever is left out is not on call. */
      people: {
        /** @description For mode hours: the weekdays. */
        days?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
        /** @description For mode hours: local time HH:MM; before start runs past midnight. */
        end?: string;
        /** @enum {string} */
        mode: "always" | "hours" | "now" | "off";
        /**
         * @description Their own phone: a US or Canadian number, typed any way ((386) 555-0123, +1 386 555 0123,
         * 1-386-555-0123; digits, spaces and - ( ) . +). A number elsewhere only when the server's [outbound]
         * allowed_destinations lists it; the pattern states the default.
         */
        phone: string;
        /** @description For mode hours: local time HH:MM. */
        start?: string;
        /** @description The staff account. */
        userId: number;
      }[];
    };
    /** @description One person of the on-call editor. */
    OnCallPerson: {
      days: string[];
      end?: string | null;
      mode?: components["schemas"]["Mode"] | null;
      name?: string | null;
      /** @description On call at this moment, by their rule. */
      onCallNow: boolean;
      phone?: string | null;
      /** @description Their place in the order (from 0), or null when not in it. */
      position?: number | null;
      /** @description owner or technician. */
      role: string;
      start?: string | null;
      /** Format: int64 */
      userId: number;
      username: string;
    };
    /** @description Whether a work photo shows on the customer's invoice page. */
    OnInvoiceBody: {
      /**
       * @description true to show the photo on the customer's invoice page, false to take it off.
       * @enum {boolean|string|null}
       */
      onInvoice?: true | false | "" | null;
    };
    /** @description An invoice still owing something on the as-of day. */
    OpenInvoice: {
      /**
       * Format: int64
       * @description What it owed on the as-of day.
       */
      balanceCents: number;
      /**
       * Format: int64
       * @description Days past its due date on the as-of day (0 or less: not yet due).
       */
      daysPastDue: number;
      dueDate: string;
      /** Format: int64 */
      id: number;
      number: string;
      poNumber?: string | null;
      sentOn: string;
      /** Format: int64 */
      totalCents: number;
    };
    Overview: {
      /** @description Calls to the business number in the period (docs/product.md#calls). */
      calls: components["schemas"]["CallOverview"];
      /** Format: int64 */
      contactedQuotes: number;
      /**
       * @description Estimates sent in the period, approved and declined, the approval
       *     rate, and the card holds that end within a day (docs/product.md#estimates).
       */
      estimates: components["schemas"]["EstimateSummary"];
      /** Format: int64 */
      jobsDone: number;
      leads: components["schemas"]["LeadCounts"];
      /**
       * Format: int64
       * @description Median minutes from a lead's arrival to its first Mark as Contacted, in the period.
       */
      medianResponseMinutes?: number | null;
      /** @description Money received on invoices. */
      payments: components["schemas"]["PaymentFigures"];
      /** Format: int64 */
      pendingLeads: number;
      period: string;
      recentLeads: components["schemas"]["RecentLead"][];
      /**
       * Format: int64
       * @description contacted quotes / total quotes x 100, rounded (docs/product.md#back-office).
       */
      responseRate: number;
      responseTimes: components["schemas"]["Bucket"][];
      /**
       * Format: double
       * @description What completed jobs were worth (their recorded job value), in dollars.
       */
      revenue: number;
      /** @description Review requests sent in the period, and how many were tapped (docs/product.md#reviews). */
      reviews: components["schemas"]["ReviewFigures"];
      /** Format: int64 */
      totalQuotes: number;
    };
    PageEventBody: {
      /** @enum {boolean|string|null} */
      bounced?: true | false | "" | null;
      /** @enum {string|null} */
      browser?: "chrome" | "firefox" | "other" | "" | null;
      /** @enum {boolean|string|null} */
      callButtonClicked?: true | false | "" | null;
      /** @description A short name: 1 to 40 letters, digits, - or _. */
      callButtonSource?: string | null;
      /** @enum {string|null} */
      device?: "mobile" | "desktop" | "" | null;
      /** @enum {boolean|string|null} */
      formCompleted?: true | false | "" | null;
      /** @enum {boolean|string|null} */
      formStarted?: true | false | "" | null;
      /** @description Seconds, as a number or decimal text. */
      loadTime?: number | string | null;
      /** @description A path on this site, starting with / (the query is dropped). */
      page: string;
      /** @description The dialled number: 7 to 15 digits, an optional + before them. */
      phone?: string | null;
      /** @description The referring page, at most 2048 characters; kept as origin and path only. */
      referrer?: string | null;
      /** @description The tracker's session id: 8 to 64 letters, digits, - or _. */
      sessionId: string;
      /** @description Seconds, as a number or decimal text. */
      timeOnPage?: number | string | null;
      /** @description The browser's IANA time zone, e.g. America/New_York. */
      timeZone?: string | null;
    } & (
      | {
          /** @enum {boolean|string|null} */
          callButtonClicked?: false | "" | null;
        }
      | {
          phone: string;
        }
    );
    /** @description A page view. */
    PageViewBody: {
      /**
       * @description Where the visit came from: an object, never refused for its content; null or "" is none; anything
       * else is a 400.
       */
      attribution?:
        | ({
            /** @description Text, cut to 100 characters. */
            campaign?: unknown;
            /** @description Text, cut to 100 characters. */
            medium?: unknown;
            /** @description The tracker's session id: 8 to 64 letters, digits, - or _ (another value is dropped). */
            sessionId?: unknown;
            /**
             * @description google-organic, google-ads, google-business-profile, facebook, referral or direct (another
             * value counts as referral).
             */
            source?: unknown;
          } | null)
        | "";
      /** @description A path on this site, starting with / (the query is dropped). */
      page: string;
      /** @description The referring page, at most 2048 characters; kept as origin and path only. */
      referrer?: string | null;
      /** @description The tracker's session id: 8 to 64 letters, digits, - or _. */
      sessionId: string;
      /** @description The browser's IANA time zone, e.g. America/New_York. */
      timeZone?: string | null;
      /** @description Not stored: the request's own User-Agent header is. */
      userAgent?: string | null;
    };
    PageViews: {
      page: string;
      /** Format: int64 */
      views: number;
    };
    /** @description A page view's facts and events (GET /api/website-analytics). */
    PageVisit: {
      bounced: boolean;
      browser?: string | null;
      callButtonClicked: boolean;
      callButtonSource?: string | null;
      createdAt: string;
      device?: string | null;
      formCompleted: boolean;
      formStarted: boolean;
      /** Format: int64 */
      id: number;
      /** @description Seconds, as text. */
      loadTime?: string | null;
      location?: string | null;
      page?: string | null;
      referrer?: string | null;
      sessionId?: string | null;
      /** @description Seconds, as text. */
      timeOnPage?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_AnalyzerRequest: {
      /** @description Newest first. */
      items: (components["schemas"]["Response"] &
        components["schemas"]["Source"] & {
          /**
           * Format: int64
           * @description The chat this request came from, if any.
           */
          chatbotInteractionId?: number | null;
          /** @description A percent (0-100) or High, Medium, Low. */
          confidence: string;
          createdAt: string;
          email?: string | null;
          estimatedPrice: string;
          /** Format: int64 */
          id: number;
          location?: string | null;
          name?: string | null;
          phone?: string | null;
          problemDescription: string;
          suggestedService: string;
          urgency: string;
        })[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_AuditRecord: {
      /** @description Newest first. */
      items: {
        /** @description contacted, edit, delete, job-create, job-update or erase. */
        action: string;
        /**
         * @description The same fields as they are (null for a deletion); for an erasure, how many rows of each kind
         * went.
         */
        after?: unknown;
        /**
         * @description Of the changed fields, those not about the person, as they were (null for a creation or an
         * erasure).
         */
        before?: unknown;
        /**
         * @description Every field the change touched, by name; only those not about the person have values in before
         * and after.
         */
        changed: string[];
        createdAt: string;
        /** Format: int64 */
        id: number;
        /**
         * Format: int64
         * @description Null for a change made at the command line.
         */
        staffUserId?: number | null;
        /** @description The staff member, or "cli" for the server's command line. */
        staffUsername: string;
        /**
         * Format: int64
         * @description The lead's or job's id; 0 for an erasure.
         */
        subjectId: number;
        /** @description quote, booking, contact, analyzer, job, or person for an erasure. */
        subjectType: string;
      }[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_Booking: {
      /** @description Newest first. */
      items: (components["schemas"]["Response"] &
        components["schemas"]["Source"] & {
          createdAt: string;
          description: string;
          email?: string | null;
          /** Format: int64 */
          id: number;
          location: string;
          name: string;
          phone: string;
          /** @description YYYY-MM-DD. */
          preferredDate?: string | null;
          preferredTime?: string | null;
          serviceNeeded: string;
          urgency: string;
          vehicleType: string;
        })[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_CallClick: {
      /** @description Newest first. */
      items: {
        createdAt: string;
        /** Format: int64 */
        id: number;
        /** @description The caller's address cut to its /24 (IPv4) or /48 (IPv6). */
        ipAddress?: string | null;
        page?: string | null;
        /** @description The dialled number. */
        phone?: string | null;
        sessionId?: string | null;
        /** @description The button clicked (nav, hero, floating...). */
        source?: string | null;
        userAgent?: string | null;
      }[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_Chat: {
      /** @description Newest first. */
      items: {
        campaign?: string | null;
        /** @description False while the conversation was saved at the phone step only. */
        completed: boolean;
        /** @description The messages, as a JSON array in text. */
        conversation: string;
        createdAt: string;
        customerEmail?: string | null;
        customerLocation?: string | null;
        customerName?: string | null;
        customerPhone?: string | null;
        estimatedPrice?: string | null;
        gpsAccuracy?: string | null;
        gpsLatitude?: string | null;
        gpsLongitude?: string | null;
        handoffToCall: boolean;
        /** Format: int64 */
        id: number;
        issueResolved: boolean;
        /** @description hot, warm or cold. */
        leadQuality?: string | null;
        /** @description gps or manual. */
        locationMethod?: string | null;
        medium?: string | null;
        problem?: string | null;
        /** Format: int64 */
        satisfaction?: number | null;
        sessionId?: string | null;
        source?: string | null;
        suggestedService?: string | null;
        updatedAt?: string | null;
        urgency?: string | null;
      }[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_Contact: {
      /** @description Newest first. */
      items: (components["schemas"]["Response"] &
        components["schemas"]["Source"] & {
          createdAt: string;
          email?: string | null;
          /** Format: int64 */
          id: number;
          location: string;
          message: string;
          name: string;
          phone: string;
          urgency: string;
        })[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_Conversion: {
      /** @description Newest first. */
      items: {
        campaign?: string | null;
        /** @description quote, booking, contact, analyzer, chat or call. */
        conversionType?: string | null;
        /** Format: double */
        conversionValue?: number | null;
        createdAt: string;
        /** Format: double */
        customerAcquisitionCost?: number | null;
        /** Format: int64 */
        id: number;
        medium?: string | null;
        sessionId?: string | null;
        source?: string | null;
      }[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_Job: {
      /** @description Newest first. */
      items: {
        approval?: components["schemas"]["JobApproval"] | null;
        /**
         * Format: int64
         * @description What the fleet approved for this job: an invoice over it needs a new approval.
         */
        approvedCents?: number | null;
        cancelReason?: string | null;
        /** @description Set while the job is completed. */
        completedAt?: string | null;
        createdAt: string;
        customer?: components["schemas"]["Customer"] | null;
        /** Format: int64 */
        customerSatisfaction?: number | null;
        /** @description When the technician set off (the first On my way). */
        enRouteAt?: string | null;
        fleet?: components["schemas"]["FleetTag"] | null;
        /** Format: int64 */
        id: number;
        invoice?: components["schemas"]["JobInvoice"] | null;
        /** Format: double */
        jobValue?: number | null;
        /**
         * Format: double
         * @description Where the customer is: set by the owner, or else the GPS of the chat the lead came from.
         */
        latitude?: number | null;
        leadCreatedAt?: string | null;
        /** Format: double */
        longitude?: number | null;
        notes?: string | null;
        onSiteAt?: string | null;
        /** @description How the customer paid (one of the business's payment methods). */
        paymentMethod?: string | null;
        /** @description The fleet's purchase order number for this job. */
        poNumber?: string | null;
        /**
         * Format: int64
         * @description Minutes from the lead to the truck on site (or to completion).
         */
        responseTime?: number | null;
        /**
         * @description Whether completing the job asks the customer for a review (docs/product.md#reviews); the owner
         * switches it off for fleet accounts.
         */
        reviewRequest: boolean;
        status: components["schemas"]["JobStatus"];
        /** Format: int64 */
        submissionId: number;
        /** @description quote, booking, contact or analyzer. */
        submissionType: string;
        /** @description The username of the technician it is assigned to. */
        technician?: string | null;
        /** @description The driver's tracking page, while its link lives (made by On my way). */
        trackingUrl?: string | null;
        updatedAt?: string | null;
        /**
         * Format: int64
         * @description Goes up with every write of the job; a change names the version it was based on.
         */
        version: number;
      }[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_PageVisit: {
      /** @description Newest first. */
      items: {
        bounced: boolean;
        browser?: string | null;
        callButtonClicked: boolean;
        callButtonSource?: string | null;
        createdAt: string;
        device?: string | null;
        formCompleted: boolean;
        formStarted: boolean;
        /** Format: int64 */
        id: number;
        /** @description Seconds, as text. */
        loadTime?: string | null;
        location?: string | null;
        page?: string | null;
        referrer?: string | null;
        sessionId?: string | null;
        /** @description Seconds, as text. */
        timeOnPage?: string | null;
      }[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description One page of a list, as every list endpoint answers it. */
    Page_Quote: {
      /** @description Newest first. */
      items: (components["schemas"]["Response"] &
        components["schemas"]["Source"] & {
          createdAt: string;
          description: string;
          email?: string | null;
          /** Format: int64 */
          id: number;
          location: string;
          name: string;
          phone: string;
          serviceType: string;
          urgency: string;
          vehicleInfo?: string | null;
        })[];
      /** @description The `cursor` of the next page; null on the last. */
      nextCursor?: string | null;
    };
    /** @description An invoice to the customer's email (drafts are the business's own until sent). */
    PastInvoice: {
      createdAt: string;
      /** @description INV-0001 onwards. */
      number: string;
      /** Format: int64 */
      paidCents: number;
      /** @description The invoice's public page, where it can be paid. */
      payUrl: string;
      /** @description sent, partly-paid, paid or void. */
      status: string;
      /** Format: int64 */
      totalCents: number;
    };
    /** @description A job made from one of those requests. */
    PastJob: {
      completedAt?: string | null;
      createdAt: string;
      /** Format: int64 */
      id: number;
      /** @description The kind of the request it came from. */
      kind: string;
      service: string;
      /** @description pending, scheduled, en route, on site, completed or cancelled. */
      status: string;
    };
    /** @description A request the customer sent (a quote, booking, contact message or analyzer request). */
    PastRequest: {
      /** @description Whether the business has contacted them about it. */
      contacted: boolean;
      createdAt: string;
      /** Format: int64 */
      id: number;
      /** @description quote, booking, contact or analyzer. */
      kind: string;
      service: string;
    };
    Payment: {
      /** Format: int64 */
      amountCents: number;
      /** Format: int64 */
      id: number;
      /** @description cash, zelle, cashapp, check, card-on-site, ach, or card (Stripe). */
      method: string;
      receivedAt: string;
      recordedBy: string;
      reference?: string | null;
      /**
       * Format: int64
       * @description Counted apart from revenue.
       */
      tipCents: number;
    };
    PaymentEvent: {
      /** Format: int64 */
      amountCents: number;
      createdAt: string;
      /**
       * Format: int64
       * @description The invoice's id.
       */
      id: number;
      /** @description INV-0003. */
      number: string;
      /** Format: int64 */
      tipCents: number;
    };
    /**
     * @description The Overview's money: payments received (all time and the last 30
     *     days), tips counted apart, and what is still owed.
     */
    PaymentFigures: {
      /** Format: int64 */
      draftCents: number;
      /**
       * Format: int64
       * @description Drafts: made but not yet billed (never sent), and their totals.
       */
      draftInvoices: number;
      /** Format: int64 */
      revenue30DaysCents: number;
      /**
       * Format: int64
       * @description Payments received, tips left out (revenue).
       */
      revenueCents: number;
      /** Format: int64 */
      tips30DaysCents: number;
      /** Format: int64 */
      tipsCents: number;
      /** Format: int64 */
      unpaidCents: number;
      /**
       * Format: int64
       * @description Sent and partly paid invoices, and what they still owe.
       */
      unpaidInvoices: number;
    };
    PaymentOption: {
      instructions: string;
      method: string;
    };
    PhoneLink: {
      display: string;
      tel: string;
    };
    /**
     * @description A job photo as the app and the job card show it (the files themselves
     *     are served by id).
     */
    Photo: {
      /**
       * Format: int64
       * @description The kept JPEG's size: upright, at most 1920 px, without EXIF.
       */
      bytes: number;
      /** Format: int64 */
      height: number;
      /** Format: int64 */
      id: number;
      /** @description The checklist item it is filed under (`photo-id`, `tire-after`…) or `other`. */
      item: string;
      /** Format: int64 */
      jobId: number;
      /** Format: double */
      latitude?: number | null;
      /** Format: double */
      longitude?: number | null;
      /** @description The owner chose it for the customer's invoice page (never an ID's). */
      onInvoice: boolean;
      /** @description When the server received it. */
      receivedAt: string;
      /** Format: int64 */
      receivedBytes: number;
      /** @description The SHA-256 of the bytes the phone sent, in hex. */
      receivedSha256: string;
      /** @description An ID's or a registration's: the owner's alone. */
      sensitive: boolean;
      /** @description When the phone took it (the phone's clock), and where, when it knew. */
      takenAt: string;
      /** @description The technician who sent it. */
      technician?: string | null;
      /** Format: int64 */
      width: number;
    };
    /** @description One place found. */
    Place: {
      /** @description The address as the geocoder writes it. */
      label: string;
      /** Format: double */
      latitude: number;
      /** Format: double */
      longitude: number;
    };
    /** @description A call being placed. */
    Placing: {
      /** Format: int64 */
      callId: number;
      /** @description What the person is to expect. */
      message: string;
    };
    /**
     * @description The portal's first page: the fleet, its units, invoices, this month's
     *     statement and the approvals waiting.
     */
    Portal: {
      approvals: components["schemas"]["PortalApproval"][];
      /** @description The fleet jobs' estimates waiting for an answer. */
      estimates: components["schemas"]["PortalEstimate"][];
      fleet: components["schemas"]["PortalFleet"];
      /** @description Newest first; those with a balance are open. */
      invoices: components["schemas"]["PortalInvoice"][];
      statement: components["schemas"]["Statement"];
      units: components["schemas"]["Unit"][];
    };
    /** @description The answer as the portal shows it. */
    PortalAnswered: {
      /** Format: int64 */
      approvedCents?: number | null;
      /** Format: int64 */
      approvedOption?: number | null;
      approvedPo?: string | null;
      decidedBy?: string | null;
      number: string;
      status: components["schemas"]["EstimateStatus"];
    };
    /**
     * @description An approval waiting for the fleet's answer, which the manager answers
     *     here (`POST /api/fleet/approvals/{id}`), signed in.
     */
    PortalApproval: {
      /** Format: int64 */
      amountCents: number;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      jobId: number;
      lines: components["schemas"]["EstimateLine"][];
      requestedAt: string;
    };
    /** @description An estimate waiting for the fleet's answer. */
    PortalEstimate: {
      /** @description It asks a card hold or deposit: answered from the approver's text link, not here. */
      byCard: boolean;
      expiresAt: string;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      jobId: number;
      note?: string | null;
      /** @description EST-0001. */
      number: string;
      options: components["schemas"]["PortalEstimateOption"][];
      /** @description Whether a PO number may be given (the fleet wants one on the invoice). */
      poAsked: boolean;
      /** @description The job's PO number, when it has one. */
      poNumber?: string | null;
      /** @description Whether approving asks the PO number: the fleet wants one before work and the job has none. */
      poRequired: boolean;
    };
    PortalEstimateLine: {
      /** Format: int64 */
      amountCents: number;
      description: string;
    };
    PortalEstimateOption: {
      lines: components["schemas"]["PortalEstimateLine"][];
      /** Format: int64 */
      position: number;
      title: string;
      /** Format: int64 */
      totalCents: number;
    };
    /** @description The fleet as its manager sees it (the owner's notes left out). */
    PortalFleet: {
      address: string;
      /** Format: int64 */
      approvalLimitCents?: number | null;
      billingContact: string;
      billingEmail: string;
      creditHold: boolean;
      name: string;
      /** @description none, before or after. */
      poRule: string;
      taxExempt: boolean;
      /** @description receipt, net15 or net30. */
      terms: string;
    };
    /** @description One of the fleet's invoices, with its page (where it is paid). */
    PortalInvoice: {
      /** Format: int64 */
      balanceCents: number;
      dueDate?: string | null;
      number: string;
      /** @description /invoice/{token}. */
      path: string;
      poNumber?: string | null;
      /** @description YYYY-MM-DD. */
      sentOn: string;
      /** @description sent, partly-paid or paid. */
      status: components["schemas"]["InvoiceStatus"];
      /** Format: int64 */
      totalCents: number;
      unitLabel?: string | null;
    };
    /** @description What a position worked out to. */
    PositionSaved: {
      /**
       * Format: double
       * @description Kilometres to the customer (by road with OSRM, else in a straight line).
       */
      distanceKm?: number | null;
      /**
       * Format: int64
       * @description Minutes to the customer, when their position is known.
       */
      etaMinutes?: number | null;
    };
    /** @description The period's figures again, for the period just before. */
    PreviousFigures: {
      /**
       * Format: int64
       * @description Seconds.
       */
      avgSessionDuration: number;
      /** Format: int64 */
      calls: number;
      /** Format: int64 */
      leads: number;
      /** Format: int64 */
      totalPageViews: number;
      /** Format: int64 */
      uniqueVisitors: number;
    };
    PriceBookItem: {
      /** Format: int64 */
      id: number;
      name: string;
      /** Format: int64 */
      priceCents: number;
      taxable: boolean;
    };
    /** @description A price book item. */
    PriceItemBody: {
      /** @description The service or part, 1 to 80 characters. */
      name: string;
      /** @description Price in cents (0 to $100,000). */
      priceCents: number;
      /**
       * @description Whether the tax rate applies.
       * @enum {boolean|string|null}
       */
      taxable?: true | false | "" | null;
    };
    /** @description A job's proof as a viewer may see it. */
    ProofView: {
      /** Format: int64 */
      amountCents?: number | null;
      /** @description Sensitive photos kept but not shown to this viewer. */
      hiddenPhotos: number;
      /**
       * Format: int64
       * @description What the customer signs for now: the job's invoice and its total.
       */
      invoiceId?: number | null;
      /** @description The checklist of the job's service, in order. */
      items: components["schemas"]["ItemState"][];
      /** Format: int64 */
      jobId: number;
      /**
       * Format: int32
       * @description Photos one job may have (`[photos] max_per_job`).
       */
      maxPhotos: number;
      /** @description The photos this viewer may see, in the order taken. */
      photos: components["schemas"]["Photo"][];
      signature?: components["schemas"]["SignatureState"] | null;
      /** @description The words above the signature (content file). */
      terms: string;
    };
    /** @description What the invoice page shows, as JSON. */
    PublicInvoice: {
      /** Format: int64 */
      balanceCents: number;
      businessLegalName: string;
      businessName: string;
      businessPhone: string;
      createdAt: string;
      customerName?: string | null;
      /** Format: int64 */
      discountCents: number;
      fleet?: components["schemas"]["FleetBilling"] | null;
      lines: components["schemas"]["Line"][];
      number: string;
      paidAt?: string | null;
      /** Format: int64 */
      paidCents: number;
      /** @description Whether the page offers Pay by card (`[payments]` is set and something is due). */
      payByCard: boolean;
      paymentOptions: components["schemas"]["PaymentOption"][];
      payments: components["schemas"]["PublicPayment"][];
      /** @description The photos of the work the owner chose to show (never an ID's). */
      photos: components["schemas"]["InvoicePhoto"][];
      signature?: components["schemas"]["PublicSignature"] | null;
      status: components["schemas"]["InvoiceStatus"];
      /** Format: int64 */
      subtotalCents: number;
      /** Format: int64 */
      taxCents: number;
      /** Format: int64 */
      taxRateBasisPoints: number;
      /** Format: int64 */
      tipCents: number;
      /** Format: int64 */
      totalCents: number;
    };
    /** @description The server's VAPID public key, for the browser's pushManager.subscribe. */
    PublicKey: {
      /** @description Uncompressed P-256 point, base64url without padding. */
      publicKey: string;
    };
    PublicPayment: {
      /** Format: int64 */
      amountCents: number;
      method: string;
      receivedAt: string;
      /** Format: int64 */
      tipCents: number;
    };
    /** @description The customer's signature as the invoice shows it. */
    PublicSignature: {
      /** Format: int64 */
      amountCents: number;
      /** @description Drawn, or typed (shown as the typed name, never as a drawing). */
      kind: components["schemas"]["SignatureKind"];
      signedAt: string;
      signerName: string;
      /** @description The drawing: strokes of [x, y] points in a 1000 x 400 box (none when typed). */
      strokes: number[][][];
      /** @description A typed signature's text. */
      typed?: string | null;
    };
    Quote: components["schemas"]["Response"] &
      components["schemas"]["Source"] & {
        createdAt: string;
        description: string;
        email?: string | null;
        /** Format: int64 */
        id: number;
        location: string;
        name: string;
        phone: string;
        serviceType: string;
        urgency: string;
        vehicleInfo?: string | null;
      };
    /** @description A quote request. */
    QuoteBody: {
      /**
       * @description Where the visit came from: an object, never refused for its content; null or "" is none; anything
       * else is a 400.
       */
      attribution?:
        | ({
            /** @description Text, cut to 100 characters. */
            campaign?: unknown;
            /** @description Text, cut to 100 characters. */
            medium?: unknown;
            /** @description The tracker's session id: 8 to 64 letters, digits, - or _ (another value is dropped). */
            sessionId?: unknown;
            /**
             * @description google-organic, google-ads, google-business-profile, facebook, referral or direct (another
             * value counts as referral).
             */
            source?: unknown;
          } | null)
        | "";
      /**
       * @description The browser's idempotency key: the same key stores the lead once (text of at most 64 characters,
       * trimmed; any other value is ignored).
       */
      clientRef?: unknown;
      /** @description Description */
      description: string;
      /** @description Email: name@domain.tld, no spaces. */
      email?: string | null;
      /**
       * @description Which form a plain form post came from ("home": the home page's, whose mistakes are answered in
       * its own fields, its email required); ignored in a JSON body, as is any other value.
       */
      form?: unknown;
      /** @description Location */
      location: string;
      /** @description Name */
      name: string;
      /** @description Phone number: at least 10 digits; digits, spaces and - ( ) . + only; at most 30 characters. */
      phone: string;
      /**
       * @description Service type
       * @enum {string}
       */
      serviceType:
        | "Emergency Roadside Service"
        | "Mobile Mechanic Service"
        | "Diagnostic Services"
        | "Fleet & Commercial Service"
        | "Motorcycle Service"
        | "General Automotive"
        | "Other";
      /**
       * @description Urgency
       * @enum {string}
       */
      urgency: "Emergency (ASAP)" | "Urgent (Same Day)" | "Today" | "This Week" | "Flexible";
      /** @description Vehicle info */
      vehicleInfo?: string | null;
      /**
       * @description Left empty by people; text in it is answered as a success and the lead dropped (any other value is
       * ignored).
       */
      website?: unknown;
    };
    /** @description A quote as staff change it (the admin urgencies too). */
    QuoteEditBody: {
      /** @description Description */
      description: string;
      /** @description Email: name@domain.tld, no spaces. */
      email?: string | null;
      /** @description Location */
      location: string;
      /** @description Name */
      name: string;
      /** @description Phone number: at least 10 digits; digits, spaces and - ( ) . + only; at most 30 characters. */
      phone: string;
      /**
       * @description Service type
       * @enum {string}
       */
      serviceType:
        | "Emergency Roadside Service"
        | "Mobile Mechanic Service"
        | "Diagnostic Services"
        | "Fleet & Commercial Service"
        | "Motorcycle Service"
        | "General Automotive"
        | "Other";
      /**
       * @description Urgency
       * @enum {string}
       */
      urgency:
        | "Emergency (ASAP)"
        | "Urgent (Same Day)"
        | "Today"
        | "This Week"
        | "Flexible"
        | "Urgent (Today)"
        | "Within 24 Hours";
      /** @description Vehicle info */
      vehicleInfo?: string | null;
    };
    /** @description A payment of one of those invoices. */
    Receipt: {
      /** Format: int64 */
      amountCents: number;
      invoiceNumber: string;
      /** @description cash, zelle, cashapp, check, card-on-site, ach or card. */
      method: string;
      receivedAt: string;
      /** Format: int64 */
      tipCents: number;
    };
    RecentLead: {
      contacted: boolean;
      createdAt: string;
      /** Format: int64 */
      id: number;
      kind: string;
      location?: string | null;
      name?: string | null;
      phone?: string | null;
      service: string;
      urgency: string;
    };
    /** @description The form Twilio posts when a recording is ready. */
    RecordingStatus: {
      CallSid: string;
      RecordingDuration?: string | null;
      RecordingSid: string;
      /** @description completed, absent or failed. */
      RecordingStatus: string;
      RecordingUrl: string;
    };
    /** @description A new customer account. */
    RegisterBody: {
      /** @description Email: name@domain.tld, no spaces. */
      email: string;
      /**
       * @description 8 to 256 characters, and not one of the most common passwords (in any case): such a one is refused
       * with a 400 naming password.
       */
      password: string;
      /** @description Username */
      username: string;
    };
    /**
     * @description The answer to a registration: the same whether the account was made or
     *     its email already had one (whose owner is then told by email instead).
     */
    Registered: {
      message: string;
    };
    /** @description A text to the lead's customer. */
    ReplyBody: {
      /** @description Message */
      body: string;
    };
    Requester: {
      createdAt: string;
      email?: string | null;
      /** Format: int64 */
      fleetId: number;
      /** Format: int64 */
      id: number;
      name: string;
      phone?: string | null;
    };
    /** @description A person who may order work for the fleet. */
    RequesterBody: {
      /** @description Their email. */
      email?: string | null;
      /** @description Name */
      name: string;
      /** @description Their phone: at least 10 digits; digits, spaces and - ( ) . + only. */
      phone?: string | null;
    };
    /** @description The emailed token and the new password. */
    ResetBody: {
      /**
       * @description 8 to 256 characters, and not one of the most common passwords (in any case): such a one is refused
       * with a 400 naming password.
       */
      password: string;
      /** @description The token of the emailed link */
      token: string;
    };
    ResetSent: {
      message: string;
      /** @description Only with `dev_expose_reset_tokens` (never on a public site). */
      resetToken?: string | null;
    };
    /** @description Whether and when staff first answered a lead. */
    Response: {
      contacted: boolean;
      /** @description The first Mark as Contacted (never moved by later clicks). */
      firstContactedAt?: string | null;
      /**
       * Format: int64
       * @description Minutes from the lead's arrival to that first Mark as Contacted.
       */
      responseMinutes?: number | null;
    };
    /** @description The Overview's review figures for a period. */
    ReviewFigures: {
      /**
       * Format: int64
       * @description Requests sent in the period.
       */
      sent: number;
      /**
       * Format: int64
       * @description Of those, how many were tapped (at least once).
       */
      tapped: number;
    };
    /**
     * @description A staff account's role (docs/product.md#dispatch): the owner runs the
     *     back office; a technician sees and changes only the jobs assigned to them.
     * @enum {string}
     */
    Role: "owner" | "technician";
    /** @description A request for service to one of the fleet's units. */
    ServiceBody: {
      /**
       * @description The browser's idempotency key: the same key stores the request once (text of at most 64
       * characters).
       */
      clientRef?: unknown;
      /** @description Description */
      description: string;
      /** @description Email: name@domain.tld, no spaces. */
      email?: string | null;
      /** @description Location */
      location: string;
      /** @description Name */
      name: string;
      /** @description Phone number: at least 10 digits; digits, spaces and - ( ) . + only; at most 30 characters. */
      phone: string;
      /** @description The unit that needs service: one of the fleet's. */
      unitId: number;
      /**
       * @description Urgency
       * @enum {string}
       */
      urgency: "Emergency (ASAP)" | "Urgent (Same Day)" | "Today" | "This Week" | "Flexible";
    };
    /** @description The visitor's session. */
    SessionBody: {
      /** @description The tracker's session id: 8 to 64 letters, digits, - or _; none when blank. */
      sessionId?: string | null;
    };
    SessionInfo: {
      user?: components["schemas"]["User"] | null;
    };
    /** @description The customer's signature as kept. */
    Signature: {
      /** Format: int64 */
      amountCents: number;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description The invoice it was given for, and its total then.
       */
      invoiceId?: number | null;
      /** Format: int64 */
      jobId: number;
      /** @description Drawn, or typed (its `typed` text is the signature; no strokes). */
      kind: components["schemas"]["SignatureKind"];
      /** Format: double */
      latitude?: number | null;
      /** Format: double */
      longitude?: number | null;
      receivedAt: string;
      signedAt: string;
      /** @description The name typed under it. */
      signerName: string;
      /** @description The drawing: strokes of [x, y] points in a 1000 x 400 box (none when typed). */
      strokes: number[][][];
      technician?: string | null;
      /** @description A typed signature's text, as the customer typed it. */
      typed?: string | null;
    };
    SignatureBody: {
      /** @description The amount shown when they signed */
      amountCents: number;
      /**
       * @description An id the app made for this item (8 to 64 letters, digits, - or _): sent again, it is not kept
       * twice.
       */
      clientRef: string;
      /**
       * @description drawn (strokes; also when left out) or typed (the name typed, for one who cannot draw).
       * @enum {string|null}
       */
      kind?: "drawn" | "typed" | "" | null;
      /** @description Degrees, -90 to 90 (where the phone was). */
      latitude?: number | string | null;
      /** @description Degrees, -180 to 180. */
      longitude?: number | string | null;
      /** @description The customer's name, typed under the signature. */
      name: string;
      /** @description signedAt */
      signedAt: string;
      /**
       * @description A drawn signature: up to 200 strokes, 5,000 points in all, each point [x, y] in a 1000 x 400 box.
       */
      strokes?: number[][][] | string | null;
      /** @description A typed signature: the customer's full name as they typed it (1 to 100 characters). */
      typed?: string | null;
    } & (
      | {
          /** @enum {string|null} */
          kind?: "drawn" | "" | null;
        }
      | {
          /** @enum {string} */
          kind: "typed";
          typed: string;
        }
    );
    /**
     * @description How the customer signed: the kind is kept beside the signature, so a
     *     typed name is never shown as a drawing.
     * @enum {string}
     */
    SignatureKind: "drawn" | "typed";
    /** @description The customer's signature and whether it stands. */
    SignatureState: components["schemas"]["Signature"] & {
      /**
       * @description False once the invoice it was given for changed its total or was
       *     voided: the app asks again.
       */
      valid: boolean;
    };
    /** @description The form Twilio posts as a text's status changes. */
    SmsStatus: {
      ErrorCode?: string | null;
      MessageSid: string;
      /** @description queued, sending, sent, delivered, undelivered, failed (and read, for some channels). */
      MessageStatus: string;
    };
    /** @description Where the visit that brought a lead came from (null for a plain form post). */
    Source: {
      campaign?: string | null;
      medium?: string | null;
      sessionId?: string | null;
      /** @description google-organic, google-ads, google-business-profile, facebook, referral or direct. */
      source?: string | null;
    };
    SourceFigures: {
      /** Format: int64 */
      calls: number;
      /** Format: int64 */
      leads: number;
      source: string;
      /** Format: int64 */
      visitors: number;
    };
    StaffName: {
      /** @description Calls through the business number are set up ([voice]): "Call via business line" is offered. */
      calls: boolean;
      /**
       * @description The owner's account: the dashboard offers it what only the owner may do (erasing a person's data).
       */
      isOwner: boolean;
      /** @description owner (the back office at /admin/dashboard) or technician (the app at /tech/). */
      role: components["schemas"]["Role"];
      username: string;
    };
    /** @description A fleet's statement. */
    Statement: {
      aging: components["schemas"]["Aging"];
      /** @description The day the aging is counted on. */
      asOf: string;
      billingContact: string;
      billingEmail: string;
      /**
       * Format: int64
       * @description Owed at the period's end.
       */
      closingCents: number;
      /** Format: int64 */
      fleetId: number;
      fleetName: string;
      /** Format: int64 */
      invoicedCents: number;
      lines: components["schemas"]["StatementLine"][];
      openInvoices: components["schemas"]["OpenInvoice"][];
      /**
       * Format: int64
       * @description Owed at the period's start.
       */
      openingCents: number;
      /**
       * Format: int64
       * @description Owed on the as-of day (the aging's total).
       */
      owedCents: number;
      periodEnd: string;
      /** @description The period's first and last days (YYYY-MM-DD). */
      periodStart: string;
      /** Format: int64 */
      receivedCents: number;
      /** @description "Net 30". */
      termsLabel: string;
      /** @description The printable page the billing contact opens (and pays from). */
      url: string;
    };
    /** @description POST /api/statement/{token}/checkout: pay the balance, or part of it, by card. */
    StatementCheckoutBody: {
      /**
       * @description What to pay now in dollars (0.50 to 1000000, up to two decimals), at most the balance; the whole
       * balance when left out.
       */
      amount?: string | null;
    };
    /** @description One line of the statement's period: an invoice sent (+) or a payment received (-). */
    StatementLine: {
      /**
       * Format: int64
       * @description Positive for an invoice, negative for a payment.
       */
      amountCents: number;
      /**
       * Format: int64
       * @description The account's balance after this line.
       */
      balanceCents: number;
      /** @description YYYY-MM-DD. */
      date: string;
      /** @description "Invoice INV-0001 (PO 7731, unit T-104)" or "Payment, Check 1042". */
      description: string;
      /** @description An invoice's due day. */
      dueDate?: string | null;
      /** @description invoice or payment. */
      kind: string;
      /** @description The invoice's number (INV-0001), also for a payment on it. */
      number: string;
    };
    /** @description A browser's PushSubscription, as its toJSON() gives it. */
    SubscriptionBody: {
      /**
       * @description The push service URL the browser was given: https, to a host on the public internet (not a
       * loopback, private, link-local or unique-local address).
       */
      endpoint: string;
      /** @description The browser's keys: p256dh (uncompressed P-256, base64url) and auth (16 bytes, base64url). */
      keys: {
        auth: string;
        p256dh: string;
      };
    };
    /**
     * @description A suggested fleet for a lead, as its card asks: "Looks like ABC
     *     Logistics's requester Dana Dispatch: link?"
     */
    Suggestion: {
      /** Format: int64 */
      fleetId: number;
      fleetName: string;
      /** @description phone or email: what the form's lead shares with the requester. */
      matchedOn: string;
      requesterName: string;
    };
    /** @description A technician takes the calls now, or hands them back. */
    SwitchBody: {
      /** @description true takes the calls now; false hands them back (off until switched on again). */
      onCall: boolean;
    };
    TechChangeBody: {
      /** @description Cancel reason: why the job was cancelled, at most 500 characters. */
      cancelReason?: string | null;
      /**
       * @description An id the app made for this change (8 to 64 letters, digits, - or _): sent again, the change is
       * not made twice and the answer is the first one's.
       */
      changeId?: string | null;
      /**
       * @description What the job earned: an amount from 0 to 1,000,000, as a number or text such as "$1,250.50"; null
       * or blank clears it.
       */
      jobValue?: number | string | null;
      /** @description At most 2000 characters; null or blank clears them. */
      notes?: string | null;
      /**
       * @description How the customer paid: one of the business's payment methods; null or blank clears it.
       * @enum {string|null}
       */
      paymentMethod?: "Cash" | "Zelle" | "Cash App" | "Credit/Debit Cards" | "Financing" | "" | null;
      /**
       * @description The job's new status.
       * @enum {string}
       */
      status: "en route" | "on site" | "completed" | "cancelled";
    } & (
      | {
          /** @enum {string} */
          status?: "en route" | "on site" | "completed";
        }
      | {
          cancelReason: string;
        }
    );
    /** @description A technician's account, as the owner's Settings list it. */
    Technician: {
      createdAt: string;
      disabled: boolean;
      /** Format: int64 */
      id: number;
      name?: string | null;
      username: string;
    };
    /** @description Changes to a technician's account: absent fields stay as they are. */
    TechnicianChangesBody: {
      /**
       * @description true disables the account (signed out at once, its open jobs unassigned); false enables it again.
       */
      disabled?: boolean | null;
      /** @description Name: the technician's name (the driver sees its first word), at most 80 characters. */
      name?: string | null;
      /** @description At least 12 characters, not among the most common passwords. */
      password?: string | null;
    };
    /** @description One text of a lead's thread. */
    TextMessage: {
      body: string;
      createdAt: string;
      /** @description out (to the customer) or in (from them). */
      direction: string;
      /** @description Why it failed or was not sent. */
      error?: string | null;
      /** Format: int64 */
      id: number;
      /** @description The staff member who wrote it (a staff reply). */
      staff?: string | null;
      /** @description queued, sent, delivered, failed, not sent (out); received (in). */
      status: string;
    };
    /** @description A lead's text messages, oldest first. */
    Thread: {
      /** @description The lead's calls through the business number, oldest first. */
      calls: components["schemas"]["CallEntry"][];
      /** @description Text messages are set up ([sms]). */
      enabled: boolean;
      messages: components["schemas"]["TextMessage"][];
      /** @description The number texted STOP: nothing is sent to it until it texts START. */
      optedOut: boolean;
      /** @description The lead's number as texts go to it (E.164), if it can be texted. */
      phone?: string | null;
    };
    /** @description A tick of a checklist item. */
    TickBody: {
      /** @description The checklist item the photo shows (content file, proof), or `other`. */
      item: string;
      /**
       * @description true to tick the item, false to take the tick back.
       * @enum {boolean|string|null}
       */
      ticked?: true | false | "" | null;
    };
    /** @description The driver's view of the job: what the tracking page shows. */
    TrackView: {
      business: string;
      destination?: components["schemas"]["Destination"] | null;
      /**
       * Format: double
       * @description Kilometres to go (by road with OSRM, else in a straight line).
       */
      distanceKm?: number | null;
      /**
       * Format: int64
       * @description Minutes until the technician arrives (on the way, with the customer's position known).
       */
      etaMinutes?: number | null;
      /**
       * Format: double
       * @description The technician's position: only while the job is en route.
       */
      latitude?: number | null;
      /** Format: double */
      longitude?: number | null;
      map: components["schemas"]["MapSettings"];
      /** @description The business's emergency line, for the call button. */
      phone: components["schemas"]["PhoneLink"];
      /** @description waiting (not yet set off), on the way, arrived, finished or cancelled. */
      status: string;
      /** @description The technician's first name (not an hour after the job ended). */
      technician?: string | null;
      /** @description When the technician's last position was taken. */
      updatedAt?: string | null;
    };
    /** @description GET /api/admin/traffic (the team's contract 2). */
    Traffic: {
      /**
       * Format: int64
       * @description Sessions seen in the last five minutes.
       */
      activeUsers: number;
      /**
       * Format: int64
       * @description Seconds.
       */
      avgSessionDuration: number;
      /** Format: int64 */
      calls: number;
      /** @description The last 24 hours, oldest first, zero-filled. */
      hourlyData: components["schemas"]["HourTraffic"][];
      /** Format: int64 */
      leads: number;
      locationData: components["schemas"]["CountryVisitors"][];
      /** @description today, 7d or 30d. */
      period: string;
      previous: components["schemas"]["PreviousFigures"];
      sources: components["schemas"]["SourceFigures"][];
      topPages: components["schemas"]["PageViews"][];
      /** Format: int64 */
      totalPageViews: number;
      /** Format: int64 */
      uniqueVisitors: number;
    };
    Unit: {
      createdAt: string;
      /** Format: int64 */
      fleetId: number;
      /** Format: int64 */
      id: number;
      make?: string | null;
      model?: string | null;
      plate?: string | null;
      plateState?: string | null;
      unitNumber: string;
      /** @description tractor, trailer, box-truck, van, pickup, car or other. */
      unitType: string;
      vin?: string | null;
      /** Format: int64 */
      year?: number | null;
    };
    /** @description A unit of a fleet. */
    UnitBody: {
      /** @description Make */
      make?: string | null;
      /** @description Model */
      model?: string | null;
      /** @description Plate */
      plate?: string | null;
      /** @description Plate state */
      plateState?: string | null;
      /** @description Unit number */
      unitNumber: string;
      /**
       * @description tractor, trailer, box-truck, van, pickup, car or other.
       * @enum {string}
       */
      unitType: "tractor" | "trailer" | "box-truck" | "van" | "pickup" | "car" | "other";
      /** @description 17 characters, the 9th its check digit; no I, O or Q. */
      vin?: string | null;
      /** @description Model year, 1950 to 2100. */
      year?: number | string | null;
    };
    UnitHistory: {
      unit: components["schemas"]["Unit"];
      /** @description Newest first. */
      visits: components["schemas"]["Visit"][];
    };
    /** @description The visitor's session. */
    UntrackBody: {
      /** @description The tracker's session id: 8 to 64 letters, digits, - or _. */
      sessionId: string;
    };
    /** @description A signed-in account. */
    User: {
      createdAt: string;
      email?: string | null;
      /** Format: int64 */
      id: number;
      isStaff: boolean;
      username: string;
    };
    /**
     * @description One visit to a unit: the job, what it was for, what was done (the
     *     invoice's lines) and its invoice.
     */
    Visit: {
      completedAt?: string | null;
      createdAt: string;
      invoice?: components["schemas"]["JobInvoice"] | null;
      /** Format: int64 */
      jobId: number;
      location?: string | null;
      /**
       * @description The photos of the work (never an ID's or a registration's), in the
       *     order taken: each at /api/fleet/units/{unit}/photos/{id}.
       */
      photos: components["schemas"]["WorkPhoto"][];
      poNumber?: string | null;
      problem?: string | null;
      service?: string | null;
      status: components["schemas"]["JobStatus"];
      /** @description The invoice's lines: what was done. */
      work: string[];
    };
    /** @description The owner's waiver of a checklist item. */
    WaiverBody: {
      /** @description The checklist item the photo shows (content file, proof), or `other`. */
      item: string;
      /** @description Why the item is not needed (kept in the audit trail). */
      reason: string;
    };
    /** @description A photo of the work on a unit. */
    WorkPhoto: {
      /** Format: int64 */
      height: number;
      /** Format: int64 */
      id: number;
      /** @description What it shows: its checklist item's words ("The tire after"), or "Photo". */
      label: string;
      takenAt: string;
      /** Format: int64 */
      width: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  list_audit: {
    parameters: {
      query?: {
        /** @description quote, booking, contact, analyzer, job or person (an erasure). */
        subjectType?: "" | "quote" | "booking" | "contact" | "analyzer" | "job" | "person";
        /** @description The lead's or job's id. */
        subjectId?: string;
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_AuditRecord"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  events: {
    parameters: {
      query?: {
        /** @description The last event id seen (a fresh EventSource cannot send the Last-Event-ID header). */
        lastEventId?: string;
      };
      header?: {
        /** @description The last event id seen: a whole number. */
        "Last-Event-ID"?: string | null;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description The event stream (open until the session ends or the server stops): each `lead` event's data is a
       * LiveEvent (components.schemas.LiveEvent).
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": string;
        };
      };
      /** @description lastEventId is not an event id. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  admin_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["LoginBody"];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoggedIn"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Wrong username or password. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many sign-in attempts. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  admin_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  overview: {
    parameters: {
      query?: {
        /**
         * @description The browser's offset from UTC in whole minutes, -840 to 840 (-240 in Florida in summer), so
         * "today" starts at the owner's midnight.
         */
        tzOffset?: string;
        /** @description today, 7d or 30d (the default): the window of the response-time figures. */
        period?: "today" | "7d" | "30d";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lead counts, response times, jobs and the newest leads. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Overview"];
        };
      };
      /** @description A bad tzOffset or period: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  admin_session: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The staff member's name, and whether the account is the owner's. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StaffName"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_technicians: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name, the disabled ones last. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Technician"][];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_technician: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewTechnicianBody"];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Technician"];
        };
      };
      /** @description A field is invalid: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The username is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  change_technician: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The account's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TechnicianChangesBody"];
      };
    };
    responses: {
      /** @description The account as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Technician"];
        };
      };
      /** @description A field is invalid: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No technician's account has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  traffic: {
    parameters: {
      query?: {
        /** @description today (the current UTC day, the default), 7d or 30d (ending today). */
        period?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The summary. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Traffic"];
        };
      };
      /** @description period is not today, 7d or 30d. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  undelivered: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description The newest 50 messages given up (alerts, mail, texts, pushes): to whom, about which lead, and why.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["GivenUp"][];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_bookings: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /**
         * @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time (YYYY-MM-DDTHH:MM:SS, an
         * optional fraction, Z or ±HH:MM).
         */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time; after `from`. */
        to?: string;
        /** @description google-organic, google-ads, google-business-profile, facebook, referral or direct. */
        source?: string;
        /** @description Text in the name, phone or location (at most 100 characters). */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_Booking"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_booking: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BookingBody"];
      };
    };
    responses: {
      /** @description Stored before under the same clientRef: the same id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description Stored, with its staff alert. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many leads from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  mark_booking_contacted: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lead as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_call_clicks: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_CallClick"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_chats: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_Chat"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_chat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ChatBody"];
      };
    };
    responses: {
      /** @description Stored before under the same clientRef: the same id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description Stored, with its staff alert. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many leads from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_contacts: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /**
         * @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time (YYYY-MM-DDTHH:MM:SS, an
         * optional fraction, Z or ±HH:MM).
         */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time; after `from`. */
        to?: string;
        /** @description google-organic, google-ads, google-business-profile, facebook, referral or direct. */
        source?: string;
        /** @description Text in the name, phone or location (at most 100 characters). */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_Contact"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_contact: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ContactBody"];
      };
    };
    responses: {
      /** @description Stored before under the same clientRef: the same id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description Stored, with its staff alert. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many leads from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  mark_contact_contacted: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lead as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contact"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  board: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The board. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Board"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_estimates: {
    parameters: {
      query?: {
        /** @description The job whose estimates to list. */
        jobId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job's estimates (none for a job that is not yours, for a technician). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Estimate"][];
        };
      };
      /** @description jobId is missing or not an id. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_estimate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewEstimateBody"];
      };
    };
    responses: {
      /** @description Made: a draft, with each option's totals and what approving it asks. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Estimate"];
        };
      };
      /**
       * @description A field is invalid, or no job or approved estimate (`changeOf`) has that id: `fields` names it.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  standing_holds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Each standing hold or deposit with its job. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Hold"][];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  get_estimate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The estimate's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The estimate. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Estimate"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such estimate (of your jobs, for a technician). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  update_draft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The estimate's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewEstimateBody"];
      };
    };
    responses: {
      /** @description Changed: the draft, with each option's totals and what approving it asks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Estimate"];
        };
      };
      /** @description A field is invalid, or names another job or estimate to change: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such estimate (of your jobs, for a technician). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description It was sent (`fields.estimate`): make a new one or a change order. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  delete_draft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The estimate's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such estimate (of your jobs, for a technician). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description It was sent (`fields.estimate`): it stays, for the record. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  send_estimate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The estimate's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent: the estimate as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Estimate"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such estimate (of your jobs, for a technician). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description It was answered, cancelled or has expired (`fields.estimate`): make a new one. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  portal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The manager's fleet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Portal"];
        };
      };
      /** @description No session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not a fleet manager's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  answer_approval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The approval request's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DecisionBody"];
      };
    };
    responses: {
      /** @description Recorded: the request as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Approval"];
        };
      };
      /** @description The decision is not approve or decline (`fields.decision`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not a fleet manager's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such request for the manager's fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description It was answered already, or a newer request replaced it (`fields.decision`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  answer_estimate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The estimate's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EstimateAnswerBody"];
      };
    };
    responses: {
      /** @description Recorded: the estimate's answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PortalAnswered"];
        };
      };
      /** @description No decision, no option, or no PO where one is needed: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not a fleet manager's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such estimate for the manager's fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description It was answered, has expired or was cancelled, or it asks a card hold or deposit, answered from
       * the approver's link (`fields.decision`).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  read_invite: {
    parameters: {
      query?: {
        /** @description The token of the invite's link */
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invite works. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InviteView"];
        };
      };
      /** @description Unknown, used or expired (`fields.token`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  join: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["JoinBody"];
      };
    };
    responses: {
      /** @description The account is made and signed in. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Joined"];
        };
      };
      /** @description A field is invalid, or the invite is unknown, used or expired (`fields.token`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The username is taken, or the email has an account already (`fields` names which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many attempts from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  request_service: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ServiceBody"];
      };
    };
    responses: {
      /** @description Stored (200: the same clientRef was stored before). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not a fleet manager's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such unit in the manager's fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests from this account (10 in 10 minutes); nothing was stored. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  portal_statement: {
    parameters: {
      query?: {
        /** @description The day the aging is counted on; today when left out (YYYY-MM-DD). */
        asOf?: string;
        /**
         * @description The period's first day, with to; the first of asOf's month when left out (the period then ends
         * on asOf) (YYYY-MM-DD).
         */
        from?: string;
        /** @description The period's last day, with from (YYYY-MM-DD). */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Statement"];
        };
      };
      /** @description A bad date, or a period that ends before it starts: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not a fleet manager's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  portal_statement_csv: {
    parameters: {
      query?: {
        /** @description The day the aging is counted on; today when left out (YYYY-MM-DD). */
        asOf?: string;
        /**
         * @description The period's first day, with to; the first of asOf's month when left out (the period then ends
         * on asOf) (YYYY-MM-DD).
         */
        from?: string;
        /** @description The period's last day, with from (YYYY-MM-DD). */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement as a spreadsheet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description A bad date, or a period that ends before it starts: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not a fleet manager's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  unit_history: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The unit's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The unit and its jobs, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnitHistory"];
        };
      };
      /** @description No session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not a fleet manager's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such unit in the manager's fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  unit_photo: {
    parameters: {
      query?: {
        /** @description thumb or full (the default). */
        size?: string;
      };
      header?: never;
      path: {
        /** @description The unit's id. */
        id: number;
        /** @description The photo's id. */
        photo: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JPEG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/jpeg": string;
        };
      };
      /** @description `size` is neither thumb nor full. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not a fleet manager's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such photo of the work on this unit of the manager's fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_fleets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every fleet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Fleet"][];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  add_fleet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FleetBody"];
      };
    };
    responses: {
      /** @description Made. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Fleet"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A fleet has this name already (`fields.name`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  export_fleets_csv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One fleet a row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  fleets_of_leads: {
    parameters: {
      query?: {
        /** @description The kind of lead. */
        submissionType?: "quote" | "booking" | "contact" | "analyzer";
        /** @description Up to 100 lead ids, separated by commas. */
        ids?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per lead linked to a fleet or with a suggestion. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LeadFleet"][];
        };
      };
      /** @description A bad kind or id list: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  export_units_csv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One unit a row, with its fleet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  get_fleet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The fleet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FleetDetail"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  change_fleet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FleetBody"];
      };
    };
    responses: {
      /** @description As it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Fleet"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Another fleet has this name (`fields.name`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_managers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Manager"][];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  invite_manager: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InviteBody"];
      };
    };
    responses: {
      /** @description Invited: the link is mailed. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Manager"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description This email manages the fleet already (`fields.email`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  remove_manager: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
        /** @description The manager's (or invite's) id. */
        managerId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such manager of this fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  fleet_payment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FleetPaymentBody"];
      };
    };
    responses: {
      /** @description Recorded: each invoice's share. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FleetPaymentAnswer"];
        };
      };
      /**
       * @description A field is invalid, an invoice chosen is not an open one of this fleet (`fields.invoiceIds`), or
       * the amount is more than they owe (`fields.amountCents`).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  add_requester: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RequesterBody"];
      };
    };
    responses: {
      /** @description Added. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Requester"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description This phone or email already orders for a fleet (`fields` names which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  remove_requester: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
        /** @description The requester's id. */
        requesterId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such requester in this fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  get_statement: {
    parameters: {
      query?: {
        /** @description The day the aging is counted on; today when left out (YYYY-MM-DD). */
        asOf?: string;
        /**
         * @description The period's first day, with to; the first of asOf's month when left out (the period then ends
         * on asOf) (YYYY-MM-DD).
         */
        from?: string;
        /** @description The period's last day, with from (YYYY-MM-DD). */
        to?: string;
      };
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement, with its page's link. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Statement"];
        };
      };
      /** @description A bad date, or a period that ends before it starts: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  statement_csv: {
    parameters: {
      query?: {
        /** @description The day the aging is counted on; today when left out (YYYY-MM-DD). */
        asOf?: string;
        /**
         * @description The period's first day, with to; the first of asOf's month when left out (the period then ends
         * on asOf) (YYYY-MM-DD).
         */
        from?: string;
        /** @description The period's last day, with from (YYYY-MM-DD). */
        to?: string;
      };
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement as a spreadsheet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description A bad date, or a period that ends before it starts: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  add_unit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UnitBody"];
      };
    };
    responses: {
      /** @description Added. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Unit"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The fleet has this unit number, or a unit has this VIN (`fields` names which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  import_units: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ImportBody"];
      };
    };
    responses: {
      /** @description Every row was added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Imported"];
        };
      };
      /** @description Nothing was added: `fields` names each refused row's field (rows.N.field) and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  remove_unit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
        /** @description The unit's id. */
        unitId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such unit in this fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  change_unit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The fleet's id. */
        id: number;
        /** @description The unit's id. */
        unitId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UnitBody"];
      };
    };
    responses: {
      /** @description As it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Unit"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such unit in this fleet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The fleet has this unit number, or a unit has this VIN (`fields` names which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  forgot_password: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ForgotBody"];
      };
    };
    responses: {
      /** @description Sent, if the account exists. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResetSent"];
        };
      };
      /** @description The email is invalid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many reset requests. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  geocode_address: {
    parameters: {
      query?: {
        /** @description Address */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up to 5 places, best first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Place"][];
        };
      };
      /** @description No address to search (`fields.q`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No geocoder is set up (`[geocoder]`): the message says to pick the position on the map. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The geocoder did not answer. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  public_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice's link token. */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PublicInvoice"];
        };
      };
      /** @description No such invoice. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  checkout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice's link token. */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CheckoutBody"];
      };
    };
    responses: {
      /** @description The Checkout page to send the browser to. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CheckoutAnswer"];
        };
      };
      /** @description (A form post) redirected to the Checkout page. */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such invoice, or card payments are not set up. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Nothing is due (paid or void). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many attempts from this address or for this invoice; nothing was made. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Stripe could not be reached; nothing was charged. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_invoices: {
    parameters: {
      query?: {
        /** @description draft, sent, partly-paid, paid, void, or unpaid (sent or partly paid). */
        status?: string;
        /** @description Made on or after this day (YYYY-MM-DD). */
        from?: string;
        /** @description Made on or before this day (YYYY-MM-DD). */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoices the filters let through. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvoiceSummary"][];
        };
      };
      /** @description A bad status or date: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewInvoiceBody"];
      };
    };
    responses: {
      /** @description Made: its id, number (INV-0001), token and totals. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /**
       * @description A field is invalid, no job has that id, the discount is over the subtotal or the total over
       * $1,000,000: `fields` names it.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The job already has an invoice that is not void (`fields.jobId` names it). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  export_invoices_csv: {
    parameters: {
      query?: {
        /** @description draft, sent, partly-paid, paid, void, or unpaid (sent or partly paid). */
        status?: string;
        /** @description Made on or after this day (YYYY-MM-DD). */
        from?: string;
        /** @description Made on or before this day (YYYY-MM-DD). */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per invoice. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description A bad status or date: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  invoice_settings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description As configured in the server's TOML file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvoiceSettings"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  get_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such invoice. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  record_payment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewPaymentBody"];
      };
    };
    responses: {
      /** @description Recorded: the invoice as it is now. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description A field is invalid, the amount is over the balance, or the invoice is void (`fields.invoice`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such invoice (of yours, for a technician). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  send_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent: the invoice as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /**
       * @description The invoice is void (`fields.invoice`), or it is to a fleet that wants a PO number and the job has
       * none (`fields.poNumber`).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such invoice (of yours, for a technician). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description The total is over what the driver approved on the job's estimate (`fields.lines`): send a change
       * order first.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Stripe did not capture the job's card hold: nothing was sent; try again. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  void_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Void: the invoice as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description The invoice has payments (`fields.invoice`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such invoice. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_jobs: {
    parameters: {
      query?: {
        /** @description One status: pending, scheduled, en route, on site, completed or cancelled. */
        status?: string;
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_Job"];
        };
      };
      /** @description A bad status, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_job: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewJobBody"];
      };
    };
    responses: {
      /** @description The lead already had this job. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /** @description A field is invalid, or no lead of that type has this id. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  jobs_of_leads: {
    parameters: {
      query?: {
        /** @description The kind of lead. */
        submissionType?: "quote" | "booking" | "contact" | "analyzer";
        /** @description Up to 100 lead ids, separated by commas. */
        ids?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per lead that has a job. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LeadJob"][];
        };
      };
      /** @description A bad kind or id list: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  update_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["JobChangesBody"];
      };
    };
    responses: {
      /** @description The job as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /** @description A field is invalid (or no technician has that username): `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The job changed since the version named (`fields.version`): nothing was written. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  request_for_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EstimateBody"];
      };
    };
    responses: {
      /** @description Sent: the request, waiting for the fleet's answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Approval"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The job is no fleet's, or its fleet has no requester to ask (`fields.job`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  invoice_from_estimate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Made: its id, number (INV-0001), token and totals. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description The job has no approved estimate (`fields.fromEstimate`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No job has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The job already has an invoice that is not void (`fields.jobId` names it). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  job_photo: {
    parameters: {
      query?: {
        /** @description thumb or full (the default). */
        size?: string;
      };
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
        /** @description The photo's id. */
        photo: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JPEG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/jpeg": string;
        };
      };
      /** @description `size` is neither thumb nor full. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An ID photo, and this is not the owner's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such photo of this job. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  photo_on_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
        /** @description The photo's id. */
        photo: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OnInvoiceBody"];
      };
    };
    responses: {
      /** @description The job's proof as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProofView"];
        };
      };
      /** @description A field is invalid: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such photo of this job. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An ID or registration photo: never on the invoice (`fields.onInvoice`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  job_proof: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job's proof. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProofView"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  waive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WaiverBody"];
      };
    };
    responses: {
      /** @description The job's proof as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProofView"];
        };
      };
      /** @description A field is invalid: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not the owner's account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  export_csv: {
    parameters: {
      query?: {
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /**
         * @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time (YYYY-MM-DDTHH:MM:SS, an
         * optional fraction, Z or ±HH:MM).
         */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time; after `from`. */
        to?: string;
        /** @description google-organic, google-ads, google-business-profile, facebook, referral or direct. */
        source?: string;
        /** @description Text in the name, phone or location (at most 100 characters). */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every matching lead, one per line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description A bad filter: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  call_lead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description quote, booking, contact or analyzer. */
        kind: string;
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued: the staff member's phone rings first. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Placing"];
        };
      };
      /**
       * @description The customer's number cannot be called: not a full number, or not an allowed destination
       * (`fields.phone` says why).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead, or calls are not set up. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The staff member's own phone is not in the on-call order, or not an allowed destination. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description The customer's number was called the most allowed in the last hour ([outbound]
       * calls_per_number_per_hour).
       */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  erase_person: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description quote, booking, contact or analyzer. */
        kind: string;
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Erased: how many rows of each kind went. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErasedCounts"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not the owner's account, or the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  link_lead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description quote, booking, contact or analyzer. */
        kind: string;
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["LinkBody"];
      };
    };
    responses: {
      /** @description The lead's fleet now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Linked"];
        };
      };
      /** @description No such fleet, or the unit is not the fleet's (`fields` names which). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  thread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description quote, booking, contact or analyzer. */
        kind: string;
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The thread, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Thread"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  reply: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description quote, booking, contact or analyzer. */
        kind: string;
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReplyBody"];
      };
    };
    responses: {
      /** @description Queued: the thread as it is now. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Thread"];
        };
      };
      /**
       * @description No message, texts are not set up, or the outbound gate refuses the number (not a phone number, not
       * an allowed destination, opted out, or texted the most allowed this hour): the message says which.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["LoginBody"];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoggedIn"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Wrong username or password. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many sign-in attempts. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_conversions: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_Conversion"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The customer's account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["User"];
        };
      };
      /** @description No customer session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  history: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The customer's history, newest first in each list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["History"];
        };
      };
      /** @description No customer session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  send_link: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link is on its way (or the email was already verified: the message says which). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      /** @description The account has no email, or this site does not send email. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No customer session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many links asked for. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  openapi_json: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI 3.1 document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
    };
  };
  stripe_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A Stripe event, signed in the Stripe-Signature header. */
    requestBody: {
      content: {
        "application/json": Record<string, never>;
      };
    };
    responses: {
      /** @description Taken (applied, already applied, for nothing here, or of a type not acted on). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The signature is missing, wrong or stale, or the body is not an event: nothing changed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Card payments are not set up. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  price_book: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every item not removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PriceBookItem"][];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  add_price: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PriceItemBody"];
      };
    };
    responses: {
      /** @description Added. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PriceBookItem"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  remove_price: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The item's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such item. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  change_price: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The item's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PriceItemBody"];
      };
    };
    responses: {
      /** @description As it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PriceBookItem"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such item. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  public_key: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The VAPID public key. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PublicKey"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SubscriptionBody"];
      };
    };
    responses: {
      /** @description Already subscribed: updated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      /** @description Subscribed. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      /** @description Not https to a public address, or keys of the wrong length: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The account has 5 devices subscribed already. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EndpointBody"];
      };
    };
    responses: {
      /** @description Removed (or there was none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_quotes: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /**
         * @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time (YYYY-MM-DDTHH:MM:SS, an
         * optional fraction, Z or ±HH:MM).
         */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time; after `from`. */
        to?: string;
        /** @description google-organic, google-ads, google-business-profile, facebook, referral or direct. */
        source?: string;
        /** @description Text in the name, phone or location (at most 100 characters). */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_Quote"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_quote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["QuoteBody"];
      };
    };
    responses: {
      /** @description Stored before under the same clientRef: the same id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description Stored, with its staff alert. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many leads from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  delete_quote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The quote's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Deleted"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such quote. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  edit_quote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The quote's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["QuoteEditBody"];
      };
    };
    responses: {
      /** @description The quote as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Quote"];
        };
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such quote. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  mark_quote_contacted: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lead as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Quote"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  play: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The recording's id (a call's voicemailId or recordingId). */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sound, as Twilio recorded it (audio/mpeg). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "audio/mpeg": number[];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such recording, or not fetched yet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegisterBody"];
      };
    };
    responses: {
      /** @description Created (or the email already had an account, whose owner is told by email). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Registered"];
        };
      };
      /** @description A field is invalid (a password among the most common ones too). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The username is taken (`fields` names it). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many registrations from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  reset_password: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ResetBody"];
      };
    };
    responses: {
      /** @description Changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      /** @description A field is invalid, or the token is unknown or expired. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many attempts. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  session_info: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in account, or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionInfo"];
        };
      };
    };
  };
  list_analyzer: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /**
         * @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time (YYYY-MM-DDTHH:MM:SS, an
         * optional fraction, Z or ±HH:MM).
         */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time; after `from`. */
        to?: string;
        /** @description google-organic, google-ads, google-business-profile, facebook, referral or direct. */
        source?: string;
        /** @description Text in the name, phone or location (at most 100 characters). */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_AnalyzerRequest"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_analyzer_request: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AnalyzerBody"];
      };
    };
    responses: {
      /** @description Stored before under the same clientRef: the same id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description Stored, with its staff alert. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Created"];
        };
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many leads from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  mark_analyzer_contacted: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The lead's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lead as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AnalyzerRequest"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such lead. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  inbound: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["InboundSms"];
      };
    };
    responses: {
      /** @description TwiML: `<Response/>`, or one `<Message>`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/xml": string;
        };
      };
      /**
       * @description Not a form, or not one Twilio sends: MessageSid missing or not a message sid, or a parameter
       * Twilio does not send to this webhook (nothing is changed).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Text messages are not set up ([sms]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  status_callback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["SmsStatus"];
      };
    };
    responses: {
      /** @description Recorded (or not about a text of ours). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Not a form, or not one Twilio sends: MessageSid missing or not a message sid, or a parameter
       * Twilio does not send to this webhook (nothing is changed).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Text messages are not set up ([sms]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  statement_checkout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The statement's link token. */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["StatementCheckoutBody"];
      };
    };
    responses: {
      /** @description The Checkout page to send the browser to. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CheckoutAnswer"];
        };
      };
      /** @description (A form post) redirected to the Checkout page, or back to the statement when nothing is owed. */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The amount is not dollars from $0.50, or is more than the balance (`fields.amount`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such statement, its link has ended, or card payments are not set up. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Nothing is owed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many attempts from this address or for this fleet; nothing was made. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Stripe could not be reached; nothing was charged. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  send_own_estimate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The estimate's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent: the estimate as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Estimate"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such estimate (of your jobs, for a technician). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description It was answered, cancelled or has expired (`fields.estimate`): make a new one. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_events: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream (open until the session ends or the server stops). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": string;
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_jobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"][];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_change: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TechChangeBody"];
      };
    };
    responses: {
      /** @description The job as it is now (or as the first sending of this change left it). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /** @description A field is invalid (or the change id was used for another job): `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job among the technician's. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  request_for_own_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EstimateBody"];
      };
    };
    responses: {
      /** @description Sent: the request, waiting for the fleet's answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Approval"];
        };
      };
      /** @description The body is not a JSON object (or a field is invalid: `fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No job of yours has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The job is no fleet's, or its fleet has no requester to ask (`fields.job`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  call_job_customer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued: the technician's phone rings first. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Placing"];
        };
      };
      /**
       * @description The customer's number cannot be called: not a full number, or not an allowed destination
       * (`fields.phone` says why).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job of theirs, or calls are not set up. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The technician's own phone is not in the on-call order, or not an allowed destination. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description The customer's number was called the most allowed in the last hour ([outbound]
       * calls_per_number_per_hour).
       */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_for_own_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job's estimates. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Estimate"][];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No job of yours has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  create_for_own_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["JobEstimateBody"];
      };
    };
    responses: {
      /** @description Made: a draft, with each option's totals and what approving it asks. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Estimate"];
        };
      };
      /** @description A field is invalid (or the job is cancelled, `fields.jobId`): `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No job of yours has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_add_photo: {
    parameters: {
      query?: {
        /** @description The checklist item the photo shows (content file, proof), or `other`. */
        item?: string;
        /** @description takenAt */
        takenAt?: string;
        /** @description Degrees, -90 to 90 (where the phone was). */
        latitude?: number | string | null;
        /** @description Degrees, -180 to 180. */
        longitude?: number | string | null;
        /**
         * @description An id the app made for this item (8 to 64 letters, digits, - or _): sent again, it is not kept
         * twice.
         */
        clientRef?: string;
      };
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    /** @description The photo's bytes (JPEG or PNG), at most `[photos] max_bytes`. */
    requestBody: {
      content: {
        "image/jpeg": string;
      };
    };
    responses: {
      /** @description Kept before under this clientRef: that photo. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Photo"];
        };
      };
      /** @description Kept. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Photo"];
        };
      };
      /** @description A fact is invalid, or the body is not an image: `fields` names it (`photo` for the body). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job among the technician's. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The job has as many photos as it may (`[photos] max_per_job`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The photo is larger than `[photos] max_bytes`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_photo: {
    parameters: {
      query?: {
        /** @description thumb or full (the default). */
        size?: string;
      };
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
        /** @description The photo's id. */
        photo: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JPEG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/jpeg": string;
        };
      };
      /** @description `size` is neither thumb nor full. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such photo of the technician's jobs (or an ID photo of a completed job). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_position: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FixBody"];
      };
    };
    responses: {
      /** @description Kept, with the ETA it works out to. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PositionSaved"];
        };
      };
      /** @description Bad coordinates: `fields` names them. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job among the technician's. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The job is not en route. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Another position of this job was taken too recently: this one is not kept (Retry-After says when
       * one is).
       */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_proof: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checklist, the photos (ID photos until the job is completed) and the newest signature. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProofView"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job among the technician's. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_sign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignatureBody"];
      };
    };
    responses: {
      /** @description Kept before under this clientRef: the job's proof. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProofView"];
        };
      };
      /** @description Kept: the job's proof with it. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProofView"];
        };
      };
      /** @description A field is invalid: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job among the technician's. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The job has no invoice yet, or its total is not `amountCents` any more. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  tech_tick: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TickBody"];
      };
    };
    responses: {
      /** @description The job's proof as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProofView"];
        };
      };
      /** @description A field is invalid: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such job among the technician's. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  my_on_call: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Their on-call state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MyOnCall"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  switch_on_call: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SwitchBody"];
      };
    };
    responses: {
      /** @description Switched: on call now (true) or off. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MyOnCall"];
        };
      };
      /** @description onCall is not true or false. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Not a technician's account: this is the technician's app (or the request came from another site's
       * page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not in the on-call order: the owner adds your phone first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  track_pageview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description JSON; a beacon's text/plain body is read as JSON too. */
    requestBody: {
      content: {
        "application/json": components["schemas"]["PageViewBody"];
      };
    };
    responses: {
      /** @description Taken (or silently not counted: a crawler, signed-in staff). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many events from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  track_user: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description JSON; a beacon's text/plain body is read as JSON too. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["SessionBody"] | null;
      };
    };
    responses: {
      /** @description Taken (or silently not counted: a crawler, signed-in staff). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many events from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  track: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The link's token. */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where the technician is. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TrackView"];
        };
      };
      /** @description Unknown or expired link. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  track_events: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The link's token. */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream (open while the link lives, at most an hour at a time). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": string;
        };
      };
      /** @description Unknown or expired link. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description Too many streams open from this address, on this link or in all (`[tracking]`); Retry-After says
       * when to try again. The page polls GET /api/track/{token} meanwhile.
       */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  untrack_user: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description JSON; a beacon's text/plain body is read as JSON too. */
    requestBody: {
      content: {
        "application/json": components["schemas"]["UntrackBody"];
      };
    };
    responses: {
      /** @description Taken (or silently not counted: a crawler, signed-in staff). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many events from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  voice_connect: {
    parameters: {
      query: {
        /** @description The call's id, as the TwiML that rang gave it. */
        call: number;
        /** @description The place in the call's ring order. */
        step?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["CallStatusForm"];
      };
    };
    responses: {
      /** @description TwiML: a `<Dial>` of the customer with the business number as caller ID. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/xml": string;
        };
      };
      /**
       * @description The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter
       * Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Calls are not set up ([voice]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  voice_dial: {
    parameters: {
      query: {
        /** @description The call's id, as the TwiML that rang gave it. */
        call: number;
        /** @description The place in the call's ring order. */
        step?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["DialEnded"];
      };
    };
    responses: {
      /** @description TwiML: the next `<Dial>`, a goodbye, or a hang-up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/xml": string;
        };
      };
      /**
       * @description The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter
       * Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Calls are not set up ([voice]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  voice_inbound: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["InboundCall"];
      };
    };
    responses: {
      /** @description TwiML: a `<Dial>` of the first person on call, or a goodbye. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/xml": string;
        };
      };
      /**
       * @description The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter
       * Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Calls are not set up ([voice]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  get_on_call: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order and the staff. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OnCall"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  put_on_call: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OnCallBody"];
      };
    };
    responses: {
      /** @description The order as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OnCall"];
        };
      };
      /** @description A field is invalid: `fields` names each (people[N].phone). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  voice_recording: {
    parameters: {
      query: {
        /** @description The call's id, as the TwiML that recorded gave it. */
        call: number;
        /** @description voicemail or call. */
        kind?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["RecordingStatus"];
      };
    };
    responses: {
      /** @description Kept (or not a recording we fetch: logged). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter
       * Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Calls are not set up ([voice]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  voice_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["CallStatusForm"];
      };
    };
    responses: {
      /** @description Recorded (or about a call we do not know: logged). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter
       * Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Calls are not set up ([voice]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  voice_voicemail: {
    parameters: {
      query: {
        /** @description The call's id, as the TwiML that recorded gave it. */
        call: number;
        /** @description voicemail or call. */
        kind?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["RecordingStatus"];
      };
    };
    responses: {
      /** @description TwiML: thanks and a hang-up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/xml": string;
        };
      };
      /**
       * @description The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter
       * Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Calls are not set up ([voice]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  voice_whisper: {
    parameters: {
      query: {
        /** @description The call's id, as the TwiML that rang gave it. */
        call: number;
        /** @description The place in the call's ring order. */
        step?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["CallStatusForm"];
      };
    };
    responses: {
      /** @description TwiML: `<Say>Roadside call from (386) 555-0142.</Say>`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/xml": string;
        };
      };
      /**
       * @description The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter
       * Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The X-Twilio-Signature header is missing or wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Calls are not set up ([voice]). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  list_page_visits: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: string;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Page_PageVisit"];
        };
      };
      /** @description A bad filter, limit or cursor: `fields` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No staff session (or it expired). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /**
       * @description A technician's account: this is the back office's (or the request came from another site's page).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  website_analytics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description JSON; a beacon's text/plain body is read as JSON too. */
    requestBody: {
      content: {
        "application/json": components["schemas"]["PageEventBody"];
      };
    };
    responses: {
      /** @description Taken (or silently not counted: a crawler, signed-in staff). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `fields` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused: the request came from another site's page. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The body is neither JSON nor a form. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many events from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
}
