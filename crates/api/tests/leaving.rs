//! Changing the email address and leaving the platform (issue 13): the new address is confirmed
//! before it counts and the old one is told; the data export holds the person's own data and
//! nobody else's; deleting an account needs the password, is refused to an organization's only
//! owner, ends every sign-in and erases the person while round totals and audit packs stay exact.

use crate::common;
#[path = "matching/scene.rs"]
#[allow(dead_code, reason = "the matching tests use the rest of the scene")]
mod scene;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::{Person, Req, TestApp};
use matchpool_domain::{MediaId, ProjectId};
use matchpool_store::entities::{account_token, comment, donation, media, org_member};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    an_email_change_waits_for_the_new_address_and_tells_the_old_one,
    an_email_change_link_works_once_and_expires,
    an_email_change_needs_the_password_a_free_address_and_a_sign_in,
    the_export_holds_each_section_of_the_persons_own_data_only,
    deleting_an_account_needs_the_right_password,
    the_only_owner_of_an_organization_hands_it_over_first,
    a_deleted_account_cannot_sign_in_and_its_personal_data_is_gone,
    deleting_an_account_keeps_round_totals_and_the_audit_pack_identical,
    a_deleted_accounts_kyc_details_are_erased_and_its_waiting_review_closed,
);

const PASSWORD: &str = "correct horse battery";

/// The emails sent, decoded (the outbox keeps them as MIME: quoted-printable or base64 bodies).
fn emails(app: &TestApp) -> Vec<String> {
    app.outbox.read_all_decoded()
}

/// The token of the last email-change link emailed to `to`.
fn change_token(app: &TestApp, to: &str) -> String {
    let needle = "/confirm-email-change?token=";
    let mail = emails(app).into_iter().rev().find(|m| m.contains(&format!("To: {to}")) && m.contains(needle));
    let mail = mail.unwrap_or_else(|| panic!("no email-change link to {to}: {:?}", emails(app)));
    let start = mail.find(needle).unwrap() + needle.len();
    mail[start..].chars().take_while(char::is_ascii_alphanumeric).collect()
}

async fn me(app: &TestApp, who: &Person) -> Value {
    let (status, me) = app.get("/api/me", Some(&who.token)).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    me
}

async fn sign_in(app: &TestApp, email: &str) -> StatusCode {
    app.post("/api/auth", None, json!({"email": email, "password": PASSWORD})).await.0
}

async fn ask_change(app: &TestApp, who: &Person, body: Value) -> (StatusCode, Value) {
    app.post("/api/me/email", Some(&who.token), body).await
}

async fn confirm_change(app: &TestApp, token: &str) -> (StatusCode, Value) {
    app.post("/api/auth/confirm-email-change", None, json!({"token": token})).await
}

async fn delete(app: &TestApp, who: &Person, password: &str) -> (StatusCode, Value) {
    app.post("/api/me/delete", Some(&who.token), json!({"password": password})).await
}

async fn an_email_change_waits_for_the_new_address_and_tells_the_old_one(app: TestApp) {
    let ana = app.register("ana").await;
    let sent = emails(&app).len();
    let (status, body) =
        ask_change(&app, &ana, json!({"new_email": "Ana@New.example.org", "current_password": PASSWORD})).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    let mail = emails(&app).pop().unwrap();
    assert_eq!(emails(&app).len(), sent + 1, "one email, to the new address");
    assert!(mail.contains("To: ana@new.example.org") && mail.contains("Confirm your new email address"), "{mail}");
    // Nothing changes until the new address is confirmed.
    assert_eq!(me(&app, &ana).await["email"], "ana@example.org");
    assert_eq!(sign_in(&app, "ana@example.org").await, StatusCode::OK);
    assert_eq!(sign_in(&app, "ana@new.example.org").await, StatusCode::UNAUTHORIZED);

    let token = change_token(&app, "ana@new.example.org");
    assert_eq!(confirm_change(&app, &token).await.0, StatusCode::NO_CONTENT);
    let now = me(&app, &ana).await;
    assert_eq!((now["email"].as_str(), now["email_verified"].as_bool()), (Some("ana@new.example.org"), Some(true)));
    let notice = emails(&app).pop().unwrap();
    assert!(notice.contains("To: ana@example.org"), "the old address is told: {notice}");
    assert!(notice.contains("Your email address was changed") && notice.contains("ana@new.example.org"), "{notice}");
    assert_eq!(sign_in(&app, "ana@new.example.org").await, StatusCode::OK);
    assert_eq!(sign_in(&app, "ana@example.org").await, StatusCode::UNAUTHORIZED);
    // The old address is free again.
    app.register("ana2").await;
    let (status, _) = app
        .post("/api/auth/register", None, json!({"first_name": "A", "last_name": "B", "username": "oldana", "email": "ana@example.org", "password": PASSWORD}))
        .await;
    assert_eq!(status, StatusCode::CREATED);
}

async fn an_email_change_link_works_once_and_expires(app: TestApp) {
    let ana = app.register("ana").await;
    let body = json!({"new_email": "ana@new.example.org", "current_password": PASSWORD});
    assert_eq!(ask_change(&app, &ana, body.clone()).await.0, StatusCode::ACCEPTED);
    let first = change_token(&app, "ana@new.example.org");
    // A second request replaces the first link.
    assert_eq!(ask_change(&app, &ana, body.clone()).await.0, StatusCode::ACCEPTED);
    let second = change_token(&app, "ana@new.example.org");
    let (status, err) = confirm_change(&app, &first).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.link_invalid")));
    assert_eq!(confirm_change(&app, &second).await.0, StatusCode::NO_CONTENT);
    let (status, err) = confirm_change(&app, &second).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.link_invalid")), "once");

    let bob = app.register("bob").await;
    let body = json!({"new_email": "bob@new.example.org", "current_password": PASSWORD});
    assert_eq!(ask_change(&app, &bob, body).await.0, StatusCode::ACCEPTED);
    let token = change_token(&app, "bob@new.example.org");
    let row = account_token::Entity::find()
        .filter(account_token::Column::UserId.eq(bob.id))
        .filter(account_token::Column::Purpose.eq("change_email"))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let minutes = (row.expires_at - row.created_at).num_minutes();
    assert_eq!(minutes, 30, "as long as a reset link");
    assert_ne!(row.token_hash, token, "only the hash is stored");
    account_token::Entity::update_many()
        .col_expr(account_token::Column::ExpiresAt, Expr::value(Utc::now() - Duration::minutes(1)))
        .filter(account_token::Column::Id.eq(row.id))
        .exec(&app.db)
        .await
        .unwrap();
    let (status, err) = confirm_change(&app, &token).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.link_invalid")));
    assert_eq!(me(&app, &bob).await["email"], "bob@example.org", "an expired link changes nothing");
    let (status, err) = confirm_change(&app, "nonsense").await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("auth.link_invalid")));
    let (status, err) = app.post("/api/auth/confirm-email-change", None, json!({})).await;
    assert_eq!((status, err["fields"]["token"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
    // A reset or verification link is no email-change link.
    app.post("/api/auth/forgot-password", None, json!({"email": "bob@example.org"})).await;
    let mail = emails(&app).pop().unwrap();
    let start = mail.find("/reset-password?token=").unwrap() + "/reset-password?token=".len();
    let reset: String = mail[start..].chars().take_while(char::is_ascii_alphanumeric).collect();
    assert_eq!(confirm_change(&app, &reset).await.0, StatusCode::UNPROCESSABLE_ENTITY);
}

async fn an_email_change_needs_the_password_a_free_address_and_a_sign_in(app: TestApp) {
    let ana = app.register("ana").await;
    let bob = app.register("bob").await;
    let sent = emails(&app).len();
    let (status, _) =
        app.post("/api/me/email", None, json!({"new_email": "x@example.org", "current_password": PASSWORD})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, err) =
        ask_change(&app, &ana, json!({"new_email": "x@example.org", "current_password": "wrong one"})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.wrong_password")));
    let (status, err) =
        ask_change(&app, &ana, json!({"new_email": "BOB@example.org", "current_password": PASSWORD})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("auth.email_taken")));
    let (status, err) =
        ask_change(&app, &ana, json!({"new_email": "ana@example.org", "current_password": PASSWORD})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("account.email_unchanged")));
    let (status, err) = ask_change(&app, &ana, json!({"new_email": "not an address"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        (err["fields"]["new_email"].is_string(), err["fields"]["current_password"].as_str()),
        (true, Some("required"))
    );
    assert_eq!(emails(&app).len(), sent, "no email for a refused request");

    // Someone takes the address between the request and the confirmation.
    assert_eq!(
        ask_change(&app, &ana, json!({"new_email": "late@example.org", "current_password": PASSWORD})).await.0,
        StatusCode::ACCEPTED
    );
    let token = change_token(&app, "late@example.org");
    assert_eq!(
        ask_change(&app, &bob, json!({"new_email": "late@example.org", "current_password": PASSWORD})).await.0,
        StatusCode::ACCEPTED
    );
    let bobs = change_token(&app, "late@example.org");
    assert_eq!(confirm_change(&app, &bobs).await.0, StatusCode::NO_CONTENT);
    let (status, err) = confirm_change(&app, &token).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("auth.email_taken")));
    assert_eq!(me(&app, &ana).await["email"], "ana@example.org");
}

async fn comment(app: &TestApp, who: &Person, project: ProjectId, text: &str) -> Value {
    let (status, body) =
        app.post(&format!("/api/projects/{project}/comments"), Some(&who.token), json!({"content": text})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body
}

async fn export(app: &TestApp, who: &Person) -> Value {
    let (status, headers, bytes) = app.send_raw(Req::new(Method::GET, "/api/me/export").token(Some(&who.token))).await;
    assert_eq!(status, StatusCode::OK);
    let disposition = headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment; filename=\"matchpool-data-"), "{disposition}");
    assert_eq!(headers["content-type"], "application/json");
    serde_json::from_slice(&bytes).unwrap()
}

async fn the_export_holds_each_section_of_the_persons_own_data_only(app: TestApp) {
    let s = scene::Scene::new(&app).await;
    let org = app.organization(&s.ana, "anasorg").await;
    comment(&app, &s.ana, s.alpha, "Clean water matters").await;
    comment(&app, &s.ben, s.alpha, "Ben's own words").await;
    assert_eq!(app.get("/api/me/export", None).await.0, StatusCode::UNAUTHORIZED);

    let data = export(&app, &s.ana).await;
    assert_eq!(data["profile"]["email"], "ana@example.org");
    assert_eq!(data["profile"]["username"], "ana");
    let identities = data["identities"].as_array().unwrap();
    assert_eq!(identities.len(), 2, "{identities:?}");
    assert_eq!(
        (identities[0]["id"].as_str(), identities[0]["type"].as_str()),
        (Some(&*s.ana.id.to_string()), Some("users"))
    );
    assert_eq!(
        (identities[1]["id"].as_str(), identities[1]["role"].as_str()),
        (Some(&*org.to_string()), Some("owner"))
    );
    // The scene gives ana three donations and two votes; ben and caro have their own.
    let donations = data["donations"].as_array().unwrap();
    let cents: i64 = donations.iter().map(|d| d["usd_cents"].as_i64().unwrap()).sum();
    assert_eq!((donations.len(), cents), (3, 2_500 + 500 + 1_600));
    let votes = data["votes"].as_array().unwrap();
    assert_eq!(votes.len(), 2);
    assert!(votes.iter().all(|v| v["project_id"] == s.alpha.to_string() || v["project_id"] == s.gamma.to_string()));
    let comments = data["comments"].as_array().unwrap();
    assert_eq!(comments.len(), 1);
    assert_eq!(comments[0]["content"], "Clean water matters");
    assert_eq!(data["rewards"], json!([]));
    let total = me(&app, &s.ana).await["impact_points"].as_i64().unwrap();
    assert!(total > 0);
    assert_eq!(data["impact_points"]["total"].as_i64(), Some(total));
    let granted: i64 =
        data["impact_points"]["grants"].as_array().unwrap().iter().map(|g| g["points"].as_i64().unwrap()).sum();
    assert_eq!(granted, total);
    let text = data.to_string();
    for other in ["ben@example.org", "caro@example.org", "Ben's own words"] {
        assert!(!text.contains(other), "{other} is not ana's data");
    }
    let bens = export(&app, &s.ben).await;
    assert_eq!(bens["comments"][0]["content"], "Ben's own words");
    assert_eq!(bens["identities"].as_array().unwrap().len(), 1);
}

async fn deleting_an_account_needs_the_right_password(app: TestApp) {
    let ana = app.register("ana").await;
    assert_eq!(app.post("/api/me/delete", None, json!({"password": PASSWORD})).await.0, StatusCode::UNAUTHORIZED);
    let (status, err) = delete(&app, &ana, "not my password").await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.wrong_password")));
    let (status, err) = app.post("/api/me/delete", Some(&ana.token), json!({})).await;
    assert_eq!((status, err["fields"]["password"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
    assert_eq!(me(&app, &ana).await["username"], "ana", "nothing changed");
    assert_eq!(sign_in(&app, "ana@example.org").await, StatusCode::OK);
}

async fn the_only_owner_of_an_organization_hands_it_over_first(app: TestApp) {
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let org = app.organization(&ana, "wells").await;
    app.join(&ana, org, &ben, "member").await;
    let (status, err) = delete(&app, &ana, PASSWORD).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("account.sole_owner")));
    assert!(err["message"].as_str().unwrap().contains("Org wells"), "{err}");
    assert_eq!(me(&app, &ana).await["username"], "ana", "nothing changed");
    // A member may leave: the organization keeps its owner.
    assert_eq!(delete(&app, &ben, PASSWORD).await.0, StatusCode::NO_CONTENT);
    let carl = app.register("carl").await;
    app.join(&ana, org, &carl, "owner").await;
    assert_eq!(delete(&app, &ana, PASSWORD).await.0, StatusCode::NO_CONTENT);
    let members =
        org_member::Entity::find().filter(org_member::Column::OrganizationId.eq(org)).all(&app.db).await.unwrap();
    assert_eq!(
        members.iter().map(|m| (m.user_id, m.role.as_str())).collect::<Vec<_>>(),
        vec![(carl.id.into(), "owner")]
    );
    let (status, _) = app.get(&format!("/api/organizations/{org}"), Some(&carl.token)).await;
    assert_eq!(status, StatusCode::OK, "the organization stays");
}

async fn a_deleted_account_cannot_sign_in_and_its_personal_data_is_gone(app: TestApp) {
    let s = scene::Scene::new(&app).await;
    let ana = &s.ana;
    let media_id = app.upload(ana, None).await;
    let (status, body) = app
        .send(Req::new(Method::PUT, "/api/me/avatar").token(Some(&ana.token)).json(json!({"media_id": media_id})))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let written = comment(&app, ana, s.alpha, "My personal story").await;
    let reply = comment(&app, &s.ben, s.alpha, "Thanks for sharing").await;
    let laptop = app.post("/api/auth", None, json!({"email": "ana@example.org", "password": PASSWORD})).await.1;
    matchpool_store::oidc::link_identity(&app.db, "google", "ana-at-google", ana.id, None, Utc::now()).await.unwrap();

    assert_eq!(delete(&app, ana, PASSWORD).await.0, StatusCode::NO_CONTENT);
    let linked = matchpool_store::oidc::identities_of(&app.db, ana.id).await.unwrap();
    assert!(linked.is_empty(), "no provider sign-in reaches a deleted account");
    assert_eq!(sign_in(&app, "ana@example.org").await, StatusCode::UNAUTHORIZED);
    for token in [&ana.token, laptop["access_token"].as_str().unwrap()] {
        assert_eq!(app.get("/api/me", Some(token)).await.0, StatusCode::UNAUTHORIZED);
    }
    for refresh in [&ana.refresh, laptop["refresh_token"].as_str().unwrap()] {
        let (status, _) = app.post("/api/auth/refresh", None, json!({"refresh_token": refresh})).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "refresh tokens are revoked");
    }
    let row = matchpool_store::users::find(&app.db, ana.id).await.unwrap().expect("the row stays, anonymised");
    assert!(row.deleted_at.is_some());
    assert!(row.email.ends_with("@deleted.invalid") && !row.email.contains("ana"), "{}", row.email);
    assert_eq!((row.first_name.as_str(), row.last_name.as_str(), row.username.as_str()), ("", "", ""));
    let key =
        matchpool_store::entities::user::Entity::find_by_id(ana.id).one(&app.db).await.unwrap().unwrap().username_key;
    assert!(!key.contains("ana"));
    assert_eq!(row.avatar_url, None);
    assert_eq!(row.kyc, matchpool_domain::VerificationStatus::Verified, "the matching weight stays");
    let uploads = media::Entity::find().filter(media::Column::IdentityId.eq(ana.id)).all(&app.db).await.unwrap();
    assert!(uploads.is_empty(), "the avatar upload is removed");
    let id = Uuid::parse_str(written["id"].as_str().unwrap()).unwrap();
    let kept = comment::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
    assert_eq!(kept.content, "", "the text is erased; the thread stays");
    let (_, page) = app.get(&format!("/api/projects/{}/comments", s.alpha), None).await;
    let text = page.to_string();
    assert!(!text.contains("My personal story") && !text.contains("\"ana\""), "{text}");
    assert!(text.contains(reply["content"].as_str().unwrap()), "others' replies stay");
    // Donations stay, with no donor shown.
    let donations = donation::Entity::find().filter(donation::Column::UserId.eq(ana.id)).all(&app.db).await.unwrap();
    assert_eq!(donations.len(), 3);
    assert!(donations.iter().all(|d| d.anonymous));
    let (_, listed) = app.get(&format!("/api/projects/{}/donates", s.alpha), None).await;
    assert!(!listed.to_string().contains("ana"), "{listed}");
    // The address and the username can be used again.
    let (status, body) = app
        .post("/api/auth/register", None, json!({"first_name": "New", "last_name": "Ana", "username": "ana", "email": "ana@example.org", "password": PASSWORD}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn deleting_an_account_keeps_round_totals_and_the_audit_pack_identical(app: TestApp) {
    let s = scene::Scene::new(&app).await;
    let until = Utc::now();
    let round = s.stored_round(&app).await;
    let before = matchpool_app::matching::compute_now(&app.state, &round, until).await.unwrap();
    let projects_before: Vec<Value> = {
        let mut all = Vec::new();
        for p in [s.alpha, s.beta, s.gamma] {
            all.push(app.get(&format!("/api/projects/{p}"), None).await.1);
        }
        all
    };
    let (_, round_before) = app.get(&s.path(""), None).await;
    // ana (verified, donor and voter) and caro (unverified) leave.
    assert_eq!(delete(&app, &s.ana, PASSWORD).await.0, StatusCode::NO_CONTENT);
    assert_eq!(delete(&app, &s.caro, PASSWORD).await.0, StatusCode::NO_CONTENT);
    let after = matchpool_app::matching::compute_now(&app.state, &round, until).await.unwrap();
    assert_eq!(after.input_sha256, before.input_sha256);
    assert_eq!(after.pack, before.pack, "the audit pack recomputes to the same bytes");
    assert_eq!((after.allocated_cents, after.unallocated_cents), (before.allocated_cents, before.unallocated_cents));
    for (p, earlier) in [s.alpha, s.beta, s.gamma].into_iter().zip(projects_before) {
        let (_, now) = app.get(&format!("/api/projects/{p}"), None).await;
        for key in ["total_donations", "total_raw_donation_usd", "total_votes", "total_requested_amount"] {
            assert_eq!(now[key], earlier[key], "{key} of {p}");
        }
    }
    let (_, round_after) = app.get(&s.path(""), None).await;
    assert_eq!(round_after, round_before, "the round's totals");
    // The frozen results are the same as well.
    s.end_voting(&app, Duration::days(2)).await;
    let frozen_round = s.stored_round(&app).await;
    matchpool_app::matching::freeze_round(&app.state, &frozen_round, Utc::now()).await.unwrap();
    let frozen = matchpool_store::results::summary(&app.db, s.round_id).await.unwrap().unwrap();
    let again =
        matchpool_app::matching::compute_now(&app.state, &frozen_round, frozen_round.voting_end_at).await.unwrap();
    assert_eq!(frozen.input_sha256, again.input_sha256);
}

async fn a_deleted_accounts_kyc_details_are_erased_and_its_waiting_review_closed(app: TestApp) {
    let ana = app.register("ana").await;
    let document = app.upload_document(&ana, None).await;
    let body = json!({"legal_name": "Ana Lopez", "country": "Spain", "registration_number": "X1234567", "documents": [document]});
    let (status, submitted) = app.post("/api/verifications", Some(&ana.token), body).await;
    assert_eq!(status, StatusCode::CREATED, "{submitted}");
    let op = app.operator("operator").await;
    assert!(review_queue(&app, &op).await.contains("Ana Lopez"));

    assert_eq!(delete(&app, &ana, PASSWORD).await.0, StatusCode::NO_CONTENT);
    let row = matchpool_store::verifications::latest(&app.db, ana.id.into()).await.unwrap().unwrap();
    assert_eq!((row.legal_name.as_str(), row.country.as_str(), row.registration_number), ("", "", None));
    assert!(row.documents.is_empty());
    assert_eq!(row.status, matchpool_domain::VerificationStatus::Rejected, "the waiting review is closed");
    let user = matchpool_store::users::find(&app.db, ana.id).await.unwrap().unwrap();
    assert_eq!(user.kyc, matchpool_domain::VerificationStatus::Rejected);
    assert!(!review_queue(&app, &op).await.contains("Ana Lopez"));
    let document = document.parse::<MediaId>().unwrap();
    assert!(matchpool_store::media::find(&app.db, document).await.unwrap().is_none(), "the document is removed");
}

async fn review_queue(app: &TestApp, op: &Person) -> String {
    let (status, queue) = app.get("/api/admin/verifications", Some(&op.token)).await;
    assert_eq!(status, StatusCode::OK, "{queue}");
    queue.to_string()
}
