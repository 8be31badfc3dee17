//! Retries never double a donation: an `Idempotency-Key` bound to the request's fingerprint (the
//! same key with another body is refused, as Stripe does), or, without a key, the same request
//! within a short window.

use chrono::Utc;
use matchpool_domain::checkout::CartItem;
use matchpool_domain::donation::Donation;
use matchpool_domain::{Money, ProjectId, Rail, UserId};
use sha2::{Digest, Sha256};

use crate::{AppError, AppResult};

fn hash(parts: &[&str]) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part.as_bytes());
        hasher.update([0u8]);
    }
    hex::encode(hasher.finalize())
}

/// The fingerprint an idempotency key is bound to: payer, project, amount, currency and rail.
pub fn fingerprint(donor: UserId, project: ProjectId, amount: Money, rail: Rail) -> String {
    let (donor, project, minor) = (donor.to_string(), project.to_string(), amount.minor.to_string());
    hash(&[&donor, &project, &minor, amount.currency.code(), rail.as_str()])
}

/// The fingerprint a checkout's idempotency key is bound to: payer, rail, and every project with
/// its amount and currency, in the cart's order.
pub fn checkout_fingerprint(payer: UserId, rail: Rail, items: &[CartItem]) -> String {
    let lines: Vec<String> = items
        .iter()
        .map(|item| format!("{}:{}:{}", item.project, item.amount.minor, item.amount.currency.code()))
        .collect();
    let mut parts = vec![payer.to_string(), "checkout".to_owned(), rail.as_str().to_owned()];
    parts.extend(lines);
    hash(&parts.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Refuses a retry whose stored fingerprint differs from this request's.
pub fn same_request_hash(stored: Option<&str>, fingerprint: &str) -> AppResult<()> {
    if stored.is_some_and(|h| h != fingerprint) {
        return Err(AppError::unprocessable(
            "idempotency.key_reused",
            "This Idempotency-Key was already used for another donation. Use a new key for a new donation.",
        ));
    }
    Ok(())
}

/// The donation a retry with the same key finds, if its request was the same.
pub fn same_request(existing: Donation, fingerprint: &str) -> AppResult<Donation> {
    same_request_hash(existing.request_hash.as_deref(), fingerprint)?;
    Ok(existing)
}

/// De-duplication keys of a request without an idempotency key: this window's and the previous
/// one's (so a retry that straddles the boundary is still caught); the first is stored.
pub fn window_keys(parts: &[&str], window_secs: i64) -> [String; 2] {
    let bucket = Utc::now().timestamp() / window_secs.max(1);
    let key = |bucket: i64| {
        let bucket = bucket.to_string();
        let mut all: Vec<&str> = parts.to_vec();
        all.push(&bucket);
        hash(&all)
    };
    [key(bucket), key(bucket - 1)]
}

/// The stored de-duplication key of a request with an idempotency key (unique per donor and key).
pub fn keyed(donor: UserId, key: &str) -> String {
    hash(&[&donor.to_string(), "idempotency", key])
}
