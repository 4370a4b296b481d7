//! Caps on the public event streams (the tracking link's,
//! docs/product.md#dispatch). An open stream holds its connection for up to
//! an hour, and connections are capped (`max_connections`): uncapped, one
//! visitor opening streams could hold every connection, and the site and
//! staff sign-in would go unanswered. So a stream needs a place per address,
//! per link and in a total that leaves `[tracking] reserved_connections`
//! to everything else.
//!
//! The counts are of streams open now, not of requests over time: each open
//! stream holds a [`StreamSlot`], and the place is free again when the slot
//! is dropped with the stream (it ended, or the visitor went away).
use crate::config::Config;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

pub struct Streams {
    per_address: usize,
    per_link: usize,
    total: Arc<Semaphore>,
    open: Arc<Mutex<Open>>,
}

/// Streams open now, by address key and by link. A key leaves its map at
/// zero, so the maps hold at most one entry per open stream.
#[derive(Default)]
struct Open {
    by_address: HashMap<String, usize>,
    by_link: HashMap<String, usize>,
}

/// Why a stream was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum StreamRefused {
    Address,
    Link,
    Full,
}

impl StreamRefused {
    /// A page that gave up on its stream polls instead, so asking it back
    /// soon costs little; streams end within the hour at the latest.
    pub const RETRY_AFTER: Duration = Duration::from_secs(30);
}

/// One open stream's place; dropping it frees the place.
pub struct StreamSlot {
    open: Arc<Mutex<Open>>,
    address: String,
    link: String,
    _total: OwnedSemaphorePermit,
}

impl Streams {
    pub fn new(config: &Config) -> Streams {
        let t = &config.tracking;
        Streams::with_limits(t.streams_per_address, t.streams_per_link, t.total_streams(config.max_connections.max(1)))
    }

    pub fn with_limits(per_address: usize, per_link: usize, total: usize) -> Streams {
        Streams {
            per_address,
            per_link,
            total: Arc::new(Semaphore::new(total)),
            open: Arc::new(Mutex::new(Open::default())),
        }
    }

    /// A place for one more stream from `address` (a `ClientIp::limit_key`) on `link`.
    pub fn open(&self, address: &str, link: &str) -> Result<StreamSlot, StreamRefused> {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        if open.by_address.get(address).copied().unwrap_or(0) >= self.per_address {
            return Err(StreamRefused::Address);
        }
        if open.by_link.get(link).copied().unwrap_or(0) >= self.per_link {
            return Err(StreamRefused::Link);
        }
        let total = self.total.clone().try_acquire_owned().map_err(|_| StreamRefused::Full)?;
        *open.by_address.entry(address.to_string()).or_default() += 1;
        *open.by_link.entry(link.to_string()).or_default() += 1;
        Ok(StreamSlot { open: self.open.clone(), address: address.to_string(), link: link.to_string(), _total: total })
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let Open { by_address, by_link } = &mut *open;
        for (map, key) in [(by_address, &self.address), (by_link, &self.link)] {
            if let Some(n) = map.get_mut(key) {
                *n -= 1;
                if *n == 0 {
                    map.remove(key);
                }
            }
        }
    }
}

/// What the API answers for it.
impl From<StreamRefused> for crate::error::ApiError {
    fn from(e: StreamRefused) -> Self {
        use crate::error::ApiError;
        let message = match e {
            StreamRefused::Address => {
                "Too many live updates are open from your connection. The page refreshes by itself."
            }
            StreamRefused::Link => "Too many live updates are open on this link. The page refreshes by itself.",
            StreamRefused::Full => "Live updates are busy. The page refreshes by itself.",
        };
        ApiError::TooSoon { message, after: StreamRefused::RETRY_AFTER }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_needs_a_place_per_address_per_link_and_in_the_total_and_frees_it_when_dropped() {
        let s = Streams::with_limits(2, 3, 4);
        let a1 = s.open("a", "t1").unwrap();
        let _a2 = s.open("a", "t1").unwrap();
        assert_eq!(s.open("a", "t2").err(), Some(StreamRefused::Address));
        let _b1 = s.open("b", "t1").unwrap();
        assert_eq!(s.open("c", "t1").err(), Some(StreamRefused::Link));
        let _c1 = s.open("c", "t2").unwrap();
        assert_eq!(s.open("d", "t3").err(), Some(StreamRefused::Full));
        drop(a1);
        let _d1 = s.open("d", "t3").expect("the dropped stream's place");
        assert_eq!(s.open("a", "t1").err(), Some(StreamRefused::Full));
        let open = s.open.lock().unwrap();
        assert_eq!(open.by_address.values().sum::<usize>(), 4);
        assert_eq!(open.by_link.get("t1"), Some(&2));
    }

    #[test]
    fn counts_at_zero_are_forgotten() {
        let s = Streams::with_limits(4, 8, 16);
        for i in 0..100 {
            drop(s.open(&format!("10.0.0.{i}"), &format!("link{i}")).unwrap());
        }
        let open = s.open.lock().unwrap();
        assert!(open.by_address.is_empty() && open.by_link.is_empty());
    }
}
