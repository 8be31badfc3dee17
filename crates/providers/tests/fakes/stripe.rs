//! Stripe's payment intents: created, cancelled, refunded and searched as the API expects.

use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use matchpool_providers::payments::{ChargeOutcome, ChargeRequest, PaymentError, PaymentProvider, StripePayments};
use serde_json::{Value, json};

use super::serve;

#[derive(Clone, Default)]
struct Seen(Arc<Mutex<Vec<(HeaderMap, String)>>>);

fn form(body: &str) -> Vec<(String, String)> {
    body.split('&').filter_map(|pair| pair.split_once('=')).map(|(k, v)| (decode(k), decode(v))).collect()
}

fn decode(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            out.push(u8::from_str_radix(std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap(), 16).unwrap());
            i += 3;
        } else {
            out.push(if bytes[i] == b'+' { b' ' } else { bytes[i] });
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

async fn fake_intents(State(seen): State<Seen>, headers: HeaderMap, body: String) -> (StatusCode, Json<Value>) {
    seen.0.lock().unwrap().push((headers, body.clone()));
    let fields = form(&body);
    let token = fields
        .iter()
        .find(|(k, _)| k == "payment_method_data[card][token]")
        .map(|(_, v)| v.as_str())
        .unwrap_or_default();
    match token {
        "tok_visa" => {
            (StatusCode::OK, Json(json!({"id": "pi_ok", "status": "succeeded", "client_secret": "pi_ok_secret_x"})))
        }
        "tok_threeDSecure2Required" => (
            StatusCode::OK,
            Json(json!({"id": "pi_3ds", "status": "requires_action", "client_secret": "pi_3ds_secret_y"})),
        ),
        _ => (
            StatusCode::PAYMENT_REQUIRED,
            Json(
                json!({"error": {"type": "card_error", "code": "card_declined", "message": "Your card was declined.", "payment_intent": {"id": "pi_no", "status": "requires_payment_method"}}}),
            ),
        ),
    }
}

async fn fake_retrieve(Path(id): Path<String>) -> (StatusCode, Json<Value>) {
    if id == "pi_3ds" {
        (StatusCode::OK, Json(json!({"id": "pi_3ds", "status": "succeeded"})))
    } else {
        (StatusCode::NOT_FOUND, Json(json!({"error": {"message": format!("No such payment_intent: '{id}'")}})))
    }
}

fn charge(token: &str) -> ChargeRequest {
    ChargeRequest {
        amount_cents: 2625,
        currency: "usd".into(),
        card_token: token.into(),
        idempotency_key: "don_123".into(),
        donation_id: "don_123".into(),
        project_id: "proj_9".into(),
    }
}

#[tokio::test]
async fn stripe_payment_intents_are_created_with_the_total_key_and_metadata() {
    let seen = Seen::default();
    let base = serve(
        Router::new()
            .route("/v1/payment_intents", post(fake_intents))
            .route("/v1/payment_intents/{id}", get(fake_retrieve))
            .with_state(seen.clone()),
    )
    .await;
    let stripe = StripePayments::new(&base, "sk_test_123");
    assert_eq!(
        stripe.charge(charge("tok_visa")).await.unwrap(),
        ChargeOutcome::Succeeded { intent_id: "pi_ok".into() }
    );
    {
        let requests = seen.0.lock().unwrap();
        let (headers, body) = &requests[0];
        assert_eq!(headers["authorization"], "Bearer sk_test_123");
        assert_eq!(headers["idempotency-key"], "don_123");
        let fields = form(body);
        let get = |k: &str| fields.iter().find(|(key, _)| key == k).map(|(_, v)| v.clone());
        assert_eq!(get("amount").as_deref(), Some("2625"), "amount in cents, fee included");
        assert_eq!(get("currency").as_deref(), Some("usd"));
        assert_eq!(get("confirm").as_deref(), Some("true"));
        assert_eq!(get("metadata[donation_id]").as_deref(), Some("don_123"));
        assert_eq!(get("metadata[project_id]").as_deref(), Some("proj_9"));
    }
    let three_ds = stripe.charge(charge("tok_threeDSecure2Required")).await.unwrap();
    assert_eq!(
        three_ds,
        ChargeOutcome::RequiresAction { intent_id: "pi_3ds".into(), client_secret: "pi_3ds_secret_y".into() }
    );
    assert_eq!(stripe.retrieve("pi_3ds").await.unwrap(), ChargeOutcome::Succeeded { intent_id: "pi_3ds".into() });
    let declined = stripe.charge(charge("tok_chargeDeclined")).await.unwrap();
    assert_eq!(
        declined,
        ChargeOutcome::Declined { intent_id: Some("pi_no".into()), reason: "Your card was declined.".into() }
    );
    assert!(stripe.retrieve("pi_missing").await.is_err());
}

#[tokio::test]
async fn an_unreachable_stripe_is_unavailable_not_declined() {
    let stripe = StripePayments::new("http://127.0.0.1:9", "sk_test");
    let err = stripe.charge(charge("tok_visa")).await.unwrap_err();
    assert!(matches!(err, PaymentError::Unavailable(_)), "{err}");
}

/// A Stripe account holding intents by id and status, for cancels, refunds and searches.
#[derive(Clone, Default)]
struct Account {
    intents: Arc<Mutex<std::collections::HashMap<String, &'static str>>>,
    requests: Arc<Mutex<Vec<(String, HeaderMap, String)>>>,
}

impl Account {
    fn with(intents: &[(&str, &'static str)]) -> Self {
        let account = Self::default();
        account.intents.lock().unwrap().extend(intents.iter().map(|(id, status)| (id.to_string(), *status)));
        account
    }

    fn record(&self, what: String, headers: HeaderMap, body: String) {
        self.requests.lock().unwrap().push((what, headers, body));
    }
}

fn stripe_error(status: StatusCode, code: &str, message: &str) -> (StatusCode, Json<Value>) {
    (status, Json(json!({"error": {"type": "invalid_request_error", "code": code, "message": message}})))
}

fn intent(id: &str, status: &str) -> Value {
    json!({"id": id, "object": "payment_intent", "status": status, "amount": 2625, "currency": "usd",
        "client_secret": format!("{id}_secret_z"), "created": 1_763_891_190, "last_payment_error": null})
}

async fn account_retrieve(State(account): State<Account>, Path(id): Path<String>) -> (StatusCode, Json<Value>) {
    match account.intents.lock().unwrap().get(&id) {
        Some(status) => (StatusCode::OK, Json(intent(&id, status))),
        None => stripe_error(StatusCode::NOT_FOUND, "resource_missing", &format!("No such payment_intent: '{id}'")),
    }
}

/// Stripe cancels intents that have not succeeded, and refuses the others with
/// `payment_intent_unexpected_state`.
async fn account_cancel(
    State(account): State<Account>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: String,
) -> (StatusCode, Json<Value>) {
    account.record(format!("cancel {id}"), headers, body);
    if id == "pi_down" {
        return stripe_error(StatusCode::INTERNAL_SERVER_ERROR, "api_error", "Something went wrong on Stripe's end.");
    }
    let mut intents = account.intents.lock().unwrap();
    match intents.get(&id).copied() {
        None => stripe_error(StatusCode::NOT_FOUND, "resource_missing", &format!("No such payment_intent: '{id}'")),
        Some(status @ ("succeeded" | "canceled")) => stripe_error(
            StatusCode::BAD_REQUEST,
            "payment_intent_unexpected_state",
            &format!("You cannot cancel this PaymentIntent because it has a status of {status}."),
        ),
        Some(_) => {
            intents.insert(id.clone(), "canceled");
            (StatusCode::OK, Json(intent(&id, "canceled")))
        }
    }
}

/// Refunds a succeeded intent once; an intent refunded already is `charge_already_refunded`.
async fn account_refund(State(account): State<Account>, headers: HeaderMap, body: String) -> (StatusCode, Json<Value>) {
    account.record("refund".into(), headers, body.clone());
    let fields = form(&body);
    let id = fields.iter().find(|(k, _)| k == "payment_intent").map(|(_, v)| v.clone()).unwrap_or_default();
    if id == "pi_down" {
        return (StatusCode::SERVICE_UNAVAILABLE, Json(json!({})));
    }
    let mut intents = account.intents.lock().unwrap();
    match intents.get(&id).copied() {
        Some("succeeded") => {
            intents.insert(id.clone(), "refunded");
            (
                StatusCode::OK,
                Json(
                    json!({"id": "re_1", "object": "refund", "amount": 2625, "payment_intent": id, "status": "succeeded"}),
                ),
            )
        }
        Some("refunded") => {
            stripe_error(StatusCode::BAD_REQUEST, "charge_already_refunded", "Charge ch_1 has already been refunded.")
        }
        Some(_) => stripe_error(
            StatusCode::BAD_REQUEST,
            "payment_intent_unexpected_state",
            "This PaymentIntent does not have a successful charge to refund.",
        ),
        None => stripe_error(StatusCode::NOT_FOUND, "resource_missing", &format!("No such payment_intent: '{id}'")),
    }
}

/// Two intents carry `don_123` (an older declined one and the newest), none carries others.
async fn account_search(
    State(account): State<Account>,
    axum::extract::Query(query): axum::extract::Query<std::collections::HashMap<String, String>>,
    headers: HeaderMap,
) -> (StatusCode, Json<Value>) {
    let search = query.get("query").cloned().unwrap_or_default();
    account.record(format!("search {search}"), headers, String::new());
    let data = if search == "metadata['donation_id']:'don_123'" {
        let mut older = intent("pi_old", "requires_payment_method");
        older["created"] = json!(1_763_800_000);
        vec![older, intent("pi_new", "requires_action")]
    } else if search.contains("don_bad") {
        return stripe_error(StatusCode::BAD_REQUEST, "parameter_invalid", "Invalid search query.");
    } else {
        vec![]
    };
    (
        StatusCode::OK,
        Json(json!({"object": "search_result", "url": "/v1/payment_intents/search", "has_more": false,
            "next_page": null, "data": data})),
    )
}

async fn stripe_account(account: &Account) -> StripePayments {
    let base = serve(
        Router::new()
            .route("/v1/payment_intents/search", get(account_search))
            .route("/v1/payment_intents/{id}", get(account_retrieve))
            .route("/v1/payment_intents/{id}/cancel", post(account_cancel))
            .route("/v1/refunds", post(account_refund))
            .with_state(account.clone()),
    )
    .await;
    StripePayments::new(&base, "sk_test_123")
}

#[tokio::test]
async fn stripe_cancels_an_unfinished_intent_and_answers_a_finished_one() {
    let account = Account::with(&[("pi_3ds", "requires_action"), ("pi_ok", "succeeded")]);
    let stripe = stripe_account(&account).await;
    assert_eq!(stripe.cancel("pi_3ds").await.unwrap(), ChargeOutcome::Canceled { intent_id: "pi_3ds".into() });
    assert_eq!(stripe.retrieve("pi_3ds").await.unwrap(), ChargeOutcome::Canceled { intent_id: "pi_3ds".into() });
    assert_eq!(
        stripe.cancel("pi_ok").await.unwrap(),
        ChargeOutcome::Succeeded { intent_id: "pi_ok".into() },
        "succeeded before the cancel: the caller settles"
    );
    assert_eq!(stripe.cancel("pi_3ds").await.unwrap(), ChargeOutcome::Canceled { intent_id: "pi_3ds".into() });
    assert!(matches!(stripe.cancel("pi_missing").await, Err(PaymentError::Rejected(_))));
    assert!(matches!(stripe.cancel("pi_down").await, Err(PaymentError::Unavailable(_))));
    let requests = account.requests.lock().unwrap();
    assert_eq!(requests[0].0, "cancel pi_3ds");
    assert_eq!(requests[0].1["authorization"], "Bearer sk_test_123");
}

#[tokio::test]
async fn stripe_refunds_a_payment_intent_with_the_idempotency_key() {
    let account = Account::with(&[("pi_ok", "succeeded"), ("pi_3ds", "requires_action"), ("pi_done", "refunded")]);
    let stripe = stripe_account(&account).await;
    stripe.refund("pi_ok", None, "refund-don_123").await.unwrap();
    {
        let requests = account.requests.lock().unwrap();
        let (what, headers, body) = &requests[0];
        assert_eq!(what, "refund");
        assert_eq!(headers["idempotency-key"], "refund-don_123");
        assert_eq!(headers["authorization"], "Bearer sk_test_123");
        assert_eq!(form(body), vec![("payment_intent".to_owned(), "pi_ok".to_owned())], "in full: no amount");
    }
    stripe.refund("pi_ok", Some(1050), "refund-don_124").await.unwrap();
    {
        let requests = account.requests.lock().unwrap();
        let (_, headers, body) = &requests[1];
        assert_eq!(headers["idempotency-key"], "refund-don_124");
        assert_eq!(
            form(body),
            vec![("payment_intent".to_owned(), "pi_ok".to_owned()), ("amount".to_owned(), "1050".to_owned())],
            "one donation of a checkout: its amount"
        );
    }
    stripe.refund("pi_done", None, "refund-don_9").await.expect("refunded already is done");
    let unfinished = stripe.refund("pi_3ds", None, "refund-don_3").await;
    assert!(matches!(&unfinished, Err(PaymentError::Rejected(m)) if m.contains("successful charge")), "{unfinished:?}");
    assert!(matches!(stripe.refund("pi_missing", None, "k").await, Err(PaymentError::Rejected(_))));
    assert!(matches!(stripe.refund("pi_down", None, "k").await, Err(PaymentError::Unavailable(_))));
}

#[tokio::test]
async fn stripe_finds_the_newest_intent_of_a_donation() {
    let account = Account::default();
    let stripe = stripe_account(&account).await;
    assert_eq!(
        stripe.find_by_donation("don_123").await.unwrap(),
        Some(ChargeOutcome::RequiresAction { intent_id: "pi_new".into(), client_secret: "pi_new_secret_z".into() })
    );
    assert_eq!(stripe.find_by_donation("don_456").await.unwrap(), None);
    assert!(matches!(stripe.find_by_donation("don_bad").await, Err(PaymentError::Rejected(_))));
    stripe.find_by_donation("it's").await.unwrap();
    let requests = account.requests.lock().unwrap();
    assert_eq!(requests[3].0, r"search metadata['donation_id']:'it\'s'", "quotes are escaped");
    assert_eq!(requests[0].1["authorization"], "Bearer sk_test_123");
}

#[tokio::test]
async fn an_unreachable_stripe_cannot_cancel_refund_or_search() {
    let stripe = StripePayments::new("http://127.0.0.1:9", "sk_test");
    assert!(matches!(stripe.cancel("pi_1").await, Err(PaymentError::Unavailable(_))));
    assert!(matches!(stripe.refund("pi_1", None, "k").await, Err(PaymentError::Unavailable(_))));
    assert!(matches!(stripe.find_by_donation("don_1").await, Err(PaymentError::Unavailable(_))));
}
