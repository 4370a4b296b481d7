//! In-memory rate limits: about `max` events per key in a sliding window.
//! Enough for one server process; a restart forgets, which errs on the side of
//! letting a real visitor in.
//!
//! Each key costs a fixed few bytes (a sliding-window counter: this window's
//! count and the last one's, weighted by how much of the last one still
//! overlaps), and the keys live in a bounded least-recently-used map split
//! into shards, so a flood from many addresses can neither grow memory
//! without bound nor make a check scan anything under a lock. A check is
//! O(1). When the map is full the key seen least recently is forgotten,
//! which again lets someone in rather than keeping someone out.
use lru::LruCache;
use std::hash::BuildHasher;
use std::net::IpAddr;
use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::time::{Duration, Instant};

const SHARDS: usize = 16;
/// Keys one limiter remembers at most (about 6 MB at 100 bytes a key).
pub const DEFAULT_CAPACITY: usize = 65_536;

#[derive(Debug, Clone, Copy)]
struct Window {
    start: Instant,
    previous: u32,
    current: u32,
}

pub struct RateLimiter {
    max: usize,
    window: Duration,
    shards: Vec<Mutex<LruCache<String, Window>>>,
    hasher: std::collections::hash_map::RandomState,
}

impl RateLimiter {
    pub fn new(max: usize, window: Duration) -> RateLimiter {
        RateLimiter::with_capacity(max, window, DEFAULT_CAPACITY)
    }

    pub fn with_capacity(max: usize, window: Duration, capacity: usize) -> RateLimiter {
        let per_shard = NonZeroUsize::new(capacity.div_ceil(SHARDS).max(1)).unwrap_or(NonZeroUsize::MIN);
        RateLimiter {
            max,
            window: window.max(Duration::from_millis(1)),
            shards: (0..SHARDS).map(|_| Mutex::new(LruCache::new(per_shard))).collect(),
            hasher: std::collections::hash_map::RandomState::new(),
        }
    }

    fn shard(&self, key: &str) -> &Mutex<LruCache<String, Window>> {
        &self.shards[(self.hasher.hash_one(key) as usize) % SHARDS]
    }

    /// The window `w` moved on to `now`: whole windows that passed shift the
    /// counts along.
    fn roll(&self, w: &mut Window, now: Instant) {
        let elapsed = now.saturating_duration_since(w.start);
        if elapsed >= self.window * 2 {
            *w = Window { start: now, previous: 0, current: 0 };
        } else if elapsed >= self.window {
            *w = Window { start: w.start + self.window, previous: w.current, current: 0 };
        }
    }

    /// The events counted for `w` at `now`: this window's, plus the part of
    /// the last one that still lies within `window` of now.
    fn estimate(&self, w: &Window, now: Instant) -> f64 {
        let into = now.saturating_duration_since(w.start).as_secs_f64() / self.window.as_secs_f64();
        f64::from(w.previous) * (1.0 - into).max(0.0) + f64::from(w.current)
    }

    /// Records an event for `key`, or says how long until one is allowed.
    pub fn check(&self, key: &str) -> Result<(), Duration> {
        self.check_at(key, Instant::now())
    }

    fn check_at(&self, key: &str, now: Instant) -> Result<(), Duration> {
        let mut shard = self.shard(key).lock().unwrap_or_else(|p| p.into_inner());
        let fresh = Window { start: now, previous: 0, current: 0 };
        let w = shard.get_or_insert_mut(key.to_string(), || fresh);
        self.roll(w, now);
        if self.estimate(w, now) + 1.0 > self.max as f64 {
            return Err(self.wait(w, now));
        }
        w.current = w.current.saturating_add(1);
        Ok(())
    }

    /// How long until one more event fits.
    fn wait(&self, w: &Window, now: Instant) -> Duration {
        let max = self.max as f64;
        let end = w.start + self.window;
        let until_end = end.saturating_duration_since(now);
        if f64::from(w.current) + 1.0 > max {
            // Not in this window: in the next, this window's count fades.
            let fade = if w.current == 0 { 0.0 } else { (1.0 - (max - 1.0) / f64::from(w.current)).max(0.0) };
            return until_end + self.window.mul_f64(fade);
        }
        // This window has room once enough of the last one has faded.
        let needed = 1.0 - (max - 1.0 - f64::from(w.current)) / f64::from(w.previous.max(1));
        let at = w.start + self.window.mul_f64(needed.clamp(0.0, 1.0));
        at.saturating_duration_since(now)
    }

    /// About how many events `key` has in the current window, without counting one.
    pub fn count(&self, key: &str) -> usize {
        let now = Instant::now();
        let mut shard = self.shard(key).lock().unwrap_or_else(|p| p.into_inner());
        match shard.get_mut(key) {
            Some(w) => {
                self.roll(w, now);
                self.estimate(w, now).ceil() as usize
            }
            None => 0,
        }
    }

    /// Whether `key` is at its limit now, without counting an event.
    pub fn is_full(&self, key: &str) -> bool {
        self.count(key) >= self.max
    }

    /// Forgets a key (after a successful sign-in, say).
    pub fn reset(&self, key: &str) {
        self.shard(key).lock().unwrap_or_else(|p| p.into_inner()).pop(key);
    }

    /// Keys remembered now (for the benchmark).
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.lock().unwrap_or_else(|p| p.into_inner()).len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The key an address is limited under. An IPv6 visitor is usually given a
/// whole /64 to pick addresses from, so the /64 is the visitor; an IPv4
/// address is one visitor (or one household behind one NAT).
pub fn address_key(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_max_events_per_window_then_refuses_until_the_window_has_moved_on() {
        let rl = RateLimiter::new(2, Duration::from_secs(60));
        let t0 = Instant::now();
        assert!(rl.check_at("a", t0).is_ok());
        assert!(rl.check_at("a", t0 + Duration::from_secs(1)).is_ok());
        let wait = rl.check_at("a", t0 + Duration::from_secs(2)).unwrap_err();
        // The next window starts at 60 s with both events still weighing in;
        // half of them have faded by 90 s.
        assert!(wait >= Duration::from_secs(87) && wait <= Duration::from_secs(89), "{wait:?}");
        assert!(rl.check_at("b", t0 + Duration::from_secs(2)).is_ok(), "keys are independent");
        assert!(rl.check_at("a", t0 + Duration::from_secs(59)).is_err());
        assert!(rl.check_at("a", t0 + Duration::from_secs(75)).is_err());
        assert!(rl.check_at("a", t0 + Duration::from_secs(91)).is_ok(), "half the last window has faded");
        assert!(rl.check_at("a", t0 + Duration::from_secs(200)).is_ok());
    }

    #[test]
    fn a_steady_sender_gets_about_max_per_window_and_no_more() {
        let rl = RateLimiter::new(10, Duration::from_secs(600));
        let t0 = Instant::now();
        // One attempt a second for an hour.
        let allowed = (0..3600).filter(|s| rl.check_at("x", t0 + Duration::from_secs(*s)).is_ok()).count();
        assert!((55..=66).contains(&allowed), "{allowed} allowed in an hour at 10 per 10 minutes");
    }

    #[test]
    fn the_wait_it_gives_is_when_one_more_fits() {
        let rl = RateLimiter::new(3, Duration::from_secs(100));
        let t0 = Instant::now();
        for s in 0..3 {
            rl.check_at("k", t0 + Duration::from_secs(s)).unwrap();
        }
        for probe in [10, 99, 120, 150] {
            let now = t0 + Duration::from_secs(probe);
            if let Err(wait) = rl.check_at("k", now) {
                assert!(
                    rl.check_at("k", now + wait + Duration::from_millis(5)).is_ok(),
                    "at {probe} s the wait {wait:?} was not enough"
                );
                return;
            }
        }
    }

    #[test]
    fn memory_is_bounded_the_least_recently_seen_key_goes_first() {
        let rl = RateLimiter::with_capacity(1, Duration::from_secs(60), 1600);
        for i in 0..10_000 {
            let _ = rl.check(&format!("10.0.{}.{}", i / 256, i % 256));
        }
        assert!(rl.len() <= 1600, "{} keys kept", rl.len());
    }

    #[test]
    fn ipv6_addresses_count_by_their_slash_64_and_mapped_ipv4_as_ipv4() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(a), address_key(b));
        assert_ne!(address_key(a), address_key(c));
        assert_eq!(address_key("::ffff:203.0.113.9".parse().unwrap()), "203.0.113.9");
        assert_eq!(address_key("203.0.113.9".parse().unwrap()), "203.0.113.9");
    }
}
