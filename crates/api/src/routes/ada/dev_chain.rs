//! Development only (404 with a real chain): the in-memory ledger read through the four
//! Blockfrost calls a chain reader makes (`/txs/{hash}`, `/txs/{hash}/utxos`,
//! `/txs/{hash}/metadata`, `/blocks/latest`), in Blockfrost's shapes. So the same client that
//! reads Cardano reads the development ledger: `matchpool qf verify --dev-ledger
//! http://…/api/dev/ledger/blockfrost` checks an anchor the development server wrote
//! (docs/PROOFS.md §6c).

use std::sync::Arc;

use axum::extract::{Path, State};
use matchpool_providers::cardano::MESSAGE_LABEL;
use matchpool_providers::chain::{ChainProvider, DevLedger, TxStatus};
use serde::Serialize;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// A transaction on the development ledger: its outputs, the addresses it spends from, its
/// CIP-20 message and its depth.
struct OnLedger {
    outputs: Vec<matchpool_providers::chain::TxOutput>,
    input_addresses: Vec<String>,
    message: Vec<String>,
    block_height: u64,
}

fn ledger(state: &AppState) -> ApiResult<Arc<DevLedger>> {
    state.dev_ledger.clone().ok_or_else(|| ApiError::not_found("not_found", "Not found"))
}

/// The transaction `hash`, or 404 `not_found` as Blockfrost answers for one it does not know.
async fn on_ledger(state: &AppState, hash: &str) -> ApiResult<OnLedger> {
    let ledger = ledger(state)?;
    let not_found = || ApiError::not_found("not_found", "The requested component has not been found.");
    match ledger.transaction(hash).await.map_err(|_| not_found())? {
        TxStatus::Confirmed { outputs, input_addresses, message, depth } => Ok(OnLedger {
            outputs,
            input_addresses,
            message,
            block_height: (ledger.tip_height() + 1).saturating_sub(depth),
        }),
        TxStatus::Unknown => Err(not_found()),
    }
}

/// `/txs/{hash}` as Blockfrost gives it, reduced to what a reader needs.
#[derive(Serialize, utoipa::ToSchema)]
pub struct LedgerTx {
    pub hash: String,
    /// The height of the block holding the transaction.
    pub block_height: u64,
}

/// Development only: a transaction of the development ledger, as Blockfrost's `/txs/{hash}`.
#[utoipa::path(get, path = "/dev/ledger/blockfrost/txs/{hash}", tag = "development", params(("hash" = String, Path)),
    responses((status = 200, body = LedgerTx), (status = 404, description = "`not_found`: no such transaction, or no development ledger", body = crate::error::ErrorBody)))]
pub async fn tx(State(state): State<AppState>, Path(hash): Path<String>) -> ApiResult<axum::Json<LedgerTx>> {
    let tx = on_ledger(&state, &hash).await?;
    Ok(axum::Json(LedgerTx { hash, block_height: tx.block_height }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LedgerAmount {
    /// `lovelace`: the development ledger holds no other asset.
    pub unit: String,
    /// A whole number, as text (as Blockfrost writes quantities).
    pub quantity: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LedgerIo {
    pub address: String,
    pub amount: Vec<LedgerAmount>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LedgerUtxos {
    pub hash: String,
    /// The addresses spent from (one row each; amounts are not kept for inputs here).
    pub inputs: Vec<LedgerIo>,
    pub outputs: Vec<LedgerIo>,
}

/// Development only: a transaction's inputs and outputs, as Blockfrost's `/txs/{hash}/utxos`.
#[utoipa::path(get, path = "/dev/ledger/blockfrost/txs/{hash}/utxos", tag = "development", params(("hash" = String, Path)),
    responses((status = 200, body = LedgerUtxos), (status = 404, description = "`not_found`: no such transaction, or no development ledger", body = crate::error::ErrorBody)))]
pub async fn tx_utxos(State(state): State<AppState>, Path(hash): Path<String>) -> ApiResult<axum::Json<LedgerUtxos>> {
    let tx = on_ledger(&state, &hash).await?;
    let lovelace = |quantity: i64| vec![LedgerAmount { unit: "lovelace".into(), quantity: quantity.to_string() }];
    Ok(axum::Json(LedgerUtxos {
        hash,
        inputs: tx.input_addresses.into_iter().map(|address| LedgerIo { address, amount: Vec::new() }).collect(),
        outputs: tx
            .outputs
            .into_iter()
            .map(|o| LedgerIo { address: o.address, amount: lovelace(o.lovelace) })
            .collect(),
    }))
}

/// One label of a transaction's metadata.
#[derive(Serialize, utoipa::ToSchema)]
pub struct LedgerLabel {
    /// The metadata label, as text (`674` for a CIP-20 message).
    pub label: String,
    /// `{"msg": [lines]}`.
    pub json_metadata: serde_json::Value,
}

/// Development only: a transaction's metadata, as Blockfrost's `/txs/{hash}/metadata`: its
/// CIP-20 message under label 674, or nothing.
#[utoipa::path(get, path = "/dev/ledger/blockfrost/txs/{hash}/metadata", tag = "development", params(("hash" = String, Path)),
    responses((status = 200, body = Vec<LedgerLabel>), (status = 404, description = "`not_found`: no such transaction, or no development ledger", body = crate::error::ErrorBody)))]
pub async fn tx_metadata(
    State(state): State<AppState>,
    Path(hash): Path<String>,
) -> ApiResult<axum::Json<Vec<LedgerLabel>>> {
    let tx = on_ledger(&state, &hash).await?;
    let labels = if tx.message.is_empty() {
        Vec::new()
    } else {
        vec![LedgerLabel { label: MESSAGE_LABEL.to_string(), json_metadata: serde_json::json!({ "msg": tx.message }) }]
    };
    Ok(axum::Json(labels))
}

/// `/blocks/latest`, reduced to what a reader needs.
#[derive(Serialize, utoipa::ToSchema)]
pub struct LedgerBlock {
    pub height: u64,
    pub slot: u64,
}

/// Development only: the development ledger's latest block, as Blockfrost's `/blocks/latest`.
#[utoipa::path(get, path = "/dev/ledger/blockfrost/blocks/latest", tag = "development",
    responses((status = 200, body = LedgerBlock), (status = 404, description = "`not_found`: no development ledger", body = crate::error::ErrorBody)))]
pub async fn latest_block(State(state): State<AppState>) -> ApiResult<axum::Json<LedgerBlock>> {
    let ledger = ledger(&state)?;
    Ok(axum::Json(LedgerBlock { height: ledger.tip_height(), slot: ledger.slot() }))
}
