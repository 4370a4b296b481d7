//! Integration tests: the real router on port 0 over a fresh SQLite database.
mod content_pages;
mod helpers;
mod leads;
mod site;
mod sinks;
