//! The driver's ETA (docs/product.md#dispatch), worked out when a fix arrives.
//!
//! - By default: the straight-line distance times 1.35 (roads are not
//!   straight: 1.3 to 1.4 is the usual detour factor for road trips of a few
//!   miles or more) at `[routing] average_mph`, refined by the truck's own
//!   speed over its recent fixes.
//! - With `[routing] osrm_url`: the drive time and distance of OSRM's route
//!   service (`GET /route/v1/driving/{lon},{lat};{lon},{lat}?overview=false`).
//!   When it cannot answer, the estimate above stands in.
use super::store::Stored;
use super::validate::{Fix, Point};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use std::sync::LazyLock;
use std::time::Duration;

/// Road distance over straight-line distance, on average.
pub const DETOUR: f64 = 1.35;
const MPH_TO_MPS: f64 = 0.447_04;
/// Within this of the customer, the truck is there (GPS is not more exact).
const ARRIVED_KM: f64 = 0.1;

/// Great-circle distance in kilometres (haversine; the earth as a sphere).
pub fn distance_km(a: Point, b: Point) -> f64 {
    const R: f64 = 6371.0088;
    let (la1, la2) = (a.latitude.to_radians(), b.latitude.to_radians());
    let dla = la2 - la1;
    let dlo = (b.longitude - a.longitude).to_radians();
    let h = (dla / 2.0).sin().powi(2) + la1.cos() * la2.cos() * (dlo / 2.0).sin().powi(2);
    2.0 * R * h.sqrt().min(1.0).asin()
}

/// What a new fix works out to.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Worked {
    pub speed_mps: Option<f64>,
    pub eta_seconds: Option<i64>,
    pub distance_km: Option<f64>,
    /// OSRM's answer, when it was asked for this fix and answered.
    pub routed: Option<Routed>,
}

/// The truck's speed along the road from the previous fix to this one,
/// smoothed with the speed before (a single fix jumps about by its
/// accuracy; a red light stops the truck for a minute, not for good).
pub fn smoothed_speed(previous: Option<&Stored>, fix: &Fix, at: DateTime<Utc>) -> Option<f64> {
    let previous = previous?;
    let seconds = (at - previous.recorded_at).num_milliseconds() as f64 / 1000.0;
    // Too close together to say anything, or too far apart to be "recent".
    if !(3.0..=600.0).contains(&seconds) {
        return previous.speed_mps;
    }
    let metres = distance_km(previous.point, fix.point) * 1000.0 * DETOUR;
    // Movement inside the fixes' accuracy is noise, not driving.
    let noise = previous.accuracy.max(fix.accuracy);
    let moved = if metres / DETOUR < noise { 0.0 } else { metres };
    let now = (moved / seconds).min(45.0);
    Some(match previous.speed_mps {
        Some(before) => 0.6 * now + 0.4 * before,
        None => now,
    })
}

/// The straight-line estimate: seconds to drive `straight_km` at the
/// configured average, refined by the truck's recent speed (weighted 0.3,
/// and kept within 0.75 to 1.4 times the average, so a minute at a red
/// light or one fast stretch does not swing the ETA: with half and half
/// and 0.5 to 1.5, the replayed drive below was off by 12.9 minutes at
/// its red light).
pub fn estimate_seconds(straight_km: f64, average_mph: f64, recent_mps: Option<f64>) -> i64 {
    if straight_km <= ARRIVED_KM {
        return 0;
    }
    let average = average_mph * MPH_TO_MPS;
    let speed = match recent_mps {
        Some(recent) => (0.7 * average + 0.3 * recent).clamp(0.75 * average, 1.4 * average),
        None => average,
    };
    (straight_km * 1000.0 * DETOUR / speed).round() as i64
}

/// OSRM's answer to a route request (only what is read of it).
#[derive(Debug, Deserialize)]
struct OsrmAnswer {
    code: String,
    #[serde(default)]
    routes: Vec<OsrmRoute>,
}

#[derive(Debug, Deserialize)]
struct OsrmRoute {
    /// Seconds.
    duration: f64,
    /// Metres.
    distance: f64,
}

static HTTP: LazyLock<reqwest::Client> = LazyLock::new(|| {
    reqwest::Client::builder().timeout(Duration::from_secs(3)).build().unwrap_or_else(|_| reqwest::Client::new())
});

/// Drive time (seconds) and distance (km) from `from` to `to` by OSRM's route service.
pub async fn osrm_route(base: &str, from: Point, to: Point) -> anyhow::Result<(f64, f64)> {
    // OSRM takes longitude first.
    let url = format!(
        "{base}/route/v1/driving/{:.6},{:.6};{:.6},{:.6}?overview=false",
        from.longitude, from.latitude, to.longitude, to.latitude
    );
    let answer: OsrmAnswer = HTTP.get(&url).send().await?.error_for_status()?.json().await?;
    anyhow::ensure!(answer.code == "Ok", "OSRM answered {}", answer.code);
    let route = answer.routes.first().ok_or_else(|| anyhow::anyhow!("OSRM answered no route"))?;
    anyhow::ensure!(route.duration.is_finite() && route.distance.is_finite(), "OSRM answered a route without numbers");
    Ok((route.duration, route.distance / 1000.0))
}

/// OSRM's answer for a job, kept for the positions until its next request.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Routed {
    /// The straight-line distance it was asked at, to scale it by.
    pub straight_km: f64,
    pub seconds: f64,
    pub km: f64,
}

/// The ETA and distance for a new fix: OSRM's when it is set, due
/// (`super::pace`) and answers; between its requests, its last answer scaled
/// by the straight-line distance left; else the straight-line estimate.
/// Without the customer's position there is none.
pub async fn work_out(
    routing: &crate::config::RoutingConfig,
    previous: Option<&Stored>,
    fix: &Fix,
    at: DateTime<Utc>,
    customer: Option<Point>,
    route: super::pace::Route,
) -> Worked {
    let speed_mps = smoothed_speed(previous, fix, at);
    let Some(customer) = customer else { return Worked { speed_mps, ..Worked::default() } };
    let straight = distance_km(fix.point, customer);
    if straight > ARRIVED_KM {
        match (route, &routing.osrm_url) {
            (super::pace::Route::Ask, Some(base)) => match osrm_route(base, fix.point, customer).await {
                Ok((seconds, km)) => {
                    return Worked {
                        speed_mps,
                        eta_seconds: Some(seconds.round() as i64),
                        distance_km: Some(km),
                        routed: Some(Routed { straight_km: straight, seconds, km }),
                    };
                }
                Err(e) => tracing::warn!("OSRM could not route (the straight-line estimate stands in): {e:#}"),
            },
            (super::pace::Route::Reuse(Some(last)), _) if last.straight_km > ARRIVED_KM => {
                // The road left shrinks about as the straight line does; the
                // estimate instead would jump between two methods every few fixes.
                let f = straight / last.straight_km;
                return Worked {
                    speed_mps,
                    eta_seconds: Some((last.seconds * f).round() as i64),
                    distance_km: Some(last.km * f),
                    routed: None,
                };
            }
            _ => {}
        }
    }
    Worked {
        speed_mps,
        eta_seconds: Some(estimate_seconds(straight, routing.average_mph, speed_mps)),
        distance_km: Some(straight),
        routed: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PALM_COAST: Point = Point { latitude: 29.5845, longitude: -81.2078 };
    const DAYTONA: Point = Point { latitude: 29.2108, longitude: -81.0228 };

    #[test]
    fn the_distance_from_palm_coast_to_daytona_beach_is_about_45_km() {
        let d = distance_km(PALM_COAST, DAYTONA);
        assert!((44.0..46.0).contains(&d), "{d}");
        assert_eq!(distance_km(DAYTONA, DAYTONA), 0.0);
    }

    #[test]
    fn the_estimate_is_the_detoured_distance_at_the_average_speed_refined_by_the_truck() {
        // 10 km straight is 13.5 km of road; at 45 mph (20.1 m/s) that is 671 s.
        assert_eq!(estimate_seconds(10.0, 45.0, None), 671);
        // A truck doing 30 m/s refines it down, but at most to 1.4 times the average speed.
        let fast = estimate_seconds(10.0, 45.0, Some(30.0));
        assert!((580..640).contains(&fast), "{fast}");
        assert_eq!(estimate_seconds(10.0, 45.0, Some(1000.0)), estimate_seconds(10.0, 63.0, None));
        // A stopped truck adds a third at most.
        assert_eq!(estimate_seconds(10.0, 45.0, Some(0.0)), estimate_seconds(10.0, 33.75, None));
        assert_eq!(estimate_seconds(0.05, 45.0, None), 0, "there");
    }

    #[tokio::test]
    async fn between_route_requests_the_last_route_is_scaled_by_the_straight_line_left() {
        use crate::dispatch::pace::Route;
        // No server is asked: the route is not due.
        let routing =
            crate::config::RoutingConfig { osrm_url: Some("http://127.0.0.1:9".into()), ..Default::default() };
        let last = Routed { straight_km: distance_km(PALM_COAST, DAYTONA), seconds: 3000.0, km: 60.0 };
        let halfway = Point { latitude: (PALM_COAST.latitude + DAYTONA.latitude) / 2.0, longitude: -81.1153 };
        let fix = Fix { point: halfway, accuracy: 10.0 };
        let w = work_out(&routing, None, &fix, Utc::now(), Some(DAYTONA), Route::Reuse(Some(last))).await;
        let (eta, km) = (w.eta_seconds.unwrap(), w.distance_km.unwrap());
        assert!((1450..1550).contains(&eta) && (29.0..31.0).contains(&km), "{eta} s, {km} km");
        assert_eq!(w.routed, None, "not a new answer");
        let none = work_out(&routing, None, &fix, Utc::now(), Some(DAYTONA), Route::Reuse(None)).await;
        let straight = distance_km(halfway, DAYTONA);
        assert_eq!(none.eta_seconds, Some(estimate_seconds(straight, 45.0, None)), "no answer yet: the estimate");
    }

    /// A replayed drive: fixes every 10 s along a grid-like route (south,
    /// then east: 1.41 times the straight line, as street grids run), at
    /// town and highway speeds with a minute at a red light, against the
    /// drive's actual remaining time. The README's figure comes from here
    /// (`cargo test --release --lib replayed_drive -- --nocapture`).
    #[test]
    fn a_replayed_drive_keeps_the_straight_line_eta_within_a_quarter_of_the_actual_time() {
        let start = Point { latitude: 29.5656, longitude: -81.2241 };
        let corner = Point { latitude: 29.4797, longitude: -81.2241 };
        let end = Point { latitude: 29.4797, longitude: -81.1268 };
        let (leg1, leg2) = (distance_km(start, corner) * 1000.0, distance_km(corner, end) * 1000.0);
        let total = leg1 + leg2;
        // Metres a second at each metre along the road.
        let speed_at = |m: f64| match m {
            m if m < 2000.0 => 30.0 * MPH_TO_MPS,
            m if m > total - 1000.0 => 25.0 * MPH_TO_MPS,
            _ => 50.0 * MPH_TO_MPS,
        };
        let point_at = |m: f64| {
            let (a, b, f) = if m < leg1 { (start, corner, m / leg1) } else { (corner, end, (m - leg1) / leg2) };
            Point {
                latitude: a.latitude + (b.latitude - a.latitude) * f,
                longitude: a.longitude + (b.longitude - a.longitude) * f,
            }
        };
        // The drive, second by second: where the truck is at each second.
        let mut positions = Vec::new();
        let (mut m, mut stopped) = (0.0, 0);
        while m < total {
            positions.push(point_at(m));
            if (leg1..leg1 + 20.0).contains(&m) && stopped < 60 {
                stopped += 1;
                continue;
            }
            m += speed_at(m);
        }
        let duration = positions.len() as f64;
        let t0 = chrono::Utc::now();
        let mut previous: Option<Stored> = None;
        let mut errors = Vec::new();
        for (second, point) in positions.iter().enumerate().step_by(10) {
            let at = t0 + chrono::Duration::seconds(second as i64);
            let fix = Fix { point: *point, accuracy: 10.0 };
            let speed = smoothed_speed(previous.as_ref(), &fix, at);
            let eta = estimate_seconds(distance_km(*point, end), 45.0, speed) as f64;
            let actual = duration - second as f64;
            errors.push(((eta - actual) / 60.0, actual / 60.0));
            previous = Some(Stored {
                point: *point,
                accuracy: 10.0,
                speed_mps: speed,
                eta_seconds: None,
                distance_km: None,
                recorded_at: at,
            });
        }
        let mean_abs = errors.iter().map(|(e, _)| e.abs()).sum::<f64>() / errors.len() as f64;
        let (first, first_actual) = errors[0];
        let worst = errors.iter().map(|(e, _)| e.abs()).fold(0.0, f64::max);
        eprintln!(
            "replayed drive: {:.1} km of road ({:.1} km straight), {:.1} min; ETA error at the start {first:+.1} min of {first_actual:.1}; mean absolute error {mean_abs:.1} min over {} fixes; worst {worst:.1} min",
            total / 1000.0,
            distance_km(start, end),
            duration / 60.0,
            errors.len()
        );
        assert!(first.abs() < 0.25 * first_actual, "start: {first:+.1} of {first_actual:.1} min");
        assert!(mean_abs < 0.25 * duration / 60.0, "mean {mean_abs:.1} min");
    }
}
