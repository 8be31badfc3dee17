//! Freezing at the end of voting: once, as computed, hidden until the results date, with an
//! audit pack that recomputes to the same bytes.

use std::io::Cursor;
use std::path::Path;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use matchpool_domain::{ProjectId, UserId};
use matchpool_matching::pack::{self, PackFiles};
use matchpool_matching::{Algorithm, Params, compute};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::both;
use crate::common::{Req, TestApp};
use crate::scene::{Scene, line, temp_dir};

both!(
    a_cocm_round_pack_recomputes_too,
    a_round_freezes_at_voting_end_and_its_pack_recomputes,
    results_stay_hidden_until_the_results_date,
    freezing_happens_once_even_when_instances_race,
    the_background_task_freezes_only_ended_rounds,
    impact_points_are_read_for_a_national_rounds_supporters_at_once,
);

/// A round of 100,000 supporters (the scale benchmark's) reads their impact points in one call:
/// one `IN` list of them all overflowed SQLite's 32,766 bound values and failed the freeze.
async fn impact_points_are_read_for_a_national_rounds_supporters_at_once(app: TestApp) {
    let s = Scene::new(&app).await;
    let mut people: Vec<UserId> = (0..70_000).map(|_| UserId::generate()).collect();
    people.push(s.ana.id);
    let points = matchpool_store::impact::impact_points_of(&app.db, &people, Utc::now()).await.expect("read in chunks");
    assert_eq!(points.len(), people.len());
    let one = matchpool_store::impact::impact_points(&app.db, s.ana.id, Utc::now()).await.unwrap();
    assert_eq!(points[&s.ana.id], one, "the same total as read alone");
}

async fn a_round_freezes_at_voting_end_and_its_pack_recomputes(app: TestApp) {
    let s = Scene::new(&app).await;
    let (status, err) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("results.voting_open")));
    let (status, err) = app.get(&s.path("/results"), Some(&s.op.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_frozen")));

    s.end_voting(&app, Duration::days(1)).await;
    // Settled after the end of voting: neither matched nor direct.
    s.donate(&app, &s.caro, s.alpha, 7_000, "settled", Some(Utc::now() + Duration::minutes(1))).await;
    let (status, frozen) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{frozen}");
    let summary = &frozen["summary"];
    assert_eq!(summary["algorithm"], "qf");
    assert_eq!(summary["algorithm_version"], 1);
    assert_eq!(summary["live"], false);
    assert_eq!(summary["pool_cents"], 1_000_000);
    assert_eq!(summary["pool"], 10_000.0);
    assert_eq!(summary["params"], serde_json::to_value(Params::default()).unwrap());
    let (allocated, unallocated) =
        (summary["allocated_cents"].as_i64().unwrap(), summary["unallocated_cents"].as_i64().unwrap());
    assert_eq!(allocated + unallocated, 1_000_000);
    assert_eq!(summary["allocated"], allocated as f64 / 100.0);

    // The stored lines are the engine's on the frozen inputs.
    let round = s.stored_round(&app).await;
    let input = s.inputs(&app, round.voting_end_at).await;
    let engine = compute(&input, Algorithm::Qf, &Params::default()).unwrap();
    assert_eq!(engine.allocated_cents as i64, allocated);
    for p in &engine.projects {
        let line = line(&frozen, p.project_id.parse::<ProjectId>().unwrap());
        assert_eq!(line["match_cents"], p.match_cents, "{line}");
        assert_eq!(line["uncapped_cents"], p.uncapped_cents);
        assert_eq!(line["cap_cents"], p.cap_cents);
        assert_eq!(line["raw_match"], p.raw_match);
        assert_eq!(line["capped"], p.capped);
        assert_eq!(line["match"], p.match_cents as f64 / 100.0);
    }
    let alpha = line(&frozen, s.alpha);
    assert_eq!(alpha["title"], "Alpha");
    assert_eq!(alpha["supporters"], 3);
    assert_eq!(alpha["donations_cents"], 3_000 + 400 + 100, "direct donations include the one before voting");
    assert_eq!(line(&frozen, s.gamma)["supporters"], 2);
    let ben_alpha = input
        .contributions
        .iter()
        .find(|c| c.project_id == s.alpha.to_string() && c.person_id == s.pseudonym(&app, &s.ben));
    assert_eq!(ben_alpha.map(|c| (c.amount_cents, c.voted)), Some((400, true)), "only gifts in the window count");
    let caro = input.people.iter().find(|p| p.id == s.pseudonym(&app, &s.caro)).unwrap();
    assert!(!caro.verified);
    assert_eq!(input.people.len(), 4);

    // The audit pack recomputes to the same bytes, and names nobody.
    let (status, headers, zip) =
        app.send_raw(Req::new(Method::GET, &s.path("/audit-pack")).token(Some(&s.op.token))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "application/zip");
    assert_eq!(headers["content-disposition"], "attachment; filename=\"matchpool-round-1-audit-pack.zip\"");
    let zip_path = temp_dir("pack").with_extension("zip");
    std::fs::write(&zip_path, &zip).unwrap();
    let report = pack::verify(&zip_path).unwrap();
    assert!(report.is_identical() && report.results_bytes_identical && report.summary_bytes_identical, "{report}");
    assert_eq!(report.input_sha256, summary["input_sha256"].as_str().unwrap());
    // Its manifest commits to its contribution rows (docs/PROOFS.md).
    assert!(report.manifest_present, "{report}");
    let rows = input.contributions.iter().filter(|c| c.amount_cents > 0 || c.voted).count();
    assert_eq!(report.contributions_tree.leaf_count, rows as u64);
    let files = PackFiles::read_zip(Cursor::new(zip), Path::new("audit-pack.zip")).unwrap();
    let dir = temp_dir("pack-dir");
    files.write_dir(&dir).unwrap();
    assert!(pack::verify(&dir).unwrap().is_identical());
    let people = String::from_utf8(files.people_csv.clone()).unwrap();
    for person in [&s.ana, &s.ben, &s.caro, &s.dev] {
        assert!(
            !people.contains(&person.id.to_string()) && !people.contains(&Uuid::from(person.id).simple().to_string())
        );
        assert!(people.contains(&s.pseudonym(&app, person)));
    }
    let round_json: Value = serde_json::from_slice(&files.round_json).unwrap();
    assert_eq!(round_json["round_id"], "1");

    // Freezing again changes nothing; the pool and parameters can no longer change.
    let (status, again) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again["summary"]["computed_at"], summary["computed_at"]);
    for change in [
        json!({"pool_amount": 5}),
        json!({"params": {"vote_credit": 1}}),
        json!({"voting_end_at": Utc::now().to_rfc3339()}),
    ] {
        let (status, err) = app.patch(&s.admin_path(""), Some(&s.op.token), change.clone()).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("results.frozen")), "{change}");
    }
    let unchanged = json!({"pool_amount": 10000, "algorithm": "qf", "name": "Round one"});
    let (status, edited) = app.patch(&s.admin_path(""), Some(&s.op.token), unchanged).await;
    assert_eq!(status, StatusCode::OK, "resending the same values and renaming are fine: {edited}");
}

async fn results_stay_hidden_until_the_results_date(app: TestApp) {
    let s = Scene::new(&app).await;
    s.end_voting(&app, Duration::days(1)).await;
    let (status, _) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);
    for path in ["/results", "/results.csv", "/results.json", "/audit-pack"] {
        for token in [None, Some(s.ana.token.as_str())] {
            let (status, err) = app.get(&s.path(path), token).await;
            assert_eq!(
                (status, err["code"].as_str()),
                (StatusCode::NOT_FOUND, Some("results.not_published")),
                "{path}"
            );
        }
        let (status, _, _) = app.send_raw(Req::new(Method::GET, &s.path(path)).token(Some(&s.op.token))).await;
        assert_eq!(status, StatusCode::OK, "operators see {path} before the results date");
    }

    s.publish(&app).await;
    let (status, results) = app.get(&s.path("/results"), None).await;
    assert_eq!(status, StatusCode::OK, "{results}");
    assert_eq!(results["results"].as_array().unwrap().len(), 3);
    let matches: Vec<i64> =
        results["results"].as_array().unwrap().iter().map(|l| l["match_cents"].as_i64().unwrap()).collect();
    assert!(matches.windows(2).all(|w| w[0] >= w[1]), "best paid first: {matches:?}");

    let (status, headers, csv) = app.send_raw(Req::new(Method::GET, &s.path("/results.csv"))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    assert_eq!(headers["content-disposition"], "attachment; filename=\"matchpool-round-1-results.csv\"");
    let csv = String::from_utf8(csv).unwrap();
    assert!(csv.starts_with(
        "project_id,title,supporters,donations_cents,raw_match,uncapped_cents,cap_cents,match_cents,capped\n"
    ));
    assert_eq!(csv.lines().count(), 4);
    assert!(csv.contains(&format!("{},Alpha,3,3500,", s.alpha)), "{csv}");

    let (status, headers, json_file) = app.send_raw(Req::new(Method::GET, &s.path("/results.json"))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-disposition"], "attachment; filename=\"matchpool-round-1-results.json\"");
    assert_eq!(serde_json::from_slice::<Value>(&json_file).unwrap(), results);
    let (status, _, zip) = app.send_raw(Req::new(Method::GET, &s.path("/audit-pack"))).await;
    assert_eq!(status, StatusCode::OK);
    assert!(zip.starts_with(b"PK"));

    let (status, err) = app.get("/api/rounds/00000000-0000-0000-0000-000000000000/results", None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("round.not_found")));
}

async fn freezing_happens_once_even_when_instances_race(app: TestApp) {
    let s = Scene::new(&app).await;
    s.end_voting(&app, Duration::days(1)).await;
    let round = s.stored_round(&app).await;
    // A second instance: another state (its own caches) over the same database and secret.
    let other = matchpool_api::AppState::new(app.db.clone(), crate::common::test_config(), app.state.media.clone());
    let now = Utc::now();
    let (a, b) = tokio::join!(
        matchpool_app::matching::freeze_round(&app.state, &round, now),
        matchpool_app::matching::freeze_round(&other, &round, now)
    );
    let outcomes = [a.unwrap(), b.unwrap()];
    let frozen = outcomes.iter().filter(|o| matches!(o, matchpool_app::matching::Freeze::Frozen(_))).count();
    assert_eq!(frozen, 1, "{outcomes:?}");
    assert_eq!(matchpool_store::results::projects(&app.db, s.round_id).await.unwrap().len(), 3);
}

async fn the_background_task_freezes_only_ended_rounds(app: TestApp) {
    let s = Scene::new(&app).await;
    let live = app.round(&s.op, 2, -7).await;
    s.end_voting(&app, Duration::days(1)).await;
    assert_eq!(matchpool_app::matching::freeze_due(&app.state, Utc::now()).await.unwrap(), 1);
    assert_eq!(matchpool_app::matching::freeze_due(&app.state, Utc::now()).await.unwrap(), 0, "once");
    assert!(matchpool_store::results::summary(&app.db, s.round_id).await.unwrap().is_some());
    let live_id = live["id"].as_str().unwrap().parse().unwrap();
    assert!(matchpool_store::results::summary(&app.db, live_id).await.unwrap().is_none(), "voting goes on");
}

async fn a_cocm_round_pack_recomputes_too(app: TestApp) {
    let s = Scene::new(&app).await;
    let cocm = json!({"algorithm": "cocm", "params": {"unverified_weight": 0.5}});
    let (status, round) = app.patch(&s.admin_path(""), Some(&s.op.token), cocm).await;
    assert_eq!(status, StatusCode::OK, "{round}");
    s.end_voting(&app, Duration::days(1)).await;
    let (status, frozen) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{frozen}");
    assert_eq!(frozen["summary"]["algorithm"], "cocm");
    assert_eq!(frozen["summary"]["params"]["unverified_weight"], 0.5);
    let (_, _, zip) = app.send_raw(Req::new(Method::GET, &s.path("/audit-pack")).token(Some(&s.op.token))).await;
    let zip_path = temp_dir("cocm-pack").with_extension("zip");
    std::fs::write(&zip_path, &zip).unwrap();
    let report = pack::verify(&zip_path).unwrap();
    assert!(report.is_identical() && report.results_bytes_identical, "{report}");
    let params = Params { unverified_weight: 0.5, ..Params::default() };
    let round = s.stored_round(&app).await;
    let engine = compute(&s.inputs(&app, round.voting_end_at).await, Algorithm::Cocm, &params).unwrap();
    assert_eq!(frozen["summary"]["allocated_cents"], engine.allocated_cents);
}
