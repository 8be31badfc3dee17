//! Live estimates (matching.md §12): equal to the engine's on the same inputs, following votes
//! and donations as they happen, closed outside voting, and refusing bad input.

use axum::http::StatusCode;
use chrono::{Duration, Utc};
use matchpool_app::matching::SettledDonation;
use matchpool_domain::ProjectId;
use matchpool_matching::{Algorithm, Estimator, Params, RoundInput, Who};
use matchpool_store::entities::project;
use sea_orm::{ActiveModelTrait, ActiveValue::Set};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::both;
use crate::common::TestApp;
use crate::scene::{Scene, line, verify, vote};

both!(
    pairwise_estimates_are_approximate,
    estimates_equal_the_engine_on_the_same_inputs,
    estimates_follow_new_votes_and_donations,
    a_verification_decided_moves_estimates_at_once,
    estimates_reject_bad_input,
    outside_voting_estimates_say_voting_is_closed,
);

/// The endpoint's answer and the engine's for the same person, project and gift.
async fn compare(
    app: &TestApp,
    estimator: &Estimator,
    token: Option<&str>,
    who: Who<'_>,
    project: ProjectId,
    usd: i64,
) -> Value {
    let (status, body) = app.get(&format!("/api/projects/{project}/estimate?amount={usd}&currency=USD"), token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let expected = estimator.estimate(who, &project.to_string(), (usd * 100) as u64).unwrap();
    // What the gift adds, never negative: a capped project's lower match is not a loss to show.
    let added = expected.delta_cents.max(0);
    assert_eq!(body["estimate_cents"], added, "{body} vs {expected:?}");
    assert_eq!(body["estimate_usd"], added as f64 / 100.0);
    assert_eq!(body["capped"], expected.reason == Some(matchpool_matching::EstimateReason::Capped), "{body}");
    assert_eq!(body["current_match_cents"], expected.before.round() as i64);
    assert_eq!(body["approximate"], false);
    let reason = expected.reason.map(|r| serde_json::to_value(r).unwrap());
    assert_eq!(body.get("reason").cloned(), reason, "{body}");
    body
}

async fn estimates_equal_the_engine_on_the_same_inputs(app: TestApp) {
    let s = Scene::new(&app).await;
    // Alpha asked for little: with $35 given it can take at most $10 from the pool.
    let shrunk =
        project::ActiveModel { id: Set(s.alpha.into()), total_requested_cents: Set(4_500), ..Default::default() };
    shrunk.update(&app.db).await.unwrap();
    let owner_org = matchpool_store::projects::find(&app.db, s.alpha).await.unwrap().unwrap().identity_id;
    let empty = app.project_in(&s.round, owner_org, "Delta").await;
    let newcomer = app.register("newcomer").await;
    verify(&app, &newcomer).await;

    let input = s.inputs(&app, Utc::now()).await;
    let estimator = Estimator::new(&input, Algorithm::Qf, &Params::default()).unwrap();
    let ben = s.pseudonym(&app, &s.ben);
    let caro = s.pseudonym(&app, &s.caro);
    let body = compare(&app, &estimator, None, Who::VISITOR, s.gamma, 4).await;
    assert!(body["estimate_cents"].as_i64().unwrap() > 0, "{body}");
    assert!(body.get("reason").is_none());
    compare(&app, &estimator, Some(&s.ben.token), Who::Person(&ben), s.gamma, 4).await;
    let fresh = Who::New { verified: true, impact_points: 0 };
    compare(&app, &estimator, Some(&newcomer.token), fresh, s.beta, 25).await;
    let body = compare(&app, &estimator, Some(&s.ben.token), Who::Person(&ben), s.beta, 0).await;
    assert_eq!(body["reason"], "no_change", "ben already voted for beta");
    let body = compare(&app, &estimator, Some(&s.caro.token), Who::Person(&caro), s.alpha, 5).await;
    // The engine lowers alpha's match by the $5 (its total stays the same); the API says it adds
    // nothing, and that the project is capped.
    assert_eq!(estimator.estimate(Who::Person(&caro), &s.alpha.to_string(), 500).unwrap().delta_cents, -500);
    assert_eq!((body["reason"].as_str(), body["estimate_cents"].as_i64()), (Some("capped"), Some(0)));
    assert_eq!(body["capped"], true);
    let body = compare(&app, &estimator, None, Who::VISITOR, empty, 10).await;
    assert_eq!((body["reason"].as_str(), body["estimate_cents"].as_i64()), (Some("one_supporter"), Some(0)));
}

async fn estimates_follow_new_votes_and_donations(app: TestApp) {
    let s = Scene::new(&app).await;
    let path = format!("/api/projects/{}/estimate?amount=10", s.beta);
    // Fed to the cached estimator, a change agrees with an estimator built afresh from the
    // database to the cent (running sums may differ in their last bits, §12).
    let agrees = |body: &Value, input: &RoundInput| {
        let estimator = Estimator::new(input, Algorithm::Qf, &Params::default()).unwrap();
        let expected = estimator.estimate(Who::VISITOR, &s.beta.to_string(), 1_000).unwrap();
        let near = |field: &str, value: i64| (body[field].as_i64().unwrap() - value).abs() <= 1;
        assert!(near("current_match_cents", expected.before.round() as i64), "{body} vs {expected:?}");
        assert!(near("estimate_cents", expected.delta_cents), "{body} vs {expected:?}");
    };
    let (_, before) = app.get(&path, None).await;
    let newcomer = app.register("newcomer").await;
    vote(&app, &newcomer, s.beta).await;
    let (_, after_vote) = app.get(&path, None).await;
    assert_eq!(after_vote["computed_at"], before["computed_at"], "the vote went into the cached estimator");
    assert_ne!(before["current_match_cents"], after_vote["current_match_cents"], "the new vote is seen at once");
    agrees(&after_vote, &s.inputs(&app, Utc::now()).await);

    s.donate(&app, &newcomer, s.beta, 2_000, "settled", Some(Utc::now())).await;
    app.state.matching.record_donation(SettledDonation {
        round_id: s.round_id,
        project_id: s.beta,
        user_id: newcomer.id,
        verified: false,
        impact_points: 0,
        usd_cents: 2_000,
        in_voting_window: true,
    });
    let (_, after_gift) = app.get(&path, None).await;
    assert_eq!(after_gift["computed_at"], before["computed_at"]);
    assert_ne!(after_gift["current_match_cents"], after_vote["current_match_cents"]);
    agrees(&after_gift, &s.inputs(&app, Utc::now()).await);
}

/// A verification changes the person's weight: the cached estimator cannot follow that, so it is
/// rebuilt before the next answer instead of at its next periodic rebuild.
async fn a_verification_decided_moves_estimates_at_once(app: TestApp) {
    let s = Scene::new(&app).await;
    let path = format!("/api/projects/{}/estimate?amount=10", s.beta);
    let newcomer = app.register("newcomer").await;
    vote(&app, &newcomer, s.beta).await;
    let (_, unverified) = app.get(&path, None).await;
    let document = app.upload_document(&newcomer, None).await;
    let submitted = json!({"legal_name": "New Comer", "country": "Spain", "documents": [document]});
    let (status, body) = app.post("/api/verifications", Some(&newcomer.token), submitted).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let decision = format!("/api/admin/users/{}/verification", newcomer.id);
    let (status, body) = app.post(&decision, Some(&s.op.token), json!({"status": "verified"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let (status, verified) = app.get(&path, None).await;
    assert_eq!(status, StatusCode::OK, "{verified}");
    assert_ne!(verified["computed_at"], unverified["computed_at"], "rebuilt after the decision");
    assert_ne!(verified["current_match_cents"], unverified["current_match_cents"], "the vote weighs more");
    let input = s.inputs(&app, Utc::now()).await;
    let estimator = Estimator::new(&input, Algorithm::Qf, &Params::default()).unwrap();
    let expected = estimator.estimate(Who::VISITOR, &s.beta.to_string(), 1_000).unwrap();
    assert_eq!(verified["current_match_cents"], expected.before.round() as i64, "{verified} vs {expected:?}");
}

async fn estimates_reject_bad_input(app: TestApp) {
    let s = Scene::new(&app).await;
    let estimate = |query: &str| format!("/api/projects/{}/estimate{query}", s.gamma);
    for (query, field, code) in [
        ("", "amount", "required"),
        ("?amount=-5", "amount", "negative"),
        ("?amount=abc", "amount", "invalid"),
        ("?amount=1.234", "amount", "invalid"),
    ] {
        let (status, err) = app.get(&estimate(query), None).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {err}");
        assert_eq!(err["fields"][field], code, "{query}");
    }
    let (status, err) = app.get(&estimate("?amount=5&currency=JPY"), None).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("estimate.unsupported_currency"))
    );
    // ADA is priced at the server's rate ($0.45 in tests): 10 ADA is estimated as $4.50.
    let (status, ada) = app.get(&estimate("?amount=10&currency=lovelace"), None).await;
    assert_eq!(status, StatusCode::OK, "{ada}");
    let (_, usd) = app.get(&estimate("?amount=4.5&currency=USD"), None).await;
    assert_eq!(ada["estimate_cents"], usd["estimate_cents"]);
    let (status, err) = app.get(&format!("/api/projects/{}/estimate?amount=5", Uuid::new_v4()), None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")));
    let (status, _) = app.get("/api/projects/not-a-uuid/estimate?amount=5", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body) = app.get(&estimate("?amount=5"), Some("expired-or-bad-token")).await;
    assert_eq!(status, StatusCode::OK, "a bad token is a visitor: {body}");
}

async fn outside_voting_estimates_say_voting_is_closed(app: TestApp) {
    let s = Scene::new(&app).await;
    let path = format!("/api/projects/{}/estimate?amount=10", s.gamma);
    let (_, open) = app.get(&path, None).await;
    assert!(open.get("reason").is_none(), "{open}");
    s.end_voting(&app, Duration::days(1)).await;
    let (status, closed) = app.get(&path, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(closed["reason"], "voting_closed");
    assert_eq!(closed["estimate_cents"], 0);
    assert_eq!(closed["current_match_cents"], Value::Null, "nothing leaks before the results date");
    app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    s.publish(&app).await;
    let (_, published) = app.get(&path, None).await;
    let (_, results) = app.get(&s.path("/results"), None).await;
    assert_eq!(published["current_match_cents"], line(&results, s.gamma)["match_cents"]);
}

async fn pairwise_estimates_are_approximate(app: TestApp) {
    let s = Scene::new(&app).await;
    let (status, round) = app.patch(&s.admin_path(""), Some(&s.op.token), json!({"algorithm": "pairwise"})).await;
    assert_eq!(status, StatusCode::OK, "{round}");
    let (status, body) = app.get(&format!("/api/projects/{}/estimate?amount=4", s.gamma), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let estimator = Estimator::new(&s.inputs(&app, Utc::now()).await, Algorithm::Pairwise, &Params::default()).unwrap();
    let expected = estimator.estimate(Who::VISITOR, &s.gamma.to_string(), 400).unwrap();
    assert_eq!(body["approximate"], true);
    assert_eq!(body["estimate_cents"], expected.delta_cents);
    assert!(body["computed_at"].is_string(), "approximate figures say when they were computed");
}
