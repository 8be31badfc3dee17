//! The development card provider: no network, Stripe's test tokens.
//! `tok_visa` (and other `tok_*` success tokens) succeed, `tok_threeDSecure2Required` needs 3-D
//! Secure, `tok_chargeDeclined` is declined. As with Stripe, a 3-D Secure intent stays
//! `requires_action` until the donor answers the bank's check ([`DevPayments::authenticate`], what
//! Stripe's page does in the browser): passed, it succeeds; failed, it is declined; never
//! answered, it waits until it is canceled. Cancels, refunds and the search by donation behave as
//! Stripe's do.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use rand::RngCore;

use super::{ChargeOutcome, ChargeRequest, PaymentError, PaymentProvider};

#[derive(Default)]
pub struct DevPayments {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// Intents by id.
    intents: HashMap<String, ChargeOutcome>,
    /// The outcome a charge with an idempotency key gave.
    by_key: HashMap<String, ChargeOutcome>,
    /// The latest intent a charge for a donation created.
    by_donation: HashMap<String, String>,
    /// The intent each refund's idempotency key refunded, and how much (`None`: in full).
    refunds: HashMap<String, (String, Option<i64>)>,
    /// Intents refunded in full.
    refunded: HashSet<String>,
}

fn random_id() -> String {
    let mut bytes = [0u8; 12];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

fn no_such(intent_id: &str) -> PaymentError {
    PaymentError::Rejected(format!("No such payment_intent: '{intent_id}'"))
}

impl DevPayments {
    pub fn new() -> Self {
        Self::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// How many distinct charges were made (tests check retries never charge twice).
    pub fn charges(&self) -> usize {
        self.lock().by_key.len()
    }

    /// How many distinct refunds were made (tests check retries never refund twice).
    pub fn refunds(&self) -> usize {
        self.lock().refunds.len()
    }

    /// The donor's answer to the bank's 3-D Secure check of the intent whose client secret this is
    /// (Stripe's page does this in the browser): passed, the intent succeeds; failed, it is
    /// declined. `None` when no intent waiting for the check has this secret (a wrong secret, or
    /// a check answered already).
    pub fn authenticate(&self, client_secret: &str, passed: bool) -> Option<ChargeOutcome> {
        let mut state = self.lock();
        let intent_id = state.intents.iter().find_map(|(id, outcome)| match outcome {
            ChargeOutcome::RequiresAction { client_secret: secret, .. } if secret == client_secret => Some(id.clone()),
            _ => None,
        })?;
        let answered = if passed {
            ChargeOutcome::Succeeded { intent_id: intent_id.clone() }
        } else {
            ChargeOutcome::Declined {
                intent_id: Some(intent_id.clone()),
                reason: "The bank's check (3-D Secure) was not passed.".into(),
            }
        };
        state.intents.insert(intent_id, answered.clone());
        Some(answered)
    }

    /// The cents refunded of an intent in part (one donation of a checkout at a time).
    pub fn refunded_in_part(&self, intent_id: &str) -> i64 {
        self.lock().refunds.values().filter(|(intent, _)| intent == intent_id).filter_map(|(_, cents)| *cents).sum()
    }
}

#[async_trait::async_trait]
impl PaymentProvider for DevPayments {
    async fn charge(&self, request: ChargeRequest) -> Result<ChargeOutcome, PaymentError> {
        let mut state = self.lock();
        if let Some(outcome) = state.by_key.get(&request.idempotency_key) {
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
        state.by_key.insert(request.idempotency_key, outcome.clone());
        // Stripe refuses an invalid token before it creates an intent.
        if !matches!(outcome, ChargeOutcome::Declined { intent_id: None, .. }) {
            state.by_donation.insert(request.donation_id, intent_id.clone());
            state.intents.insert(intent_id, outcome.clone());
        }
        Ok(outcome)
    }

    async fn retrieve(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError> {
        // Where it stands: a 3-D Secure intent the donor has not answered is still waiting.
        self.lock().intents.get(intent_id).cloned().ok_or_else(|| no_such(intent_id))
    }

    async fn cancel(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError> {
        let mut state = self.lock();
        let outcome = state.intents.get(intent_id).cloned().ok_or_else(|| no_such(intent_id))?;
        match outcome {
            ChargeOutcome::RequiresAction { .. }
            | ChargeOutcome::Processing { .. }
            | ChargeOutcome::Declined { .. } => {
                let canceled = ChargeOutcome::Canceled { intent_id: intent_id.to_owned() };
                state.intents.insert(intent_id.to_owned(), canceled.clone());
                Ok(canceled)
            }
            // Too late (or already done): where it stands.
            ChargeOutcome::Succeeded { .. } | ChargeOutcome::Canceled { .. } => Ok(outcome),
        }
    }

    async fn refund(
        &self,
        intent_id: &str,
        amount_cents: Option<i64>,
        idempotency_key: &str,
    ) -> Result<(), PaymentError> {
        let mut state = self.lock();
        if let Some((refunded, _)) = state.refunds.get(idempotency_key) {
            return if refunded == intent_id {
                Ok(())
            } else {
                Err(PaymentError::Rejected(format!(
                    "the idempotency key {idempotency_key} was used for another refund"
                )))
            };
        }
        match state.intents.get(intent_id) {
            Some(ChargeOutcome::Succeeded { .. }) => {}
            Some(_) => return Err(PaymentError::Rejected(format!("{intent_id} has not succeeded: nothing to refund"))),
            None => return Err(no_such(intent_id)),
        }
        // Refunded in full already (under another key): done, like Stripe's `charge_already_refunded`.
        if state.refunded.contains(intent_id) {
            return Ok(());
        }
        if amount_cents.is_none() {
            state.refunded.insert(intent_id.to_owned());
        }
        state.refunds.insert(idempotency_key.to_owned(), (intent_id.to_owned(), amount_cents));
        Ok(())
    }

    async fn find_by_donation(&self, donation_id: &str) -> Result<Option<ChargeOutcome>, PaymentError> {
        let state = self.lock();
        Ok(state.by_donation.get(donation_id).and_then(|id| state.intents.get(id)).cloned())
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
        let waiting = dev.retrieve(&intent_id).await.unwrap();
        assert!(
            matches!(waiting, ChargeOutcome::RequiresAction { .. }),
            "not passed until the donor answers: {waiting:?}"
        );
        assert_eq!(
            dev.authenticate(&client_secret, true),
            Some(ChargeOutcome::Succeeded { intent_id: intent_id.clone() })
        );
        assert_eq!(dev.retrieve(&intent_id).await.unwrap(), ChargeOutcome::Succeeded { intent_id: intent_id.clone() });
        assert!(dev.retrieve("pi_unknown").await.is_err());
    }

    #[tokio::test]
    async fn an_unanswered_challenge_stays_requires_action_until_canceled() {
        let dev = DevPayments::new();
        let intent_id = three_ds(&dev, "a").await;
        for _ in 0..3 {
            assert!(matches!(dev.retrieve(&intent_id).await.unwrap(), ChargeOutcome::RequiresAction { .. }));
        }
        let canceled = ChargeOutcome::Canceled { intent_id: intent_id.clone() };
        assert_eq!(dev.cancel(&intent_id).await.unwrap(), canceled);
        assert_eq!(dev.retrieve(&intent_id).await.unwrap(), canceled);
    }

    #[tokio::test]
    async fn a_failed_challenge_is_declined_and_a_wrong_secret_answers_nothing() {
        let dev = DevPayments::new();
        let ChargeOutcome::RequiresAction { intent_id, client_secret } =
            dev.charge(request("tok_threeDSecure2Required", "a")).await.unwrap()
        else {
            panic!("3-D Secure expected")
        };
        assert_eq!(dev.authenticate("pi_x_secret_wrong", true), None);
        assert!(matches!(dev.retrieve(&intent_id).await.unwrap(), ChargeOutcome::RequiresAction { .. }));
        assert!(matches!(dev.authenticate(&client_secret, false), Some(ChargeOutcome::Declined { .. })));
        assert!(matches!(dev.retrieve(&intent_id).await.unwrap(), ChargeOutcome::Declined { .. }));
        assert_eq!(dev.authenticate(&client_secret, true), None, "answered once");
    }

    #[tokio::test]
    async fn the_same_idempotency_key_charges_once() {
        let dev = DevPayments::new();
        let first = dev.charge(request("tok_visa", "same")).await.unwrap();
        let second = dev.charge(request("tok_visa", "same")).await.unwrap();
        assert_eq!(first, second);
        assert_eq!(dev.charges(), 1);
    }

    async fn three_ds(dev: &DevPayments, key: &str) -> String {
        match dev.charge(request("tok_threeDSecure2Required", key)).await.unwrap() {
            ChargeOutcome::RequiresAction { intent_id, .. } => intent_id,
            other => panic!("3-D Secure expected, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn an_abandoned_challenge_is_canceled_for_good() {
        let dev = DevPayments::new();
        let intent_id = three_ds(&dev, "a").await;
        let canceled = ChargeOutcome::Canceled { intent_id: intent_id.clone() };
        assert_eq!(dev.cancel(&intent_id).await.unwrap(), canceled);
        assert_eq!(dev.retrieve(&intent_id).await.unwrap(), canceled, "no longer passes the challenge");
        assert_eq!(dev.cancel(&intent_id).await.unwrap(), canceled, "a second cancel answers the same");
        assert!(dev.cancel("pi_unknown").await.is_err());
    }

    #[tokio::test]
    async fn a_cancel_after_success_answers_the_success() {
        let dev = DevPayments::new();
        let ChargeOutcome::RequiresAction { intent_id, client_secret } =
            dev.charge(request("tok_threeDSecure2Required", "a")).await.unwrap()
        else {
            panic!("3-D Secure expected")
        };
        let succeeded = ChargeOutcome::Succeeded { intent_id: intent_id.clone() };
        assert_eq!(dev.authenticate(&client_secret, true), Some(succeeded.clone()), "the donor passed the challenge");
        assert_eq!(dev.cancel(&intent_id).await.unwrap(), succeeded);
        assert_eq!(dev.retrieve(&intent_id).await.unwrap(), succeeded);
    }

    #[tokio::test]
    async fn a_refund_happens_once_per_key() {
        let dev = DevPayments::new();
        let ChargeOutcome::Succeeded { intent_id } = dev.charge(request("tok_visa", "a")).await.unwrap() else {
            panic!("success expected")
        };
        dev.refund(&intent_id, None, "refund-a").await.unwrap();
        dev.refund(&intent_id, None, "refund-a").await.unwrap();
        assert_eq!(dev.refunds(), 1);
        dev.refund(&intent_id, None, "refund-a-again").await.unwrap();
        assert_eq!(dev.refunds(), 1, "refunded in full already: nothing more goes back");

        let ChargeOutcome::Succeeded { intent_id: other } = dev.charge(request("tok_visa", "b")).await.unwrap() else {
            panic!("success expected")
        };
        assert!(
            matches!(dev.refund(&other, None, "refund-a").await, Err(PaymentError::Rejected(_))),
            "key of another refund"
        );
        assert_eq!(dev.refunds(), 1);
    }

    #[tokio::test]
    async fn only_a_succeeded_payment_can_be_refunded() {
        let dev = DevPayments::new();
        let pending = three_ds(&dev, "a").await;
        assert!(matches!(dev.refund(&pending, None, "r1").await, Err(PaymentError::Rejected(_))));
        let declined = dev.charge(request("tok_chargeDeclined", "b")).await.unwrap();
        assert!(matches!(dev.refund(declined.intent_id().unwrap(), None, "r2").await, Err(PaymentError::Rejected(_))));
        assert!(matches!(dev.refund("pi_unknown", None, "r3").await, Err(PaymentError::Rejected(_))));
        assert_eq!(dev.refunds(), 0);
    }

    #[tokio::test]
    async fn a_charge_is_found_by_its_donation() {
        let dev = DevPayments::new();
        assert_eq!(dev.find_by_donation("don_1").await.unwrap(), None);
        let mut charge = request("tok_threeDSecure2Required", "key-1");
        charge.donation_id = "don_1".into();
        let outcome = dev.charge(charge).await.unwrap();
        assert_eq!(dev.find_by_donation("don_1").await.unwrap(), Some(outcome.clone()));
        let ChargeOutcome::RequiresAction { intent_id, client_secret } = outcome else { panic!("3-D Secure expected") };
        dev.authenticate(&client_secret, true);
        assert_eq!(
            dev.find_by_donation("don_1").await.unwrap(),
            Some(ChargeOutcome::Succeeded { intent_id }),
            "its current state"
        );
        assert_eq!(dev.find_by_donation("don_2").await.unwrap(), None);
        dev.charge(request("card_1234", "don_3")).await.unwrap();
        assert_eq!(dev.find_by_donation("don_3").await.unwrap(), None, "an invalid token creates no intent");
    }
}
