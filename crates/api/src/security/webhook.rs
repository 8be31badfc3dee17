//! Signed webhook deliveries: `X-Matchpool-Timestamp: <unix seconds>` and
//! `X-Matchpool-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`. A delivery more than
//! five minutes from our clock is refused, and so is one whose signature was already accepted, so
//! a captured call cannot be replayed.

use std::collections::{HashMap, VecDeque};
use std::sync::{LazyLock, Mutex};

use axum::http::{HeaderMap, StatusCode};
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use crate::error::ApiError;
use crate::security::limiter::SharedLimits;

/// How far a delivery's timestamp may be from our clock, either way.
pub const TOLERANCE_SECS: i64 = 5 * 60;
/// Signatures remembered at most; older ones go first (they are past the tolerance anyway at
/// any realistic delivery rate).
const REMEMBERED: usize = 10_000;

/// Signatures accepted within the tolerance, oldest first.
#[derive(Default)]
pub struct ReplayCache {
    seen: HashMap<Vec<u8>, i64>,
    order: VecDeque<(i64, Vec<u8>)>,
}

impl ReplayCache {
    /// Records `signature` (of a delivery stamped `timestamp`); false when it was seen before.
    fn first_time(&mut self, signature: &[u8], timestamp: i64, now: i64) -> bool {
        while let Some((stamp, _)) = self.order.front() {
            if *stamp >= now - TOLERANCE_SECS && self.order.len() < REMEMBERED {
                break;
            }
            if let Some((_, old)) = self.order.pop_front() {
                self.seen.remove(&old);
            }
        }
        if self.seen.contains_key(signature) {
            return false;
        }
        self.seen.insert(signature.to_vec(), timestamp);
        self.order.push_back((timestamp, signature.to_vec()));
        true
    }
}

/// The deliveries this process accepted. Each instance keeps its own; with Redis configured
/// [`claim_everywhere`] also refuses a replay sent to another instance.
static VERIFICATION_REPLAYS: LazyLock<Mutex<ReplayCache>> = LazyLock::new(Mutex::default);

/// Checks a delivery of the identity-verification provider's webhook.
pub fn verify_verification_delivery(
    secret: &str,
    headers: &HeaderMap,
    body: &[u8],
    now: DateTime<Utc>,
) -> Result<(), ApiError> {
    let mut replays = VERIFICATION_REPLAYS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    verify(secret, headers, body, now, &mut replays)
}

/// After [`verify_verification_delivery`] accepted a delivery here: refuses it when another
/// instance accepted the same signature (with Redis; without it each instance only knows its own).
/// Redis not answering leaves the local check alone in force.
pub async fn claim_everywhere(shared: Option<&SharedLimits>, headers: &HeaderMap) -> Result<(), ApiError> {
    let (Some(shared), Some(signature)) = (shared, headers.get("x-matchpool-signature")) else {
        return Ok(());
    };
    let key = format!("webhook:{}", hex::encode(Sha256::digest(signature.as_bytes())));
    let window = std::time::Duration::from_secs(2 * TOLERANCE_SECS as u64);
    match tokio::time::timeout(std::time::Duration::from_millis(500), shared.first_time(&key, window)).await {
        Ok(Ok(true)) => Ok(()),
        Ok(Ok(false)) => Err(replayed()),
        Ok(Err(err)) => {
            tracing::warn!(error = %err, "the shared webhook replay check is unavailable");
            Ok(())
        }
        Err(_) => {
            tracing::warn!("the shared webhook replay check did not answer in time");
            Ok(())
        }
    }
}

fn replayed() -> ApiError {
    ApiError::conflict("verification.replayed", "This webhook delivery was already received.")
}

fn verify(
    secret: &str,
    headers: &HeaderMap,
    body: &[u8],
    now: DateTime<Utc>,
    replays: &mut ReplayCache,
) -> Result<(), ApiError> {
    let bad = || {
        tracing::warn!("refused a webhook delivery with a bad signature");
        ApiError::new(StatusCode::BAD_REQUEST, "verification.bad_signature", "The webhook signature is not valid.")
    };
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).map(str::trim);
    let stamp = header("x-matchpool-timestamp").ok_or_else(bad)?;
    let timestamp: i64 = stamp.parse().map_err(|_| bad())?;
    let signature =
        header("x-matchpool-signature").and_then(|v| v.strip_prefix("sha256=")).and_then(|h| hex::decode(h).ok());
    let signature = signature.filter(|_| !secret.is_empty()).ok_or_else(bad)?;
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).map_err(|_| bad())?;
    mac.update(stamp.as_bytes());
    mac.update(b".");
    mac.update(body);
    mac.verify_slice(&signature).map_err(|_| bad())?;
    if (now.timestamp() - timestamp).abs() > TOLERANCE_SECS {
        tracing::warn!(timestamp, "refused a webhook delivery outside the time tolerance");
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "verification.stale_delivery",
            "The webhook delivery is too old (or from the future); sign each delivery with the current time.",
        ));
    }
    if !replays.first_time(&signature, timestamp, now.timestamp()) {
        tracing::warn!(timestamp, "refused a repeated webhook delivery");
        return Err(replayed());
    }
    Ok(())
}

/// The headers a sender puts on a delivery of `body` at `timestamp` (for senders and tests).
pub fn sign(secret: &str, timestamp: i64, body: &[u8]) -> [(&'static str, String); 2] {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC accepts any key length");
    mac.update(format!("{timestamp}.").as_bytes());
    mac.update(body);
    [
        ("x-matchpool-timestamp", timestamp.to_string()),
        ("x-matchpool-signature", format!("sha256={}", hex::encode(mac.finalize().into_bytes()))),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: [(&'static str, String); 2]) -> HeaderMap {
        pairs.into_iter().map(|(k, v)| (k.parse().unwrap(), v.parse().unwrap())).collect()
    }

    fn code(result: Result<(), ApiError>) -> String {
        result.map_or_else(|e| e.code().to_owned(), |()| "ok".to_owned())
    }

    #[test]
    fn a_fresh_delivery_passes_once() {
        let now = Utc::now();
        let mut cache = ReplayCache::default();
        let signed = headers(sign("s3cret", now.timestamp() - 10, b"{}"));
        assert_eq!(code(verify("s3cret", &signed, b"{}", now, &mut cache)), "ok");
        assert_eq!(code(verify("s3cret", &signed, b"{}", now, &mut cache)), "verification.replayed");
    }

    #[test]
    fn old_forged_and_unsigned_deliveries_are_refused() {
        let now = Utc::now();
        let mut cache = ReplayCache::default();
        let old = headers(sign("s3cret", now.timestamp() - TOLERANCE_SECS - 1, b"{}"));
        assert_eq!(code(verify("s3cret", &old, b"{}", now, &mut cache)), "verification.stale_delivery");
        let future = headers(sign("s3cret", now.timestamp() + TOLERANCE_SECS + 1, b"{}"));
        assert_eq!(code(verify("s3cret", &future, b"{}", now, &mut cache)), "verification.stale_delivery");
        let forged = headers(sign("wrong", now.timestamp(), b"{}"));
        assert_eq!(code(verify("s3cret", &forged, b"{}", now, &mut cache)), "verification.bad_signature");
        let signed = headers(sign("s3cret", now.timestamp(), b"{}"));
        assert_eq!(code(verify("s3cret", &signed, b"{\"x\":1}", now, &mut cache)), "verification.bad_signature");
        assert_eq!(code(verify("", &signed, b"{}", now, &mut cache)), "verification.bad_signature", "no secret");
        let mut moved = signed.clone();
        moved.insert("x-matchpool-timestamp", (now.timestamp() - 1).into());
        assert_eq!(code(verify("s3cret", &moved, b"{}", now, &mut cache)), "verification.bad_signature");
    }

    #[test]
    fn the_cache_forgets_what_the_tolerance_refuses_anyway() {
        let mut cache = ReplayCache::default();
        assert!(cache.first_time(b"a", 1000, 1000));
        assert!(!cache.first_time(b"a", 1000, 1100));
        assert!(cache.first_time(b"b", 1400, 1400));
        assert_eq!(cache.seen.len(), 1, "a is past the tolerance and forgotten");
        for i in 0..REMEMBERED + 5 {
            cache.first_time(&i.to_be_bytes(), 1400, 1400);
        }
        assert!(cache.seen.len() <= REMEMBERED);
    }
}
