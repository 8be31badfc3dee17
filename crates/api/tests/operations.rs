//! Operations (issue 15): request ids on answers, log lines and error envelopes; Prometheus
//! metrics behind a token; readiness with a check per dependency.

use crate::common;

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::extract::connect_info::MockConnectInfo;
use axum::http::{Method, StatusCode};
use common::{Req, TestApp, test_config};
use http_body_util::BodyExt;
use matchpool_api::Secret;
use matchpool_providers::rates::{Rate, RateError, RateProvider};
use serde_json::json;
use tower::ServiceExt;

both!(
    every_answer_carries_a_request_id,
    a_well_formed_request_id_is_kept_and_others_replaced,
    the_error_envelope_names_the_request,
    metrics_need_the_configured_token,
    metrics_count_requests_by_route_template_and_the_database,
    metrics_are_absent_from_the_main_port_without_a_token,
    readiness_checks_every_dependency,
    readiness_fails_when_a_provider_cannot_be_reached,
);

const TOKEN: &str = "metrics-token-for-tests";

async fn every_answer_carries_a_request_id(app: TestApp) {
    for path in ["/api/health", "/api/nope", "/", "/api/openapi.json"] {
        let (_, headers, _) = app.send_raw(Req::new(Method::GET, path)).await;
        let id = headers.get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or_default();
        let uuid = uuid::Uuid::parse_str(id).unwrap_or_else(|_| panic!("{path}: {id:?} is not a UUID"));
        assert_eq!(uuid.get_version_num(), 7, "{path}: generated ids are time-ordered UUIDs");
    }
    let (_, first, _) = app.send_raw(Req::new(Method::GET, "/api/health")).await;
    let (_, second, _) = app.send_raw(Req::new(Method::GET, "/api/health")).await;
    assert_ne!(first.get("x-request-id"), second.get("x-request-id"), "each request gets its own id");
    let (_, headers, _) =
        app.send_raw(Req::new(Method::GET, "/api/health").header("origin", "http://localhost:8080")).await;
    let exposed = headers["access-control-expose-headers"].to_str().unwrap();
    assert!(exposed.contains("x-request-id"), "the web app may read it: {exposed}");
}

async fn a_well_formed_request_id_is_kept_and_others_replaced(app: TestApp) {
    let sent = |id: &str| Req::new(Method::GET, "/api/health").header("x-request-id", id);
    let (_, headers, _) = app.send_raw(sent("edge-7f3a.b_9")).await;
    assert_eq!(headers["x-request-id"], "edge-7f3a.b_9");
    for bad in ["has space", "semi;colon", &"x".repeat(65), ""] {
        let (_, headers, _) = app.send_raw(sent(bad)).await;
        let id = headers["x-request-id"].to_str().unwrap();
        assert_ne!(id, bad);
        assert!(uuid::Uuid::parse_str(id).is_ok(), "{bad:?} was replaced by {id:?}");
    }
}

async fn the_error_envelope_names_the_request(app: TestApp) {
    let (status, body) =
        app.send(Req::new(Method::GET, "/api/projects/not-an-id").header("x-request-id", "support-42")).await;
    assert!(status.is_client_error(), "{status}");
    assert_eq!(body["request_id"], "support-42", "{body}");
    let (status, body) = app.send(Req::new(Method::POST, "/api/auth/register").json(json!({"email": "x"}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(body["request_id"].as_str().is_some_and(|id| uuid::Uuid::parse_str(id).is_ok()), "{body}");
    let (status, body) = app.get("/api/health", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.get("request_id").is_none(), "successful answers keep their shape: {body}");
}

async fn with_token(app: &TestApp) -> TestApp {
    let mut config = test_config();
    config.metrics_token = Secret::new(TOKEN);
    app.reconfigured(config).await
}

async fn metrics_need_the_configured_token(app: TestApp) {
    let app = with_token(&app).await;
    let (status, body) = app.get("/metrics", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (status, _) = app.get("/metrics", Some("not-the-token")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.get("/metrics", Some(&format!("{TOKEN}x"))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, headers, _) = app.send_raw(Req::new(Method::GET, "/metrics").token(Some(TOKEN))).await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers["content-type"].to_str().unwrap().starts_with("text/plain"));
}

async fn metrics_count_requests_by_route_template_and_the_database(app: TestApp) {
    let app = with_token(&app).await;
    let metered = matchpool_api::observability::providers::metered(app.state.clone());
    let router = matchpool_api::app(metered).layer(MockConnectInfo(SocketAddr::from(([203, 0, 113, 7], 4242))));
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    let donor = app.register("donor").await;
    let card = json!({"amount": 25, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa", "rate": 1, "anonymous": false});
    let request =
        Req::new(Method::POST, &format!("/api/projects/{project}/donates")).token(Some(&donor.token)).json(card);
    let response = router.clone().oneshot(request.build()).await.unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let created: serde_json::Value =
        serde_json::from_slice(&response.into_body().collect().await.unwrap().to_bytes()).unwrap();
    app.get(&format!("/api/projects/{project}"), None).await;
    let scrape = |router: axum::Router| async move {
        let response = router.oneshot(Req::new(Method::GET, "/metrics").token(Some(TOKEN)).build()).await.unwrap();
        String::from_utf8(response.into_body().collect().await.unwrap().to_bytes().to_vec()).unwrap()
    };
    assert!(scrape(router.clone()).await.contains("matchpool_donations{rail=\"fiat\",state=\"settled\"} 1"));
    let donation = created["donation"]["id"].as_str().unwrap();
    let (status, body) = app.post(&format!("/api/admin/donations/{donation}/refund"), Some(&op.token), json!({})).await;
    assert!(status.is_success(), "{body}");

    let response = router.oneshot(Req::new(Method::GET, "/metrics").token(Some(TOKEN)).build()).await.unwrap();
    let text = String::from_utf8(response.into_body().collect().await.unwrap().to_bytes().to_vec()).unwrap();
    let has = |needle: &str| assert!(text.contains(needle), "no {needle} in\n{text}");
    has(r#"matchpool_http_requests_total{method="GET",route="/api/projects/{id}",status="200"}"#);
    has(
        r#"matchpool_http_request_duration_seconds_bucket{method="POST",route="/api/projects/{id}/donates",status="201""#,
    );
    assert!(!text.contains(&project.to_string()), "ids never become series");
    has(r#"matchpool_donations{rail="fiat",state="settled"} 0"#);
    has(r#"matchpool_donations{rail="fiat",state="refunded"} 1"#);
    has(r#"matchpool_votes{state="counting"}"#);
    has(r#"matchpool_db_pool_connections{state="in_use"}"#);
    has(r#"matchpool_db_pool_connections{state="idle"}"#);
    has(r#"matchpool_provider_calls_total{kind="payments",provider="dev",operation="charge",outcome="ok"}"#);
    has(r#"matchpool_emails_total{outcome="sent"}"#);
}

async fn metrics_are_absent_from_the_main_port_without_a_token(app: TestApp) {
    let (status, body) = app.get("/metrics", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let (status, _) = app.get("/metrics", Some("anything")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn readiness_checks_every_dependency(app: TestApp) {
    let (status, body) = app.get("/api/ready", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status"], "ready");
    for check in ["database", "migrations", "payments", "chain", "rates"] {
        assert_eq!(body["checks"][check]["status"], "ok", "{check}: {body}");
    }
    let (status, body) = app.get("/api/health", None).await;
    assert_eq!((status, body["status"].as_str()), (StatusCode::OK, Some("ok")));
}

/// A rate service that is down.
struct Unreachable(Arc<Mutex<u32>>);

#[async_trait::async_trait]
impl RateProvider for Unreachable {
    async fn ada_usd(&self) -> Result<Rate, RateError> {
        *self.0.lock().unwrap() += 1;
        Err(RateError::Unavailable("connection refused".into()))
    }
}

async fn readiness_fails_when_a_provider_cannot_be_reached(app: TestApp) {
    let calls = Arc::new(Mutex::new(0));
    let state = app.state.clone().with_dev_payments(app.payments.clone(), Arc::new(Unreachable(calls.clone())));
    let router = matchpool_api::app(state);
    let response = router.oneshot(Req::new(Method::GET, "/api/ready").build()).await.unwrap();
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    let body: serde_json::Value =
        serde_json::from_slice(&response.into_body().collect().await.unwrap().to_bytes()).unwrap();
    assert_eq!(body["status"], "not_ready");
    assert_eq!(body["checks"]["rates"]["status"], "failed", "{body}");
    assert_eq!(body["checks"]["database"]["status"], "ok", "{body}");
    assert!(!body.to_string().contains("connection refused"), "no provider detail leaks: {body}");
    assert_eq!(*calls.lock().unwrap(), 1);
}

/// Collects what the tracing subscriber writes.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test(flavor = "current_thread")]
async fn every_log_line_of_a_request_carries_its_id() {
    let app = TestApp::sqlite().await;
    let captured = Captured::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_env_filter("debug,sqlx=off,sea_orm=off")
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let request = Req::new(Method::GET, "/api/does-not-exist").header("x-request-id", "trace-me-1");
    app.router.clone().oneshot(request.build()).await.unwrap();
    let text = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
    let lines: Vec<&str> = text.lines().filter(|l| l.contains("/api/does-not-exist")).collect();
    assert!(lines.len() >= 2, "the request was logged as it started and finished:\n{text}");
    for line in lines {
        assert!(line.contains("request_id=trace-me-1"), "{line}");
    }
}
