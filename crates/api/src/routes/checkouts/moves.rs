use axum::extract::State;
use axum::response::Response;
use matchpool_domain::CheckoutId;
use serde::Deserialize;

use super::answer::answer;
use crate::error::ApiResult;
use crate::extract::{ApiJson, Auth, Id};
use crate::state::AppState;

/// The payer's checkout with its donations.
#[utoipa::path(get, path = "/checkouts/{id}", tag = "donations", params(("id" = uuid::Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = super::answer::CheckoutAnswer), (status = 404, description = "`checkout.not_found`", body = crate::error::ErrorBody)))]
pub async fn get_checkout(State(state): State<AppState>, auth: Auth, Id(id): Id<CheckoutId>) -> ApiResult<Response> {
    let paid = matchpool_app::checkouts::find(&state, auth.actor(), id).await?;
    answer(&state, paid, true).await
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConfirmCheckout {
    payment_intent_id: Option<String>,
}

/// After 3-D Secure: the server asks the provider and settles (or fails) every donation of the
/// checkout at once.
#[utoipa::path(put, path = "/checkouts/{id}/confirm", tag = "donations", params(("id" = uuid::Uuid, Path)), request_body = ConfirmCheckout,
    security(("bearer" = [])),
    responses((status = 200, body = super::answer::CheckoutAnswer), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`donation.not_awaiting_action`", body = crate::error::ErrorBody),
        (status = 422, description = "`donation.intent_mismatch`", body = crate::error::ErrorBody),
        (status = 502, description = "`payment.unavailable`", body = crate::error::ErrorBody)))]
pub async fn confirm_checkout(
    State(state): State<AppState>,
    auth: Auth,
    Id(id): Id<CheckoutId>,
    ApiJson(body): ApiJson<ConfirmCheckout>,
) -> ApiResult<Response> {
    let intent = body.payment_intent_id.as_deref().map(str::trim).unwrap_or_default();
    let paid = matchpool_app::checkouts::confirm(&state, auth.actor(), id, intent).await?;
    answer(&state, paid, true).await
}

/// The payer abandons the payment still waiting for them (3-D Secure): every donation of the
/// checkout reads `canceled`.
#[utoipa::path(post, path = "/checkouts/{id}/cancel", tag = "donations", params(("id" = uuid::Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = super::answer::CheckoutAnswer), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`donation.not_cancelable`", body = crate::error::ErrorBody),
        (status = 502, description = "`payment.unavailable`", body = crate::error::ErrorBody)))]
pub async fn cancel_checkout(State(state): State<AppState>, auth: Auth, Id(id): Id<CheckoutId>) -> ApiResult<Response> {
    let paid = matchpool_app::checkouts::cancel(&state, auth.actor(), id).await?;
    answer(&state, paid, true).await
}
