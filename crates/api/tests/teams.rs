//! Organizations as teams (issue 33): invitations by emailed single-use link, members and their
//! roles (owner, admin, member), removal, leaving, ownership hand-over, and what each role may do
//! with the organization's profile, projects and notices. Every operation is tried by an owner,
//! an admin, a member, another person and a visitor.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::Utc;
use common::{Person, Req, TestApp, team};
use matchpool_domain::OrganizationId;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    an_existing_person_accepts_an_invitation_once,
    a_new_person_registers_then_accepts_in_their_language,
    links_that_no_longer_work_answer_their_own_code,
    who_may_invite_list_and_revoke_invitations,
    bad_invitations_and_unknown_ids_are_refused,
    members_are_listed_with_roles_for_members_only,
    roles_change_by_the_owner_and_admin_rules,
    members_are_removed_and_leave_but_the_last_owner_stays,
    ownership_is_handed_over,
    account_deletion_asks_a_sole_owner_to_hand_over_first,
    roles_decide_who_edits_the_profile_and_works_on_projects,
    organization_notices_go_to_owners_and_admins,
    an_organization_sends_at_most_twenty_invitations_an_hour,
);

fn code(body: &Value) -> Option<&str> {
    body["code"].as_str()
}

async fn invite(app: &TestApp, by: Option<&Person>, org: OrganizationId, body: Value) -> (StatusCode, Value) {
    app.post(&format!("/api/organizations/{org}/invitations"), by.map(|p| p.token.as_str()), body).await
}

async fn accept(app: &TestApp, who: Option<&Person>, token: &str) -> (StatusCode, Value) {
    app.post(&format!("/api/invitations/{token}/accept"), who.map(|p| p.token.as_str()), json!({})).await
}

async fn members(app: &TestApp, who: Option<&Person>, org: OrganizationId) -> (StatusCode, Value) {
    app.get(&format!("/api/organizations/{org}/members"), who.map(|p| p.token.as_str())).await
}

/// `(user_id, role)` of each member, in the order listed.
async fn roles(app: &TestApp, viewer: &Person, org: OrganizationId) -> Vec<(String, String)> {
    let (status, body) = members(app, Some(viewer), org).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["user_id"].as_str().unwrap().to_owned(), m["role"].as_str().unwrap().to_owned()))
        .collect()
}

fn id(p: &Person) -> String {
    p.id.to_string()
}

async fn set_role(
    app: &TestApp,
    by: Option<&Person>,
    org: OrganizationId,
    target: &str,
    role: Value,
) -> (StatusCode, Value) {
    let req = Req::new(Method::PATCH, &format!("/api/organizations/{org}/members/{target}"))
        .token(by.map(|p| p.token.as_str()))
        .json(json!({ "role": role }));
    app.send(req).await
}

async fn remove(app: &TestApp, by: Option<&Person>, org: OrganizationId, target: &str) -> (StatusCode, Value) {
    let req = Req::new(Method::DELETE, &format!("/api/organizations/{org}/members/{target}"))
        .token(by.map(|p| p.token.as_str()));
    app.send(req).await
}

async fn transfer(app: &TestApp, by: Option<&Person>, org: OrganizationId, target: &str) -> (StatusCode, Value) {
    let path = format!("/api/organizations/{org}/members/transfer");
    app.post(&path, by.map(|p| p.token.as_str()), json!({ "user_id": target })).await
}

async fn revoke(app: &TestApp, by: Option<&Person>, org: OrganizationId, invitation: &str) -> (StatusCode, Value) {
    let req = Req::new(Method::DELETE, &format!("/api/organizations/{org}/invitations/{invitation}"))
        .token(by.map(|p| p.token.as_str()));
    app.send(req).await
}

/// The organizations a person may act as, with their role.
async fn orgs_of(app: &TestApp, who: &Person) -> Vec<(String, String)> {
    let (_, body) = app.get("/api/identities", Some(&who.token)).await;
    body["identities"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["type"] == "organizations")
        .map(|i| (i["id"].as_str().unwrap().to_owned(), i["meta"]["role"].as_str().unwrap_or_default().to_owned()))
        .collect()
}

async fn an_existing_person_accepts_an_invitation_once(app: TestApp) {
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let org = app.organization(&ana, "wells").await;
    let (status, invitation) =
        invite(&app, Some(&ana), org, json!({"email": "Ben@Example.org", "role": "admin"})).await;
    assert_eq!(status, StatusCode::CREATED, "{invitation}");
    assert_eq!((invitation["email"].as_str(), invitation["role"].as_str()), (Some("ben@example.org"), Some("admin")));
    let token = app.invitation_token("ben@example.org");
    assert_eq!(token.len(), 64, "256 random bits, hex");

    let (status, offer) = app.get(&format!("/api/invitations/{token}"), None).await;
    assert_eq!(status, StatusCode::OK, "{offer}");
    assert_eq!((offer["organization"]["name"].as_str(), offer["role"].as_str()), (Some("Org wells"), Some("admin")));
    assert_eq!(offer["email"], "ben@example.org");

    assert_eq!(accept(&app, None, &token).await.0, StatusCode::UNAUTHORIZED, "signed in only");
    let (status, joined) = accept(&app, Some(&ben), &token).await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    assert_eq!(
        (joined["organization"]["id"].as_str(), joined["role"].as_str()),
        (Some(&*org.to_string()), Some("admin"))
    );
    assert_eq!(orgs_of(&app, &ben).await, vec![(org.to_string(), "admin".to_owned())]);

    let (status, err) = accept(&app, Some(&ben), &token).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("invitation.used")));
    let (status, err) = app.get(&format!("/api/invitations/{token}"), None).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("invitation.used")));
    let (_, pending) = app.get(&format!("/api/organizations/{org}/invitations"), Some(&ana.token)).await;
    assert_eq!(pending["invitations"], json!([]), "an accepted invitation is no longer pending");
}

async fn a_new_person_registers_then_accepts_in_their_language(app: TestApp) {
    let ana = app.register("ana").await;
    let org = app.organization(&ana, "wells").await;
    // No account yet: the email goes in the language the inviter chose for it.
    let (status, body) =
        invite(&app, Some(&ana), org, json!({"email": "carl@example.org", "role": "member", "language": "fr"})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let mails = app.outbox.read_all_decoded();
    let mail = mails.iter().rev().find(|m| m.contains("To: carl@example.org")).unwrap();
    assert!(mail.contains("vous invite à rejoindre Org wells") && mail.contains("en tant que membre"), "{mail}");
    assert!(mail.contains("http://localhost:8080/invitations/"), "{mail}");
    let token = app.invitation_token("carl@example.org");

    // Registered after opening the link: accepting it proves the address is theirs.
    let carl = app.register_unverified("carl").await;
    assert_eq!(app.get("/api/me", Some(&carl.token)).await.1["email_verified"], false);
    let (status, joined) = accept(&app, Some(&carl), &token).await;
    assert_eq!((status, joined["role"].as_str()), (StatusCode::OK, Some("member")), "{joined}");
    assert_eq!(orgs_of(&app, &carl).await, vec![(org.to_string(), "member".to_owned())]);
    assert_eq!(app.get("/api/me", Some(&carl.token)).await.1["email_verified"], true);

    // An existing account gets its own language, whatever the inviter asks.
    let dan = app.register("dan").await;
    assert_eq!(app.patch("/api/me", Some(&dan.token), json!({"language": "ja"})).await.0, StatusCode::OK);
    let (status, _) =
        invite(&app, Some(&ana), org, json!({"email": "dan@example.org", "role": "admin", "language": "es"})).await;
    assert_eq!(status, StatusCode::CREATED);
    let mails = app.outbox.read_all_decoded();
    let mail = mails.iter().rev().find(|m| m.contains("To: dan@example.org")).unwrap();
    assert!(mail.contains("管理者として参加する招待"), "{mail}");
}

async fn links_that_no_longer_work_answer_their_own_code(app: TestApp) {
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let eve = app.register("eve").await;
    let org = app.organization(&ana, "wells").await;

    // Another address's link.
    invite(&app, Some(&ana), org, json!({"email": "ben@example.org", "role": "member"})).await;
    let bens = app.invitation_token("ben@example.org");
    let (status, err) = accept(&app, Some(&eve), &bens).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("invitation.wrong_email")));

    // A newer invitation of the same address retires the older link.
    invite(&app, Some(&ana), org, json!({"email": "ben@example.org", "role": "admin"})).await;
    let newer = app.invitation_token("ben@example.org");
    assert_ne!(newer, bens);
    let (status, err) = accept(&app, Some(&ben), &bens).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("invitation.revoked")));

    // Revoked by an owner.
    let (_, pending) = app.get(&format!("/api/organizations/{org}/invitations"), Some(&ana.token)).await;
    let invitation = pending["invitations"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(pending["invitations"].as_array().unwrap().len(), 1, "{pending}");
    assert_eq!(revoke(&app, Some(&ana), org, &invitation).await.0, StatusCode::NO_CONTENT);
    let (status, err) = accept(&app, Some(&ben), &newer).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("invitation.revoked")));
    let (status, err) = revoke(&app, Some(&ana), org, &invitation).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("invitation.revoked")));

    // Expired.
    invite(&app, Some(&ana), org, json!({"email": "ben@example.org", "role": "member"})).await;
    let late = app.invitation_token("ben@example.org");
    use matchpool_store::entities::org_invitation;
    org_invitation::Entity::update_many()
        .col_expr(
            org_invitation::Column::ExpiresAt,
            sea_orm::sea_query::Expr::value(Utc::now() - chrono::Duration::minutes(1)),
        )
        .filter(org_invitation::Column::OrganizationId.eq(org))
        .filter(org_invitation::Column::RevokedAt.is_null())
        .exec(&app.db)
        .await
        .unwrap();
    let (status, err) = accept(&app, Some(&ben), &late).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("invitation.expired")));
    let (_, pending) = app.get(&format!("/api/organizations/{org}/invitations"), Some(&ana.token)).await;
    assert_eq!(pending["invitations"], json!([]), "an expired invitation is not pending");

    // Unknown.
    let (status, err) = accept(&app, Some(&ben), &"0".repeat(64)).await;
    assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("invitation.not_found")));
    let (status, err) = app.get("/api/invitations/not-a-token", None).await;
    assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("invitation.not_found")));
    assert!(orgs_of(&app, &ben).await.is_empty(), "ben never joined");
}

async fn who_may_invite_list_and_revoke_invitations(app: TestApp) {
    let t = team(&app).await;
    let ask = |role: &str, email: &str| json!({"email": email, "role": role});
    let (status, _) = invite(&app, Some(&t.owner), t.org, ask("owner", "o1@example.org")).await;
    assert_eq!(status, StatusCode::CREATED, "owners invite owners");
    let (status, _) = invite(&app, Some(&t.admin), t.org, ask("admin", "a1@example.org")).await;
    assert_eq!(status, StatusCode::CREATED, "admins invite admins");
    let (status, err) = invite(&app, Some(&t.admin), t.org, ask("owner", "a2@example.org")).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("member.owners_only")));
    let (status, err) = invite(&app, Some(&t.member), t.org, ask("member", "m1@example.org")).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("member.not_allowed")));
    let (status, err) = invite(&app, Some(&t.other), t.org, ask("member", "x1@example.org")).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_member")));
    let (status, err) = invite(&app, None, t.org, ask("member", "v1@example.org")).await;
    assert_eq!((status, code(&err)), (StatusCode::UNAUTHORIZED, Some("auth.required")));
    let (status, err) = invite(&app, Some(&t.owner), t.org, ask("member", "max@example.org")).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("member.already_member")));

    let path = format!("/api/organizations/{}/invitations", t.org);
    for (who, expected) in [(&t.owner, StatusCode::OK), (&t.admin, StatusCode::OK)] {
        let (status, body) = app.get(&path, Some(&who.token)).await;
        assert_eq!(status, expected);
        let emails: Vec<&str> =
            body["invitations"].as_array().unwrap().iter().filter_map(|i| i["email"].as_str()).collect();
        assert_eq!(emails, ["a1@example.org", "o1@example.org"], "pending, newest first");
    }
    let (status, err) = app.get(&path, Some(&t.member.token)).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("member.not_allowed")));
    let (status, err) = app.get(&path, Some(&t.other.token)).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_member")));
    assert_eq!(app.get(&path, None).await.0, StatusCode::UNAUTHORIZED);

    let (_, body) = app.get(&path, Some(&t.owner.token)).await;
    let first = body["invitations"][0]["id"].as_str().unwrap().to_owned();
    let second = body["invitations"][1]["id"].as_str().unwrap().to_owned();
    let (status, err) = revoke(&app, Some(&t.member), t.org, &first).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("member.not_allowed")));
    let (status, err) = revoke(&app, Some(&t.other), t.org, &first).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_member")));
    assert_eq!(revoke(&app, None, t.org, &first).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(revoke(&app, Some(&t.admin), t.org, &first).await.0, StatusCode::NO_CONTENT);
    assert_eq!(revoke(&app, Some(&t.owner), t.org, &second).await.0, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&path, Some(&t.owner.token)).await.1["invitations"], json!([]));
}

async fn bad_invitations_and_unknown_ids_are_refused(app: TestApp) {
    let t = team(&app).await;
    let (status, err) = invite(&app, Some(&t.owner), t.org, json!({"email": "not-an-email", "role": "member"})).await;
    assert_eq!(
        (status, err["fields"]["email"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid_email")),
        "{err}"
    );
    let (status, err) = invite(&app, Some(&t.owner), t.org, json!({"email": "z@example.org", "role": "boss"})).await;
    assert_eq!((status, err["fields"]["role"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")), "{err}");
    let (status, err) = invite(&app, Some(&t.owner), t.org, json!({"email": "z@example.org"})).await;
    assert_eq!((status, err["fields"]["role"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")), "{err}");
    let (status, err) =
        invite(&app, Some(&t.owner), t.org, json!({"email": "z@example.org", "role": "member", "language": "xx"}))
            .await;
    assert_eq!(
        (status, err["fields"]["language"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid_language")),
        "{err}"
    );
    let (status, err) = invite(&app, Some(&t.owner), t.org, json!({"email": 5, "role": "member"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{err}");
    assert_eq!(
        app.get(&format!("/api/organizations/{}/invitations", t.org), Some(&t.owner.token)).await.1["invitations"],
        json!([]),
        "nothing was sent"
    );

    let unknown = Uuid::now_v7();
    for org in [unknown.to_string(), "not-a-uuid".to_owned()] {
        let (status, err) = app
            .post(
                &format!("/api/organizations/{org}/invitations"),
                Some(&t.owner.token),
                json!({"email": "z@example.org", "role": "member"}),
            )
            .await;
        assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("organization.not_found")));
        let (status, err) = app.get(&format!("/api/organizations/{org}/members"), Some(&t.owner.token)).await;
        assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("organization.not_found")));
    }
    for target in [unknown.to_string(), "nobody".to_owned(), id(&t.other)] {
        let (status, err) = set_role(&app, Some(&t.owner), t.org, &target, json!("admin")).await;
        assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("member.not_found")), "{target}");
        let (status, err) = remove(&app, Some(&t.owner), t.org, &target).await;
        assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("member.not_found")), "{target}");
        let (status, err) = transfer(&app, Some(&t.owner), t.org, &target).await;
        assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("member.not_found")), "{target}");
    }
    for invitation in [unknown.to_string(), "nothing".to_owned()] {
        let (status, err) = revoke(&app, Some(&t.owner), t.org, &invitation).await;
        assert_eq!((status, code(&err)), (StatusCode::NOT_FOUND, Some("invitation.not_found")));
    }
    for role in [json!("boss"), json!(""), json!(3), Value::Null] {
        let (status, err) = set_role(&app, Some(&t.owner), t.org, &id(&t.member), role.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{role}: {err}");
    }
    let (status, err) =
        app.post(&format!("/api/organizations/{}/members/transfer", t.org), Some(&t.owner.token), json!({})).await;
    assert_eq!((status, err["fields"]["user_id"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
    assert_eq!(
        roles(&app, &t.owner, t.org).await,
        vec![(id(&t.owner), "owner".into()), (id(&t.admin), "admin".into()), (id(&t.member), "member".into())],
        "nothing changed"
    );
}

async fn members_are_listed_with_roles_for_members_only(app: TestApp) {
    let t = team(&app).await;
    for who in [&t.owner, &t.admin, &t.member] {
        let (status, body) = members(&app, Some(who), t.org).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let names: Vec<(&str, &str)> = body["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| (m["username"].as_str().unwrap(), m["role"].as_str().unwrap()))
            .collect();
        assert_eq!(names, [("ana", "owner"), ("ada", "admin"), ("max", "member")]);
        let managing = who.id != t.member.id;
        assert_eq!(body["members"][0]["email"].as_str().is_some(), managing, "addresses for owners and admins only");
    }
    assert_eq!(members(&app, Some(&t.owner), t.org).await.1["your_role"], "owner");
    assert_eq!(members(&app, Some(&t.member), t.org).await.1["your_role"], "member");
    let (status, err) = members(&app, Some(&t.other), t.org).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_member")));
    let (status, err) = members(&app, None, t.org).await;
    assert_eq!((status, code(&err)), (StatusCode::UNAUTHORIZED, Some("auth.required")));
}

async fn roles_change_by_the_owner_and_admin_rules(app: TestApp) {
    let t = team(&app).await;
    let (org, admin, member, owner) = (t.org, id(&t.admin), id(&t.member), id(&t.owner));
    let refused = |status, err: &Value, expected: (StatusCode, &str)| {
        assert_eq!((status, code(err)), (expected.0, Some(expected.1)), "{err}");
    };
    let (s, e) = set_role(&app, Some(&t.member), org, &admin, json!("member")).await;
    refused(s, &e, (StatusCode::FORBIDDEN, "member.not_allowed"));
    let (s, e) = set_role(&app, Some(&t.other), org, &member, json!("admin")).await;
    refused(s, &e, (StatusCode::FORBIDDEN, "organization.not_member"));
    let (s, e) = set_role(&app, None, org, &member, json!("admin")).await;
    refused(s, &e, (StatusCode::UNAUTHORIZED, "auth.required"));
    let (s, e) = set_role(&app, Some(&t.admin), org, &member, json!("owner")).await;
    refused(s, &e, (StatusCode::FORBIDDEN, "member.owners_only"));
    let (s, e) = set_role(&app, Some(&t.admin), org, &owner, json!("member")).await;
    refused(s, &e, (StatusCode::FORBIDDEN, "member.owners_only"));
    let (s, e) = set_role(&app, Some(&t.owner), org, &owner, json!("admin")).await;
    refused(s, &e, (StatusCode::CONFLICT, "member.last_owner"));

    let (status, changed) = set_role(&app, Some(&t.admin), org, &member, json!("admin")).await;
    assert_eq!((status, changed["role"].as_str()), (StatusCode::OK, Some("admin")), "{changed}");
    let (status, _) = set_role(&app, Some(&t.admin), org, &member, json!("member")).await;
    assert_eq!(status, StatusCode::OK, "admins move people between member and admin");
    let (status, _) = set_role(&app, Some(&t.owner), org, &admin, json!("owner")).await;
    assert_eq!(status, StatusCode::OK, "owners make owners");
    let (status, _) = set_role(&app, Some(&t.admin), org, &owner, json!("member")).await;
    assert_eq!(status, StatusCode::OK, "a second owner unmakes the first");
    assert_eq!(
        roles(&app, &t.admin, t.org).await,
        vec![(admin.clone(), "owner".into()), (owner.clone(), "member".into()), (member.clone(), "member".into())]
    );
    assert_eq!(orgs_of(&app, &t.owner).await, vec![(org.to_string(), "member".to_owned())]);
    let (s, e) = set_role(&app, Some(&t.admin), org, &admin, json!("admin")).await;
    refused(s, &e, (StatusCode::CONFLICT, "member.last_owner"));
}

async fn members_are_removed_and_leave_but_the_last_owner_stays(app: TestApp) {
    let t = team(&app).await;
    let (org, admin, member, owner) = (t.org, id(&t.admin), id(&t.member), id(&t.owner));
    let (status, err) = remove(&app, Some(&t.member), org, &admin).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("member.not_allowed")));
    let (status, err) = remove(&app, Some(&t.other), org, &member).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_member")));
    assert_eq!(remove(&app, None, org, &member).await.0, StatusCode::UNAUTHORIZED);
    let (status, err) = remove(&app, Some(&t.admin), org, &owner).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("member.owners_only")));
    let (status, err) = remove(&app, Some(&t.owner), org, &owner).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("member.last_owner")), "the last owner cannot leave");

    assert_eq!(remove(&app, Some(&t.admin), org, &member).await.0, StatusCode::NO_CONTENT);
    assert!(orgs_of(&app, &t.member).await.is_empty());
    let (status, err) = members(&app, Some(&t.member), org).await;
    assert_eq!(
        (status, code(&err)),
        (StatusCode::FORBIDDEN, Some("organization.not_member")),
        "a removed member is out"
    );
    // Acting as the organization is refused from now on.
    let req = Req::new(Method::PATCH, &format!("/api/organizations/{org}")).token(Some(&t.member.token)).identity(org);
    let (status, err) = app.send(req.json(json!({"name": "Mine"}))).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("identity.not_allowed")));

    // An admin leaves by removing themselves.
    assert_eq!(remove(&app, Some(&t.admin), org, &admin).await.0, StatusCode::NO_CONTENT);
    assert_eq!(roles(&app, &t.owner, t.org).await, vec![(owner.clone(), "owner".into())]);
    // With a second owner, the first may leave.
    app.join(&t.owner, org, &t.other, "owner").await;
    assert_eq!(remove(&app, Some(&t.owner), org, &owner).await.0, StatusCode::NO_CONTENT);
    let (status, body) = members(&app, Some(&t.other), org).await;
    assert_eq!((status, body["members"].as_array().unwrap().len()), (StatusCode::OK, 1));
}

async fn ownership_is_handed_over(app: TestApp) {
    let t = team(&app).await;
    let (org, admin, member, owner) = (t.org, id(&t.admin), id(&t.member), id(&t.owner));
    let (status, err) = transfer(&app, Some(&t.admin), org, &member).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("member.owners_only")));
    let (status, err) = transfer(&app, Some(&t.member), org, &admin).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("member.owners_only")));
    let (status, err) = transfer(&app, Some(&t.other), org, &member).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_member")));
    assert_eq!(transfer(&app, None, org, &member).await.0, StatusCode::UNAUTHORIZED);
    let (status, err) = transfer(&app, Some(&t.owner), org, &owner).await;
    assert_eq!((status, code(&err)), (StatusCode::UNPROCESSABLE_ENTITY, Some("member.transfer_to_self")));

    let (status, body) = transfer(&app, Some(&t.owner), org, &member).await;
    assert_eq!((status, body["your_role"].as_str()), (StatusCode::OK, Some("admin")), "{body}");
    assert_eq!(
        roles(&app, &t.owner, t.org).await,
        vec![(member.clone(), "owner".into()), (owner.clone(), "admin".into()), (admin.clone(), "admin".into())]
    );
    // The former owner may now leave; the new one may not, alone.
    assert_eq!(remove(&app, Some(&t.owner), org, &owner).await.0, StatusCode::NO_CONTENT);
    let (status, err) = remove(&app, Some(&t.member), org, &member).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("member.last_owner")));
}

async fn account_deletion_asks_a_sole_owner_to_hand_over_first(app: TestApp) {
    let t = team(&app).await;
    let delete = |who: &Person| {
        let token = who.token.clone();
        let app = &app;
        async move { app.post("/api/me/delete", Some(&token), json!({"password": "correct horse battery"})).await }
    };
    let (status, err) = delete(&t.owner).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("account.sole_owner")));
    assert!(err["message"].as_str().unwrap().contains("Hand ownership over"), "{err}");
    assert_eq!(transfer(&app, Some(&t.owner), t.org, &id(&t.admin)).await.0, StatusCode::OK);
    assert_eq!(delete(&t.owner).await.0, StatusCode::NO_CONTENT);
    assert_eq!(
        roles(&app, &t.admin, t.org).await,
        vec![(id(&t.admin), "owner".into()), (id(&t.member), "member".into())]
    );
    // Alone in an organization, nobody is left to hand over to: the account goes, the
    // organization stays without members.
    // Its pending invitations stop working: nobody joins an abandoned organization by a link.
    // The organization the owner left with members keeps its own.
    let solo = app.organization(&t.other, "solo").await;
    assert_eq!(
        invite(&app, Some(&t.other), solo, json!({"email": "late@example.org", "role": "owner"})).await.0,
        StatusCode::CREATED
    );
    let abandoned = app.invitation_token("late@example.org");
    assert_eq!(
        invite(&app, Some(&t.admin), t.org, json!({"email": "kept@example.org", "role": "member"})).await.0,
        StatusCode::CREATED
    );
    let kept = app.invitation_token("kept@example.org");
    assert_eq!(delete(&t.other).await.0, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/organizations/{solo}"), None).await.0, StatusCode::OK);
    let late = app.register("late").await;
    let (status, err) = accept(&app, Some(&late), &abandoned).await;
    assert_eq!((status, code(&err)), (StatusCode::CONFLICT, Some("invitation.revoked")), "{err}");
    assert!(orgs_of(&app, &late).await.is_empty());
    let newcomer = app.register("kept").await;
    assert_eq!(accept(&app, Some(&newcomer), &kept).await.0, StatusCode::OK);
}

async fn roles_decide_who_edits_the_profile_and_works_on_projects(app: TestApp) {
    let t = team(&app).await;
    let op = app.operator("operator").await;
    let as_org = |method: Method, path: &str, who: &Person, body: Value| {
        Req::new(method, path).token(Some(&who.token)).identity(t.org).json(body)
    };
    let path = format!("/api/organizations/{}", t.org);
    let (status, body) = app.send(as_org(Method::PATCH, &path, &t.admin, json!({"name": "Wells by Ada"}))).await;
    assert_eq!((status, body["name"].as_str()), (StatusCode::OK, Some("Wells by Ada")), "{body}");
    let (status, err) = app.send(as_org(Method::PATCH, &path, &t.member, json!({"name": "Wells by Max"}))).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_owner")));
    let (status, err) = app.patch(&path, Some(&t.other.token), json!({"name": "Mine"})).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_owner")));

    // Every member works on the organization's projects.
    let round = app.round(&op, 1, 0).await;
    let project = app.project_in(&round, t.org, "Clean water").await;
    let project_path = format!("/api/projects/{project}");
    let (status, body) =
        app.send(as_org(Method::PATCH, &project_path, &t.member, json!({"title": "Cleaner water"}))).await;
    assert_eq!((status, body["title"].as_str()), (StatusCode::OK, Some("Cleaner water")), "{body}");
    let updates = format!("/api/projects/{project}/updates");
    let (status, body) =
        app.send(as_org(Method::POST, &updates, &t.member, json!({"title": "First well", "body": "Dug."}))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, err) = app.patch(&project_path, Some(&t.other.token), json!({"title": "Mine"})).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("project.not_owner")));

    // KYB documents: owners and admins only.
    let document = app.upload_document(&t.member, Some(t.org)).await;
    let kyb =
        json!({"legal_name": "Wells Ltd", "country": "Kenya", "registration_number": "K-1", "documents": [document]});
    let (status, err) = app.send(as_org(Method::POST, "/api/verifications", &t.member, kyb)).await;
    assert_eq!((status, code(&err)), (StatusCode::FORBIDDEN, Some("organization.not_owner")));
    let document = app.upload_document(&t.admin, Some(t.org)).await;
    let kyb =
        json!({"legal_name": "Wells Ltd", "country": "Kenya", "registration_number": "K-1", "documents": [document]});
    let (status, body) = app.send(as_org(Method::POST, "/api/verifications", &t.admin, kyb)).await;
    assert!(status.is_success(), "{status} {body}");
}

async fn organization_notices_go_to_owners_and_admins(app: TestApp) {
    let t = team(&app).await;
    let op = app.operator("operator").await;
    let path = format!("/api/admin/organizations/{}/verification", t.org);
    let (status, body) = app.post(&path, Some(&op.token), json!({"status": "verified"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let told: Vec<String> = app
        .outbox
        .read_all_decoded()
        .into_iter()
        .filter(|m| m.contains("Your verification is approved"))
        .filter_map(|m| m.lines().find(|l| l.starts_with("To: ")).map(str::to_owned))
        .collect();
    assert_eq!(told.len(), 2, "{told:?}");
    assert!(told.iter().any(|l| l.contains("ana@example.org")) && told.iter().any(|l| l.contains("ada@example.org")));
}

async fn an_organization_sends_at_most_twenty_invitations_an_hour(app: TestApp) {
    let team = team(&app).await; // two invitations sent (the admin's and the member's)
    for n in 0..18 {
        let (status, body) = invite(
            &app,
            Some(&team.admin),
            team.org,
            json!({"email": format!("guest{n}@example.org"), "role": "member"}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "invitation {n}: {body}");
        if n == 0 {
            // A withdrawn invitation was still an email: it keeps counting.
            let (status, body) = revoke(&app, Some(&team.owner), team.org, body["id"].as_str().unwrap()).await;
            assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
        }
    }
    let before = app.outbox.read_all_decoded().len();
    let (status, body) =
        invite(&app, Some(&team.owner), team.org, json!({"email": "one-too-many@example.org", "role": "member"})).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(code(&body), Some("invitation.rate_limited"));
    assert_eq!(app.outbox.read_all_decoded().len(), before, "no email for a refused invitation");
    let (status, listed) =
        app.get(&format!("/api/organizations/{}/invitations", team.org), Some(&team.owner.token)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        !listed["invitations"].as_array().unwrap().iter().any(|i| i["email"] == "one-too-many@example.org"),
        "{listed}"
    );

    // Another organization's budget is its own.
    let org = app.organization(&team.other, "springs").await;
    let (status, body) =
        invite(&app, Some(&team.other), org, json!({"email": "one-too-many@example.org", "role": "member"})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}
