use axum::extract::State;
use axum::http::StatusCode;
use matchpool_app::ada::AdaBuild;
use matchpool_domain::{Currency, IntentId, Money, ProjectId};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, Id};
use crate::state::AppState;

/// The donor's wallet as CIP-30 describes it, and the amount to give.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct BuildRequest {
    /// Whole ADA, as a JSON number.
    #[schema(value_type = i64)]
    amount: Option<Value>,
    /// CIP-30 `getChangeAddress()`: the address's hex bytes (bech32 is accepted too).
    change_address: Option<String>,
    /// CIP-30 `getUtxos()`: hex CBOR of each `TransactionUnspentOutput`.
    #[serde(default)]
    utxos: Vec<String>,
    /// Hide the donor's name on the project's list.
    #[serde(default)]
    anonymous: bool,
}

/// An unsigned transaction for the wallet's `signTx(tx_cbor, true)`.
#[derive(Serialize, utoipa::ToSchema)]
pub struct BuiltPayment {
    /// The intent this payment starts: send it back with the signed transaction.
    #[schema(value_type = Uuid)]
    pub intent_id: IntentId,
    /// The transaction in hex CBOR, with an empty witness set; its CIP-20 message names the intent.
    pub tx_cbor: String,
    /// Its id (the hash of its body), the one the donation will carry.
    pub txid: String,
    pub amount_lovelace: u64,
    pub fee_lovelace: u64,
    /// The slot after which the transaction is no longer valid.
    pub ttl: u64,
    /// The address paid: the project's wallet, or the platform payout address.
    pub pays_to: String,
}

/// Builds the unsigned ADA payment of a donation from the donor's wallet: exactly the amount to
/// the project's wallet (or the payout address), change back to the wallet, and the network fee.
#[utoipa::path(post, path = "/projects/{id}/donates/ada/build", tag = "donations", params(("id" = uuid::Uuid, Path)),
    request_body = BuildRequest, security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 200, body = BuiltPayment),
        (status = 403, description = "`donation.organization_identity`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody),
        (status = 422, description = "`donation.invalid_amount`, `ada.no_wallet`, `ada.bad_cbor`, `ada.bad_address`, `ada.wrong_network`, `ada.insufficient_funds`, `ada.amount_too_small`, `ada.tx_too_large`", body = crate::error::ErrorBody),
        (status = 429, description = "`donation.too_many_pending`", body = crate::error::ErrorBody),
        (status = 502, description = "`chain.unavailable`", body = crate::error::ErrorBody)))]
pub async fn build(
    State(state): State<AppState>,
    auth: Auth,
    Id(project): Id<ProjectId>,
    ApiJson(body): ApiJson<BuildRequest>,
) -> ApiResult<axum::Json<BuiltPayment>> {
    let amount = Money::donation_from_json(body.amount.as_ref(), Currency::Lovelace)
        .map_err(|e| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "donation.invalid_amount", e.message()))?;
    let request =
        AdaBuild { project, amount, change_address: body.change_address, utxos: body.utxos, anonymous: body.anonymous };
    let built = matchpool_app::ada::build(&state, auth.actor(), request).await?;
    Ok(axum::Json(BuiltPayment {
        intent_id: built.intent,
        tx_cbor: built.tx_cbor,
        txid: built.txid,
        amount_lovelace: built.amount_lovelace,
        fee_lovelace: built.fee_lovelace,
        ttl: built.ttl,
        pays_to: built.pays_to,
    }))
}
