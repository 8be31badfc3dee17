//! Stripe PaymentIntents over its REST API: create-and-confirm with the card token, retrieve,
//! cancel, refund, and search by the donation a charge carries in its metadata.

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
    /// Unix seconds.
    #[serde(default)]
    created: i64,
}

#[derive(Deserialize)]
struct StripeError {
    /// A stable code such as `payment_intent_unexpected_state` or `charge_already_refunded`.
    code: Option<String>,
    message: Option<String>,
    payment_intent: Option<Box<Intent>>,
}

/// A Refund: `pending` and `succeeded` are on their way to the card; `failed` and `canceled`
/// are not (a `requires_action` refund waits for the customer, so it is on its way too).
#[derive(Deserialize)]
struct Refund {
    id: String,
    status: String,
}

/// A page of `/v1/payment_intents/search`.
#[derive(Deserialize)]
struct SearchResult {
    data: Vec<Intent>,
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
        "canceled" => ChargeOutcome::Canceled { intent_id: intent.id },
        _ => ChargeOutcome::Declined {
            reason: intent.last_payment_error.and_then(|e| e.message).unwrap_or_else(|| "The payment failed.".into()),
            intent_id: Some(intent.id),
        },
    }
}

/// A refused request: its HTTP status and Stripe's error, when the body held one.
struct Refusal {
    status: u16,
    error: Option<StripeError>,
}

impl Refusal {
    fn code(&self) -> Option<&str> {
        self.error.as_ref().and_then(|e| e.code.as_deref())
    }

    /// 429 and 5xx are Stripe's trouble (try again later); other 4xx refuse the request.
    fn into_error(self) -> PaymentError {
        let message = self.error.and_then(|e| e.message).unwrap_or_else(|| format!("HTTP {}", self.status));
        if self.status >= 500 || self.status == 429 {
            PaymentError::Unavailable(message)
        } else {
            PaymentError::Rejected(message)
        }
    }
}

impl StripePayments {
    /// Sends a request with the secret key; a network failure is `Unavailable`.
    async fn send(&self, request: reqwest::RequestBuilder) -> Result<reqwest::Response, PaymentError> {
        request.bearer_auth(&self.secret_key).send().await.map_err(|e| PaymentError::Unavailable(e.to_string()))
    }

    /// A form POST, with an idempotency key when given.
    async fn post(
        &self,
        path: &str,
        form: &[(&str, String)],
        key: Option<&str>,
    ) -> Result<reqwest::Response, PaymentError> {
        let body = form.iter().map(|(k, v)| format!("{}={}", urlencode(k), urlencode(v))).collect::<Vec<_>>().join("&");
        let mut request = self
            .client
            .post(format!("{}{path}", self.base_url))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .body(body);
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key);
        }
        self.send(request).await
    }

    /// The body of a successful answer, or why it was refused.
    async fn answer<T: serde::de::DeserializeOwned>(
        &self,
        response: reqwest::Response,
    ) -> Result<Result<T, Refusal>, PaymentError> {
        let status = response.status();
        let body = response.text().await.map_err(|e| PaymentError::Unavailable(e.to_string()))?;
        if status.is_success() {
            return serde_json::from_str(&body)
                .map(Ok)
                .map_err(|e| PaymentError::Unavailable(format!("unexpected answer from Stripe: {e}")));
        }
        let error = serde_json::from_str::<ErrorEnvelope>(&body).ok().map(|e| e.error);
        Ok(Err(Refusal { status: status.as_u16(), error }))
    }

    /// An intent's state from an answer about it.
    async fn read(&self, response: reqwest::Response) -> Result<ChargeOutcome, PaymentError> {
        match self.answer::<Intent>(response).await? {
            Ok(intent) => Ok(outcome(intent)),
            // Card errors (declines) come back as 402 with the failed intent.
            Err(Refusal { status: 402, error: Some(error) }) => Ok(ChargeOutcome::Declined {
                intent_id: error.payment_intent.map(|i| i.id),
                reason: error.message.unwrap_or_else(|| "Your card was declined.".into()),
            }),
            Err(refusal) => Err(refusal.into_error()),
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
        let response = self.post("/v1/payment_intents", &form, Some(&request.idempotency_key)).await?;
        self.read(response).await
    }

    async fn retrieve(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError> {
        let url = format!("{}/v1/payment_intents/{}", self.base_url, urlencode(intent_id));
        let response = self.send(self.client.get(url)).await?;
        self.read(response).await
    }

    async fn cancel(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError> {
        let path = format!("/v1/payment_intents/{}/cancel", urlencode(intent_id));
        let response = self.post(&path, &[], None).await?;
        match self.answer::<Intent>(response).await? {
            Ok(intent) => Ok(outcome(intent)),
            // Succeeded (or already canceled) meanwhile: answer where it stands.
            Err(refusal) if refusal.code() == Some("payment_intent_unexpected_state") => self.retrieve(intent_id).await,
            Err(refusal) => Err(refusal.into_error()),
        }
    }

    async fn refund(
        &self,
        intent_id: &str,
        amount_cents: Option<i64>,
        idempotency_key: &str,
    ) -> Result<(), PaymentError> {
        let mut form = vec![("payment_intent", intent_id.to_owned())];
        if let Some(cents) = amount_cents {
            form.push(("amount", cents.to_string()));
        }
        let response = self.post("/v1/refunds", &form, Some(idempotency_key)).await?;
        match self.answer::<Refund>(response).await? {
            Ok(refund) if matches!(refund.status.as_str(), "failed" | "canceled") => {
                Err(PaymentError::Rejected(format!("refund {} {}", refund.id, refund.status)))
            }
            Ok(_) => Ok(()),
            // Refunded in full already (from Stripe's dashboard, say): what was asked is done.
            Err(refusal) if refusal.code() == Some("charge_already_refunded") => Ok(()),
            Err(refusal) => Err(refusal.into_error()),
        }
    }

    /// Stripe's search sees new intents within about a minute, which the reconcile job's
    /// minimum age covers.
    async fn find_by_donation(&self, donation_id: &str) -> Result<Option<ChargeOutcome>, PaymentError> {
        let query = format!("metadata['donation_id']:'{}'", donation_id.replace('\\', "\\\\").replace('\'', "\\'"));
        let url = format!("{}/v1/payment_intents/search?query={}&limit=100", self.base_url, urlencode(&query));
        let response = self.send(self.client.get(url)).await?;
        let result = self.answer::<SearchResult>(response).await?.map_err(Refusal::into_error)?;
        Ok(result.data.into_iter().max_by_key(|intent| intent.created).map(outcome))
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
