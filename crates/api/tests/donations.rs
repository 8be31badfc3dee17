//! Donations (api-contract §3.5): card payments with the 5% fee, 3-D Secure, declines, retries
//! that never double, ADA verified on the chain, the webhook, privacy of anonymous donors.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_domain::{OrganizationId, ProjectId};
use matchpool_providers::cardano::DevWallet;
use matchpool_providers::chain::Network;
use serde_json::{Value, json};

both!(
    a_card_donation_settles_with_the_fee_on_top,
    three_d_secure_needs_the_donors_confirmation,
    a_declined_card_records_nothing_as_settled,
    amounts_and_currencies_are_checked,
    organizations_cannot_donate,
    fifty_identical_requests_make_one_donation_and_one_charge,
    the_idempotency_key_returns_the_same_donation,
    anonymous_donors_are_never_named,
    ada_donations_are_verified_on_the_chain,
    a_transaction_backs_one_donation_only,
    pending_ada_donations_expire,
    the_stripe_webhook_needs_a_valid_signature,
    a_donation_during_voting_also_votes,
    an_unanswered_bank_check_is_never_settled_by_reconcile,
    a_failed_bank_check_declines_the_payment,
    the_bank_check_stand_in_needs_the_payment_secret,
);

const WALLET: &str = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";

struct World {
    project: ProjectId,
    donor: Person,
    owner: Person,
    org: OrganizationId,
}

/// A project in a round that is voting now, with a wallet.
async fn world(app: &TestApp) -> World {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    app.set_wallet(project, Some(WALLET.into())).await;
    World { project, donor: app.register("donor").await, owner, org }
}

async fn donate(app: &TestApp, who: &Person, project: ProjectId, body: Value) -> (StatusCode, Value) {
    app.post(&format!("/api/projects/{project}/donates"), Some(&who.token), body).await
}

fn card(amount: i64, token: &str) -> Value {
    json!({"amount": amount, "currency": "USD", "payment_type": "FIAT", "card_token": token, "rate": 1, "anonymous": false})
}

async fn a_card_donation_settles_with_the_fee_on_top(app: TestApp) {
    let w = world(&app).await;
    let (status, body) = donate(&app, &w.donor, w.project, card(25, "tok_visa")).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let d = &body["donation"];
    assert_eq!((d["amount"].as_f64(), d["fee"].as_f64(), d["total"].as_f64()), (Some(25.0), Some(1.25), Some(26.25)));
    assert_eq!(
        (d["status"].as_str(), d["state"].as_str(), d["currency"].as_str()),
        (Some("APPROVED"), Some("settled"), Some("USD"))
    );
    assert_eq!(d["usd_value"], 25.0, "the project is credited the amount, not the fee");
    assert!(d["transaction_id"].as_str().unwrap().starts_with("pi_"));
    let (_, list) = app.get(&format!("/api/projects/{}/donates", w.project), None).await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["results"][0]["user"]["first_name"], "Test");
    assert!(list["results"][0]["user"].get("email").is_none());
    let (_, project) = app.get(&format!("/api/projects/{}", w.project), None).await;
    assert_eq!(project["total_donations"], json!({"USD": {"amount": 25.0, "rate": 1.0}}));
    assert_eq!(project["total_raw_donation_usd"], 25.0);
    let id = d["id"].as_str().unwrap();
    let (status, status_page) = app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(status, StatusCode::OK);
    let steps: Vec<&str> =
        status_page["timeline"].as_array().unwrap().iter().map(|s| s["state"].as_str().unwrap()).collect();
    assert_eq!(steps, ["initiated", "settled"]);
    assert_eq!(
        app.get(&format!("/api/donations/{id}"), Some(&w.owner.token)).await.0,
        StatusCode::NOT_FOUND,
        "only the donor sees it"
    );
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["total"], 1);
    assert_eq!(mine["results"][0]["project_title"], "Wells");
    assert!(list["results"][0].get("project_title").is_none(), "only the donor's own history names projects");
}

async fn three_d_secure_needs_the_donors_confirmation(app: TestApp) {
    let w = world(&app).await;
    let (status, body) = donate(&app, &w.donor, w.project, card(40, "tok_threeDSecure2Required")).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    assert_eq!(body["action_required"], true);
    let intent = body["payment_intent_id"].as_str().unwrap().to_owned();
    assert!(body["client_secret"].as_str().unwrap().starts_with(&format!("{intent}_secret_")));
    assert_eq!(body["donation"]["state"], "action_required");
    let (_, list) = app.get(&format!("/api/projects/{}/donates", w.project), None).await;
    assert_eq!(list["total"], 0, "nothing is shown before it settles");
    let path = format!("/api/projects/donates/{}/confirm", body["donation"]["id"].as_str().unwrap());
    let (status, err) = app
        .send(Req::new(Method::PUT, &path).token(Some(&w.donor.token)).json(json!({"payment_intent_id": "pi_other"})))
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.intent_mismatch")));
    let (status, _) = app
        .send(Req::new(Method::PUT, &path).token(Some(&w.owner.token)).json(json!({"payment_intent_id": intent})))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "only the donor confirms");
    // Confirmed before the bank's check is answered: it still waits, as with Stripe.
    let (status, waiting) = app
        .send(Req::new(Method::PUT, &path).token(Some(&w.donor.token)).json(json!({"payment_intent_id": intent})))
        .await;
    assert_eq!((status, waiting["donation"]["state"].as_str()), (StatusCode::OK, Some("action_required")), "{waiting}");
    let id = body["donation"]["id"].as_str().unwrap();
    let (_, page) = app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(page["client_secret"], body["client_secret"], "the status page can finish the check: {page}");
    let (status, passed) = app.answer_bank_check(body["client_secret"].as_str().unwrap(), true).await;
    assert_eq!((status, passed["status"].as_str()), (StatusCode::OK, Some("succeeded")), "{passed}");
    let (status, done) = app
        .send(Req::new(Method::PUT, &path).token(Some(&w.donor.token)).json(json!({"payment_intent_id": intent})))
        .await;
    assert_eq!(status, StatusCode::OK, "{done}");
    let (_, page) = app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(page["client_secret"], Value::Null, "no secret once settled: {page}");
    assert_eq!(done["donation"]["state"], "settled");
    let (status, again) = app
        .send(Req::new(Method::PUT, &path).token(Some(&w.donor.token)).json(json!({"payment_intent_id": intent})))
        .await;
    assert_eq!(
        (status, again["donation"]["state"].as_str()),
        (StatusCode::OK, Some("settled")),
        "confirming twice is harmless"
    );
    let (_, list) = app.get(&format!("/api/projects/{}/donates", w.project), None).await;
    assert_eq!(list["total"], 1);
}

async fn a_declined_card_records_nothing_as_settled(app: TestApp) {
    let w = world(&app).await;
    let (status, err) = donate(&app, &w.donor, w.project, card(10, "tok_chargeDeclined")).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::PAYMENT_REQUIRED, Some("payment.card_declined")));
    let (_, list) = app.get(&format!("/api/projects/{}/donates", w.project), None).await;
    assert_eq!(list["total"], 0);
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["results"][0]["state"], "failed");
    assert_eq!(mine["results"][0]["status"], "REJECTED");
}

async fn amounts_and_currencies_are_checked(app: TestApp) {
    let w = world(&app).await;
    let mut fractional = card(10, "tok_visa");
    fractional["amount"] = json!(10.5);
    let (status, err) = donate(&app, &w.donor, w.project, fractional).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.invalid_amount")));
    assert_eq!(err["error"], "Please enter a whole number without decimals.");
    let (status, err) =
        donate(&app, &w.donor, w.project, json!({"currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa"}))
            .await;
    assert_eq!((status, err["error"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("This field is required")));
    let mut yen = card(1000, "tok_visa");
    yen["currency"] = json!("JPY");
    let (status, err) = donate(&app, &w.donor, w.project, yen).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.unsupported_currency"))
    );
    let (status, err) =
        donate(&app, &w.donor, w.project, json!({"amount": 5, "currency": "USD", "payment_type": "FIAT"})).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.card_token_required"))
    );
    let (status, err) =
        donate(&app, &w.donor, w.project, json!({"amount": 5, "currency": "lovelace", "txid": "not-hex"})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.tx_invalid")));
    let (status, _) = donate(&app, &w.donor, ProjectId::generate(), card(5, "tok_visa")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.post(&format!("/api/projects/{}/donates", w.project), None, card(5, "tok_visa")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["total"], 0, "refused requests create nothing");
    assert_eq!(app.payments.charges(), 0);
}

async fn organizations_cannot_donate(app: TestApp) {
    let w = world(&app).await;
    let (status, err) = app
        .send(
            Req::new(Method::POST, &format!("/api/projects/{}/donates", w.project))
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(card(5, "tok_visa")),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("donation.organization_identity")));
}

async fn fifty_identical_requests_make_one_donation_and_one_charge(app: TestApp) {
    let w = world(&app).await;
    let attempts = (0..50).map(|_| donate(&app, &w.donor, w.project, card(15, "tok_visa")));
    let results = futures::future::join_all(attempts).await;
    for (status, body) in &results {
        assert!(status.is_success(), "{status}: {body}");
    }
    let ids: std::collections::HashSet<String> =
        results.iter().map(|(_, b)| b["donation"]["id"].as_str().unwrap().to_owned()).collect();
    assert_eq!(ids.len(), 1, "every retry answers with the same donation");
    assert_eq!(app.payments.charges(), 1, "and the card is charged once");
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["total"], 1);
}

async fn the_idempotency_key_returns_the_same_donation(app: TestApp) {
    let w = world(&app).await;
    let path = format!("/api/projects/{}/donates", w.project);
    let send = |token: &str| {
        app.send(
            Req::new(Method::POST, &path)
                .token(Some(&w.donor.token))
                .header("idempotency-key", "key-1")
                .json(card(20, token)),
        )
    };
    let (first_status, first) = send("tok_visa").await;
    let (second_status, second) = send("tok_visa").await;
    assert_eq!((first_status, second_status), (StatusCode::CREATED, StatusCode::CREATED), "{first} {second}");
    assert_eq!(first["donation"]["id"], second["donation"]["id"]);
    let (status, other) = app
        .send(
            Req::new(Method::POST, &path)
                .token(Some(&w.donor.token))
                .header("idempotency-key", "key-2")
                .json(card(20, "tok_visa")),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_ne!(other["donation"]["id"], first["donation"]["id"], "a new key is a new donation");
    assert_eq!(app.payments.charges(), 2);
}

async fn anonymous_donors_are_never_named(app: TestApp) {
    let w = world(&app).await;
    let mut hidden = card(30, "tok_visa");
    hidden["anonymous"] = json!(true);
    let (status, _) = donate(&app, &w.donor, w.project, hidden).await;
    assert_eq!(status, StatusCode::CREATED);
    for token in [None, Some(w.owner.token.as_str()), Some(w.donor.token.as_str())] {
        let (_, list) = app.get(&format!("/api/projects/{}/donates", w.project), token).await;
        assert_eq!(list["results"][0]["anonymous"], true);
        assert_eq!(list["results"][0]["user"], Value::Null);
        assert!(!list.to_string().contains("donor"), "no trace of the donor: {list}");
    }
}

/// Pays through the development ledger with a real signed transaction from the donor's test key.
async fn pay(app: &TestApp, to: &str, lovelace: u64) -> String {
    let ledger = app.state.dev_ledger.clone().expect("the development ledger");
    let donor = DevWallet::from_seed([7; 32], Network::Preprod);
    donor.pay(&ledger, to, lovelace).await.expect("a valid payment")
}

/// An ADA claim, proven by the paying test wallet's CIP-30 `signData` for `who`.
fn ada(who: &Person, amount: i64, txid: &str) -> Value {
    let payer = DevWallet::from_seed([7; 32], Network::Preprod);
    let payload = matchpool_app::ada::claim_payload(txid, who.id);
    let (signature, key) = payer.sign_data(payload.as_bytes());
    json!({"amount": amount, "currency": "lovelace", "txid": txid, "rate": 99,
        "proof": {"address": payer.bech32(), "signature": signature, "key": key}})
}

async fn ada_donations_are_verified_on_the_chain(app: TestApp) {
    let w = world(&app).await;
    let txid = pay(&app, WALLET, 20_000_000).await;
    let (status, body) = donate(&app, &w.donor, w.project, ada(&w.donor, 20, &txid)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let d = &body["donation"];
    assert_eq!(
        (d["amount"].as_f64(), d["fee"].as_f64(), d["currency"].as_str()),
        (Some(20.0), Some(0.0), Some("lovelace"))
    );
    assert_eq!(d["rate"], 0.45, "the server's rate, not the client's 99");
    assert_eq!(d["usd_value"], 9.0);
    assert_eq!(d["transaction_id"], json!(txid));
    let (_, project) = app.get(&format!("/api/projects/{}", w.project), None).await;
    assert_eq!(project["total_donations"]["lovelace"], json!({"amount": 20.0, "rate": 0.45}));

    let short = pay(&app, WALLET, 1_000_000).await;
    let (status, err) = donate(&app, &w.donor, w.project, ada(&w.donor, 5, &short)).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.tx_invalid")),
        "{err}"
    );
    let elsewhere = pay(&app, &DevWallet::from_seed([9; 32], Network::Preprod).bech32(), 5_000_000).await;
    let (status, err) = donate(&app, &w.donor, w.project, ada(&w.donor, 5, &elsewhere)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.tx_invalid")));
    let (_, list) = app.get(&format!("/api/projects/{}/donates", w.project), None).await;
    assert_eq!(list["total"], 1);
}

async fn a_transaction_backs_one_donation_only(app: TestApp) {
    let w = world(&app).await;
    let txid = pay(&app, WALLET, 10_000_000).await;
    let (status, first) = donate(&app, &w.donor, w.project, ada(&w.donor, 10, &txid)).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, again) = donate(&app, &w.donor, w.project, ada(&w.donor, 10, &txid)).await;
    assert_eq!(status, StatusCode::CREATED, "the same donor retrying gets the same donation");
    assert_eq!(first["donation"]["id"], again["donation"]["id"]);
    let thief = app.register("thief").await;
    let (status, err) = donate(&app, &thief, w.project, ada(&thief, 10, &txid)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("donation.tx_reused")));
}

async fn pending_ada_donations_expire(app: TestApp) {
    let w = world(&app).await;
    let unknown = "ab".repeat(32);
    let (status, body) = donate(&app, &w.donor, w.project, ada(&w.donor, 7, &unknown)).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    assert_eq!((body["action_required"].as_bool(), body["donation"]["state"].as_str()), (Some(false), Some("pending")));
    let id = body["donation"]["id"].as_str().unwrap().to_owned();
    app.age_donation(&id, 1).await;
    let looked = matchpool_app::donations::reconcile(&app.state).await.unwrap();
    assert_eq!(looked, 1);
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["results"][0]["state"], "pending", "still waiting within the time limit");
    app.age_donation(&id, 3).await;
    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    let (_, detail) = app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(detail["state"], "expired");
    assert_eq!(detail["failure_reason"], "The transaction was not confirmed in time.");
}

async fn the_stripe_webhook_needs_a_valid_signature(app: TestApp) {
    let w = world(&app).await;
    let (_, body) = donate(&app, &w.donor, w.project, card(12, "tok_threeDSecure2Required")).await;
    let intent = body["payment_intent_id"].as_str().unwrap();
    let event = json!({"type": "payment_intent.succeeded", "data": {"object": {"id": intent}}}).to_string();
    let now = chrono::Utc::now().timestamp();
    let forged = matchpool_providers::payments::webhook::sign(event.as_bytes(), "not-the-secret", now);
    let (status, err) = app
        .send(
            Req::new(Method::POST, "/api/payments/stripe/webhook")
                .header("stripe-signature", &forged)
                .raw("application/json", &event),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::BAD_REQUEST, Some("payment.bad_signature")));
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["results"][0]["state"], "action_required", "a forged event changes nothing");
    let signed = matchpool_providers::payments::webhook::sign(event.as_bytes(), "whsec_test", now);
    let (status, _) = app
        .send(
            Req::new(Method::POST, "/api/payments/stripe/webhook")
                .header("stripe-signature", &signed)
                .raw("application/json", &event),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["results"][0]["state"], "settled");
}

async fn a_donation_during_voting_also_votes(app: TestApp) {
    let w = world(&app).await;
    donate(&app, &w.donor, w.project, card(5, "tok_visa")).await;
    let (_, project) = app.get(&format!("/api/projects/{}", w.project), Some(&w.donor.token)).await;
    assert_eq!((project["user_voted"].as_bool(), project["total_votes"].as_i64()), (Some(true), Some(1)));
    let (_, rates) = app.get("/api/rates", None).await;
    assert_eq!((rates["USD"].as_f64(), rates["lovelace"].as_f64()), (Some(1.0), Some(0.45)));
}

/// The reconcile job looks up a 3-D Secure payment the donor never finished: the provider says it
/// still `requires_action`, so it is left waiting (never settled, no vote, no thanks), and once the
/// time to confirm has passed the intent is canceled at the provider and the donation expires.
async fn an_unanswered_bank_check_is_never_settled_by_reconcile(app: TestApp) {
    let mut config = common::test_config();
    config.action_timeout_secs = 3 * 60 * 60;
    let app = app.reconfigured(config).await;
    let w = world(&app).await;
    let (status, body) = donate(&app, &w.donor, w.project, card(12, "tok_threeDSecure2Required")).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    let id = body["donation"]["id"].as_str().unwrap().to_owned();
    let intent = body["payment_intent_id"].as_str().unwrap().to_owned();
    app.age_donation(&id, 1).await;
    let looked = matchpool_app::donations::reconcile(&app.state).await.unwrap();
    assert_eq!(looked, 1, "the job looked at it");
    let (_, page) = app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(page["state"], "action_required", "an unfinished check is not a passed one: {page}");
    let (_, project) = app.get(&format!("/api/projects/{}", w.project), None).await;
    assert_eq!((project["total_votes"].as_i64(), project["total_raw_donation_usd"].as_f64()), (Some(0), Some(0.0)));
    use matchpool_providers::payments::{ChargeOutcome, PaymentProvider};
    assert!(matches!(app.payments.retrieve(&intent).await.unwrap(), ChargeOutcome::RequiresAction { .. }));

    app.age_donation(&id, 4).await;
    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    let (_, page) = app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(
        (page["state"].as_str(), page["failure_reason"].as_str()),
        (Some("expired"), Some("The payment was not confirmed in time.")),
        "{page}"
    );
    assert_eq!(app.payments.retrieve(&intent).await.unwrap(), ChargeOutcome::Canceled { intent_id: intent.clone() });
    let (status, _) = app.answer_bank_check(body["client_secret"].as_str().unwrap(), true).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a canceled payment's check can no longer be passed");
    let (_, project) = app.get(&format!("/api/projects/{}", w.project), None).await;
    assert_eq!(project["total_votes"], 0);
    assert!(
        !app.outbox.read_all_decoded().iter().any(|mail| mail.contains("Thank you for")),
        "the donor is not thanked for a payment that never happened"
    );
}

async fn a_failed_bank_check_declines_the_payment(app: TestApp) {
    let w = world(&app).await;
    let (_, body) = donate(&app, &w.donor, w.project, card(12, "tok_threeDSecure2Required")).await;
    let (status, failed) = app.answer_bank_check(body["client_secret"].as_str().unwrap(), false).await;
    assert_eq!((status, failed["status"].as_str()), (StatusCode::OK, Some("requires_payment_method")), "{failed}");
    let id = body["donation"]["id"].as_str().unwrap();
    let (status, err) = app
        .send(
            Req::new(Method::PUT, &format!("/api/projects/donates/{id}/confirm"))
                .token(Some(&w.donor.token))
                .json(json!({"payment_intent_id": body["payment_intent_id"]})),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::PAYMENT_REQUIRED, Some("payment.card_declined")), "{err}");
    let (_, page) = app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(page["state"], "failed");
}

/// Only the holder of the payment's secret (its payer) answers the check; bad requests change
/// nothing; with a real card provider the stand-in does not exist.
async fn the_bank_check_stand_in_needs_the_payment_secret(app: TestApp) {
    let w = world(&app).await;
    let (_, body) = donate(&app, &w.donor, w.project, card(12, "tok_threeDSecure2Required")).await;
    let secret = body["client_secret"].as_str().unwrap().to_owned();
    let intent = body["payment_intent_id"].as_str().unwrap().to_owned();
    let cases = [
        (json!({"passed": true}), StatusCode::UNPROCESSABLE_ENTITY, "validation", Some("client_secret")),
        (
            json!({"client_secret": " ", "passed": true}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation",
            Some("client_secret"),
        ),
        (json!({"client_secret": secret}), StatusCode::UNPROCESSABLE_ENTITY, "validation", Some("passed")),
        (json!({"client_secret": intent, "passed": true}), StatusCode::NOT_FOUND, "not_found", None),
        (
            json!({"client_secret": format!("{intent}_secret_guess"), "passed": true}),
            StatusCode::NOT_FOUND,
            "not_found",
            None,
        ),
    ];
    for (request, status, code, field) in cases {
        let (got, err) = app.post("/api/dev/payments/three-d-secure", Some(&w.owner.token), request.clone()).await;
        assert_eq!((got, err["code"].as_str()), (status, Some(code)), "{request} → {err}");
        if let Some(field) = field {
            assert_eq!(err["fields"][field], "required", "{err}");
        }
    }
    use matchpool_providers::payments::{ChargeOutcome, PaymentProvider};
    assert!(
        matches!(app.payments.retrieve(&intent).await.unwrap(), ChargeOutcome::RequiresAction { .. }),
        "nothing changed"
    );
    let id = body["donation"]["id"].as_str().unwrap();
    let (_, page) = app.get(&format!("/api/donations/{id}"), Some(&w.donor.token)).await;
    assert_eq!(page["state"], "action_required");
    let (_, other) = app.get(&format!("/api/donations/{id}"), Some(&w.owner.token)).await;
    assert!(other.get("client_secret").is_none(), "only the donor reads the secret: {other}");

    // With a real card provider (no development hooks) the stand-in does not exist.
    let real = app.with_state(|state| {
        state.with_providers(
            app.payments.clone(),
            std::sync::Arc::new(matchpool_providers::rates::StaticRates::new(0.45)),
        )
    });
    let (status, err) = real.answer_bank_check(&secret, true).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("not_found")), "{err}");
    assert!(matches!(app.payments.retrieve(&intent).await.unwrap(), ChargeOutcome::RequiresAction { .. }));
}
