//! Integration tests: the real router on port 0 over a fresh SQLite database.
mod accounts;
mod analytics;
mod back_office;
mod chat_analyzer;
mod content_pages;
mod helpers;
mod leads;
mod leads_staff;
mod openapi;
mod ops;
mod sinks;
mod site;
