//! How often a job's positions are taken and routed (docs/product.md#dispatch).
//! The phone sends one every 10 s; a phone (or script) sending faster would
//! otherwise be a database write, a pulse to every stream and, with OSRM, a
//! route request each time. In memory: a restart forgets, which only lets
//! one more position in.
use super::eta::Routed;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Jobs remembered before the ones with no position for an hour are let go.
const PRUNE_OVER: usize = 1024;

#[derive(Default)]
pub struct Pace {
    jobs: Mutex<HashMap<i64, JobPace>>,
}

#[derive(Debug, Clone, Copy)]
struct JobPace {
    accepted: Instant,
    /// When OSRM was last asked for this job (whatever it answered).
    asked: Option<Instant>,
    /// Its last answer.
    route: Option<Routed>,
}

/// What a position taken may do about the route.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Route {
    /// Ask OSRM (when it is set).
    Ask,
    /// Not yet: scale OSRM's last answer, or the straight-line estimate without one.
    Reuse(Option<Routed>),
}

impl Pace {
    /// Takes a position for `job` at `now`, or says how long until one is
    /// taken: at most one per `every`, and a route asked at most once per `route_every`.
    pub fn admit(&self, job: i64, now: Instant, every: Duration, route_every: Duration) -> Result<Route, Duration> {
        let mut jobs = self.jobs.lock().unwrap_or_else(|p| p.into_inner());
        if jobs.len() > PRUNE_OVER {
            jobs.retain(|_, p| now.saturating_duration_since(p.accepted) < Duration::from_secs(3600));
        }
        let Some(p) = jobs.get_mut(&job) else {
            jobs.insert(job, JobPace { accepted: now, asked: Some(now), route: None });
            return Ok(Route::Ask);
        };
        let since = now.saturating_duration_since(p.accepted);
        if since < every {
            return Err(every - since);
        }
        p.accepted = now;
        if p.asked.is_some_and(|asked| now.saturating_duration_since(asked) < route_every) {
            return Ok(Route::Reuse(p.route));
        }
        p.asked = Some(now);
        Ok(Route::Ask)
    }

    /// OSRM's answer for `job`, for the positions until the next request.
    pub fn routed(&self, job: i64, route: Routed) {
        if let Some(p) = self.jobs.lock().unwrap_or_else(|p| p.into_inner()).get_mut(&job) {
            p.route = Some(route);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIVE: Duration = Duration::from_secs(5);
    const THIRTY: Duration = Duration::from_secs(30);

    #[test]
    fn one_position_per_job_every_five_seconds_and_one_route_every_thirty() {
        let pace = Pace::default();
        let t0 = Instant::now();
        let at = |s: u64| t0 + Duration::from_secs(s);
        assert_eq!(pace.admit(1, t0, FIVE, THIRTY), Ok(Route::Ask));
        assert_eq!(pace.admit(1, t0 + Duration::from_millis(1500), FIVE, THIRTY), Err(Duration::from_millis(3500)));
        assert_eq!(pace.admit(2, at(1), FIVE, THIRTY), Ok(Route::Ask), "jobs are independent");
        assert_eq!(pace.admit(1, at(5), FIVE, THIRTY), Ok(Route::Reuse(None)), "OSRM had not answered");
        let route = Routed { straight_km: 8.0, seconds: 600.0, km: 9.0 };
        pace.routed(1, route);
        assert_eq!(pace.admit(1, at(10), FIVE, THIRTY), Ok(Route::Reuse(Some(route))));
        assert!(pace.admit(1, at(12), FIVE, THIRTY).is_err(), "a refused position does not count");
        assert_eq!(pace.admit(1, at(30), FIVE, THIRTY), Ok(Route::Ask));
        assert_eq!(pace.admit(1, at(35), FIVE, THIRTY), Ok(Route::Reuse(Some(route))));
    }

    #[test]
    fn with_no_interval_every_position_is_taken() {
        let pace = Pace::default();
        let t0 = Instant::now();
        assert_eq!(pace.admit(1, t0, Duration::ZERO, Duration::ZERO), Ok(Route::Ask));
        assert_eq!(pace.admit(1, t0, Duration::ZERO, Duration::ZERO), Ok(Route::Ask));
    }
}
