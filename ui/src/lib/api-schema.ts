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
     * New leads as server-sent events: `lead` events (data: the lead's summary, id: the event id), a `ready`
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
     * A diesel service booking. A plain form post (no JavaScript) is answered with the thank-you page (303) or the form
     * again with its errors.
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
     * with its errors.
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
    /** Changes a job; the server stamps completedAt, onSiteAt and responseTime. Audited. */
    patch: operations["update_job"];
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
     * with its errors.
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
    /** Deletes a quote; its audit records stay. */
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
  "/api/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates a customer account. */
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
    /** @description POST /api/smart-analyzer. */
    AnalyzerBody: {
      attribution?: components["schemas"]["Attribution"] | null;
      /** @description The browser's idempotency key (at most 64 characters): the same key stores the lead once. */
      clientRef?: string | null;
      /** @description Left empty by people; a filled-in one is answered as a success and dropped. */
      website?: string | null;
    } & {
      /** @description A percent (0-100), or High, Medium or Low. */
      confidence: string;
      email?: string | null;
      /** @description The guide's price of that service. */
      estimatedPrice: string;
      location?: string | null;
      name: string;
      /** @description An optional +, then at least 10 digits, spaces, hyphens or parentheses. */
      phone: string;
      problemDescription: string;
      /** @description A service of the service guide (ui/src/content/business.json). */
      suggestedService: string;
      urgency: string;
    };
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
    /**
     * @description The `attribution` member of lead and page-view bodies, as documented.
     *     Never refused for its content (see `from_body`); anything but an object is a 400.
     */
    Attribution: {
      campaign?: string | null;
      medium?: string | null;
      /** @description The tracker's session id: 8 to 64 letters, digits, - or _ (another value is dropped). */
      sessionId?: string | null;
      /**
       * @description google-organic, google-ads, google-business-profile, facebook, referral or direct (another value
       * counts as referral).
       */
      source?: string | null;
    };
    /** @description One change, with who made it and the subject before and after. */
    AuditRecord: {
      /** @description contacted, edit, delete, job-create or job-update. */
      action: string;
      /** @description The subject as it is now (null for a deletion). */
      after?: unknown;
      /** @description The subject as it was (null for a creation). */
      before?: unknown;
      createdAt: string;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      staffUserId?: number | null;
      staffUsername: string;
      /** Format: int64 */
      subjectId: number;
      /** @description quote, booking, contact, analyzer or job. */
      subjectType: string;
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
    /** @description POST /api/bookings. */
    BookingBody: {
      attribution?: components["schemas"]["Attribution"] | null;
      /** @description The browser's idempotency key (at most 64 characters): the same key stores the lead once. */
      clientRef?: string | null;
      /** @description Left empty by people; a filled-in one is answered as a success and dropped. */
      website?: string | null;
    } & {
      /** @description 10 to 2000 characters. */
      description: string;
      email?: string | null;
      /** @description 5 to 200 characters. */
      location: string;
      /** @description 2 to 100 characters. */
      name: string;
      phone: string;
      /** @description YYYY-MM-DD. */
      preferredDate?: string | null;
      preferredTime?: string | null;
      serviceNeeded: string;
      urgency: string;
      vehicleType: string;
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
    /** @description POST /api/chatbot-interactions. */
    ChatBody: {
      attribution?: components["schemas"]["Attribution"] | null;
      /** @description The browser's idempotency key (at most 64 characters): the same key stores the lead once. */
      clientRef?: string | null;
      /** @description Left empty by people; a filled-in one is answered as a success and dropped. */
      website?: string | null;
    } & {
      /** @description A JSON array of messages, as text, at most 32 KB. */
      conversation: string;
      customerEmail?: string | null;
      customerLocation?: string | null;
      customerName?: string | null;
      customerPhone: string;
      gpsAccuracy?: string | null;
      /** @description -90 to 90, as a number or text. */
      gpsLatitude?: string | null;
      /** @description -180 to 180, as a number or text. */
      gpsLongitude?: string | null;
      handoffToCall?: boolean | null;
      issueResolved?: boolean | null;
      /** @description hot, warm or cold. */
      leadQuality: string;
      /** @description gps or manual. */
      locationMethod?: string | null;
      /** @description True when saved at the phone step, before the chat ends. */
      partial?: boolean | null;
      problem?: string | null;
      sessionId?: string | null;
      suggestedService?: string | null;
      urgency?: string | null;
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
    /** @description POST /api/contacts. */
    ContactBody: {
      attribution?: components["schemas"]["Attribution"] | null;
      /** @description The browser's idempotency key (at most 64 characters): the same key stores the lead once. */
      clientRef?: string | null;
      /** @description Left empty by people; a filled-in one is answered as a success and dropped. */
      website?: string | null;
    } & {
      email?: string | null;
      location: string;
      /** @description 10 to 2000 characters. */
      message: string;
      name: string;
      phone: string;
      urgency: string;
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
      service?: string | null;
    };
    Deleted: {
      deleted: boolean;
      /** Format: int64 */
      id: number;
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
    ForgotBody: {
      email: string;
    };
    HourTraffic: {
      /** @description The hour's start, YYYY-MM-DDTHH:00:00Z. */
      hour: string;
      /** Format: int64 */
      pageViews: number;
      /** Format: int64 */
      visitors: number;
    };
    /** @description A job, with its customer (null once the lead is deleted). */
    Job: {
      /** @description Set while the job is completed. */
      completedAt?: string | null;
      createdAt: string;
      customer?: components["schemas"]["Customer"] | null;
      /** Format: int64 */
      customerSatisfaction?: number | null;
      /** Format: int64 */
      id: number;
      /** Format: double */
      jobValue?: number | null;
      leadCreatedAt?: string | null;
      notes?: string | null;
      onSiteAt?: string | null;
      /**
       * Format: int64
       * @description Minutes from the lead to the truck on site (or to completion).
       */
      responseTime?: number | null;
      /** @description pending, scheduled, en route, on site, completed or cancelled. */
      status: string;
      /** Format: int64 */
      submissionId: number;
      /** @description quote, booking, contact or analyzer. */
      submissionType: string;
      updatedAt?: string | null;
    };
    /** @description PATCH /api/job-tracking/{id}: absent fields stay as they are; null or "" clears. */
    JobChangesBody: {
      /**
       * Format: int64
       * @description A whole number from 1 to 5.
       */
      customerSatisfaction?: number | null;
      /**
       * Format: double
       * @description An amount from 0 to 1,000,000 (a number, or text such as "$1,250").
       */
      jobValue?: number | null;
      /** @description At most 2000 characters. */
      notes?: string | null;
      /** @description pending, scheduled, en route, on site, completed or cancelled. */
      status?: string | null;
    };
    LeadCounts: {
      /** Format: int64 */
      month: number;
      /** Format: int64 */
      today: number;
      /** Format: int64 */
      week: number;
    };
    LoggedIn: {
      /** Format: int64 */
      id: number;
      message: string;
    };
    /** @description POST /api/login and /api/admin/login. */
    LoginBody: {
      password: string;
      username: string;
    };
    Message: {
      message: string;
    };
    /** @description POST /api/job-tracking: a job from a lead, with optional first changes. */
    NewJobBody: components["schemas"]["JobChangesBody"] & {
      /**
       * Format: int64
       * @description The lead's id.
       */
      submissionId: number;
      /** @description quote, booking, contact or analyzer. */
      submissionType: string;
    };
    Overview: {
      /** Format: int64 */
      contactedQuotes: number;
      /** Format: int64 */
      jobsDone: number;
      leads: components["schemas"]["LeadCounts"];
      /**
       * Format: int64
       * @description Median minutes from a lead's arrival to its first Mark as Contacted, in the period.
       */
      medianResponseMinutes?: number | null;
      /** Format: int64 */
      pendingLeads: number;
      period: string;
      recentLeads: components["schemas"]["RecentLead"][];
      /**
       * Format: int64
       * @description contacted quotes / total quotes x 100, rounded (SPEC §4).
       */
      responseRate: number;
      responseTimes: components["schemas"]["Bucket"][];
      /** Format: double */
      revenue: number;
      /** Format: int64 */
      totalQuotes: number;
    };
    /** @description POST /api/website-analytics: a page view's facts, or a later event of it. */
    PageEventBody: {
      bounced?: boolean | null;
      /** @description chrome, firefox or other. */
      browser?: string | null;
      callButtonClicked?: boolean | null;
      /** @description The call button's name: letters, digits and - (at most 40). */
      callButtonSource?: string | null;
      /** @description mobile or desktop. */
      device?: string | null;
      formCompleted?: boolean | null;
      formStarted?: boolean | null;
      /** @description Seconds (0 to 600), as text or a number. */
      loadTime?: string | null;
      page: string;
      /** @description The dialled number, 7 to 15 digits (required with callButtonClicked). */
      phone?: string | null;
      referrer?: string | null;
      sessionId: string;
      /** @description Seconds (0 to 86400), as text or a number. */
      timeOnPage?: string | null;
      timeZone?: string | null;
    };
    /** @description POST /api/track-pageview. */
    PageViewBody: {
      attribution?: components["schemas"]["Attribution"] | null;
      /** @description A path on this site, starting with / (the query is dropped). */
      page: string;
      /** @description At most 2048 characters; kept as origin and path only. */
      referrer?: string | null;
      /** @description 8 to 64 letters, digits, - or _. */
      sessionId: string;
      /** @description The browser's IANA time zone, e.g. America/New_York. */
      timeZone?: string | null;
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
        /** @description contacted, edit, delete, job-create or job-update. */
        action: string;
        /** @description The subject as it is now (null for a deletion). */
        after?: unknown;
        /** @description The subject as it was (null for a creation). */
        before?: unknown;
        createdAt: string;
        /** Format: int64 */
        id: number;
        /** Format: int64 */
        staffUserId?: number | null;
        staffUsername: string;
        /** Format: int64 */
        subjectId: number;
        /** @description quote, booking, contact, analyzer or job. */
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
        /** @description Set while the job is completed. */
        completedAt?: string | null;
        createdAt: string;
        customer?: components["schemas"]["Customer"] | null;
        /** Format: int64 */
        customerSatisfaction?: number | null;
        /** Format: int64 */
        id: number;
        /** Format: double */
        jobValue?: number | null;
        leadCreatedAt?: string | null;
        notes?: string | null;
        onSiteAt?: string | null;
        /**
         * Format: int64
         * @description Minutes from the lead to the truck on site (or to completion).
         */
        responseTime?: number | null;
        /** @description pending, scheduled, en route, on site, completed or cancelled. */
        status: string;
        /** Format: int64 */
        submissionId: number;
        /** @description quote, booking, contact or analyzer. */
        submissionType: string;
        updatedAt?: string | null;
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
    /** @description POST /api/quotes (and PATCH /api/quotes/{id}). */
    QuoteBody: {
      attribution?: components["schemas"]["Attribution"] | null;
      /** @description The browser's idempotency key (at most 64 characters): the same key stores the lead once. */
      clientRef?: string | null;
      /** @description Left empty by people; a filled-in one is answered as a success and dropped. */
      website?: string | null;
    } & {
      /** @description 10 to 2000 characters. */
      description: string;
      email?: string | null;
      /** @description 1 to 200 characters. */
      location: string;
      /** @description 1 to 100 characters. */
      name: string;
      /** @description At least 10 digits; digits, spaces and - ( ) . + only. */
      phone: string;
      /** @description One of the service types of ui/src/features/leads/options.json. */
      serviceType: string;
      /** @description One of the quote urgencies of options.json. */
      urgency: string;
      vehicleInfo?: string | null;
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
    /** @description POST /api/register. */
    RegisterBody: {
      /** @description name@domain.tld */
      email: string;
      /** @description 6 to 256 characters. */
      password: string;
      /** @description 3 to 50 characters. */
      username: string;
    };
    Registered: {
      email: string;
      /** Format: int64 */
      id: number;
      username: string;
    };
    ResetBody: {
      /** @description 6 to 256 characters. */
      password: string;
      /** @description The token of the emailed link. */
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
    /** @description POST /api/track-user and /api/untrack-user. */
    SessionBody: {
      /** @description Required by untrack-user; track-user may come without a body. */
      sessionId?: string | null;
    };
    SessionInfo: {
      user?: components["schemas"]["User"] | null;
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
      username: string;
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
    /** @description A signed-in account. */
    User: {
      createdAt: string;
      email?: string | null;
      /** Format: int64 */
      id: number;
      isStaff: boolean;
      username: string;
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
        /** @description quote, booking, contact, analyzer or job. */
        subjectType?: string;
        /** @description The lead's or job's id. */
        subjectId?: number;
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: number;
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
    };
  };
  events: {
    parameters: {
      query?: {
        /** @description The last event id seen (a fresh EventSource cannot send the Last-Event-ID header). */
        lastEventId?: number;
      };
      header?: {
        /** @description The last event id seen. */
        "Last-Event-ID"?: number | null;
      };
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
         * @description The browser's offset from UTC in minutes (-240 in Florida in summer),
         *     so "today" starts at the owner's midnight.
         */
        tzOffset?: number;
        /** @description today, 7d or 30d: the window of the response-time figures. */
        period?: string;
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
      /** @description The staff member's name. */
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
    };
  };
  list_bookings: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: number;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /** @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time. */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time. */
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
      /** @description Refused: the request came from another site's page. */
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
        limit?: number;
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
    };
  };
  list_chats: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: number;
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
        limit?: number;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /** @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time. */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time. */
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
      /** @description Refused: the request came from another site's page. */
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
  list_jobs: {
    parameters: {
      query?: {
        /** @description pending, scheduled, en route, on site, completed or cancelled. */
        status?: string;
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: number;
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
      /** @description Refused: the request came from another site's page. */
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
        /** @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time. */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time. */
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
        limit?: number;
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
  list_quotes: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: number;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /** @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time. */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time. */
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
      /** @description Refused: the request came from another site's page. */
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
        "application/json": components["schemas"]["QuoteBody"];
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
      /** @description Refused: the request came from another site's page. */
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
      /** @description Refused: the request came from another site's page. */
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
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Registered"];
        };
      };
      /** @description A field is invalid. */
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
      /** @description The username or email is taken (`fields` names it). */
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
        limit?: number;
        /** @description The `nextCursor` of the page before. */
        cursor?: string;
        /** @description quote, booking, contact or analyzer (the CSV only). */
        kind?: string;
        /** @description pending or contacted. */
        status?: string;
        /** @description An urgency, ignoring case (at most 100 characters). */
        urgency?: string;
        /** @description Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time. */
        from?: string;
        /** @description Created up to: a date (the whole day) or an RFC 3339 time. */
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
      /** @description Refused: the request came from another site's page. */
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
        "application/json": components["schemas"]["SessionBody"];
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
  list_page_visits: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 500 (default 100). */
        limit?: number;
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
