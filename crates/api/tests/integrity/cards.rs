//! Issue 10, card payments: Stripe's refunds, disputes and cancelled 3-D Secure payments move the
//! donation, a charge whose answer was lost is reconciled, idempotency keys are bound to their
//! request, amounts are exact; operators list donations and test hooks exist only with the dev provider.

use super::*;
use crate::common::Req;
use axum::http::Method;
use matchpool_domain::ProjectId;

both!(
    stripe_refunds_and_disputes_move_the_donation,
    the_donor_cancels_an_unconfirmed_three_d_secure_payment,
    a_charge_whose_answer_was_lost_is_reconciled,
    a_retried_idempotency_key_reconciles_a_stale_donation,
    an_idempotency_key_reused_with_another_body_is_refused,
    amounts_must_be_json_numbers_and_currencies_exact_codes,
    operators_list_donations_and_others_may_not,
    dev_payment_events_exist_only_with_the_dev_provider,
);

async fn stripe_refunds_and_disputes_move_the_donation(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let (_, given) = donate(&app, &w.donor, w.project, card(20, "tok_visa")).await;
    let (id, intent) = (given["donation"]["id"].as_str().unwrap(), given["payment_intent_id"].as_str().unwrap());
    let dispute = |status: &str| json!({"id": "dp_1", "object": "dispute", "charge": "ch_1", "payment_intent": intent, "status": status, "amount": 2100});
    assert_eq!(app.stripe_event("evt_1", "charge.dispute.created", dispute("needs_response")).await, StatusCode::OK);
    assert_eq!(detail(&app, &w.donor, id).await["state"], "disputed");
    assert_eq!(
        (raised(&app, w.project).await, points(&app, &w.donor).await),
        (json!({}), 0),
        "a disputed payment does not count"
    );
    assert_eq!(app.stripe_event("evt_1", "charge.dispute.closed", dispute("won")).await, StatusCode::OK);
    assert_eq!(detail(&app, &w.donor, id).await["state"], "settled", "a won dispute settles again");
    assert_eq!(
        (raised(&app, w.project).await["USD"]["amount"].as_f64(), points(&app, &w.donor).await),
        (Some(20.0), 21)
    );

    let charge = json!({"id": "ch_1", "object": "charge", "payment_intent": intent, "amount": 2100, "amount_refunded": 2100, "refunded": true});
    assert_eq!(app.stripe_event("evt_1", "charge.refunded", charge.clone()).await, StatusCode::OK);
    let refunded = detail(&app, &w.donor, id).await;
    assert_eq!(refunded["state"], "refunded", "{refunded}");
    assert_eq!((raised(&app, w.project).await, points(&app, &w.donor).await), (json!({}), 0));
    assert_eq!(
        app.stripe_event("evt_1", "charge.refunded", charge).await,
        StatusCode::OK,
        "a repeated event changes nothing"
    );
    let steps: Vec<&str> =
        refunded["timeline"].as_array().unwrap().iter().map(|s| s["state"].as_str().unwrap()).collect();
    assert_eq!(steps, ["initiated", "settled", "disputed", "settled", "refunded"]);
}

async fn the_donor_cancels_an_unconfirmed_three_d_secure_payment(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let (status, waiting) = donate(&app, &w.donor, w.project, card(15, "tok_threeDSecure2Required")).await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let id = waiting["donation"]["id"].as_str().unwrap();
    assert_eq!(detail(&app, &w.donor, id).await["can_cancel"], true);
    let stranger = app.register("stranger").await;
    let (status, err) = app.post(&format!("/api/donations/{id}/cancel"), Some(&stranger.token), json!({})).await;
    assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("donation.not_found")), "not theirs");

    let (status, canceled) = app.post(&format!("/api/donations/{id}/cancel"), Some(&w.donor.token), json!({})).await;
    assert_eq!((status, canceled["donation"]["state"].as_str()), (StatusCode::OK, Some("canceled")), "{canceled}");
    let (_, history) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(
        (history["results"][0]["state"].as_str(), history["results"][0]["status"].as_str()),
        (Some("canceled"), Some("REJECTED"))
    );
    let status_page = detail(&app, &w.donor, id).await;
    assert_eq!(
        (status_page["can_cancel"].as_bool(), status_page["failure_reason"].as_str()),
        (Some(false), Some("You canceled this payment."))
    );
    let (status, err) = app.post(&format!("/api/donations/{id}/cancel"), Some(&w.donor.token), json!({})).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("donation.not_cancelable")));
    let intent = waiting["payment_intent_id"].as_str().unwrap();
    let (status, err) = app
        .send(
            Req::new(Method::PUT, &format!("/api/projects/donates/{id}/confirm"))
                .token(Some(&w.donor.token))
                .json(json!({"payment_intent_id": intent})),
        )
        .await;
    assert_eq!(
        (status, code(&err)),
        (StatusCode::CONFLICT, Some("donation.not_awaiting_action")),
        "a canceled payment cannot be completed"
    );
    let (_, settled) = donate(&app, &w.donor, w.project, card(5, "tok_visa")).await;
    let (status, err) = app
        .post(
            &format!("/api/donations/{}/cancel", settled["donation"]["id"].as_str().unwrap()),
            Some(&w.donor.token),
            json!({}),
        )
        .await;
    assert_eq!(
        (status, code(&err)),
        (StatusCode::CONFLICT, Some("donation.not_cancelable")),
        "a settled one cannot be canceled"
    );
}

/// An `initiated` donation as a crash right after its creation leaves it.
async fn crashed_donation(app: &TestApp, w: &World, key: Option<&str>) -> String {
    use matchpool_domain::{DonationState, MicroUsd, Money, Rail};
    let amount = Money::usd_cents(1_200);
    let new = matchpool_store::donations::NewDonation {
        project: w.project,
        round: Uuid::parse_str(w.round["id"].as_str().unwrap()).unwrap().into(),
        donor: w.donor.id,
        anonymous: false,
        rail: Rail::Card,
        amount,
        fee: amount.card_fee(),
        usd_cents: amount.minor,
        rate: MicroUsd(1_000_000),
        rate_source: "fixed".into(),
        rate_at: chrono::Utc::now(),
        client_rate: None,
        state: DonationState::Initiated,
        provider: "dev".into(),
        txid: None,
        wallet_address: None,
        pays_to: None,
        idempotency_key: key.map(str::to_owned),
        request_hash: Some(matchpool_app::donations::fingerprint(matchpool_app::donations::Asked {
            donor: w.donor.id,
            project: w.project,
            amount,
            rail: Rail::Card,
            anonymous: false,
            paid_with: "tok_visa",
        })),
        dedup_key: Uuid::new_v4().to_string(),
        intent: None,
        checkout: None,
    };
    let donation = matchpool_store::donations::insert(&app.db, new, chrono::Utc::now()).await.unwrap();
    donation.id.to_string()
}

async fn a_charge_whose_answer_was_lost_is_reconciled(app: TestApp) {
    use matchpool_providers::payments::{ChargeRequest, PaymentProvider};
    let w = world(&app, Some(WALLET)).await;
    let charged = crashed_donation(&app, &w, None).await;
    let request = ChargeRequest {
        amount_cents: 1_260,
        currency: "usd".into(),
        card_token: "tok_visa".into(),
        idempotency_key: charged.clone(),
        donation_id: charged.clone(),
        project_id: w.project.to_string(),
    };
    app.payments.charge(request).await.unwrap();
    let never = crashed_donation(&app, &w, None).await;
    let fresh = crashed_donation(&app, &w, None).await;
    app.age_donation(&charged, 1).await;
    app.age_donation(&never, 1).await;
    matchpool_app::donations::reconcile(&app.state).await.unwrap();
    assert_eq!(detail(&app, &w.donor, &charged).await["state"], "settled", "the provider had charged it");
    let lost = detail(&app, &w.donor, &never).await;
    assert_eq!(
        (lost["state"].as_str(), lost["failure_reason"].as_str()),
        (Some("expired"), Some("The payment was not completed."))
    );
    assert_eq!(detail(&app, &w.donor, &fresh).await["state"], "initiated", "a request still under way is left alone");
    assert_eq!(app.payments.charges(), 1, "nothing charged again");
}

async fn a_retried_idempotency_key_reconciles_a_stale_donation(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let id = crashed_donation(&app, &w, Some("key-1")).await;
    let retry = || {
        app.send(
            Req::new(Method::POST, &format!("/api/projects/{}/donates", w.project))
                .token(Some(&w.donor.token))
                .header("idempotency-key", "key-1")
                .json(card(12, "tok_visa")),
        )
    };
    let (status, body) = retry().await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::ACCEPTED, Some("Your donation is being confirmed.")),
        "still under way"
    );
    app.age_donation(&id, 1).await;
    let (status, err) = retry().await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("donation.not_completed")), "a final answer: {err}");
    assert_eq!(detail(&app, &w.donor, &id).await["state"], "expired");
}

async fn an_idempotency_key_reused_with_another_body_is_refused(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let other = project(&app, &w.round, "blue-sea", Some(WALLET)).await;
    let send = |project: ProjectId, amount: i64| {
        app.send(
            Req::new(Method::POST, &format!("/api/projects/{project}/donates"))
                .token(Some(&w.donor.token))
                .header("idempotency-key", "same")
                .json(card(amount, "tok_visa")),
        )
    };
    let (status, first) = send(w.project, 5).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, again) = send(w.project, 5).await;
    assert_eq!((status, &again["donation"]["id"]), (StatusCode::CREATED, &first["donation"]["id"]));
    let (status, err) = send(other, 500).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("idempotency.key_reused")), "{err}");
    let (status, err) = send(w.project, 6).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("idempotency.key_reused")));
    // Every other field that changes the outcome is bound too: anonymity, currency, the card.
    let mut anonymous = card(5, "tok_visa");
    anonymous["anonymous"] = json!(true);
    let mut in_ada = card(5, "tok_visa");
    in_ada["currency"] = json!("ADA");
    for (what, body) in [("anonymity", anonymous), ("card", card(5, "tok_mastercard")), ("currency", in_ada)] {
        let (status, err) = app
            .send(
                Req::new(Method::POST, &format!("/api/projects/{}/donates", w.project))
                    .token(Some(&w.donor.token))
                    .header("idempotency-key", "same")
                    .json(body),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{what}: {err}");
        assert!(
            matches!(code(&err), Some("idempotency.key_reused" | "donation.unsupported_currency")),
            "{what}: {err}"
        );
    }
    let mine = detail(&app, &w.donor, first["donation"]["id"].as_str().unwrap()).await;
    assert_eq!(mine["anonymous"], json!(false), "the first donation is left as it was asked: {mine}");
    assert_eq!(app.payments.charges(), 1);
    assert_eq!(raised(&app, other).await, json!({}));
}

async fn amounts_must_be_json_numbers_and_currencies_exact_codes(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    for amount in [json!("25"), json!("1e3"), json!(" 7 "), json!(2.5), json!(0), json!(null)] {
        let body = json!({"amount": amount, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa"});
        let (status, err) = donate(&app, &w.donor, w.project, body).await;
        assert_eq!(
            (status, code(&err)),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.invalid_amount")),
            "{amount}"
        );
    }
    for currency in ["usd", "", "ADA", "JPY"] {
        let body = json!({"amount": 5, "currency": currency, "payment_type": "FIAT", "card_token": "tok_visa"});
        let (status, err) = donate(&app, &w.donor, w.project, body).await;
        assert_eq!(
            (status, code(&err)),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("donation.unsupported_currency")),
            "{currency:?}"
        );
    }
    let (_, mine) = app.get("/api/me/donations", Some(&w.donor.token)).await;
    assert_eq!(mine["total"], 0, "nothing recorded");
}

async fn operators_list_donations_and_others_may_not(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    donate(&app, &w.donor, w.project, card(5, "tok_visa")).await;
    donate(&app, &w.donor, w.project, json!({"amount": 5, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_chargeDeclined", "anonymous": true})).await;
    let (status, all) =
        app.get(&format!("/api/admin/donations?project_id={}", w.project), Some(&w.operator.token)).await;
    assert_eq!((status, all["total"].as_u64()), (StatusCode::OK, Some(2)), "{all}");
    assert_eq!(all["results"][0]["donor_name"], "Test donor", "operators see who gave");
    let (_, settled) = app.get("/api/admin/donations?state=settled", Some(&w.operator.token)).await;
    assert_eq!((settled["total"].as_u64(), settled["results"][0]["refundable"].as_bool()), (Some(1), Some(true)));
    let (status, err) = app.get("/api/admin/donations?state=paid", Some(&w.operator.token)).await;
    assert_eq!((status, err["fields"]["state"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")));
    let (status, _) = app.get("/api/admin/donations?project_id=nope", Some(&w.operator.token)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, err) = app.get("/api/admin/donations", Some(&w.donor.token)).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("auth.operator_required")));
    assert_eq!(app.get("/api/admin/donations", None).await.0, StatusCode::UNAUTHORIZED);
}

async fn dev_payment_events_exist_only_with_the_dev_provider(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let (_, given) = donate(&app, &w.donor, w.project, card(8, "tok_visa")).await;
    let intent = given["payment_intent_id"].as_str().unwrap();
    let (status, _) =
        app.post("/api/dev/payments/events", None, json!({"type": "charge.refunded", "payment_intent": intent})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(detail(&app, &w.donor, given["donation"]["id"].as_str().unwrap()).await["state"], "refunded");
    let (status, _) =
        app.post("/api/dev/payments/events", None, json!({"type": "nonsense", "payment_intent": intent})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    let stripe = app.state.clone().with_providers(
        std::sync::Arc::new(matchpool_providers::payments::StripePayments::new("http://127.0.0.1:9", "sk_test_x")),
        std::sync::Arc::new(matchpool_providers::rates::StaticRates::new(0.45)),
    );
    let router = matchpool_api::app(stripe);
    let response = tower::ServiceExt::oneshot(
        router,
        axum::http::Request::post("/api/dev/payments/events")
            .header("content-type", "application/json")
            .body(axum::body::Body::from(json!({"type": "charge.refunded", "payment_intent": intent}).to_string()))
            .unwrap(),
    )
    .await
    .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND, "no test hooks with a real provider");
}
