//! The first-time journey in our own app (issue 14): pictures that survive a move to another
//! address, and a double-clicked Publish that makes one project.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp, test_config};
use matchpool_domain::OrganizationId;
use serde_json::{Value, json};

both!(
    pictures_follow_the_platforms_current_address,
    a_double_clicked_publish_makes_one_project,
    an_idempotency_key_belongs_to_one_project_body,
);

async fn pictures_follow_the_platforms_current_address(app: TestApp) {
    let ana = app.register("ana").await;
    let media = app.upload(&ana, None).await;
    let (_, uploaded) = app.get(&format!("/api/media/{media}"), Some(&ana.token)).await;
    let url = uploaded["url"].as_str().unwrap();
    assert!(url.starts_with("http://localhost:8080/media/"), "{url}");

    // The same data served at another address: every picture address follows.
    let mut config = test_config();
    config.public_url = "https://fund.example.org".into();
    config.asset_base = config.public_url.clone();
    let moved = app.same_data_with(config);
    let (_, read) = moved.get(&format!("/api/media/{media}"), Some(&ana.token)).await;
    let key = url.trim_start_matches("http://localhost:8080/media/");
    assert_eq!(read["url"], format!("https://fund.example.org/media/{key}"));
    for variant in read["variants"].as_array().unwrap() {
        assert!(variant["url"].as_str().unwrap().starts_with("https://fund.example.org/media/"), "{variant}");
    }
}

struct Publisher {
    owner: Person,
    org: OrganizationId,
    cover: String,
}

async fn publisher(app: &TestApp) -> Publisher {
    let operator = app.operator("operator").await;
    app.round(&operator, 1, -1).await;
    let owner = app.register("olga").await;
    let org = app.verified_organization(&owner, "river-trust").await;
    let cover = app.upload(&owner, Some(org)).await;
    Publisher { owner, org, cover }
}

fn project(cover: &str, title: &str) -> Value {
    json!({
        "title": title, "description": "We clean rivers.", "social_cause": "WATER_SANITATION", "category": "EMERGING_MARKETS",
        "email": "projects@river.org", "cover_id": cover, "problem_statement": "Plastic.", "solution": "Nets.",
        "goals": "10 km", "cost_breakdown": "Nets: $9,000", "feasibility": "Done before.", "impact_assessment": "Kilograms",
        "total_requested_amount": 12000,
    })
}

fn publish(p: &Publisher, key: Option<&str>, body: Value) -> Req {
    let req = Req::new(Method::POST, "/api/projects").token(Some(&p.owner.token)).identity(p.org).json(body);
    match key {
        Some(key) => req.header("Idempotency-Key", key),
        None => req,
    }
}

async fn count(app: &TestApp, org: OrganizationId, token: &str) -> i64 {
    let (_, list) = app.get(&format!("/api/projects/preview?filter.identity_id={org}"), Some(token)).await;
    list["total"].as_i64().unwrap()
}

async fn a_double_clicked_publish_makes_one_project(app: TestApp) {
    let p = publisher(&app).await;
    let body = project(&p.cover, "Clean rivers");
    // Two clicks 17 ms apart: both requests race.
    let (first, second) = tokio::join!(
        app.send(publish(&p, Some("publish-1"), body.clone())),
        app.send(publish(&p, Some("publish-1"), body.clone()))
    );
    assert_eq!((first.0, second.0), (StatusCode::CREATED, StatusCode::CREATED), "{} {}", first.1, second.1);
    assert_eq!(first.1["id"], second.1["id"], "both answers are the one project");
    let (status, retried) = app.send(publish(&p, Some("publish-1"), body.clone())).await;
    assert_eq!((status, &retried["id"]), (StatusCode::CREATED, &first.1["id"]), "a later retry too");
    assert_eq!(count(&app, p.org, &p.owner.token).await, 1);

    // A new key is a new project; without a key each request creates one, as before.
    let (status, _) = app.send(publish(&p, Some("publish-2"), project(&p.cover, "Clean lakes"))).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, _) = app.send(publish(&p, None, project(&p.cover, "Clean seas"))).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(count(&app, p.org, &p.owner.token).await, 3);
}

async fn an_idempotency_key_belongs_to_one_project_body(app: TestApp) {
    let p = publisher(&app).await;
    let (status, _) = app.send(publish(&p, Some("k"), project(&p.cover, "Clean rivers"))).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, err) = app.send(publish(&p, Some("k"), project(&p.cover, "Something else"))).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("idempotency.key_reused")));
    assert_eq!(count(&app, p.org, &p.owner.token).await, 1, "nothing stored");

    // Keys belong to the organization: another one may use the same key for its own project.
    let other = app.register("omar").await;
    let other_org = app.verified_organization(&other, "lake-trust").await;
    let cover = app.upload(&other, Some(other_org)).await;
    let req = Req::new(Method::POST, "/api/projects")
        .token(Some(&other.token))
        .identity(other_org)
        .header("Idempotency-Key", "k")
        .json(project(&cover, "Clean lakes"));
    let (status, made) = app.send(req).await;
    assert_eq!((status, made["title"].as_str()), (StatusCode::CREATED, Some("Clean lakes")));
    // People and unverified organizations are still refused before any key is read.
    let person = Req::new(Method::POST, "/api/projects")
        .token(Some(&p.owner.token))
        .header("Idempotency-Key", "k")
        .json(project(&p.cover, "Clean rivers"));
    let (status, err) = app.send(person).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("project.organization_required")));
}
