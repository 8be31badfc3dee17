use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use chrono::Utc;
use matchpool_providers::payments::{ChargeOutcome, verify_stripe_signature};
use serde::{Deserialize, Serialize};

use super::settle::apply;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

#[derive(Deserialize)]
struct Event {
    #[serde(rename = "type")]
    kind: String,
    data: EventData,
}

#[derive(Deserialize)]
struct EventData {
    object: Intent,
}

#[derive(Deserialize)]
struct Intent {
    id: String,
    last_payment_error: Option<PaymentError>,
}

#[derive(Deserialize)]
struct PaymentError {
    message: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Received {
    pub received: bool,
}

/// Stripe's events (signature checked): `payment_intent.succeeded` settles the donation,
/// `payment_intent.payment_failed` fails it. Other events are acknowledged and ignored.
#[utoipa::path(post, path = "/payments/stripe/webhook", tag = "donations", request_body(content = String, description = "A Stripe event (JSON), signed in `Stripe-Signature`"),
    responses((status = 200, body = Received), (status = 400, description = "`payment.bad_signature`", body = crate::error::ErrorBody)))]
pub async fn stripe_webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<axum::Json<Received>> {
    let secret = state.config.stripe_webhook_secret.expose();
    let signature = headers.get("stripe-signature").and_then(|v| v.to_str().ok()).unwrap_or_default();
    if secret.is_empty() || verify_stripe_signature(signature, &body, secret, Utc::now().timestamp(), 300).is_err() {
        tracing::warn!("refused a Stripe webhook with a bad signature");
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "payment.bad_signature",
            "The webhook signature is not valid.",
        ));
    }
    let event: Event =
        serde_json::from_slice(&body).map_err(|_| ApiError::bad_request("The webhook body is not a Stripe event."))?;
    let intent = event.data.object;
    let outcome = match event.kind.as_str() {
        "payment_intent.succeeded" => ChargeOutcome::Succeeded { intent_id: intent.id.clone() },
        "payment_intent.payment_failed" => ChargeOutcome::Declined {
            intent_id: Some(intent.id.clone()),
            reason: intent.last_payment_error.and_then(|e| e.message).unwrap_or_else(|| "The payment failed.".into()),
        },
        _ => return Ok(axum::Json(Received { received: true })),
    };
    if let Some(donation) = matchpool_store::donations::find_by_reference(&state.db, &intent.id).await?
        && donation.payment_type == "FIAT"
    {
        apply(&state, &donation, outcome).await?;
    }
    Ok(axum::Json(Received { received: true }))
}
