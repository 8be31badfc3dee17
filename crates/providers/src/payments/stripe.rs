//! Stripe PaymentIntents over its REST API: create-and-confirm with the card token, retrieve.

use serde::Deserialize;

use super::{ChargeOutcome, ChargeRequest, PaymentError, PaymentProvider};

pub struct StripePayments {
    client: reqwest::Client,
    base_url: String,
    secret_key: String,
}

impl StripePayments {
    /// `base_url` is `https://api.stripe.com` in production (a local fake in tests).
    pub fn new(base_url: &str, secret_key: &str) -> Self {
        let client = reqwest::Client::builder().timeout(std::time::Duration::from_secs(30)).build().unwrap_or_default();
        Self { client, base_url: base_url.trim_end_matches('/').to_owned(), secret_key: secret_key.to_owned() }
    }
}

#[derive(Deserialize)]
struct Intent {
    id: String,
    status: String,
    client_secret: Option<String>,
    last_payment_error: Option<StripeError>,
}

#[derive(Deserialize)]
struct StripeError {
    message: Option<String>,
    payment_intent: Option<Box<Intent>>,
}

#[derive(Deserialize)]
struct ErrorEnvelope {
    error: StripeError,
}

fn outcome(intent: Intent) -> ChargeOutcome {
    match intent.status.as_str() {
        "succeeded" => ChargeOutcome::Succeeded { intent_id: intent.id },
        "requires_action" | "requires_confirmation" => ChargeOutcome::RequiresAction {
            client_secret: intent.client_secret.unwrap_or_default(),
            intent_id: intent.id,
        },
        "processing" => ChargeOutcome::Processing { intent_id: intent.id },
        _ => ChargeOutcome::Declined {
            reason: intent.last_payment_error.and_then(|e| e.message).unwrap_or_else(|| "The payment failed.".into()),
            intent_id: Some(intent.id),
        },
    }
}

impl StripePayments {
    async fn read(&self, response: reqwest::Response) -> Result<ChargeOutcome, PaymentError> {
        let status = response.status();
        let body = response.text().await.map_err(|e| PaymentError::Unavailable(e.to_string()))?;
        if status.is_success() {
            let intent: Intent =
                serde_json::from_str(&body).map_err(|e| PaymentError::Rejected(format!("unexpected answer: {e}")))?;
            return Ok(outcome(intent));
        }
        let envelope: Option<ErrorEnvelope> = serde_json::from_str(&body).ok();
        match (status.as_u16(), envelope) {
            // Card errors (declines) come back as 402 with the failed intent.
            (402, Some(ErrorEnvelope { error })) => Ok(ChargeOutcome::Declined {
                intent_id: error.payment_intent.map(|i| i.id),
                reason: error.message.unwrap_or_else(|| "Your card was declined.".into()),
            }),
            (code, envelope) if code >= 500 || code == 429 => Err(PaymentError::Unavailable(
                envelope.and_then(|e| e.error.message).unwrap_or_else(|| format!("HTTP {code}")),
            )),
            (code, envelope) => Err(PaymentError::Rejected(
                envelope.and_then(|e| e.error.message).unwrap_or_else(|| format!("HTTP {code}")),
            )),
        }
    }
}

#[async_trait::async_trait]
impl PaymentProvider for StripePayments {
    async fn charge(&self, request: ChargeRequest) -> Result<ChargeOutcome, PaymentError> {
        let form = [
            ("amount", request.amount_cents.to_string()),
            ("currency", request.currency.clone()),
            ("confirm", "true".into()),
            ("payment_method_types[]", "card".into()),
            ("payment_method_data[type]", "card".into()),
            ("payment_method_data[card][token]", request.card_token.clone()),
            ("use_stripe_sdk", "true".into()),
            ("metadata[donation_id]", request.donation_id.clone()),
            ("metadata[project_id]", request.project_id.clone()),
        ];
        let body = form.iter().map(|(k, v)| format!("{}={}", urlencode(k), urlencode(v))).collect::<Vec<_>>().join("&");
        let response = self
            .client
            .post(format!("{}/v1/payment_intents", self.base_url))
            .bearer_auth(&self.secret_key)
            .header("Idempotency-Key", &request.idempotency_key)
            .header("Content-Type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .await
            .map_err(|e| PaymentError::Unavailable(e.to_string()))?;
        self.read(response).await
    }

    async fn retrieve(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError> {
        let response = self
            .client
            .get(format!("{}/v1/payment_intents/{}", self.base_url, urlencode(intent_id)))
            .bearer_auth(&self.secret_key)
            .send()
            .await
            .map_err(|e| PaymentError::Unavailable(e.to_string()))?;
        self.read(response).await
    }

    fn name(&self) -> &'static str {
        "stripe"
    }
}

fn urlencode(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
