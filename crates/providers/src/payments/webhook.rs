//! Stripe webhook signatures: `Stripe-Signature: t=<unix>,v1=<hex hmac-sha256(secret, "t.body")>`.

use hmac::{Hmac, Mac};
use sha2::Sha256;

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum WebhookError {
    #[error("the signature header is missing or malformed")]
    Malformed,
    #[error("the signature does not match")]
    Mismatch,
    #[error("the signature is too old")]
    Expired,
}

/// Checks a webhook body against its header, allowing `tolerance_secs` of clock difference.
pub fn verify_stripe_signature(
    header: &str,
    body: &[u8],
    secret: &str,
    now_unix: i64,
    tolerance_secs: i64,
) -> Result<(), WebhookError> {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", t)) => timestamp = t.parse::<i64>().ok(),
            Some(("v1", sig)) => signatures.push(sig.to_owned()),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(WebhookError::Malformed)?;
    if signatures.is_empty() {
        return Err(WebhookError::Malformed);
    }
    if (now_unix - timestamp).abs() > tolerance_secs {
        return Err(WebhookError::Expired);
    }
    for signature in signatures {
        let Ok(expected) = hex::decode(&signature) else { continue };
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).map_err(|_| WebhookError::Malformed)?;
        mac.update(timestamp.to_string().as_bytes());
        mac.update(b".");
        mac.update(body);
        if mac.verify_slice(&expected).is_ok() {
            return Ok(());
        }
    }
    Err(WebhookError::Mismatch)
}

/// Signs a body as Stripe would (for tests and local tools).
pub fn sign(body: &[u8], secret: &str, timestamp: i64) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    format!("t={timestamp},v1={}", hex::encode(mac.finalize().into_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_checked_for_body_secret_and_age() {
        let header = sign(b"{\"id\":1}", "whsec_test", 1000);
        assert_eq!(verify_stripe_signature(&header, b"{\"id\":1}", "whsec_test", 1100, 300), Ok(()));
        assert_eq!(
            verify_stripe_signature(&header, b"{\"id\":2}", "whsec_test", 1100, 300),
            Err(WebhookError::Mismatch)
        );
        assert_eq!(verify_stripe_signature(&header, b"{\"id\":1}", "other", 1100, 300), Err(WebhookError::Mismatch));
        assert_eq!(
            verify_stripe_signature(&header, b"{\"id\":1}", "whsec_test", 2000, 300),
            Err(WebhookError::Expired)
        );
        assert_eq!(verify_stripe_signature("garbage", b"", "whsec_test", 1000, 300), Err(WebhookError::Malformed));
    }
}
