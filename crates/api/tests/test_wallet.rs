//! The "Matchpool test wallet" (issue 14): on the development ledger each person has a test
//! wallet the server signs for, so ADA donations can be tried without a real wallet; it pays
//! through the real build, sign and submit steps, and does not exist with a real chain.

use crate::common;

use std::sync::Arc;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_providers::chain::{DevLedger, Network};
use serde_json::{Value, json};

both!(the_test_wallet_pays_with_test_ada_through_the_real_steps, the_test_wallet_exists_only_on_the_development_ledger,);

const ADA: u64 = 1_000_000;
const PROJECT_WALLET: &str = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";

async fn test_wallet(app: &TestApp, who: &Person) -> Value {
    let (status, wallet) = app.get("/api/dev/wallet", Some(&who.token)).await;
    assert_eq!(status, StatusCode::OK, "{wallet}");
    wallet
}

async fn the_test_wallet_pays_with_test_ada_through_the_real_steps(app: TestApp) {
    let (_, config) = app.get("/api/config", None).await;
    assert_eq!(config["test_wallet"], true);
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    app.set_wallet(project, Some(PROJECT_WALLET.into())).await;

    let donor = app.register("donor").await;
    let wallet = test_wallet(&app, &donor).await;
    let address = wallet["address"].as_str().unwrap();
    assert!(address.starts_with("addr_test1"), "bech32 on a test network: {address}");
    assert_eq!((wallet["network_id"].as_u64(), wallet["lovelace"].as_u64()), (Some(0), Some(10_000 * ADA)));
    assert_eq!(test_wallet(&app, &donor).await["address"], wallet["address"], "the same wallet on every visit");
    let other = app.register("other").await;
    assert_ne!(test_wallet(&app, &other).await["address"], wallet["address"], "each person has their own");

    let (_, utxos) = app.get(&format!("/api/dev/ledger/utxos/{address}"), None).await;
    let build = json!({"amount": 5, "change_address": wallet["address_hex"], "utxos": utxos});
    let (status, built) =
        app.post(&format!("/api/projects/{project}/donates/ada/build"), Some(&donor.token), build).await;
    assert_eq!(status, StatusCode::OK, "{built}");
    let sign = |who: &Person| {
        Req::new(Method::POST, "/api/dev/wallet/sign").token(Some(&who.token)).json(json!({"tx": built["tx_cbor"]}))
    };
    let submit = |witness_set: &Value| json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": witness_set});
    // Another person's test wallet cannot sign for this one.
    let (_, foreign) = app.send(sign(&other)).await;
    let path = format!("/api/projects/{project}/donates/ada/submit");
    let (status, _) = app.post(&path, Some(&donor.token), submit(&foreign["witness_set"])).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, signed) = app.send(sign(&donor)).await;
    assert_eq!(status, StatusCode::OK, "{signed}");
    let (status, submitted) = app.post(&path, Some(&donor.token), submit(&signed["witness_set"])).await;
    assert_eq!(status, StatusCode::OK, "{submitted}");
    let fee = built["fee_lovelace"].as_u64().unwrap();
    assert_eq!(test_wallet(&app, &donor).await["lovelace"].as_u64(), Some(10_000 * ADA - 5 * ADA - fee));
}

async fn the_test_wallet_exists_only_on_the_development_ledger(app: TestApp) {
    let (status, _) = app.get("/api/dev/wallet", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.post("/api/dev/wallet/sign", None, json!({"tx": "84"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let ana = app.register("ana").await;
    for bad in [json!({"tx": "not hex"}), json!({"tx": "a0"}), json!({"tx": ""})] {
        let (status, err) = app.post("/api/dev/wallet/sign", Some(&ana.token), bad.clone()).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.bad_cbor")), "{bad}");
    }
    let (status, _) = app.post("/api/dev/wallet/sign", Some(&ana.token), json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    let real = app.with_state(|state| state.with_chain(Arc::new(DevLedger::new(10, Network::Preprod))));
    let (_, config) = real.get("/api/config", None).await;
    assert_eq!(config["test_wallet"], false);
    let (status, _) = real.get("/api/dev/wallet", Some(&ana.token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = real.post("/api/dev/wallet/sign", Some(&ana.token), json!({"tx": "84"})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
