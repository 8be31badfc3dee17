//! One checkout for several projects (issue 16): a cart paid by card in one PaymentIntent with one
//! fee line and one 3-D Secure challenge, a donation and a vote per project, all settling or
//! failing together; retries that never double; who may; bad carts refused with nothing changed;
//! the account cart and how a device cart joins it.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_domain::{OrganizationId, ProjectId};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    a_card_checkout_settles_every_project_at_once,
    three_d_secure_once_then_all_settle,
    a_canceled_challenge_cancels_every_donation,
    a_declined_card_fails_every_donation,
    the_webhook_settles_the_whole_checkout,
    the_idempotency_key_returns_the_same_checkout,
    who_may_check_out,
    bad_carts_are_refused_and_change_nothing,
    a_project_of_another_round_is_refused,
    the_account_cart_is_kept_and_checked,
    a_device_cart_joins_the_account_cart_with_the_account_winning,
    one_card_donation_of_a_checkout_is_refunded_alone,
    the_cart_estimate_takes_all_gifts_together,
    a_capped_project_in_the_cart_adds_nothing_never_a_negative_figure,
    canceling_one_donation_of_a_checkout_cancels_the_checkout,
);

struct World {
    projects: Vec<ProjectId>,
    donor: Person,
    owner: Person,
    org: OrganizationId,
    round: Value,
}

/// Three projects in a round voting now.
async fn world(app: &TestApp) -> World {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let mut projects = Vec::new();
    for title in ["Wells", "Schools", "Clinics"] {
        projects.push(app.project_in(&round, org, title).await);
    }
    World { projects, donor: app.register("donor").await, owner, org, round }
}

fn body(token: &str, items: &[(ProjectId, i64)]) -> Value {
    let items: Vec<Value> = items.iter().map(|(p, a)| json!({"project_id": p, "amount": a})).collect();
    json!({"payment_type": "FIAT", "currency": "USD", "card_token": token, "items": items})
}

async fn checkout(app: &TestApp, who: &Person, key: &str, body: Value) -> (StatusCode, Value) {
    app.send(Req::new(Method::POST, "/api/checkouts").token(Some(&who.token)).header("idempotency-key", key).json(body))
        .await
}

fn three(w: &World) -> Vec<(ProjectId, i64)> {
    vec![(w.projects[0], 10), (w.projects[1], 20), (w.projects[2], 30)]
}

async fn votes_of(app: &TestApp, project: ProjectId) -> i64 {
    app.get(&format!("/api/projects/{project}"), None).await.1["total_votes"].as_i64().unwrap()
}

async fn raised(app: &TestApp, project: ProjectId) -> f64 {
    app.get(&format!("/api/projects/{project}"), None).await.1["total_raw_donation_usd"].as_f64().unwrap()
}

async fn history(app: &TestApp, who: &Person) -> Value {
    app.get("/api/me/donations", Some(&who.token)).await.1
}

async fn a_card_checkout_settles_every_project_at_once(app: TestApp) {
    let w = world(&app).await;
    let (status, answer) = checkout(&app, &w.donor, "cart-1", body("tok_visa", &three(&w))).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    let c = &answer["checkout"];
    assert_eq!((c["amount"].as_f64(), c["fee"].as_f64(), c["total"].as_f64()), (Some(60.0), Some(3.0), Some(63.0)));
    assert_eq!(c["state"], "settled");
    assert_eq!(app.payments.charges(), 1, "one PaymentIntent for the whole cart");
    let intent = c["transaction_id"].as_str().unwrap();
    let donations = c["donations"].as_array().unwrap();
    assert_eq!(donations.len(), 3);
    for (d, (project, amount)) in donations.iter().zip(three(&w)) {
        assert_eq!(d["project_id"], project.to_string());
        assert_eq!((d["amount"].as_f64(), d["state"].as_str()), (Some(amount as f64), Some("settled")));
        assert_eq!(d["fee"].as_f64(), Some(amount as f64 * 0.05), "each donation keeps its share of the one fee");
        assert_eq!((d["checkout_id"].as_str(), d["transaction_id"].as_str()), (c["id"].as_str(), Some(intent)));
    }
    for (project, amount) in three(&w) {
        assert_eq!(votes_of(&app, project).await, 1, "each donation also votes");
        assert_eq!(raised(&app, project).await, amount as f64);
    }
    let mine = history(&app, &w.donor).await;
    assert_eq!(mine["total"], 3);
    assert!(mine["results"].as_array().unwrap().iter().all(|d| d["checkout_id"] == c["id"]));
    let (status, read) = app.get(&format!("/api/checkouts/{}", c["id"].as_str().unwrap()), Some(&w.donor.token)).await;
    assert_eq!((status, read["checkout"]["state"].as_str()), (StatusCode::OK, Some("settled")));
    let (status, _) = app.get(&format!("/api/checkouts/{}", c["id"].as_str().unwrap()), Some(&w.owner.token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "only the payer reads it");
}

async fn three_d_secure_once_then_all_settle(app: TestApp) {
    let w = world(&app).await;
    let (status, answer) = checkout(&app, &w.donor, "cart-3ds", body("tok_threeDSecure2Required", &three(&w))).await;
    assert_eq!((status, answer["action_required"].as_bool()), (StatusCode::ACCEPTED, Some(true)), "{answer}");
    let intent = answer["payment_intent_id"].as_str().unwrap().to_owned();
    assert!(answer["client_secret"].as_str().unwrap().starts_with(&format!("{intent}_secret_")));
    let id = answer["checkout"]["id"].as_str().unwrap().to_owned();
    assert!(answer["checkout"]["donations"].as_array().unwrap().iter().all(|d| d["state"] == "action_required"));
    assert_eq!(votes_of(&app, w.projects[0]).await, 0, "nothing counts before it settles");
    let confirm = |token: String, intent: String| {
        let path = format!("/api/checkouts/{id}/confirm");
        let app = &app;
        async move {
            app.send(Req::new(Method::PUT, &path).token(Some(&token)).json(json!({"payment_intent_id": intent}))).await
        }
    };
    let (status, err) = confirm(w.donor.token.clone(), "pi_other".into()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.intent_mismatch")));
    let (status, _) = confirm(w.owner.token.clone(), intent.clone()).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "only the payer confirms");
    let (status, waiting) = confirm(w.donor.token.clone(), intent.clone()).await;
    assert_eq!(
        (status, waiting["checkout"]["state"].as_str()),
        (StatusCode::OK, Some("action_required")),
        "the bank's check is not answered yet: {waiting}"
    );
    let (status, _) = app.answer_bank_check(answer["client_secret"].as_str().unwrap(), true).await;
    assert_eq!(status, StatusCode::OK);
    let (status, done) = confirm(w.donor.token.clone(), intent.clone()).await;
    assert_eq!((status, done["checkout"]["state"].as_str()), (StatusCode::OK, Some("settled")), "{done}");
    assert!(done["checkout"]["donations"].as_array().unwrap().iter().all(|d| d["state"] == "settled"));
    for project in &w.projects {
        assert_eq!(votes_of(&app, *project).await, 1);
    }
    let (status, again) = confirm(w.donor.token.clone(), intent).await;
    assert_eq!(
        (status, again["checkout"]["state"].as_str()),
        (StatusCode::OK, Some("settled")),
        "confirming twice is fine"
    );
    assert_eq!(history(&app, &w.donor).await["total"], 3);
}

async fn a_canceled_challenge_cancels_every_donation(app: TestApp) {
    let w = world(&app).await;
    let (_, answer) = checkout(&app, &w.donor, "cart-cancel", body("tok_threeDSecure2Required", &three(&w))).await;
    let id = answer["checkout"]["id"].as_str().unwrap();
    let (status, _) =
        app.send(Req::new(Method::POST, &format!("/api/checkouts/{id}/cancel")).token(Some(&w.owner.token))).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "only the payer cancels");
    let (status, canceled) =
        app.send(Req::new(Method::POST, &format!("/api/checkouts/{id}/cancel")).token(Some(&w.donor.token))).await;
    assert_eq!((status, canceled["checkout"]["state"].as_str()), (StatusCode::OK, Some("canceled")), "{canceled}");
    assert!(canceled["checkout"]["donations"].as_array().unwrap().iter().all(|d| d["state"] == "canceled"));
    for project in &w.projects {
        assert_eq!((votes_of(&app, *project).await, raised(&app, *project).await), (0, 0.0), "nothing counted");
    }
    let (status, err) =
        app.send(Req::new(Method::POST, &format!("/api/checkouts/{id}/cancel")).token(Some(&w.donor.token))).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("donation.not_cancelable")));
}

async fn a_declined_card_fails_every_donation(app: TestApp) {
    let w = world(&app).await;
    let (status, err) = checkout(&app, &w.donor, "cart-declined", body("tok_chargeDeclined", &three(&w))).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::PAYMENT_REQUIRED, Some("payment.card_declined")), "{err}");
    let mine = history(&app, &w.donor).await;
    assert_eq!(mine["total"], 3, "the attempt is in the history");
    assert!(mine["results"].as_array().unwrap().iter().all(|d| d["state"] == "failed"));
    for project in &w.projects {
        assert_eq!((votes_of(&app, *project).await, raised(&app, *project).await), (0, 0.0));
    }
}

async fn the_webhook_settles_the_whole_checkout(app: TestApp) {
    let w = world(&app).await;
    let (_, answer) = checkout(&app, &w.donor, "cart-hook", body("tok_threeDSecure2Required", &three(&w))).await;
    let intent = answer["payment_intent_id"].as_str().unwrap();
    let event = json!({"type": "payment_intent.succeeded", "payment_intent": intent});
    let (status, _) = app.post("/api/dev/payments/events", None, event.clone()).await;
    assert_eq!(status, StatusCode::OK);
    app.post("/api/dev/payments/events", None, event).await;
    for project in &w.projects {
        assert_eq!(votes_of(&app, *project).await, 1, "settled once, however often the event comes");
    }
    let mine = history(&app, &w.donor).await;
    assert!(mine["results"].as_array().unwrap().iter().all(|d| d["state"] == "settled"), "{mine}");
}

async fn the_idempotency_key_returns_the_same_checkout(app: TestApp) {
    let w = world(&app).await;
    let (_, first) = checkout(&app, &w.donor, "cart-key", body("tok_visa", &three(&w))).await;
    let (status, again) = checkout(&app, &w.donor, "cart-key", body("tok_visa", &three(&w))).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(again["checkout"]["id"], first["checkout"]["id"]);
    assert_eq!(app.payments.charges(), 1, "charged once");
    let other = vec![(w.projects[0], 11)];
    let mut anonymous = body("tok_visa", &three(&w));
    anonymous["anonymous"] = json!(true);
    let mut reordered = three(&w);
    reordered.reverse();
    let one_fewer = &three(&w)[..2];
    let changed = [
        ("contents", body("tok_visa", &other)),
        ("an amount", body("tok_visa", &[(w.projects[0], 10), (w.projects[1], 20), (w.projects[2], 31)])),
        ("one item fewer", body("tok_visa", one_fewer)),
        ("the order", body("tok_visa", &reordered)),
        ("anonymity", anonymous),
        ("the card", body("tok_mastercard", &three(&w))),
    ];
    for (what, changed) in changed {
        let (status, err) = checkout(&app, &w.donor, "cart-key", changed).await;
        assert_eq!(
            (status, err["code"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("idempotency.key_reused")),
            "{what}: {err}"
        );
    }
    let (status, err) = app
        .send(Req::new(Method::POST, "/api/checkouts").token(Some(&w.donor.token)).json(body("tok_visa", &other)))
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::BAD_REQUEST, Some("checkout.idempotency_key_required")));
    assert_eq!(history(&app, &w.donor).await["total"], 3);
}

async fn who_may_check_out(app: TestApp) {
    let w = world(&app).await;
    let (status, err) = app
        .send(
            Req::new(Method::POST, "/api/checkouts").header("idempotency-key", "v").json(body("tok_visa", &three(&w))),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{err}");
    let (status, err) = app
        .send(
            Req::new(Method::POST, "/api/checkouts")
                .token(Some(&w.owner.token))
                .identity(w.org)
                .header("idempotency-key", "o")
                .json(body("tok_visa", &three(&w))),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("donation.organization_identity")));
    let ana = app.register_unverified("ana").await;
    let (status, err) = checkout(&app, &ana, "u", body("tok_visa", &three(&w))).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.email_unverified")));
    assert_eq!(app.payments.charges(), 0, "nobody was charged");
    assert_eq!(app.get("/api/me/cart", None).await.0, StatusCode::UNAUTHORIZED);
}

async fn bad_carts_are_refused_and_change_nothing(app: TestApp) {
    let w = world(&app).await;
    let (p, q) = (w.projects[0], w.projects[1]);
    let many: Vec<(ProjectId, i64)> = (0..21).map(|_| (ProjectId::generate(), 1)).collect();
    let cases: Vec<(Value, StatusCode, &str)> = vec![
        (body("tok_visa", &[]), StatusCode::UNPROCESSABLE_ENTITY, "checkout.empty"),
        (body("tok_visa", &[(p, 5), (p, 6)]), StatusCode::UNPROCESSABLE_ENTITY, "checkout.duplicate_project"),
        (body("tok_visa", &many), StatusCode::UNPROCESSABLE_ENTITY, "checkout.too_many_items"),
        (body("tok_visa", &[(p, 0), (q, 5)]), StatusCode::UNPROCESSABLE_ENTITY, "donation.invalid_amount"),
        (body("tok_visa", &[(p, 2_000_000_000)]), StatusCode::UNPROCESSABLE_ENTITY, "donation.invalid_amount"),
        (
            json!({"items": [{"project_id": p, "amount": 5.5}], "card_token": "tok_visa"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.invalid_amount",
        ),
        (body("tok_visa", &[(ProjectId::generate(), 5)]), StatusCode::NOT_FOUND, "project.not_found"),
        (body("", &[(p, 5)]), StatusCode::UNPROCESSABLE_ENTITY, "donation.card_token_required"),
        (
            json!({"currency": "lovelace", "card_token": "tok_visa", "items": [{"project_id": p, "amount": 5}]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.unsupported_currency",
        ),
    ];
    for (n, (request, status, code)) in cases.into_iter().enumerate() {
        let (got, err) = checkout(&app, &w.donor, &format!("bad-{n}"), request).await;
        assert_eq!((got, err["code"].as_str()), (status, Some(code)), "case {n}: {err}");
    }
    assert_eq!(app.payments.charges(), 0);
    assert_eq!(history(&app, &w.donor).await["total"], 0, "no donation recorded");
}

async fn a_project_of_another_round_is_refused(app: TestApp) {
    let w = world(&app).await;
    let op = app.operator("operator2").await;
    let later = app.round(&op, 2, 5).await;
    let elsewhere = app.project_in(&later, w.org, "Later").await;
    let (status, err) =
        checkout(&app, &w.donor, "mixed", body("tok_visa", &[(w.projects[0], 5), (elsewhere, 5)])).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("checkout.mixed_rounds")));
    let (status, err) = checkout(&app, &w.donor, "closed", body("tok_visa", &[(elsewhere, 5)])).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("checkout.voting_closed")));
    assert_eq!(app.payments.charges(), 0);
    assert_eq!(history(&app, &w.donor).await["total"], 0);
    let _ = &w.round;
}

async fn put_cart(app: &TestApp, who: &Person, items: Value) -> (StatusCode, Value) {
    app.send(Req::new(Method::PUT, "/api/me/cart").token(Some(&who.token)).json(json!({ "items": items }))).await
}

async fn the_account_cart_is_kept_and_checked(app: TestApp) {
    let w = world(&app).await;
    let (_, empty) = app.get("/api/me/cart", Some(&w.donor.token)).await;
    assert_eq!(empty["items"], json!([]));
    let items = json!([{"project_id": w.projects[1], "amount": 20}, {"project_id": w.projects[0], "amount": 10}]);
    let (status, saved) = put_cart(&app, &w.donor, items).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (_, read) = app.get("/api/me/cart", Some(&w.donor.token)).await;
    assert_eq!(read["items"][0]["project_id"], w.projects[1].to_string(), "kept in its order");
    assert_eq!((read["items"][0]["amount"].as_f64(), read["items"][0]["currency"].as_str()), (Some(20.0), Some("USD")));
    let dup = json!([{"project_id": w.projects[0], "amount": 5}, {"project_id": w.projects[0], "amount": 6}]);
    let (status, err) = put_cart(&app, &w.donor, dup).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("checkout.duplicate_project")));
    let (status, err) = put_cart(&app, &w.donor, json!([{"project_id": w.projects[0], "amount": -1}])).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.invalid_amount")));
    let (status, err) = put_cart(&app, &w.donor, json!([{"project_id": Uuid::now_v7(), "amount": 5}])).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")));
    assert_eq!(app.get("/api/me/cart", Some(&w.donor.token)).await.1, read, "refused changes change nothing");
    let (_, other) = app.get("/api/me/cart", Some(&w.owner.token)).await;
    assert_eq!(other["items"], json!([]), "a cart is its owner's");
    let (status, cleared) = put_cart(&app, &w.donor, json!([])).await;
    assert_eq!((status, cleared["items"].clone()), (StatusCode::OK, json!([])));
}

async fn a_device_cart_joins_the_account_cart_with_the_account_winning(app: TestApp) {
    let w = world(&app).await;
    put_cart(&app, &w.donor, json!([{"project_id": w.projects[0], "amount": 10}])).await;
    let device = json!({"items": [{"project_id": w.projects[0], "amount": 99}, {"project_id": w.projects[2], "amount": 30},
        {"project_id": Uuid::now_v7(), "amount": 5}]});
    let (status, merged) =
        app.send(Req::new(Method::POST, "/api/me/cart/merge").token(Some(&w.donor.token)).json(device)).await;
    assert_eq!(status, StatusCode::OK, "{merged}");
    let lines: Vec<(String, f64)> = merged["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["project_id"].as_str().unwrap().to_owned(), i["amount"].as_f64().unwrap()))
        .collect();
    assert_eq!(
        lines,
        [(w.projects[0].to_string(), 10.0), (w.projects[2].to_string(), 30.0)],
        "the account's amount wins, the device's other project is added, a gone project is left out"
    );
    assert_eq!(app.get("/api/me/cart", Some(&w.donor.token)).await.1, merged);
}

async fn one_card_donation_of_a_checkout_is_refunded_alone(app: TestApp) {
    let w = world(&app).await;
    let (_, answer) = checkout(&app, &w.donor, "cart-refund", body("tok_visa", &three(&w))).await;
    let c = &answer["checkout"];
    let intent = c["transaction_id"].as_str().unwrap();
    let first = c["donations"][0]["id"].as_str().unwrap();
    let op = app.operator("operator3").await;
    let (status, refunded) =
        app.post(&format!("/api/admin/donations/{first}/refund"), Some(&op.token), json!({})).await;
    assert_eq!((status, refunded["donation"]["state"].as_str()), (StatusCode::OK, Some("refunded")), "{refunded}");
    assert_eq!(app.payments.refunds(), 1);
    assert_eq!(app.payments.refunded_in_part(intent), 1050, "10 USD and its 0.50 fee, not the whole payment of 63");
    assert_eq!(raised(&app, w.projects[0]).await, 0.0, "the refunded project's total goes down");
    assert_eq!((raised(&app, w.projects[1]).await, raised(&app, w.projects[2]).await), (20.0, 30.0), "the others stay");
    // The provider's event for that partial refund leaves the checkout's other donations alone.
    let partial = matchpool_providers::payments::PaymentEvent::Refunded {
        intent_id: intent.to_owned(),
        amount_refunded_cents: 1050,
        full: false,
    };
    matchpool_app::donations::apply_event(&app.state, partial).await.unwrap();
    let (_, read) = app.get(&format!("/api/checkouts/{}", c["id"].as_str().unwrap()), Some(&w.donor.token)).await;
    let states: Vec<&str> =
        read["checkout"]["donations"].as_array().unwrap().iter().map(|d| d["state"].as_str().unwrap()).collect();
    assert_eq!(states, vec!["refunded", "settled", "settled"]);
    let (status, again) = app.post(&format!("/api/admin/donations/{first}/refund"), Some(&op.token), json!({})).await;
    assert_eq!((status, again["code"].as_str()), (StatusCode::CONFLICT, Some("donation.not_refundable")), "{again}");
    assert_eq!(app.payments.refunds(), 1, "never refunded twice");
}

async fn the_cart_estimate_takes_all_gifts_together(app: TestApp) {
    let w = world(&app).await;
    // Two earlier supporters on each project, so gifts are matched.
    for name in ["adaeze", "bongani"] {
        let person = app.register(name).await;
        let gifts: Vec<(ProjectId, i64)> = w.projects.iter().map(|p| (*p, 50)).collect();
        let (status, _) = checkout(&app, &person, &format!("seed-{name}"), body("tok_visa", &gifts)).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let items = |gifts: &[(ProjectId, i64)]| json!({"items": gifts.iter().map(|(p, a)| json!({"project_id": p, "amount": a})).collect::<Vec<_>>()});
    let (status, one) = app.post("/api/checkouts/estimate", Some(&w.donor.token), items(&[(w.projects[0], 40)])).await;
    assert_eq!(status, StatusCode::OK, "{one}");
    let (_, single) =
        app.get(&format!("/api/projects/{}/estimate?amount=40", w.projects[0]), Some(&w.donor.token)).await;
    assert_eq!(one["estimate_cents"], single["estimate_cents"], "a cart of one is the single estimate");
    assert!(one["estimate_cents"].as_i64().unwrap() > 0, "{one}");
    let (status, all) = app.post("/api/checkouts/estimate", None, items(&three(&w))).await;
    assert_eq!(status, StatusCode::OK, "{all}");
    let per: Vec<i64> =
        all["projects"].as_array().unwrap().iter().map(|p| p["estimate_cents"].as_i64().unwrap()).collect();
    assert_eq!(per.len(), 3);
    assert!(per.iter().sum::<i64>().abs_diff(all["estimate_cents"].as_i64().unwrap()) <= 1, "{all}");
    let (status, err) = app.post("/api/checkouts/estimate", None, items(&[])).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("checkout.empty")));
    let (status, err) =
        app.post("/api/checkouts/estimate", None, items(&[(w.projects[0], 1), (w.projects[0], 2)])).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("checkout.duplicate_project")));
}

async fn canceling_one_donation_of_a_checkout_cancels_the_checkout(app: TestApp) {
    let w = world(&app).await;
    let (_, answer) = checkout(&app, &w.donor, "cart-one", body("tok_threeDSecure2Required", &three(&w))).await;
    let first = answer["checkout"]["donations"][0]["id"].as_str().unwrap();
    let (status, canceled) =
        app.send(Req::new(Method::POST, &format!("/api/donations/{first}/cancel")).token(Some(&w.donor.token))).await;
    assert_eq!((status, canceled["donation"]["state"].as_str()), (StatusCode::OK, Some("canceled")), "{canceled}");
    let mine = history(&app, &w.donor).await;
    assert!(mine["results"].as_array().unwrap().iter().all(|d| d["state"] == "canceled"), "{mine}");
    let id = answer["checkout"]["id"].as_str().unwrap();
    let (_, read) = app.get(&format!("/api/checkouts/{id}"), Some(&w.donor.token)).await;
    assert_eq!(read["checkout"]["state"], "canceled");
}

async fn a_capped_project_in_the_cart_adds_nothing_never_a_negative_figure(app: TestApp) {
    use matchpool_store::entities::project;
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};
    let w = world(&app).await;
    // Wells asks for $105: after the two supporters' $100 the pool can pay it at most $5.
    let shrunk = project::ActiveModel {
        id: Set(w.projects[0].into()),
        total_requested_cents: Set(10_500),
        ..Default::default()
    };
    shrunk.update(&app.db).await.unwrap();
    for name in ["adaeze", "bongani"] {
        let person = app.register(name).await;
        let gifts: Vec<(ProjectId, i64)> = w.projects.iter().map(|p| (*p, 50)).collect();
        let (status, _) = checkout(&app, &person, &format!("seed-{name}"), body("tok_visa", &gifts)).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let items =
        json!({"items": [{"project_id": w.projects[0], "amount": 35}, {"project_id": w.projects[1], "amount": 10}]});
    let (status, cart) = app.post("/api/checkouts/estimate", Some(&w.donor.token), items).await;
    assert_eq!(status, StatusCode::OK, "{cart}");
    assert_eq!(
        (cart["projects"][0]["capped"].as_bool(), cart["projects"][0]["estimate_cents"].as_i64()),
        (Some(true), Some(0)),
        "{cart}"
    );
    assert_eq!(cart["projects"][1]["capped"], false, "{cart}");
    let other = cart["projects"][1]["estimate_cents"].as_i64().unwrap();
    assert!(other > 0, "the pool Wells cannot take goes to the others: {cart}");
    assert_eq!(cart["estimate_cents"].as_i64(), Some(other), "the total is what the cart adds, never lowered: {cart}");
    let (_, single) =
        app.get(&format!("/api/projects/{}/estimate?amount=35", w.projects[0]), Some(&w.donor.token)).await;
    assert_eq!(
        (single["reason"].as_str(), single["capped"].as_bool(), single["estimate_cents"].as_i64()),
        (Some("capped"), Some(true), Some(0)),
        "{single}"
    );
}
