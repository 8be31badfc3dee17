//! Development only (404 with a real card provider): the bank's 3-D Secure page. With Stripe the
//! donor answers it on Stripe's page in the browser; with the development provider the web app's
//! stand-in page sends the answer here. As on Stripe's page, holding the payment's client secret
//! (given only to the payer) is what allows it. The donation itself moves only when its donor
//! then confirms it (`PUT …/confirm`): this changes what the provider says, nothing of ours.

use axum::extract::State;
use matchpool_domain::FieldError;
use matchpool_providers::payments::ChargeOutcome;
use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::state::AppState;

/// The donor's answer to the bank's check.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct BankCheck {
    /// The `client_secret` of the payment waiting for the check.
    client_secret: Option<String>,
    /// Whether the donor passed the check (approved the payment at their bank).
    passed: Option<bool>,
}

/// Where the payment stands after the check, as Stripe says it.
#[derive(Serialize, utoipa::ToSchema)]
pub struct BankCheckAnswer {
    pub payment_intent_id: String,
    /// `succeeded` (passed) or `requires_payment_method` (failed: the card was not charged).
    pub status: &'static str,
}

/// Development only: answer the bank's 3-D Secure check of a card payment, as the donor does on
/// Stripe's page; then confirm the donation or checkout.
#[utoipa::path(post, path = "/dev/payments/three-d-secure", tag = "development", request_body = BankCheck,
    responses((status = 200, body = BankCheckAnswer),
        (status = 404, description = "`not_found`: not the development provider, or no payment waits for a check with this secret", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` (`client_secret`, `passed`)", body = crate::error::ErrorBody)))]
pub async fn three_d_secure(
    State(state): State<AppState>,
    ApiJson(check): ApiJson<BankCheck>,
) -> ApiResult<axum::Json<BankCheckAnswer>> {
    let dev = state.dev_payments.as_ref().ok_or_else(|| ApiError::not_found("not_found", "Not found"))?;
    let secret = check.client_secret.filter(|s| !s.trim().is_empty());
    let secret = secret.ok_or_else(|| ApiError::field("client_secret", FieldError::Required))?;
    let passed = check.passed.ok_or_else(|| ApiError::field("passed", FieldError::Required))?;
    let waiting = || ApiError::not_found("not_found", "No payment is waiting for a bank check with this secret.");
    let (payment_intent_id, status) = match dev.authenticate(&secret, passed).ok_or_else(waiting)? {
        ChargeOutcome::Succeeded { intent_id } => (intent_id, "succeeded"),
        other => (other.intent_id().unwrap_or_default().to_owned(), "requires_payment_method"),
    };
    Ok(axum::Json(BankCheckAnswer { payment_intent_id, status }))
}
