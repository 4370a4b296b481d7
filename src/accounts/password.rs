//! Password hashing with argon2id.
use argon2::password_hash::{Output, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use rand::RngCore;
use std::sync::{LazyLock, Mutex};
use tokio::sync::Semaphore;

/// Hashes at once: one per core. Each argon2 run holds 19 MiB and a core for
/// tens of milliseconds, so a flood of sign-ins queues here instead of
/// growing the server's memory by 19 MiB a request.
static HASHING: LazyLock<Semaphore> =
    LazyLock::new(|| Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get())));

/// The working memory of the verifications, one per permit, kept and
/// reused. Allocated afresh for every sign-in, the 19 MiB went back to the
/// allocator but not to the system: 200 sign-ins left the server at 3.6 GB.
static MEMORY: Mutex<Vec<Vec<Block>>> = Mutex::new(Vec::new());

/// `hash`, within the limit and on the blocking pool (never on the async
/// threads that serve pages).
pub async fn hash_limited(password: String) -> anyhow::Result<String> {
    let _permit = HASHING.acquire().await?;
    let mut blocks = MEMORY.lock().unwrap_or_else(|p| p.into_inner()).pop().unwrap_or_default();
    let (hashed, blocks) = tokio::task::spawn_blocking(move || {
        let hashed = hash_in(&mut blocks, &password);
        (hashed, blocks)
    })
    .await?;
    MEMORY.lock().unwrap_or_else(|p| p.into_inner()).push(blocks);
    hashed
}

/// `hash`, with `blocks` as argon2's memory: the same PHC string
/// (argon2id, the crate's default cost, a 16-byte random salt).
fn hash_in(blocks: &mut Vec<Block>, password: &str) -> anyhow::Result<String> {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    let salt = SaltString::encode_b64(&bytes).map_err(|e| anyhow::anyhow!("salt: {e}"))?;
    let params = Params::default();
    let needed = params.block_count();
    if blocks.len() < needed {
        blocks.resize(needed, Block::default());
    }
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    let argon = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
    argon
        .hash_password_into_with_memory(password.as_bytes(), &bytes, &mut out, &mut blocks[..needed])
        .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))?;
    let out = Output::new(&out).map_err(|e| anyhow::anyhow!("hashing failed: {e}"))?;
    Ok(format!(
        "$argon2id$v=19$m={},t={},p={}${}${out}",
        params.m_cost(),
        params.t_cost(),
        params.p_cost(),
        salt.as_str()
    ))
}

/// `verify_or_waste_time`, within the limit, on the blocking pool, in
/// memory kept from one verification to the next.
pub async fn verify_limited(password: String, stored: Option<String>) -> anyhow::Result<bool> {
    let _permit = HASHING.acquire().await?;
    let mut blocks = MEMORY.lock().unwrap_or_else(|p| p.into_inner()).pop().unwrap_or_default();
    let (ok, blocks) = tokio::task::spawn_blocking(move || {
        let ok = match stored.as_deref() {
            Some(stored) => verify_in(&mut blocks, &password, stored),
            // A missing account costs the same time, and is refused.
            None => {
                let _ = verify_in(&mut blocks, &password, &DUMMY);
                false
            }
        };
        (ok, blocks)
    })
    .await?;
    MEMORY.lock().unwrap_or_else(|p| p.into_inner()).push(blocks);
    Ok(ok)
}

/// Verifies `password` against a PHC string with `blocks` as argon2's memory
/// (grown to the hash's cost if need be). The comparison is constant-time.
fn verify_in(blocks: &mut Vec<Block>, password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else { return false };
    let (Some(expected), Some(salt)) = (parsed.hash, parsed.salt) else { return false };
    let (Ok(algorithm), Ok(params)) = (Algorithm::try_from(parsed.algorithm), Params::try_from(&parsed)) else {
        return false;
    };
    let Ok(version) = parsed.version.map_or(Ok(Version::V0x13), Version::try_from) else { return false };
    let mut salt_bytes = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut salt_bytes) else { return false };
    let needed = params.block_count();
    if blocks.len() < needed {
        blocks.resize(needed, Block::default());
    }
    let mut out = vec![0u8; expected.len()];
    let argon = Argon2::new(algorithm, version, params);
    argon.hash_password_into_with_memory(password.as_bytes(), salt, &mut out, &mut blocks[..needed]).is_ok()
        && Output::new(&out).is_ok_and(|o| o == expected)
}

/// `hash_limited` for the command line, which hashes one password and exits.
pub fn hash(password: &str) -> anyhow::Result<String> {
    hash_in(&mut Vec::new(), password)
}

/// Checked when the user does not exist, so a missing account takes as long
/// to refuse as a wrong password.
/// (Should hashing ever fail, a fixed hash of the same cost stands in.)
static DUMMY: LazyLock<String> =
    LazyLock::new(|| hash("not a real password").unwrap_or_else(|_| FALLBACK_DUMMY.to_string()));
const FALLBACK_DUMMY: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2SJK8hG7rjwxT4fTz8dV4tIvzJm0kZHqgG0Q3v2wVb8";

#[cfg(test)]
mod tests {
    use argon2::Argon2;
    use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};

    /// argon2's own verifier, the reference ours is checked against.
    fn verify(password: &str, stored: &str) -> bool {
        PasswordHash::new(stored).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
    }

    /// argon2's own hasher, likewise.
    fn reference_hash(password: &str) -> String {
        let salt = SaltString::encode_b64(b"sixteen byte slt").unwrap();
        Argon2::default().hash_password(password.as_bytes(), &salt).unwrap().to_string()
    }

    #[tokio::test]
    async fn a_hash_is_argon2id_and_verifies_only_the_right_password() {
        let h = super::hash("hunter22").unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(verify("hunter22", &h));
        assert!(!verify("hunter23", &h));
        assert!(!super::verify_limited("hunter22".into(), None).await.unwrap());
    }

    #[tokio::test]
    async fn a_hash_made_in_kept_memory_is_what_argon2_itself_makes_and_checks() {
        let h = super::hash_limited("tow-truck-2024".into()).await.unwrap();
        let reference = reference_hash("x");
        let params = |h: &str| h.split('$').take(4).collect::<Vec<_>>().join("$");
        assert_eq!(params(&h), params(&reference));
        assert!(verify("tow-truck-2024", &h), "argon2's own verifier accepts it: {h}");
        assert!(!verify("tow-truck-2025", &h));
    }

    #[tokio::test]
    async fn the_kept_memory_verifies_as_argon2_itself_does() {
        let h = reference_hash("tow-truck-2024");
        for _ in 0..3 {
            assert!(super::verify_limited("tow-truck-2024".into(), Some(h.clone())).await.unwrap());
            assert!(!super::verify_limited("tow-truck-2025".into(), Some(h.clone())).await.unwrap());
            assert!(!super::verify_limited("tow-truck-2024".into(), None).await.unwrap());
        }
        assert!(!super::verify_limited("x".into(), Some("not a hash".into())).await.unwrap());
        let kept = super::MEMORY.lock().unwrap();
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        assert!(!kept.is_empty() && kept.len() <= cores, "{} buffers kept", kept.len());
    }

    #[test]
    fn the_stand_in_hash_costs_what_a_real_one_does() {
        let real = reference_hash("x");
        let params = |h: &str| h.split('$').take(4).collect::<Vec<_>>().join("$");
        assert_eq!(params(super::FALLBACK_DUMMY), params(&real));
        assert!(PasswordHash::new(super::FALLBACK_DUMMY).is_ok());
    }
}
