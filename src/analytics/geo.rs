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
                let reader =
                    Reader::open_readfile(p).map_err(|e| anyhow::anyhow!("geoip_database {}: {e}", p.display()))?;
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

    /// A minimal MaxMind DB (IPv4, one tree node whose both branches lead
    /// to one record), written by hand from the format's specification.
    fn tiny_mmdb() -> Vec<u8> {
        fn ctrl(out: &mut Vec<u8>, kind: u8, size: usize) {
            if kind <= 7 {
                out.push((kind << 5) | size as u8);
            } else {
                out.push(size as u8);
                out.push(kind - 7);
            }
        }
        fn text(out: &mut Vec<u8>, s: &str) {
            ctrl(out, 2, s.len());
            out.extend_from_slice(s.as_bytes());
        }
        fn named(out: &mut Vec<u8>, name: &str) {
            ctrl(out, 7, 1);
            text(out, "names");
            ctrl(out, 7, 1);
            text(out, "en");
            text(out, name);
        }
        let mut data = Vec::new();
        ctrl(&mut data, 7, 3);
        text(&mut data, "country");
        named(&mut data, "United States");
        text(&mut data, "subdivisions");
        ctrl(&mut data, 11, 1);
        named(&mut data, "Florida");
        text(&mut data, "city");
        named(&mut data, "Palm Coast");

        // One node of two 24-bit records, both pointing at the data (value =
        // node count + 16 + offset).
        let mut db = Vec::new();
        for _ in 0..2 {
            db.extend_from_slice(&(1u32 + 16).to_be_bytes()[1..]);
        }
        db.extend_from_slice(&[0; 16]);
        db.extend_from_slice(&data);
        db.extend_from_slice(b"\xAB\xCD\xEFMaxMind.com");
        ctrl(&mut db, 7, 9);
        text(&mut db, "description");
        ctrl(&mut db, 7, 0);
        text(&mut db, "languages");
        ctrl(&mut db, 11, 0);
        text(&mut db, "node_count");
        ctrl(&mut db, 6, 1);
        db.push(1);
        text(&mut db, "record_size");
        ctrl(&mut db, 5, 1);
        db.push(24);
        text(&mut db, "ip_version");
        ctrl(&mut db, 5, 1);
        db.push(4);
        text(&mut db, "database_type");
        text(&mut db, "Roadside-Test-City");
        text(&mut db, "binary_format_major_version");
        ctrl(&mut db, 5, 1);
        db.push(2);
        text(&mut db, "binary_format_minor_version");
        ctrl(&mut db, 5, 0);
        text(&mut db, "build_epoch");
        ctrl(&mut db, 9, 1);
        db.push(1);
        db
    }

    #[test]
    fn an_mmdb_file_gives_country_region_and_city_by_address() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tiny.mmdb");
        std::fs::write(&path, tiny_mmdb()).unwrap();
        let geo = Geo::open(Some(&path)).unwrap();
        let place = geo.locate("203.0.113.7".parse().unwrap(), Some("Europe/London"));
        assert_eq!(
            place,
            Place {
                country: Some("United States".into()),
                region: Some("Florida".into()),
                city: Some("Palm Coast".into())
            }
        );
        assert_eq!(place.label().as_deref(), Some("Florida, United States"));
    }
}
