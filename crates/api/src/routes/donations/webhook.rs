use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use chrono::Utc;
use matchpool_providers::payments::{parse_stripe_event, verify_stripe_signature};
use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::state::AppState;

#[derive(Serialize, utoipa::ToSchema)]
pub struct Received {
    pub received: bool,
}

/// Stripe's events (signature checked): `payment_intent.succeeded`, `.payment_failed` and
/// `.canceled`; `charge.refunded`; `charge.dispute.created` and `.closed`. Other events are
/// acknowledged and ignored.
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
    let event =
        parse_stripe_event(&body).map_err(|_| ApiError::bad_request("The webhook body is not a Stripe event."))?;
    matchpool_app::donations::apply_event(&state, event).await?;
    Ok(axum::Json(Received { received: true }))
}

/// A development provider's event, as Stripe would send it.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct DevEvent {
    /// `payment_intent.succeeded`, `payment_intent.canceled`, `charge.refunded`,
    /// `charge.dispute.created` or `charge.dispute.closed`.
    #[serde(rename = "type")]
    kind: String,
    payment_intent: String,
    /// For `charge.dispute.closed`: whether the platform won.
    #[serde(default)]
    won: bool,
}

/// Development only (404 with a real card provider): what the development provider's dashboard
/// would send, through the same path as Stripe's webhook — refunds and disputes can be tried offline.
#[utoipa::path(post, path = "/dev/payments/events", tag = "development", request_body = DevEvent,
    responses((status = 200, body = Received), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn dev_event(
    State(state): State<AppState>,
    ApiJson(event): ApiJson<DevEvent>,
) -> ApiResult<axum::Json<Received>> {
    use matchpool_providers::payments::PaymentEvent;
    if state.dev_payments.is_none() {
        return Err(ApiError::not_found("not_found", "Not found"));
    }
    let intent_id = event.payment_intent;
    let event = match event.kind.as_str() {
        "payment_intent.succeeded" => PaymentEvent::Succeeded { intent_id },
        "payment_intent.canceled" => PaymentEvent::Canceled { intent_id },
        "charge.refunded" => PaymentEvent::Refunded { intent_id, amount_refunded_cents: 0, full: true },
        "charge.dispute.created" => PaymentEvent::DisputeOpened { intent_id },
        "charge.dispute.closed" => PaymentEvent::DisputeClosed { intent_id, won: event.won },
        _ => return Err(ApiError::field("type", matchpool_domain::FieldError::Invalid)),
    };
    matchpool_app::donations::apply_event(&state, event).await?;
    Ok(axum::Json(Received { received: true }))
}
