//! Operators: live standings, payouts against frozen results, and who may do what.

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use matchpool_domain::ProjectId;
use matchpool_matching::{Algorithm, Params, compute};
use serde_json::json;
use uuid::Uuid;

use crate::both;
use crate::common::{Req, TestApp};
use crate::scene::{Scene, line};

both!(
    standings_are_live_results_for_operators,
    payouts_are_recorded_against_frozen_results,
    only_operators_see_standings_freeze_and_pay,
    the_matching_endpoints_are_documented,
);

async fn standings_are_live_results_for_operators(app: TestApp) {
    let s = Scene::new(&app).await;
    let (status, standings) = app.get(&s.admin_path("/standings"), Some(&s.op.token)).await;
    assert_eq!(status, StatusCode::OK, "{standings}");
    assert_eq!(standings["summary"]["live"], true);
    let engine = compute(&s.inputs(&app, Utc::now()).await, Algorithm::Qf, &Params::default()).unwrap();
    for p in &engine.projects {
        assert_eq!(line(&standings, p.project_id.parse::<ProjectId>().unwrap())["match_cents"], p.match_cents);
    }
    assert_eq!(standings["summary"]["allocated_cents"], engine.allocated_cents);
    assert!(matchpool_store::results::summary(&app.db, s.round_id).await.unwrap().is_none(), "nothing is frozen");
}

async fn payouts_are_recorded_against_frozen_results(app: TestApp) {
    let s = Scene::new(&app).await;
    let payouts = s.admin_path("/payouts");
    let body = json!({"project_id": s.gamma, "amount": 10, "reference": "WIRE-1"});
    let (status, err) = app.post(&payouts, Some(&s.op.token), body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("results.not_frozen")));

    s.end_voting(&app, Duration::days(1)).await;
    let (_, frozen) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    let owed = line(&frozen, s.gamma)["match_cents"].as_i64().unwrap();
    assert!(owed > 100, "{frozen}");
    let first = owed / 2;
    let paid_at = "2030-01-02T03:04:05Z";
    let (status, payout) = app
        .post(
            &payouts,
            Some(&s.op.token),
            json!({"project_id": s.gamma, "amount": first as f64 / 100.0, "reference": "WIRE-1", "paid_at": paid_at}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{payout}");
    assert_eq!(payout["amount_cents"], first);
    assert_eq!(payout["title"], "Gamma");
    assert_eq!(payout["recorded_by"], s.op.id.to_string());
    assert_eq!(payout["paid_at"], paid_at);

    let (status, err) = app
        .post(
            &payouts,
            Some(&s.op.token),
            json!({"project_id": s.gamma, "amount": (owed - first + 1) as f64 / 100.0, "reference": "WIRE-2"}),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("payout.exceeds_match")));
    let (status, err) = app.post(&payouts, Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["project_id", "amount", "reference"] {
        assert_eq!(err["fields"][field], "required", "{field}");
    }
    for (bad, field, code) in [
        (json!({"project_id": s.gamma, "amount": 0, "reference": "x"}), "amount", "invalid"),
        (json!({"project_id": s.gamma, "amount": -3, "reference": "x"}), "amount", "negative"),
        (json!({"project_id": s.gamma, "amount": 1, "reference": "x", "paid_at": "tuesday"}), "paid_at", "invalid"),
        (json!({"project_id": "nope", "amount": 1, "reference": "x"}), "project_id", "invalid"),
        (json!({"project_id": Uuid::new_v4(), "amount": 1, "reference": "x"}), "project_id", "invalid"),
    ] {
        let (status, err) = app.post(&payouts, Some(&s.op.token), bad.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}: {err}");
        assert_eq!(err["fields"][field], code, "{bad}");
    }

    let (status, list) = app.get(&payouts, Some(&s.op.token)).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!(list["total"], 1);
    assert_eq!(list["total_paid_cents"], first);
    let gamma = list["projects"].as_array().unwrap().iter().find(|p| p["project_id"] == s.gamma.to_string()).unwrap();
    assert_eq!((gamma["paid_cents"].as_i64(), gamma["outstanding_cents"].as_i64()), (Some(first), Some(owed - first)));
    let (status, headers, csv) =
        app.send_raw(Req::new(Method::GET, &format!("{payouts}?format=csv")).token(Some(&s.op.token))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    let csv = String::from_utf8(csv).unwrap();
    assert!(csv.starts_with("payout_id,project_id,title,amount_cents,reference,paid_at,recorded_by\n"));
    assert!(csv.contains(&format!(",{},Gamma,{first},WIRE-1,{paid_at},", s.gamma)), "{csv}");
}

async fn only_operators_see_standings_freeze_and_pay(app: TestApp) {
    let s = Scene::new(&app).await;
    s.end_voting(&app, Duration::days(1)).await;
    let payout = json!({"project_id": s.gamma, "amount": 1, "reference": "x"});
    for token in [Some(s.ana.token.as_str()), None] {
        let expected = if token.is_some() { StatusCode::FORBIDDEN } else { StatusCode::UNAUTHORIZED };
        assert_eq!(app.get(&s.admin_path("/standings"), token).await.0, expected);
        assert_eq!(app.post(&s.admin_path("/freeze"), token, json!({})).await.0, expected);
        assert_eq!(app.post(&s.admin_path("/payouts"), token, payout.clone()).await.0, expected);
        assert_eq!(app.get(&s.admin_path("/payouts"), token).await.0, expected);
    }
    let (_, err) = app.get(&s.admin_path("/standings"), Some(&s.ana.token)).await;
    assert_eq!(err["code"], "auth.operator_required");
    assert!(matchpool_store::results::summary(&app.db, s.round_id).await.unwrap().is_none(), "nobody froze it");
}

async fn the_matching_endpoints_are_documented(app: TestApp) {
    let (status, doc) = app.get("/api/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    for (path, method) in [
        ("/rounds/{id}/results", "get"),
        ("/rounds/{id}/results.csv", "get"),
        ("/rounds/{id}/results.json", "get"),
        ("/rounds/{id}/audit-pack", "get"),
        ("/projects/{id}/estimate", "get"),
        ("/admin/rounds/{id}/standings", "get"),
        ("/admin/rounds/{id}/freeze", "post"),
        ("/admin/rounds/{id}/payouts", "post"),
        ("/admin/rounds/{id}/payouts", "get"),
    ] {
        assert!(doc["paths"][path][method].is_object(), "{method} {path} is documented");
    }
    let line = &doc["components"]["schemas"]["ProjectResultView"]["properties"];
    for field in ["match", "match_cents", "raw_match", "cap_cents", "uncapped_cents", "donations_usd", "supporters"] {
        assert!(line[field].is_object(), "ProjectResultView.{field}: {line}");
    }
    let estimate = &doc["components"]["schemas"]["EstimateView"]["properties"];
    for field in ["estimate_usd", "current_match_usd", "reason", "approximate"] {
        assert!(estimate[field].is_object(), "EstimateView.{field}");
    }
}
