//! The original Socious Fund client, unchanged, against our API (issue 14, cases 1–4): each test
//! is named after the client behaviour it protects.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_domain::{IdentityId, OrganizationId};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    the_client_rewrites_its_identity_cookie_at_every_sign_in_so_the_next_person_never_acts_as_the_last_ones_organization,
    the_clients_rich_text_editor_keeps_its_paragraphs_bold_and_lists,
    the_clients_round_breadcrumb_names_the_current_round,
    the_clients_profile_call_answers_the_signed_in_person,
    the_clients_lists_keep_their_bullets_and_numbers,
    a_person_registering_on_the_clients_hosted_page_confirms_their_email_and_votes_in_the_client,
    a_registration_outside_a_live_hosted_sign_in_names_no_app_to_return_to,
);

/// The hosted sign-in as the client walks it: start with a redirect URL, authorize as `who`
/// (acting as `identity` when given), and read the callback's query.
async fn hosted_sign_in(app: &TestApp, who: &Person, identity: Option<OrganizationId>) -> Vec<(String, String)> {
    let (status, started) =
        app.post("/api/auth", None, json!({"redirect_url": "https://fund.example.org/oauth/socious"})).await;
    assert_eq!(status, StatusCode::OK, "{started}");
    let mut authorize = Req::new(Method::POST, "/api/auth/authorize")
        .token(Some(&who.token))
        .json(json!({"session_id": started["session"]["id"]}));
    if let Some(identity) = identity {
        authorize = authorize.identity(identity);
    }
    let (status, done) = app.send(authorize).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    let back = url::Url::parse(done["redirect_to"].as_str().unwrap()).unwrap();
    back.query_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect()
}

fn identity_of(query: &[(String, String)]) -> Option<IdentityId> {
    query.iter().find(|(k, _)| k == "identity_id").and_then(|(_, v)| v.parse().ok())
}

async fn the_client_rewrites_its_identity_cookie_at_every_sign_in_so_the_next_person_never_acts_as_the_last_ones_organization(
    app: TestApp,
) {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -7).await;
    let owner = app.register("olga").await;
    let org = app.verified_organization(&owner, "river-trust").await;
    let project = app.project_in(&round, org, "Clean rivers").await;

    // Olga acts as her organization, then logs out; the client keeps the organization's id.
    let cookie = identity_of(&hosted_sign_in(&app, &owner, Some(org)).await);
    assert_eq!(cookie, Some(org.into()));

    // Ben signs in on the same browser: the callback names his own identity, which the client
    // writes into its cookie, so his writes act as him.
    let ben = app.register("ben").await;
    let cookie = identity_of(&hosted_sign_in(&app, &ben, None).await);
    assert_eq!(cookie, Some(ben.id.into()), "the callback always carries the acting identity");
    let vote = |identity: IdentityId| {
        Req::new(Method::POST, &format!("/api/projects/{project}/votes"))
            .token(Some(&ben.token))
            .identity(identity)
            .json(json!({}))
    };
    let (status, refused) = app.send(vote(org.into())).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("identity.not_allowed")),
        "a stale cookie"
    );
    let (status, voted) = app.send(vote(cookie.unwrap())).await;
    assert_eq!(status, StatusCode::CREATED, "{voted}");
}

async fn the_clients_rich_text_editor_keeps_its_paragraphs_bold_and_lists(app: TestApp) {
    let operator = app.operator("operator").await;
    let _round = app.round(&operator, 1, -1).await;
    let owner = app.register("olga").await;
    let org = app.verified_organization(&owner, "river-trust").await;
    let cover = app.upload(&owner, Some(org)).await;
    let editor =
        "<p>We clean rivers.</p><p><strong>Bold</strong> plans</p><ul><li>first point</li><li>second point</li></ul>";
    let body = json!({
        "title": "Clean rivers", "description": editor, "social_cause": "WATER_SANITATION", "category": "EMERGING_MARKETS",
        "email": "projects@river.org", "cover_id": cover, "problem_statement": "<p>Plastic.</p><script>alert(1)</script>",
        "solution": "<p>Nets, <a href=\"https://river.org\" onclick=\"x()\">see</a> and <a href=\"javascript:alert(1)\">no</a></p>",
        "goals": "<ol><li>10 km</li><li>20 km</li></ol>", "cost_breakdown": "Nets: $9,000\nBoats: $3,000",
        "feasibility": "<h2>Done before</h2><p>Twice.</p>", "impact_assessment": "Kilograms", "total_requested_amount": 12000,
    });
    let create = Req::new(Method::POST, "/api/projects").token(Some(&owner.token)).identity(org).json(body);
    let (status, project) = app.send(create).await;
    assert_eq!(status, StatusCode::CREATED, "{project}");
    let (_, read) = app.get(&format!("/api/projects/{}", project["id"].as_str().unwrap()), None).await;
    let field = |name: &str| read[name].as_str().unwrap().to_owned();
    assert_eq!(field("description"), editor);
    assert_eq!(field("problem_statement"), "<p>Plastic.</p>");
    assert_eq!(
        field("solution"),
        "<p>Nets, <a href=\"https://river.org\" rel=\"noopener noreferrer nofollow\">see</a> and <a rel=\"noopener noreferrer nofollow\">no</a></p>"
    );
    assert_eq!(field("goals"), "<ol><li>10 km</li><li>20 km</li></ol>");
    assert_eq!(field("cost_breakdown"), "Nets: $9,000\nBoats: $3,000", "plain lines stay lines");
    assert_eq!(field("feasibility"), "<h2>Done before</h2><p>Twice.</p>");
    // Search reads the words, not the markup.
    let (_, found) = app.get("/api/projects/preview?filter.q=rivers", None).await;
    assert_eq!(found["total"], 1, "{found}");
    let (_, markup) = app.get("/api/projects/preview?filter.q=strong", None).await;
    assert_eq!(markup["total"], 0, "{markup}");
}

async fn the_clients_round_breadcrumb_names_the_current_round(app: TestApp) {
    let operator = app.operator("operator").await;
    let past = app.round(&operator, 1, -40).await;
    let voting = app.round(&operator, 2, -7).await;
    let future = app.round(&operator, 3, 20).await;
    let (status, list) = app.get("/api/rounds/rounds", None).await;
    assert_eq!(status, StatusCode::OK);
    let numbers: Vec<i64> = list["data"].as_array().unwrap().iter().map(|r| r["number"].as_i64().unwrap()).collect();
    assert_eq!(numbers, vec![2, 3, 1], "the current round first, then the others by number, highest first");
    assert_eq!(list["total"], 3);
    let (_, current) = app.get("/api/rounds", None).await;
    assert_eq!(current["id"], voting["id"], "the breadcrumb and the current round agree");
    let (_, second) = app.get("/api/rounds/rounds?page=2&limit=1", None).await;
    assert_eq!(second["data"][0]["id"], future["id"]);
    let (_, third) = app.get("/api/rounds/rounds?page=3&limit=1", None).await;
    assert_eq!(third["data"][0]["id"], past["id"]);
    let (_, beyond) = app.get("/api/rounds/rounds?page=4&limit=1", None).await;
    assert_eq!((beyond["data"].as_array().map(Vec::len), beyond["total"].as_i64()), (Some(0), Some(3)));
}

async fn the_clients_profile_call_answers_the_signed_in_person(app: TestApp) {
    let (status, _) = app.get("/api/users/profile", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.get("/api/users/profile", Some("not-a-token")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let ana = app.register("ana").await;
    let (status, profile) = app.get("/api/users/profile", Some(&ana.token)).await;
    assert_eq!(status, StatusCode::OK, "{profile}");
    assert_eq!(profile["id"], ana.id.to_string());
    assert_eq!(profile["username"], "ana");
    for field in ["first_name", "last_name", "email", "kyc_status", "language", "created_at", "updated_at"] {
        assert!(profile[field].is_string(), "{field}: {profile}");
    }
    assert_eq!((profile["impact_points"].as_i64(), &profile["referred_by"]), (Some(0), &Value::Null));
    assert!(profile.get("stripe_customer_id").is_none() && profile.get("password").is_none(), "{profile}");
}

/// The client's stylesheet shows list markers only for `list-disc` / `list-decimal`: those classes
/// (and the list spacing ones) survive, every other class is dropped.
async fn the_clients_lists_keep_their_bullets_and_numbers(app: TestApp) {
    let operator = app.operator("operator").await;
    let _round = app.round(&operator, 1, -1).await;
    let owner = app.register("olga").await;
    let org = app.verified_organization(&owner, "river-trust").await;
    let cover = app.upload(&owner, Some(org)).await;
    let body = json!({
        "title": "Clean rivers", "description": "<ul class=\"list-disc pl-5 fixed inset-0\"><li class=\"hidden\">nets</li></ul>",
        "social_cause": "WATER_SANITATION", "category": "EMERGING_MARKETS", "email": "projects@river.org", "cover_id": cover,
        "problem_statement": "Plastic.", "solution": "Nets.", "goals": "<ol class=\"list-decimal\"><li>10 km</li></ol>",
        "cost_breakdown": "Nets: $9,000", "feasibility": "Done before.", "impact_assessment": "Kilograms", "total_requested_amount": 12000,
    });
    let create = Req::new(Method::POST, "/api/projects").token(Some(&owner.token)).identity(org).json(body);
    let (status, project) = app.send(create).await;
    assert_eq!(status, StatusCode::CREATED, "{project}");
    let (_, read) = app.get(&format!("/api/projects/{}", project["id"].as_str().unwrap()), None).await;
    assert_eq!(read["description"], "<ul class=\"list-disc pl-5\"><li>nets</li></ul>");
    assert_eq!(read["goals"], "<ol class=\"list-decimal\"><li>10 km</li></ol>");
}

/// `accounts.require_verified_email` with the client's hosted register page: the person registers
/// there, the client gets its tokens through the code, voting waits for the confirmation, the
/// email arrives with its link, and once confirmed the client's own tokens vote.
async fn a_person_registering_on_the_clients_hosted_page_confirms_their_email_and_votes_in_the_client(app: TestApp) {
    assert!(app.state.config.accounts.require_verified_email, "the rule is on by default");
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;

    // The client starts a hosted sign-in; its referral page asks for the register form.
    let (status, started) =
        app.post("/api/auth", None, json!({"redirect_url": "https://fund.example.org/oauth/socious"})).await;
    assert_eq!(status, StatusCode::OK, "{started}");
    let auth_url = url::Url::parse(started["auth_url"].as_str().unwrap()).unwrap();
    assert_eq!(auth_url.path(), "/signin");
    // The hosted page registers the person (as its form does) and authorizes the session.
    let register = json!({"first_name": "Rosa", "last_name": "Park", "username": "rosa", "email": "rosa@example.org",
        "password": "correct horse battery", "language": "fr", "session_id": started["session"]["id"]});
    let (status, page_tokens) = app.post("/api/auth/register", None, register).await;
    assert_eq!(status, StatusCode::CREATED, "{page_tokens}");
    let authorize = Req::new(Method::POST, "/api/auth/authorize")
        .token(page_tokens["access_token"].as_str())
        .json(json!({"session_id": started["session"]["id"]}));
    let (status, done) = app.send(authorize).await;
    assert_eq!(status, StatusCode::OK, "an unconfirmed person may still finish the sign-in: {done}");
    let back = url::Url::parse(done["redirect_to"].as_str().unwrap()).unwrap();
    assert_eq!(back.origin().ascii_serialization(), "https://fund.example.org", "back to the client");
    let code = back.query_pairs().find(|(k, _)| k == "code").map(|(_, v)| v.into_owned()).unwrap();

    // The client exchanges the code; its vote waits for the confirmation, with a code it can show.
    let (status, client) = app.post("/api/auth/session", None, json!({"code": code})).await;
    assert_eq!(status, StatusCode::OK, "{client}");
    let client_token = client["access_token"].as_str().unwrap().to_owned();
    let votes = format!("/api/projects/{project}/votes");
    let (status, refused) = app.post(&votes, Some(&client_token), json!({})).await;
    assert_eq!((status, refused["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.email_unverified")), "{refused}");

    // The confirmation email went out once, in the person's language, with a link to this site.
    let mails: Vec<String> =
        app.outbox.read_all_decoded().into_iter().filter(|m| m.contains("To: rosa@example.org")).collect();
    assert_eq!(mails.len(), 1, "{mails:?}");
    let needle = "http://localhost:8080/verify-email?token=";
    let start = mails[0].find(needle).unwrap_or_else(|| panic!("a confirmation link: {}", mails[0])) + needle.len();
    let token: String = mails[0][start..].chars().take_while(char::is_ascii_alphanumeric).collect();
    // The link names the client's app, which the site's config lists, so the confirmation page
    // offers the way back to it.
    let rest = &mails[0][start + token.len()..];
    assert!(rest.starts_with("&app=https%3A%2F%2Ffund.example.org"), "the way back: {}", &rest[..rest.len().min(80)]);
    let (_, config) = app.get("/api/config", None).await;
    assert_eq!(config["client_apps"], json!(["https://fund.example.org"]));
    let (status, confirmed) = app.post("/api/auth/verify-email", None, json!({"token": token})).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{confirmed}");

    // Back in the client, the same tokens now vote, and the client's profile call says confirmed.
    let (status, vote) = app.post(&votes, Some(&client_token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{vote}");
    let (_, me) = app.get("/api/me", Some(&client_token)).await;
    assert_eq!(me["email_verified"], true, "{me}");
}

/// A registration naming no hosted sign-in, an unknown one or a malformed id still registers;
/// its confirmation link names no app.
async fn a_registration_outside_a_live_hosted_sign_in_names_no_app_to_return_to(app: TestApp) {
    let (_, started) =
        app.post("/api/auth", None, json!({"redirect_url": "http://localhost:8080/oauth/socious"})).await;
    let own_site = started["session"]["id"].clone();
    for (name, session) in
        [("lea", Value::Null), ("max", json!(Uuid::new_v4())), ("ivy", json!("not-a-session")), ("zoe", own_site)]
    {
        let register = json!({"first_name": name, "last_name": "Test", "username": name, "email": format!("{name}@example.org"),
            "password": "correct horse battery", "session_id": session});
        let (status, body) = app.post("/api/auth/register", None, register).await;
        assert_eq!(status, StatusCode::CREATED, "{name}: {body}");
        let mails: Vec<String> = app
            .outbox
            .read_all_decoded()
            .into_iter()
            .filter(|m| m.contains(&format!("To: {name}@example.org")))
            .collect();
        assert_eq!(mails.len(), 1, "{name}");
        assert!(mails[0].contains("/verify-email?token="), "{name}");
        assert!(!mails[0].contains("&app="), "{name}: no app to return to");
    }
}
