//! Random tokens (sessions, password resets) and the hashes we store instead.
use rand::RngCore;
use sha2::{Digest, Sha256};

/// 256 random bits, hex-encoded.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}

pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// 128 random bits, URL-safe base64 (22 characters): a capability in a link
/// that must keep its text to one SMS segment (a review request).
pub fn short_url_token() -> String {
    use base64ct::Encoding;
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    base64ct::Base64UrlUnpadded::encode_string(&bytes)
}

/// 160 random bits, hex-encoded (40 characters): a capability carried in a
/// URL (the driver's tracking link), short enough to text.
pub fn random_url_token() -> String {
    let mut bytes = [0u8; 20];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}
