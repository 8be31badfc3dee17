use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use matchpool_app::checkouts::CardCheckout;
use matchpool_domain::{Currency, FieldError, Rail};
use serde::Deserialize;

use super::answer::answer;
use super::items::{ItemBody, parse};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;

/// A cart paid at once: `{payment_type: FIAT, currency: USD, card_token, anonymous?, items:
/// [{project_id, amount}]}`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct CheckoutRequest {
    /// `FIAT` (card).
    payment_type: Option<String>,
    /// `USD`.
    currency: Option<String>,
    card_token: Option<String>,
    anonymous: Option<bool>,
    items: Option<Vec<ItemBody>>,
}

fn bad(status: StatusCode, code: &'static str, message: &str) -> ApiError {
    ApiError::new(status, code, message)
}

/// A checkout here is paid by card (`payment_type` FIAT or absent) in USD (`currency` USD or absent).
fn card_in_usd(body: &CheckoutRequest) -> ApiResult<()> {
    match body.payment_type.as_deref().map(Rail::parse) {
        Some(Some(Rail::Card)) | None => {}
        Some(Some(Rail::Ada)) => {
            return Err(bad(
                StatusCode::UNPROCESSABLE_ENTITY,
                "donation.unsupported_currency",
                "This checkout is paid by card in USD; a cart is paid in ADA through /checkouts/ada.",
            ));
        }
        Some(None) => return Err(ApiError::field("payment_type", FieldError::Invalid)),
    }
    if body.currency.as_deref().is_some_and(|c| Currency::parse(c) != Some(Currency::Usd)) {
        return Err(bad(
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.unsupported_currency",
            "A checkout is paid by card in USD.",
        ));
    }
    Ok(())
}

/// Pay several projects of one open voting round at once: one PaymentIntent for the amounts plus
/// one 5% fee line, one 3-D Secure challenge, a donation (and a vote) per project, all settling
/// or failing together. `Idempotency-Key` is required: the same key and body return the same
/// checkout; the same key with another body is 422 `idempotency.key_reused`.
#[utoipa::path(post, path = "/checkouts", tag = "donations", params(("Idempotency-Key" = String, Header)),
    request_body = CheckoutRequest, security(("bearer" = [])),
    responses((status = 201, description = "settled", body = super::answer::CheckoutAnswer),
        (status = 202, description = "3-D Secure needed (`action_required`, `client_secret`)", body = super::answer::CheckoutAnswer),
        (status = 400, description = "`checkout.idempotency_key_required`", body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody),
        (status = 402, description = "`payment.card_declined`", body = crate::error::ErrorBody),
        (status = 403, description = "`donation.organization_identity`, `auth.email_unverified`", body = crate::error::ErrorBody),
        (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`checkout.voting_closed`", body = crate::error::ErrorBody),
        (status = 422, description = "`checkout.empty`, `checkout.too_many_items`, `checkout.duplicate_project`, `checkout.mixed_currencies`, `checkout.mixed_rounds`, `donation.invalid_amount`, `donation.unsupported_currency`, `donation.card_token_required`, `idempotency.key_reused`", body = crate::error::ErrorBody),
        (status = 502, description = "`payment.unavailable`", body = crate::error::ErrorBody)))]
pub async fn checkout(
    State(state): State<AppState>,
    auth: Auth,
    headers: HeaderMap,
    ApiJson(body): ApiJson<CheckoutRequest>,
) -> ApiResult<Response> {
    let key = crate::extract::idempotency_key(&headers).ok_or_else(|| {
        let message = "Send an Idempotency-Key header (the same for every retry of this payment).";
        bad(StatusCode::BAD_REQUEST, "checkout.idempotency_key_required", message)
    })?;
    card_in_usd(&body)?;
    let items = parse(body.items, Currency::Usd)?;
    let card_token = body.card_token.as_deref().map(str::trim).filter(|t| !t.is_empty()).ok_or_else(|| {
        bad(StatusCode::UNPROCESSABLE_ENTITY, "donation.card_token_required", "Please enter your card details.")
    })?;
    let request = CardCheckout {
        items,
        card_token: card_token.to_owned(),
        anonymous: body.anonymous.unwrap_or(false),
        idempotency_key: key,
    };
    let paid = matchpool_app::checkouts::checkout_by_card(&state, auth.actor(), request).await?;
    answer(&state, paid, false).await
}
