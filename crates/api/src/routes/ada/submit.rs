use axum::extract::{Path, State};
use matchpool_domain::money::whole_amount;
use matchpool_providers::cardano;
use matchpool_providers::chain::{ChainError, TxStatus};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{cardano_error, chain_error, destination, person_only, unprocessable};
use crate::error::ApiResult;
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;

/// The transaction the build step gave, and the wallet's signatures of it.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct SubmitRequest {
    /// The `tx_cbor` of the build step, unchanged.
    tx_cbor: String,
    /// CIP-30 `signTx(tx_cbor, true)`: hex CBOR of a `TransactionWitnessSet`.
    witness_set: String,
    /// Whole ADA: the transaction must pay at least this to the project.
    #[schema(value_type = f64)]
    amount: Option<Value>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Submitted {
    /// The transaction id, for `POST /projects/{id}/donates`.
    pub txid: String,
}

/// Submits the signed ADA payment of a donation to the chain. The body stays as built (the
/// signatures are over its hash), and it must still pay the project at least the amount.
#[utoipa::path(post, path = "/projects/{id}/donates/ada/submit", tag = "donations", params(("id" = uuid::Uuid, Path)),
    request_body = SubmitRequest, security(("bearer" = [])),
    responses((status = 200, body = Submitted),
        (status = 403, description = "`donation.organization_identity`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody),
        (status = 422, description = "`donation.invalid_amount`, `ada.no_wallet`, `ada.bad_cbor`, `ada.tx_mismatch`, `ada.tx_rejected`", body = crate::error::ErrorBody),
        (status = 502, description = "`chain.unavailable`", body = crate::error::ErrorBody)))]
pub async fn submit(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<SubmitRequest>,
) -> ApiResult<axum::Json<Submitted>> {
    person_only(&auth)?;
    let project = crate::routes::projects::visible_project(&state, Some(&auth), &id).await?;
    let ada = whole_amount(body.amount.as_ref()).map_err(|e| unprocessable("donation.invalid_amount", e.message()))?;
    let pay_to = destination(&state, &project)?;
    let bad_hex = |what: &str| unprocessable("ada.bad_cbor", format!("{what} is not hex."));
    let tx_cbor = hex::decode(body.tx_cbor.trim()).map_err(|_| bad_hex("The transaction"))?;
    let witness_set = hex::decode(body.witness_set.trim()).map_err(|_| bad_hex("The witness set"))?;
    let signed = cardano::with_witnesses(&tx_cbor, &witness_set).map_err(cardano_error)?;
    let tx = cardano::parse(&signed).map_err(cardano_error)?;
    let paid: u64 = tx.outputs.iter().filter(|o| o.address == pay_to).map(|o| o.lovelace).sum();
    if paid < ada as u64 * 1_000_000 {
        return Err(unprocessable(
            "ada.tx_mismatch",
            "This transaction does not pay the donation to the project. Please start the donation again.",
        ));
    }
    let txid = tx.txid();
    match state.chain.submit(&signed).await {
        Ok(_) => {}
        // A retry after a lost answer: the first submission went through.
        Err(ChainError::Rejected(_)) if already_on_chain(&state, &txid).await => {}
        Err(err) => {
            tracing::info!(project = %project.id, %txid, error = %err, "ADA payment not submitted");
            return Err(chain_error(err));
        }
    }
    tracing::info!(project = %project.id, %txid, "ADA payment submitted");
    Ok(axum::Json(Submitted { txid }))
}

async fn already_on_chain(state: &AppState, txid: &str) -> bool {
    matches!(state.chain.transaction(txid).await, Ok(TxStatus::Confirmed { .. }))
}
