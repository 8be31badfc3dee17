//! A cart paid in ADA (issue 16): one server-built transaction from the donor's wallet with an
//! output per project wallet (or the payout address, the project named in the CIP-20 message), a
//! donation and a vote per project, all settling or failing together; a transaction that pays
//! less is refused; who may; bad requests change nothing. Run on the development ledger with a
//! test ed25519 key as the wallet.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_domain::{CheckoutId, Move, OrganizationId, ProjectId};
use matchpool_providers::cardano::{self, DevWallet, Payment, PaymentRequest, Utxo};
use matchpool_providers::chain::{ChainProvider, Network};
use matchpool_store::donations::Change;
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    an_ada_cart_is_one_transaction_with_an_output_per_project,
    a_transaction_paying_less_is_refused_and_nothing_moves,
    a_short_transaction_on_the_chain_fails_every_donation,
    an_unsigned_checkout_expires_or_is_canceled,
    who_may_pay_a_cart_in_ada,
    bad_ada_carts_are_refused_and_change_nothing,
    one_ada_donation_of_a_checkout_is_refunded_alone,
    a_cart_with_projects_without_a_wallet_is_refused_naming_them,
    a_cart_settles_after_k_blocks_and_waits_again_after_a_rollback,
);

/// The wallets of the first two projects.
fn project_wallets() -> [String; 2] {
    [wallet(20).bech32(), wallet(21).bech32()]
}

struct World {
    projects: Vec<ProjectId>,
    donor: Person,
    owner: Person,
    org: OrganizationId,
    payout: String,
}

/// The platform's payout address, for projects without a wallet.
fn payout_wallet() -> DevWallet {
    DevWallet::from_seed([9; 32], Network::Preprod)
}

/// An app whose payout address is set, and three projects in a round voting now: two with a
/// wallet, the third without (paid at the payout address).
async fn world(app: &TestApp) -> (TestApp, World) {
    let mut config = common::test_config();
    config.payout_address = Some(payout_wallet().bech32());
    let app = app.reconfigured(config).await;
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let mut projects = Vec::new();
    for (index, title) in ["Wells", "Schools", "Clinics"].into_iter().enumerate() {
        let project = app.project_in(&round, org, title).await;
        app.set_wallet(project, project_wallets().get(index).cloned()).await;
        projects.push(project);
    }
    let donor = app.register("donor").await;
    (app, World { projects, donor, owner, org, payout: payout_wallet().bech32() })
}

fn wallet(seed: u8) -> DevWallet {
    DevWallet::from_seed([seed; 32], Network::Preprod)
}

async fn utxos_of(app: &TestApp, wallet: &DevWallet) -> Vec<String> {
    let (status, utxos) = app.get(&format!("/api/dev/ledger/utxos/{}", wallet.bech32()), None).await;
    assert_eq!(status, StatusCode::OK, "{utxos}");
    serde_json::from_value(utxos).unwrap()
}

async fn balance(app: &TestApp, address: &str) -> i64 {
    app.get(&format!("/api/dev/ledger/balance/{address}"), None).await.1["lovelace"].as_i64().unwrap()
}

/// The build request of `wallet` for USD amounts, the change address as CIP-30 gives it (hex).
async fn cart(app: &TestApp, wallet: &DevWallet, items: &[(ProjectId, i64)]) -> Value {
    let items: Vec<Value> = items.iter().map(|(p, a)| json!({"project_id": p, "amount": a})).collect();
    json!({"items": items, "change_address": hex::encode(wallet.address().to_vec()), "utxos": utxos_of(app, wallet).await})
}

async fn build(app: &TestApp, who: &Person, body: Value) -> (StatusCode, Value) {
    app.post("/api/checkouts/ada", Some(&who.token), body).await
}

async fn submit(app: &TestApp, who: &Person, checkout: &str, tx: &str, witnesses: &str) -> (StatusCode, Value) {
    app.post(
        &format!("/api/checkouts/{checkout}/ada"),
        Some(&who.token),
        json!({"tx_cbor": tx, "witness_set": witnesses}),
    )
    .await
}

fn signed_by(wallet: &DevWallet, tx_hex: &str) -> String {
    hex::encode(wallet.sign(&hex::decode(tx_hex).unwrap()).unwrap())
}

fn three(w: &World) -> Vec<(ProjectId, i64)> {
    vec![(w.projects[0], 10), (w.projects[1], 20), (w.projects[2], 30)]
}

/// Lovelace worth at least `dollars` at the test rate (0.45 USD/ADA), rounded up.
fn lovelace_of(dollars: i64) -> i64 {
    (dollars * 100 * 10_000_000_000 + 449_999) / 450_000
}

async fn votes_of(app: &TestApp, project: ProjectId) -> i64 {
    app.get(&format!("/api/projects/{project}"), None).await.1["total_votes"].as_i64().unwrap()
}

async fn checkout_of(app: &TestApp, who: &Person, id: &str) -> Value {
    let (status, body) = app.get(&format!("/api/checkouts/{id}"), Some(&who.token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["checkout"].clone()
}

fn states(checkout: &Value) -> Vec<String> {
    checkout["donations"].as_array().unwrap().iter().map(|d| d["state"].as_str().unwrap().to_owned()).collect()
}

async fn an_ada_cart_is_one_transaction_with_an_output_per_project(app: TestApp) {
    let (app, w) = world(&app).await;
    let wallets = project_wallets();
    let donor_wallet = wallet(1);
    let before = [
        balance(&app, wallets[0].as_str()).await,
        balance(&app, wallets[1].as_str()).await,
        balance(&app, &w.payout).await,
    ];
    let (status, built) = build(&app, &w.donor, cart(&app, &donor_wallet, &three(&w)).await).await;
    assert_eq!(status, StatusCode::CREATED, "{built}");
    let amounts: Vec<i64> = [10, 20, 30].into_iter().map(lovelace_of).collect();
    let outputs = built["outputs"].as_array().unwrap();
    let expected =
        [(wallets[0].as_str(), amounts[0]), (wallets[1].as_str(), amounts[1]), (w.payout.as_str(), amounts[2])];
    for ((output, (to, lovelace)), project) in outputs.iter().zip(expected).zip(&w.projects) {
        assert_eq!(output["project_id"], project.to_string());
        assert_eq!((output["pays_to"].as_str(), output["amount_lovelace"].as_i64()), (Some(to), Some(lovelace)));
    }
    assert_eq!(outputs[0]["usd_cents"], 1000, "each project gets at least its USD amount");
    assert_eq!(
        (built["amount_lovelace"].as_i64(), built["rate_usd"].as_f64()),
        (Some(amounts.iter().sum()), Some(0.45))
    );

    // The transaction itself: one output per project in the cart's order, then the change, and a
    // message naming the checkout and the project paid at the payout address.
    let tx_hex = built["tx_cbor"].as_str().unwrap();
    let tx = cardano::parse(&hex::decode(tx_hex).unwrap()).unwrap();
    let paid: Vec<(String, i64)> =
        tx.outputs.iter().map(|o| (cardano::bech32(&o.address), o.lovelace as i64)).collect();
    assert_eq!(paid[..3], expected.map(|(to, l)| (to.to_owned(), l)));
    assert_eq!(paid[3].0, donor_wallet.bech32(), "the change goes back to the wallet");
    let checkout = built["checkout_id"].as_str().unwrap();
    assert_eq!(
        tx.message,
        vec!["matchpool checkout".to_owned(), format!("checkout:{checkout}"), format!("out2:{}", w.projects[2])]
    );
    let waiting = checkout_of(&app, &w.donor, checkout).await;
    assert_eq!((waiting["state"].as_str(), waiting["payment_type"].as_str()), (Some("initiated"), Some("CRYPTO")));
    assert_eq!(votes_of(&app, w.projects[0]).await, 0, "nothing counts before the chain has it");

    let (status, answer) = submit(&app, &w.donor, checkout, tx_hex, &signed_by(&donor_wallet, tx_hex)).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    let c = &answer["checkout"];
    let txid = built["txid"].as_str().unwrap();
    assert_eq!((c["state"].as_str(), c["transaction_id"].as_str()), (Some("settled"), Some(txid)));
    assert_eq!(states(c), vec!["settled"; 3], "every donation settles at once");
    for d in c["donations"].as_array().unwrap() {
        assert_eq!((d["transaction_id"].as_str(), d["checkout_id"].as_str()), (Some(txid), Some(checkout)));
        assert_eq!(d["currency"], "lovelace");
    }
    for project in &w.projects {
        assert_eq!(votes_of(&app, *project).await, 1, "each donation also votes");
    }
    let after = [
        balance(&app, wallets[0].as_str()).await,
        balance(&app, wallets[1].as_str()).await,
        balance(&app, &w.payout).await,
    ];
    let arrived: Vec<i64> = after.iter().zip(&before).map(|(a, b)| a - b).collect();
    assert_eq!(arrived, amounts, "exactly each amount arrived, in one transaction");

    // A retry after a lost answer: the same checkout, nothing paid twice.
    let (status, again) = submit(&app, &w.donor, checkout, tx_hex, &signed_by(&donor_wallet, tx_hex)).await;
    assert_eq!((status, again["checkout"]["state"].as_str()), (StatusCode::CREATED, Some("settled")), "{again}");
    assert_eq!(balance(&app, wallets[0].as_str()).await, after[0]);
    // The cart's transaction cannot back another donation.
    let (status, err) = app
        .post(
            &format!("/api/projects/{}/donates", w.projects[0]),
            Some(&w.donor.token),
            json!({"amount": 22, "currency": "lovelace", "txid": txid, "wallet_address": donor_wallet.bech32()}),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("donation.tx_reused")), "{err}");
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["total"], 3);
}

/// A cart of the three projects built for `wallet`, and its transaction's CIP-20 message.
async fn built_with_message(app: &TestApp, w: &World, wallet: &DevWallet) -> (Value, Vec<String>) {
    let (status, built) = build(app, &w.donor, cart(app, wallet, &three(w)).await).await;
    assert_eq!(status, StatusCode::CREATED, "{built}");
    let message = cardano::parse(&hex::decode(built["tx_cbor"].as_str().unwrap()).unwrap()).unwrap().message;
    (built, message)
}

/// A transaction for `checkout`'s message that pays `lovelace` to each of `to`, from `wallet`.
async fn hand_built(app: &TestApp, wallet: &DevWallet, to: &[(&str, i64)], message: &[String]) -> String {
    let ledger = app.state.dev_ledger.clone().unwrap();
    let utxos: Vec<Utxo> = ledger.utxos(wallet.address());
    let params = ledger.protocol_parameters().await.unwrap();
    let addresses: Vec<_> = to.iter().map(|(a, _)| cardano::address_on(Network::Preprod, a).unwrap()).collect();
    let payments = addresses.iter().zip(to).map(|(a, (_, l))| Payment { to: a, lovelace: *l as u64 }).collect();
    let request = PaymentRequest {
        utxos: &utxos,
        payments,
        change_to: wallet.address(),
        ttl: ledger.tip_slot().await.unwrap() + 600,
        network: Network::Preprod,
        params: &params,
        message,
    };
    hex::encode(cardano::build_payment(&request).unwrap().tx_cbor)
}

async fn a_transaction_paying_less_is_refused_and_nothing_moves(app: TestApp) {
    let (app, w) = world(&app).await;
    let wallets = project_wallets();
    let donor_wallet = wallet(2);
    let (built, message) = built_with_message(&app, &w, &donor_wallet).await;
    let checkout = built["checkout_id"].as_str().unwrap();
    let before = balance(&app, wallets[0].as_str()).await;

    // The same message, one project paid a lovelace short.
    let short = [
        (wallets[0].as_str(), lovelace_of(10)),
        (wallets[1].as_str(), lovelace_of(20)),
        (w.payout.as_str(), lovelace_of(30) - 1),
    ];
    let tx = hand_built(&app, &donor_wallet, &short, &message).await;
    let (status, err) = submit(&app, &w.donor, checkout, &tx, &signed_by(&donor_wallet, &tx)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.tx_mismatch")), "{err}");
    // Everything paid, but to the first wallet only.
    let elsewhere = [(wallets[0].as_str(), lovelace_of(60))];
    let tx = hand_built(&app, &donor_wallet, &elsewhere, &message).await;
    let (status, err) = submit(&app, &w.donor, checkout, &tx, &signed_by(&donor_wallet, &tx)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.tx_mismatch")), "{err}");
    // Another checkout's transaction, in full.
    let (_, other) = build(&app, &w.donor, cart(&app, &donor_wallet, &three(&w)).await).await;
    let other_tx = other["tx_cbor"].as_str().unwrap();
    let (status, err) = submit(&app, &w.donor, checkout, other_tx, &signed_by(&donor_wallet, other_tx)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.tx_mismatch")), "{err}");
    // Not hex, and a witness set that does not sign it.
    let (status, err) = submit(&app, &w.donor, checkout, "zz", "zz").await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.bad_cbor")), "{err}");
    let tx_hex = built["tx_cbor"].as_str().unwrap();
    let (status, err) = submit(&app, &w.donor, checkout, tx_hex, &signed_by(&wallet(3), tx_hex)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.tx_rejected")), "{err}");

    assert_eq!(balance(&app, wallets[0].as_str()).await, before, "nothing reached the chain");
    let c = checkout_of(&app, &w.donor, checkout).await;
    assert_eq!((c["state"].as_str(), c["transaction_id"].as_str()), (Some("initiated"), None));
    assert_eq!(votes_of(&app, w.projects[0]).await, 0);
    // The right transaction still goes through afterwards.
    let (status, answer) = submit(&app, &w.donor, checkout, tx_hex, &signed_by(&donor_wallet, tx_hex)).await;
    assert_eq!((status, answer["checkout"]["state"].as_str()), (StatusCode::CREATED, Some("settled")), "{answer}");
}

async fn a_short_transaction_on_the_chain_fails_every_donation(app: TestApp) {
    let (app, w) = world(&app).await;
    let wallets = project_wallets();
    let donor_wallet = wallet(4);
    let (built, message) = built_with_message(&app, &w, &donor_wallet).await;
    let checkout = built["checkout_id"].as_str().unwrap();
    // A transaction naming the checkout but paying one project only reaches the chain (sent by
    // another client), and the checkout is recorded as waiting for it.
    let ledger = app.state.dev_ledger.clone().unwrap();
    let txid =
        donor_wallet.pay_with_message(&ledger, wallets[0].as_str(), lovelace_of(10) as u64, &message).await.unwrap();
    let id: CheckoutId = checkout.parse().unwrap();
    let txn = matchpool_store::write_txn(&app.db).await.unwrap();
    let now = chrono::Utc::now();
    let change = Change { reference: Some(txid.clone()), ..Change::default() };
    assert!(matchpool_store::checkouts::transition(&txn, id, Move::AwaitConfirmation, &change, now).await.unwrap());
    for d in matchpool_store::donations::of_checkout(&txn, id).await.unwrap() {
        matchpool_store::donations::transition(&txn, d.id, Move::AwaitConfirmation, change.clone(), now).await.unwrap();
    }
    txn.commit().await.unwrap();
    app.age_checkout(checkout, 1).await;

    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    let c = checkout_of(&app, &w.donor, checkout).await;
    assert_eq!(c["state"], "failed", "{c}");
    assert_eq!(c["failure_reason"], "The transaction pays less than the donations.");
    assert_eq!(states(&c), vec!["failed"; 3], "all fail together");
    for project in &w.projects {
        assert_eq!(votes_of(&app, *project).await, 0, "a failed checkout votes for no one");
    }
}

async fn an_unsigned_checkout_expires_or_is_canceled(app: TestApp) {
    let (app, w) = world(&app).await;
    let donor_wallet = wallet(5);
    let (_, built) = build(&app, &w.donor, cart(&app, &donor_wallet, &three(&w)).await).await;
    let checkout = built["checkout_id"].as_str().unwrap();
    app.age_checkout(checkout, 1).await;
    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    assert_eq!(checkout_of(&app, &w.donor, checkout).await["state"], "initiated", "still valid for its two hours");
    app.age_checkout(checkout, 3).await;
    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    let c = checkout_of(&app, &w.donor, checkout).await;
    assert_eq!(
        (c["state"].as_str(), c["failure_reason"].as_str()),
        (Some("expired"), Some("The payment was not signed in time."))
    );
    assert_eq!(states(&c), vec!["expired"; 3]);
    let tx_hex = built["tx_cbor"].as_str().unwrap();
    let (status, err) = submit(&app, &w.donor, checkout, tx_hex, &signed_by(&donor_wallet, tx_hex)).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::CONFLICT, Some("checkout.not_awaiting_signature")),
        "{err}"
    );

    // The wallet said no: the person gives the payment up.
    let (_, built) = build(&app, &w.donor, cart(&app, &donor_wallet, &three(&w)).await).await;
    let checkout = built["checkout_id"].as_str().unwrap();
    let (status, answer) =
        app.post(&format!("/api/checkouts/{checkout}/cancel"), Some(&w.donor.token), json!({})).await;
    assert_eq!((status, answer["checkout"]["state"].as_str()), (StatusCode::OK, Some("canceled")), "{answer}");
    let tx_hex = built["tx_cbor"].as_str().unwrap();
    let (status, err) = submit(&app, &w.donor, checkout, tx_hex, &signed_by(&donor_wallet, tx_hex)).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::CONFLICT, Some("checkout.not_awaiting_signature")),
        "{err}"
    );
    assert_eq!(votes_of(&app, w.projects[0]).await, 0);
}

async fn who_may_pay_a_cart_in_ada(app: TestApp) {
    let (app, w) = world(&app).await;
    let donor_wallet = wallet(6);
    let body = cart(&app, &donor_wallet, &three(&w)).await;
    let (status, _) = app.post("/api/checkouts/ada", None, body.clone()).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "a visitor signs in first");
    let (status, err) = app
        .send(
            Req::new(Method::POST, "/api/checkouts/ada").token(Some(&w.owner.token)).identity(w.org).json(body.clone()),
        )
        .await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("donation.organization_identity")),
        "{err}"
    );
    let unverified = app.register_unverified("unverified").await;
    let (status, err) = build(&app, &unverified, body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.email_unverified")), "{err}");

    let (_, built) = build(&app, &w.donor, body).await;
    let checkout = built["checkout_id"].as_str().unwrap();
    let tx_hex = built["tx_cbor"].as_str().unwrap();
    let stranger = app.register("stranger").await;
    let (status, err) = submit(&app, &stranger, checkout, tx_hex, &signed_by(&donor_wallet, tx_hex)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("checkout.not_found")), "{err}");
    let (status, _) = app.post(&format!("/api/checkouts/{checkout}/cancel"), Some(&stranger.token), json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "nor cancel it");
    assert_eq!(checkout_of(&app, &w.donor, checkout).await["state"], "initiated");
}

async fn checkouts_count(app: &TestApp) -> u64 {
    use sea_orm::{EntityTrait, PaginatorTrait};
    matchpool_store::entities::checkout::Entity::find().count(&app.db).await.unwrap()
}

async fn bad_ada_carts_are_refused_and_change_nothing(app: TestApp) {
    let (app, w) = world(&app).await;
    let donor_wallet = wallet(7);
    let good = cart(&app, &donor_wallet, &three(&w)).await;
    let cases: Vec<(Value, StatusCode, &str)> = vec![
        (
            json!({"items": [], "change_address": good["change_address"], "utxos": good["utxos"]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "checkout.empty",
        ),
        (json!({"items": good["items"], "utxos": good["utxos"]}), StatusCode::UNPROCESSABLE_ENTITY, "validation"),
        (
            json!({"items": good["items"], "change_address": "nonsense", "utxos": good["utxos"]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "ada.bad_address",
        ),
        (
            json!({"items": good["items"], "change_address": good["change_address"], "utxos": ["zz"]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "ada.bad_cbor",
        ),
        (
            json!({"items": good["items"], "change_address": good["change_address"], "utxos": []}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "ada.insufficient_funds",
        ),
        (
            json!({"items": [{"project_id": w.projects[0], "amount": 5}, {"project_id": w.projects[0], "amount": 6}], "change_address": good["change_address"], "utxos": good["utxos"]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "checkout.duplicate_project",
        ),
        (
            json!({"items": [{"project_id": w.projects[0], "amount": 0}], "change_address": good["change_address"], "utxos": good["utxos"]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.invalid_amount",
        ),
        (
            json!({"items": [{"project_id": Uuid::nil(), "amount": 5}], "change_address": good["change_address"], "utxos": good["utxos"]}),
            StatusCode::NOT_FOUND,
            "project.not_found",
        ),
        (
            json!({"items": [{"project_id": w.projects[0], "amount": 5, "currency": "EUR"}], "change_address": good["change_address"], "utxos": good["utxos"]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.unsupported_currency",
        ),
    ];
    for (body, status, code) in cases {
        let (got, err) = build(&app, &w.donor, body.clone()).await;
        assert_eq!((got, err["code"].as_str()), (status, Some(code)), "{body} → {err}");
    }
    // A wallet on mainnet paying a preprod platform.
    let mainnet = DevWallet::from_seed([7; 32], Network::Mainnet);
    let body = json!({"items": good["items"], "change_address": mainnet.bech32(), "utxos": good["utxos"]});
    let (status, err) = build(&app, &w.donor, body).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.wrong_network")), "{err}");
    // Without a payout address, the project without a wallet cannot be paid in ADA.
    let plain = app.reconfigured(common::test_config()).await;
    let op = plain.operator("operator").await;
    let round = plain.round(&op, 1, -8).await;
    let owner = plain.register("owner").await;
    let org = plain.organization(&owner, "no-wallet").await;
    let project = plain.project_in(&round, org, "Roads").await;
    let donor = plain.register("donor2").await;
    let body = cart(&plain, &donor_wallet, &[(project, 5)]).await;
    let (status, err) = build(&plain, &donor, body).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("checkout.no_wallet")), "{err}");
    // The card checkout still refuses ADA, pointing here.
    let (status, err) = app
        .send(
            Req::new(Method::POST, "/api/checkouts")
                .token(Some(&w.donor.token))
                .header("idempotency-key", "k")
                .json(json!({"payment_type": "CRYPTO", "items": good["items"]})),
        )
        .await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.unsupported_currency"))
    );
    assert_eq!(checkouts_count(&app).await, 0, "nothing was written");
    let (status, err) = submit(&app, &w.donor, &Uuid::nil().to_string(), "00", "00").await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("checkout.not_found")), "{err}");
    let (status, _) = app.post("/api/checkouts/not-a-uuid/ada", Some(&w.donor.token), json!({})).await;
    assert!(status.is_client_error(), "{status}");
}

async fn one_ada_donation_of_a_checkout_is_refunded_alone(app: TestApp) {
    let (app, w) = world(&app).await;
    let donor_wallet = wallet(8);
    let (_, built) = build(&app, &w.donor, cart(&app, &donor_wallet, &three(&w)).await).await;
    let checkout = built["checkout_id"].as_str().unwrap();
    let tx_hex = built["tx_cbor"].as_str().unwrap();
    let (_, answer) = submit(&app, &w.donor, checkout, tx_hex, &signed_by(&donor_wallet, tx_hex)).await;
    let first = answer["checkout"]["donations"][0]["id"].as_str().unwrap();
    let op = app.operator("operator2").await;
    let (status, refunded) = app
        .post(&format!("/api/admin/donations/{first}/refund"), Some(&op.token), json!({"reason": "Asked by the donor"}))
        .await;
    assert_eq!((status, refunded["donation"]["state"].as_str()), (StatusCode::OK, Some("refunded")), "{refunded}");
    let c = checkout_of(&app, &w.donor, checkout).await;
    assert_eq!(states(&c), vec!["refunded", "settled", "settled"], "the operator returns one project's ADA by hand");
    assert_eq!(c["state"], "settled", "the payment itself went through");
    assert_eq!(votes_of(&app, w.projects[1]).await, 1);
}

/// Without a payout address, a project without a Cardano wallet cannot receive ADA: the whole
/// cart is refused before anything is built, naming every such project (so the donor can pay them
/// by card or remove them), and nothing is written.
async fn a_cart_with_projects_without_a_wallet_is_refused_naming_them(app: TestApp) {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "mixed").await;
    let wells = app.project_in(&round, org, "Wells").await;
    app.set_wallet(wells, Some(project_wallets()[0].clone())).await;
    let roads = app.project_in(&round, org, "Roads").await;
    let bridges = app.project_in(&round, org, "Bridges").await;
    let donor = app.register("donor").await;
    let body = cart(&app, &wallet(7), &[(roads, 5), (wells, 10), (bridges, 7)]).await;
    let (status, err) = build(&app, &donor, body).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("checkout.no_wallet")), "{err}");
    let named = json!([{"id": roads, "title": "Roads"}, {"id": bridges, "title": "Bridges"}]);
    assert_eq!(err["details"]["projects"], named, "every project that cannot receive ADA, in the cart's order: {err}");
    let message = err["message"].as_str().unwrap();
    assert!(message.contains("Roads") && message.contains("Bridges") && !message.contains("Wells"), "{message}");
    assert_eq!(checkouts_count(&app).await, 0, "nothing was written");
    let (_, mine) = app.get("/api/me/donations", Some(&donor.token)).await;
    assert_eq!(mine["total"], 0, "{mine}");
    // Other refusals carry no details.
    let (status, err) = build(&app, &donor, json!({"items": []})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(err.get("details").is_none(), "{err}");
}

/// Issue 32.2: a cart's transaction settles its donations only `chain.confirmations` blocks deep;
/// a rollback before that sends them back to waiting.
async fn a_cart_settles_after_k_blocks_and_waits_again_after_a_rollback(app: TestApp) {
    let (app, w) = world(&app).await;
    let mut config = common::test_config();
    config.payout_address = Some(payout_wallet().bech32());
    config.chain_confirmations = 2;
    let app = app.same_data_with(config);
    let donor_wallet = wallet(3);
    let (status, built) = build(&app, &w.donor, cart(&app, &donor_wallet, &three(&w)).await).await;
    assert_eq!(status, StatusCode::CREATED, "{built}");
    let (checkout, tx_hex, txid) =
        (built["checkout_id"].as_str().unwrap(), built["tx_cbor"].as_str().unwrap(), built["txid"].as_str().unwrap());
    let (status, answer) = submit(&app, &w.donor, checkout, tx_hex, &signed_by(&donor_wallet, tx_hex)).await;
    assert_eq!(
        (status, answer["message"].as_str()),
        (StatusCode::ACCEPTED, Some("Your payment is being confirmed.")),
        "{answer}"
    );
    assert_eq!(states(&answer["checkout"]), vec!["pending"; 3], "one block deep of two: {answer}");
    let first = answer["checkout"]["donations"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(confirming(&app, &w.donor, &first).await, json!({"seen": 1, "needed": 2}));
    assert_eq!(votes_of(&app, w.projects[0]).await, 0, "nothing counts yet");

    let ledger = app.state.dev_ledger.clone().unwrap();
    ledger.roll_back(1);
    assert_eq!(states(&look_again(&app, &w.donor, checkout).await), vec!["pending"; 3]);
    assert_eq!(confirming(&app, &w.donor, &first).await, Value::Null, "waiting for the chain again");
    ledger.include_again(txid).unwrap();
    assert_eq!(states(&look_again(&app, &w.donor, checkout).await), vec!["pending"; 3]);
    assert_eq!(confirming(&app, &w.donor, &first).await, json!({"seen": 1, "needed": 2}));
    ledger.add_blocks(1);
    assert_eq!(states(&look_again(&app, &w.donor, checkout).await), vec!["settled"; 3], "two blocks deep");
    for project in &w.projects {
        assert_eq!(votes_of(&app, *project).await, 1, "each donation counts once");
    }
}

async fn confirming(app: &TestApp, who: &Person, donation: &str) -> Value {
    app.get(&format!("/api/donations/{donation}"), Some(&who.token)).await.1["confirming"].clone()
}

/// The reconcile job looks at the checkout again (it has been waiting long enough).
async fn look_again(app: &TestApp, who: &Person, checkout: &str) -> Value {
    app.age_checkout(checkout, 1).await;
    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    checkout_of(app, who, checkout).await
}
