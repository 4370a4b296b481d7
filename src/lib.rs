//! roadside: the website and back office of a 24/7 mobile roadside-assistance
//! business, served by one binary over an embedded SQLite database.
pub mod accounts;
pub mod admin;
pub mod alerts;
pub mod api;
pub mod audit;
pub mod cli;
pub mod config;
pub mod content;
pub mod db;
pub mod error;
pub mod jobs;
pub mod leads;
pub mod listing;
pub mod mail;
pub mod ratelimit;
pub mod startup;
pub mod telemetry;
pub mod validation;
pub mod web;
