use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use uuid::Uuid;

use super::settle::{answer, apply};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConfirmRequest {
    payment_intent_id: Option<String>,
}

/// After 3-D Secure: the donor's client says the payment intent is confirmed; the server asks the
/// provider and settles (or fails) the donation.
#[utoipa::path(put, path = "/projects/donates/{id}/confirm", tag = "donations", params(("id" = Uuid, Path)), request_body = ConfirmRequest,
    security(("bearer" = [])),
    responses((status = 200, body = super::settle::DonationAnswer), (status = 402, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`donation.not_awaiting_action`", body = crate::error::ErrorBody),
        (status = 422, description = "`donation.intent_mismatch`", body = crate::error::ErrorBody)))]
pub async fn confirm(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ConfirmRequest>,
) -> ApiResult<Response> {
    let not_found = || ApiError::not_found("donation.not_found", "Donation not found.");
    let id = Uuid::parse_str(&id).map_err(|_| not_found())?;
    let donation = matchpool_store::donations::find(&state.db, id)
        .await?
        .filter(|d| d.user_id == auth.user.id)
        .ok_or_else(not_found)?;
    let intent = body.payment_intent_id.as_deref().map(str::trim).unwrap_or_default();
    if donation.state == "settled" && donation.reference.as_deref() == Some(intent) {
        return ok(answer(&state, id).await?);
    }
    if donation.state != "action_required" {
        return Err(ApiError::conflict(
            "donation.not_awaiting_action",
            "This donation is not waiting for a confirmation.",
        ));
    }
    if donation.reference.as_deref() != Some(intent) {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.intent_mismatch",
            "This payment does not belong to this donation.",
        ));
    }
    let outcome = state.payments.retrieve(intent).await.map_err(|e| {
        tracing::warn!(donation = %id, error = %e, "retrieving a payment intent failed");
        ApiError::new(
            StatusCode::BAD_GATEWAY,
            "payment.unavailable",
            "The payment service is not answering. Please try again in a moment.",
        )
    })?;
    apply(&state, &donation, outcome).await?;
    ok(answer(&state, id).await?)
}

/// The confirmation answers 200 whatever the creation would have answered, except errors.
fn ok(response: Response) -> ApiResult<Response> {
    let (mut parts, body) = response.into_parts();
    if parts.status == StatusCode::CREATED || parts.status == StatusCode::ACCEPTED {
        parts.status = StatusCode::OK;
    }
    Ok(Response::from_parts(parts, body).into_response())
}
