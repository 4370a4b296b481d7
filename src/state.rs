//! What every handler can reach: the database, the site, the config and the
//! shared services. Built once by `startup::Application::build`.
use crate::accounts::AccountLimits;
use crate::config::Config;
use crate::db::Db;
use crate::leads::feed::LiveLeads;
use crate::mail::Mailer;
use crate::outbox::Outbox;
use crate::web::site::Site;
use axum::http::HeaderValue;
use std::ops::Deref;
use std::sync::Arc;

/// Every middleware and extractor clones the state once per request, so it
/// is one `Arc`: a clone is one reference-count step rather than one per
/// service (a quarter of a static request's time went into cloning and
/// dropping the fields one by one). Handlers read `state.db` and the rest
/// through `Deref` as before.
#[derive(Clone)]
pub struct AppState(Arc<Services>);

impl AppState {
    pub fn new(services: Services) -> AppState {
        AppState(Arc::new(services))
    }

    /// The one way a committed change is announced: call it after the
    /// commit with what the workflow answered, never before (nothing is
    /// announced about what was not stored) and never field by field (a
    /// forgotten wake is a text that waits for the next sweep).
    pub fn after_commit(&self, effects: Effects) {
        let Effects { queued, review_scheduled, events, job, technicians } = effects;
        if let Some(job_id) = job {
            self.pulse.announce(job_id, technicians);
        }
        for event in events {
            self.live.publish(event);
        }
        if queued {
            self.alerts.wake();
        }
        if review_scheduled {
            self.reviews.wake();
        }
    }
}

/// What a committed change sets off, returned by the workflow beside what it
/// changed and carried out once by `AppState::after_commit`.
#[derive(Debug, Default, Clone)]
#[must_use = "a change's effects are carried out by AppState::after_commit"]
pub struct Effects {
    /// Something was queued in the outbox (a text, a mail, a push, a call).
    pub queued: bool,
    /// A review request was scheduled (docs/product.md#reviews).
    pub review_scheduled: bool,
    /// What open dashboards hear (the live feed).
    pub events: Vec<crate::refs::LeadEvent>,
    /// A job changed: its tracking page's stream hears of it...
    pub job: Option<i64>,
    /// ...and so do these technicians' apps (before and after an assignment).
    pub technicians: Vec<i64>,
}

impl Effects {
    /// Something was queued in the outbox.
    pub fn queued() -> Effects {
        Effects { queued: true, ..Effects::default() }
    }

    /// Also this event on the live feed.
    pub fn with_event(mut self, event: crate::refs::LeadEvent) -> Effects {
        self.events.push(event);
        self
    }

    /// Also what `other` sets off (several writes in one transaction).
    pub fn merge(&mut self, other: Effects) {
        let Effects { queued, review_scheduled, events, job, technicians } = other;
        self.queued |= queued;
        self.review_scheduled |= review_scheduled;
        self.events.extend(events);
        // Effects name one job: the first write's.
        self.job = self.job.or(job);
        for t in technicians {
            if !self.technicians.contains(&t) {
                self.technicians.push(t);
            }
        }
    }

    /// These effects for the job `job_id`.
    pub fn for_job(mut self, job_id: i64) -> Effects {
        self.job = Some(job_id);
        self
    }
}

impl Deref for AppState {
    type Target = Services;

    fn deref(&self) -> &Services {
        &self.0
    }
}

pub struct Services {
    pub db: Db,
    /// Stores leads, committing every lead waiting at once (group commit).
    pub leads: crate::leads::writer::LeadWriter,
    pub site: Arc<Site>,
    pub config: Arc<Config>,
    pub csp: HeaderValue,
    pub mailer: Mailer,
    pub alerts: Outbox,
    /// The lead intake's limits (per address, per portal account, per
    /// number): spam, runaway scripts and SMS pumping.
    pub intake: Arc<crate::leads::intake::Limits>,
    pub account_limits: Arc<AccountLimits>,
    /// The last scheduled backup's failure, for /healthz.
    pub backups: crate::ops::schedule::BackupStatus,
    pub analytics: Arc<crate::analytics::Analytics>,
    /// New leads, announced to every open dashboard (GET /api/admin/events).
    pub live: LiveLeads,
    /// Job changes, for the technicians' feeds and the tracking pages' streams.
    pub pulse: crate::dispatch::Pulse,
    /// The CSP of the map pages (/track, the dashboard): `csp` plus the tile server's origin.
    pub csp_maps: HeaderValue,
    /// Texts and pushes: the SMS provider and the VAPID key pair.
    pub channels: crate::messages::Channels,
    /// Wakes the review-request worker when a completed job schedules one.
    pub reviews: crate::reviews::ReviewQueue,
    /// Places for the public event streams, which must leave connections to the pages.
    pub streams: Arc<crate::web::streams::Streams>,
    /// The one checkout's guards: rate limits, one session at a time per
    /// payable, and the return page's throttle on looking at Stripe.
    pub checkout: Arc<crate::checkout::guard::CheckoutGuard>,
    /// The lead a fleet requester's first text starts (leads, handed to messages).
    pub text_leads: Arc<dyn crate::messages::TextLeads>,
    /// What each kind of payable does with a paid session (invoices and
    /// fleets' balances, above the checkout; `startup::AllPayables`).
    pub payables: Arc<dyn crate::checkout::Payables>,
}
