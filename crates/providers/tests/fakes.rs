//! The Stripe and Blockfrost implementations against local fake servers that check the requests
//! they receive (no network beyond loopback).

use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use matchpool_providers::chain::{Blockfrost, ChainError, ChainProvider, Network, ProtocolParams, TxStatus, paid_to};
use matchpool_providers::payments::{ChargeOutcome, ChargeRequest, PaymentError, PaymentProvider, StripePayments};
use serde_json::{Value, json};

#[derive(Clone, Default)]
struct Seen(Arc<Mutex<Vec<(HeaderMap, String)>>>);

async fn serve(router: Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{address}")
}

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

#[tokio::test]
async fn blockfrost_reports_outputs_payers_messages_and_unknown_transactions() {
    let base = serve(
        Router::new().route("/txs/{hash}/utxos", get(fake_utxos)).route("/txs/{hash}/metadata", get(fake_metadata)),
    )
    .await;
    let chain = Blockfrost::new(&base, "mainnetKEY", Network::Mainnet);
    let TxStatus::Confirmed { outputs, input_addresses, message } = chain.transaction(&"aa".repeat(32)).await.unwrap()
    else {
        panic!("confirmed")
    };
    assert_eq!(paid_to(&outputs, &["addr1project"]), 25_000_000, "only lovelace counts");
    assert_eq!(input_addresses, ["addr1donor", "addr1second"], "spent inputs once each, no collateral nor reference");
    assert_eq!(message, ["Matchpool donation", "intent 0193f0c2"]);
    assert_eq!(
        chain.transaction(&"dd".repeat(32)).await.unwrap(),
        TxStatus::Confirmed { outputs, input_addresses: vec!["addr1other".into()], message: vec![] }
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

#[derive(Clone, Default)]
struct Bucket(Arc<Mutex<std::collections::HashMap<String, Vec<u8>>>>);

const S3_HEADERS: [(&str, &str); 2] = [("etag", "\"0123abcd\""), ("last-modified", "Sun, 22 Nov 2026 10:00:00 GMT")];

async fn s3_put(
    State(bucket): State<Bucket>,
    Path(key): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> impl axum::response::IntoResponse {
    assert!(
        headers.get("authorization").and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("AWS4-HMAC-SHA256")),
        "requests are signed"
    );
    bucket.0.lock().unwrap().insert(key, body.to_vec());
    (StatusCode::OK, S3_HEADERS)
}

async fn s3_get(
    State(bucket): State<Bucket>,
    Path(key): Path<String>,
) -> Result<impl axum::response::IntoResponse, StatusCode> {
    let bytes = bucket.0.lock().unwrap().get(&key).cloned().ok_or(StatusCode::NOT_FOUND)?;
    Ok((StatusCode::OK, S3_HEADERS, bytes))
}

#[tokio::test]
async fn media_goes_to_an_s3_compatible_bucket_when_configured() {
    let bucket = Bucket::default();
    let base = serve(
        Router::new().route("/media-bucket/{*key}", axum::routing::put(s3_put).get(s3_get)).with_state(bucket.clone()),
    )
    .await;
    let settings = matchpool_providers::media::S3Settings {
        bucket: "media-bucket".into(),
        region: "us-east-1".into(),
        endpoint: Some(base),
        access_key_id: "AKIDEXAMPLE".into(),
        secret_access_key: "secret".into(),
        public_url: "https://cdn.example.org/media".into(),
    };
    let store = matchpool_providers::media::MediaStore::s3(&settings).unwrap();
    let url = store.put("2026/11/cover.png", b"png bytes".to_vec()).await.unwrap();
    assert_eq!(url, "https://cdn.example.org/media/2026/11/cover.png");
    assert_eq!(bucket.0.lock().unwrap().get("2026/11/cover.png").map(Vec::as_slice), Some(&b"png bytes"[..]));
    assert_eq!(store.get("2026/11/cover.png").await.unwrap().as_deref(), Some(&b"png bytes"[..]));
}
