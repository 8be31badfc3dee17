//! Issue 10: every money path closed. ADA payments bound to their donor and project, refunds,
//! disputes and cancellations that stop a donation counting, nothing left in flight, idempotency
//! keys bound to their request, and referral rewards on every path that records a vote.

#[path = "../common/mod.rs"]
mod common;

use axum::http::StatusCode;
use common::{Person, TestApp};
use matchpool_domain::ProjectId;
use matchpool_providers::cardano::{DevWallet, Payment, PaymentRequest, Utxo};
use matchpool_providers::chain::{ChainProvider, Network};
use serde_json::{Value, json};
use uuid::Uuid;

mod cards;
mod referrals;

both!(
    another_persons_claim_of_a_built_ada_payment_is_refused,
    a_payment_to_the_payout_address_counts_only_for_its_intents_project,
    a_transaction_not_built_here_needs_proof_of_payment,
    an_ada_claim_retried_under_its_key_must_ask_the_same,
    a_late_confirmation_settles_an_expired_ada_donation,
    pending_ada_donations_per_person_are_capped,
    an_operator_refund_stops_the_donation_counting,
    refunds_are_for_operators_and_settled_donations_only,
    a_refund_after_the_freeze_keeps_the_results_and_shows_on_payouts,
);

const WALLET: &str = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";
const ADA: i64 = 1_000_000;

struct World {
    project: ProjectId,
    round: Value,
    donor: Person,
    operator: Person,
}

/// A project in a round that is voting now, paid at `wallet` (or the payout address).
async fn world(app: &TestApp, wallet: Option<&str>) -> World {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let project = project(app, &round, "green-earth", wallet).await;
    World { project, round, donor: app.register("donor").await, operator }
}

async fn project(app: &TestApp, round: &Value, shortname: &str, wallet: Option<&str>) -> ProjectId {
    let owner = app.register(&format!("{shortname}-owner")).await;
    let org = app.organization(&owner, shortname).await;
    let project = app.project_in(round, org, shortname).await;
    app.set_wallet(project, wallet.map(str::to_owned)).await;
    project
}

async fn donate(app: &TestApp, who: &Person, project: ProjectId, body: Value) -> (StatusCode, Value) {
    app.post(&format!("/api/projects/{project}/donates"), Some(&who.token), body).await
}

fn card(amount: i64, token: &str) -> Value {
    json!({"amount": amount, "currency": "USD", "payment_type": "FIAT", "card_token": token})
}

fn code(body: &Value) -> Option<&str> {
    body["code"].as_str()
}

fn wallet(seed: u8) -> DevWallet {
    DevWallet::from_seed([seed; 32], Network::Preprod)
}

/// The server-built flow: build, sign with `payer`, submit. Returns (txid, donation id).
async fn pay_through_the_server(
    app: &TestApp,
    who: &Person,
    project: ProjectId,
    payer: &DevWallet,
    ada: i64,
) -> (String, String) {
    let (_, utxos) = app.get(&format!("/api/dev/ledger/utxos/{}", payer.bech32()), None).await;
    let body = json!({"amount": ada, "change_address": payer.bech32(), "utxos": utxos});
    let (status, built) = app.post(&format!("/api/projects/{project}/donates/ada/build"), Some(&who.token), body).await;
    assert_eq!(status, StatusCode::OK, "{built}");
    let tx = hex::decode(built["tx_cbor"].as_str().unwrap()).unwrap();
    let witness_set = hex::encode(payer.sign(&tx).unwrap());
    let body = json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": witness_set});
    let (status, submitted) =
        app.post(&format!("/api/projects/{project}/donates/ada/submit"), Some(&who.token), body).await;
    assert_eq!(status, StatusCode::OK, "{submitted}");
    (submitted["txid"].as_str().unwrap().to_owned(), submitted["donation_id"].as_str().unwrap().to_owned())
}

/// A claim of `txid`, proven by `payer`'s CIP-30 `signData` for `who`.
fn proven(who: &Person, payer: &DevWallet, ada: i64, txid: &str) -> Value {
    let payload = matchpool_app::ada::claim_payload(txid, who.id);
    let (signature, key) = payer.sign_data(payload.as_bytes());
    json!({"amount": ada, "currency": "lovelace", "txid": txid,
        "proof": {"address": payer.bech32(), "signature": signature, "key": key}})
}

/// A signed payment from `payer` to `to` that is not on the chain yet: (txid, signed CBOR).
async fn signed_payment(app: &TestApp, payer: &DevWallet, to: &str, ada: i64) -> (String, Vec<u8>) {
    let ledger = app.state.dev_ledger.clone().unwrap();
    let network = ledger.network();
    let to = matchpool_providers::cardano::address_on(network, to).unwrap();
    let utxos: Vec<Utxo> = ledger.utxos(payer.address());
    let params = ledger.protocol_parameters().await.unwrap();
    let request = PaymentRequest {
        utxos: &utxos,
        payments: vec![Payment { to: &to, lovelace: u64::try_from(ada * ADA).unwrap() }],
        change_to: payer.address(),
        ttl: ledger.tip_slot().await.unwrap() + 100_000,
        network,
        params: &params,
        message: &[],
    };
    let unsigned = matchpool_providers::cardano::build_payment(&request).unwrap();
    let signed =
        matchpool_providers::cardano::with_witnesses(&unsigned.tx_cbor, &payer.sign(&unsigned.tx_cbor).unwrap())
            .unwrap();
    (unsigned.txid, signed)
}

async fn detail(app: &TestApp, who: &Person, donation: &str) -> Value {
    let (status, body) = app.get(&format!("/api/donations/{donation}"), Some(&who.token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

async fn raised(app: &TestApp, project: ProjectId) -> Value {
    app.get(&format!("/api/projects/{project}"), None).await.1["total_donations"].clone()
}

async fn points(app: &TestApp, who: &Person) -> i64 {
    app.get("/api/me", Some(&who.token)).await.1["impact_points"].as_i64().unwrap()
}

async fn votes(app: &TestApp, project: ProjectId) -> i64 {
    matchpool_store::votes::counts(&app.db, vec![project]).await.unwrap().get(&project).copied().unwrap_or(0)
}

async fn another_persons_claim_of_a_built_ada_payment_is_refused(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let (txid, donation) = pay_through_the_server(&app, &w.donor, w.project, &wallet(1), 5).await;
    assert_eq!(detail(&app, &w.donor, &donation).await["state"], "settled", "the submission records and settles it");
    let (status, own) =
        donate(&app, &w.donor, w.project, json!({"amount": 5, "currency": "lovelace", "txid": txid})).await;
    assert_eq!((status, own["donation"]["id"].as_str()), (StatusCode::CREATED, Some(donation.as_str())), "{own}");

    let thief = app.register("thief").await;
    let (status, err) =
        donate(&app, &thief, w.project, json!({"amount": 5, "currency": "lovelace", "txid": txid})).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("donation.tx_reused")), "{err}");
    let (status, err) = donate(&app, &thief, w.project, proven(&thief, &wallet(1), 5, &txid)).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("donation.tx_reused")), "even with a signature");
    let (_, mine) = app.get("/api/me/donations", Some(&thief.token)).await;
    assert_eq!(mine["total"], 0, "nothing credited to the thief");
    assert_eq!(points(&app, &thief).await, 0);
    assert_eq!(detail(&app, &w.donor, &donation).await["state"], "settled", "the real donor keeps the donation");
}

async fn a_payment_to_the_payout_address_counts_only_for_its_intents_project(app: TestApp) {
    let payout = wallet(20).bech32();
    let mut config = common::test_config();
    config.payout_address = Some(payout.clone());
    let app = app.reconfigured(config).await;
    let w = world(&app, None).await;
    let other = project(&app, &w.round, "blue-sea", None).await;
    let (txid, _) = pay_through_the_server(&app, &w.donor, w.project, &wallet(2), 7).await;
    let (status, err) = donate(&app, &w.donor, other, json!({"amount": 7, "currency": "lovelace", "txid": txid})).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("donation.tx_reused")), "{err}");
    assert_eq!(raised(&app, other).await, json!({}), "the other project gains nothing");
    assert_eq!(raised(&app, w.project).await["lovelace"]["amount"], 7.0);
}

async fn a_transaction_not_built_here_needs_proof_of_payment(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let payer = wallet(3);
    let txid = payer.pay(app.state.dev_ledger.as_ref().unwrap(), WALLET, 9 * ADA as u64).await.unwrap();
    let bare = json!({"amount": 9, "currency": "lovelace", "txid": txid, "wallet_address": payer.bech32()});
    let (status, err) = donate(&app, &w.donor, w.project, bare).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.proof_required")), "{err}");

    let someone = app.register("someone").await;
    let (status, err) = donate(&app, &w.donor, w.project, proven(&someone, &payer, 9, &txid)).await;
    assert_eq!(
        (status, code(&err)),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.proof_invalid")),
        "signed for another person"
    );
    let (status, err) = donate(&app, &w.donor, w.project, proven(&w.donor, &wallet(4), 9, &txid)).await;
    assert_eq!(
        (status, code(&err)),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.proof_invalid")),
        "a wallet that did not pay"
    );
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["total"], 0, "refused claims record nothing");

    let (status, ok) = donate(&app, &w.donor, w.project, proven(&w.donor, &payer, 9, &txid)).await;
    assert_eq!((status, ok["donation"]["state"].as_str()), (StatusCode::CREATED, Some("settled")), "{ok}");
}

async fn an_ada_claim_retried_under_its_key_must_ask_the_same(app: TestApp) {
    use axum::http::Method;
    let w = world(&app, Some(WALLET)).await;
    let payer = wallet(7);
    let txid = payer.pay(app.state.dev_ledger.as_ref().unwrap(), WALLET, 6 * ADA as u64).await.unwrap();
    let claim = |body: Value| {
        app.send(
            common::Req::new(Method::POST, &format!("/api/projects/{}/donates", w.project))
                .token(Some(&w.donor.token))
                .header("idempotency-key", "claim-1")
                .json(body),
        )
    };
    let (status, first) = claim(proven(&w.donor, &payer, 6, &txid)).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    let (status, again) = claim(proven(&w.donor, &payer, 6, &txid)).await;
    assert_eq!((status, &again["donation"]["id"]), (StatusCode::CREATED, &first["donation"]["id"]), "{again}");
    let mut anonymous = proven(&w.donor, &payer, 6, &txid);
    anonymous["anonymous"] = json!(true);
    let changed = [("anonymity", anonymous), ("the amount", proven(&w.donor, &payer, 7, &txid))];
    for (what, body) in changed {
        let (status, err) = claim(body).await;
        assert_eq!(
            (status, code(&err)),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("idempotency.key_reused")),
            "{what}: {err}"
        );
    }
    let other = payer.pay(app.state.dev_ledger.as_ref().unwrap(), WALLET, 6 * ADA as u64).await.unwrap();
    let (status, err) = claim(proven(&w.donor, &payer, 6, &other)).await;
    assert_eq!(
        (status, code(&err)),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("idempotency.key_reused")),
        "another transaction: {err}"
    );
    let mine = detail(&app, &w.donor, first["donation"]["id"].as_str().unwrap()).await;
    assert_eq!(mine["anonymous"], json!(false), "the donation stays as first asked: {mine}");
    let (_, all) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(all["total"], 1, "{all}");
}

async fn a_late_confirmation_settles_an_expired_ada_donation(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let payer = wallet(5);
    let (txid, signed) = signed_payment(&app, &payer, WALLET, 4).await;
    let (status, pending) = donate(&app, &w.donor, w.project, proven(&w.donor, &payer, 4, &txid)).await;
    assert_eq!((status, pending["donation"]["state"].as_str()), (StatusCode::ACCEPTED, Some("pending")), "{pending}");
    let id = pending["donation"]["id"].as_str().unwrap().to_owned();
    app.age_donation(&id, 3).await;
    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    assert_eq!(detail(&app, &w.donor, &id).await["state"], "expired");

    app.state.chain.submit(&signed).await.unwrap();
    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    let settled = detail(&app, &w.donor, &id).await;
    assert_eq!(settled["state"], "settled", "seen late, it still settles: {settled}");
    assert_eq!(raised(&app, w.project).await["lovelace"]["amount"], 4.0);
}

async fn pending_ada_donations_per_person_are_capped(app: TestApp) {
    let mut config = common::test_config();
    config.max_pending_ada = 2;
    let app = app.reconfigured(config).await;
    let w = world(&app, Some(WALLET)).await;
    let payer = wallet(6);
    for n in 0..2 {
        let (status, body) = donate(&app, &w.donor, w.project, proven(&w.donor, &payer, 1, &format!("{n:0>64}"))).await;
        assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    }
    let (status, err) = donate(&app, &w.donor, w.project, proven(&w.donor, &payer, 1, &"ef".repeat(32))).await;
    assert_eq!((status, code(&err)), (StatusCode::TOO_MANY_REQUESTS, Some("donation.too_many_pending")), "{err}");
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["total"], 2);
}

async fn refund(app: &TestApp, who: &Person, donation: &str, reason: &str) -> (StatusCode, Value) {
    app.post(&format!("/api/admin/donations/{donation}/refund"), Some(&who.token), json!({"reason": reason})).await
}

async fn an_operator_refund_stops_the_donation_counting(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let (_, kept) = donate(&app, &w.donor, w.project, card(10, "tok_visa")).await;
    let other = app.register("other").await;
    let (status, given) = donate(&app, &other, w.project, card(25, "tok_visa")).await;
    assert_eq!(status, StatusCode::CREATED, "{given}");
    let id = given["donation"]["id"].as_str().unwrap();
    assert_eq!(raised(&app, w.project).await["USD"]["amount"], 35.0);
    assert_eq!((points(&app, &other).await, votes(&app, w.project).await), (26, 2), "25 points + 1 for the vote");
    let (_, before) = app.get(&format!("/api/projects/{}/estimate?amount=5", w.project), Some(&w.donor.token)).await;

    let (status, refunded) = refund(&app, &w.operator, id, "Asked by the donor").await;
    assert_eq!((status, refunded["donation"]["state"].as_str()), (StatusCode::OK, Some("refunded")), "{refunded}");
    assert_eq!(app.payments.refunds(), 1, "refunded through the card provider");
    assert_eq!(raised(&app, w.project).await["USD"]["amount"], 10.0, "only what still counts");
    assert_eq!(points(&app, &other).await, 0, "a reversing entry takes the points back");
    assert_eq!(votes(&app, w.project).await, 1, "the vote the donation cast no longer counts");
    let history = detail(&app, &other, id).await;
    assert_eq!(
        (history["state"].as_str(), history["failure_reason"].as_str()),
        (Some("refunded"), Some("Asked by the donor"))
    );
    assert_eq!(history["timeline"].as_array().unwrap().last().unwrap()["state"], "refunded");
    let (_, ledger) = app.get("/api/me/impact-points", Some(&other.token)).await;
    assert!(
        ledger["results"].as_array().unwrap().iter().any(|g| g["kind"] == "reversal"),
        "never a deletion: {ledger}"
    );
    let (_, after) = app.get(&format!("/api/projects/{}/estimate?amount=5", w.project), Some(&w.donor.token)).await;
    assert_ne!(before["current_match_usd"], after["current_match_usd"], "the live estimate follows at once");
    let mail = app.outbox.read_all_decoded().join("\n");
    assert!(mail.contains("was refunded") && mail.contains("Asked by the donor"), "the donor is told");
    // $25.00 given and $26.25 paid: the email says the fee goes back too.
    assert!(
        mail.contains("Your donation of $25.00 to")
            && mail.contains("$26.25 goes back to your card: the donation and its card fee of $1.25."),
        "{mail}"
    );
    assert_eq!(kept["donation"]["state"], "settled");
}

async fn refunds_are_for_operators_and_settled_donations_only(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let (_, given) = donate(&app, &w.donor, w.project, card(10, "tok_visa")).await;
    let id = given["donation"]["id"].as_str().unwrap();
    let (status, err) = refund(&app, &w.donor, id, "mine").await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("auth.operator_required")));
    let (status, _) = app.post(&format!("/api/admin/donations/{id}/refund"), None, json!({})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, err) = refund(&app, &w.operator, "not-an-id", "x").await;
    assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("donation.not_found")));
    let (status, _) = refund(&app, &w.operator, id, "duplicate").await;
    assert_eq!(status, StatusCode::OK);
    let (status, err) = refund(&app, &w.operator, id, "again").await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("donation.not_refundable")), "once");
    assert_eq!(app.payments.refunds(), 1);
    let (_, waiting) = donate(&app, &w.donor, w.project, card(10, "tok_threeDSecure2Required")).await;
    let (status, err) = refund(&app, &w.operator, waiting["donation"]["id"].as_str().unwrap(), "x").await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("donation.not_refundable")), "no money received yet");
}

/// Moves the round's voting into the past, so it can be frozen.
async fn end_voting(app: &TestApp, round: &Value) -> matchpool_domain::round::Round {
    let id = round["id"].as_str().unwrap().parse().unwrap();
    let stored = matchpool_store::rounds::find(&app.db, id).await.unwrap().unwrap();
    let mut fields = matchpool_store::rounds::RoundFields::of(&stored);
    fields.voting_end_at = chrono::Utc::now();
    matchpool_store::rounds::update(&app.db, stored, fields, chrono::Utc::now()).await.unwrap()
}

async fn a_refund_after_the_freeze_keeps_the_results_and_shows_on_payouts(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let other = app.register("other").await;
    donate(&app, &other, w.project, card(40, "tok_visa")).await;
    let (_, given) = donate(&app, &w.donor, w.project, card(10, "tok_visa")).await;
    let id = given["donation"]["id"].as_str().unwrap();
    let round = end_voting(&app, &w.round).await;
    let later = chrono::Utc::now() + chrono::Duration::seconds(1);
    matchpool_app::matching::freeze_round(&app.state, &round, later).await.unwrap();
    let frozen = matchpool_store::results::summary(&app.db, round.id).await.unwrap().unwrap();

    let (status, _) = refund(&app, &w.operator, id, "chargeback risk").await;
    assert_eq!(status, StatusCode::OK);
    let after = matchpool_store::results::summary(&app.db, round.id).await.unwrap().unwrap();
    assert_eq!(
        (after.allocated_cents, after.input_sha256),
        (frozen.allocated_cents, frozen.input_sha256),
        "published results stand"
    );
    let (status, payouts) = app.get(&format!("/api/admin/rounds/{}/payouts", round.id), Some(&w.operator.token)).await;
    assert_eq!(status, StatusCode::OK, "{payouts}");
    let changes = payouts["changes_since_freeze"].as_array().unwrap();
    assert_eq!(changes.len(), 1, "{payouts}");
    assert_eq!((changes[0]["donation_id"].as_str(), changes[0]["state"].as_str()), (Some(id), Some("refunded")));
    assert_eq!(changes[0]["usd_cents"], 1000);
}
