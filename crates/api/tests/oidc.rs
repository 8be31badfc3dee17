//! Sign-in with OpenID Connect providers (issue 13), against a small issuer the tests start on
//! loopback: a good sign-in, refused ID tokens (bad signature, wrong audience, replayed nonce,
//! expired), the linking rules for an existing account, hosted sign-in, and the profile's linked
//! providers with unlinking.

use crate::common;
#[path = "common/oidc_issuer.rs"]
mod issuer;

use axum::http::{Method, StatusCode};
use common::{Req, TestApp, test_config};
use issuer::{Issuer, Person, Tamper};
use serde_json::{Value, json};

const CLIENTS: &[(&str, &str)] = &[("matchpool-test", "test-secret"), ("matchpool-second", "second-secret")];

macro_rules! both_with_issuer {
    ($($name:ident),+ $(,)?) => {
        mod sqlite {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                let issuer = super::Issuer::start(super::CLIENTS).await;
                super::$name(super::TestApp::sqlite_with(super::config(&issuer)).await, issuer).await
            }) +
        }
        mod postgres {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                let issuer = super::Issuer::start(super::CLIENTS).await;
                super::$name(super::TestApp::postgres_with(super::config(&issuer)).await, issuer).await
            }) +
        }
    };
}

both_with_issuer!(
    only_configured_providers_are_offered,
    a_first_sign_in_creates_a_person_and_the_next_signs_them_in,
    an_unconfirmed_provider_address_makes_an_unconfirmed_account,
    a_token_signed_with_another_key_is_refused,
    a_token_for_another_audience_is_refused,
    an_expired_token_is_refused,
    a_replayed_nonce_or_state_is_refused,
    a_code_the_issuer_refuses_changes_nothing,
    an_existing_account_is_linked_only_after_its_password,
    an_existing_account_is_linked_by_the_emailed_link,
    an_unconfirmed_provider_address_never_reaches_an_existing_account,
    a_hosted_sign_in_completes_after_the_provider,
    starting_checks_the_provider_and_the_session,
    people_see_their_providers_and_unlink_while_another_way_remains,
    a_provider_account_links_to_one_person_only,
    a_sign_in_without_an_address_is_refused,
);

fn config(issuer: &Issuer) -> matchpool_api::ApiConfig {
    let provider = |id: &str, label: &str, client: usize| matchpool_api::OidcProviderConfig {
        id: id.into(),
        label: label.into(),
        icon: "google".into(),
        issuer: issuer.url.clone(),
        client_id: CLIENTS[client].0.into(),
        client_secret: CLIENTS[client].1.into(),
        scopes: vec!["email".into(), "profile".into()],
    };
    let mut config = test_config();
    config.oidc_providers = vec![provider("test", "Test ID", 0), provider("second", "Second ID", 1)];
    config
}

/// Starts a sign-in with `provider` and returns the provider's address.
async fn start(app: &TestApp, provider: &str, body: Value, token: Option<&str>) -> String {
    let (status, answer) = app.post(&format!("/api/auth/oidc/{provider}/start"), token, body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["authorize_url"].as_str().expect("an authorization address").to_owned()
}

/// A whole sign-in as `person`, with the issuer making its ID token wrong as told.
async fn sign_in(app: &TestApp, issuer: &Issuer, person: &Person, tamper: Tamper) -> (StatusCode, Value) {
    let url = start(app, "test", json!({}), None).await;
    let (code, state) = issuer.sign_in(&url, person);
    issuer.tamper_next(tamper);
    app.post("/api/auth/oidc/callback", None, json!({"code": code, "state": state, "language": "ar"})).await
}

/// An email's headers and decoded body (the outbox keeps base64 or quoted-printable MIME).
fn readable(raw: &str) -> String {
    use base64::Engine;
    let raw = raw.replace("\r\n", "\n");
    let (headers, body) = raw.split_once("\n\n").unwrap_or((&raw, ""));
    let body = if headers.to_lowercase().contains("content-transfer-encoding: base64") {
        let compact: String = body.split_whitespace().collect();
        String::from_utf8(base64::engine::general_purpose::STANDARD.decode(compact).unwrap()).unwrap()
    } else {
        // Soft line breaks out and `=3D` back to `=` are enough for the links' ASCII.
        body.replace("=\n", "").replace("=3D", "=")
    };
    format!("{headers}\n\n{body}")
}

async fn count(app: &TestApp, table: &str) -> i64 {
    use sea_orm::{ConnectionTrait, Statement};
    let row = app
        .db
        .query_one_raw(Statement::from_string(
            app.db.get_database_backend(),
            format!("SELECT COUNT(*) AS n FROM {table}"),
        ))
        .await
        .unwrap()
        .unwrap();
    row.try_get::<i64>("", "n").unwrap()
}

async fn only_configured_providers_are_offered(app: TestApp, _issuer: Issuer) {
    let (status, body) = app.get("/api/auth/oidc/providers", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body["providers"],
        json!([{"id": "test", "label": "Test ID", "icon": "google"}, {"id": "second", "label": "Second ID", "icon": "google"}])
    );
    assert!(!body.to_string().contains("secret") && !body.to_string().contains("matchpool-test"), "{body}");
    let plain = app.reconfigured(test_config()).await;
    assert_eq!(plain.get("/api/auth/oidc/providers", None).await.1, json!({"providers": []}));
    let (status, body) = plain.post("/api/auth/oidc/test/start", None, json!({})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("oidc.unknown_provider")));
}

async fn a_first_sign_in_creates_a_person_and_the_next_signs_them_in(app: TestApp, issuer: Issuer) {
    let url = start(&app, "test", json!({"return_to": "/projects?x=1"}), None).await;
    assert!(url.contains("redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Foidc%2Fcallback"), "{url}");
    let (code, state) = issuer.sign_in(&url, &Person::new("sub-noor", "Noor@Example.org"));
    let (status, body) =
        app.post("/api/auth/oidc/callback", None, json!({"code": code, "state": state, "language": "ar"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["status"].as_str(), body["created"].as_bool()), (Some("signed_in"), Some(true)));
    assert_eq!(body["return_to"], "/projects?x=1");
    assert_eq!(body["tokens"]["token_type"], "Bearer");
    let token = body["tokens"]["access_token"].as_str().unwrap().to_owned();
    let (status, me) = app.get("/api/me", Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((me["email"].as_str(), me["email_verified"].as_bool()), (Some("noor@example.org"), Some(true)));
    assert_eq!((me["first_name"].as_str(), me["last_name"].as_str()), (Some("Noor"), Some("Haddad")));
    assert_eq!(me["username"], "noor");
    assert_eq!(me["language"], "ar");
    // The refresh token of an OIDC sign-in rotates like any other.
    let refresh = body["tokens"]["refresh_token"].as_str().unwrap();
    assert_eq!(app.post("/api/auth/refresh", None, json!({"refresh_token": refresh})).await.0, StatusCode::OK);
    // No password was set: no password signs in.
    let (status, _) =
        app.post("/api/auth", None, json!({"email": "noor@example.org", "password": "any password"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let (status, again) = sign_in(&app, &issuer, &Person::new("sub-noor", "noor@example.org"), Tamper::None).await;
    assert_eq!((status, again["created"].as_bool()), (StatusCode::OK, Some(false)), "{again}");
    let (_, me_again) = app.get("/api/me", again["tokens"]["access_token"].as_str()).await;
    assert_eq!(me_again["id"], me["id"]);
    assert_eq!(count(&app, "users").await, 1);
    assert_eq!(count(&app, "oidc_identities").await, 1);
}

async fn an_unconfirmed_provider_address_makes_an_unconfirmed_account(app: TestApp, issuer: Issuer) {
    let (status, body) =
        sign_in(&app, &issuer, &Person::new("sub-1", "sami@example.org").unverified(), Tamper::None).await;
    assert_eq!((status, body["created"].as_bool()), (StatusCode::OK, Some(true)), "{body}");
    let (_, me) = app.get("/api/me", body["tokens"]["access_token"].as_str()).await;
    assert_eq!(me["email_verified"], false);
    let mails: Vec<String> = app.outbox.read_all().iter().map(|m| readable(m)).collect();
    assert!(
        mails.iter().any(|m| m.contains("To: sami@example.org") && m.contains("/verify-email?token=")),
        "{mails:?}"
    );
    assert!(mails.iter().any(|m| m.contains("مرحبًا")), "in the language the person signed in with: {mails:?}");
}

/// A refused ID token signs nobody in, creates nobody and links nothing.
async fn assert_refused(app: &TestApp, status: StatusCode, body: &Value, code: &str) {
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some(code)), "{body}");
    assert!(body.get("tokens").is_none());
    assert_eq!(count(app, "users").await, 0);
    assert_eq!(count(app, "oidc_identities").await, 0);
}

async fn a_token_signed_with_another_key_is_refused(app: TestApp, issuer: Issuer) {
    let (status, body) = sign_in(&app, &issuer, &Person::new("sub-1", "a@example.org"), Tamper::BadSignature).await;
    assert_refused(&app, status, &body, "oidc.invalid_token").await;
}

async fn a_token_for_another_audience_is_refused(app: TestApp, issuer: Issuer) {
    let (status, body) = sign_in(&app, &issuer, &Person::new("sub-1", "a@example.org"), Tamper::WrongAudience).await;
    assert_refused(&app, status, &body, "oidc.invalid_token").await;
}

async fn an_expired_token_is_refused(app: TestApp, issuer: Issuer) {
    let (status, body) = sign_in(&app, &issuer, &Person::new("sub-1", "a@example.org"), Tamper::Expired).await;
    assert_refused(&app, status, &body, "oidc.invalid_token").await;
    // The same person, with a good token, gets in: nothing was left half done.
    let (status, body) = sign_in(&app, &issuer, &Person::new("sub-1", "a@example.org"), Tamper::None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

async fn a_replayed_nonce_or_state_is_refused(app: TestApp, issuer: Issuer) {
    let person = Person::new("sub-1", "a@example.org");
    let first = start(&app, "test", json!({}), None).await;
    let (code, state) = issuer.sign_in(&first, &person);
    let (status, body) = app.post("/api/auth/oidc/callback", None, json!({"code": code, "state": state})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // The same return again: the attempt was used.
    let (status, body) = app.post("/api/auth/oidc/callback", None, json!({"code": code, "state": state})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("oidc.invalid_state")));
    // A new attempt whose ID token carries the first attempt's nonce.
    let (status, body) = sign_in(&app, &issuer, &person, Tamper::Nonce(Issuer::nonce_of(&first))).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("oidc.invalid_token")),
        "{body}"
    );
    // A state nobody issued.
    let (status, body) =
        app.post("/api/auth/oidc/callback", None, json!({"code": "x", "state": "made-up-state"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("oidc.invalid_state")));
    let (status, body) = app.post("/api/auth/oidc/callback", None, json!({"state": " "})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        (body["fields"]["code"].as_str(), body["fields"]["state"].as_str()),
        (Some("required"), Some("required"))
    );
}

async fn a_code_the_issuer_refuses_changes_nothing(app: TestApp, issuer: Issuer) {
    let url = start(&app, "test", json!({}), None).await;
    let (_code, state) = issuer.sign_in(&url, &Person::new("sub-1", "a@example.org"));
    let (status, body) =
        app.post("/api/auth/oidc/callback", None, json!({"code": "not-the-code", "state": state})).await;
    assert_refused(&app, status, &body, "oidc.exchange_failed").await;
}

/// A person with a password and a confirmed address, as the usual registration makes them.
async fn existing(app: &TestApp) -> common::Person {
    app.register("rania").await
}

async fn an_existing_account_is_linked_only_after_its_password(app: TestApp, issuer: Issuer) {
    let rania = existing(&app).await;
    let at_provider = Person::new("sub-rania", "rania@example.org");
    let (status, body) = sign_in(&app, &issuer, &at_provider, Tamper::None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status"], "link_required");
    assert_eq!((body["email"].as_str(), body["provider"].as_str()), (Some("rania@example.org"), Some("Test ID")));
    assert!(body.get("tokens").is_none(), "no sign-in before the proof");
    assert_eq!(count(&app, "oidc_identities").await, 0);
    let link = body["link_token"].as_str().unwrap().to_owned();

    let (status, body) =
        app.post("/api/auth/oidc/link", None, json!({"link_token": link, "password": "wrong password!"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.invalid_credentials")));
    let (status, body) = app
        .post("/api/auth/oidc/link", None, json!({"link_token": "forged", "password": "correct horse battery"}))
        .await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("oidc.link_invalid")));
    let (status, body) = app.post("/api/auth/oidc/link", None, json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        (body["fields"]["link_token"].as_str(), body["fields"]["password"].as_str()),
        (Some("required"), Some("required"))
    );
    assert_eq!(count(&app, "oidc_identities").await, 0);

    let (status, body) =
        app.post("/api/auth/oidc/link", None, json!({"link_token": link, "password": "correct horse battery"})).await;
    assert_eq!((status, body["status"].as_str()), (StatusCode::OK, Some("signed_in")), "{body}");
    let (_, me) = app.get("/api/me", body["tokens"]["access_token"].as_str()).await;
    assert_eq!(me["id"], rania.id.to_string());
    // The link works once.
    let (status, body) =
        app.post("/api/auth/oidc/link", None, json!({"link_token": link, "password": "correct horse battery"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("oidc.link_invalid")));
    // From now on the provider signs Rania in directly.
    let (status, body) = sign_in(&app, &issuer, &at_provider, Tamper::None).await;
    assert_eq!(
        (status, body["status"].as_str(), body["created"].as_bool()),
        (StatusCode::OK, Some("signed_in"), Some(false))
    );
    assert_eq!(count(&app, "users").await, 1);
}

async fn an_existing_account_is_linked_by_the_emailed_link(app: TestApp, issuer: Issuer) {
    let rania = existing(&app).await;
    let (_, body) = sign_in(&app, &issuer, &Person::new("sub-rania", "rania@example.org"), Tamper::None).await;
    let link = body["link_token"].as_str().unwrap().to_owned();
    let (status, _) = app.post("/api/auth/oidc/link/email", None, json!({"link_token": link})).await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let mails: Vec<String> = app.outbox.read_all().iter().map(|m| readable(m)).collect();
    let flat = mails
        .iter()
        .rev()
        .find(|m| m.contains("To: rania@example.org") && m.contains("oidc/link"))
        .expect("a link email");
    let start = flat.find("/oidc/link?token=").unwrap() + "/oidc/link?token=".len();
    let emailed: String = flat[start..].chars().take_while(char::is_ascii_alphanumeric).collect();
    assert_eq!(count(&app, "oidc_identities").await, 0, "nothing linked before the link is opened");
    // The browser's token is not the emailed one.
    let (status, body) = app.post("/api/auth/oidc/link/confirm", None, json!({"token": link})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("oidc.link_invalid")));
    let (status, body) = app.post("/api/auth/oidc/link/confirm", None, json!({"token": emailed})).await;
    assert_eq!((status, body["status"].as_str()), (StatusCode::OK, Some("signed_in")), "{body}");
    let (_, me) = app.get("/api/me", body["tokens"]["access_token"].as_str()).await;
    assert_eq!(me["id"], rania.id.to_string());
    let (status, _) = app.post("/api/auth/oidc/link/confirm", None, json!({"token": emailed})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "the emailed link works once");
    let (status, body) = app.post("/api/auth/oidc/link/email", None, json!({"link_token": link})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("oidc.link_invalid")));
    let (status, body) = app.post("/api/auth/oidc/link/confirm", None, json!({})).await;
    assert_eq!((status, body["fields"]["token"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
}

async fn an_unconfirmed_provider_address_never_reaches_an_existing_account(app: TestApp, issuer: Issuer) {
    existing(&app).await;
    let person = Person::new("sub-x", "rania@example.org").unverified();
    let (status, body) = sign_in(&app, &issuer, &person, Tamper::None).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("oidc.email_unverified")), "{body}");
    assert_eq!(count(&app, "oidc_links").await, 0);
    assert_eq!(count(&app, "oidc_identities").await, 0);
    assert_eq!(count(&app, "users").await, 1);
}

async fn a_hosted_sign_in_completes_after_the_provider(app: TestApp, issuer: Issuer) {
    let (_, hosted) =
        app.post("/api/auth", None, json!({"redirect_url": "https://fund.example.org/oauth/socious"})).await;
    let session = hosted["session"]["id"].as_str().unwrap().to_owned();
    let url = start(&app, "test", json!({"session_id": session}), None).await;
    let (code, state) = issuer.sign_in(&url, &Person::new("sub-h", "hana@example.org"));
    let (status, body) = app.post("/api/auth/oidc/callback", None, json!({"code": code, "state": state})).await;
    assert_eq!((status, body["session_id"].as_str()), (StatusCode::OK, Some(session.as_str())), "{body}");
    let token = body["tokens"]["access_token"].as_str().unwrap();
    let (status, done) = app.post("/api/auth/authorize", Some(token), json!({"session_id": session})).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    let redirect = url::Url::parse(done["redirect_to"].as_str().unwrap()).unwrap();
    assert!(redirect.as_str().starts_with("https://fund.example.org/oauth/socious?"));
    let code = redirect.query_pairs().find(|(k, _)| k == "code").unwrap().1.into_owned();
    let (status, tokens) = app.post("/api/auth/session", None, json!({"code": code})).await;
    assert_eq!(status, StatusCode::OK, "{tokens}");
    let (_, me) = app.get("/api/me", tokens["access_token"].as_str()).await;
    assert_eq!(me["email"], "hana@example.org");
}

async fn starting_checks_the_provider_and_the_session(app: TestApp, _issuer: Issuer) {
    let (status, body) = app.post("/api/auth/oidc/nobody/start", None, json!({})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("oidc.unknown_provider")));
    for session in ["not-a-uuid", "0190e8f0-0000-7000-8000-000000000000"] {
        let (status, body) = app.post("/api/auth/oidc/test/start", None, json!({"session_id": session})).await;
        assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("auth.session_not_found")));
    }
    let (status, body) = app.post("/api/auth/oidc/test/start", None, json!({"link": true})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("auth.required")));
    assert_eq!(count(&app, "oidc_attempts").await, 0, "refused starts keep nothing");
    // Another site as the return page is dropped, not followed.
    let url = start(&app, "test", json!({"return_to": "//evil.example.org/x"}), None).await;
    assert!(!url.contains("evil"));
    let stored = matchpool_store::entities::oidc_attempt::Entity::find().one(&app.db).await.unwrap().unwrap();
    assert_eq!(stored.return_to, None);
    assert_eq!(stored.nonce, Issuer::nonce_of(&url), "the nonce stays on the server");
    assert!(!url.contains(&stored.pkce_verifier), "the PKCE verifier never leaves the server");
}

use sea_orm::EntityTrait;

async fn people_see_their_providers_and_unlink_while_another_way_remains(app: TestApp, issuer: Issuer) {
    let (_, body) = sign_in(&app, &issuer, &Person::new("sub-1", "lina@example.org"), Tamper::None).await;
    let token = body["tokens"]["access_token"].as_str().unwrap().to_owned();
    let (status, linked) = app.get("/api/me/providers", Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    let providers = linked["providers"].as_array().unwrap();
    assert_eq!(providers.len(), 1);
    assert_eq!((providers[0]["provider"].as_str(), providers[0]["label"].as_str()), (Some("test"), Some("Test ID")));
    assert_eq!(
        (providers[0]["email"].as_str(), providers[0]["can_unlink"].as_bool()),
        (Some("lina@example.org"), Some(false))
    );
    // The only way to sign in stays.
    let unlink =
        |provider: &str| Req::new(Method::DELETE, &format!("/api/me/providers/{provider}")).token(Some(&token));
    let (status, body) = app.send(unlink("test")).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("oidc.last_sign_in_method")));

    // Linking a second provider from the profile.
    let url = start(&app, "second", json!({"link": true, "return_to": "/profile"}), Some(&token)).await;
    let (code, state) = issuer.sign_in(&url, &Person::new("other-sub", "lina.work@example.org"));
    let (status, body) = app.post("/api/auth/oidc/callback", None, json!({"code": code, "state": state})).await;
    assert_eq!(
        (status, body["status"].as_str(), body["return_to"].as_str()),
        (StatusCode::OK, Some("linked"), Some("/profile")),
        "{body}"
    );
    assert!(body.get("tokens").is_none());
    let (_, linked) = app.get("/api/me/providers", Some(&token)).await;
    assert_eq!(linked["providers"].as_array().unwrap().len(), 2);
    assert!(linked["providers"].as_array().unwrap().iter().all(|p| p["can_unlink"] == true));

    assert_eq!(app.send(unlink("test")).await.0, StatusCode::NO_CONTENT);
    let (status, body) = app.send(unlink("test")).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("oidc.not_linked")));
    let (status, body) = app.send(unlink("second")).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("oidc.last_sign_in_method")));
    assert_eq!(app.get("/api/me/providers", None).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.send(Req::new(Method::DELETE, "/api/me/providers/second")).await.0, StatusCode::UNAUTHORIZED);

    // A person with a password may unlink their only provider.
    let rania = existing(&app).await;
    let url = start(&app, "test", json!({"link": true}), Some(&rania.token)).await;
    let (code, state) = issuer.sign_in(&url, &Person::new("sub-rania", "rania@example.org"));
    assert_eq!(
        app.post("/api/auth/oidc/callback", None, json!({"code": code, "state": state})).await.0,
        StatusCode::OK
    );
    let (_, linked) = app.get("/api/me/providers", Some(&rania.token)).await;
    assert_eq!(linked["providers"][0]["can_unlink"], true);
    let request = Req::new(Method::DELETE, "/api/me/providers/test").token(Some(&rania.token));
    assert_eq!(app.send(request).await.0, StatusCode::NO_CONTENT);
}

async fn a_provider_account_links_to_one_person_only(app: TestApp, issuer: Issuer) {
    let (status, _) = sign_in(&app, &issuer, &Person::new("sub-1", "lina@example.org"), Tamper::None).await;
    assert_eq!(status, StatusCode::OK);
    let rania = existing(&app).await;
    let url = start(&app, "test", json!({"link": true}), Some(&rania.token)).await;
    let (code, state) = issuer.sign_in(&url, &Person::new("sub-1", "lina@example.org"));
    let (status, body) = app.post("/api/auth/oidc/callback", None, json!({"code": code, "state": state})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("oidc.already_linked")));
    let (_, linked) = app.get("/api/me/providers", Some(&rania.token)).await;
    assert_eq!(linked["providers"], json!([]));
}

async fn a_sign_in_without_an_address_is_refused(app: TestApp, issuer: Issuer) {
    let person = Person { email: None, ..Person::new("sub-1", "x@example.org") };
    let (status, body) = sign_in(&app, &issuer, &person, Tamper::None).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("oidc.email_missing")));
    assert_eq!(count(&app, "users").await, 0);
}
