//! Closing an organization (issue 33; docs/ARCHITECTURE.md, "Closing an organization"): only an
//! owner closes it, once; its projects and donations stay readable and nothing counted changes;
//! it makes no new project, edit or invitation, and its projects take no new vote or donation.
//! Members keep read access. Tried by an owner, an admin, a member, another person and a visitor.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::Utc;
use common::{Req, TestApp, team};
use matchpool_domain::OrganizationId;
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    only_an_owner_closes_an_organization_once,
    a_closed_organization_makes_nothing_new_and_keeps_what_it_has,
    the_projects_of_a_closed_organization_take_no_new_votes,
    the_sole_owner_may_delete_their_account_once_the_organization_closed,
);

async fn close(app: &TestApp, who: Option<&str>, org: OrganizationId) -> (StatusCode, Value) {
    app.post(&format!("/api/organizations/{org}/close"), who, json!({})).await
}

fn code(body: &Value) -> Option<&str> {
    body["code"].as_str()
}

async fn verify(app: &TestApp, org: OrganizationId) {
    let stored = matchpool_store::organizations::find(&app.db, org).await.unwrap().unwrap();
    let verified = matchpool_domain::VerificationStatus::Verified;
    matchpool_store::organizations::set_kyb(&app.db, stored, verified, None, Utc::now()).await.unwrap();
}

async fn only_an_owner_closes_an_organization_once(app: TestApp) {
    let t = team(&app).await;
    for who in [&t.admin, &t.member, &t.other] {
        let (status, body) = close(&app, Some(&who.token), t.org).await;
        assert_eq!((status, code(&body)), (StatusCode::FORBIDDEN, Some("organization.owner_required")), "{body}");
    }
    let (status, _) = close(&app, None, t.org).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) = close(&app, Some(&t.owner.token), OrganizationId::generate()).await;
    assert_eq!((status, code(&body)), (StatusCode::NOT_FOUND, Some("organization.not_found")));
    let (status, body) = app.post("/api/organizations/not-an-id/close", Some(&t.owner.token), json!({})).await;
    assert_eq!((status, code(&body)), (StatusCode::NOT_FOUND, Some("organization.not_found")));
    let (_, page) = app.get("/api/organizations/by-shortname/wells", None).await;
    assert_eq!(page["closed_at"], Value::Null, "refusals close nothing");

    let (status, body) = close(&app, Some(&t.owner.token), t.org).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let closed_at = body["closed_at"].as_str().expect("closed").to_owned();
    let (status, body) = close(&app, Some(&t.owner.token), t.org).await;
    assert_eq!((status, code(&body)), (StatusCode::CONFLICT, Some("organization.closed")), "{body}");
    let (_, page) = app.get("/api/organizations/by-shortname/wells", None).await;
    assert_eq!(page["closed_at"], closed_at.as_str(), "the first close stands");
}

async fn a_closed_organization_makes_nothing_new_and_keeps_what_it_has(app: TestApp) {
    let t = team(&app).await;
    verify(&app, t.org).await;
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -1).await;
    let project = app.project_in(&round, t.org, "Wells for Ndola").await;
    let donor = app.register("donor").await;
    let donation = json!({"amount": 25, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa", "rate": 1, "anonymous": false});
    let donate = |who: &common::Person| {
        Req::new(Method::POST, &format!("/api/projects/{project}/donates"))
            .token(Some(&who.token))
            .header("idempotency-key", &Uuid::now_v7().to_string())
            .json(donation.clone())
    };
    let (status, body) = app.send(donate(&donor)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (_, before) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!(before["total_raw_donation_usd"], 25.0, "{before}");
    let invitee = app.register("ivy").await;
    let (status, _) = app
        .post(
            &format!("/api/organizations/{}/invitations", t.org),
            Some(&t.owner.token),
            json!({"email": "ivy@example.org", "role": "member"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let pending = app.invitation_token("ivy@example.org");

    assert_eq!(close(&app, Some(&t.owner.token), t.org).await.0, StatusCode::OK);

    // Nothing new: a project, an edit, a logo, an invitation, an update, a donation.
    let as_org = |method: Method, path: &str, who: &common::Person, body: Value| {
        Req::new(method, path).token(Some(&who.token)).identity(t.org).json(body)
    };
    let cover = app.upload(&t.owner, Some(t.org)).await;
    let new_project = json!({"title": "More wells", "description": "Wells for schools.", "social_cause": "WATER_SANITATION",
        "category": "EMERGING_MARKETS", "email": "projects@wells.org", "cover_id": cover, "problem_statement": "No water.",
        "solution": "Wells.", "goals": "- 10 wells", "cost_breakdown": "Wells: $9,000", "feasibility": "We built 40 before.",
        "impact_assessment": "Litres per day", "total_requested_amount": 12000, "impact_assessment_type": "OPTION_B"});
    let org_path = format!("/api/organizations/{}", t.org);
    let refused = [
        app.send(as_org(Method::POST, "/api/projects", &t.member, new_project)).await,
        app.send(as_org(Method::PATCH, &org_path, &t.admin, json!({"name": "Renamed"}))).await,
        app.send(as_org(Method::PUT, &format!("{org_path}/logo"), &t.owner, json!({"media_id": cover}))).await,
        app.send(as_org(
            Method::POST,
            &format!("{org_path}/invitations"),
            &t.owner,
            json!({"email": "new@example.org", "role": "member"}),
        ))
        .await,
        app.send(as_org(
            Method::POST,
            &format!("/api/projects/{project}/updates"),
            &t.member,
            json!({"title": "Still here", "body": "Yes."}),
        ))
        .await,
        app.send(donate(&donor)).await,
    ];
    for (status, body) in &refused {
        assert_eq!((*status, code(body)), (StatusCode::CONFLICT, Some("organization.closed")), "{body}");
    }
    // Its pending invitation stopped working; people outside are still told they may not.
    let (status, body) = app.post(&format!("/api/invitations/{pending}/accept"), Some(&invitee.token), json!({})).await;
    assert_eq!((status, code(&body)), (StatusCode::CONFLICT, Some("invitation.revoked")), "{body}");
    let (status, body) =
        app.patch(&format!("/api/organizations/{}", t.org), Some(&t.other.token), json!({"name": "X"})).await;
    assert_eq!((status, code(&body)), (StatusCode::FORBIDDEN, Some("organization.not_owner")));

    // What it has stays readable and unchanged, by anyone; members still see their team.
    let (status, after) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(after["total_raw_donation_usd"], before["total_raw_donation_usd"]);
    assert_eq!(after["total_donations"], before["total_donations"]);
    let (status, list) = app.get(&format!("/api/projects/preview?filter.identity_id={}", t.org), None).await;
    assert_eq!((status, list["total"].as_i64()), (StatusCode::OK, Some(1)));
    let (status, donations) = app.get(&format!("/api/projects/{project}/donates"), None).await;
    assert_eq!(status, StatusCode::OK, "{donations}");
    let (status, members) = app.get(&format!("/api/organizations/{}/members", t.org), Some(&t.member.token)).await;
    assert_eq!((status, members["members"].as_array().map(Vec::len)), (StatusCode::OK, Some(3)));
    let (_, org) = app.get(&format!("/api/organizations/{}", t.org), None).await;
    assert_eq!(org["name"], "Org wells", "nothing was renamed");
    assert!(org["closed_at"].is_string());
}

async fn the_projects_of_a_closed_organization_take_no_new_votes(app: TestApp) {
    let t = team(&app).await;
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let project = app.project_in(&round, t.org, "Wells").await;
    let path = format!("/api/projects/{project}/votes");
    let early = app.register("early").await;
    assert_eq!(app.post(&path, Some(&early.token), json!({})).await.0, StatusCode::CREATED);

    assert_eq!(close(&app, Some(&t.owner.token), t.org).await.0, StatusCode::OK);
    let late = app.register("late").await;
    let (status, body) = app.post(&path, Some(&late.token), json!({})).await;
    assert_eq!((status, code(&body)), (StatusCode::CONFLICT, Some("organization.closed")), "{body}");
    let (_, detail) = app.get(&format!("/api/projects/{project}"), Some(&early.token)).await;
    assert_eq!(
        (detail["total_votes"].as_i64(), detail["user_voted"].as_bool()),
        (Some(1), Some(true)),
        "the vote counted stays"
    );
}

async fn the_sole_owner_may_delete_their_account_once_the_organization_closed(app: TestApp) {
    let t = team(&app).await;
    let delete = json!({"password": "correct horse battery"});
    let (status, body) = app.post("/api/me/delete", Some(&t.owner.token), delete.clone()).await;
    assert_eq!((status, code(&body)), (StatusCode::CONFLICT, Some("account.sole_owner")), "{body}");
    assert_eq!(close(&app, Some(&t.owner.token), t.org).await.0, StatusCode::OK);
    let (status, body) = app.post("/api/me/delete", Some(&t.owner.token), delete).await;
    assert!(status.is_success(), "{status}: {body}");
    // The organization stays closed, with its other members.
    let (status, members) = app.get(&format!("/api/organizations/{}/members", t.org), Some(&t.admin.token)).await;
    assert_eq!((status, members["members"].as_array().map(Vec::len)), (StatusCode::OK, Some(2)));
}
