//! Rate limits across instances (issue 15): with Redis the sign-in limit holds for the whole
//! deployment; without it each instance counts on its own.

use crate::common;

use std::net::SocketAddr;

use axum::Router;
use axum::extract::connect_info::MockConnectInfo;
use axum::http::{Method, StatusCode};
use common::{Req, TestApp, test_config};
use matchpool_api::AppState;
use matchpool_api::security::limiter::SharedLimits;
use serde_json::json;
use tower::ServiceExt;

both!(the_shared_sign_in_limit_holds_across_two_instances, without_redis_each_instance_counts_alone);

/// `MATCHPOOL_TEST_REDIS_URL` (`make test` starts or installs one), else the local default.
fn redis_url() -> String {
    std::env::var("MATCHPOOL_TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379/0".to_owned())
}

/// Another instance of the platform on the same database, with its own memory.
fn instance(app: &TestApp, shared: Option<SharedLimits>) -> Router {
    let mut config = test_config();
    config.sign_in_per_ip_per_minute = 3;
    config.trust_proxy = true;
    let media = matchpool_providers::media::MediaStore::local(
        &std::env::temp_dir().join("matchpool-limits-media"),
        &config.public_url,
    )
    .unwrap();
    let state = AppState::new(app.db.clone(), config, media).with_dev_payments(
        app.payments.clone(),
        std::sync::Arc::new(matchpool_providers::rates::StaticRates::new(0.45)),
    );
    let state = match shared {
        Some(shared) => state.with_shared_limits(shared),
        None => state,
    };
    matchpool_api::app(state).layer(MockConnectInfo(SocketAddr::from(([10, 0, 0, 1], 4242))))
}

/// A client address of its own for each test run (the proxy in front names it).
fn client_address() -> String {
    let bytes = uuid::Uuid::new_v4().into_bytes();
    format!("198.{}.{}.{}", bytes[0] % 200, bytes[1], bytes[2])
}

async fn register(router: &Router, address: &str, n: u32) -> StatusCode {
    let name = format!("p{}", uuid::Uuid::new_v4().simple());
    let body = json!({"first_name": "Test", "last_name": "Person", "username": &name[..20],
        "email": format!("{name}@example.org"), "password": "correct horse battery"});
    let request = Req::new(Method::POST, "/api/auth/register").header("x-forwarded-for", address).json(body);
    let status = router.clone().oneshot(request.build()).await.unwrap().status();
    assert!(status == StatusCode::CREATED || status == StatusCode::TOO_MANY_REQUESTS, "attempt {n}: {status}");
    status
}

async fn the_shared_sign_in_limit_holds_across_two_instances(app: TestApp) {
    let shared = SharedLimits::connect(&redis_url()).await.expect("Redis on 127.0.0.1:6379");
    let (a, b) = (instance(&app, Some(shared.clone())), instance(&app, Some(shared)));
    let address = client_address();
    // The shared count is per clock minute: start early in one so the test does not straddle two.
    let second = chrono::Utc::now().timestamp().rem_euclid(60);
    if second > 45 {
        tokio::time::sleep(std::time::Duration::from_secs((61 - second) as u64)).await;
    }
    assert_eq!(register(&a, &address, 1).await, StatusCode::CREATED);
    assert_eq!(register(&b, &address, 2).await, StatusCode::CREATED);
    assert_eq!(register(&a, &address, 3).await, StatusCode::CREATED);
    assert_eq!(
        register(&b, &address, 4).await,
        StatusCode::TOO_MANY_REQUESTS,
        "the fourth attempt is over the shared limit"
    );
    assert_eq!(register(&a, &address, 5).await, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(register(&b, &client_address(), 6).await, StatusCode::CREATED, "other addresses have their own budget");
    let (status, ready) = {
        let shared = SharedLimits::connect(&redis_url()).await.unwrap();
        let router = instance(&app, Some(shared));
        let response = router.oneshot(Req::new(Method::GET, "/api/ready").build()).await.unwrap();
        let status = response.status();
        let body = http_body_util::BodyExt::collect(response.into_body()).await.unwrap().to_bytes();
        (status, serde_json::from_slice::<serde_json::Value>(&body).unwrap())
    };
    assert_eq!(status, StatusCode::OK, "{ready}");
    assert_eq!(ready["checks"]["redis"]["status"], "ok", "{ready}");
}

async fn without_redis_each_instance_counts_alone(app: TestApp) {
    let (a, b) = (instance(&app, None), instance(&app, None));
    let address = client_address();
    for n in 0..3 {
        assert_eq!(register(&a, &address, n).await, StatusCode::CREATED);
        assert_eq!(register(&b, &address, n).await, StatusCode::CREATED);
    }
    assert_eq!(register(&a, &address, 4).await, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(register(&b, &address, 4).await, StatusCode::TOO_MANY_REQUESTS);
}

/// A webhook delivery accepted by one instance is refused by every other one. (Instances in
/// one test process also share the local memory of deliveries, so the shared check is driven
/// directly here, as each instance's handler does after its own check.)
#[tokio::test]
async fn a_webhook_delivery_is_claimed_once_across_instances() {
    use matchpool_api::security::webhook::claim_everywhere;
    let (a, b) =
        (SharedLimits::connect(&redis_url()).await.unwrap(), SharedLimits::connect(&redis_url()).await.unwrap());
    let mut headers = axum::http::HeaderMap::new();
    let signature = format!("sha256={}", uuid::Uuid::new_v4().simple());
    headers.insert("x-matchpool-signature", signature.parse().unwrap());
    assert!(claim_everywhere(Some(&a), &headers).await.is_ok(), "the first delivery is accepted");
    let replay = claim_everywhere(Some(&b), &headers).await.unwrap_err();
    assert_eq!((replay.status(), replay.code()), (StatusCode::CONFLICT, "verification.replayed"));
    assert!(claim_everywhere(None, &headers).await.is_ok(), "without Redis only the local memory decides");
}
