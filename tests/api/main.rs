//! Integration tests: the real router on port 0 over a fresh SQLite database.
// The helpers beside the tests panic on anything unexpected, as a test does.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod accounts;
mod analytics;
mod back_office;
mod calls;
mod chat_analyzer;
mod content_pages;
mod dispatch;
mod fleets;
mod helpers;
mod invoices;
mod leads;
mod leads_staff;
mod messages;
mod one_truth;
mod openapi;
mod ops;
mod optional_fields;
mod outbox;
mod portal;
mod privacy;
mod providers;
mod reviews;
mod sinks;
mod site;
mod statements;
