//! `matchpool seed` on a small SQLite database: the rows it writes, and the API serving them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use serde_json::Value;
use tower::ServiceExt;

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("matchpool-seed-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn matchpool(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("MATCHPOOL_DATABASE_URL")
        .output()
        .expect("the matchpool binary runs")
}

async fn count(db: &DatabaseConnection, sql: &str) -> i64 {
    let row = db
        .query_one_raw(Statement::from_string(db.get_database_backend(), sql.to_owned()))
        .await
        .unwrap()
        .expect("a count row");
    row.try_get_by_index::<i64>(0).unwrap()
}

async fn get(app: &axum::Router, uri: &str) -> Value {
    let response = app.clone().oneshot(Request::get(uri).body(Body::empty()).unwrap()).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{uri}");
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    serde_json::from_slice(&bytes).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seed_fills_an_empty_database_that_the_api_serves() {
    let dir = data_dir("small");
    let seeded = matchpool(&dir, &["seed", "--projects", "20", "--people", "50", "--donations", "200"]);
    assert!(seeded.status.success(), "seed failed: {}", String::from_utf8_lossy(&seeded.stderr));

    let url = format!("sqlite://{}?mode=rw", dir.join("matchpool.db").display());
    let db = matchpool_store::connect(&url).await.unwrap();
    assert_eq!(count(&db, "SELECT COUNT(*) FROM rounds").await, 6, "the demo's rounds, one per phase");
    assert_eq!(count(&db, "SELECT COUNT(*) FROM projects").await, 20);
    assert_eq!(count(&db, "SELECT COUNT(*) FROM projects_fts").await, 20, "every project is searchable");
    assert_eq!(count(&db, "SELECT COUNT(*) FROM users").await, 50);
    assert_eq!(count(&db, "SELECT COUNT(*) FROM organizations").await, 7);
    assert_eq!(count(&db, "SELECT COUNT(*) FROM org_members").await, 7);
    assert_eq!(count(&db, "SELECT COUNT(*) FROM donations").await, 200);
    assert_eq!(count(&db, "SELECT COUNT(*) FROM donation_events").await, 200);
    let votes = count(&db, "SELECT COUNT(*) FROM votes").await;
    assert!(votes > 50, "about one vote per donation, got {votes}");
    let settled = count(&db, "SELECT COUNT(*) FROM donations WHERE state = 'settled'").await;
    assert!(settled > 150, "most donations are settled, got {settled}");
    let in_flight =
        count(&db, "SELECT COUNT(*) FROM donations WHERE state IN ('initiated', 'action_required', 'pending')").await;
    assert_eq!(in_flight, 0, "gifts of the past are final, as the reconcile job leaves them");
    let crypto = count(&db, "SELECT COUNT(*) FROM donations WHERE currency = 'lovelace'").await;
    assert!(crypto > 10 && crypto < 100, "some donations are in ADA, got {crypto}");
    assert_eq!(
        count(&db, "SELECT COUNT(*) FROM impact_points WHERE kind = 'vote'").await,
        votes,
        "a point for every vote"
    );
    let active = count(&db, "SELECT COUNT(*) FROM projects WHERE status = 'ACTIVE'").await;
    let outside = count(
        &db,
        "SELECT COUNT(*) FROM donations d JOIN projects p ON p.id = d.project_id JOIN rounds r ON r.id = d.round_id
         WHERE p.status <> 'ACTIVE' OR d.round_id <> p.round_id OR d.created_at < r.voting_start_at",
    )
    .await;
    assert_eq!(outside, 0, "donations go to active projects of their round, inside its voting window");

    let media = matchpool_providers::media::MediaStore::local(&dir.join("media"), "http://localhost:8080").unwrap();
    let config = matchpool_api::ApiConfig::for_development("http://localhost:8080");
    let app = matchpool_api::app(matchpool_api::AppState::new(db.clone(), config, media));

    let page = get(&app, "/api/projects/preview?limit=50").await;
    assert_eq!(page["total"].as_i64(), Some(active));
    let results = page["results"].as_array().unwrap();
    assert_eq!(results.len() as i64, active);
    let served_votes: i64 = results.iter().map(|p| p["total_votes"].as_i64().unwrap()).sum();
    assert_eq!(served_votes, votes, "every vote is on an active project and counted once");
    assert!(results.iter().all(|p| p["identity"]["meta"]["name"].as_str().is_some_and(|n| !n.is_empty())));

    // A word of the first project's title finds it.
    let title = results[0]["title"].as_str().unwrap();
    let word = title.split_whitespace().find(|w| w.len() > 4).unwrap();
    let found = get(&app, &format!("/api/projects/preview?limit=50&filter.q={word}")).await;
    let ids: Vec<&str> = found["results"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert!(ids.contains(&results[0]["id"].as_str().unwrap()), "searching {word:?} finds {title:?}");

    let track = results[0]["category"].as_str().unwrap();
    let by_track = get(&app, &format!("/api/projects/preview?limit=50&filter.category={track}")).await;
    let tracked = by_track["results"].as_array().unwrap();
    assert!(!tracked.is_empty() && tracked.iter().all(|p| p["category"] == track));

    let current = get(&app, "/api/rounds").await;
    assert_eq!((current["number"].as_i64(), &current["phase"]), (Some(5), &Value::from("submission")));
    let rounds = get(&app, "/api/rounds/rounds?limit=10").await;
    let phases: Vec<&str> = rounds["data"].as_array().unwrap().iter().map(|r| r["phase"].as_str().unwrap()).collect();
    assert!(phases.contains(&"voting") && phases.contains(&"upcoming"), "the demo's phases: {phases:?}");
    db.close().await.unwrap();

    let again = matchpool(&dir, &["seed", "--projects", "1", "--people", "1", "--donations", "0"]);
    assert!(!again.status.success(), "a second seed into the same database is refused");
    assert!(String::from_utf8_lossy(&again.stderr).contains("empty database"));
    let _ = std::fs::remove_dir_all(&dir);
}
