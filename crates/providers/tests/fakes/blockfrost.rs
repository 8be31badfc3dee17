//! Blockfrost: a transaction's outputs, payers and messages, protocol parameters, the tip, submitting CBOR.

use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use matchpool_providers::chain::{Blockfrost, ChainError, ChainProvider, Network, ProtocolParams, TxStatus, paid_to};
use serde_json::{Value, json};

use super::serve;

/// Two known transactions: `aa…` pays the project with a CIP-20 message (two inputs of the donor,
/// a collateral input and a reference input), `dd…` has no metadata.
async fn fake_utxos(headers: HeaderMap, Path(hash): Path<String>) -> (StatusCode, Json<Value>) {
    if !keyed(&headers) {
        return (StatusCode::FORBIDDEN, Json(json!({"error": "Forbidden"})));
    }
    let input = |address: &str, collateral: bool, reference: bool| {
        json!({"address": address, "amount": [{"unit": "lovelace", "quantity": "30000000"}],
            "tx_hash": "ee".repeat(32), "output_index": 0, "data_hash": null, "inline_datum": null,
            "reference_script_hash": null, "collateral": collateral, "reference": reference})
    };
    let inputs = if hash == "aa".repeat(32) {
        vec![
            input("addr1donor", false, false),
            input("addr1collateral", true, false),
            input("addr1donor", false, false),
            input("addr1script", false, true),
            input("addr1second", false, false),
        ]
    } else if hash == "dd".repeat(32) {
        vec![input("addr1other", false, false)]
    } else {
        return (StatusCode::NOT_FOUND, Json(json!({"status_code": 404, "error": "Not Found"})));
    };
    (
        StatusCode::OK,
        Json(json!({"hash": hash, "inputs": inputs, "outputs": [
            {"address": "addr1project", "amount": [{"unit": "lovelace", "quantity": "25000000"}, {"unit": "abc123", "quantity": "5"}]},
            {"address": "addr1change", "amount": [{"unit": "lovelace", "quantity": "1000000"}]}
        ]})),
    )
}

/// `/txs/{hash}/metadata`: the labels with their JSON (an empty list when there are none).
async fn fake_metadata(headers: HeaderMap, Path(hash): Path<String>) -> (StatusCode, Json<Value>) {
    if !keyed(&headers) {
        return (StatusCode::FORBIDDEN, Json(json!({"error": "Forbidden"})));
    }
    if hash == "aa".repeat(32) {
        (
            StatusCode::OK,
            Json(json!([
                {"label": "721", "json_metadata": {"msg": ["not a message"]}},
                {"label": "674", "json_metadata": {"msg": ["Matchpool donation", "intent 0193f0c2"]}}
            ])),
        )
    } else if hash == "dd".repeat(32) {
        (StatusCode::OK, Json(json!([])))
    } else {
        (StatusCode::NOT_FOUND, Json(json!({"status_code": 404, "error": "Not Found"})))
    }
}

/// `/txs/{hash}`: `aa…` is in block 10,999,998 (three blocks deep under the fake tip), `dd…` in
/// the tip itself.
async fn fake_tx(headers: HeaderMap, Path(hash): Path<String>) -> (StatusCode, Json<Value>) {
    if !keyed(&headers) {
        return (StatusCode::FORBIDDEN, Json(json!({"error": "Forbidden"})));
    }
    let height = if hash == "aa".repeat(32) {
        10_999_998
    } else if hash == "dd".repeat(32) {
        11_000_000
    } else {
        return (StatusCode::NOT_FOUND, Json(json!({"status_code": 404, "error": "Not Found"})));
    };
    (StatusCode::OK, Json(json!({"hash": hash, "block_height": height, "slot": 140_000_000})))
}

#[tokio::test]
async fn blockfrost_reports_outputs_payers_messages_and_unknown_transactions() {
    let base = serve(
        Router::new()
            .route("/txs/{hash}/utxos", get(fake_utxos))
            .route("/txs/{hash}/metadata", get(fake_metadata))
            .route("/txs/{hash}", get(fake_tx))
            .route("/blocks/latest", get(fake_latest_block)),
    )
    .await;
    let chain = Blockfrost::new(&base, "mainnetKEY", Network::Mainnet);
    let TxStatus::Confirmed { outputs, input_addresses, message, depth } =
        chain.transaction(&"aa".repeat(32)).await.unwrap()
    else {
        panic!("confirmed")
    };
    assert_eq!(depth, 3, "its block and two above it");
    assert_eq!(paid_to(&outputs, &["addr1project"]), 25_000_000, "only lovelace counts");
    assert_eq!(input_addresses, ["addr1donor", "addr1second"], "spent inputs once each, no collateral nor reference");
    assert_eq!(message, ["Matchpool donation", "intent 0193f0c2"]);
    assert_eq!(
        chain.transaction(&"dd".repeat(32)).await.unwrap(),
        TxStatus::Confirmed { outputs, input_addresses: vec!["addr1other".into()], message: vec![], depth: 1 }
    );
    assert_eq!(chain.transaction(&"bb".repeat(32)).await.unwrap(), TxStatus::Unknown);
    assert_eq!(chain.transaction("../epochs/latest").await.unwrap(), TxStatus::Unknown, "not a transaction id");
    let wrong_key = Blockfrost::new(&base, "otherKEY", Network::Mainnet);
    assert!(wrong_key.transaction(&"aa".repeat(32)).await.is_err());
}

fn keyed(headers: &HeaderMap) -> bool {
    headers.get("project_id").and_then(|v| v.to_str().ok()) == Some("mainnetKEY")
}

async fn fake_parameters(headers: HeaderMap) -> (StatusCode, Json<Value>) {
    if !keyed(&headers) {
        return (StatusCode::FORBIDDEN, Json(json!({"error": "Forbidden"})));
    }
    // An excerpt of Blockfrost's answer: some numbers are strings.
    (
        StatusCode::OK,
        Json(json!({"epoch": 520, "min_fee_a": 44, "min_fee_b": 155381, "max_tx_size": 16384, "max_val_size": "5000",
            "key_deposit": "2000000", "coins_per_utxo_size": "4310", "coins_per_utxo_word": "4310", "min_utxo": "4310"})),
    )
}

async fn fake_latest_block(headers: HeaderMap) -> (StatusCode, Json<Value>) {
    if !keyed(&headers) {
        return (StatusCode::FORBIDDEN, Json(json!({"error": "Forbidden"})));
    }
    (StatusCode::OK, Json(json!({"hash": "ff".repeat(32), "height": 11_000_000, "slot": 140_000_123, "epoch": 520})))
}

/// Accepts `84 ...` (a transaction array) and refuses anything else as the node would.
async fn fake_submit(
    State(seen): State<SeenBytes>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> (StatusCode, Json<Value>) {
    seen.0.lock().unwrap().push((headers.clone(), body.to_vec()));
    if !keyed(&headers) {
        return (
            StatusCode::FORBIDDEN,
            Json(json!({"status_code": 403, "error": "Forbidden", "message": "Invalid project token."})),
        );
    }
    if headers.get("content-type").and_then(|v| v.to_str().ok()) != Some("application/cbor") {
        return (
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Json(json!({"status_code": 415, "error": "Unsupported Media Type", "message": "wrong type"})),
        );
    }
    if body.first() == Some(&0x84) {
        (StatusCode::OK, Json(json!("cc".repeat(32))))
    } else {
        (
            StatusCode::BAD_REQUEST,
            Json(
                json!({"status_code": 400, "error": "Bad Request", "message": "transaction submit error ShelleyTxValidationError ... (BadInputsUTxO ...)"}),
            ),
        )
    }
}

#[derive(Clone, Default)]
struct SeenBytes(Arc<Mutex<Vec<Request>>>);

/// The headers and body a fake server received.
type Request = (HeaderMap, Vec<u8>);

#[tokio::test]
async fn blockfrost_gives_parameters_and_tip_and_submits_cbor() {
    let seen = SeenBytes::default();
    let base = serve(
        Router::new()
            .route("/epochs/latest/parameters", get(fake_parameters))
            .route("/blocks/latest", get(fake_latest_block))
            .route("/tx/submit", post(fake_submit))
            .with_state(seen.clone()),
    )
    .await;
    let chain = Blockfrost::new(&base, "mainnetKEY", Network::Mainnet);
    assert_eq!(chain.protocol_parameters().await.unwrap(), ProtocolParams::conway_mainnet());
    assert_eq!(chain.tip_slot().await.unwrap(), 140_000_123);
    assert_eq!(chain.network(), Network::Mainnet);

    let tx = [0x84, 0xa0, 0xa0, 0xf5, 0xf6];
    assert_eq!(chain.submit(&tx).await.unwrap(), "cc".repeat(32));
    let refused = chain.submit(&[0x80]).await;
    assert!(matches!(&refused, Err(ChainError::Rejected(m)) if m.contains("BadInputsUTxO")), "{refused:?}");
    {
        let seen = seen.0.lock().unwrap();
        assert_eq!(seen.len(), 2);
        assert_eq!(seen[0].1, tx, "the CBOR bytes as they are");
        assert_eq!(seen[0].0.get("project_id").unwrap(), "mainnetKEY");
    }

    let wrong_key = Blockfrost::new(&base, "otherKEY", Network::Mainnet);
    assert!(
        matches!(wrong_key.submit(&tx).await, Err(ChainError::Unavailable(_))),
        "a refused key is not a refused transaction"
    );
    assert!(wrong_key.protocol_parameters().await.is_err());
    assert!(wrong_key.tip_slot().await.is_err());
}

/// The operator wallet's outputs: one of ADA alone, one with a token (left alone), one not ADA.
async fn fake_address_utxos(headers: HeaderMap, Path(address): Path<String>) -> (StatusCode, Json<Value>) {
    if !keyed(&headers) {
        return (StatusCode::FORBIDDEN, Json(json!({"error": "Forbidden"})));
    }
    if address != operator().bech32() {
        return (StatusCode::NOT_FOUND, Json(json!({"status_code": 404, "error": "Not Found"})));
    }
    let row = |hash: &str, index: u64, amount: Value| {
        json!({"address": address, "tx_hash": hash.repeat(32), "tx_index": index, "output_index": index,
            "amount": amount, "block": "b", "data_hash": null, "inline_datum": null, "reference_script_hash": null})
    };
    (
        StatusCode::OK,
        Json(json!([
            row("a1", 0, json!([{"unit": "lovelace", "quantity": "5000000"}])),
            row(
                "a2",
                3,
                json!([{"unit": "lovelace", "quantity": "2000000"}, {"unit": format!("{}74", "ab".repeat(28)), "quantity": "1"}])
            ),
        ])),
    )
}

/// The operator's wallet: a test key's enterprise address on preprod.
fn operator() -> matchpool_providers::cardano::DevWallet {
    matchpool_providers::cardano::DevWallet::from_seed([0x11; 32], Network::Preprod)
}

#[tokio::test]
async fn blockfrost_lists_an_addresss_ada_only_outputs() {
    let base = serve(Router::new().route("/addresses/{address}/utxos", get(fake_address_utxos))).await;
    let chain = Blockfrost::new(&base, "mainnetKEY", Network::Preprod);
    let operator = operator().address().clone();
    let utxos = chain.address_utxos(&operator).await.unwrap();
    assert_eq!(utxos.len(), 1, "the output carrying a token is left alone: {utxos:?}");
    assert_eq!((utxos[0].lovelace, utxos[0].index, utxos[0].tx_hash.to_string()), (5_000_000, 0, "a1".repeat(32)));
    assert_eq!(utxos[0].address, operator);
    // An address never used has no outputs; a wrong key is an error.
    let unused = matchpool_providers::cardano::DevWallet::from_seed([0x22; 32], Network::Preprod);
    assert!(chain.address_utxos(unused.address()).await.unwrap().is_empty());
    let wrong_key = Blockfrost::new(&base, "otherKEY", Network::Preprod);
    assert!(wrong_key.address_utxos(&operator).await.is_err());
}
