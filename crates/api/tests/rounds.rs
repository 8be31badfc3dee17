//! Rounds (api-contract §3.2 and the operator endpoints): the current round, the list,
//! phases from dates, and who may create and edit rounds.

use crate::common;

use axum::http::StatusCode;
use chrono::{DateTime, Duration, Utc};
use common::TestApp;
use serde_json::{Value, json};

both!(
    no_round_means_null,
    operators_create_rounds_with_phases_from_dates,
    only_operators_manage_rounds,
    round_dates_must_be_in_order_and_pool_not_negative,
    round_numbers_are_unique,
    editing_merges_and_revalidates,
    the_round_list_is_paged_current_first_then_newest,
    the_current_round_is_the_live_one,
    matching_parameters_are_checked_and_named,
);

fn iso(at: DateTime<Utc>) -> String {
    at.to_rfc3339()
}

/// A round whose submission opens `start` days from now, each phase lasting a few days.
fn round(number: i64, start: i64) -> Value {
    let now = Utc::now();
    let day = |d: i64| iso(now + Duration::days(d));
    json!({
        "number": number, "name": format!("Round {number}"), "description": "A round", "pool_amount": 10000,
        "submission_start_at": day(start), "submission_end_at": day(start + 5), "voting_start_at": day(start + 6),
        "voting_end_at": day(start + 10), "results_at": day(start + 12)
    })
}

async fn no_round_means_null(app: TestApp) {
    let (status, body) = app.get("/api/rounds", None).await;
    assert_eq!((status, body), (StatusCode::OK, Value::Null));
    let (_, list) = app.get("/api/rounds/rounds", None).await;
    assert_eq!(list, json!({"data": [], "total": 0}));
}

async fn operators_create_rounds_with_phases_from_dates(app: TestApp) {
    let op = app.operator("operator").await;
    for (number, start, phase, status) in [
        (1, -30, "results", "AFTER"),
        (2, -11, "tallying", "AFTER"),
        (3, -8, "voting", "DURING"),
        (4, -5, "review", "BEFORE"),
        (5, -1, "submission", "BEFORE"),
        (6, 3, "upcoming", "BEFORE"),
    ] {
        let mut body = round(number, start);
        body["pool_amount"] = json!(1234.5);
        let (code, created) = app.post("/api/admin/rounds", Some(&op.token), body).await;
        assert_eq!(code, StatusCode::CREATED, "{created}");
        assert_eq!(created["phase"], phase, "round {number}");
        assert_eq!(created["status"], status, "round {number}");
        assert_eq!(created["pool_amount"], 1234.5);
        assert_eq!(created["pool_cents"], 123450);
        assert_eq!(created["voting_announce_at"], created["results_at"]);
        assert_eq!(created["algorithm"], "qf");
        assert_eq!(created["params"]["unverified_weight"], 0.2);
        let (code, fetched) = app.get(&format!("/api/rounds/{}", created["id"].as_str().unwrap()), None).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(fetched["number"], number);
    }
}

async fn only_operators_manage_rounds(app: TestApp) {
    let person = app.register("person").await;
    let (status, body) = app.post("/api/admin/rounds", Some(&person.token), round(1, 0)).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.operator_required")));
    let (status, _) = app.post("/api/admin/rounds", None, round(1, 0)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let op = app.operator("operator").await;
    let (_, created) = app.post("/api/admin/rounds", Some(&op.token), round(1, 0)).await;
    let path = format!("/api/admin/rounds/{}", created["id"].as_str().unwrap());
    let (status, _) = app.patch(&path, Some(&person.token), json!({"name": "Hijacked"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (_, list) = app.get("/api/rounds/rounds", None).await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["data"][0]["name"], "Round 1");
}

async fn round_dates_must_be_in_order_and_pool_not_negative(app: TestApp) {
    let op = app.operator("operator").await;
    let mut body = round(1, 0);
    body["voting_end_at"] = body["voting_start_at"].clone();
    let (status, err) = app.post("/api/admin/rounds", Some(&op.token), body).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(err["fields"]["voting_end_at"], "out_of_order");

    let mut body = round(1, 0);
    body["pool_amount"] = json!(-1);
    body["submission_start_at"] = json!("yesterday");
    body["algorithm"] = json!("magic");
    let (status, err) = app.post("/api/admin/rounds", Some(&op.token), body).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(err["fields"]["pool_amount"], "negative");
    assert_eq!(err["fields"]["submission_start_at"], "invalid");
    assert_eq!(err["fields"]["algorithm"], "invalid");

    let (status, err) = app.post("/api/admin/rounds", Some(&op.token), json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["number", "name", "pool_amount", "submission_start_at", "results_at"] {
        assert_eq!(err["fields"][field], "required", "{field}");
    }
    let (_, list) = app.get("/api/rounds/rounds", None).await;
    assert_eq!(list["total"], 0, "nothing was created");
}

async fn round_numbers_are_unique(app: TestApp) {
    let op = app.operator("operator").await;
    app.post("/api/admin/rounds", Some(&op.token), round(7, 0)).await;
    let (status, err) = app.post("/api/admin/rounds", Some(&op.token), round(7, 20)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("round.number_taken")));
}

async fn editing_merges_and_revalidates(app: TestApp) {
    let op = app.operator("operator").await;
    let (_, created) = app.post("/api/admin/rounds", Some(&op.token), round(1, 0)).await;
    let path = format!("/api/admin/rounds/{}", created["id"].as_str().unwrap());
    let (status, edited) = app
        .patch(
            &path,
            Some(&op.token),
            json!({"name": "Renamed", "algorithm": "cocm", "params": {"unverified_weight": 0.5}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["name"], "Renamed");
    assert_eq!(edited["pool_amount"], 10000.0);
    assert_eq!(edited["algorithm"], "cocm");
    assert_eq!(edited["params"]["unverified_weight"], 0.5);
    assert_eq!(edited["params"]["vote_credit"], 0.25, "other parameters keep their values");
    let (status, err) = app.patch(&path, Some(&op.token), json!({"results_at": created["submission_start_at"]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(err["fields"]["results_at"], "out_of_order");
    let (status, _) =
        app.patch("/api/admin/rounds/00000000-0000-0000-0000-000000000000", Some(&op.token), json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn the_round_list_is_paged_current_first_then_newest(app: TestApp) {
    let op = app.operator("operator").await;
    for n in 1..=12 {
        app.post("/api/admin/rounds", Some(&op.token), round(n, n * 20)).await;
    }
    let (_, first) = app.get("/api/rounds/rounds", None).await;
    assert_eq!(first["total"], 12);
    assert_eq!(first["data"].as_array().unwrap().len(), 10);
    // Every round is upcoming, so the next one (round 1) is current and comes first.
    assert_eq!((&first["data"][0]["number"], &first["data"][1]["number"]), (&json!(1), &json!(12)));
    let (_, second) = app.get("/api/rounds/rounds?page=2&limit=10&t=123", None).await;
    assert_eq!(second["data"].as_array().unwrap().len(), 2);
    assert_eq!(second["data"][1]["number"], 2);
    let (status, refused) = app.get("/api/rounds/rounds?page=-3&limit=1000", None).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("paging.invalid")),
        "bad paging is refused (issue 12)"
    );
}

async fn the_current_round_is_the_live_one(app: TestApp) {
    let op = app.operator("operator").await;
    app.post("/api/admin/rounds", Some(&op.token), round(1, -40)).await;
    app.post("/api/admin/rounds", Some(&op.token), round(2, 30)).await;
    let (_, current) = app.get("/api/rounds", None).await;
    assert_eq!(current["number"], 2, "with none live, the next upcoming round");
    app.post("/api/admin/rounds", Some(&op.token), round(3, -2)).await;
    let (_, current) = app.get("/api/rounds", None).await;
    assert_eq!(current["number"], 3, "a live round wins");
    assert_eq!(current["phase"], "submission");
}

async fn matching_parameters_are_checked_and_named(app: TestApp) {
    let op = app.operator("operator").await;
    for (params, key) in [
        (json!({"unverified_weight": -1}), "unverified_weight"),
        (json!({"round_cap_fraction": 0}), "round_cap_fraction"),
        (json!({"cm_max": 0.5}), "cm_max"),
        (json!({"ip_max": 1.5}), "ip_max"),
        (json!({"vote_credit": "a lot"}), "vote_credit"),
        (json!({"cocm_similarity": "cosine"}), "cocm_similarity"),
        (json!({"surprise": 1}), "surprise"),
    ] {
        let mut body = round(1, 0);
        body["params"] = params.clone();
        let (status, err) = app.post("/api/admin/rounds", Some(&op.token), body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{params}: {err}");
        assert_eq!(err["fields"]["params"], "invalid", "{params}");
        assert!(err["message"].as_str().unwrap().contains(key), "{params}: the message names the key: {err}");
    }
    let mut body = round(1, 0);
    body["params"] = json!([1, 2]);
    let (status, err) = app.post("/api/admin/rounds", Some(&op.token), body).await;
    assert_eq!((status, &err["fields"]["params"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("invalid")));
    let (_, list) = app.get("/api/rounds/rounds", None).await;
    assert_eq!(list["total"], 0, "nothing was created");

    let mut body = round(1, 0);
    body["algorithm"] = json!("pairwise");
    body["params"] = json!({"round_cap_fraction": 0.25, "ip_max": 1000.0, "pairwise_m": 25});
    let (status, created) = app.post("/api/admin/rounds", Some(&op.token), body).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["algorithm"], "pairwise");
    assert_eq!(created["params"]["round_cap_fraction"], 0.25);
    assert_eq!(created["params"]["ip_max"], 1000, "integers may be written with a decimal point");
    assert_eq!(created["params"]["cm_max"], 4.0, "missing keys take the defaults");
    let path = format!("/api/admin/rounds/{}", created["id"].as_str().unwrap());
    let (status, err) = app.patch(&path, Some(&op.token), json!({"params": {"pairwise_m": 0}})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(err["message"].as_str().unwrap().contains("pairwise_m"), "{err}");
    let (status, edited) = app.patch(&path, Some(&op.token), json!({"params": {"round_cap_fraction": null}})).await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["params"]["round_cap_fraction"], Value::Null, "null goes back to the default");
    assert_eq!(edited["params"]["pairwise_m"], 25.0, "other keys keep their values");
    let (status, err) = app.patch(&path, Some(&op.token), json!({"algorithm": "magic"})).await;
    assert_eq!((status, &err["fields"]["algorithm"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("invalid")));
    assert!(err["message"].as_str().unwrap().contains("magic"), "{err}");
}
