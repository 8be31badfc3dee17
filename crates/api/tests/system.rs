//! Health, the OpenAPI document, error shapes for unknown paths, client configuration, and the
//! operator's verification switches.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Req, TestApp};
use serde_json::json;

both!(
    health_checks_the_database,
    openapi_describes_every_endpoint,
    unknown_api_paths_and_methods_get_json_errors,
    client_configuration_is_public,
    operators_verify_organizations_and_people,
    a_configured_web_dir_serves_the_web_app_and_nothing_outside_it,
);

async fn health_checks_the_database(app: TestApp) {
    let (status, body) = app.get("/api/health", None).await;
    assert_eq!((status, body), (StatusCode::OK, json!({"status": "ok", "database": "ok"})));
    app.db.clone().close().await.unwrap();
    let (status, body) = app.get("/api/health", None).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
}

async fn openapi_describes_every_endpoint(app: TestApp) {
    let (status, doc) = app.get("/api/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    let paths = doc["paths"].as_object().unwrap();
    for path in [
        "/auth",
        "/auth/register",
        "/auth/session",
        "/auth/refresh",
        "/auth/logout",
        "/auth/authorize",
        "/identities",
        "/me",
        "/organizations",
        "/organizations/{id}",
        "/organizations/{id}/members",
        "/organizations/{id}/members/{user_id}",
        "/organizations/{id}/members/transfer",
        "/organizations/{id}/invitations",
        "/organizations/{id}/invitations/{invitation_id}",
        "/invitations/{token}",
        "/invitations/{token}/accept",
        "/rounds",
        "/rounds/rounds",
        "/rounds/{id}",
        "/admin/rounds",
        "/admin/rounds/{id}",
        "/admin/organizations/{id}/verification",
        "/admin/users/{id}/verification",
        "/health",
        "/config",
        "/projects/{id}/donates",
        "/projects/{id}/donates/ada/build",
        "/projects/{id}/donates/ada/submit",
        "/dev/ledger/utxos/{address}",
        "/dev/ledger/balance/{address}",
    ] {
        assert!(paths.contains_key(path), "{path} is documented");
    }
    let (status, html) = app.get("/api/docs/", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.as_str().unwrap_or_default().contains("swagger"), "Swagger UI is served");
}

async fn unknown_api_paths_and_methods_get_json_errors(app: TestApp) {
    let (status, body) = app.get("/api/nope", None).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("not_found")));
    let (status, body) = app.send(Req::new(Method::DELETE, "/api/rounds/rounds")).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::METHOD_NOT_ALLOWED, Some("method_not_allowed")));
    let (status, body) = app.get("/api/rounds/not-a-uuid", None).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("round.not_found")));
}

async fn client_configuration_is_public(app: TestApp) {
    let (status, body) = app.get("/api/config", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body["apps"]["account_center"].as_str().unwrap().starts_with("https://"));
    assert!(body["faq_url"].is_string());
    assert!(body["social"]["linkedin"].is_string());
    assert_eq!(body["public_url"], "http://localhost:8080");
    assert_eq!((body["media_max_bytes"].as_u64(), body["media_max_files"].as_u64()), (Some(5 * 1024 * 1024), Some(5)));
    assert!(body.get("payout_address").is_some());
    assert_eq!(body["cardano_network"], "preprod", "the development ledger runs on preprod");
    // What forms show before the server decides: the card fee's rate and the causes to choose from.
    assert_eq!(body["card_fee_bps"], 500);
    let causes: Vec<&str> = body["social_causes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    assert_eq!(causes.len(), 60);
    assert_eq!(&causes[..3], ["SOCIAL", "POVERTY", "HOMELESSNESS"]);
}

async fn operators_verify_organizations_and_people(app: TestApp) {
    let op = app.operator("operator").await;
    let ana = app.register("ana").await;
    let org = app.organization(&ana, "green-earth").await;
    let org_path = format!("/api/admin/organizations/{org}/verification");
    let (status, _) = app.post(&org_path, Some(&ana.token), json!({"status": "verified"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "people cannot verify themselves");
    let (status, body) = app.post(&org_path, Some(&op.token), json!({"status": "maybe"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["status"], "invalid");
    let (status, body) = app.post(&org_path, Some(&op.token), json!({"status": "verified"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, ids) = app.get("/api/identities", Some(&ana.token)).await;
    assert_eq!(ids["identities"][1]["meta"]["verified"], true);
    assert_eq!(ids["identities"][1]["meta"]["status"], "ACTIVE");
    let (_, body) = app
        .post(&org_path, Some(&op.token), json!({"status": "rejected", "reason": "Registration number missing"}))
        .await;
    assert_eq!(body["status"], "NOT_ACTIVE");
    assert_eq!(body["kyb_reason"], "Registration number missing");

    let user_path = format!("/api/admin/users/{}/verification", ana.id);
    let (status, body) = app.post(&user_path, Some(&op.token), json!({"status": "verified"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, ids) = app.get("/api/identities", Some(&ana.token)).await;
    assert!(ids["identities"][0]["meta"]["identity_verified_at"].is_string());
    let (status, _) =
        app.post("/api/admin/users/not-a-uuid/verification", Some(&op.token), json!({"status": "verified"})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn a_configured_web_dir_serves_the_web_app_and_nothing_outside_it(app: TestApp) {
    let root = std::env::temp_dir().join(format!("matchpool-web-{}", uuid::Uuid::new_v4().simple()));
    let dist = root.join("dist");
    std::fs::create_dir_all(dist.join("assets")).unwrap();
    std::fs::write(dist.join("index.html"), "<html>from the directory</html>").unwrap();
    std::fs::write(dist.join("assets/app-1.js"), "console.log(1)").unwrap();
    std::fs::write(root.join("secret.txt"), "outside").unwrap();
    let mut config = common::test_config();
    config.web_dir = Some(dist);
    let app = app.reconfigured(config).await;

    let (status, headers, body) = app.send_raw(Req::new(Method::GET, "/assets/app-1.js")).await;
    assert_eq!((status, body.as_slice()), (StatusCode::OK, b"console.log(1)".as_slice()));
    assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
    for deep_link in ["/projects/12/vote", "/../secret.txt", "/assets/%2e%2e/%2e%2e/secret.txt"] {
        let (status, headers, body) = app.send_raw(Req::new(Method::GET, deep_link)).await;
        assert_eq!(status, StatusCode::OK, "{deep_link}");
        assert_eq!(body, b"<html>from the directory</html>", "{deep_link}");
        assert_eq!(headers["cache-control"], "no-cache");
    }
    std::fs::remove_dir_all(root).unwrap();
}
