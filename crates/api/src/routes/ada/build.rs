use axum::extract::{Path, State};
use matchpool_domain::FieldError;
use matchpool_domain::money::whole_amount;
use matchpool_providers::cardano::{self, BuildError, PaymentRequest, Utxo};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{cardano_error, chain_error, destination, person_only, unprocessable};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;

/// More UTxOs than any payment needs; a bound on the work one request can ask for.
const MAX_UTXOS: usize = 500;

/// The donor's wallet as CIP-30 describes it, and the amount to give.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct BuildRequest {
    /// Whole ADA.
    #[schema(value_type = f64)]
    amount: Option<Value>,
    /// CIP-30 `getChangeAddress()`: the address's hex bytes (bech32 is accepted too).
    change_address: Option<String>,
    /// CIP-30 `getUtxos()`: hex CBOR of each `TransactionUnspentOutput`.
    #[serde(default)]
    utxos: Vec<String>,
}

/// An unsigned transaction for the wallet's `signTx(tx_cbor, true)`.
#[derive(Serialize, utoipa::ToSchema)]
pub struct BuiltPayment {
    /// The transaction in hex CBOR, with an empty witness set.
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
    responses((status = 200, body = BuiltPayment),
        (status = 403, description = "`donation.organization_identity`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody),
        (status = 422, description = "`donation.invalid_amount`, `ada.no_wallet`, `ada.bad_cbor`, `ada.bad_address`, `ada.wrong_network`, `ada.insufficient_funds`, `ada.amount_too_small`, `ada.tx_too_large`", body = crate::error::ErrorBody),
        (status = 502, description = "`chain.unavailable`", body = crate::error::ErrorBody)))]
pub async fn build(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<BuildRequest>,
) -> ApiResult<axum::Json<BuiltPayment>> {
    person_only(&auth)?;
    let project = crate::routes::projects::visible_project(&state, Some(&auth), &id).await?;
    let ada = whole_amount(body.amount.as_ref()).map_err(|e| unprocessable("donation.invalid_amount", e.message()))?;
    let pay_to = destination(&state, &project)?;
    let network = state.chain.network();
    let change = body.change_address.as_deref().filter(|a| !a.trim().is_empty());
    let change_to =
        cardano::address_on(network, change.ok_or_else(|| ApiError::field("change_address", FieldError::Required))?)
            .map_err(cardano_error)?;
    if body.utxos.len() > MAX_UTXOS {
        return Err(ApiError::field("utxos", FieldError::TooLong));
    }
    let utxos =
        body.utxos.iter().map(|u| Utxo::from_cbor_hex(u)).collect::<Result<Vec<_>, _>>().map_err(cardano_error)?;
    if let Some(foreign) = utxos.iter().find(|u| !network.accepts(&u.address)) {
        return Err(cardano_error(cardano::CardanoError::WrongNetwork {
            address: cardano::bech32(&foreign.address),
            network: network.name(),
        }));
    }
    let params = state.chain.protocol_parameters().await.map_err(chain_error)?;
    let ttl = state.chain.tip_slot().await.map_err(chain_error)? + state.config.ada_tx_ttl_secs;
    let lovelace = ada as u64 * 1_000_000;
    let request = PaymentRequest {
        utxos: &utxos,
        pay_to: &pay_to,
        lovelace,
        change_to: &change_to,
        ttl,
        network,
        params: &params,
    };
    let unsigned = cardano::build_payment(&request).map_err(build_error)?;
    Ok(axum::Json(BuiltPayment {
        tx_cbor: hex::encode(&unsigned.tx_cbor),
        txid: unsigned.txid,
        amount_lovelace: lovelace,
        fee_lovelace: unsigned.fee,
        ttl,
        pays_to: cardano::bech32(&pay_to),
    }))
}

fn build_error(err: BuildError) -> ApiError {
    let ada = |lovelace: u64| format!("{}.{:06}", lovelace / 1_000_000, lovelace % 1_000_000);
    match err {
        BuildError::InsufficientFunds { available, needed } => unprocessable(
            "ada.insufficient_funds",
            format!(
                "Your wallet does not hold enough ADA: this donation and its network fee need {} ADA and {} ADA can be spent.",
                ada(needed),
                ada(available)
            ),
        ),
        BuildError::BelowMinimum { minimum } => {
            unprocessable("ada.amount_too_small", format!("Cardano needs at least {} ADA in a payment.", ada(minimum)))
        }
        BuildError::TooLarge => unprocessable(
            "ada.tx_too_large",
            "This payment needs too many small amounts from your wallet. Please consolidate your wallet and try again.",
        ),
        BuildError::Builder(reason) => ApiError::Internal(anyhow::anyhow!("building an ADA payment: {reason}")),
    }
}
