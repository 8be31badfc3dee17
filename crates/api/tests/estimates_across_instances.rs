//! Live estimates across instances on one PostgreSQL database (issue 15): a donation made on
//! instance A changes the estimate instance B answers within a second.

use crate::common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::connect_info::MockConnectInfo;
use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp, test_config};
use http_body_util::BodyExt;
use matchpool_api::AppState;
use matchpool_domain::ProjectId;
use serde_json::{Value, json};
use tower::ServiceExt;

/// A second instance on A's database: its own memory, its own estimators.
fn instance_b(a: &TestApp) -> (AppState, Router) {
    let config = test_config();
    let media = matchpool_providers::media::MediaStore::local(
        &std::env::temp_dir().join("matchpool-b-media"),
        &config.public_url,
    )
    .unwrap();
    let state = AppState::new(a.db.clone(), config, media)
        .with_dev_payments(a.payments.clone(), std::sync::Arc::new(matchpool_providers::rates::StaticRates::new(0.45)));
    let router = matchpool_api::app(state.clone()).layer(MockConnectInfo(SocketAddr::from(([203, 0, 113, 8], 4242))));
    (state, router)
}

async fn estimate(router: &Router, project: ProjectId) -> Value {
    let request = Req::new(Method::GET, &format!("/api/projects/{project}/estimate?amount=10")).build();
    let response = router.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    serde_json::from_slice(&response.into_body().collect().await.unwrap().to_bytes()).unwrap()
}

async fn donate(app: &TestApp, who: &Person, project: ProjectId) {
    let card = json!({"amount": 25, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa", "rate": 1, "anonymous": false});
    let (status, body) = app.post(&format!("/api/projects/{project}/donates"), Some(&who.token), card).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

/// A project in a round that is voting now, with one supporter (not matched yet: a lone
/// supporter never is).
async fn world(app: &TestApp) -> ProjectId {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    donate(app, &app.register("first").await, project).await;
    project
}

/// B's answer once it equals A's, or after `limit`.
async fn settle(a: &Router, b: &Router, project: ProjectId, limit: Duration) -> (Value, Value, Duration) {
    let started = Instant::now();
    loop {
        let (on_a, on_b) = (estimate(a, project).await, estimate(b, project).await);
        let same = on_a["current_match_cents"] == on_b["current_match_cents"]
            && on_a["estimate_cents"] == on_b["estimate_cents"];
        if same || started.elapsed() > limit {
            return (on_a, on_b, started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_donation_on_one_instance_changes_the_estimate_on_another_within_a_second() {
    let a = TestApp::postgres().await;
    let project = world(&a).await;
    let (b_state, b) = instance_b(&a);
    matchpool_api::cluster::share_estimates(&a.state).await.unwrap();
    matchpool_api::cluster::share_estimates(&b_state).await.unwrap();
    let before = estimate(&b, project).await;
    assert_eq!(before["current_match_cents"], 0, "one supporter is not matched: {before}");

    donate(&a, &a.register("second").await, project).await;
    let (on_a, on_b, took) = settle(&a.router, &b, project, Duration::from_secs(1)).await;
    assert!(on_a["current_match_cents"].as_i64().unwrap() > 0, "two supporters are matched on A: {on_a}");
    assert_eq!(on_b["current_match_cents"], on_a["current_match_cents"], "B agrees with A after {took:?}: {on_b}");
    assert!(took <= Duration::from_secs(1), "{took:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_sharing_another_instance_answers_from_its_stale_estimator() {
    let a = TestApp::postgres().await;
    let project = world(&a).await;
    let (_, b) = instance_b(&a);
    estimate(&b, project).await;
    donate(&a, &a.register("second").await, project).await;
    let (on_a, on_b, _) = settle(&a.router, &b, project, Duration::from_secs(1)).await;
    assert_ne!(on_b["current_match_cents"], on_a["current_match_cents"], "B still answers from before the donation");
}
