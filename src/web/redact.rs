//! Paths as the logs print them. A tracking, invoice, review, statement,
//! approval or missed-call link's token is the link's only key
//! (docs/product.md#dispatch, #invoices, #reviews, #fleets, #calls): whoever
//! reads it in a log could follow the truck, see or pay the invoice or the
//! fleet's statement, answer the fleet's approval, or see where a caller is.
//! Its first characters are enough to match a log line to a link.
use std::borrow::Cow;

/// Characters of a token kept in the logs.
const KEPT: usize = 6;

/// The segments a token follows, with and without the /api in front.
const BEFORE_TOKEN: [&str; 6] = ["track", "invoice", "r", "statement", "approve", "call"];

/// `path` with every link token cut to its first few characters and "…".
pub fn path_for_log(path: &str) -> Cow<'_, str> {
    let mut segments: Vec<&str> = path.split('/').collect();
    // "/track/T" splits into ["", "track", "T"]; "/api/track/T" into ["", "api", "track", "T"].
    let kind = if segments.get(1) == Some(&"api") { 2 } else { 1 };
    let at = kind + 1;
    let is_link = segments.first() == Some(&"")
        && segments.get(kind).is_some_and(|k| BEFORE_TOKEN.contains(k))
        && segments.get(at).is_some_and(|t| t.len() > KEPT);
    if !is_link {
        return Cow::Borrowed(path);
    }
    let token = segments[at];
    let kept = token.char_indices().nth(KEPT).map_or(token, |(i, _)| &token[..i]);
    let short = format!("{kept}…");
    segments[at] = &short;
    Cow::Owned(segments.join("/"))
}

#[cfg(test)]
mod tests {
    use super::path_for_log;

    #[test]
    fn link_tokens_are_cut_to_six_characters_and_other_paths_are_left_alone() {
        let t = "Zx81mQ4pLr7Tt2Vb9Kc0Wd3Ye5Fg6Hh1Jj";
        for (path, logged) in [
            (format!("/track/{t}"), "/track/Zx81mQ…".to_string()),
            (format!("/api/track/{t}"), "/api/track/Zx81mQ…".into()),
            (format!("/api/track/{t}/events"), "/api/track/Zx81mQ…/events".into()),
            (format!("/invoice/{t}"), "/invoice/Zx81mQ…".into()),
            (format!("/api/invoice/{t}"), "/api/invoice/Zx81mQ…".into()),
            (format!("/api/invoice/{t}/checkout"), "/api/invoice/Zx81mQ…/checkout".into()),
            (format!("/r/{t}"), "/r/Zx81mQ…".into()),
            (format!("/statement/{t}"), "/statement/Zx81mQ…".into()),
            (format!("/api/statement/{t}/checkout"), "/api/statement/Zx81mQ…/checkout".into()),
            (format!("/approve/{t}"), "/approve/Zx81mQ…".into()),
            (format!("/call/{t}"), "/call/Zx81mQ…".into()),
            ("/api/invoices/12".into(), "/api/invoices/12".into()),
            ("/tech/jobs/12".into(), "/tech/jobs/12".into()),
            ("/track/".into(), "/track/".into()),
            ("/api/track/short".into(), "/api/track/short".into()),
            ("/".into(), "/".into()),
            (format!("/api/leads/track/{t}"), format!("/api/leads/track/{t}")),
            ("/r/ñandú-ñandú-ñandú".into(), "/r/ñandú-…".into()),
        ] {
            assert_eq!(path_for_log(&path), logged, "{path}");
        }
    }
}
