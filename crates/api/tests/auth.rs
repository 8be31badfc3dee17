//! Accounts and sessions (api-contract §2): registration, sign-in, the hosted code flow,
//! refresh rotation with reuse detection, logout, and rate limits.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::{Req, TestApp};
use matchpool_store::entities::refresh_token;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::json;

both!(
    registration_returns_working_tokens,
    registration_reports_every_bad_field,
    registration_refuses_taken_email_and_username,
    malformed_and_misshapen_bodies_are_client_errors,
    sign_in_accepts_only_the_right_password,
    hosted_sign_in_issues_a_single_use_code,
    hosted_sign_in_refuses_foreign_redirects,
    refresh_rotates_and_tolerates_parallel_reuse,
    reusing_a_rotated_token_after_the_grace_revokes_the_sign_in,
    logout_revokes_refresh_and_access_tokens,
    bad_tokens_are_401_on_required_and_visitors_on_optional,
    sign_in_is_rate_limited_per_account,
    sign_in_is_rate_limited_per_address,
);

async fn registration_returns_working_tokens(app: TestApp) {
    let (status, body) = app
        .post(
            "/api/auth/register",
            None,
            json!({"first_name": "Ana", "last_name": "Lopez", "username": "ana", "email": "Ana@Example.org", "password": "correct horse battery", "language": "es"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["token_type"], "Bearer");
    assert!(body["expires_in"].as_i64().unwrap() <= 900);
    let token = body["access_token"].as_str().unwrap();
    let (status, me) = app.get("/api/me", Some(token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["email"], "ana@example.org");
    assert_eq!(me["language"], "es");
    assert_eq!(me["username"], "ana");
    assert!(me.get("password_hash").is_none());
}

async fn registration_reports_every_bad_field(app: TestApp) {
    let (status, body) = app
        .post(
            "/api/auth/register",
            None,
            json!({"first_name": "", "username": "a b", "email": "nope", "password": "short", "language": "de"}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["code"], "validation");
    assert_eq!(body["fields"]["first_name"], "required");
    assert_eq!(body["fields"]["last_name"], "required");
    assert_eq!(body["fields"]["username"], "invalid_username");
    assert_eq!(body["fields"]["email"], "invalid_email");
    assert_eq!(body["fields"]["password"], "weak_password");
    assert_eq!(body["fields"]["language"], "invalid_language");
    assert!(body["error"].is_string());
    let users = matchpool_store::entities::user::Entity::find().all(&app.db).await.unwrap();
    assert!(users.is_empty(), "a refused registration stores nothing");
}

async fn registration_refuses_taken_email_and_username(app: TestApp) {
    app.register("ana").await;
    let body = |username: &str, email: &str| json!({"first_name": "A", "last_name": "B", "username": username, "email": email, "password": "correct horse battery"});
    let (status, err) = app.post("/api/auth/register", None, body("other", "ANA@example.org")).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("auth.email_taken")));
    let (status, err) = app.post("/api/auth/register", None, body("ANA", "other@example.org")).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("auth.username_taken")));
}

async fn malformed_and_misshapen_bodies_are_client_errors(app: TestApp) {
    let (status, body) =
        app.send(Req::new(Method::POST, "/api/auth/register").raw("application/json", "{not json")).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::BAD_REQUEST, Some("bad_request")));
    let (status, body) = app.post("/api/auth/register", None, json!({"email": 42})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("validation")));
    let (status, body) = app.send(Req::new(Method::POST, "/api/auth").raw("text/plain", "hello")).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{body}");
}

async fn sign_in_accepts_only_the_right_password(app: TestApp) {
    app.register("ben").await;
    let (status, body) =
        app.post("/api/auth", None, json!({"email": "ben@example.org", "password": "correct horse battery"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["access_token"].is_string() && body["refresh_token"].is_string());
    let (status, body) =
        app.post("/api/auth", None, json!({"email": "ben@example.org", "password": "wrong password"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.invalid_credentials")));
    let (status, body) =
        app.post("/api/auth", None, json!({"email": "nobody@example.org", "password": "whatever1"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.invalid_credentials")));
    let (status, body) = app.post("/api/auth", None, json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["email"], "required");
}

async fn hosted_sign_in_issues_a_single_use_code(app: TestApp) {
    let person = app.register("carla").await;
    let (status, started) =
        app.post("/api/auth", None, json!({"redirect_url": "https://fund.example.org/oauth/socious"})).await;
    assert_eq!(status, StatusCode::OK, "{started}");
    let auth_url = url::Url::parse(started["auth_url"].as_str().unwrap()).expect("auth_url is absolute");
    assert_eq!(auth_url.origin().ascii_serialization(), "http://localhost:8080");
    let session = started["session"]["id"].as_str().unwrap();
    assert!(auth_url.query().unwrap().contains(session));

    let (status, _) = app.post("/api/auth/authorize", None, json!({"session_id": session})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "authorizing needs a signed-in person");
    let (status, done) = app.post("/api/auth/authorize", Some(&person.token), json!({"session_id": session})).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    let back = url::Url::parse(done["redirect_to"].as_str().unwrap()).unwrap();
    assert_eq!(back.path(), "/oauth/socious");
    let code = back.query_pairs().find(|(k, _)| k == "code").map(|(_, v)| v.into_owned()).unwrap();
    let (status, again) = app.post("/api/auth/authorize", Some(&person.token), json!({"session_id": session})).await;
    assert_eq!((status, again["code"].as_str()), (StatusCode::CONFLICT, Some("auth.session_used")));

    let (status, tokens) = app.post("/api/auth/session", None, json!({"code": code})).await;
    assert_eq!(status, StatusCode::OK, "{tokens}");
    let (_, me) = app.get("/api/me", tokens["access_token"].as_str()).await;
    assert_eq!(me["username"], "carla");
    let (status, reused) = app.post("/api/auth/session", None, json!({"code": code})).await;
    assert_eq!((status, reused["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.invalid_code")));
    let (status, _) = app.post("/api/auth/session", None, json!({"code": "made-up"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

async fn hosted_sign_in_refuses_foreign_redirects(app: TestApp) {
    for url in ["https://evil.example.com/cb", "javascript:alert(1)", "/relative/path"] {
        let (status, body) = app.post("/api/auth", None, json!({"redirect_url": url})).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.redirect_not_allowed")),
            "{url}"
        );
    }
    let (status, _) =
        app.post("/api/auth", None, json!({"redirect_url": "http://localhost:8080/oauth/matchpool"})).await;
    assert_eq!(status, StatusCode::OK, "our own origin is always allowed");
}

async fn refresh_rotates_and_tolerates_parallel_reuse(app: TestApp) {
    let person = app.register("dan").await;
    let (status, first) = app.post("/api/auth/refresh", None, json!({"refresh_token": person.refresh})).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_ne!(first["refresh_token"], json!(person.refresh), "the token rotates");
    let (status, second) = app.post("/api/auth/refresh", None, json!({"refresh_token": person.refresh})).await;
    assert_eq!(status, StatusCode::OK, "reuse within the grace period is tolerated");
    assert_eq!(second["refresh_token"], first["refresh_token"], "and yields the same successor");
    let (status, _) = app.get("/api/me", second["access_token"].as_str()).await;
    assert_eq!(status, StatusCode::OK);

    let requests =
        (0..8).map(|_| app.post("/api/auth/refresh", None, json!({"refresh_token": first["refresh_token"]})));
    let results = futures::future::join_all(requests).await;
    let successors: std::collections::HashSet<String> = results
        .iter()
        .map(|(s, b)| {
            assert_eq!(*s, StatusCode::OK, "{b}");
            b["refresh_token"].as_str().unwrap().to_owned()
        })
        .collect();
    assert_eq!(successors.len(), 1, "parallel refreshes agree on one successor");
}

async fn reusing_a_rotated_token_after_the_grace_revokes_the_sign_in(app: TestApp) {
    let person = app.register("eve").await;
    let (_, rotated) = app.post("/api/auth/refresh", None, json!({"refresh_token": person.refresh})).await;
    refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::RotatedAt, Expr::value(Utc::now() - Duration::seconds(31)))
        .filter(refresh_token::Column::RotatedAt.is_not_null())
        .exec(&app.db)
        .await
        .unwrap();
    let (status, body) = app.post("/api/auth/refresh", None, json!({"refresh_token": person.refresh})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.invalid_refresh")));
    let (status, _) = app.post("/api/auth/refresh", None, json!({"refresh_token": rotated["refresh_token"]})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the whole family is revoked");
    let (status, _) = app.get("/api/me", rotated["access_token"].as_str()).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "and so are its access tokens");
}

async fn logout_revokes_refresh_and_access_tokens(app: TestApp) {
    let person = app.register("fay").await;
    let other_session = {
        let (_, t) =
            app.post("/api/auth", None, json!({"email": "fay@example.org", "password": "correct horse battery"})).await;
        t["access_token"].as_str().unwrap().to_owned()
    };
    let (status, _) = app.post("/api/auth/logout", Some(&person.token), json!({"refresh_token": person.refresh})).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app.get("/api/me", Some(&person.token)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.post("/api/auth/refresh", None, json!({"refresh_token": person.refresh})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.get("/api/me", Some(&other_session)).await;
    assert_eq!(status, StatusCode::OK, "other sign-ins stay");
    let (status, _) = app.post("/api/auth/logout", None, json!({})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

async fn bad_tokens_are_401_on_required_and_visitors_on_optional(app: TestApp) {
    for header in ["Bearer garbage", "undefined undefined", "Bearer "] {
        let (status, body) = app.send(Req::new(Method::GET, "/api/identities").header("authorization", header)).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{header}: {body}");
        assert!(body["code"].as_str().unwrap().starts_with("auth."));
        let (status, _) = app.send(Req::new(Method::GET, "/api/rounds/rounds").header("authorization", header)).await;
        assert_eq!(status, StatusCode::OK, "optional endpoints treat {header:?} as a visitor");
    }
    let (status, body) = app.get("/api/identities", None).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.required")));
}

async fn sign_in_is_rate_limited_per_account(app: TestApp) {
    let mut config = common::test_config();
    config.sign_in_per_account_per_minute = 3;
    let limited = app.reconfigured(config).await;
    limited.register("gus").await;
    for _ in 0..3 {
        let (status, _) =
            limited.post("/api/auth", None, json!({"email": "gus@example.org", "password": "wrong password"})).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let (status, body) =
        limited.post("/api/auth", None, json!({"email": "GUS@example.org", "password": "correct horse battery"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::TOO_MANY_REQUESTS, Some("auth.rate_limited")));
    let (status, _) =
        limited.post("/api/auth", None, json!({"email": "other@example.org", "password": "whatever1"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "other accounts are not affected");
}

async fn sign_in_is_rate_limited_per_address(app: TestApp) {
    let mut config = common::test_config();
    config.sign_in_per_ip_per_minute = 4;
    let limited = app.reconfigured(config).await;
    for n in 0..4 {
        let (status, _) = limited
            .post("/api/auth", None, json!({"email": format!("p{n}@example.org"), "password": "whatever1"}))
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let (status, body) =
        limited.post("/api/auth", None, json!({"email": "p9@example.org", "password": "whatever1"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::TOO_MANY_REQUESTS, Some("auth.rate_limited")));
}
