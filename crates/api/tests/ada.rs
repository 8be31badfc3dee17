//! ADA from a CIP-30 wallet (DESIGN §5): the server builds the unsigned payment, the wallet signs,
//! the server submits, and the donation made with the transaction id settles on the chain. Run on
//! the development ledger, with a test ed25519 key as the wallet.

use crate::common;

use axum::http::StatusCode;
use common::{Person, TestApp};
use matchpool_domain::{OrganizationId, ProjectId};
use matchpool_providers::cardano::{DevWallet, Utxo};
use matchpool_providers::chain::Network;
use serde_json::{Value, json};

both!(
    a_wallet_payment_is_built_signed_submitted_and_settles,
    a_wrong_signature_is_refused_and_nothing_moves,
    building_refuses_what_cannot_be_paid,
    organizations_cannot_build_payments,
    a_project_without_a_wallet_is_paid_at_the_payout_address,
    submitting_checks_the_transaction_still_pays_the_project,
    the_dev_ledger_answers_like_a_cip30_wallet,
    a_payment_built_before_the_organization_closed_is_still_recorded,
);

const WALLET: &str = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";
const ADA: u64 = 1_000_000;

struct World {
    project: ProjectId,
    donor: Person,
    owner: Person,
    org: OrganizationId,
}

/// A project in a round that is voting now, with `wallet`.
async fn world(app: &TestApp, wallet: Option<&str>) -> World {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    app.set_wallet(project, wallet.map(str::to_owned)).await;
    World { project, donor: app.register("donor").await, owner, org }
}

fn wallet(seed: u8) -> DevWallet {
    DevWallet::from_seed([seed; 32], Network::Preprod)
}

/// What a CIP-30 wallet's `getUtxos()` gives, read from the development ledger's route.
async fn utxos_of(app: &TestApp, wallet: &DevWallet) -> Vec<String> {
    let (status, utxos) = app.get(&format!("/api/dev/ledger/utxos/{}", wallet.bech32()), None).await;
    assert_eq!(status, StatusCode::OK, "{utxos}");
    serde_json::from_value(utxos).unwrap()
}

async fn balance(app: &TestApp, address: &str) -> u64 {
    let (status, body) = app.get(&format!("/api/dev/ledger/balance/{address}"), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["lovelace"].as_u64().unwrap()
}

async fn build(app: &TestApp, who: &Person, project: ProjectId, body: Value) -> (StatusCode, Value) {
    app.post(&format!("/api/projects/{project}/donates/ada/build"), Some(&who.token), body).await
}

async fn submit(app: &TestApp, who: &Person, project: ProjectId, body: Value) -> (StatusCode, Value) {
    app.post(&format!("/api/projects/{project}/donates/ada/submit"), Some(&who.token), body).await
}

/// The build request of `wallet` for `amount` ADA, with the change address as CIP-30 gives it (hex).
async fn build_body(app: &TestApp, wallet: &DevWallet, amount: Value) -> Value {
    json!({"amount": amount, "change_address": hex::encode(wallet.address().to_vec()), "utxos": utxos_of(app, wallet).await})
}

/// Submits the payment `built` once `wallet` signed it.
async fn submit_signed(
    app: &TestApp,
    who: &Person,
    project: ProjectId,
    wallet: &DevWallet,
    built: &Value,
) -> (StatusCode, Value) {
    let body =
        json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": signed_by(wallet, built)});
    submit(app, who, project, body).await
}

fn signed_by(wallet: &DevWallet, built: &Value) -> String {
    hex::encode(wallet.sign(&hex::decode(built["tx_cbor"].as_str().unwrap()).unwrap()).unwrap())
}

fn code(body: &Value) -> Option<&str> {
    body["code"].as_str()
}

async fn a_wallet_payment_is_built_signed_submitted_and_settles(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let donor_wallet = wallet(1);
    let before = balance(&app, &donor_wallet.bech32()).await;
    let project_before = balance(&app, WALLET).await;
    assert_eq!(before, 10_000 * ADA, "every test address starts with 10,000 ADA");

    let (status, built) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(12)).await).await;
    assert_eq!(status, StatusCode::OK, "{built}");
    assert_eq!((built["pays_to"].as_str(), built["amount_lovelace"].as_u64()), (Some(WALLET), Some(12 * ADA)));
    let fee = built["fee_lovelace"].as_u64().unwrap();
    assert!((155_381..400_000).contains(&fee), "a one-input payment's fee: {fee}");
    let tip = app.state.chain.tip_slot().await.unwrap();
    let ttl = built["ttl"].as_u64().unwrap();
    assert!(ttl > tip && ttl <= tip + 2 * 60 * 60 + 5, "the TTL is the tip plus the window: {ttl} vs {tip}");

    let (status, submitted) = submit_signed(&app, &w.donor, w.project, &donor_wallet, &built).await;
    assert_eq!(status, StatusCode::OK, "{submitted}");
    let txid = submitted["txid"].as_str().unwrap();
    assert_eq!(txid, built["txid"].as_str().unwrap(), "signing does not change the transaction id");
    assert_eq!(balance(&app, &donor_wallet.bech32()).await, before - 12 * ADA - fee, "the amount and the fee left");
    assert_eq!(balance(&app, WALLET).await, project_before + 12 * ADA, "exactly the amount arrived");

    let (status, donated) = app
        .post(
            &format!("/api/projects/{}/donates", w.project),
            Some(&w.donor.token),
            json!({"amount": 12, "currency": "lovelace", "txid": txid, "wallet_address": donor_wallet.bech32(), "rate": 0.4}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{donated}");
    assert_eq!(
        (donated["donation"]["state"].as_str(), donated["donation"]["transaction_id"].as_str()),
        (Some("settled"), Some(txid))
    );
    let (_, project) = app.get(&format!("/api/projects/{}", w.project), None).await;
    assert_eq!(project["total_donations"]["lovelace"], json!({"amount": 12.0, "rate": 0.45}));

    // A retry of the submission after a lost answer gets the same id; the chain has it already.
    let (status, again) = submit_signed(&app, &w.donor, w.project, &donor_wallet, &built).await;
    assert_eq!((status, again["txid"].as_str()), (StatusCode::OK, Some(txid)), "{again}");
    assert_eq!(balance(&app, &donor_wallet.bech32()).await, before - 12 * ADA - fee, "nothing paid twice");
}

async fn a_wrong_signature_is_refused_and_nothing_moves(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let donor_wallet = wallet(2);
    let (_, built) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(5)).await).await;
    let stranger = wallet(3);
    let (status, err) = submit(
        &app,
        &w.donor,
        w.project,
        json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": signed_by(&stranger, &built)}),
    )
    .await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.tx_rejected")), "{err}");
    assert!(err["message"].as_str().unwrap().contains("did not sign"), "{err}");

    // The right key, but a signature that was tampered with.
    let mut forged = hex::decode(signed_by(&donor_wallet, &built)).unwrap();
    let last = forged.len() - 1;
    forged[last] ^= 0x01;
    let (status, err) = submit(
        &app,
        &w.donor,
        w.project,
        json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": hex::encode(forged)}),
    )
    .await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.tx_rejected")), "{err}");
    assert!(err["message"].as_str().unwrap().contains("signature"), "{err}");
    assert_eq!(balance(&app, &donor_wallet.bech32()).await, 10_000 * ADA, "nothing was spent");
}

async fn building_refuses_what_cannot_be_paid(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let donor_wallet = wallet(4);
    for (amount, expected) in [
        (json!(2.5), "donation.invalid_amount"),
        (json!(0), "donation.invalid_amount"),
        (json!(-3), "donation.invalid_amount"),
        (Value::Null, "donation.invalid_amount"),
    ] {
        let (status, err) =
            build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, amount.clone()).await).await;
        assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some(expected)), "{amount}: {err}");
    }
    let (status, err) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(20_000)).await).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.insufficient_funds")), "{err}");
    let (status, err) =
        build(&app, &w.donor, w.project, json!({"amount": 5, "change_address": donor_wallet.bech32(), "utxos": []}))
            .await;
    assert_eq!(
        (status, code(&err)),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.insufficient_funds")),
        "an empty wallet: {err}"
    );

    let mut body = build_body(&app, &donor_wallet, json!(5)).await;
    body["utxos"] = json!(["82a0", "not hex"]);
    let (status, err) = build(&app, &w.donor, w.project, body).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.bad_cbor")), "{err}");

    let mainnet = DevWallet::from_seed([4; 32], Network::Mainnet);
    let mut body = build_body(&app, &donor_wallet, json!(5)).await;
    body["change_address"] = json!(mainnet.bech32());
    let (status, err) = build(&app, &w.donor, w.project, body).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.wrong_network")), "{err}");
    assert!(err["message"].as_str().unwrap().contains("preprod"), "{err}");

    let mut body = build_body(&app, &donor_wallet, json!(5)).await;
    body["change_address"] = json!("addr_test1_not_an_address");
    let (status, err) = build(&app, &w.donor, w.project, body).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.bad_address")), "{err}");

    let mut body = build_body(&app, &donor_wallet, json!(5)).await;
    body.as_object_mut().unwrap().remove("change_address");
    let (status, err) = build(&app, &w.donor, w.project, body).await;
    assert_eq!(
        (status, err["fields"]["change_address"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("required")),
        "{err}"
    );

    let (status, _) =
        build(&app, &w.donor, ProjectId::generate(), build_body(&app, &donor_wallet, json!(5)).await).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, err) = app.post(&format!("/api/projects/{}/donates/ada/build", w.project), None, json!({})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{err}");
}

async fn organizations_cannot_build_payments(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let body = build_body(&app, &wallet(5), json!(5)).await;
    let (status, err) = app
        .send(
            common::Req::new(axum::http::Method::POST, &format!("/api/projects/{}/donates/ada/build", w.project))
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(body),
        )
        .await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("donation.organization_identity")), "{err}");
}

async fn a_project_without_a_wallet_is_paid_at_the_payout_address(app: TestApp) {
    let w = world(&app, None).await;
    let donor_wallet = wallet(6);
    let (status, err) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(5)).await).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.no_wallet")), "{err}");

    let payout = wallet(7).bech32();
    let mut config = common::test_config();
    config.payout_address = Some(payout.clone());
    let app = app.reconfigured(config).await;
    let w = world(&app, None).await;
    let (status, built) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(5)).await).await;
    assert_eq!((status, built["pays_to"].as_str()), (StatusCode::OK, Some(payout.as_str())), "{built}");

    let mainnet_wallet = DevWallet::from_seed([8; 32], Network::Mainnet).bech32();
    let w2 = world_with_title(&app, &mainnet_wallet).await;
    let (status, built) = build(&app, &w.donor, w2, build_body(&app, &donor_wallet, json!(5)).await).await;
    assert_eq!(
        (status, built["pays_to"].as_str()),
        (StatusCode::OK, Some(payout.as_str())),
        "a wallet of another network is passed over for the payout address: {built}"
    );
}

/// A second project of the same organization's round, with `wallet`.
async fn world_with_title(app: &TestApp, wallet: &str) -> ProjectId {
    let (_, rounds) = app.get("/api/rounds/rounds", None).await;
    let round = rounds["data"][0].clone();
    let owner = app.register("second-owner").await;
    let org = app.organization(&owner, "blue-sea").await;
    let project = app.project_in(&round, org, "Boats").await;
    app.set_wallet(project, Some(wallet.to_owned())).await;
    project
}

async fn submitting_checks_the_transaction_still_pays_the_project(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let donor_wallet = wallet(9);
    let (_, built) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(5)).await).await;
    let witness_set = signed_by(&donor_wallet, &built);
    // The transaction of another intent (another amount): it names that intent, not this one.
    let (_, six) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(6)).await).await;
    let (status, err) = submit(
        &app,
        &w.donor,
        w.project,
        json!({"intent_id": six["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": witness_set}),
    )
    .await;
    assert_eq!(
        (status, code(&err)),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.tx_mismatch")),
        "another intent's transaction: {err}"
    );

    let other = world_with_title(&app, &wallet(10).bech32()).await;
    let (status, err) = submit(
        &app,
        &w.donor,
        other,
        json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": witness_set}),
    )
    .await;
    assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("ada.intent_not_found")), "another project: {err}");
    let stranger = app.register("stranger").await;
    let (status, err) = submit(
        &app,
        &stranger,
        w.project,
        json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": witness_set}),
    )
    .await;
    assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("ada.intent_not_found")), "another person: {err}");
    let (status, err) =
        submit(&app, &w.donor, w.project, json!({"tx_cbor": built["tx_cbor"], "witness_set": witness_set})).await;
    assert_eq!((status, err["fields"]["intent_id"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));

    for (tx, witnesses) in
        [("zz", witness_set.as_str()), ("8400", witness_set.as_str()), (built["tx_cbor"].as_str().unwrap(), "a1")]
    {
        let (status, err) = submit(
            &app,
            &w.donor,
            w.project,
            json!({"intent_id": built["intent_id"], "tx_cbor": tx, "witness_set": witnesses}),
        )
        .await;
        assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.bad_cbor")), "{tx}: {err}");
    }
    assert_eq!(balance(&app, &donor_wallet.bech32()).await, 10_000 * ADA, "nothing was submitted");
}

async fn the_dev_ledger_answers_like_a_cip30_wallet(app: TestApp) {
    let donor_wallet = wallet(11);
    let utxos = utxos_of(&app, &donor_wallet).await;
    assert_eq!(utxos.len(), 1, "one genesis output");
    let genesis = Utxo::from_cbor_hex(&utxos[0]).unwrap();
    assert_eq!((genesis.lovelace, &genesis.address, genesis.index), (10_000 * ADA, donor_wallet.address(), 0));
    assert_eq!(utxos_of(&app, &donor_wallet).await, utxos, "the genesis output is the same every time");
    let hex_address = hex::encode(donor_wallet.address().to_vec());
    assert_eq!(balance(&app, &hex_address).await, 10_000 * ADA, "hex addresses as CIP-30 gives them");
    let (status, err) = app.get("/api/dev/ledger/balance/addr_nope", None).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.bad_address")));
    let mainnet = DevWallet::from_seed([11; 32], Network::Mainnet).bech32();
    let (status, err) = app.get(&format!("/api/dev/ledger/utxos/{mainnet}"), None).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("ada.wrong_network")));
    let (status, _) = app.post("/api/dev/ledger/transactions", None, json!({})).await;
    assert!(
        status == StatusCode::NOT_FOUND || status == StatusCode::METHOD_NOT_ALLOWED,
        "no shortcut to pay: {status}"
    );
}

/// The money of a payment the server built while the organization was open reaches the project's
/// wallet whenever the donor's wallet sends it: claimed after the organization closed, it is still
/// recorded (issue 33, "Closing an organization"), while a new payment is refused.
async fn a_payment_built_before_the_organization_closed_is_still_recorded(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let donor_wallet = wallet(3);
    let (status, built) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(7)).await).await;
    assert_eq!(status, StatusCode::OK, "{built}");
    let (status, submitted) = submit_signed(&app, &w.donor, w.project, &donor_wallet, &built).await;
    assert_eq!(status, StatusCode::OK, "{submitted}");
    let txid = submitted["txid"].as_str().unwrap();

    let (status, closed) =
        app.post(&format!("/api/organizations/{}/close", w.org), Some(&w.owner.token), json!({})).await;
    assert_eq!(status, StatusCode::OK, "{closed}");
    let (status, refused) = build(&app, &w.donor, w.project, build_body(&app, &donor_wallet, json!(5)).await).await;
    assert_eq!((status, code(&refused)), (StatusCode::CONFLICT, Some("organization.closed")), "{refused}");

    let (status, donated) = app
        .post(
            &format!("/api/projects/{}/donates", w.project),
            Some(&w.donor.token),
            json!({"amount": 7, "currency": "lovelace", "txid": txid, "wallet_address": donor_wallet.bech32(), "rate": 0.4}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{donated}");
    assert_eq!(donated["donation"]["state"].as_str(), Some("settled"), "{donated}");
    let (_, project) = app.get(&format!("/api/projects/{}", w.project), None).await;
    assert_eq!(project["total_donations"]["lovelace"]["amount"], json!(7.0), "{project}");
}
