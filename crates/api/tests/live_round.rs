//! Issue 30 (a live round at national scale): the public reads kept in memory stay fast while
//! people vote, because a write makes stale only the copies showing what it touched
//! (`matchpool_app::changes`); and they stay right. A property test runs random sequences of
//! votes, card donations, refunds and edits and, after each, compares every kept answer (with the
//! public cache, and with only the kept lists and cards of `listings` and `cards`) with a fresh
//! read of the database; another test holds that only the touched pages are read again,
//! and on PostgreSQL that a vote on one instance shows on another's kept pages within a second.

use crate::common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::connect_info::MockConnectInfo;
use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp, test_config};
use http_body_util::BodyExt;
use matchpool_api::AppState;
use matchpool_app::changes::Key;
use matchpool_domain::{OrganizationId, ProjectId, RoundId};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use tower::ServiceExt;

both!(kept_reads_equal_fresh_reads_after_any_sequence_of_writes, a_vote_makes_stale_only_the_pages_showing_its_project,);

/// Kept copies live for ten minutes here: only what is written can make them stale.
fn kept_for_long() -> matchpool_api::ApiConfig {
    let mut config = test_config();
    config.public_cache_ms = 600_000;
    config
}

struct World {
    round: String,
    operator: Person,
    owner: Person,
    org: OrganizationId,
    projects: Vec<ProjectId>,
    voters: Vec<Person>,
}

/// A round in voting with six projects (three match the search `water`), a round taking
/// submissions with two (which their organization may still edit or delete), and four voters.
async fn world(app: &TestApp) -> World {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let next = app.round(&operator, 2, -1).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let mut projects = Vec::new();
    for title in ["Water wells", "School books", "Water filters", "Solar lamps", "Rain water", "Bee hives"] {
        projects.push(app.project_in(&round, org, title).await);
    }
    for title in ["Water tanks", "Garden seeds"] {
        projects.push(app.project_in(&next, org, title).await);
    }
    let mut voters = Vec::new();
    for name in ["anna", "boris", "chen", "deena"] {
        voters.push(app.register(name).await);
    }
    let round = round["id"].as_str().unwrap().to_owned();
    World { round, operator, owner, org, projects, voters }
}

/// The anonymous public reads a visitor of a live round makes.
fn public_reads(w: &World) -> Vec<String> {
    let mut paths: Vec<String> = [
        "/api/projects/preview",
        "/api/projects/preview?limit=2&page=1",
        "/api/projects/preview?limit=2&page=2",
        "/api/projects/preview?limit=2&page=3",
        "/api/projects/preview?filter.q=water",
        "/api/projects/preview?filter.q=school",
        "/api/rounds",
        "/api/rounds/rounds",
    ]
    .map(String::from)
    .to_vec();
    paths.extend(w.projects.iter().map(|p| format!("/api/projects/{p}")));
    paths
}

async fn read(app: &TestApp, path: &str) -> Value {
    let (status, body) = app.get(path, None).await;
    assert_eq!(status, StatusCode::OK, "{path}: {body}");
    body
}

/// Every kept answer equals what the database answers now (a project deleted meanwhile is a
/// `404` on both).
async fn kept_equal_fresh(kept: &TestApp, fresh: &TestApp, w: &World, context: &str) {
    for path in public_reads(w) {
        let (mut served, mut now) = (kept.get(&path, None).await, fresh.get(&path, None).await);
        for (_, body) in [&mut served, &mut now] {
            if let Some(error) = body.as_object_mut() {
                error.remove("request_id"); // Each answer's own.
            }
        }
        assert_eq!(served, now, "{path} after {context}");
    }
}

/// The operator renames the round: a write of anything.
async fn rename_round(app: &TestApp, w: &World, n: u32) -> (StatusCode, Value) {
    let path = format!("/api/admin/rounds/{}", w.round);
    app.patch(&path, Some(&w.operator.token), json!({"name": format!("Round of {n}")})).await
}

#[derive(Debug)]
enum Write {
    Vote { voter: usize, project: usize },
    Donate { voter: usize, project: usize, dollars: i64 },
    Refund { nth: usize },
    Rename { project: usize, n: u32 },
    RenameOrganization { n: u32 },
    RenameRound { n: u32 },
    Unpublish { project: usize },
}

fn random_write(rng: &mut StdRng) -> Write {
    let (voter, project) = (rng.random_range(0..4), rng.random_range(0..6));
    let editable = rng.random_range(0..8);
    match rng.random_range(0..10) {
        0..=3 => Write::Vote { voter, project },
        4..=6 => Write::Donate { voter, project, dollars: rng.random_range(1..200) },
        7 => Write::Refund { nth: rng.random_range(0..8) },
        8 if rng.random_bool(0.5) => Write::Rename { project: editable, n: rng.random_range(0..1000) },
        8 if rng.random_bool(0.5) => Write::RenameOrganization { n: rng.random_range(0..1000) },
        8 => Write::RenameRound { n: rng.random_range(0..1000) },
        _ => Write::Unpublish { project: editable },
    }
}

/// Makes the write through the API; refused ones (a second vote, a refund of nothing) are part
/// of the sequence too.
async fn make(app: &TestApp, w: &World, write: &Write, donations: &mut Vec<String>) {
    match *write {
        Write::Vote { voter, project } => {
            let path = format!("/api/projects/{}/votes", w.projects[project]);
            app.post(&path, Some(&w.voters[voter].token), json!({})).await;
        }
        Write::Donate { voter, project, dollars } => {
            let card = json!({"amount": dollars, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa"});
            let path = format!("/api/projects/{}/donates", w.projects[project]);
            let (status, body) = app.post(&path, Some(&w.voters[voter].token), card).await;
            if status == StatusCode::CREATED
                && let Some(id) = body["donation"]["id"].as_str().or(body["id"].as_str())
            {
                donations.push(id.to_owned());
            }
        }
        Write::Refund { nth } => {
            if let Some(id) = donations.get(nth).cloned() {
                let path = format!("/api/admin/donations/{id}/refund");
                app.post(&path, Some(&w.operator.token), json!({"reason": "asked"})).await;
            }
        }
        Write::Rename { project, n } => {
            let path = format!("/api/projects/{}", w.projects[project]);
            let edit = Req::new(Method::PATCH, &path).token(Some(&w.owner.token)).identity(w.org);
            let title = if n % 2 == 0 { format!("Water project {n}") } else { format!("School project {n}") };
            app.send(edit.json(json!({"title": title, "mode": "edit"}))).await;
        }
        Write::RenameOrganization { n } => {
            let path = format!("/api/organizations/{}", w.org);
            app.patch(&path, Some(&w.owner.token), json!({"name": format!("Green Earth {n}")})).await;
        }
        Write::RenameRound { n } => {
            rename_round(app, w, n).await;
        }
        Write::Unpublish { project } => {
            let path = format!("/api/projects/{}", w.projects[project]);
            app.send(Req::new(Method::DELETE, &path).token(Some(&w.owner.token)).identity(w.org)).await;
        }
    }
}

async fn kept_reads_equal_fresh_reads_after_any_sequence_of_writes(app: TestApp) {
    let kept = app.same_data_with(kept_for_long());
    let mut uncached = test_config();
    uncached.public_cache_ms = 0;
    uncached.keep_listings = false;
    let fresh = app.same_data_with(uncached);
    // The same server with its public cache off: its kept lists and cards alone answer.
    let cards = kept.with_state(|mut state| {
        state.parts_mut().public_cache =
            std::sync::Arc::new(matchpool_api::public_cache::PublicCache::new(Duration::ZERO));
        state
    });
    let w = world(&kept).await;
    let mut donations = Vec::new();
    for seed in 0..6u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut done = Vec::new();
        kept_equal_fresh(&kept, &fresh, &w, &format!("seed {seed}, nothing yet")).await;
        kept_equal_fresh(&cards, &fresh, &w, &format!("seed {seed}, nothing yet (cards)")).await;
        for _ in 0..10 {
            let write = random_write(&mut rng);
            make(&kept, &w, &write, &mut donations).await;
            done.push(write);
            kept_equal_fresh(&kept, &fresh, &w, &format!("seed {seed}: {done:?}")).await;
            kept_equal_fresh(&cards, &fresh, &w, &format!("seed {seed} (cards): {done:?}")).await;
        }
    }
    assert!(!donations.is_empty(), "the sequences settled donations");
    let left = read(&fresh, "/api/projects/preview?limit=100").await["total"].as_u64().unwrap();
    assert!(left < 8, "the sequences deleted a project of the round taking submissions: {left} left");
}

/// Renames every project behind the server's back: only a page read again shows the new titles.
async fn rename_directly(app: &TestApp) {
    use matchpool_store::entities::project;
    use sea_orm::EntityTrait;
    use sea_orm::sea_query::Expr;
    project::Entity::update_many()
        .col_expr(project::Column::Title, Expr::cust("title || ' (renamed)'"))
        .exec(&app.db)
        .await
        .unwrap();
}

/// Whether a vote for `voted` in the round may, by a shared slot of the table, also make stale a
/// copy showing `page` (1 in 4,096 per pair of keys): then the page is read again, rightly.
fn may_touch(w: &World, voted: ProjectId, page: &Value) -> bool {
    let round = Key::Round(w.round.parse::<RoundId>().unwrap());
    let shown =
        page["results"].as_array().unwrap().iter().map(|p| Key::Project(p["id"].as_str().unwrap().parse().unwrap()));
    shown.into_iter().any(|key| key.shares_slot_with(Key::Project(voted)) || key.shares_slot_with(round))
}

fn titles(page: &Value) -> Vec<String> {
    page["results"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap().to_owned()).collect()
}

async fn a_vote_makes_stale_only_the_pages_showing_its_project(app: TestApp) {
    let kept = app.same_data_with(kept_for_long());
    let w = world(&kept).await;
    let first = "/api/projects/preview?limit=2&page=1";
    let third = "/api/projects/preview?limit=2&page=3";
    let search = "/api/projects/preview?filter.q=school";
    let (page1, page3, found) = (read(&kept, first).await, read(&kept, third).await, read(&kept, search).await);
    let rounds = read(&kept, "/api/rounds/rounds").await;
    let voted: ProjectId = page1["results"][0]["id"].as_str().unwrap().parse().unwrap();
    let neighbour: ProjectId = page1["results"][1]["id"].as_str().unwrap().parse().unwrap();
    let neighbour_path = format!("/api/projects/{neighbour}");
    let (voted_page, neighbour_page) =
        (read(&kept, &format!("/api/projects/{voted}")).await, read(&kept, &neighbour_path).await);
    assert_eq!(voted_page["round"]["id"], neighbour_page["round"]["id"], "two projects of one round");
    rename_directly(&kept).await;

    let (status, body) = kept.post(&format!("/api/projects/{voted}/votes"), Some(&w.voters[0].token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");

    let after = read(&kept, first).await;
    assert_eq!(after["results"][0]["total_votes"], 1, "the page showing the project is read again: {after}");
    assert!(titles(&after)[0].ends_with("(renamed)"), "the voted project's card is read again: {after}");
    if !Key::Project(voted).shares_slot_with(Key::Project(neighbour)) {
        assert_eq!(after["results"][1], page1["results"][1], "the neighbour's card stays kept: {after}");
    }
    if !may_touch(&w, voted, &page3) {
        assert_eq!(read(&kept, third).await, page3, "a page not showing it stays kept");
    }
    if !may_touch(&w, voted, &found) {
        assert_eq!(read(&kept, search).await, found, "so does a search not finding it");
    }
    let voted_after = read(&kept, &format!("/api/projects/{voted}")).await;
    assert_eq!(voted_after["total_votes"], 1, "the voted project's page is read again: {voted_after}");
    let neighbour_key = Key::Project(neighbour);
    let round_key = Key::Round(w.round.parse::<RoundId>().unwrap());
    let shares = |key: Key| key.shares_slot_with(neighbour_key);
    if !shares(Key::Project(voted)) && !shares(round_key) {
        assert_eq!(
            read(&kept, &neighbour_path).await,
            neighbour_page,
            "another project of the same round stays kept: a vote changes only its own project's page"
        );
    }
    let rounds_after = read(&kept, "/api/rounds/rounds").await;
    assert_ne!(rounds_after, rounds, "the round's totals are read again");

    // A write of anything (the operator renames the round) makes every copy stale.
    let (status, body) = rename_round(&kept, &w, 7).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let third_again = read(&kept, third).await;
    assert!(titles(&third_again).iter().all(|t| t.ends_with("(renamed)")), "{third_again}");
    let first_again = read(&kept, first).await;
    assert!(titles(&first_again).iter().all(|t| t.ends_with("(renamed)")), "every card is read again: {first_again}");

    // A refused write changes nothing and keeps every copy.
    let search_copy = read(&kept, search).await;
    rename_directly(&kept).await;
    let (status, _) = kept.post(&format!("/api/projects/{voted}/votes"), Some(&w.voters[0].token), json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "a second vote is refused");
    assert_eq!(read(&kept, search).await, search_copy, "the refusal kept the copy");

    // Signing in, refreshing a token and signing out write only what no public read shows.
    let credentials = json!({"email": "boris@example.org", "password": "correct horse battery"});
    let (status, signed_in) = kept.post("/api/auth", None, credentials).await;
    assert_eq!(status, StatusCode::OK, "{signed_in}");
    let refresh = json!({"refresh_token": w.voters[2].refresh});
    let (status, refreshed) = kept.post("/api/auth/refresh", None, refresh).await;
    assert_eq!(status, StatusCode::OK, "{refreshed}");
    let (status, body) =
        kept.post("/api/auth/logout", Some(signed_in["access_token"].as_str().unwrap()), json!({})).await;
    assert!(status.is_success(), "{status} {body}");
    assert_eq!(read(&kept, search).await, search_copy, "sessions make no copy stale");
}

/// A second instance on A's database: its own memory, its own kept copies.
fn instance_b(a: &TestApp) -> (AppState, Router) {
    let config = kept_for_long();
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

async fn get(router: &Router, path: &str) -> Value {
    let response = router.clone().oneshot(Req::new(Method::GET, path).build()).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    serde_json::from_slice(&response.into_body().collect().await.unwrap().to_bytes()).unwrap()
}

/// How long until `path` on `router` answers what `done` accepts (at most `limit`).
async fn until(router: &Router, path: &str, limit: Duration, done: impl Fn(&Value) -> bool) -> (Value, Duration) {
    let started = Instant::now();
    loop {
        let body = get(router, path).await;
        if done(&body) || started.elapsed() > limit {
            return (body, started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vote_on_one_instance_shows_on_the_others_kept_pages_within_a_second() {
    let a = TestApp::postgres_with(kept_for_long()).await;
    let w = world(&a).await;
    let (b_state, b) = instance_b(&a);
    matchpool_api::cluster::share_estimates(&a.state).await.unwrap();
    matchpool_api::cluster::share_estimates(&b_state).await.unwrap();
    let (list, third) = ("/api/projects/preview?limit=2&page=1", "/api/projects/preview?limit=2&page=3");
    let page1 = get(&b, list).await;
    let page3 = get(&b, third).await;
    let voted: ProjectId = page1["results"][0]["id"].as_str().unwrap().parse().unwrap();
    let project_page = format!("/api/projects/{voted}");
    assert_eq!(get(&b, &project_page).await["total_votes"], 0);
    rename_directly(&a).await;

    let (status, body) = a.post(&format!("/api/projects/{voted}/votes"), Some(&w.voters[1].token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (seen, took) = until(&b, list, Duration::from_secs(2), |p| p["results"][0]["total_votes"] == 1).await;
    assert_eq!(seen["results"][0]["total_votes"], 1, "B's list shows A's vote: {seen}");
    assert!(took <= Duration::from_secs(1), "B's list took {took:?}");
    let (seen, took) = until(&b, &project_page, Duration::from_secs(2), |p| p["total_votes"] == 1).await;
    assert_eq!(seen["total_votes"], 1, "B's project page shows A's vote");
    assert!(took <= Duration::from_secs(1), "B's project page took {took:?}");
    if !may_touch(&w, voted, &page3) {
        assert_eq!(get(&b, third).await, page3, "B keeps the page that does not show the project");
    }

    // A write of anything on A (the operator renames the round) makes every copy on B stale.
    let (status, body) = rename_round(&a, &w, 7).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (seen, took) = until(&b, third, Duration::from_secs(2), |p| p != &page3).await;
    assert_ne!(seen, page3, "B reads the third page again after A's edit");
    assert!(took <= Duration::from_secs(1), "{took:?}");
}
