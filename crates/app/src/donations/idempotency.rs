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

/// Everything a donation request asks that changes its outcome; an idempotency key is bound to
/// all of it, so a retry that changes any of them is refused rather than answered with the
/// donation the first request made.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    pub donor: UserId,
    pub project: ProjectId,
    pub amount: Money,
    pub rail: Rail,
    pub anonymous: bool,
    /// How it is paid: the card token, or the transaction id of an ADA claim.
    pub paid_with: &'a str,
}

fn anonymity(anonymous: bool) -> &'static str {
    if anonymous { "anonymous" } else { "named" }
}

/// The fingerprint an idempotency key is bound to: payer, project, amount, currency, rail,
/// anonymity and the means of payment.
pub fn fingerprint(asked: Asked<'_>) -> String {
    let (donor, project) = (asked.donor.to_string(), asked.project.to_string());
    let minor = asked.amount.minor.to_string();
    let currency = asked.amount.currency.code();
    hash(&[&donor, &project, &minor, currency, asked.rail.as_str(), anonymity(asked.anonymous), asked.paid_with])
}

/// A cart as its payer asks for it: every project with its amount and currency in the cart's
/// order, the rail, anonymity and the means of payment.
#[derive(Debug, Clone, Copy)]
pub struct AskedCart<'a> {
    pub payer: UserId,
    pub rail: Rail,
    pub items: &'a [CartItem],
    pub anonymous: bool,
    /// The card token (empty where the rail has none).
    pub paid_with: &'a str,
}

/// The fingerprint a checkout's idempotency key is bound to: all of [`AskedCart`].
pub fn checkout_fingerprint(asked: AskedCart<'_>) -> String {
    let lines: Vec<String> = asked
        .items
        .iter()
        .map(|item| format!("{}:{}:{}", item.project, item.amount.minor, item.amount.currency.code()))
        .collect();
    let mut parts = vec![asked.payer.to_string(), "checkout".to_owned(), asked.rail.as_str().to_owned()];
    parts.push(anonymity(asked.anonymous).to_owned());
    parts.push(asked.paid_with.to_owned());
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
