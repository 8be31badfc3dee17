//! Development only (404 with a real chain): what a test CIP-30 wallet reads from the in-memory
//! ledger. Paying goes through the real build, sign and submit steps.

use std::sync::Arc;

use axum::extract::{Path, State};
use hmac::{Hmac, Mac};
use matchpool_providers::cardano::{self, Address};
use matchpool_providers::chain::{ChainProvider, DevLedger};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth};
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

/// The signed-in person's test wallet on the development ledger: its address in bech32 and in
/// hex (as CIP-30 gives addresses), the network id and its test ADA.
#[derive(Serialize, utoipa::ToSchema)]
pub struct TestWallet {
    pub address: String,
    pub address_hex: String,
    pub network_id: u8,
    pub lovelace: u64,
}

/// Each person's own test key, derived from the server's secret and their id, so the wallet is
/// the same on every visit and no one can sign with another person's key.
fn test_wallet_of(state: &AppState, auth: &Auth) -> ApiResult<(Arc<DevLedger>, cardano::DevWallet)> {
    let ledger = state.dev_ledger.clone().ok_or_else(|| ApiError::not_found("not_found", "Not found"))?;
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(state.config.token_secret.expose().as_bytes())
        .expect("HMAC takes keys of any length");
    mac.update(format!("test-wallet:{}", auth.user.id).as_bytes());
    let seed: [u8; 32] = mac.finalize().into_bytes().into();
    Ok((ledger.clone(), cardano::DevWallet::from_seed(seed, ledger.network())))
}

/// Development only (404 with a real chain): the "Matchpool test wallet" the web app offers when
/// the platform runs on the development ledger. Its ADA is test money.
#[utoipa::path(get, path = "/dev/wallet", tag = "development", security(("bearer" = [])),
    responses((status = 200, body = TestWallet), (status = 401, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn test_wallet(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<TestWallet>> {
    let (ledger, wallet) = test_wallet_of(&state, &auth)?;
    Ok(axum::Json(TestWallet {
        address: wallet.bech32(),
        address_hex: hex::encode(wallet.address().to_vec()),
        network_id: ledger.network().id(),
        lovelace: ledger.balance(wallet.address()),
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SignRequest {
    /// The unsigned transaction, hex CBOR, as CIP-30 `signTx` receives it.
    tx: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SignAnswer {
    /// The witness set, hex CBOR, as CIP-30 `signTx(tx, true)` answers it.
    witness_set: String,
}

/// Development only: the person's test wallet signs a transaction, as CIP-30 `signTx` would.
#[utoipa::path(post, path = "/dev/wallet/sign", tag = "development", request_body = SignRequest, security(("bearer" = [])),
    responses((status = 200, body = SignAnswer), (status = 401, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 422, description = "`ada.bad_cbor`", body = crate::error::ErrorBody)))]
pub async fn sign_with_test_wallet(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<SignRequest>,
) -> ApiResult<axum::Json<SignAnswer>> {
    let (_, wallet) = test_wallet_of(&state, &auth)?;
    let invalid = || {
        ApiError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "ada.bad_cbor",
            "This is not a Cardano transaction.",
        )
    };
    let tx = hex::decode(body.tx.trim()).map_err(|_| invalid())?;
    let witness_set = wallet.sign(&tx).map_err(|_| invalid())?;
    Ok(axum::Json(SignAnswer { witness_set: hex::encode(witness_set) }))
}
