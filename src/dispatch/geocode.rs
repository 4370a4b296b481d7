//! Address search for a customer's position (`[geocoder]`): the owner types
//! "Palm Coast Pkwy and Belle Terre" and picks one of the places found,
//! instead of looking up coordinates elsewhere. The server asks the
//! configured Nominatim or Photon server (the owner's choice of URL, never a
//! user's), so the browser talks to no third party.
use crate::config::{GeocoderApi, GeocoderConfig};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;
use std::time::Duration;
use utoipa::ToSchema;

/// One place found.
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Place {
    /// The address as the geocoder writes it.
    pub label: String,
    pub latitude: f64,
    pub longitude: f64,
}

/// At most this many places are offered.
pub const LIMIT: usize = 5;

static HTTP: LazyLock<reqwest::Client> = LazyLock::new(|| {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap_or_else(|_| reqwest::Client::new())
});

#[derive(Deserialize)]
struct NominatimPlace {
    lat: String,
    lon: String,
    display_name: String,
}

#[derive(Deserialize)]
struct PhotonAnswer {
    features: Vec<PhotonFeature>,
}

#[derive(Deserialize)]
struct PhotonFeature {
    geometry: PhotonPoint,
    #[serde(default)]
    properties: serde_json::Map<String, serde_json::Value>,
}

#[derive(Deserialize)]
struct PhotonPoint {
    /// [longitude, latitude], as GeoJSON orders them.
    coordinates: Vec<f64>,
}

fn place(label: String, latitude: f64, longitude: f64) -> Option<Place> {
    let ok = latitude.is_finite() && longitude.is_finite() && latitude.abs() <= 90.0 && longitude.abs() <= 180.0;
    (ok && !label.trim().is_empty()).then(|| Place { label: label.trim().to_string(), latitude, longitude })
}

/// "Belle Terre Pkwy, Palm Coast, FL": Photon's parts, in address order.
fn photon_label(p: &serde_json::Map<String, serde_json::Value>) -> String {
    let part = |k: &str| p.get(k).and_then(|v| v.as_str()).map(str::to_string);
    let street = match (part("housenumber"), part("street")) {
        (Some(n), Some(s)) => Some(format!("{n} {s}")),
        (None, s) => s,
        (n, None) => n,
    };
    let mut parts: Vec<String> = Vec::new();
    for p in [part("name"), street, part("city"), part("state"), part("postcode")].into_iter().flatten() {
        if !parts.contains(&p) {
            parts.push(p);
        }
    }
    parts.join(", ")
}

/// The places the geocoder finds for `query`, best first.
pub async fn search(config: &GeocoderConfig, query: &str) -> anyhow::Result<Vec<Place>> {
    let Some(base) = &config.url else { anyhow::bail!("no geocoder") };
    let limit = LIMIT.to_string();
    let mut request = match config.api {
        GeocoderApi::Nominatim => {
            let mut q = vec![("format", "jsonv2"), ("q", query), ("limit", limit.as_str())];
            if let Some(codes) = config.country_codes.as_deref() {
                q.push(("countrycodes", codes));
            }
            HTTP.get(format!("{base}/search")).query(&q)
        }
        GeocoderApi::Photon => HTTP.get(format!("{base}/api")).query(&[("q", query), ("limit", limit.as_str())]),
    };
    if let Some(agent) = &config.user_agent {
        request = request.header(reqwest::header::USER_AGENT, agent);
    }
    let answer = request.send().await?.error_for_status()?;
    let places: Vec<Place> = match config.api {
        GeocoderApi::Nominatim => answer
            .json::<Vec<NominatimPlace>>()
            .await?
            .into_iter()
            .filter_map(|p| place(p.display_name, p.lat.parse().ok()?, p.lon.parse().ok()?))
            .collect(),
        GeocoderApi::Photon => answer
            .json::<PhotonAnswer>()
            .await?
            .features
            .into_iter()
            .filter_map(|f| match f.geometry.coordinates[..] {
                [lon, lat, ..] => place(photon_label(&f.properties), lat, lon),
                _ => None,
            })
            .collect(),
    };
    Ok(places.into_iter().take(LIMIT).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_photon_place_is_labelled_in_address_order_without_repeats() {
        let p = serde_json::json!({"name": "Palm Coast", "city": "Palm Coast", "state": "Florida", "street": "Belle Terre Pkwy", "housenumber": "5"});
        assert_eq!(photon_label(p.as_object().unwrap()), "Palm Coast, 5 Belle Terre Pkwy, Florida");
    }

    #[test]
    fn a_place_off_the_globe_or_without_a_name_is_dropped() {
        assert!(place("x".into(), 91.0, 0.0).is_none());
        assert!(place(" ".into(), 29.5, -81.2).is_none());
        assert!(place("Bunnell".into(), 29.46, -81.26).is_some());
    }
}
