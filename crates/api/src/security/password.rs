//! Password hashing with argon2id (OWASP's recommended parameters are the crate defaults).

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng};

/// Hashes a password off the async runtime (argon2 is deliberately slow).
pub async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hashing a password failed: {e}"))
    })
    .await?
}

/// Checks a password against a stored hash; a malformed hash counts as a mismatch.
pub async fn verify(password: String, stored: String) -> anyhow::Result<bool> {
    Ok(tokio::task::spawn_blocking(move || {
        PasswordHash::new(&stored)
            .is_ok_and(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
    })
    .await?)
}

/// A hash of a random password, verified against when an email is unknown so that sign-in takes
/// the same time whether or not the account exists. Computed once per process.
pub async fn decoy_hash() -> anyhow::Result<String> {
    static DECOY: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    DECOY.get_or_try_init(|| hash(super::tokens::random_token())).await.cloned()
}
