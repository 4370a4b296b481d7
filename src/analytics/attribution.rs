//! Where a visit came from: the browser classifies the landing page's UTM
//! tags, click ids or referrer (ui/src/lib/attribution.ts) and sends the
//! result with every page view and lead. Parsed here, once, for both.
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// The marketing sources a visit is counted under (contract 4).
pub const SOURCES: [&str; 6] =
    ["google-organic", "google-ads", "google-business-profile", "facebook", "referral", "direct"];

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Attribution {
    pub source: Option<&'static str>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub session_id: Option<String>,
}

/// Describes the `attribution` member that `from_body` reads: null, "" or an
/// object, whose members are never refused (see `from_body`).
pub fn describe(i: &mut crate::validation::Input) {
    i.describe(
        "attribution",
        "Where the visit came from: an object, never refused for its content; null or \"\" is none; anything else is a 400.",
        serde_json::json!({"anyOf": [
            {"type": ["object", "null"], "properties": {
                "source": {"description": "google-organic, google-ads, google-business-profile, facebook, referral or direct (another value counts as referral)."},
                "medium": {"description": "Text, cut to 100 characters."},
                "campaign": {"description": "Text, cut to 100 characters."},
                "sessionId": {"description": "The tracker's session id: 8 to 64 letters, digits, - or _ (another value is dropped)."}
            }},
            {"type": "string", "enum": [""]}
        ]}),
        false,
    );
}

/// A tracker session id: what ui/src/lib/attribution.ts makes (a UUID), or
/// anything of the same alphabet and a sane length.
pub fn session_id(s: &str) -> Option<String> {
    let s = s.trim();
    let ok = (8..=64).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    ok.then(|| s.to_string())
}

fn short_text(v: Option<&Value>) -> Option<String> {
    let s = v?.as_str()?.trim();
    if s.is_empty() {
        return None;
    }
    // Tags are free text from a URL: cut, never refused.
    Some(s.chars().filter(|c| !c.is_control()).take(100).collect())
}

/// The `attribution` member of a lead or page-view body. Missing, null or ""
/// is "unknown" (a form posted without JavaScript). An object is always taken:
/// a source outside the list counts as `referral`, over-long tags are cut and
/// a malformed session id is dropped, because a lead must never be refused
/// for its marketing tags. Anything but an object is a 400 naming the field.
pub fn from_body(fields: &Map<String, Value>) -> Result<Option<Attribution>, BTreeMap<String, String>> {
    match fields.get("attribution") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.is_empty() => Ok(None),
        Some(Value::Object(a)) => {
            let source = match a.get("source").and_then(Value::as_str).map(str::trim) {
                None | Some("") => None,
                Some(s) => {
                    Some(SOURCES.iter().copied().find(|known| known.eq_ignore_ascii_case(s)).unwrap_or("referral"))
                }
            };
            Ok(Some(Attribution {
                source,
                medium: short_text(a.get("medium")),
                campaign: short_text(a.get("campaign")),
                session_id: a.get("sessionId").and_then(Value::as_str).and_then(session_id),
            }))
        }
        Some(_) => Err(BTreeMap::from([(
            "attribution".to_string(),
            "attribution must be an object {source, medium, campaign, sessionId}".to_string(),
        )])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn parse(v: Value) -> Result<Option<Attribution>, BTreeMap<String, String>> {
        from_body(v.as_object().unwrap())
    }

    #[test]
    fn a_known_source_is_kept_with_its_tags() {
        let a =
            parse(json!({"attribution": {"source": "google-ads", "medium": "cpc", "campaign": "tires", "sessionId": "0b6f3c0e-1d2a-4c55-9a43-0f7d1b2e3a4c"}}))
                .unwrap()
                .unwrap();
        assert_eq!(a.source, Some("google-ads"));
        assert_eq!(a.medium.as_deref(), Some("cpc"));
        assert_eq!(a.campaign.as_deref(), Some("tires"));
        assert_eq!(a.session_id.as_deref(), Some("0b6f3c0e-1d2a-4c55-9a43-0f7d1b2e3a4c"));
    }

    #[test]
    fn an_unknown_source_counts_as_referral_and_long_tags_are_cut() {
        let a =
            parse(json!({"attribution": {"source": "tiktok", "campaign": "x".repeat(500), "sessionId": "<script>"}}))
                .unwrap()
                .unwrap();
        assert_eq!(a.source, Some("referral"));
        assert_eq!(a.campaign.unwrap().len(), 100);
        assert_eq!(a.session_id, None);
    }

    #[test]
    fn no_attribution_is_fine_but_a_string_is_refused() {
        assert_eq!(parse(json!({})).unwrap(), None);
        assert_eq!(parse(json!({"attribution": null})).unwrap(), None);
        assert!(parse(json!({"attribution": "google"})).unwrap_err().contains_key("attribution"));
    }
}
