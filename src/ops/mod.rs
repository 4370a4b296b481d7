//! Running the site for years: proven backups, one server per data
//! directory, scheduled copies and the health report.
pub mod backup;
pub mod health;
pub mod lock;
pub mod schedule;
pub mod store;
