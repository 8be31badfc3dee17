//! Application review (issue 16): in a round that needs approval a published project is
//! submitted until an operator approves it, asks for changes (the organization resubmits) or
//! rejects it; only operators decide, the organization is emailed at each step, and nothing
//! in review is public, votable, donatable or matched.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_domain::OrganizationId;
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    publishing_into_a_round_that_needs_approval_submits_and_approval_makes_it_public,
    new_rounds_need_approval_unless_the_operator_says_otherwise,
    a_submitted_project_is_seen_by_its_organization_only,
    nothing_in_review_can_be_voted_for_donated_to_or_matched,
    changes_requested_are_emailed_and_the_organization_resubmits,
    rejection_needs_a_reason_and_is_final,
    only_operators_decide_and_only_after_changes_the_organization_resubmits,
    bad_inputs_are_refused_and_change_nothing,
);

struct World {
    operator: Person,
    owner: Person,
    org: OrganizationId,
    round: Value,
}

async fn world(app: &TestApp) -> World {
    let operator = app.operator("operator").await;
    let round = app.round_needing_approval(&operator, 1, -1).await;
    let owner = app.register("owner").await;
    let org = app.verified_organization(&owner, "green-earth").await;
    World { operator, owner, org, round }
}

/// Publishes a project as the organization (the wizard's Publish).
async fn publish(app: &TestApp, w: &World, title: &str) -> String {
    let cover = app.upload(&w.owner, Some(w.org)).await;
    let body = json!({
        "title": title, "description": "We bring clean water to schools.", "social_cause": "WATER_SANITATION",
        "category": "EMERGING_MARKETS", "email": "projects@green.org", "cover_id": cover, "problem_statement": "No water.",
        "solution": "Wells.", "goals": "10 wells", "cost_breakdown": "Wells: $9,000", "feasibility": "We built 40 before.",
        "impact_assessment": "Litres per day", "total_requested_amount": 12000, "status": "ACTIVE"
    });
    let (status, project) =
        app.send(Req::new(Method::POST, "/api/projects").token(Some(&w.owner.token)).identity(w.org).json(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{project}");
    project["id"].as_str().unwrap().to_owned()
}

async fn as_org(app: &TestApp, w: &World, method: Method, path: &str) -> (StatusCode, Value) {
    app.send(Req::new(method, path).token(Some(&w.owner.token)).identity(w.org)).await
}

async fn decide(app: &TestApp, who: &Person, project: &str, action: &str, body: Value) -> (StatusCode, Value) {
    app.post(&format!("/api/admin/projects/{project}/{action}"), Some(&who.token), body).await
}

async fn status_of(app: &TestApp, project: &str) -> String {
    let id = project.parse().unwrap();
    matchpool_store::projects::find(&app.db, id).await.unwrap().unwrap().status.as_str().to_owned()
}

async fn public_ids(app: &TestApp) -> Vec<String> {
    let (_, page) = app.get("/api/projects/preview", None).await;
    page["results"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap().to_owned()).collect()
}

fn org_mail(app: &TestApp) -> Vec<String> {
    app.outbox.read_all().into_iter().filter(|m| m.contains("To: team@green-earth.org")).collect()
}

async fn publishing_into_a_round_that_needs_approval_submits_and_approval_makes_it_public(app: TestApp) {
    let w = world(&app).await;
    let project = publish(&app, &w, "Clean water").await;
    assert_eq!(status_of(&app, &project).await, "SUBMITTED");
    assert!(public_ids(&app).await.is_empty(), "a submitted project is not listed");

    let (status, queue) = app.get("/api/admin/reviews", Some(&w.operator.token)).await;
    assert_eq!(status, StatusCode::OK, "{queue}");
    assert_eq!(queue["results"].as_array().unwrap().len(), 1);
    assert_eq!(queue["results"][0]["id"], project.as_str());
    assert_eq!(queue["results"][0]["organization_name"], "Org green-earth");
    assert_eq!(queue["results"][0]["round_name"], "Round 1");

    let (status, item) = decide(&app, &w.operator, &project, "approve", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{item}");
    assert_eq!(item["status"], "ACTIVE");
    assert_eq!(item["action"], "approved");
    assert_eq!(public_ids(&app).await, vec![project.clone()]);
    let (status, page) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!((status, page["status"].as_str()), (StatusCode::OK, Some("ACTIVE")));
    let (_, queue) = app.get("/api/admin/reviews", Some(&w.operator.token)).await;
    assert!(queue["results"].as_array().unwrap().is_empty(), "the decided project leaves the queue");
    let mail = org_mail(&app);
    assert_eq!(mail.len(), 2, "{mail:?}");
    assert!(mail[0].contains("Clean water is submitted for review"), "{}", mail[0]);
    assert!(mail[1].contains("Clean water is approved"), "{}", mail[1]);

    // Editing an approved project keeps it public.
    let (status, edited) = app
        .send(
            Req::new(Method::PATCH, &format!("/api/projects/{project}"))
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(json!({"title": "Clean water now", "status": "ACTIVE"})),
        )
        .await;
    assert_eq!((status, edited["status"].as_str()), (StatusCode::OK, Some("ACTIVE")), "{edited}");
}

async fn new_rounds_need_approval_unless_the_operator_says_otherwise(app: TestApp) {
    let operator = app.operator("operator").await;
    let day = |d: i64| (chrono::Utc::now() + chrono::Duration::days(d)).to_rfc3339();
    let body = json!({"number": 3, "name": "Round 3", "pool_amount": 100, "submission_start_at": day(-1),
        "submission_end_at": day(4), "voting_start_at": day(5), "voting_end_at": day(9), "results_at": day(11)});
    let (status, round) = app.post("/api/admin/rounds", Some(&operator.token), body).await;
    assert_eq!(status, StatusCode::CREATED, "{round}");
    assert_eq!(round["projects_need_approval"], true, "new rounds need approval by default");
    let id = round["id"].as_str().unwrap();
    let (status, round) =
        app.patch(&format!("/api/admin/rounds/{id}"), Some(&operator.token), json!({"name": "Renamed"})).await;
    assert_eq!((status, round["projects_need_approval"].as_bool()), (StatusCode::OK, Some(true)), "an edit keeps it");
    let (_, round) = app
        .patch(&format!("/api/admin/rounds/{id}"), Some(&operator.token), json!({"projects_need_approval": false}))
        .await;
    assert_eq!(round["projects_need_approval"], false);
    let (_, public) = app.get(&format!("/api/rounds/{id}"), None).await;
    assert_eq!(public["projects_need_approval"], false);

    // In a round that does not need approval, publishing is public at once.
    let owner = app.register("owner").await;
    let org = app.verified_organization(&owner, "green-earth").await;
    let w = World { operator, owner, org, round };
    let project = publish(&app, &w, "At once").await;
    assert_eq!(status_of(&app, &project).await, "ACTIVE");
    assert_eq!(public_ids(&app).await, vec![project]);
}

async fn a_submitted_project_is_seen_by_its_organization_only(app: TestApp) {
    let w = world(&app).await;
    let project = publish(&app, &w, "Clean water").await;
    let path = format!("/api/projects/{project}");
    let (status, own) = as_org(&app, &w, Method::GET, &path).await;
    assert_eq!((status, own["status"].as_str()), (StatusCode::OK, Some("SUBMITTED")), "{own}");
    let (status, _) = app.get(&path, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "visitors do not see it");
    let stranger = app.register("stranger").await;
    let (status, err) = app.get(&path, Some(&stranger.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")));
    let (status, _) = app.get(&path, Some(&w.operator.token)).await;
    assert_eq!(status, StatusCode::OK, "operators read what they review");

    let org_list = format!("/api/projects?filter.identity_id={}", w.org);
    let (_, list) = as_org(&app, &w, Method::GET, &org_list).await;
    assert_eq!(list["total"], 1, "the organization's own list shows it: {list}");
    assert_eq!(list["results"][0]["status"], "SUBMITTED");
    let (_, list) = app.get(&org_list, None).await;
    assert_eq!(list["total"], 0, "not in the public list");

    let review = format!("/api/projects/{project}/review");
    let (status, note) = as_org(&app, &w, Method::GET, &review).await;
    assert_eq!(status, StatusCode::OK, "{note}");
    assert_eq!((note["status"].as_str(), note["needs_approval"].as_bool()), (Some("SUBMITTED"), Some(true)));
    assert!(note["message"].is_null());
    let (status, _) = app.get(&review, Some(&stranger.token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.get(&review, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

async fn nothing_in_review_can_be_voted_for_donated_to_or_matched(app: TestApp) {
    let w = world(&app).await;
    let listed = app.project_in(&w.round, w.org, "Already public").await;
    let project = publish(&app, &w, "Waiting").await;
    let voter = app.register("voter").await;
    let (status, err) = app.post(&format!("/api/projects/{project}/votes"), Some(&voter.token), json!({})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")), "{err}");
    let card = json!({"amount": 10, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa", "rate": 1, "anonymous": false});
    let (status, err) = app.post(&format!("/api/projects/{project}/donates"), Some(&voter.token), card).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")), "{err}");
    let (status, _) = app.get(&format!("/api/projects/{project}/estimate?amount=10"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let round = w.round["id"].as_str().unwrap();
    let (status, standings) = app.get(&format!("/api/admin/rounds/{round}/standings"), Some(&w.operator.token)).await;
    assert_eq!(status, StatusCode::OK, "{standings}");
    let ids: Vec<&str> =
        standings["results"].as_array().unwrap().iter().filter_map(|r| r["project_id"].as_str()).collect();
    assert_eq!(ids, vec![listed.to_string().as_str()], "only the public project is matched");
    let (_, rounds) = app.get("/api/rounds/rounds", None).await;
    let counted =
        rounds["data"].as_array().unwrap().iter().find(|r| r["id"] == round).unwrap()["total_projects"].clone();
    assert_eq!(counted, 1, "the round counts public projects only");
}

async fn changes_requested_are_emailed_and_the_organization_resubmits(app: TestApp) {
    let w = world(&app).await;
    let project = publish(&app, &w, "Clean water").await;
    let message = "Please add a budget line for maintenance.";
    let (status, item) = decide(&app, &w.operator, &project, "request-changes", json!({"message": message})).await;
    assert_eq!(status, StatusCode::OK, "{item}");
    assert_eq!((item["status"].as_str(), item["message"].as_str()), (Some("CHANGES_REQUESTED"), Some(message)));
    let mail = org_mail(&app);
    assert_eq!(mail.len(), 2, "the submission and the request for changes");
    assert!(mail[1].contains("Changes requested for Clean water") && mail[1].contains("maintenance"), "{}", mail[1]);

    let review = format!("/api/projects/{project}/review");
    let (_, note) = as_org(&app, &w, Method::GET, &review).await;
    assert_eq!(note["status"], "CHANGES_REQUESTED");
    assert_eq!((note["action"].as_str(), note["message"].as_str()), (Some("changes_requested"), Some(message)));

    // Editing keeps it waiting for the resubmission, even when the wizard says "publish".
    let (status, edited) = app
        .send(
            Req::new(Method::PATCH, &format!("/api/projects/{project}"))
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(json!({"cost_breakdown": "Wells: $9,000\nMaintenance: $1,000", "status": "ACTIVE"})),
        )
        .await;
    assert_eq!((status, edited["status"].as_str()), (StatusCode::OK, Some("CHANGES_REQUESTED")), "{edited}");
    assert_eq!(org_mail(&app).len(), 2, "an edit is not a submission");
    let (status, err) = decide(&app, &w.operator, &project, "approve", json!({})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("review.not_submitted")));

    let (status, note) = as_org(&app, &w, Method::POST, &format!("/api/projects/{project}/resubmit")).await;
    assert_eq!(status, StatusCode::OK, "{note}");
    assert_eq!((note["status"].as_str(), note["action"].as_str()), (Some("SUBMITTED"), Some("resubmitted")));
    let (_, queue) = app.get("/api/admin/reviews", Some(&w.operator.token)).await;
    assert_eq!(queue["results"][0]["id"], project.as_str());
    let (status, _) = decide(&app, &w.operator, &project, "approve", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(public_ids(&app).await, vec![project]);
    let mail = org_mail(&app);
    assert_eq!(mail.len(), 4, "submission, request for changes, resubmission, approval");
    assert!(mail[2].contains("Clean water is submitted for review"), "{}", mail[2]);
    assert!(mail[3].contains("Clean water is approved"), "{}", mail[3]);
}

async fn rejection_needs_a_reason_and_is_final(app: TestApp) {
    let w = world(&app).await;
    let project = publish(&app, &w, "Clean water").await;
    for empty in [json!({}), json!({"reason": "   "}), json!({"reason": null})] {
        let (status, err) = decide(&app, &w.operator, &project, "reject", empty).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{err}");
        assert_eq!((err["code"].as_str(), err["fields"]["reason"].as_str()), (Some("validation"), Some("required")));
    }
    assert_eq!(status_of(&app, &project).await, "SUBMITTED", "nothing changed");
    let (status, item) =
        decide(&app, &w.operator, &project, "reject", json!({"reason": "Outside the round's theme."})).await;
    assert_eq!((status, item["status"].as_str()), (StatusCode::OK, Some("REJECTED")), "{item}");
    let mail = org_mail(&app);
    assert!(mail.last().unwrap().contains("Clean water was not approved"));
    assert!(mail.last().unwrap().contains("Outside the round's theme."));

    let (_, note) = as_org(&app, &w, Method::GET, &format!("/api/projects/{project}/review")).await;
    assert_eq!(
        (note["status"].as_str(), note["message"].as_str()),
        (Some("REJECTED"), Some("Outside the round's theme."))
    );
    for action in ["approve", "reject"] {
        let (status, err) = decide(&app, &w.operator, &project, action, json!({"reason": "again"})).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("review.not_submitted")), "{action}");
    }
    let (status, err) = as_org(&app, &w, Method::POST, &format!("/api/projects/{project}/resubmit")).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("review.not_changes_requested")));
    let (_, edited) = app
        .send(
            Req::new(Method::PATCH, &format!("/api/projects/{project}"))
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(json!({"status": "ACTIVE"})),
        )
        .await;
    assert_eq!(edited["status"], "REJECTED", "republishing does not bring it back");
    assert!(public_ids(&app).await.is_empty());
    let (_, queue) = app.get("/api/admin/reviews?status=rejected", Some(&w.operator.token)).await;
    assert_eq!(queue["results"][0]["message"], "Outside the round's theme.");
}

async fn only_operators_decide_and_only_after_changes_the_organization_resubmits(app: TestApp) {
    let w = world(&app).await;
    let project = publish(&app, &w, "Clean water").await;
    for action in ["approve", "request-changes", "reject"] {
        let body = json!({"message": "m", "reason": "r"});
        let (status, err) = app
            .send(
                Req::new(Method::POST, &format!("/api/admin/projects/{project}/{action}"))
                    .token(Some(&w.owner.token))
                    .identity(w.org)
                    .json(body.clone()),
            )
            .await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.operator_required")), "{action}");
        let (status, _) = decide(&app, &w.owner, &project, action, body.clone()).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{action} as the owner person");
        let (status, _) = app.post(&format!("/api/admin/projects/{project}/{action}"), None, body).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{action} as a visitor");
    }
    let (status, _) = app.get("/api/admin/reviews", Some(&w.owner.token)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app.get("/api/admin/reviews", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(status_of(&app, &project).await, "SUBMITTED");

    let resubmit = format!("/api/projects/{project}/resubmit");
    let (status, err) = as_org(&app, &w, Method::POST, &resubmit).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("review.not_changes_requested")));
    decide(&app, &w.operator, &project, "request-changes", json!({"message": "Add photos."})).await;
    let outsider = app.register("outsider").await;
    let other_org = app.verified_organization(&outsider, "other-org").await;
    let (status, _) =
        app.send(Req::new(Method::POST, &resubmit).token(Some(&outsider.token)).identity(other_org)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "another organization does not even see it");
    let (status, err) = app.post(&resubmit, Some(&w.operator.token), json!({})).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("project.not_owner")),
        "operators decide, not resubmit"
    );
    assert_eq!(status_of(&app, &project).await, "CHANGES_REQUESTED");
    let (status, _) = as_org(&app, &w, Method::POST, &resubmit).await;
    assert_eq!(status, StatusCode::OK);
    let (status, err) = as_org(&app, &w, Method::POST, &resubmit).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("review.not_changes_requested")), "once");
}

async fn bad_inputs_are_refused_and_change_nothing(app: TestApp) {
    let w = world(&app).await;
    let project = publish(&app, &w, "Clean water").await;
    let (status, err) = decide(&app, &w.operator, &project, "request-changes", json!({"message": ""})).await;
    assert_eq!((status, err["fields"]["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
    let long = "x".repeat(2001);
    let (status, err) = decide(&app, &w.operator, &project, "request-changes", json!({"message": long})).await;
    assert_eq!((status, err["fields"]["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("too_long")));
    let (status, err) = decide(&app, &w.operator, &project, "request-changes", json!({"message": 42})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{err}");
    let unknown = Uuid::now_v7();
    for action in ["approve", "request-changes", "reject"] {
        let body = json!({"message": "m", "reason": "r"});
        let (status, err) = decide(&app, &w.operator, &unknown.to_string(), action, body.clone()).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")), "{action}");
        let (status, err) = decide(&app, &w.operator, "not-an-id", action, body).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")), "{action}");
    }
    let (status, err) = app.get("/api/admin/reviews?status=pending", Some(&w.operator.token)).await;
    assert_eq!((status, err["fields"]["status"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")));
    let (status, err) = app
        .patch(
            &format!("/api/admin/rounds/{}", w.round["id"].as_str().unwrap()),
            Some(&w.operator.token),
            json!({"projects_need_approval": "yes"}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{err}");

    // A project that is public (in a round without approval) is in the wrong state for a decision.
    let public = app.project_in(&w.round, w.org, "Public").await;
    let (status, err) = decide(&app, &w.operator, &public.to_string(), "approve", json!({})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("review.not_submitted")));
    let (status, err) = decide(&app, &w.operator, &public.to_string(), "reject", json!({"reason": "No"})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("review.not_submitted")));
    assert_eq!(status_of(&app, &public.to_string()).await, "ACTIVE");
    assert_eq!(status_of(&app, &project).await, "SUBMITTED", "nothing changed");
    assert_eq!(org_mail(&app).len(), 1, "no decision, no email beyond the submission's");
}
