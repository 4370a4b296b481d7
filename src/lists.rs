//! Payment methods, invoice statuses, job statuses and a fleet's terms, PO
//! rules and unit types with their words, read
//! from the file the UI reads too (ui/src/lib/lists.json): a value or a
//! label changed there changes on both sides at once.
use serde::Deserialize;
use std::sync::LazyLock;

#[derive(Debug, Deserialize)]
pub struct PaymentMethod {
    pub value: String,
    pub label: String,
    /// Recorded by hand by staff or a technician; "card" is Stripe's alone.
    pub manual: bool,
}

#[derive(Debug, Deserialize)]
pub struct InvoiceStatusEntry {
    pub value: String,
    pub label: String,
    /// The word on the customer's own invoice page ("Due" rather than "Sent").
    pub customer: String,
}

#[derive(Debug, Deserialize)]
pub struct JobStatusEntry {
    pub value: String,
    pub tech: String,
    /// Completes "Your technician is …" on the tracking page.
    pub tracking: String,
    pub open: bool,
}

/// A fleet's payment terms: an invoice is due this many days after it is sent.
#[derive(Debug, Deserialize)]
pub struct FleetTerms {
    pub value: String,
    pub label: String,
    pub days: i64,
}

/// When a fleet wants a purchase order number.
#[derive(Debug, Deserialize)]
pub struct PoRule {
    pub value: String,
    pub label: String,
    /// The words on a lead card ("PO required"); empty when none is needed.
    pub short: String,
}

#[derive(Debug, Deserialize)]
pub struct Labelled {
    pub value: String,
    pub label: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Lists {
    pub payment_methods: Vec<PaymentMethod>,
    pub invoice_statuses: Vec<InvoiceStatusEntry>,
    pub job_statuses: Vec<JobStatusEntry>,
    pub fleet_terms: Vec<FleetTerms>,
    pub po_rules: Vec<PoRule>,
    pub unit_types: Vec<Labelled>,
}

// Compiled in and parsed by a test, so a built binary cannot fail here.
#[allow(clippy::expect_used)]
pub static LISTS: LazyLock<Lists> =
    LazyLock::new(|| serde_json::from_str(include_str!("../ui/src/lib/lists.json")).expect("lists.json is valid"));

/// A status whose values are one list of lists.json, its variants in the
/// list's order (a test holds each enum to its list): the server compares
/// variants, and the words exist once, in the file the UI reads too. In
/// SQL and JSON it is the list's value; in the OpenAPI document a string
/// of those values, so the UI's generated types name them.
macro_rules! listed_status {
    ($(#[$doc:meta])* $name:ident from $list:ident { $($variant:ident),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: [$name; [$(stringify!($variant)),+].len()] = [$($name::$variant),+];

            /// The value from ui/src/lib/lists.json.
            pub fn as_str(self) -> &'static str {
                &$crate::lists::LISTS.$list[self as usize].value
            }

            pub fn parse(s: &str) -> Option<$name> {
                $name::ALL.into_iter().find(|k| k.as_str() == s)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                let s = String::deserialize(d)?;
                $name::parse(&s)
                    .ok_or_else(|| serde::de::Error::custom(format!("{s:?} is not a {}", stringify!($name))))
            }
        }

        impl rusqlite::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(self.as_str().into())
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<$name> {
                let s = v.as_str()?;
                $name::parse(s).ok_or_else(|| rusqlite::types::FromSqlError::Other(format!("{s:?} is not a {}", stringify!($name)).into()))
            }
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                let values: Vec<&str> = $name::ALL.iter().map(|v| v.as_str()).collect();
                utoipa::openapi::schema::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .enum_values(Some(values))
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {}
    };
}
pub(crate) use listed_status;

listed_status! {
    /// Where an invoice is: draft, sent, partly-paid, paid or void.
    InvoiceStatus from invoice_statuses { Draft, Sent, PartlyPaid, Paid, Void }
}

impl InvoiceStatus {
    /// The word on the customer's own invoice page ("Due" rather than "Sent").
    pub fn customer_words(self) -> &'static str {
        &LISTS.invoice_statuses[self as usize].customer
    }

    /// Sent and not yet void: it counts toward what is owed.
    pub fn is_billed(self) -> bool {
        !matches!(self, InvoiceStatus::Draft | InvoiceStatus::Void)
    }
}

/// The validators want `&'static str` slices; LISTS lives for the whole process.
fn values<T>(items: &'static [T], value: fn(&'static T) -> &'static str) -> Vec<&'static str> {
    items.iter().map(value).collect()
}

pub static MANUAL_METHODS: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| LISTS.payment_methods.iter().filter(|m| m.manual).map(|m| m.value.as_str()).collect());

pub static INVOICE_STATUSES: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| values(&LISTS.invoice_statuses, |s| s.value.as_str()));

pub static FLEET_TERMS: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| values(&LISTS.fleet_terms, |t| t.value.as_str()));
pub static PO_RULES: LazyLock<Vec<&'static str>> = LazyLock::new(|| values(&LISTS.po_rules, |r| r.value.as_str()));
pub static UNIT_TYPES: LazyLock<Vec<&'static str>> = LazyLock::new(|| values(&LISTS.unit_types, |u| u.value.as_str()));

/// Days from sending to due for these terms (0: due on receipt).
pub fn terms_days(terms: &str) -> i64 {
    LISTS.fleet_terms.iter().find(|t| t.value == terms).map_or(0, |t| t.days)
}

pub fn terms_label(terms: &str) -> &'static str {
    LISTS.fleet_terms.iter().find(|t| t.value == terms).map_or("Due on receipt", |t| t.label.as_str())
}

pub fn unit_type_label(value: &str) -> &'static str {
    LISTS.unit_types.iter().find(|u| u.value == value).map_or("Other", |u| u.label.as_str())
}

pub fn method_label(method: &str) -> &'static str {
    LISTS.payment_methods.iter().find(|m| m.value == method).map_or("Card", |m| m.label.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_file_parses() {
        assert_eq!(*MANUAL_METHODS, ["cash", "zelle", "cashapp", "check", "card-on-site", "ach"]);
        assert_eq!(*INVOICE_STATUSES, ["draft", "sent", "partly-paid", "paid", "void"]);
        assert_eq!(method_label("cashapp"), "Cash App");
        assert_eq!(*FLEET_TERMS, ["receipt", "net15", "net30"]);
        assert_eq!((terms_days("net30"), terms_label("net15")), (30, "Net 15"));
        assert_eq!(*PO_RULES, ["none", "before", "after"]);
        assert_eq!(unit_type_label("box-truck"), "Box truck");
    }

    #[test]
    fn invoice_statuses_are_in_the_order_of_the_variants() {
        assert_eq!(LISTS.invoice_statuses.len(), InvoiceStatus::ALL.len());
        let named: Vec<&str> = InvoiceStatus::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(named, ["draft", "sent", "partly-paid", "paid", "void"]);
        assert_eq!(InvoiceStatus::Sent.customer_words(), "Due");
        assert_eq!(serde_json::to_string(&InvoiceStatus::PartlyPaid).unwrap(), "\"partly-paid\"");
        assert_eq!(serde_json::from_str::<InvoiceStatus>("\"void\"").unwrap(), InvoiceStatus::Void);
        assert!(serde_json::from_str::<InvoiceStatus>("\"lost\"").is_err());
    }

    #[test]
    fn job_statuses_are_in_the_order_of_the_variants() {
        use crate::jobs::validate::JobStatus;
        assert_eq!(LISTS.job_statuses.len(), JobStatus::ALL.len());
        let named: Vec<&str> = JobStatus::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(named, ["pending", "scheduled", "en route", "on site", "completed", "cancelled"]);
        assert_eq!(JobStatus::EnRoute.tracking_words(), "on the way");
    }
}
