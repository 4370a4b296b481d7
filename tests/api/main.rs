//! Integration tests: the real router on port 0 over a fresh SQLite database.
mod accounts;
mod back_office;
mod content_pages;
mod helpers;
mod leads;
mod leads_staff;
mod sinks;
mod site;
