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

/// One suggestion the analyzer or the chat can make, and its price range.
#[derive(Debug, Deserialize)]
pub struct Suggestion {
    pub service: String,
    pub price: String,
}

/// The analyzer's keyword table and the chat's suggested services (docs/product.md#business-facts).
/// The browser applies them; the server only accepts what they can suggest.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ServiceGuide {
    pub analyzer: Vec<Suggestion>,
    pub analyzer_fallback: Suggestion,
    pub chat: Vec<Suggestion>,
    pub chat_fallback: Suggestion,
    /// The chat's four urgency answers, verbatim.
    pub chat_urgencies: Vec<String>,
    /// What the chat sends as the analyzer urgency when none was given.
    pub chat_default_urgency: String,
}

impl ServiceGuide {
    /// The price this guide gives for `service`, if it can suggest it at all.
    pub fn price_of(&self, service: &str) -> Option<&str> {
        self.analyzer
            .iter()
            .chain([&self.analyzer_fallback])
            .chain(&self.chat)
            .chain([&self.chat_fallback])
            .find(|s| s.service == service)
            .map(|s| s.price.as_str())
    }

    /// Every urgency an analyzer request may carry: the analyzer table's
    /// (emergency, urgent, today), the chat's four answers and its default.
    pub fn urgencies(&self) -> Vec<&str> {
        let mut all = vec!["emergency", "urgent", "today"];
        all.extend(self.chat_urgencies.iter().map(String::as_str));
        all.push(&self.chat_default_urgency);
        all
    }
}

/// Promises the site makes; texts repeat them.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Claims {
    pub average_response_minutes: u32,
}

/// Text message templates (docs/product.md#messages): `{name}` stands for a value.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageTemplates {
    /// To the driver, for every lead with a phone number.
    pub lead_received: String,
    /// The answer to HELP.
    pub help: String,
    /// The answer to START (opted back in).
    pub opted_in: String,
    /// To the staff numbers of `[alerts] sms_to`.
    pub staff_alert: String,
    /// To the driver when the technician taps On my way.
    pub tracking_link: String,
    /// To the customer some time after a completed job (docs/product.md#reviews).
    pub review_request: String,
    /// To the customer when staff send an invoice: its link.
    pub invoice_sent: String,
    /// To the customer for every payment recorded on their invoice.
    pub receipt: String,
    /// To a caller nobody answered (docs/product.md#calls): the link shares where they are.
    pub missed_call: String,
    /// A fleet's approval request: {business}, {fleet}, {unit}, {total}, {limit}, {url}.
    pub approval_request: String,
}

#[derive(Debug, Deserialize)]
pub struct Address {
    pub locality: String,
    pub region: String,
}

/// How to pay by one of the business's payment methods, shown on the invoice
/// page; `{phone}` stands for the emergency line.
#[derive(Debug, Deserialize)]
pub struct PaymentInstructions {
    pub method: String,
    pub instructions: String,
}

/// A fleet's ways to pay by post and bank (`Business::fleet_remittance`).
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FleetRemittance {
    /// The address checks are mailed to, on one line.
    #[serde(default)]
    pub check_address: String,
    /// The bank details for an ACH transfer, as a sentence or two.
    #[serde(default)]
    pub ach: String,
}

/// `template` with each `{key}` replaced by its value.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = template.to_string();
    for (key, value) in values {
        out = out.replace(&format!("{{{key}}}"), value);
    }
    out
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Business {
    pub name: String,
    pub legal_name: String,
    pub address: Address,
    pub phones: Phones,
    pub service_guide: ServiceGuide,
    /// What a technician may record as the way a job was paid.
    pub payment_methods: Vec<String>,
    pub claims: Claims,
    pub messages: MessageTemplates,
    pub invoice_payment: Vec<PaymentInstructions>,
    /// Where a fleet on terms sends a check, and its ACH details: on a fleet
    /// invoice's page when set (empty until the owner fills them in).
    #[serde(default)]
    pub fleet_remittance: FleetRemittance,
    /// The public review page (Google's) every review request links to.
    pub review_url: String,
    /// What a job must show before it is completed, and the words above the
    /// customer's signature (docs/product.md#proof).
    pub proof: ProofContent,
    /// What an estimate's text says, and the terms on its page (docs/product.md#estimates).
    pub estimates: EstimateContent,
}

/// The estimate's texts and the owner's written terms, shown on its page
/// before the driver approves.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EstimateContent {
    /// {business}, {number}, {total}, {url}.
    pub sent: String,
    /// A change order: {business}, {difference}, {url}.
    pub change_order: String,
    /// A fleet job's estimate, to each of the fleet's approvers:
    /// {business}, {number}, {fleet}, {unit}, {total}, {po}, {url}.
    pub fleet_sent: String,
    /// The cancellation terms, word for word on the page.
    pub cancellation_terms: String,
    /// Whether the terms keep a deposit once the technician is on the way
    /// (a job cancelled before that refunds it).
    pub deposit_kept_once_en_route: bool,
    /// Under the approve button of a hold, and of a deposit.
    pub hold_note: String,
    pub deposit_note: String,
}

/// The checklists of proof per service, the four corners, and the terms the
/// customer signs under.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofContent {
    pub checklists: Vec<Checklist>,
    pub four_corners: Vec<CheckItem>,
    pub signature_terms: String,
}

/// The items a job of a matching service needs: a job matches when its
/// service contains one of `match` (any case).
#[derive(Debug, Deserialize)]
pub struct Checklist {
    #[serde(rename = "match")]
    pub matches: Vec<String>,
    pub items: Vec<CheckItem>,
}

/// One thing a job must show: a photo of it, or the technician's tick.
#[derive(Debug, Clone, Deserialize, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckItem {
    /// The item's key (what a photo is filed under, what a waiver names).
    pub key: String,
    pub label: String,
    pub kind: CheckKind,
    /// A photo only the owner may see (an ID, a registration).
    #[serde(default)]
    pub sensitive: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum CheckKind {
    Photo,
    Tick,
}

impl ProofContent {
    /// The items a job of `service` needs, in the order the app shows them:
    /// the four corners (when the owner asks for them), then each matching
    /// checklist's, each key once.
    pub fn items_for(&self, service: &str, four_corners: bool) -> Vec<CheckItem> {
        let service = service.to_lowercase();
        let mut items: Vec<CheckItem> = Vec::new();
        let corners = if four_corners { self.four_corners.as_slice() } else { &[] };
        let matching = self
            .checklists
            .iter()
            .filter(|c| c.matches.iter().any(|m| service.contains(&m.to_lowercase())))
            .flat_map(|c| c.items.iter());
        for item in corners.iter().chain(matching) {
            if !items.iter().any(|i| i.key == item.key) {
                items.push(item.clone());
            }
        }
        items
    }

    /// The item filed under `key`, whatever the job's service (the four
    /// corners, then each checklist's).
    pub fn item(&self, key: &str) -> Option<&CheckItem> {
        self.four_corners.iter().chain(self.checklists.iter().flat_map(|c| c.items.iter())).find(|i| i.key == key)
    }

    /// Whether a photo filed under `key` is sensitive (an ID's).
    pub fn is_sensitive(&self, key: &str) -> bool {
        self.item(key).is_some_and(|i| i.sensitive)
    }

    /// Every key a photo or tick may be filed under (besides `other`).
    pub fn knows(&self, key: &str) -> bool {
        self.item(key).is_some()
    }
}

// The file is compiled in and a test parses it, so a built binary cannot fail here.
#[allow(clippy::expect_used)]
pub static BUSINESS: LazyLock<Business> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../ui/src/content/business.json"))
        .expect("ui/src/content/business.json is valid")
});

/// The price book a new install starts with (ui/src/content/price-book.json).
#[derive(Debug, Deserialize)]
pub struct PriceBookSeed {
    pub items: Vec<SeedItem>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeedItem {
    pub name: String,
    pub price_cents: i64,
    pub kind: PriceKind,
}

/// Labour is not taxed; parts are.
#[derive(Debug, Deserialize, PartialEq, Eq, Clone, Copy)]
#[serde(rename_all = "lowercase")]
pub enum PriceKind {
    Labour,
    Part,
}

// Compiled in and parsed by a test, like the business file.
#[allow(clippy::expect_used)]
pub static PRICE_BOOK: LazyLock<PriceBookSeed> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../ui/src/content/price-book.json"))
        .expect("ui/src/content/price-book.json is valid")
});

#[cfg(test)]
mod tests {
    #[test]
    fn a_lockout_needs_the_id_and_registration_and_a_tire_job_its_before_and_after() {
        let proof = &super::BUSINESS.proof;
        let keys = |service: &str, corners: bool| -> Vec<String> {
            proof.items_for(service, corners).into_iter().map(|i| i.key).collect()
        };
        assert_eq!(keys("Vehicle Lockout Service", false), ["photo-id", "registration", "names-match"]);
        assert_eq!(keys("Mobile Tire Repair", false), ["tire-before", "tire-after"]);
        assert!(keys("Emergency Fuel Delivery", false).is_empty());
        assert_eq!(keys("Emergency Fuel Delivery", true).len(), 4);
        assert!(proof.is_sensitive("photo-id") && proof.is_sensitive("registration"));
        assert!(!proof.is_sensitive("tire-before") && !proof.is_sensitive("corner-front-left"));
    }

    #[test]
    fn the_price_book_seed_has_no_near_duplicates_and_taxes_parts_only() {
        let items = &super::PRICE_BOOK.items;
        let key = |n: &str| n.to_lowercase().replace(" service", "");
        for (i, a) in items.iter().enumerate() {
            for b in &items[i + 1..] {
                assert_ne!(key(&a.name), key(&b.name), "near-duplicates: {} and {}", a.name, b.name);
            }
        }
        assert!(items.iter().any(|i| i.kind == super::PriceKind::Part));
        assert!(items.iter().all(|i| i.price_cents > 0));
    }

    #[test]
    fn the_content_file_names_the_emergency_line() {
        assert_eq!(super::BUSINESS.phones.emergency.display, "(386) 372-8412");
        assert_eq!(super::BUSINESS.phones.after_hours.display, "(386) 338-7945");
    }

    #[test]
    fn the_service_guide_prices_what_the_analyzer_and_the_chat_suggest() {
        let guide = &super::BUSINESS.service_guide;
        assert_eq!(guide.price_of("Emergency Tire Replacement"), Some("$120-180"));
        assert_eq!(guide.price_of("Jump Start Service"), Some("$50-80"));
        assert_eq!(guide.price_of("General Roadside Assistance"), Some("$50-150"));
        assert_eq!(guide.price_of("Free Lunch"), None);
    }

    #[test]
    fn every_payment_method_has_instructions_for_the_invoice_page() {
        let b = &super::BUSINESS;
        let methods: Vec<&str> = b.invoice_payment.iter().map(|p| p.method.as_str()).collect();
        assert_eq!(methods, b.payment_methods.iter().map(String::as_str).collect::<Vec<_>>());
    }
}
