//! Votes (api-contract §3.4): free, persons only, once per project, inside the voting window.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Req, TestApp};
use serde_json::json;

both!(
    a_person_votes_once_and_sees_it,
    organizations_are_told_to_switch_to_their_personal_account,
    votes_only_count_inside_the_voting_window,
    concurrent_votes_count_once,
    votes_need_a_signed_in_person_and_a_real_project,
);

async fn a_person_votes_once_and_sees_it(app: TestApp) {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    let voter = app.register("voter").await;
    let path = format!("/api/projects/{project}/votes");
    let (status, body) = app.post(&path, Some(&voter.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["vote"]["project_id"], json!(project.to_string()));
    assert_eq!(body["vote"]["user_id"], json!(voter.id.to_string()));
    let (status, body) = app.post(&path, Some(&voter.token), json!({})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("vote.already_voted")));
    assert_eq!(body["error"], "You have already voted for this project.");
    let (_, detail) = app.get(&format!("/api/projects/{project}"), Some(&voter.token)).await;
    assert_eq!((detail["user_voted"].as_bool(), detail["total_votes"].as_i64()), (Some(true), Some(1)));
    let (_, anonymous) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!((anonymous["user_voted"].as_bool(), anonymous["total_votes"].as_i64()), (Some(false), Some(1)));
    let (_, list) = app.get("/api/projects/preview", None).await;
    assert_eq!(list["results"][0]["total_votes"], 1);
    let (_, round) = app.get(&format!("/api/rounds/{}", round["id"].as_str().unwrap()), None).await;
    assert_eq!((round["total_votes"].as_i64(), round["total_projects"].as_i64()), (Some(1), Some(1)));
}

async fn organizations_are_told_to_switch_to_their_personal_account(app: TestApp) {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    let (status, body) = app
        .send(
            Req::new(Method::POST, &format!("/api/projects/{project}/votes"))
                .token(Some(&owner.token))
                .identity(org)
                .json(json!({})),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("vote.organization_identity")));
    assert_eq!(body["error"], "Please switch to your personal account to vote");
    let (_, detail) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!(detail["total_votes"], 0);
}

async fn votes_only_count_inside_the_voting_window(app: TestApp) {
    let op = app.operator("operator").await;
    let before = app.round(&op, 1, -1).await;
    let after = app.round(&op, 2, -20).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let early = app.project_in(&before, org, "Early").await;
    let late = app.project_in(&after, org, "Late").await;
    let voter = app.register("voter").await;
    let (status, body) = app.post(&format!("/api/projects/{early}/votes"), Some(&voter.token), json!({})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("vote.not_started")));
    let (status, body) = app.post(&format!("/api/projects/{late}/votes"), Some(&voter.token), json!({})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("vote.ended")));
    assert_eq!(body["error"], "Voting for this project has ended.");
}

async fn concurrent_votes_count_once(app: TestApp) {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    let voter = app.register("voter").await;
    let path = format!("/api/projects/{project}/votes");
    let attempts = (0..20).map(|_| app.post(&path, Some(&voter.token), json!({})));
    let results = futures::future::join_all(attempts).await;
    let created = results.iter().filter(|(s, _)| *s == StatusCode::CREATED).count();
    let refused =
        results.iter().filter(|(s, b)| *s == StatusCode::CONFLICT && b["code"] == "vote.already_voted").count();
    assert_eq!((created, refused), (1, 19), "{results:?}");
    let (_, detail) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!(detail["total_votes"], 1);
}

async fn votes_need_a_signed_in_person_and_a_real_project(app: TestApp) {
    let voter = app.register("voter").await;
    let (status, _) =
        app.post("/api/projects/00000000-0000-0000-0000-000000000000/votes", Some(&voter.token), json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.post("/api/projects/not-a-uuid/votes", Some(&voter.token), json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.post("/api/projects/00000000-0000-0000-0000-000000000000/votes", None, json!({})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}
