//! Password hashing with argon2id.
use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use rand::RngCore;
use std::sync::LazyLock;
use tokio::sync::Semaphore;

/// Hashes at once: one per core. Each argon2 run holds 19 MiB and a core for
/// tens of milliseconds, so a flood of sign-ins queues here instead of
/// growing the server's memory by 19 MiB a request.
static HASHING: LazyLock<Semaphore> =
    LazyLock::new(|| Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get())));

/// `hash`, within the limit and on the blocking pool (never on the async
/// threads that serve pages).
pub async fn hash_limited(password: String) -> anyhow::Result<String> {
    let _permit = HASHING.acquire().await?;
    tokio::task::spawn_blocking(move || hash(&password)).await?
}

/// `verify_or_waste_time`, within the limit and on the blocking pool.
pub async fn verify_limited(password: String, stored: Option<String>) -> anyhow::Result<bool> {
    let _permit = HASHING.acquire().await?;
    Ok(tokio::task::spawn_blocking(move || verify_or_waste_time(&password, stored.as_deref())).await?)
}

pub fn hash(password: &str) -> anyhow::Result<String> {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    let salt = SaltString::encode_b64(&bytes).map_err(|e| anyhow::anyhow!("salt: {e}"))?;
    Ok(Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))?
        .to_string())
}

pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
}

/// Checked when the user does not exist, so a missing account takes as long
/// to refuse as a wrong password.
/// (Should hashing ever fail, a fixed hash of the same cost stands in.)
static DUMMY: LazyLock<String> =
    LazyLock::new(|| hash("not a real password").unwrap_or_else(|_| FALLBACK_DUMMY.to_string()));
const FALLBACK_DUMMY: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2SJK8hG7rjwxT4fTz8dV4tIvzJm0kZHqgG0Q3v2wVb8";

pub fn verify_or_waste_time(password: &str, stored: Option<&str>) -> bool {
    match stored {
        Some(s) => verify(password, s),
        None => {
            let _ = verify(password, &DUMMY);
            false
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_hash_is_argon2id_and_verifies_only_the_right_password() {
        let h = super::hash("hunter22").unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(super::verify("hunter22", &h));
        assert!(!super::verify("hunter23", &h));
        assert!(!super::verify_or_waste_time("hunter22", None));
    }

    #[test]
    fn the_stand_in_hash_costs_what_a_real_one_does() {
        let real = super::hash("x").unwrap();
        let params = |h: &str| h.split('$').take(4).collect::<Vec<_>>().join("$");
        assert_eq!(params(super::FALLBACK_DUMMY), params(&real));
        assert!(argon2::password_hash::PasswordHash::new(super::FALLBACK_DUMMY).is_ok());
    }
}
