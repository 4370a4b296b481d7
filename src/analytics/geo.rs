//! Where a visitor is, without asking anyone else: a MaxMind-format .mmdb
//! file on this machine when the config names one (`geoip_database`), else
//! the time zone the tracker sends, which tells the country and, in the US,
//! the region.
use maxminddb::{PathElement, Reader};
use std::net::IpAddr;
use std::path::Path;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Place {
    pub country: Option<String>,
    pub region: Option<String>,
    pub city: Option<String>,
}

impl Place {
    /// The text shown in website_analytics.location: "Region, Country".
    pub fn label(&self) -> Option<String> {
        match (&self.region, &self.country) {
            (Some(r), Some(c)) => Some(format!("{r}, {c}")),
            (None, Some(c)) => Some(c.clone()),
            _ => None,
        }
    }
}

pub enum Geo {
    Mmdb(Box<Reader<Vec<u8>>>),
    TimeZone,
}

impl Geo {
    pub fn open(path: Option<&Path>) -> anyhow::Result<Geo> {
        match path {
            None => Ok(Geo::TimeZone),
            Some(p) => {
                let reader = Reader::open_readfile(p).map_err(|e| anyhow::anyhow!("geoip_database {}: {e}", p.display()))?;
                Ok(Geo::Mmdb(Box::new(reader)))
            }
        }
    }

    pub fn locate(&self, ip: IpAddr, time_zone: Option<&str>) -> Place {
        match self {
            Geo::Mmdb(reader) => from_mmdb(reader, ip).unwrap_or_default(),
            Geo::TimeZone => time_zone.map(from_time_zone).unwrap_or_default(),
        }
    }
}

fn from_mmdb(reader: &Reader<Vec<u8>>, ip: IpAddr) -> Option<Place> {
    let found = reader.lookup(ip).ok()?;
    let text = |path: &[PathElement]| found.decode_path::<String>(path).ok().flatten();
    use PathElement::{Index, Key};
    Some(Place {
        country: text(&[Key("country"), Key("names"), Key("en")]),
        region: text(&[Key("subdivisions"), Index(0), Key("names"), Key("en")]),
        city: text(&[Key("city"), Key("names"), Key("en")]),
    })
}

/// The US zones by region (most visitors of a Florida business), then a few
/// neighbours; any other zone counts under its continent.
const US_ZONES: [(&str, &str); 12] = [
    ("America/New_York", "Eastern US"),
    ("America/Detroit", "Eastern US"),
    ("America/Indiana/", "Eastern US"),
    ("America/Kentucky/", "Eastern US"),
    ("America/Chicago", "Central US"),
    ("America/North_Dakota/", "Central US"),
    ("America/Denver", "Mountain US"),
    ("America/Boise", "Mountain US"),
    ("America/Phoenix", "Arizona"),
    ("America/Los_Angeles", "Pacific US"),
    ("America/Anchorage", "Alaska"),
    ("Pacific/Honolulu", "Hawaii"),
];

const OTHER_ZONES: [(&str, &str); 12] = [
    ("America/Puerto_Rico", "Puerto Rico"),
    ("America/Toronto", "Canada"),
    ("America/Vancouver", "Canada"),
    ("America/Edmonton", "Canada"),
    ("America/Winnipeg", "Canada"),
    ("America/Halifax", "Canada"),
    ("America/Mexico_City", "Mexico"),
    ("America/Havana", "Cuba"),
    ("Europe/London", "United Kingdom"),
    ("Europe/Berlin", "Germany"),
    ("Asia/Kolkata", "India"),
    ("Asia/Manila", "Philippines"),
];

pub fn from_time_zone(tz: &str) -> Place {
    let matches = |prefix: &str| if prefix.ends_with('/') { tz.starts_with(prefix) } else { tz == prefix };
    if let Some((_, region)) = US_ZONES.iter().find(|(z, _)| matches(z)) {
        return Place { country: Some("United States".into()), region: Some((*region).into()), city: None };
    }
    if let Some((_, country)) = OTHER_ZONES.iter().find(|(z, _)| matches(z)) {
        return Place { country: Some((*country).into()), region: None, city: None };
    }
    let continent = match tz.split('/').next().unwrap_or("") {
        "America" => "Other (Americas)",
        "Europe" => "Other (Europe)",
        "Asia" => "Other (Asia)",
        "Africa" => "Other (Africa)",
        "Australia" | "Pacific" => "Other (Oceania)",
        _ => return Place::default(),
    };
    Place { country: Some(continent.into()), region: None, city: None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn us_time_zones_give_the_country_and_region() {
        let p = from_time_zone("America/New_York");
        assert_eq!(p.label().as_deref(), Some("Eastern US, United States"));
        assert_eq!(from_time_zone("America/Indiana/Indianapolis").region.as_deref(), Some("Eastern US"));
        assert_eq!(from_time_zone("America/Chicago").region.as_deref(), Some("Central US"));
    }

    #[test]
    fn other_zones_fall_back_to_a_country_or_continent() {
        assert_eq!(from_time_zone("Europe/London").country.as_deref(), Some("United Kingdom"));
        assert_eq!(from_time_zone("Europe/Oslo").country.as_deref(), Some("Other (Europe)"));
        assert_eq!(from_time_zone("UTC"), Place::default());
    }

    #[test]
    fn a_missing_mmdb_file_is_an_error_naming_it() {
        let err = Geo::open(Some(Path::new("/nonexistent/GeoLite2-City.mmdb"))).err().unwrap();
        assert!(err.to_string().contains("GeoLite2-City.mmdb"));
    }
}
