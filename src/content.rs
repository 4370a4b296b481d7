//! Business facts from the one content file the UI also reads.
use serde::Deserialize;
use std::sync::LazyLock;

#[derive(Debug, Deserialize)]
pub struct Phone {
    pub display: String,
    pub tel: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Phones {
    pub emergency: Phone,
    pub after_hours: Phone,
}

#[derive(Debug, Deserialize)]
pub struct Business {
    pub name: String,
    pub phones: Phones,
}

pub static BUSINESS: LazyLock<Business> =
    LazyLock::new(|| serde_json::from_str(include_str!("../ui/src/content/business.json")).expect("ui/src/content/business.json is valid"));

#[cfg(test)]
mod tests {
    #[test]
    fn the_content_file_names_the_emergency_line() {
        assert_eq!(super::BUSINESS.phones.emergency.display, "(386) 372-8412");
        assert_eq!(super::BUSINESS.phones.after_hours.display, "(386) 338-7945");
    }
}
