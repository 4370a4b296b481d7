//! The lead forms' option lists, read from the same file the browser shows
//! them from (ui/src/features/leads/options.json), so the two cannot differ.
use serde::Deserialize;
use std::sync::LazyLock;

/// One option list: the values the server accepts, and what a person reads.
#[derive(Debug, Deserialize)]
#[serde(from = "Vec<Entry>")]
pub struct Choices {
    pub values: Vec<&'static str>,
    pub labels: Vec<&'static str>,
}

/// A plain entry is its own label; a `[value, label]` pair shows the label.
#[derive(Deserialize)]
#[serde(untagged)]
enum Entry {
    Plain(String),
    Labelled(String, String),
}

impl From<Vec<Entry>> for Choices {
    // The lists are read once and kept for the life of the process, so their
    // strings are leaked to give the validators plain `&'static str` slices.
    fn from(entries: Vec<Entry>) -> Self {
        let keep = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
        let (values, labels) = entries
            .into_iter()
            .map(|e| match e {
                Entry::Plain(v) => {
                    let v = keep(v);
                    (v, v)
                }
                Entry::Labelled(v, l) => (keep(v), keep(l)),
            })
            .unzip();
        Choices { values, labels }
    }
}

impl Choices {
    pub fn options(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.values.iter().copied().zip(self.labels.iter().copied())
    }
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Options {
    pub quote_urgencies: Choices,
    /// The admin's edit form offers its own list (docs/product.md#leads); either is accepted on edit.
    pub admin_quote_urgencies: Choices,
    pub service_types: Choices,
    pub locations: Choices,
    pub vehicle_types: Choices,
    pub services_needed: Choices,
    pub booking_urgencies: Choices,
    pub preferred_times: Choices,
}

// The file is compiled in and a test parses it, so a built binary cannot fail here.
#[allow(clippy::expect_used)]
pub static OPTIONS: LazyLock<Options> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../ui/src/features/leads/options.json")).expect("options.json is valid")
});

#[cfg(test)]
mod tests {
    use super::OPTIONS;

    #[test]
    fn the_option_file_gives_values_and_labels() {
        assert_eq!(OPTIONS.quote_urgencies.values[0], "Emergency (ASAP)");
        assert_eq!(OPTIONS.quote_urgencies.labels[0], "Emergency (ASAP)");
        assert_eq!(OPTIONS.vehicle_types.options().next(), Some(("semi-truck", "Semi-Truck / Tractor-Trailer")));
        assert_eq!(OPTIONS.services_needed.values.len(), 10);
        assert_eq!(OPTIONS.preferred_times.values.len(), 5);
    }
}
