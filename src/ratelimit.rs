//! In-memory rate limits: at most `max` events per key in a sliding window.
//! Enough for one server process; a restart forgets, which errs on the side of
//! letting a real visitor in.
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct RateLimiter {
    max: usize,
    window: Duration,
    hits: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl RateLimiter {
    pub fn new(max: usize, window: Duration) -> RateLimiter {
        RateLimiter { max, window, hits: Mutex::new(HashMap::new()) }
    }

    /// Records an event for `key`, or says how long until one is allowed.
    pub fn check(&self, key: &str) -> Result<(), Duration> {
        self.check_at(key, Instant::now())
    }

    fn check_at(&self, key: &str, now: Instant) -> Result<(), Duration> {
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        if hits.len() > 10_000 {
            hits.retain(|_, q| q.back().is_some_and(|t| now.duration_since(*t) < self.window));
        }
        let q = hits.entry(key.to_string()).or_default();
        while q.front().is_some_and(|t| now.duration_since(*t) >= self.window) {
            q.pop_front();
        }
        if q.len() >= self.max
            && let Some(oldest) = q.front()
        {
            return Err(self.window - now.duration_since(*oldest));
        }
        q.push_back(now);
        Ok(())
    }

    /// How many events `key` has in the current window, without counting one.
    pub fn count(&self, key: &str) -> usize {
        let now = Instant::now();
        let hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        hits.get(key).map_or(0, |q| q.iter().filter(|t| now.duration_since(**t) < self.window).count())
    }

    /// Whether `key` is at its limit now, without counting an event.
    pub fn is_full(&self, key: &str) -> bool {
        self.count(key) >= self.max
    }

    /// Forgets a key (after a successful sign-in, say).
    pub fn reset(&self, key: &str) {
        self.hits.lock().unwrap_or_else(|p| p.into_inner()).remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_max_events_per_window_then_refuses_until_the_oldest_expires() {
        let rl = RateLimiter::new(2, Duration::from_secs(60));
        let t0 = Instant::now();
        assert!(rl.check_at("a", t0).is_ok());
        assert!(rl.check_at("a", t0 + Duration::from_secs(1)).is_ok());
        let wait = rl.check_at("a", t0 + Duration::from_secs(2)).unwrap_err();
        assert_eq!(wait, Duration::from_secs(58));
        assert!(rl.check_at("b", t0 + Duration::from_secs(2)).is_ok(), "keys are independent");
        assert!(rl.check_at("a", t0 + Duration::from_secs(61)).is_ok());
    }
}
