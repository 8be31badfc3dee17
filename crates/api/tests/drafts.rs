//! Drafts saved on the server (issue 33): the wizard saves an incomplete project as `DRAFT` so it
//! follows the person to another device. Only the organization's members see, list, edit and
//! delete it; publishing checks every field; a save made from a stale copy is refused.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, Team, TestApp};
use matchpool_domain::OrganizationId;
use serde_json::{Value, json};

both!(
    a_draft_may_be_incomplete_but_publishing_checks_every_field,
    what_a_draft_holds_is_still_checked,
    drafts_stay_out_of_public_lists_search_sitemap_and_counts,
    my_drafts_lists_the_drafts_of_the_organization_acted_for,
    only_members_see_edit_and_delete_a_draft,
    a_save_from_a_stale_copy_is_refused_and_changes_nothing,
    a_draft_can_be_deleted_after_submissions_close,
);

/// A verified organization with its team, and a round taking submissions.
async fn world(app: &TestApp) -> (Team, Value) {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -1).await;
    let team = common::team(app).await;
    let stored = matchpool_store::organizations::find(&app.db, team.org).await.unwrap().unwrap();
    let verified = matchpool_domain::VerificationStatus::Verified;
    matchpool_store::organizations::set_kyb(&app.db, stored, verified, None, chrono::Utc::now()).await.unwrap();
    (team, round)
}

fn as_org(method: Method, path: &str, who: &Person, org: OrganizationId) -> Req {
    Req::new(method, path).token(Some(&who.token)).identity(org)
}

async fn new_draft(app: &TestApp, who: &Person, org: OrganizationId, body: Value) -> Value {
    let (status, draft) = app.send(as_org(Method::POST, "/api/projects", who, org).json(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{draft}");
    assert_eq!(draft["status"], "DRAFT");
    draft
}

fn path_of(project: &Value) -> String {
    format!("/api/projects/{}", project["id"].as_str().unwrap())
}

/// Everything publishing needs, with a cover of the organization's.
async fn complete(app: &TestApp, who: &Person, org: OrganizationId) -> Value {
    let cover = app.upload(who, Some(org)).await;
    json!({"title": "Wells for schools", "description": "Clean water.", "social_cause": "WATER_SANITATION",
        "category": "EMERGING_MARKETS", "email": "wells@example.org", "cover_id": cover, "problem_statement": "No water.",
        "solution": "Wells.", "goals": "Ten wells.", "cost_breakdown": "Wells: $9,000", "feasibility": "Done before.",
        "impact_assessment": "Litres a day", "total_requested_amount": 9000})
}

async fn a_draft_may_be_incomplete_but_publishing_checks_every_field(app: TestApp) {
    let (team, _) = world(&app).await;
    let empty = new_draft(&app, &team.owner, team.org, json!({"status": "DRAFT"})).await;
    assert_eq!((empty["title"].as_str(), empty["total_requested_amount"].as_f64()), (Some(""), Some(0.0)));
    let draft = new_draft(&app, &team.owner, team.org, json!({"status": "DRAFT", "title": "Wells", "email": ""})).await;
    assert_eq!(draft["title"], "Wells");
    let path = path_of(&draft);

    let (status, saved) =
        app.send(as_org(Method::PATCH, &path, &team.member, team.org).json(json!({"solution": "Deep wells."}))).await;
    assert_eq!((status, saved["status"].as_str()), (StatusCode::OK, Some("DRAFT")), "a draft stays a draft: {saved}");
    assert_eq!((saved["title"].as_str(), saved["solution"].as_str()), (Some("Wells"), Some("Deep wells.")));

    let (status, err) =
        app.send(as_org(Method::PATCH, &path, &team.owner, team.org).json(json!({"status": "ACTIVE"}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{err}");
    for field in ["description", "problem_statement", "goals", "social_cause", "category", "email", "cover_id"] {
        assert_eq!(err["fields"][field], "required", "{field}: {err}");
    }
    assert_eq!(err["fields"]["total_requested_amount"], "required");
    assert!(err["fields"].get("title").is_none() && err["fields"].get("solution").is_none(), "{err}");
    assert_eq!(app.get(&path, Some(&team.owner.token)).await.1["status"], "DRAFT", "nothing was published");

    let mut publish = complete(&app, &team.owner, team.org).await;
    publish["status"] = json!("ACTIVE");
    let (status, published) = app.send(as_org(Method::PATCH, &path, &team.owner, team.org).json(publish)).await;
    assert_eq!((status, published["status"].as_str()), (StatusCode::OK, Some("ACTIVE")), "{published}");
    let (_, public) = app.get("/api/projects/preview", None).await;
    assert_eq!((public["total"].as_u64(), public["results"][0]["id"].as_str()), (Some(1), draft["id"].as_str()));

    let (status, err) =
        app.send(as_org(Method::PATCH, &path, &team.owner, team.org).json(json!({"description": ""}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "a public project cannot be emptied: {err}");
    assert_eq!(err["fields"]["description"], "required");
}

async fn what_a_draft_holds_is_still_checked(app: TestApp) {
    let (team, _) = world(&app).await;
    let bad = json!({"status": "DRAFT", "title": "x".repeat(201), "email": "not-an-address", "social_cause": "CATS",
        "total_requested_amount": "a lot", "website": "javascript:alert(1)", "cover_id": "nope", "solution": "\u{1}"});
    let (status, err) = app.send(as_org(Method::POST, "/api/projects", &team.owner, team.org).json(bad)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{err}");
    for (field, code) in [
        ("title", "too_long"),
        ("email", "invalid_email"),
        ("social_cause", "invalid"),
        ("total_requested_amount", "invalid"),
        ("website", "invalid_url"),
        ("cover_id", "invalid"),
        ("solution", "invalid"),
    ] {
        assert_eq!(err["fields"][field], code, "{field}: {err}");
    }
    assert!(err["fields"].get("description").is_none(), "nothing is required of a draft: {err}");
    let mine = format!("/api/projects/preview?filter.identity_id={}", team.org);
    let (_, page) = app.send(as_org(Method::GET, &mine, &team.owner, team.org)).await;
    assert_eq!(page["total"], 0, "nothing was stored");

    let draft = new_draft(&app, &team.owner, team.org, json!({"status": "DRAFT", "title": "Wells"})).await;
    let (status, err) = app
        .send(
            as_org(Method::PATCH, &path_of(&draft), &team.owner, team.org)
                .json(json!({"base_updated_at": "yesterday"})),
        )
        .await;
    assert_eq!(
        (status, err["fields"]["base_updated_at"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid"))
    );
    let (status, err) = app
        .send(as_org(Method::PATCH, &path_of(&draft), &team.owner, team.org).json(json!({"status": "PUBLISHED"})))
        .await;
    assert_eq!((status, err["fields"]["status"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")));
    let person = app.register("solo").await;
    let (status, err) = app.post("/api/projects", Some(&person.token), json!({"status": "DRAFT"})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("project.organization_required")));
    let (status, _) = app.post("/api/projects", None, json!({"status": "DRAFT"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

async fn drafts_stay_out_of_public_lists_search_sitemap_and_counts(app: TestApp) {
    let (team, round) = world(&app).await;
    let draft = new_draft(&app, &team.owner, team.org, json!({"status": "DRAFT", "title": "Secret wells"})).await;
    let id = draft["id"].as_str().unwrap();
    for list in ["/api/projects/preview", "/api/projects", "/api/projects/preview?filter.q=secret"] {
        let (_, page) = app.send(as_org(Method::GET, list, &team.owner, team.org)).await;
        assert_eq!(page["total"], 0, "{list}: {page}");
    }
    let public_drafts = format!("/api/projects/preview?filter.identity_id={}&filter.status=DRAFT", team.org);
    assert_eq!(app.get(&public_drafts, None).await.1["total"], 0, "a visitor asking for drafts gets none");
    let (_, _, sitemap) = app.send_raw(Req::new(Method::GET, "/sitemap.xml")).await;
    assert!(!String::from_utf8(sitemap).unwrap().contains(id), "drafts are not in the sitemap");
    let (_, rounds) = app.get("/api/rounds/rounds", None).await;
    let listed = rounds["data"].as_array().unwrap().iter().find(|r| r["id"] == round["id"]).unwrap().clone();
    assert_eq!(listed["total_projects"], 0, "the round counts public projects only");
    assert_eq!(app.get(&path_of(&draft), None).await.0, StatusCode::NOT_FOUND);
}

async fn my_drafts_lists_the_drafts_of_the_organization_acted_for(app: TestApp) {
    let (team, _) = world(&app).await;
    let first = new_draft(&app, &team.owner, team.org, json!({"status": "DRAFT", "title": "First"})).await;
    let second = new_draft(&app, &team.member, team.org, json!({"status": "DRAFT", "title": "Second"})).await;
    let publish = complete(&app, &team.owner, team.org).await;
    let (status, _) = app.send(as_org(Method::POST, "/api/projects", &team.owner, team.org).json(publish)).await;
    assert_eq!(status, StatusCode::CREATED);

    let drafts = format!("/api/projects/preview?filter.identity_id={}&filter.status=DRAFT", team.org);
    for who in [&team.owner, &team.admin, &team.member] {
        let (_, page) = app.send(as_org(Method::GET, &drafts, who, team.org)).await;
        let titles: Vec<&str> =
            page["results"].as_array().unwrap().iter().filter_map(|p| p["title"].as_str()).collect();
        assert_eq!(titles, ["Second", "First"], "newest first, the published one left out: {page}");
    }
    let _ = (first, second);
    let all = format!("/api/projects/preview?filter.identity_id={}", team.org);
    let (_, page) = app.send(as_org(Method::GET, &all, &team.owner, team.org)).await;
    assert_eq!(page["total"], 3, "the organization's own list holds drafts and the published one");
    let (_, page) = app.get(&drafts, Some(&team.other.token)).await;
    assert_eq!(page["total"], 0, "another person sees no drafts");
    let (_, page) = app.get(&drafts, Some(&team.owner.token)).await;
    assert_eq!(page["total"], 0, "the owner acting as themselves sees no organization drafts");
    let (status, page) =
        app.send(as_org(Method::GET, &format!("{all}&filter.status=nope"), &team.owner, team.org)).await;
    assert_eq!((status, page["total"].as_u64()), (StatusCode::OK, Some(0)), "a bad status gives an empty page");
}

async fn only_members_see_edit_and_delete_a_draft(app: TestApp) {
    let (team, _) = world(&app).await;
    let draft = new_draft(&app, &team.owner, team.org, json!({"status": "DRAFT", "title": "Ours"})).await;
    let path = path_of(&draft);
    for who in [&team.admin, &team.member] {
        assert_eq!(app.get(&path, Some(&who.token)).await.0, StatusCode::OK);
    }
    let (status, saved) =
        app.send(as_org(Method::PATCH, &path, &team.member, team.org).json(json!({"title": "Ours, by max"}))).await;
    assert_eq!((status, saved["title"].as_str()), (StatusCode::OK, Some("Ours, by max")));

    assert_eq!(app.get(&path, Some(&team.other.token)).await.0, StatusCode::NOT_FOUND);
    let (status, _) = app.patch(&path, Some(&team.other.token), json!({"title": "Theirs"})).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a stranger cannot tell a draft exists");
    let (status, _) = app.send(Req::new(Method::DELETE, &path).token(Some(&team.other.token))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(app.patch(&path, None, json!({"title": "Visitor"})).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.send(Req::new(Method::DELETE, &path)).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get(&path, Some(&team.owner.token)).await.1["title"], "Ours, by max", "unchanged by them");

    let (status, _) = app.send(as_org(Method::DELETE, &path, &team.member, team.org)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(app.get(&path, Some(&team.owner.token)).await.0, StatusCode::NOT_FOUND);
}

async fn a_save_from_a_stale_copy_is_refused_and_changes_nothing(app: TestApp) {
    let (team, _) = world(&app).await;
    let draft = new_draft(&app, &team.owner, team.org, json!({"status": "DRAFT", "title": "Start"})).await;
    let path = path_of(&draft);
    let loaded = draft["updated_at"].clone();
    let save = |who: &Person, body: Value| app.send(as_org(Method::PATCH, &path, who, team.org).json(body));

    let (status, laptop) = save(&team.owner, json!({"title": "From the laptop", "base_updated_at": loaded})).await;
    assert_eq!(status, StatusCode::OK, "{laptop}");
    assert_ne!(laptop["updated_at"], loaded);
    let (status, err) = save(&team.member, json!({"title": "From the phone", "base_updated_at": loaded})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("project.edit_conflict")), "{err}");
    let (_, stored) = app.get(&path, Some(&team.owner.token)).await;
    assert_eq!((stored["title"].as_str(), &stored["updated_at"]), (Some("From the laptop"), &laptop["updated_at"]));

    let (status, phone) =
        save(&team.member, json!({"title": "Phone wins", "base_updated_at": stored["updated_at"]})).await;
    assert_eq!((status, phone["title"].as_str()), (StatusCode::OK, Some("Phone wins")), "{phone}");
    let (status, _) = save(&team.owner, json!({"title": "Again", "base_updated_at": laptop["updated_at"]})).await;
    assert_eq!(status, StatusCode::CONFLICT, "the laptop's copy is stale now");
    let (status, last) = save(&team.owner, json!({"title": "Without a base"})).await;
    assert_eq!((status, last["title"].as_str()), (StatusCode::OK, Some("Without a base")), "no base, no check");
}

async fn a_draft_can_be_deleted_after_submissions_close(app: TestApp) {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -1).await;
    let owner = app.register("owner").await;
    let org = app.verified_organization(&owner, "late-wells").await;
    let draft = new_draft(&app, &owner, org, json!({"status": "DRAFT", "title": "Unfinished"})).await;
    let now = chrono::Utc::now();
    let (status, _) = app
        .patch(
            &format!("/api/admin/rounds/{}", round["id"].as_str().unwrap()),
            Some(&operator.token),
            json!({"submission_start_at": (now - chrono::Duration::days(3)).to_rfc3339(),
                "submission_end_at": (now - chrono::Duration::hours(1)).to_rfc3339()}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let path = path_of(&draft);
    let (status, err) = app.send(as_org(Method::PATCH, &path, &owner, org).json(json!({"title": "Too late"}))).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("round.submission_closed")));
    let (status, _) = app.send(as_org(Method::DELETE, &path, &owner, org)).await;
    assert_eq!(status, StatusCode::OK, "a draft nobody else saw can always be thrown away");
    assert_eq!(app.get(&path, Some(&owner.token)).await.0, StatusCode::NOT_FOUND);
}
