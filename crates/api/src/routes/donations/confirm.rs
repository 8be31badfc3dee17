use axum::extract::State;
use axum::response::Response;
use matchpool_domain::DonationId;
use serde::Deserialize;

use super::answer::answer;
use crate::error::ApiResult;
use crate::extract::{ApiJson, Auth, Id};
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConfirmRequest {
    payment_intent_id: Option<String>,
}

/// After 3-D Secure: the donor's client says the payment intent is confirmed; the server asks the
/// provider and settles (or fails) the donation.
#[utoipa::path(put, path = "/projects/donates/{id}/confirm", tag = "donations", params(("id" = uuid::Uuid, Path)), request_body = ConfirmRequest,
    security(("bearer" = [])),
    responses((status = 200, body = super::answer::DonationAnswer), (status = 402, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`donation.not_awaiting_action`", body = crate::error::ErrorBody),
        (status = 422, description = "`donation.intent_mismatch`", body = crate::error::ErrorBody)))]
pub async fn confirm(
    State(state): State<AppState>,
    auth: Auth,
    Id(id): Id<DonationId>,
    ApiJson(body): ApiJson<ConfirmRequest>,
) -> ApiResult<Response> {
    let intent = body.payment_intent_id.as_deref().map(str::trim).unwrap_or_default();
    let donation = matchpool_app::donations::confirm(&state, auth.actor(), id, intent).await?;
    answer(&state, &donation, true).await
}

/// The donor abandons a card payment still waiting for them (3-D Secure): it reads `canceled`.
#[utoipa::path(post, path = "/donations/{id}/cancel", tag = "donations", params(("id" = uuid::Uuid, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = super::answer::DonationAnswer), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`donation.not_cancelable`", body = crate::error::ErrorBody),
        (status = 502, description = "`payment.unavailable`", body = crate::error::ErrorBody)))]
pub async fn cancel(State(state): State<AppState>, auth: Auth, Id(id): Id<DonationId>) -> ApiResult<Response> {
    let donation = matchpool_app::donations::cancel(&state, auth.actor(), id).await?;
    answer(&state, &donation, true).await
}
