//! Jobs: a lead turned into work. Staff create a job from any lead, move it
//! through the pipeline and record what it earned; the server stamps when it
//! was done (completedAt) and how fast the truck got there (responseTime).
//! Its routes (`/api/job-tracking`) are dispatch's
//! (`src/dispatch/job_tracking.rs`): making and changing a job sets off
//! dispatch and reviews, and a resource's reads and writes are served from
//! one file (docs/architecture.md, HTTP).
pub mod assignment;
pub mod store;
pub mod validate;
pub mod workflow;
