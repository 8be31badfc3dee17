//! Card payments: a provider interface, Stripe's PaymentIntents, and a development provider with
//! Stripe's test token names that behaves the same way offline.

mod dev;
mod stripe;
pub mod webhook;

pub use dev::DevPayments;
pub use stripe::StripePayments;
pub use webhook::{PaymentEvent, WebhookError, parse_stripe_event, verify_stripe_signature};

/// One charge: the total in cents (amount plus fee), a single-use card token, and the donation it
/// pays for (also the idempotency key, so a retried request never charges twice).
#[derive(Debug, Clone)]
pub struct ChargeRequest {
    pub amount_cents: i64,
    /// ISO code in lower case, `usd`.
    pub currency: String,
    pub card_token: String,
    pub idempotency_key: String,
    pub donation_id: String,
    pub project_id: String,
}

/// Where a payment intent stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChargeOutcome {
    Succeeded {
        intent_id: String,
    },
    /// 3-D Secure: the client confirms with `client_secret`, then the server is told.
    RequiresAction {
        intent_id: String,
        client_secret: String,
    },
    Processing {
        intent_id: String,
    },
    Declined {
        intent_id: Option<String>,
        reason: String,
    },
    /// Canceled before it succeeded (3-D Secure abandoned, or canceled by the platform).
    Canceled {
        intent_id: String,
    },
}

impl ChargeOutcome {
    /// The intent it is about (none for a request refused before an intent was made).
    pub fn intent_id(&self) -> Option<&str> {
        match self {
            Self::Succeeded { intent_id }
            | Self::RequiresAction { intent_id, .. }
            | Self::Processing { intent_id }
            | Self::Canceled { intent_id } => Some(intent_id),
            Self::Declined { intent_id, .. } => intent_id.as_deref(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum PaymentError {
    #[error("the payment provider could not be reached: {0}")]
    Unavailable(String),
    #[error("the payment provider refused the request: {0}")]
    Rejected(String),
}

/// A card payment provider.
#[async_trait::async_trait]
pub trait PaymentProvider: Send + Sync {
    /// Creates and confirms a payment intent with the card token.
    async fn charge(&self, request: ChargeRequest) -> Result<ChargeOutcome, PaymentError>;
    /// The current state of an intent (after 3-D Secure, for example).
    async fn retrieve(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError>;
    /// Cancels an intent that has not succeeded (the donor abandoned 3-D Secure, or it waited too
    /// long). Answers the intent's state afterwards: `Canceled`, or `Succeeded` when it had
    /// already succeeded (the caller then settles instead).
    async fn cancel(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError>;
    /// Refunds a succeeded intent: in full (`amount_cents` `None`), or that much of it (one
    /// donation of a checkout). The same `idempotency_key` never refunds twice.
    async fn refund(
        &self,
        intent_id: &str,
        amount_cents: Option<i64>,
        idempotency_key: &str,
    ) -> Result<(), PaymentError>;
    /// The intent a charge for `donation_id` created (charges carry it in their metadata), if
    /// any: how the reconcile job learns what happened to a charge whose answer was lost.
    async fn find_by_donation(&self, donation_id: &str) -> Result<Option<ChargeOutcome>, PaymentError>;
    /// A short name for logs and stored donations (`stripe`, `dev`).
    fn name(&self) -> &'static str;
}
