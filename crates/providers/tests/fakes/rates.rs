//! The ADA/USD price sources over HTTP: CoinGecko's and Coinbase's answers as they really come,
//! asked in turn by [`FallbackRates`], against fake price servers that can be up, down or talking
//! nonsense.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use matchpool_providers::rates::{FallbackRates, HttpRates, RateError, RateProvider};
use serde_json::{Value, json};

use super::serve;

/// What a fake price server does when asked.
#[derive(Clone, Copy)]
enum Mood {
    /// Answers this price, in its API's shape.
    Price(f64),
    /// Answers 503.
    Down,
    /// Answers 200 with something that is not its API's JSON.
    Garbage,
    /// Answers 200 with JSON of the right shape but no usable price.
    NoPrice,
}

#[derive(Clone)]
struct Fake {
    mood: Arc<Mutex<Mood>>,
    asked: Arc<Mutex<u32>>,
}

impl Fake {
    fn new(mood: Mood) -> Self {
        Self { mood: Arc::new(Mutex::new(mood)), asked: Arc::new(Mutex::new(0)) }
    }

    fn turns(&self, mood: Mood) {
        *self.mood.lock().unwrap() = mood;
    }

    fn asked(&self) -> u32 {
        *self.asked.lock().unwrap()
    }

    /// Counts the question and answers it as the mood says, a price in the API's `shape`.
    fn answer(&self, shape: impl FnOnce(f64) -> Value) -> Response {
        *self.asked.lock().unwrap() += 1;
        match *self.mood.lock().unwrap() {
            Mood::Price(usd) => Json(shape(usd)).into_response(),
            Mood::Down => (StatusCode::SERVICE_UNAVAILABLE, "upstream unavailable").into_response(),
            Mood::Garbage => (StatusCode::OK, "<html>maintenance</html>").into_response(),
            Mood::NoPrice => Json(json!({"status": "ok"})).into_response(),
        }
    }
}

/// CoinGecko's `/api/v3/simple/price?ids=cardano&vs_currencies=usd&x_cg_demo_api_key=…`:
/// `{"cardano":{"usd":0.4512}}` (a number). A wrong key is refused as CoinGecko does.
async fn coingecko(State(fake): State<Fake>, Query(query): Query<Vec<(String, String)>>) -> Response {
    let has = |name: &str, value: &str| query.iter().any(|(n, v)| n == name && v == value);
    if !has("x_cg_demo_api_key", "CG-KEY") {
        return (StatusCode::UNAUTHORIZED, Json(json!({"status": {"error_code": 10002}}))).into_response();
    }
    if !has("ids", "cardano") || !has("vs_currencies", "usd") {
        return Json(json!({})).into_response();
    }
    fake.answer(|usd| json!({"cardano": {"usd": usd}}))
}

/// Coinbase's `/v2/prices/ADA-USD/spot`: `{"data":{"amount":"0.4498","base":"ADA","currency":"USD"}}`
/// (the amount a string).
async fn coinbase(State(fake): State<Fake>) -> Response {
    fake.answer(|usd| json!({"data": {"amount": usd.to_string(), "base": "ADA", "currency": "USD"}}))
}

/// The two sources as the server's defaults configure them (`rates.ada_url` and
/// `rates.fallback_url`, with their pointers), at fake servers; nothing cached, so every question
/// reaches the servers.
async fn sources(max_age: Duration) -> (Fake, Fake, FallbackRates) {
    let (primary, fallback) = (Fake::new(Mood::Price(0.4512)), Fake::new(Mood::Price(0.4498)));
    let gecko = serve(Router::new().route("/api/v3/simple/price", get(coingecko)).with_state(primary.clone())).await;
    let base = serve(Router::new().route("/v2/prices/ADA-USD/spot", get(coinbase)).with_state(fallback.clone())).await;
    let url = format!("{gecko}/api/v3/simple/price?ids=cardano&vs_currencies=usd&x_cg_demo_api_key={{key}}");
    let first = HttpRates::new(&url, "CG-KEY", "/cardano/usd", Duration::ZERO);
    let second = HttpRates::new(&format!("{base}/v2/prices/ADA-USD/spot"), "", "/data/amount", Duration::ZERO);
    let rates = FallbackRates::new(vec![Box::new(first), Box::new(second)], max_age, Duration::ZERO);
    (primary, fallback, rates)
}

#[tokio::test]
async fn each_source_reads_its_real_answer() {
    let (primary, fallback) = (Fake::new(Mood::Price(0.4512)), Fake::new(Mood::Price(0.4498)));
    let gecko = serve(Router::new().route("/api/v3/simple/price", get(coingecko)).with_state(primary.clone())).await;
    let url = format!("{gecko}/api/v3/simple/price?ids=cardano&vs_currencies=usd&x_cg_demo_api_key={{key}}");
    let rate = HttpRates::new(&url, "CG-KEY", "/cardano/usd", Duration::ZERO).ada_usd().await.unwrap();
    assert_eq!((rate.micro_usd, rate.source.as_str()), (451_200, "127.0.0.1"), "a number, to the micro-dollar");
    let age = chrono::Utc::now() - rate.fetched_at;
    assert!(age >= chrono::Duration::zero() && age < chrono::Duration::seconds(5), "fetched now: {age}");

    let wrong_key = HttpRates::new(&url, "other", "/cardano/usd", Duration::ZERO).ada_usd().await;
    assert!(matches!(wrong_key, Err(RateError::Unavailable(ref m)) if m.contains("401")), "{wrong_key:?}");

    let base = serve(Router::new().route("/v2/prices/ADA-USD/spot", get(coinbase)).with_state(fallback.clone())).await;
    let coinbase = HttpRates::new(&format!("{base}/v2/prices/ADA-USD/spot"), "", "/data/amount", Duration::ZERO);
    assert_eq!(coinbase.ada_usd().await.unwrap().micro_usd, 449_800, "a string amount");
    fallback.turns(Mood::Price(0.4512349));
    assert_eq!(coinbase.ada_usd().await.unwrap().micro_usd, 451_235, "rounded to the micro-dollar");

    // Answers that carry no price are errors, never a rate of zero.
    for mood in [Mood::Garbage, Mood::NoPrice, Mood::Price(0.0), Mood::Price(-0.45)] {
        fallback.turns(mood);
        let answer = coinbase.ada_usd().await;
        assert!(matches!(answer, Err(RateError::Unexpected(_))), "{answer:?}");
    }
    fallback.turns(Mood::Down);
    assert!(matches!(coinbase.ada_usd().await, Err(RateError::Unavailable(ref m)) if m.contains("503")));
}

#[tokio::test]
async fn a_cached_answer_spares_the_server_until_its_time_is_up() {
    let fake = Fake::new(Mood::Price(0.5));
    let base = serve(Router::new().route("/v2/prices/ADA-USD/spot", get(coinbase)).with_state(fake.clone())).await;
    let source = HttpRates::new(&format!("{base}/v2/prices/ADA-USD/spot"), "", "/data/amount", Duration::from_secs(60));
    assert_eq!(source.ada_usd().await.unwrap().micro_usd, 500_000);
    fake.turns(Mood::Price(0.6));
    assert_eq!(source.ada_usd().await.unwrap().micro_usd, 500_000, "within the TTL");
    assert_eq!(fake.asked(), 1);
}

#[tokio::test]
async fn the_primary_answers_then_the_fallback_then_the_last_good_rate_then_nothing() {
    let (primary, fallback, rates) = sources(Duration::from_secs(2)).await;
    // The primary answers: its rate, and the fallback is not asked.
    assert_eq!(rates.ada_usd().await.unwrap().micro_usd, 451_200);
    assert_eq!(fallback.asked(), 0);

    // The primary down, or answering garbage: the fallback's rate.
    for mood in [Mood::Down, Mood::Garbage, Mood::NoPrice] {
        primary.turns(mood);
        assert_eq!(rates.ada_usd().await.unwrap().micro_usd, 449_800);
    }
    assert_eq!((primary.asked(), fallback.asked()), (4, 3));

    // Both down, the last good rate still fresh: that rate.
    fallback.turns(Mood::Down);
    assert_eq!(rates.ada_usd().await.unwrap().micro_usd, 449_800, "the last good rate, while younger than max_age");

    // Both down and the last good rate older than max_age: no rate (the API answers 502
    // `rates.unavailable` for any error here), naming why.
    tokio::time::sleep(Duration::from_millis(2_100)).await;
    let stale = rates.ada_usd().await;
    match &stale {
        Err(RateError::Stale { max_age_secs: 2, reasons }) => {
            assert!(reasons.contains("503"), "{reasons}");
        }
        other => panic!("expected a stale error, got {other:?}"),
    }

    // A source back: its rate again.
    primary.turns(Mood::Price(0.47));
    assert_eq!(rates.ada_usd().await.unwrap().micro_usd, 470_000);
}

#[tokio::test]
async fn a_source_nobody_answers_at_is_passed_over() {
    let closed = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let nowhere = format!("http://{}/v2/prices/ADA-USD/spot", closed.local_addr().unwrap());
    drop(closed);
    let fake = Fake::new(Mood::Price(0.4498));
    let base = serve(Router::new().route("/v2/prices/ADA-USD/spot", get(coinbase)).with_state(fake.clone())).await;
    let sources: Vec<Box<dyn RateProvider>> = vec![
        Box::new(HttpRates::new(&nowhere, "", "/data/amount", Duration::ZERO)),
        Box::new(HttpRates::new(&format!("{base}/v2/prices/ADA-USD/spot"), "", "/data/amount", Duration::ZERO)),
    ];
    let rates = FallbackRates::new(sources, Duration::from_secs(900), Duration::ZERO);
    assert_eq!(rates.ada_usd().await.unwrap().micro_usd, 449_800);

    // With no source answering and no earlier rate, there is no rate.
    let sources: Vec<Box<dyn RateProvider>> =
        vec![Box::new(HttpRates::new(&nowhere, "", "/data/amount", Duration::ZERO))];
    let lonely = FallbackRates::new(sources, Duration::from_secs(900), Duration::ZERO);
    assert!(matches!(lonely.ada_usd().await, Err(RateError::Stale { .. })));
}
