//! The web app's session in cookies (issue 33, spec §9): HttpOnly `SameSite=Strict` cookies that
//! last the configured lifetimes only with "remember me", `Secure` on https, authentication by
//! the access cookie, cross-site cookie writes refused, refresh rotation and reuse detection
//! through the refresh cookie, and logout clearing them. Bearer tokens are untouched.

use crate::common;

use std::collections::BTreeMap;

use axum::http::{HeaderMap, Method, StatusCode};
use chrono::{Duration, Utc};
use common::{Req, TestApp};
use matchpool_store::entities::refresh_token;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};

both!(
    a_cookie_sign_in_sets_browser_session_cookies_and_no_token_in_the_body,
    remember_me_gives_the_cookies_the_configured_lifetimes,
    cookies_are_secure_only_when_the_public_address_is_https,
    register_and_code_exchange_hand_over_cookies_too,
    the_access_cookie_authenticates_a_read,
    a_cross_site_cookie_write_is_refused_and_changes_nothing,
    a_same_origin_cookie_write_is_accepted,
    a_bearer_write_without_origin_is_accepted,
    refresh_through_the_cookie_rotates_and_keeps_the_lifetime,
    a_replayed_refresh_cookie_revokes_the_sign_in_and_clears_the_cookies,
    stored_tokens_move_into_cookies_through_refresh,
    logout_revokes_the_sign_in_and_clears_the_three_cookies,
    logout_works_with_only_the_refresh_cookie_left,
    signing_out_everywhere_from_the_app_clears_its_cookies,
);

const ORIGIN: &str = "http://localhost:8080";
const PASSWORD: &str = "correct horse battery";

/// The `Set-Cookie` headers of an answer, by cookie name: the whole header line.
fn set_cookies(headers: &HeaderMap) -> BTreeMap<String, String> {
    headers
        .get_all("set-cookie")
        .iter()
        .map(|value| value.to_str().unwrap().to_owned())
        .map(|line| (line.split('=').next().unwrap().to_owned(), line))
        .collect()
}

/// A cookie's value in its `Set-Cookie` line.
fn value_of(line: &str) -> &str {
    line.split(';').next().unwrap().split_once('=').unwrap().1
}

/// A browser's cookie jar for this site, as the `Cookie` header it would send to `/api/auth`.
struct Jar(BTreeMap<String, String>);

impl Jar {
    fn from(headers: &HeaderMap) -> Self {
        let mut jar = Jar(BTreeMap::new());
        jar.update(headers);
        jar
    }

    /// Takes the answer's cookies; a cleared one (`Max-Age=0`) is forgotten.
    fn update(&mut self, headers: &HeaderMap) {
        for (name, line) in set_cookies(headers) {
            if line.contains("Max-Age=0") {
                self.0.remove(&name);
            } else {
                self.0.insert(name, value_of(&line).to_owned());
            }
        }
    }

    fn header(&self) -> String {
        self.0.iter().map(|(name, value)| format!("{name}={value}")).collect::<Vec<_>>().join("; ")
    }
}

/// Signs `username` in asking for cookies; returns the answer's status, headers and body.
async fn cookie_sign_in(app: &TestApp, username: &str, remember: bool) -> (StatusCode, HeaderMap, Value) {
    let body = json!({"email": format!("{username}@example.org"), "password": PASSWORD, "session": "cookie", "remember_me": remember});
    let (status, headers, bytes) = app.send_raw(Req::new(Method::POST, "/api/auth").json(body)).await;
    (status, headers, serde_json::from_slice(&bytes).unwrap())
}

/// A person signed in with cookies: their jar.
async fn signed_in_jar(app: &TestApp, username: &str, remember: bool) -> Jar {
    app.register(username).await;
    let (status, headers, body) = cookie_sign_in(app, username, remember).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    Jar::from(&headers)
}

async fn first_name(app: &TestApp, jar: &Jar) -> Value {
    let (status, me) = app.send(Req::new(Method::GET, "/api/me").header("cookie", &jar.header())).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    me["first_name"].clone()
}

async fn a_cookie_sign_in_sets_browser_session_cookies_and_no_token_in_the_body(app: TestApp) {
    app.register("ana").await;
    let (status, headers, body) = cookie_sign_in(&app, "ana", false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body, json!({"session": "cookie", "remember_me": false, "expires_in": 900}));
    let cookies = set_cookies(&headers);
    assert_eq!(cookies.keys().collect::<Vec<_>>(), ["mp_access", "mp_refresh", "mp_session"]);
    let access = value_of(&cookies["mp_access"]);
    assert_eq!(access.split('.').count(), 3, "the access cookie holds the JWT");
    assert_eq!(cookies["mp_access"], format!("mp_access={access}; Path=/api; SameSite=Strict; HttpOnly"));
    let refresh = value_of(&cookies["mp_refresh"]);
    assert_eq!(cookies["mp_refresh"], format!("mp_refresh={refresh}; Path=/api/auth; SameSite=Strict; HttpOnly"));
    assert_eq!(
        cookies["mp_session"], "mp_session=session; Path=/; SameSite=Strict",
        "readable, no secret, no lifetime"
    );
    assert_eq!(headers["cache-control"], "no-store");

    let (status, headers, body) = app
        .send_raw(Req::new(Method::POST, "/api/auth").json(json!({"email": "ana@example.org", "password": PASSWORD})))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(set_cookies(&headers).is_empty(), "bearer clients get no cookies");
    let tokens: Value = serde_json::from_slice(&body).unwrap();
    assert!(tokens["access_token"].is_string() && tokens["refresh_token"].is_string());
}

async fn remember_me_gives_the_cookies_the_configured_lifetimes(app: TestApp) {
    app.register("bea").await;
    let (status, headers, body) = cookie_sign_in(&app, "bea", true).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["remember_me"], true);
    let cookies = set_cookies(&headers);
    let thirty_days = 30 * 24 * 60 * 60;
    assert!(cookies["mp_access"].ends_with("; HttpOnly; Max-Age=900"), "{}", cookies["mp_access"]);
    assert!(
        cookies["mp_refresh"].ends_with(&format!("; HttpOnly; Max-Age={thirty_days}")),
        "{}",
        cookies["mp_refresh"]
    );
    assert_eq!(cookies["mp_session"], format!("mp_session=remember; Path=/; SameSite=Strict; Max-Age={thirty_days}"));
}

async fn cookies_are_secure_only_when_the_public_address_is_https(app: TestApp) {
    let mut config = common::test_config();
    config.public_url = "https://fund.example.org".into();
    let https = app.same_data_with(config);
    app.register("cyd").await;
    let (_, plain, _) = cookie_sign_in(&app, "cyd", true).await;
    let (status, secure, _) = cookie_sign_in(&https, "cyd", true).await;
    assert_eq!(status, StatusCode::OK);
    for name in ["mp_access", "mp_refresh", "mp_session"] {
        assert!(!set_cookies(&plain)[name].contains("Secure"), "{name} on http");
        assert!(set_cookies(&secure)[name].contains("; Secure"), "{name} on https");
    }
}

async fn register_and_code_exchange_hand_over_cookies_too(app: TestApp) {
    let registration = json!({"first_name": "Dee", "last_name": "D", "username": "dee", "email": "dee@example.org",
        "password": PASSWORD, "session": "cookie", "remember_me": true});
    let (status, headers, body) = app.send_raw(Req::new(Method::POST, "/api/auth/register").json(registration)).await;
    assert_eq!(status, StatusCode::CREATED);
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert!(body.get("access_token").is_none() && body.get("refresh_token").is_none(), "{body}");
    let jar = Jar::from(&headers);
    assert_eq!(first_name(&app, &jar).await, "Dee");

    let (_, started) =
        app.post("/api/auth", None, json!({"redirect_url": "http://localhost:8080/oauth/socious"})).await;
    let session_id = started["session"]["id"].as_str().unwrap();
    let authorize = Req::new(Method::POST, "/api/auth/authorize")
        .header("cookie", &jar.header())
        .header("origin", ORIGIN)
        .json(json!({"session_id": session_id}));
    let (status, done) = app.send(authorize).await;
    assert_eq!(status, StatusCode::OK, "the hosted page authorizes with the cookie session: {done}");
    let back = url::Url::parse(done["redirect_to"].as_str().unwrap()).unwrap();
    let code = back.query_pairs().find(|(k, _)| k == "code").map(|(_, v)| v.into_owned()).unwrap();
    let exchange = json!({"code": code, "session": "cookie"});
    let (status, headers, body) = app.send_raw(Req::new(Method::POST, "/api/auth/session").json(exchange)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(serde_json::from_slice::<Value>(&body).unwrap()["session"], "cookie");
    assert_eq!(set_cookies(&headers)["mp_session"], "mp_session=session; Path=/; SameSite=Strict");
    assert_eq!(first_name(&app, &Jar::from(&headers)).await, "Dee");
}

async fn the_access_cookie_authenticates_a_read(app: TestApp) {
    let jar = signed_in_jar(&app, "eli", false).await;
    assert_eq!(first_name(&app, &jar).await, "Test");
    let (status, body) = app.send(Req::new(Method::GET, "/api/me").header("cookie", "mp_access=not-a-token")).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.invalid_token")));
    let (_, headers, _) = app.send_raw(Req::new(Method::GET, "/api/me").header("cookie", &jar.header())).await;
    assert_eq!(headers["cache-control"], "no-store", "a cookie-authenticated answer is never kept");
}

async fn a_cross_site_cookie_write_is_refused_and_changes_nothing(app: TestApp) {
    let jar = signed_in_jar(&app, "fay", false).await;
    for (name, value) in
        [("origin", "https://evil.example.org"), ("origin", "null"), ("referer", "https://evil.example.org/x")]
    {
        let write = Req::new(Method::PATCH, "/api/me")
            .header("cookie", &jar.header())
            .header(name, value)
            .json(json!({"first_name": "Mallory"}));
        let (status, body) = app.send(write).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::FORBIDDEN, Some("auth.cross_site")),
            "{name}: {value}"
        );
    }
    let unsigned =
        Req::new(Method::PATCH, "/api/me").header("cookie", &jar.header()).json(json!({"first_name": "Mallory"}));
    assert_eq!(app.send(unsigned).await.0, StatusCode::FORBIDDEN, "neither Origin nor Referer: not known to be ours");
    let logout = Req::new(Method::POST, "/api/auth/logout")
        .header("cookie", &jar.header())
        .header("origin", "https://evil.example.org");
    assert_eq!(app.send(logout).await.0, StatusCode::FORBIDDEN);
    assert_eq!(first_name(&app, &jar).await, "Test", "nothing changed, and the sign-in still works");
}

async fn a_same_origin_cookie_write_is_accepted(app: TestApp) {
    let jar = signed_in_jar(&app, "gil", false).await;
    let write = Req::new(Method::PATCH, "/api/me")
        .header("cookie", &jar.header())
        .header("origin", ORIGIN)
        .json(json!({"first_name": "Gilda"}));
    let (status, body) = app.send(write).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(first_name(&app, &jar).await, "Gilda");
    let by_referer = Req::new(Method::PATCH, "/api/me")
        .header("cookie", &jar.header())
        .header("referer", "http://localhost:8080/settings")
        .json(json!({"first_name": "Gil"}));
    assert_eq!(app.send(by_referer).await.0, StatusCode::OK);
    let by_host = Req::new(Method::PATCH, "/api/me")
        .header("cookie", &jar.header())
        .header("host", "127.0.0.1:9000")
        .header("origin", "http://127.0.0.1:9000")
        .json(json!({"first_name": "Gi"}));
    assert_eq!(app.send(by_host).await.0, StatusCode::OK, "the host the browser asked is the app's origin too");
    assert_eq!(first_name(&app, &jar).await, "Gi");
}

async fn a_bearer_write_without_origin_is_accepted(app: TestApp) {
    let person = app.register("hal").await;
    let (status, _) = app.patch("/api/me", Some(&person.token), json!({"first_name": "Hallie"})).await;
    assert_eq!(status, StatusCode::OK);
    let cross = Req::new(Method::PATCH, "/api/me")
        .token(Some(&person.token))
        .header("origin", "https://fund.example.org")
        .json(json!({"first_name": "Hale"}));
    assert_eq!(app.send(cross).await.0, StatusCode::OK, "bearer clients on other origins are untouched");
    let (_, me) = app.get("/api/me", Some(&person.token)).await;
    assert_eq!(me["first_name"], "Hale");
}

async fn refresh(app: &TestApp, jar: &Jar, body: Value) -> (StatusCode, HeaderMap, Value) {
    let request =
        Req::new(Method::POST, "/api/auth/refresh").header("cookie", &jar.header()).header("origin", ORIGIN).json(body);
    let (status, headers, bytes) = app.send_raw(request).await;
    (status, headers, serde_json::from_slice(&bytes).unwrap())
}

async fn refresh_through_the_cookie_rotates_and_keeps_the_lifetime(app: TestApp) {
    let mut jar = signed_in_jar(&app, "ivy", true).await;
    let old_refresh = jar.0["mp_refresh"].clone();
    let (status, headers, body) = refresh(&app, &jar, json!({"session": "cookie"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body, json!({"session": "cookie", "remember_me": true, "expires_in": 900}));
    let cookies = set_cookies(&headers);
    assert!(cookies["mp_refresh"].contains("Max-Age="), "the sign-in's choice is kept: {}", cookies["mp_refresh"]);
    jar.update(&headers);
    assert_ne!(jar.0["mp_refresh"], old_refresh, "rotated");
    assert_eq!(first_name(&app, &jar).await, "Test");
    let (status, headers, _) = refresh(&app, &jar, json!({"session": "cookie", "remember_me": false})).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!set_cookies(&headers)["mp_refresh"].contains("Max-Age"), "an explicit choice wins");
}

async fn a_replayed_refresh_cookie_revokes_the_sign_in_and_clears_the_cookies(app: TestApp) {
    let jar = signed_in_jar(&app, "jon", false).await;
    let (_, headers, _) = refresh(&app, &jar, json!({"session": "cookie"})).await;
    let rotated = Jar::from(&headers);
    refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::RotatedAt, Expr::value(Utc::now() - Duration::seconds(31)))
        .filter(refresh_token::Column::RotatedAt.is_not_null())
        .exec(&app.db)
        .await
        .unwrap();
    let (status, headers, body) = refresh(&app, &jar, json!({"session": "cookie"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.invalid_refresh")));
    let cleared = set_cookies(&headers);
    assert_eq!(cleared.len(), 3, "{cleared:?}");
    assert!(cleared.values().all(|line| line.contains("Max-Age=0")), "{cleared:?}");
    let (status, _, _) = refresh(&app, &rotated, json!({"session": "cookie"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the whole family is revoked");
    let (status, _) = app.send(Req::new(Method::GET, "/api/me").header("cookie", &rotated.header())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "and so are its access tokens");
}

async fn stored_tokens_move_into_cookies_through_refresh(app: TestApp) {
    let person = app.register("kim").await;
    let upgrade = json!({"refresh_token": person.refresh, "session": "cookie", "remember_me": true});
    let (status, headers, body) = app.send_raw(Req::new(Method::POST, "/api/auth/refresh").json(upgrade)).await;
    assert_eq!(status, StatusCode::OK);
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert!(body.get("refresh_token").is_none(), "{body}");
    let jar = Jar::from(&headers);
    assert_eq!(jar.0["mp_session"], "remember");
    assert_eq!(first_name(&app, &jar).await, "Test");
}

async fn logout_revokes_the_sign_in_and_clears_the_three_cookies(app: TestApp) {
    let jar = signed_in_jar(&app, "lou", true).await;
    let logout = Req::new(Method::POST, "/api/auth/logout").header("cookie", &jar.header()).header("origin", ORIGIN);
    let (status, headers, _) = app.send_raw(logout).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let cleared = set_cookies(&headers);
    assert_eq!(cleared["mp_access"], "mp_access=; Path=/api; SameSite=Strict; HttpOnly; Max-Age=0");
    assert_eq!(cleared["mp_refresh"], "mp_refresh=; Path=/api/auth; SameSite=Strict; HttpOnly; Max-Age=0");
    assert_eq!(cleared["mp_session"], "mp_session=; Path=/; SameSite=Strict; Max-Age=0");
    let (status, _) = app.send(Req::new(Method::GET, "/api/me").header("cookie", &jar.header())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the old access cookie no longer works");
    let (status, _, _) = refresh(&app, &jar, json!({"session": "cookie"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "nor does the refresh cookie");
}

async fn logout_works_with_only_the_refresh_cookie_left(app: TestApp) {
    let mut jar = signed_in_jar(&app, "max", true).await;
    jar.0.remove("mp_access");
    let logout = Req::new(Method::POST, "/api/auth/logout").header("cookie", &jar.header()).header("origin", ORIGIN);
    let (status, headers, _) = app.send_raw(logout).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(set_cookies(&headers).len(), 3);
    let (status, _, _) = refresh(&app, &jar, json!({"session": "cookie"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the sign-in ended");
}

async fn signing_out_everywhere_from_the_app_clears_its_cookies(app: TestApp) {
    let jar = signed_in_jar(&app, "ned", false).await;
    let (status, _) = app.post("/api/auth", None, json!({"email": "ned@example.org", "password": PASSWORD})).await;
    assert_eq!(status, StatusCode::OK);
    let all = Req::new(Method::POST, "/api/me/sessions/sign-out-all")
        .header("cookie", &jar.header())
        .header("origin", ORIGIN);
    let (status, headers, _) = app.send_raw(all).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(set_cookies(&headers).len(), 3, "the app's cookies are cleared");
    assert!(set_cookies(&headers).values().all(|line| line.contains("Max-Age=0")));
    let bearer = app.register("ola").await;
    let (_, headers, _) =
        app.send_raw(Req::new(Method::POST, "/api/me/sessions/sign-out-all").token(Some(&bearer.token))).await;
    assert!(set_cookies(&headers).is_empty(), "bearer clients get no cookies");
}
