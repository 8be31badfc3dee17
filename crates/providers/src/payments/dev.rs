//! The development card provider: no network, Stripe's test tokens.
//! `tok_visa` (and other `tok_*` success tokens) succeed, `tok_threeDSecure2Required` needs 3-D
//! Secure and then succeeds once retrieved after the challenge, `tok_chargeDeclined` is declined.

use std::collections::HashMap;
use std::sync::Mutex;

use rand::RngCore;

use super::{ChargeOutcome, ChargeRequest, PaymentError, PaymentProvider};

#[derive(Default)]
pub struct DevPayments {
    /// Intents by id, and the outcome a charge with the same idempotency key gave.
    intents: Mutex<HashMap<String, ChargeOutcome>>,
    by_key: Mutex<HashMap<String, ChargeOutcome>>,
}

fn random_id() -> String {
    let mut bytes = [0u8; 12];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

impl DevPayments {
    pub fn new() -> Self {
        Self::default()
    }

    /// How many distinct charges were made (tests check retries never charge twice).
    pub fn charges(&self) -> usize {
        self.by_key.lock().map(|m| m.len()).unwrap_or(0)
    }
}

#[async_trait::async_trait]
impl PaymentProvider for DevPayments {
    async fn charge(&self, request: ChargeRequest) -> Result<ChargeOutcome, PaymentError> {
        let mut by_key = self.by_key.lock().map_err(|_| PaymentError::Unavailable("lock".into()))?;
        if let Some(outcome) = by_key.get(&request.idempotency_key) {
            return Ok(outcome.clone());
        }
        let intent_id = format!("pi_{}", random_id());
        let outcome = match request.card_token.as_str() {
            "tok_chargeDeclined" | "tok_chargeDeclinedInsufficientFunds" => {
                ChargeOutcome::Declined { intent_id: Some(intent_id.clone()), reason: "Your card was declined.".into() }
            }
            "tok_threeDSecure2Required" | "tok_threeDSecureRequired" => ChargeOutcome::RequiresAction {
                intent_id: intent_id.clone(),
                client_secret: format!("{intent_id}_secret_{}", random_id()),
            },
            token if token.starts_with("tok_") && request.amount_cents > 0 => {
                ChargeOutcome::Succeeded { intent_id: intent_id.clone() }
            }
            _ => ChargeOutcome::Declined { intent_id: None, reason: "This card token is not valid.".into() },
        };
        by_key.insert(request.idempotency_key, outcome.clone());
        self.intents.lock().map_err(|_| PaymentError::Unavailable("lock".into()))?.insert(intent_id, outcome.clone());
        Ok(outcome)
    }

    async fn retrieve(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError> {
        let mut intents = self.intents.lock().map_err(|_| PaymentError::Unavailable("lock".into()))?;
        match intents.get(intent_id).cloned() {
            // The development 3-D Secure challenge is always passed once the client confirms.
            Some(ChargeOutcome::RequiresAction { intent_id, .. }) => {
                let done = ChargeOutcome::Succeeded { intent_id: intent_id.clone() };
                intents.insert(intent_id, done.clone());
                Ok(done)
            }
            Some(outcome) => Ok(outcome),
            None => Err(PaymentError::Rejected(format!("No such payment_intent: '{intent_id}'"))),
        }
    }

    fn name(&self) -> &'static str {
        "dev"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(token: &str, key: &str) -> ChargeRequest {
        ChargeRequest {
            amount_cents: 1050,
            currency: "usd".into(),
            card_token: token.into(),
            idempotency_key: key.into(),
            donation_id: key.into(),
            project_id: "p".into(),
        }
    }

    #[tokio::test]
    async fn test_tokens_behave_like_stripes() {
        let dev = DevPayments::new();
        assert!(matches!(dev.charge(request("tok_visa", "a")).await.unwrap(), ChargeOutcome::Succeeded { .. }));
        assert!(matches!(
            dev.charge(request("tok_chargeDeclined", "b")).await.unwrap(),
            ChargeOutcome::Declined { .. }
        ));
        let ChargeOutcome::RequiresAction { intent_id, client_secret } =
            dev.charge(request("tok_threeDSecure2Required", "c")).await.unwrap()
        else {
            panic!("3-D Secure expected")
        };
        assert!(intent_id.starts_with("pi_") && client_secret.starts_with(&format!("{intent_id}_secret_")));
        assert_eq!(dev.retrieve(&intent_id).await.unwrap(), ChargeOutcome::Succeeded { intent_id: intent_id.clone() });
        assert!(dev.retrieve("pi_unknown").await.is_err());
    }

    #[tokio::test]
    async fn the_same_idempotency_key_charges_once() {
        let dev = DevPayments::new();
        let first = dev.charge(request("tok_visa", "same")).await.unwrap();
        let second = dev.charge(request("tok_visa", "same")).await.unwrap();
        assert_eq!(first, second);
        assert_eq!(dev.charges(), 1);
    }
}
