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

/// 160 random bits, hex-encoded (40 characters): a capability carried in a
/// URL (the driver's tracking link), short enough to text.
pub fn random_url_token() -> String {
    let mut bytes = [0u8; 20];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}
