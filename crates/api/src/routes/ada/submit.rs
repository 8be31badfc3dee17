use axum::extract::State;
use matchpool_app::ada::AdaSubmit;
use matchpool_domain::{DonationId, FieldError, IntentId, ProjectId};
use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, Id};
use crate::state::AppState;

/// The transaction the build step gave, and the wallet's signatures of it.
#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = AdaSubmitRequest)]
pub struct SubmitRequest {
    /// The `intent_id` of the build step.
    #[schema(value_type = Uuid)]
    intent_id: Option<String>,
    /// The `tx_cbor` of the build step, unchanged.
    tx_cbor: String,
    /// CIP-30 `signTx(tx_cbor, true)`: hex CBOR of a `TransactionWitnessSet`.
    witness_set: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Submitted {
    /// The transaction id.
    pub txid: String,
    /// The donation it pays, bound to the donor and the project.
    #[schema(value_type = Uuid)]
    pub donation_id: DonationId,
}

/// Submits the signed ADA payment of an intent to the chain and records its donation. The body
/// stays as built (the signatures are over its hash); it must still name the intent and pay its
/// amount to its address.
#[utoipa::path(post, path = "/projects/{id}/donates/ada/submit", operation_id = "submit_ada_payment", tag = "donations", params(("id" = uuid::Uuid, Path)),
    request_body = SubmitRequest, security(("bearer" = [])),
    responses((status = 200, body = Submitted),
        (status = 403, description = "`donation.organization_identity`", body = crate::error::ErrorBody),
        (status = 404, description = "`ada.intent_not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`ada.intent_used`, `donation.tx_reused`", body = crate::error::ErrorBody),
        (status = 422, description = "`ada.bad_cbor`, `ada.tx_mismatch`, `ada.tx_rejected`", body = crate::error::ErrorBody),
        (status = 502, description = "`chain.unavailable`, `rates.unavailable`", body = crate::error::ErrorBody)))]
pub async fn submit(
    State(state): State<AppState>,
    auth: Auth,
    Id(project): Id<ProjectId>,
    ApiJson(body): ApiJson<SubmitRequest>,
) -> ApiResult<axum::Json<Submitted>> {
    let intent: IntentId = body
        .intent_id
        .as_deref()
        .ok_or_else(|| ApiError::field("intent_id", FieldError::Required))?
        .parse()
        .map_err(|_| ApiError::field("intent_id", FieldError::Invalid))?;
    let request = AdaSubmit { project, intent, tx_cbor: body.tx_cbor, witness_set: body.witness_set };
    let (txid, donation) = matchpool_app::ada::submit(&state, auth.actor(), request).await?;
    Ok(axum::Json(Submitted { txid, donation_id: donation.id }))
}
