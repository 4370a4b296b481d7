//! Benchmark, not a test: one rate limiter under a flood from 100,000
//! distinct addresses (the default), the memory it holds and what a check
//! costs.
//!
//!     cargo run --release --example limiter_bench -- [ADDRESSES]
// A benchmark script: a panic is its error report.
#![allow(clippy::unwrap_used, clippy::expect_used)]
use roadside::ratelimit::{RateLimiter, address_key};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::time::{Duration, Instant};

fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse().ok())
        .unwrap_or(0)
}

fn main() {
    let n: u32 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    // Half IPv4, half IPv6 from different /64s: every one a new key.
    let addresses: Vec<String> = (0..n)
        .map(|i| {
            let ip = if i % 2 == 0 {
                IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + i))
            } else {
                IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, (i >> 16) as u16, i as u16, 0, 0, 0, 1))
            };
            address_key(ip)
        })
        .collect();
    let before = rss_kib();
    let limiter = RateLimiter::new(10, Duration::from_secs(600));
    let mut times = Vec::with_capacity(addresses.len() * 2);
    for round in 0..2 {
        for a in &addresses {
            let t = Instant::now();
            let _ = limiter.check(a);
            times.push(t.elapsed());
        }
        if round == 0 {
            println!(
                "after {n} new addresses: {} keys kept, RSS grew by {:.1} MiB",
                limiter.len(),
                (rss_kib() - before) as f64 / 1024.0
            );
        }
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    println!(
        "check: p50 {:?}, p99 {:?}, max {:?} over {} checks; RSS now {:.1} MiB",
        pct(0.5),
        pct(0.99),
        times[times.len() - 1],
        times.len(),
        rss_kib() as f64 / 1024.0
    );
}
