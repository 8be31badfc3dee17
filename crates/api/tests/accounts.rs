//! Accounts people can keep (issue 13): the confirmed email address and the rule that voting and
//! donating need it, forgotten passwords, and changing one's password, username and avatar.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::{Person, Req, TestApp, test_config};
use matchpool_domain::ProjectId;
use matchpool_store::entities::account_token;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    registration_emails_a_confirmation_link_in_the_persons_language,
    a_confirmation_link_works_once,
    the_confirmation_link_leads_back_to_the_page_the_person_was_on,
    bad_and_expired_confirmation_links_are_refused,
    an_unconfirmed_person_may_not_vote_or_donate_until_they_confirm,
    the_rule_can_be_turned_off,
    resend_sends_a_new_link_that_replaces_the_old_one,
    resend_is_for_signed_in_unconfirmed_people_and_is_limited,
    forgot_password_answers_the_same_whether_or_not_the_address_exists,
    a_reset_link_sets_the_password_once_and_ends_every_sign_in,
    an_expired_or_replaced_reset_link_is_refused,
    reset_checks_the_new_password_and_the_token,
    forgot_password_is_limited_per_address_asked_about,
    changing_the_password_needs_the_current_one_and_ends_other_sign_ins,
    changing_the_password_checks_its_input_and_needs_a_sign_in,
    people_change_their_username_under_the_registration_rules,
    people_set_their_avatar_to_their_own_upload_only,
    people_see_their_sign_ins_with_browser_and_system,
    signing_out_one_sign_in_ends_only_that_one,
    signing_out_everywhere_ends_every_sign_in,
    people_who_registered_before_the_rule_count_as_confirmed,
);

/// The emails sent, decoded (the outbox keeps them as MIME: quoted-printable or base64 bodies).
fn emails(app: &TestApp) -> Vec<String> {
    app.outbox.read_all_decoded()
}

/// The token of the last link to `page` emailed to `to`.
fn last_token(app: &TestApp, to: &str, page: &str) -> String {
    let needle = format!("{page}?token=");
    let mail = emails(app).into_iter().rev().find(|m| m.contains(&format!("To: {to}")) && m.contains(&needle));
    let mail = mail.unwrap_or_else(|| panic!("no {page} email to {to}: {:?}", emails(app)));
    let start = mail.find(&needle).unwrap() + needle.len();
    mail[start..].chars().take_while(char::is_ascii_alphanumeric).collect()
}

async fn me(app: &TestApp, who: &Person) -> Value {
    let (status, me) = app.get("/api/me", Some(&who.token)).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    me
}

async fn confirm(app: &TestApp, token: &str) -> (StatusCode, Value) {
    app.post("/api/auth/verify-email", None, json!({"token": token})).await
}

/// A project of a round that is voting now, with a wallet (for card donations).
async fn voting_project(app: &TestApp) -> ProjectId {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    app.project_in(&round, org, "Wells").await
}

async fn registration_emails_a_confirmation_link_in_the_persons_language(app: TestApp) {
    let (status, body) = app
        .post(
            "/api/auth/register",
            None,
            json!({"first_name": "Ana", "last_name": "Lopez", "username": "ana", "email": "ana@example.org",
                "password": "correct horse battery", "language": "es"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let mail = emails(&app).join("\n");
    assert!(mail.contains("To: ana@example.org"), "{mail}");
    assert!(mail.contains("Confirma tu dirección de correo en Matchpool"), "in Spanish: {mail}");
    assert!(mail.contains("http://localhost:8080/verify-email?token="), "{mail}");
    let token = body["access_token"].as_str().unwrap();
    let (_, me) = app.get("/api/me", Some(token)).await;
    assert_eq!(me["email_verified"], false);
    // Only the hash is stored.
    let link = last_token(&app, "ana@example.org", "/verify-email");
    let stored = account_token::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_ne!(stored[0].token_hash, link);
    assert!(!stored[0].token_hash.contains(&link));
}

/// The link ends with the page the person was on (`next`, from registering or from "Resend"),
/// so the confirmation page can lead back to the vote they started; a next that is not a path
/// of this site is left out of the link.
async fn the_confirmation_link_leads_back_to_the_page_the_person_was_on(app: TestApp) {
    let register = |username: &str, next: &str| {
        json!({"first_name": "Ana", "last_name": "Lopez", "username": username, "email": format!("{username}@example.org"),
            "password": "correct horse battery", "next": next})
    };
    let link_to = |to: &str| {
        let mail = emails(&app).into_iter().rev().find(|m| m.contains(&format!("To: {to}"))).unwrap();
        let start = mail.find("/verify-email?token=").unwrap();
        mail[start..].chars().take_while(|c| !c.is_whitespace() && *c != '"' && *c != '<').collect::<String>()
    };
    let (status, body) = app.post("/api/auth/register", None, register("ana", "/projects/p-1/vote?amount=5")).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let link = link_to("ana@example.org");
    assert!(link.ends_with("&next=%2Fprojects%2Fp-1%2Fvote%3Famount%3D5"), "the vote page, encoded: {link}");
    let ana = body["access_token"].as_str().unwrap().to_owned();

    for (username, next) in [("bea", "https://evil.example/x"), ("cai", "//evil.example"), ("dan", "/a\\b")] {
        let (status, body) = app.post("/api/auth/register", None, register(username, next)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert!(!link_to(&format!("{username}@example.org")).contains("next="), "{next} is not a page of this site");
    }

    let (status, body) = app.post("/api/me/verification-email?next=/cart", Some(&ana), json!({})).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    assert!(link_to("ana@example.org").ends_with("&next=%2Fcart"), "Resend keeps the page too");
}

async fn a_confirmation_link_works_once(app: TestApp) {
    let ana = app.register_unverified("ana").await;
    let token = last_token(&app, "ana@example.org", "/verify-email");
    assert_eq!(confirm(&app, &token).await.0, StatusCode::NO_CONTENT);
    assert_eq!(me(&app, &ana).await["email_verified"], true);
    // Opened again: the address is confirmed, so it says so instead of "expired".
    let (status, body) = confirm(&app, &token).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("auth.email_already_verified")), "{body}");
    assert_eq!(me(&app, &ana).await["email_verified"], true);
}

async fn bad_and_expired_confirmation_links_are_refused(app: TestApp) {
    let ana = app.register_unverified("ana").await;
    let (status, body) = app.post("/api/auth/verify-email", None, json!({})).await;
    assert_eq!((status, body["fields"]["token"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
    let (status, body) = confirm(&app, "not-a-token").await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.link_invalid")));
    let (status, _) = confirm(&app, &"a".repeat(5000)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let token = last_token(&app, "ana@example.org", "/verify-email");
    account_token::Entity::update_many()
        .col_expr(account_token::Column::ExpiresAt, Expr::value(Utc::now() - Duration::minutes(1)))
        .exec(&app.db)
        .await
        .unwrap();
    let (status, body) = confirm(&app, &token).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.link_invalid")));
    assert_eq!(me(&app, &ana).await["email_verified"], false);
}

async fn an_unconfirmed_person_may_not_vote_or_donate_until_they_confirm(app: TestApp) {
    let project = voting_project(&app).await;
    let ana = app.register_unverified("ana").await;
    let votes = format!("/api/projects/{project}/votes");
    let (status, body) = app.post(&votes, Some(&ana.token), json!({})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.email_unverified")), "{body}");
    let card = json!({"amount": 10, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa", "rate": 1, "anonymous": false});
    let (status, body) = app.post(&format!("/api/projects/{project}/donates"), Some(&ana.token), card).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.email_unverified")), "{body}");
    assert_eq!(app.payments.charges(), 0, "nobody was charged");
    let (_, detail) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!(detail["total_votes"], 0);
    confirm(&app, &last_token(&app, "ana@example.org", "/verify-email")).await;
    let (status, body) = app.post(&votes, Some(&ana.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn the_rule_can_be_turned_off(app: TestApp) {
    let mut config = test_config();
    config.accounts.require_verified_email = false;
    let app = app.reconfigured(config).await;
    let project = voting_project(&app).await;
    let ana = app.register_unverified("ana").await;
    let (status, body) = app.post(&format!("/api/projects/{project}/votes"), Some(&ana.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn resend_sends_a_new_link_that_replaces_the_old_one(app: TestApp) {
    let ana = app.register_unverified("ana").await;
    let first = last_token(&app, "ana@example.org", "/verify-email");
    let (status, body) = app.post("/api/me/verification-email", Some(&ana.token), json!({})).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    let second = last_token(&app, "ana@example.org", "/verify-email");
    assert_ne!(first, second);
    assert_eq!(confirm(&app, &first).await.0, StatusCode::UNPROCESSABLE_ENTITY, "only the latest link works");
    assert_eq!(confirm(&app, &second).await.0, StatusCode::NO_CONTENT);
}

async fn resend_is_for_signed_in_unconfirmed_people_and_is_limited(app: TestApp) {
    let (status, _) = app.post("/api/me/verification-email", None, json!({})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let bo = app.register("bob").await;
    let (status, body) = app.post("/api/me/verification-email", Some(&bo.token), json!({})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("auth.email_already_verified")));
    let ana = app.register_unverified("ana").await;
    let mut last = StatusCode::ACCEPTED;
    for _ in 0..6 {
        last = app.post("/api/me/verification-email", Some(&ana.token), json!({})).await.0;
    }
    assert_eq!(last, StatusCode::TOO_MANY_REQUESTS, "five emails an hour per account");
    let (_, body) = app.post("/api/me/verification-email", Some(&ana.token), json!({})).await;
    assert_eq!(body["code"], "auth.email_rate_limited");
}

async fn forgot(app: &TestApp, email: &str) -> (StatusCode, Value) {
    app.post("/api/auth/forgot-password", None, json!({"email": email})).await
}

async fn forgot_password_answers_the_same_whether_or_not_the_address_exists(app: TestApp) {
    app.register("ana").await;
    let before = emails(&app).len();
    let known = forgot(&app, "ana@example.org").await;
    let unknown = forgot(&app, "nobody@example.org").await;
    assert_eq!(known, unknown, "no enumeration");
    assert_eq!(known.0, StatusCode::ACCEPTED);
    let sent = emails(&app);
    assert_eq!(sent.len(), before + 1, "only the account's owner gets an email");
    assert!(sent.last().unwrap().contains("/reset-password?token=") && sent.last().unwrap().contains("30 minutes"));
    let (status, body) = forgot(&app, "not an email").await;
    assert_eq!((status, body["fields"]["email"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid_email")));
}

async fn sign_in(app: &TestApp, email: &str, password: &str) -> StatusCode {
    app.post("/api/auth", None, json!({"email": email, "password": password})).await.0
}

async fn a_reset_link_sets_the_password_once_and_ends_every_sign_in(app: TestApp) {
    let ana = app.register("ana").await;
    forgot(&app, "ANA@example.org").await;
    let token = last_token(&app, "ana@example.org", "/reset-password");
    let (status, body) =
        app.post("/api/auth/reset-password", None, json!({"token": token, "password": "a brand new secret"})).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    assert_eq!(app.get("/api/me", Some(&ana.token)).await.0, StatusCode::UNAUTHORIZED, "the old sign-in ended");
    let (status, _) = app.post("/api/auth/refresh", None, json!({"refresh_token": ana.refresh})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "its refresh token too");
    assert_eq!(sign_in(&app, "ana@example.org", "correct horse battery").await, StatusCode::UNAUTHORIZED);
    assert_eq!(sign_in(&app, "ana@example.org", "a brand new secret").await, StatusCode::OK);
    let (status, body) =
        app.post("/api/auth/reset-password", None, json!({"token": token, "password": "yet another secret"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.link_invalid")));
    assert_eq!(sign_in(&app, "ana@example.org", "yet another secret").await, StatusCode::UNAUTHORIZED);
}

async fn an_expired_or_replaced_reset_link_is_refused(app: TestApp) {
    app.register("ana").await;
    forgot(&app, "ana@example.org").await;
    let first = last_token(&app, "ana@example.org", "/reset-password");
    forgot(&app, "ana@example.org").await;
    let second = last_token(&app, "ana@example.org", "/reset-password");
    let reset = |token: String| {
        let app = &app;
        async move {
            app.post("/api/auth/reset-password", None, json!({"token": token, "password": "a brand new secret"})).await
        }
    };
    assert_eq!(reset(first).await.1["code"], "auth.link_invalid", "a newer link replaces it");
    account_token::Entity::update_many()
        .col_expr(account_token::Column::ExpiresAt, Expr::value(Utc::now() - Duration::seconds(1)))
        .filter(account_token::Column::Purpose.eq("reset_password"))
        .exec(&app.db)
        .await
        .unwrap();
    assert_eq!(reset(second).await.1["code"], "auth.link_invalid", "expired");
    assert_eq!(sign_in(&app, "ana@example.org", "correct horse battery").await, StatusCode::OK);
}

async fn reset_checks_the_new_password_and_the_token(app: TestApp) {
    app.register("ana").await;
    forgot(&app, "ana@example.org").await;
    let token = last_token(&app, "ana@example.org", "/reset-password");
    let (status, body) = app.post("/api/auth/reset-password", None, json!({"token": token, "password": "short"})).await;
    assert_eq!(
        (status, body["fields"]["password"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("weak_password"))
    );
    let (status, body) = app.post("/api/auth/reset-password", None, json!({"password": "long enough secret"})).await;
    assert_eq!((status, body["fields"]["token"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
    let (status, body) =
        app.post("/api/auth/reset-password", None, json!({"token": "guess", "password": "long enough secret"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.link_invalid")));
    let (status, _) =
        app.post("/api/auth/reset-password", None, json!({"token": token, "password": "long enough secret"})).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "the failed tries did not use the link");
}

async fn forgot_password_is_limited_per_address_asked_about(app: TestApp) {
    app.register("ana").await;
    for _ in 0..5 {
        assert_eq!(forgot(&app, "ana@example.org").await.0, StatusCode::ACCEPTED);
    }
    let (status, body) = forgot(&app, "ana@example.org").await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::TOO_MANY_REQUESTS, Some("auth.email_rate_limited")));
    let (status, _) = forgot(&app, "nobody@example.org").await;
    assert_eq!(status, StatusCode::ACCEPTED, "other addresses have their own budget");
    for _ in 0..5 {
        forgot(&app, "nobody@example.org").await;
    }
    assert_eq!(forgot(&app, "nobody@example.org").await.0, StatusCode::TOO_MANY_REQUESTS, "unknown ones too");
}

async fn changing_the_password_needs_the_current_one_and_ends_other_sign_ins(app: TestApp) {
    let ana = app.register("ana").await;
    let (_, laptop) =
        app.post("/api/auth", None, json!({"email": "ana@example.org", "password": "correct horse battery"})).await;
    let change = |current: &str| json!({"current_password": current, "new_password": "a brand new secret"});
    let (status, body) = app.post("/api/me/password", Some(&ana.token), change("wrong password")).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.wrong_password")));
    let changed = |app: &TestApp| emails(app).into_iter().filter(|m| m.contains("Your password was changed")).count();
    assert_eq!(changed(&app), 0, "a refused change sends nothing");
    let (status, body) = app.post("/api/me/password", Some(&ana.token), change("correct horse battery")).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    // The person hears of it, in case it was not them.
    let mail = emails(&app).into_iter().filter(|m| m.contains("Your password was changed")).collect::<Vec<_>>();
    assert_eq!(mail.len(), 1);
    assert!(mail[0].contains("To: ana@example.org") && mail[0].contains("If you did not do this"), "{}", mail[0]);
    assert_eq!(app.get("/api/me", Some(&ana.token)).await.0, StatusCode::OK, "this sign-in stays");
    let (status, _) = app.post("/api/auth/refresh", None, json!({"refresh_token": ana.refresh})).await;
    assert_eq!(status, StatusCode::OK);
    let laptop_token = laptop["access_token"].as_str().unwrap();
    assert_eq!(app.get("/api/me", Some(laptop_token)).await.0, StatusCode::UNAUTHORIZED, "the other one ended");
    assert_eq!(sign_in(&app, "ana@example.org", "correct horse battery").await, StatusCode::UNAUTHORIZED);
    assert_eq!(sign_in(&app, "ana@example.org", "a brand new secret").await, StatusCode::OK);
}

async fn changing_the_password_checks_its_input_and_needs_a_sign_in(app: TestApp) {
    let body = json!({"current_password": "correct horse battery", "new_password": "a brand new secret"});
    assert_eq!(app.post("/api/me/password", None, body).await.0, StatusCode::UNAUTHORIZED);
    let ana = app.register("ana").await;
    let (status, body) = app.post("/api/me/password", Some(&ana.token), json!({"new_password": "short"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        (body["fields"]["current_password"].as_str(), body["fields"]["new_password"].as_str()),
        (Some("required"), Some("weak_password"))
    );
    assert_eq!(sign_in(&app, "ana@example.org", "correct horse battery").await, StatusCode::OK);
}

async fn people_change_their_username_under_the_registration_rules(app: TestApp) {
    let ana = app.register("ana").await;
    app.register("bob").await;
    let (status, body) =
        app.patch("/api/me", Some(&ana.token), json!({"username": "ana.lopez", "first_name": "Ana María"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["username"].as_str(), body["first_name"].as_str()), (Some("ana.lopez"), Some("Ana María")));
    let (status, body) = app.patch("/api/me", Some(&ana.token), json!({"username": "BOB"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("auth.username_taken")));
    let (status, body) = app.patch("/api/me", Some(&ana.token), json!({"username": "no spaces allowed"})).await;
    assert_eq!(
        (status, body["fields"]["username"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid_username"))
    );
    let (status, body) = app.patch("/api/me", Some(&ana.token), json!({"username": "Ana.Lopez"})).await;
    assert_eq!((status, body["username"].as_str()), (StatusCode::OK, Some("Ana.Lopez")), "a new spelling of one's own");
    assert_eq!(app.patch("/api/me", None, json!({"username": "x"})).await.0, StatusCode::UNAUTHORIZED);
    let (status, _) = app
        .post("/api/auth/register", None, json!({"first_name": "A", "last_name": "L", "username": "ANA.LOPEZ", "email": "other@example.org", "password": "correct horse battery"}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "the new username is taken for others");
}

async fn people_set_their_avatar_to_their_own_upload_only(app: TestApp) {
    let ana = app.register("ana").await;
    let bo = app.register("bob").await;
    let mine = app.upload(&ana, None).await;
    let (status, body) =
        app.send(Req::new(Method::PUT, "/api/me/avatar").token(Some(&ana.token)).json(json!({"media_id": mine}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let url = body["avatar_url"].as_str().unwrap().to_owned();
    assert!(url.starts_with("http://localhost:8080/media/"), "{url}");
    let (_, profile) = app.get("/api/users/profile", Some(&ana.token)).await;
    assert_eq!(profile["avatar"]["url"].as_str(), Some(url.as_str()));
    let theirs = app.upload(&bo, None).await;
    let org = app.organization(&ana, "green-earth").await;
    let for_org = app.upload(&ana, Some(org)).await;
    let document = app.upload_document(&ana, None).await;
    for bad in [json!(theirs), json!(for_org), json!(document), json!("not-an-id"), json!(Uuid::now_v7().to_string())] {
        let (status, body) = app
            .send(Req::new(Method::PUT, "/api/me/avatar").token(Some(&ana.token)).json(json!({"media_id": bad})))
            .await;
        assert_eq!(
            (status, body["fields"]["media_id"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")),
            "{bad}"
        );
    }
    assert_eq!(me(&app, &ana).await["avatar_url"].as_str(), Some(url.as_str()), "unchanged by refusals");
    let (status, body) =
        app.send(Req::new(Method::PUT, "/api/me/avatar").token(Some(&ana.token)).json(json!({"media_id": null}))).await;
    assert_eq!((status, body["avatar_url"].clone()), (StatusCode::OK, Value::Null));
    let (status, _) = app.send(Req::new(Method::PUT, "/api/me/avatar").json(json!({"media_id": mine}))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

const FIREFOX: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const SAMSUNG: &str = "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36";

/// Signs `email` in again from a browser; answers the tokens.
async fn sign_in_from(app: &TestApp, email: &str, user_agent: &str) -> Value {
    let req = Req::new(Method::POST, "/api/auth")
        .header("user-agent", user_agent)
        .json(json!({"email": email, "password": "correct horse battery"}));
    let (status, tokens) = app.send(req).await;
    assert_eq!(status, StatusCode::OK, "{tokens}");
    tokens
}

async fn people_see_their_sign_ins_with_browser_and_system(app: TestApp) {
    app.register("ana").await;
    let laptop = sign_in_from(&app, "ana@example.org", FIREFOX).await;
    let laptop_token = laptop["access_token"].as_str().unwrap();
    // A refresh keeps the sign-in (and its browser), and counts as a use.
    let (_, refreshed) = app.post("/api/auth/refresh", None, json!({"refresh_token": laptop["refresh_token"]})).await;
    let (status, list) = app.get("/api/me/sessions", Some(laptop_token)).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let sessions = list["results"].as_array().unwrap();
    assert_eq!(sessions.len(), 2, "{list}");
    let current: Vec<&Value> = sessions.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!((current[0]["browser"].as_str(), current[0]["os"].as_str()), (Some("Firefox"), Some("Windows")));
    assert!(current[0]["last_used_at"].as_str() >= current[0]["created_at"].as_str());
    let other = sessions.iter().find(|s| s["current"] == false).unwrap();
    assert_eq!((other["browser"].clone(), other["os"].clone()), (Value::Null, Value::Null), "no user agent in tests");
    assert!(refreshed["access_token"].is_string());
    // Issue 36: a phone is named as its owner calls it, not as the desktop it resembles.
    sign_in_from(&app, "ana@example.org", IPHONE).await;
    sign_in_from(&app, "ana@example.org", SAMSUNG).await;
    let (_, list) = app.get("/api/me/sessions", Some(laptop_token)).await;
    let mut named: Vec<(Option<&str>, Option<&str>)> =
        list["results"].as_array().unwrap().iter().map(|s| (s["browser"].as_str(), s["os"].as_str())).collect();
    named.sort();
    assert_eq!(
        named,
        [
            (None, None),
            (Some("Firefox"), Some("Windows")),
            (Some("Safari"), Some("iPhone")),
            (Some("Samsung Internet"), Some("Android"))
        ]
    );
    let (_, bobs) = app.get("/api/me/sessions", Some(&app.register("bob").await.token)).await;
    assert_eq!(bobs["results"].as_array().unwrap().len(), 1, "only one's own sign-ins");
    assert_eq!(app.get("/api/me/sessions", None).await.0, StatusCode::UNAUTHORIZED);
}

async fn signing_out_one_sign_in_ends_only_that_one(app: TestApp) {
    let ana = app.register("ana").await;
    let laptop = sign_in_from(&app, "ana@example.org", FIREFOX).await;
    let laptop_token = laptop["access_token"].as_str().unwrap();
    let (_, list) = app.get("/api/me/sessions", Some(&ana.token)).await;
    let laptop_id = list["results"].as_array().unwrap().iter().find(|s| s["current"] == false).unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let bob = app.register("bob").await;
    let path = format!("/api/me/sessions/{laptop_id}");
    let (status, body) = app.send(Req::new(Method::DELETE, &path).token(Some(&bob.token))).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("account.session_not_found")),
        "not bob's"
    );
    assert_eq!(app.get("/api/me", Some(laptop_token)).await.0, StatusCode::OK);
    assert_eq!(app.send(Req::new(Method::DELETE, &path)).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.send(Req::new(Method::DELETE, &path).token(Some(&ana.token))).await.0, StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/me", Some(laptop_token)).await.0, StatusCode::UNAUTHORIZED, "the laptop is signed out");
    let (status, _) = app.post("/api/auth/refresh", None, json!({"refresh_token": laptop["refresh_token"]})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/me", Some(&ana.token)).await.0, StatusCode::OK, "this one stays");
    let (status, _) = app.send(Req::new(Method::DELETE, &path).token(Some(&ana.token))).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "already ended");
    let (status, _) = app.send(Req::new(Method::DELETE, "/api/me/sessions/not-an-id").token(Some(&ana.token))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, list) = app.get("/api/me/sessions", Some(&ana.token)).await;
    assert_eq!(list["results"].as_array().unwrap().len(), 1);
}

async fn signing_out_everywhere_ends_every_sign_in(app: TestApp) {
    let ana = app.register("ana").await;
    let laptop = sign_in_from(&app, "ana@example.org", FIREFOX).await;
    assert_eq!(app.post("/api/me/sessions/sign-out-all", None, json!({})).await.0, StatusCode::UNAUTHORIZED);
    let bob = app.register("bob").await;
    let (status, _) = app.post("/api/me/sessions/sign-out-all", Some(&ana.token), json!({})).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/me", Some(&ana.token)).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/me", Some(laptop["access_token"].as_str().unwrap())).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/me", Some(&bob.token)).await.0, StatusCode::OK, "other people stay signed in");
    assert_eq!(sign_in(&app, "ana@example.org", "correct horse battery").await, StatusCode::OK);
}

async fn people_who_registered_before_the_rule_count_as_confirmed(app: TestApp) {
    use sea_orm_migration::MigratorTrait;
    let ana = app.register_unverified("ana").await;
    assert_eq!(me(&app, &ana).await["email_verified"], false);
    // Back to the schema before confirmation existed (the accounts migration and every one after
    // it), then forward again, as an upgrade runs it.
    let names: Vec<String> =
        matchpool_store::migration::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let accounts = names.iter().position(|n| n == "m20261125_000040_accounts").expect("the accounts migration");
    let since = u32::try_from(names.len() - accounts).unwrap();
    matchpool_store::migration::Migrator::down(&app.db, Some(since)).await.unwrap();
    // One migration at a time: on SQLite, a pool connection that ran none of the rollback can
    // still hold the old schema when several run back to back right after it.
    for _ in 0..since {
        matchpool_store::migration::Migrator::up(&app.db, Some(1)).await.unwrap();
    }
    assert_eq!(me(&app, &ana).await["email_verified"], true);
    let bob = app.register_unverified("bob").await;
    assert_eq!(me(&app, &bob).await["email_verified"], false, "new people still confirm");
}
