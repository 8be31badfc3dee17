//! Impact points (granted once per cause) and comments with likes and reactions
//! (api-contract §3.6): who may write, edit, delete and hide, sanitizing and rate limits.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_domain::{ProjectId, VoteId};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    votes_and_donations_earn_impact_points_once,
    impact_points_are_granted_once_under_concurrency,
    people_comment_and_reply_with_content_sanitized,
    only_authors_edit_and_delete,
    reactions_replace_each_other_and_likes_are_idempotent,
    operators_hide_comments,
    commenting_is_rate_limited,
    a_comment_shows_only_a_picture_its_author_uploaded,
);

async fn project(app: &TestApp) -> (ProjectId, Person) {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    (app.project_in(&round, org, "Wells").await, op)
}

async fn points(app: &TestApp, who: &Person) -> i64 {
    let (_, ids) = app.get("/api/identities", Some(&who.token)).await;
    ids["identities"][0]["meta"]["impact_points"].as_i64().unwrap()
}

async fn votes_and_donations_earn_impact_points_once(app: TestApp) {
    let (project, _) = project(&app).await;
    let person = app.register("ana").await;
    app.post(&format!("/api/projects/{project}/votes"), Some(&person.token), json!({})).await;
    assert_eq!(points(&app, &person).await, 1);
    let (status, _) = app
        .post(
            &format!("/api/projects/{project}/donates"),
            Some(&person.token),
            json!({"amount": 25, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(points(&app, &person).await, 26, "1 for the vote, 25 for $25; the donation's vote is not counted twice");
    let (_, history) = app.get("/api/me/impact-points", Some(&person.token)).await;
    assert_eq!(history["total"], 26);
    let kinds: Vec<&str> = history["results"].as_array().unwrap().iter().map(|g| g["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["donation", "vote"]);
    let (_, me) = app.get("/api/me", Some(&person.token)).await;
    assert_eq!(me["impact_points"], 26);
}

async fn impact_points_are_granted_once_under_concurrency(app: TestApp) {
    let person = app.register("ana").await;
    let vote = matchpool_domain::vote::Vote {
        id: VoteId::generate(),
        voter: person.id,
        project: ProjectId::generate(),
        round: Uuid::now_v7().into(),
        donation: None,
        revoked_at: None,
        created_at: chrono::Utc::now(),
    };
    let grants = (0..20).map(|_| matchpool_store::impact::for_vote(&app.db, &vote, chrono::Utc::now()));
    let results = futures::future::join_all(grants).await;
    assert_eq!(results.iter().filter(|r| matches!(r, Ok(true))).count(), 1, "{results:?}");
    assert!(results.iter().all(Result::is_ok));
    assert_eq!(points(&app, &person).await, 1);
}

async fn comment(app: &TestApp, who: &Person, project: ProjectId, body: Value) -> (StatusCode, Value) {
    app.post(&format!("/api/projects/{project}/comments"), Some(&who.token), body).await
}

async fn people_comment_and_reply_with_content_sanitized(app: TestApp) {
    let (project, _) = project(&app).await;
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let (status, top) =
        comment(&app, &ana, project, json!({"content": "Great <script>alert(1)</script>**work**"})).await;
    assert_eq!(status, StatusCode::CREATED, "{top}");
    assert_eq!(top["content"], "Great **work**");
    assert_eq!(top["identity"]["meta"]["username"], "ana");
    assert!(top["identity"]["meta"].get("email").is_none());
    let (status, reply) = comment(&app, &ben, project, json!({"content": "Agreed", "parent_id": top["id"]})).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(reply["parent_id"], top["id"]);
    let (status, err) = comment(&app, &ben, project, json!({"content": "Deep", "parent_id": reply["id"]})).await;
    assert_eq!(
        (status, err["fields"]["parent_id"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")),
        "replies are one level deep"
    );
    let (status, err) = comment(&app, &ben, project, json!({"content": "<b></b>  "})).await;
    assert_eq!((status, err["fields"]["content"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
    let (status, _) =
        app.post(&format!("/api/projects/{project}/comments"), None, json!({"content": "anonymous"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, page) = app.get(&format!("/api/projects/{project}/comments?limit=5"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page["total"], 1);
    assert_eq!(page["results"][0]["children_count"], 1);
    assert_eq!(page["results"][0]["children"][0]["content"], "Agreed");
    assert_eq!(page["results"][0]["reactions"], json!([]));
    assert_eq!(page["results"][0]["identity_reaction"], "");
    assert_eq!(app.get(&format!("/api/projects/{}/comments", Uuid::new_v4()), None).await.0, StatusCode::NOT_FOUND);
}

async fn only_authors_edit_and_delete(app: TestApp) {
    let (project, _) = project(&app).await;
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let (_, top) = comment(&app, &ana, project, json!({"content": "First"})).await;
    let path = format!("/api/projects/comments/{}", top["id"].as_str().unwrap());
    let (status, err) =
        app.send(Req::new(Method::PUT, &path).token(Some(&ben.token)).json(json!({"content": "Hijacked"}))).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("comment.not_owner")));
    let (status, err) = app.send(Req::new(Method::DELETE, &path).token(Some(&ben.token))).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("comment.not_owner")));
    let (status, edited) =
        app.send(Req::new(Method::PUT, &path).token(Some(&ana.token)).json(json!({"content": "First, edited"}))).await;
    assert_eq!((status, edited["content"].as_str()), (StatusCode::OK, Some("First, edited")));
    let (status, _) = app.send(Req::new(Method::DELETE, &path).token(Some(&ana.token))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(app.get(&path, None).await.0, StatusCode::NOT_FOUND);
}

async fn reactions_replace_each_other_and_likes_are_idempotent(app: TestApp) {
    let (project, _) = project(&app).await;
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let (_, top) = comment(&app, &ana, project, json!({"content": "React to me"})).await;
    let id = top["id"].as_str().unwrap();
    let reactions = format!("/api/projects/comments/{id}/reactions");
    let likes = format!("/api/projects/comments/{id}/likes");
    assert_eq!(app.post(&reactions, Some(&ben.token), json!({"reaction": "HEART"})).await.0, StatusCode::CREATED);
    assert_eq!(app.post(&reactions, Some(&ben.token), json!({"reaction": "CLAP"})).await.0, StatusCode::CREATED);
    assert_eq!(app.post(&reactions, Some(&ana.token), json!({"reaction": "CLAP"})).await.0, StatusCode::CREATED);
    assert_eq!(
        app.post(&reactions, Some(&ana.token), json!({"reaction": ""})).await.0,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(
        app.post(&reactions, Some(&ana.token), json!({"reaction": "<img>"})).await.0,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    for _ in 0..3 {
        assert_eq!(app.post(&likes, Some(&ben.token), json!({})).await.0, StatusCode::CREATED);
    }
    let (_, seen) = app.get(&format!("/api/projects/comments/{id}"), Some(&ben.token)).await;
    assert_eq!(seen["reactions"], json!([{"reaction": "CLAP", "count": 2}]), "Ben's heart was replaced by his clap");
    assert_eq!((seen["likes"].as_i64(), seen["identity_liked"].as_bool()), (Some(1), Some(true)));
    assert_eq!(seen["identity_reaction"], "CLAP");
    let del = |path: &str, who: &Person| app.send(Req::new(Method::DELETE, path).token(Some(&who.token)));
    assert_eq!(del(&likes, &ben).await.0, StatusCode::OK);
    assert_eq!(del(&reactions, &ben).await.0, StatusCode::OK);
    assert_eq!(del(&reactions, &ben).await.0, StatusCode::NOT_FOUND);
    let (_, seen) = app.get(&format!("/api/projects/comments/{id}"), None).await;
    assert_eq!((seen["likes"].as_i64(), seen["reactions"][0]["count"].as_i64()), (Some(0), Some(1)));
}

async fn operators_hide_comments(app: TestApp) {
    let (project, op) = project(&app).await;
    let ana = app.register("ana").await;
    let (_, top) = comment(&app, &ana, project, json!({"content": "Spam spam"})).await;
    let admin = format!("/api/admin/comments/{}", top["id"].as_str().unwrap());
    assert_eq!(app.patch(&admin, Some(&ana.token), json!({"hidden": true})).await.0, StatusCode::FORBIDDEN);
    assert_eq!(app.patch(&admin, Some(&op.token), json!({"hidden": true})).await.0, StatusCode::OK);
    let (_, page) = app.get(&format!("/api/projects/{project}/comments"), None).await;
    assert_eq!(page["total"], 0);
    assert_eq!(app.patch(&admin, Some(&op.token), json!({"hidden": false})).await.0, StatusCode::OK);
    let (_, page) = app.get(&format!("/api/projects/{project}/comments"), None).await;
    assert_eq!(page["total"], 1);
}

async fn commenting_is_rate_limited(app: TestApp) {
    let mut config = common::test_config();
    config.comments_per_minute = 3;
    let app = app.reconfigured(config).await;
    let (project, _) = project(&app).await;
    let ana = app.register("ana").await;
    for n in 0..3 {
        assert_eq!(
            comment(&app, &ana, project, json!({"content": format!("Comment {n}")})).await.0,
            StatusCode::CREATED
        );
    }
    let (status, err) = comment(&app, &ana, project, json!({"content": "One more"})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::TOO_MANY_REQUESTS, Some("comment.rate_limited")));
    let ben = app.register("ben").await;
    assert_eq!(
        comment(&app, &ben, project, json!({"content": "Hello"})).await.0,
        StatusCode::CREATED,
        "others may still comment"
    );
}

async fn a_comment_shows_only_a_picture_its_author_uploaded(app: TestApp) {
    let (project, _) = project(&app).await;
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let own = app.upload(&ana, None).await;
    let others = app.upload(&ben, None).await;
    let document = app.upload_document(&ana, None).await;
    for (media, why) in [
        (others.clone(), "another person's picture"),
        (document, "an identity document"),
        (Uuid::now_v7().to_string(), "no such picture"),
        ("not-an-id".to_owned(), "not an id"),
    ] {
        let (status, err) = comment(&app, &ana, project, json!({"content": "Look", "media_id": media})).await;
        assert_eq!(
            (status, err["fields"]["media_id"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")),
            "{why}"
        );
    }
    let (_, page) = app.get(&format!("/api/projects/{project}/comments"), None).await;
    assert_eq!(page["total"], 0, "nothing was written");

    let (status, top) = comment(&app, &ana, project, json!({"content": "Look", "media_id": own})).await;
    assert_eq!((status, top["media_id"].as_str()), (StatusCode::CREATED, Some(own.as_str())), "{top}");
    let path = format!("/api/projects/comments/{}", top["id"].as_str().unwrap());
    let edit = |media: &str| {
        Req::new(Method::PUT, &path).token(Some(&ana.token)).json(json!({"content": "Look!", "media_id": media}))
    };
    let (status, err) = app.send(edit(&others)).await;
    assert_eq!((status, err["fields"]["media_id"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")));
    let (status, edited) = app.send(edit("")).await;
    assert_eq!((status, edited["media_id"].clone()), (StatusCode::OK, Value::Null), "a blank id removes the picture");
}
