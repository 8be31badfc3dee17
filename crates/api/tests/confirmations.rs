//! Issue 32.2: ADA settles only once its transaction is `chain.confirmations` blocks deep. In
//! between the donor sees "confirming, n of k"; a rollback before that depth sends the donation
//! back to waiting (nothing of it counted), a transaction included again settles after k blocks,
//! and one never included again expires.

use crate::common;

use axum::http::StatusCode;
use common::{Person, TestApp, test_config};
use matchpool_domain::{DonationId, ProjectId};
use matchpool_providers::cardano::DevWallet;
use matchpool_providers::chain::{DevLedger, Network};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    ada_settles_after_k_blocks_and_a_rollback_before_sends_it_back_to_waiting,
    a_transaction_never_included_again_expires_and_counts_for_nothing,
    the_donors_list_says_how_deep_each_pending_ada_donation_is,
);

const WALLET: &str = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";
const K: u64 = 3;

struct World {
    app: TestApp,
    project: ProjectId,
    donor: Person,
}

async fn world(app: TestApp) -> World {
    let mut config = test_config();
    config.chain_confirmations = K;
    let app = app.reconfigured(config).await;
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Green earth").await;
    app.set_wallet(project, Some(WALLET.to_owned())).await;
    let donor = app.register("donor").await;
    World { app, project, donor }
}

fn ledger(app: &TestApp) -> &DevLedger {
    app.state.dev_ledger.as_deref().expect("the development ledger")
}

/// Builds, signs and submits a payment of `ada` through the server: (txid, donation id).
async fn pay(w: &World, ada: i64) -> (String, String) {
    let (app, payer) = (&w.app, DevWallet::from_seed([9; 32], Network::Preprod));
    let (_, utxos) = app.get(&format!("/api/dev/ledger/utxos/{}", payer.bech32()), None).await;
    let body = json!({"amount": ada, "change_address": payer.bech32(), "utxos": utxos});
    let (status, built) =
        app.post(&format!("/api/projects/{}/donates/ada/build", w.project), Some(&w.donor.token), body).await;
    assert_eq!(status, StatusCode::OK, "{built}");
    let tx = hex::decode(built["tx_cbor"].as_str().unwrap()).unwrap();
    let witness_set = hex::encode(payer.sign(&tx).unwrap());
    let body = json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": witness_set});
    let (status, submitted) =
        app.post(&format!("/api/projects/{}/donates/ada/submit", w.project), Some(&w.donor.token), body).await;
    assert_eq!(status, StatusCode::OK, "{submitted}");
    (submitted["txid"].as_str().unwrap().to_owned(), submitted["donation_id"].as_str().unwrap().to_owned())
}

/// The chain is looked at again, as the reconcile job does.
async fn look_again(w: &World, id: &str) -> Value {
    let donation: DonationId = Uuid::parse_str(id).unwrap().into();
    let found = matchpool_app::donations::find(&w.app.state, donation).await.unwrap();
    matchpool_app::ada::check(&w.app.state, &found).await.unwrap();
    detail(w, id).await
}

async fn detail(w: &World, id: &str) -> Value {
    let (status, body) = w.app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// What counts of the project: its raised totals and counting votes, and the donor's points.
async fn counted(w: &World) -> (Value, i64, i64) {
    let (_, project) = w.app.get(&format!("/api/projects/{}", w.project), None).await;
    let (_, me) = w.app.get("/api/me", Some(&w.donor.token)).await;
    (
        project["total_donations"].clone(),
        project["total_votes"].as_i64().unwrap(),
        me["impact_points"].as_i64().unwrap(),
    )
}

/// The row of donation `id` in the donor's own list (GET /me/donations).
async fn row(w: &World, id: &str) -> Value {
    let (status, page) = w.app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    let rows = page["results"].as_array().unwrap();
    rows.iter().find(|d| d["id"] == id).cloned().unwrap_or_else(|| panic!("{id} is not listed: {page}"))
}

fn confirming(d: &Value) -> (&str, Value) {
    (d["state"].as_str().unwrap(), d["confirming"].clone())
}

async fn ada_settles_after_k_blocks_and_a_rollback_before_sends_it_back_to_waiting(app: TestApp) {
    let w = world(app).await;
    let nothing = counted(&w).await;
    let (txid, id) = pay(&w, 5).await;
    let d = detail(&w, &id).await;
    assert_eq!(confirming(&d), ("pending", json!({"seen": 1, "needed": K})), "in a block, not deep enough: {d}");
    assert_eq!(counted(&w).await, nothing, "nothing counts before {K} blocks");

    ledger(&w.app).add_blocks(1);
    let d = look_again(&w, &id).await;
    assert_eq!(confirming(&d), ("pending", json!({"seen": 2, "needed": K})), "{d}");

    // Rolled back at k − 1: the donation waits for the chain again.
    ledger(&w.app).roll_back(2);
    let d = look_again(&w, &id).await;
    assert_eq!(confirming(&d), ("pending", Value::Null), "waiting again: {d}");
    assert_eq!(counted(&w).await, nothing);

    // Included again, it settles once k blocks deep, and counts once.
    ledger(&w.app).include_again(&txid).unwrap();
    let d = look_again(&w, &id).await;
    assert_eq!(confirming(&d), ("pending", json!({"seen": 1, "needed": K})), "{d}");
    ledger(&w.app).add_blocks(K - 1);
    let d = look_again(&w, &id).await;
    assert_eq!(confirming(&d), ("settled", Value::Null), "{d}");
    let (raised, votes, points) = counted(&w).await;
    assert_eq!((raised["lovelace"]["amount"].as_f64(), votes), (Some(5.0), 1), "{raised}");
    assert!(points > 0, "the gift earned its points");
    look_again(&w, &id).await;
    assert_eq!(counted(&w).await, (raised, votes, points), "looking again changes nothing");
}

async fn a_transaction_never_included_again_expires_and_counts_for_nothing(app: TestApp) {
    let w = world(app).await;
    let nothing = counted(&w).await;
    let (_, id) = pay(&w, 4).await;
    ledger(&w.app).add_blocks(K - 2);
    assert_eq!(confirming(&look_again(&w, &id).await).1, json!({"seen": K - 1, "needed": K}));
    ledger(&w.app).roll_back(K);
    assert_eq!(confirming(&look_again(&w, &id).await), ("pending", Value::Null));
    w.app.age_donation(&id, 3).await;
    let d = look_again(&w, &id).await;
    assert_eq!(
        (d["state"].as_str(), d["failure_reason"].as_str()),
        (Some("expired"), Some("The transaction was not confirmed in time.")),
        "{d}"
    );
    assert_eq!(counted(&w).await, nothing, "nothing of it ever counted");
}

/// My donations says "confirming, n of k" on each row as the donation's own page does, and nothing
/// once the donation settled or while the transaction waits to be included again.
async fn the_donors_list_says_how_deep_each_pending_ada_donation_is(app: TestApp) {
    let w = world(app).await;
    let (_, first) = pay(&w, 5).await;
    let (_, second) = pay(&w, 3).await; // in the next block: the first is one deeper

    look_again(&w, &first).await;
    assert_eq!(confirming(&row(&w, &first).await), ("pending", json!({"seen": 2, "needed": K})));
    assert_eq!(confirming(&row(&w, &second).await), ("pending", json!({"seen": 1, "needed": K})));
    assert_eq!(
        row(&w, &first).await["confirming"],
        detail(&w, &first).await["confirming"],
        "the list and the page agree"
    );

    ledger(&w.app).add_blocks(K - 2);
    look_again(&w, &first).await;
    assert_eq!(confirming(&row(&w, &first).await), ("settled", Value::Null), "settled: no depth any more");
    ledger(&w.app).roll_back(K - 1);
    look_again(&w, &second).await;
    assert_eq!(confirming(&row(&w, &second).await), ("pending", Value::Null), "rolled back: waiting again");
}
