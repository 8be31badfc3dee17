//! Development only (404 with a real chain): what a test CIP-30 wallet reads from the in-memory
//! ledger. Paying goes through the real build, sign and submit steps.

use std::sync::Arc;

use axum::extract::{Path, State};
use matchpool_providers::cardano::{self, Address};
use matchpool_providers::chain::DevLedger;
use serde::Serialize;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

fn ledger_and_address(state: &AppState, address: &str) -> ApiResult<(Arc<DevLedger>, Address)> {
    let ledger = state.dev_ledger.clone().ok_or_else(|| ApiError::not_found("not_found", "Not found"))?;
    let address = cardano::address_on(state.chain.network(), address).map_err(|e| {
        let code = match e {
            cardano::CardanoError::WrongNetwork { .. } => "ada.wrong_network",
            _ => "ada.bad_address",
        };
        ApiError::new(axum::http::StatusCode::UNPROCESSABLE_ENTITY, code, e.to_string())
    })?;
    Ok((ledger, address))
}

/// The address's unspent outputs as CIP-30 `getUtxos()` answers them: hex CBOR of each
/// `TransactionUnspentOutput`. The address is bech32 or hex bytes.
#[utoipa::path(get, path = "/dev/ledger/utxos/{address}", tag = "development", params(("address" = String, Path)),
    responses((status = 200, body = Vec<String>), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn utxos(State(state): State<AppState>, Path(address): Path<String>) -> ApiResult<axum::Json<Vec<String>>> {
    let (ledger, address) = ledger_and_address(&state, &address)?;
    Ok(axum::Json(ledger.utxos(&address).iter().map(cardano::Utxo::to_cbor_hex).collect()))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct DevBalance {
    pub address: String,
    pub lovelace: u64,
}

/// The lovelace a test address holds.
#[utoipa::path(get, path = "/dev/ledger/balance/{address}", tag = "development", params(("address" = String, Path)),
    responses((status = 200, body = DevBalance), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn balance(State(state): State<AppState>, Path(address): Path<String>) -> ApiResult<axum::Json<DevBalance>> {
    let (ledger, address) = ledger_and_address(&state, &address)?;
    Ok(axum::Json(DevBalance { lovelace: ledger.balance(&address), address: cardano::bech32(&address) }))
}
