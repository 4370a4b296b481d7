//! roadside: the website and back office of a 24/7 mobile roadside-assistance
//! business, served by one binary over an embedded SQLite database.
pub mod accounts;
pub mod admin;
pub mod alerts;
pub mod analytics;
pub mod api;
pub mod approvals;
pub mod audit;
pub mod calls;
pub mod checkout;
pub mod cli;
pub mod config;
pub mod content;
pub mod db;
pub mod dispatch;
pub mod error;
pub mod estimates;
pub mod fleets;
pub mod invoices;
pub mod jobs;
pub mod leads;
pub mod lines;
pub mod listing;
pub mod lists;
pub mod mail;
pub mod messages;
pub mod money;
pub mod ops;
pub mod outbox;
pub mod phone;
pub mod portal;
pub mod privacy;
pub mod private;
pub mod proof;
pub mod ratelimit;
pub mod refs;
pub mod reviews;
pub mod spreadsheet;
pub mod startup;
pub mod state;
pub mod statements;
pub mod telemetry;
pub mod time;
pub mod validation;
pub mod web;

/// The git commit this binary was built from ("unknown" for a build outside git).
pub const BUILD_COMMIT: &str = env!("ROADSIDE_GIT_COMMIT");

/// What `roadside --version` prints after the name.
pub const VERSION_LINE: &str = concat!(env!("CARGO_PKG_VERSION"), " (commit ", env!("ROADSIDE_GIT_COMMIT"), ")");
