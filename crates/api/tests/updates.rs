//! Project updates (issue 16): the organization posts them, supporters receive them by email once
//! (in their language, with a one-click unsubscribe link), the organization edits and deletes
//! them, operators hide them; and everyone else is refused.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_domain::{OrganizationId, ProjectId};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    supporters_receive_each_update_once_in_their_language,
    a_one_click_unsubscribe_stops_the_projects_updates_and_all_stops_every_project,
    a_bad_unsubscribe_link_is_refused_and_changes_nothing,
    opening_the_unsubscribe_link_leads_to_the_page_that_asks,
    updates_show_newest_first_and_only_the_organization_writes_them,
    members_edit_and_delete_and_others_may_not,
    operators_hide_updates_from_the_public_and_nobody_else_may,
    bad_updates_are_refused_and_change_nothing,
    an_image_must_be_the_organizations_own_upload,
);

struct World {
    owner: Person,
    org: OrganizationId,
    project: ProjectId,
    operator: Person,
}

/// A round in its voting window with one project of `green-earth`.
async fn world(app: &TestApp) -> World {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    World { owner, org, project, operator }
}

fn updates_path(w: &World) -> String {
    format!("/api/projects/{}/updates", w.project)
}

/// Posts as `who`, acting as `identity` when given.
async fn post_as(
    app: &TestApp,
    w: &World,
    who: &Person,
    identity: Option<OrganizationId>,
    body: Value,
) -> (StatusCode, Value) {
    let mut req = Req::new(Method::POST, &updates_path(w)).token(Some(&who.token)).json(body);
    if let Some(id) = identity {
        req = req.identity(id);
    }
    app.send(req).await
}

async fn post(app: &TestApp, w: &World, title: &str) -> Value {
    let (status, body) = post_as(
        app,
        w,
        &w.owner,
        Some(w.org),
        json!({"title": title, "body": "We dug **one** well.\n\n- next: a pump"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body
}

async fn list(app: &TestApp, w: &World, who: Option<&Person>) -> Value {
    let (status, body) = app.get(&updates_path(w), who.map(|p| p.token.as_str())).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

fn titles(page: &Value) -> Vec<String> {
    page["results"].as_array().unwrap().iter().map(|u| u["title"].as_str().unwrap().to_owned()).collect()
}

async fn vote(app: &TestApp, w: &World, who: &Person) {
    let (status, body) = app.post(&format!("/api/projects/{}/votes", w.project), Some(&who.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn donate(app: &TestApp, w: &World, who: &Person, card: &str) -> StatusCode {
    let body = json!({"amount": 10, "currency": "USD", "payment_type": "FIAT", "card_token": card, "rate": 1});
    app.post(&format!("/api/projects/{}/donates", w.project), Some(&who.token), body).await.0
}

/// A person with a confirmed address who reads in `language`.
async fn register_in(app: &TestApp, username: &str, language: &str) -> Person {
    let (status, body) = app
        .post(
            "/api/auth/register",
            None,
            json!({"first_name": "Test", "last_name": username, "username": username, "email": format!("{username}@example.org"),
                "password": "correct horse battery", "language": language}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let token = body["access_token"].as_str().unwrap().to_owned();
    let (_, me) = app.get("/api/me", Some(&token)).await;
    let id = me["id"].as_str().unwrap().parse().unwrap();
    app.confirm_email(id).await;
    Person { token, refresh: body["refresh_token"].as_str().unwrap().to_owned(), id }
}

/// The update emails (decoded) sent to `username`.
fn mail_to(app: &TestApp, username: &str) -> Vec<String> {
    let to = format!("To: {username}@example.org");
    app.outbox.read_all_decoded().into_iter().filter(|m| m.contains(&to) && m.contains("List-Unsubscribe")).collect()
}

/// The token of the `List-Unsubscribe` header of an email.
fn header_token(mail: &str) -> String {
    let line = mail.lines().find(|l| l.starts_with("List-Unsubscribe: ")).expect("a List-Unsubscribe header");
    let start = line.find("/api/unsubscribe?token=").unwrap() + "/api/unsubscribe?token=".len();
    line[start..].trim_end_matches('>').to_owned()
}

async fn one_click(app: &TestApp, query: &str) -> (StatusCode, Value) {
    app.send(
        Req::new(Method::POST, &format!("/api/unsubscribe?{query}"))
            .raw("application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"),
    )
    .await
}

async fn supporters_receive_each_update_once_in_their_language(app: TestApp) {
    let w = world(&app).await;
    let voter = app.register("voter").await;
    vote(&app, &w, &voter).await;
    let both = register_in(&app, "samira", "ar").await;
    vote(&app, &w, &both).await;
    assert_eq!(donate(&app, &w, &both, "tok_visa").await, StatusCode::CREATED);
    let declined = app.register("declined").await;
    assert_ne!(donate(&app, &w, &declined, "tok_chargeDeclined").await, StatusCode::CREATED);
    let stranger = app.register("stranger").await;

    let update = post(&app, &w, "First well dug").await;
    assert_eq!(update["title"], "First well dug");
    assert_eq!(update["body"], "We dug **one** well.\n\n- next: a pump", "markdown is stored as typed");
    assert_eq!(update["hidden"], false);

    let to_voter = mail_to(&app, "voter");
    assert_eq!(to_voter.len(), 1, "{to_voter:?}");
    let mail = &to_voter[0];
    assert!(mail.contains("Subject: Update from Wells: First well dug"), "{mail}");
    assert!(mail.contains("We dug **one** well."), "{mail}");
    assert!(mail.contains(&format!("http://localhost:8080/projects/{}", w.project)), "{mail}");
    assert!(mail.contains("http://localhost:8080/unsubscribe?token="), "the body links to the page: {mail}");
    assert!(mail.contains("List-Unsubscribe: <http://localhost:8080/api/unsubscribe?token="), "{mail}");
    assert!(mail.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"), "{mail}");

    let to_both = mail_to(&app, "samira");
    assert_eq!(to_both.len(), 1, "a voter who also donated hears once: {to_both:?}");
    assert!(to_both[0].contains("نشر مشروع Wells الذي تدعمه تحديثًا جديدًا."), "in Arabic: {}", to_both[0]);
    assert!(mail_to(&app, "declined").is_empty(), "a donation that never settled makes no supporter");
    assert!(mail_to(&app, "stranger").is_empty());
    assert!(mail_to(&app, "owner").is_empty());
    let _ = stranger;

    let id = update["id"].as_str().unwrap();
    let (status, _) = app
        .send(
            Req::new(Method::PATCH, &format!("/api/projects/updates/{id}"))
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(json!({"title": "First well dug (photos)", "body": "Now with photos."})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(mail_to(&app, "voter").len(), 1, "an edit is not emailed again");
}

async fn a_one_click_unsubscribe_stops_the_projects_updates_and_all_stops_every_project(app: TestApp) {
    let w = world(&app).await;
    let voter = app.register("voter").await;
    vote(&app, &w, &voter).await;
    post(&app, &w, "One").await;
    let token = header_token(&mail_to(&app, "voter")[0]);

    let (status, body) = one_click(&app, &format!("token={token}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["scope"], "project");
    assert_eq!(body["project_title"], "Wells");
    let (status, _) = one_click(&app, &format!("token={token}")).await;
    assert_eq!(status, StatusCode::OK, "unsubscribing twice is fine");
    post(&app, &w, "Two").await;
    assert_eq!(mail_to(&app, "voter").len(), 1, "no more updates of this project");

    // Another project of another organization: still received, until "all".
    let round = Value::Object(serde_json::Map::from_iter([(
        "id".to_owned(),
        json!(matchpool_store::projects::find(&app.db, w.project).await.unwrap().unwrap().round_id.to_string()),
    )]));
    let other_owner = app.register("other").await;
    let other_org = app.organization(&other_owner, "blue-sky").await;
    let other = World {
        owner: other_owner,
        org: other_org,
        project: app.project_in(&round, other_org, "Trees").await,
        operator: w.operator,
    };
    vote(&app, &other, &voter).await;
    post(&app, &other, "Planted").await;
    let mails = mail_to(&app, "voter");
    assert_eq!(mails.len(), 2, "{mails:?}");
    let token = header_token(&mails[1]);
    let (status, body) = one_click(&app, &format!("token={token}&all=true")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["scope"], "all");
    post(&app, &other, "Watered").await;
    assert_eq!(mail_to(&app, "voter").len(), 2, "nothing more from any project");
}

async fn a_bad_unsubscribe_link_is_refused_and_changes_nothing(app: TestApp) {
    let w = world(&app).await;
    let voter = app.register("voter").await;
    vote(&app, &w, &voter).await;
    post(&app, &w, "One").await;
    let token = header_token(&mail_to(&app, "voter")[0]);
    let someone_else = token.replacen(&voter.id.to_string(), &w.owner.id.to_string(), 1);
    let last = token.chars().last().unwrap();
    let tampered = format!("{}{}", &token[..token.len() - 1], if last == '0' { '1' } else { '0' });
    for query in [
        "".to_owned(),
        "token=".to_owned(),
        "token=garbage".to_owned(),
        format!("token={someone_else}"),
        format!("token={tampered}"),
    ] {
        let (status, body) = one_click(&app, &query).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {body}");
        assert_eq!(body["code"], "update.invalid_link");
    }
    post(&app, &w, "Two").await;
    assert_eq!(mail_to(&app, "voter").len(), 2, "still subscribed");
}

async fn opening_the_unsubscribe_link_leads_to_the_page_that_asks(app: TestApp) {
    let w = world(&app).await;
    let voter = app.register("voter").await;
    vote(&app, &w, &voter).await;
    post(&app, &w, "One").await;
    let token = header_token(&mail_to(&app, "voter")[0]);
    let (status, headers, _) = app.send_raw(Req::new(Method::GET, &format!("/api/unsubscribe?token={token}"))).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(headers["location"], format!("/unsubscribe?token={token}").as_str());
    post(&app, &w, "Two").await;
    assert_eq!(mail_to(&app, "voter").len(), 2, "opening the link alone unsubscribes nobody");
}

async fn updates_show_newest_first_and_only_the_organization_writes_them(app: TestApp) {
    let w = world(&app).await;
    post(&app, &w, "Older").await;
    post(&app, &w, "Newer").await;
    let page = list(&app, &w, None).await;
    assert_eq!(titles(&page), ["Newer", "Older"]);
    assert_eq!(page["total"], 2);
    assert_eq!(page["can_write"], false);
    let (_, as_org) =
        app.send(Req::new(Method::GET, &updates_path(&w)).token(Some(&w.owner.token)).identity(w.org)).await;
    assert_eq!(as_org["can_write"], true);

    let body = json!({"title": "Mine", "body": "Text"});
    let (status, _) = app.post(&updates_path(&w), None, body.clone()).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, err) = post_as(&app, &w, &w.owner, None, body.clone()).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("update.not_owner")),
        "a member acting as themselves"
    );
    let stranger = app.register("stranger").await;
    let (status, err) = post_as(&app, &w, &stranger, None, body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("update.not_owner")));
    let (status, err) = post_as(&app, &w, &stranger, Some(w.org), body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("identity.not_allowed")), "not a member");
    let other_org = app.organization(&stranger, "blue-sky").await;
    let (status, err) = post_as(&app, &w, &stranger, Some(other_org), body.clone()).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("update.not_owner")),
        "another organization"
    );
    let (status, err) = post_as(&app, &w, &w.operator, None, body.clone()).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("update.not_owner")),
        "operators do not post"
    );
    for project in [Uuid::now_v7().to_string(), "not-an-id".to_owned()] {
        let req = Req::new(Method::POST, &format!("/api/projects/{project}/updates"))
            .token(Some(&w.owner.token))
            .identity(w.org)
            .json(body.clone());
        let (status, err) = app.send(req).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")));
    }
    let (status, err) = app.get(&format!("/api/projects/{}/updates", Uuid::now_v7()), None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")));
    assert_eq!(titles(&list(&app, &w, None).await), ["Newer", "Older"], "nothing was added");
}

async fn edit(
    app: &TestApp,
    id: &str,
    who: &Person,
    identity: Option<OrganizationId>,
    body: Value,
) -> (StatusCode, Value) {
    let mut req = Req::new(Method::PATCH, &format!("/api/projects/updates/{id}")).token(Some(&who.token)).json(body);
    if let Some(identity) = identity {
        req = req.identity(identity);
    }
    app.send(req).await
}

async fn remove(app: &TestApp, id: &str, who: &Person, identity: Option<OrganizationId>) -> (StatusCode, Value) {
    let mut req = Req::new(Method::DELETE, &format!("/api/projects/updates/{id}")).token(Some(&who.token));
    if let Some(identity) = identity {
        req = req.identity(identity);
    }
    app.send(req).await
}

async fn members_edit_and_delete_and_others_may_not(app: TestApp) {
    let w = world(&app).await;
    let update = post(&app, &w, "Draft title").await;
    let id = update["id"].as_str().unwrap();
    // A second member acts for the organization too.
    let editor = app.register("editor").await;
    app.join(&w.owner, w.org, &editor, "member").await;
    let stranger = app.register("stranger").await;
    let body = json!({"title": "Changed", "body": "Changed body"});

    let (status, err) = edit(&app, id, &stranger, None, body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("update.not_owner")));
    let (status, err) = edit(&app, id, &w.owner, None, body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("update.not_owner")));
    let (status, err) = edit(&app, id, &w.operator, None, body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("update.not_owner")));
    let (status, err) = remove(&app, id, &stranger, None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("update.not_owner")));
    assert_eq!(titles(&list(&app, &w, None).await), ["Draft title"], "unchanged");

    let (status, edited) = edit(&app, id, &editor, Some(w.org), body.clone()).await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!((edited["title"].as_str(), edited["body"].as_str()), (Some("Changed"), Some("Changed body")));
    assert_eq!(titles(&list(&app, &w, None).await), ["Changed"]);

    let missing = Uuid::now_v7().to_string();
    let (status, err) = edit(&app, &missing, &w.owner, Some(w.org), body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("update.not_found")));
    let (status, err) = remove(&app, "nope", &w.owner, Some(w.org)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("update.not_found")));

    let (status, _) = remove(&app, id, &w.owner, Some(w.org)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list(&app, &w, None).await["total"], 0);
    let (status, err) = remove(&app, id, &w.owner, Some(w.org)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("update.not_found")));
}

async fn hide(app: &TestApp, id: &str, who: Option<&Person>, hidden: bool) -> (StatusCode, Value) {
    app.patch(&format!("/api/admin/updates/{id}"), who.map(|p| p.token.as_str()), json!({"hidden": hidden})).await
}

async fn operators_hide_updates_from_the_public_and_nobody_else_may(app: TestApp) {
    let w = world(&app).await;
    let update = post(&app, &w, "Questionable").await;
    let id = update["id"].as_str().unwrap();
    post(&app, &w, "Fine").await;

    let (status, _) = hide(&app, id, None, true).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, err) = hide(&app, id, Some(&w.owner), true).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.operator_required")));
    assert_eq!(titles(&list(&app, &w, None).await), ["Fine", "Questionable"]);

    let (status, hidden) = hide(&app, id, Some(&w.operator), true).await;
    assert_eq!(status, StatusCode::OK, "{hidden}");
    assert_eq!(hidden["hidden"], true);
    assert_eq!(titles(&list(&app, &w, None).await), ["Fine"], "hidden from visitors");
    let stranger = app.register("stranger").await;
    assert_eq!(titles(&list(&app, &w, Some(&stranger)).await), ["Fine"]);
    let for_operator = list(&app, &w, Some(&w.operator)).await;
    assert_eq!(titles(&for_operator), ["Fine", "Questionable"]);
    assert_eq!(for_operator["results"][1]["hidden"], true);
    assert_eq!(for_operator["can_moderate"], true);
    let for_member = list(&app, &w, Some(&w.owner)).await;
    assert_eq!(titles(&for_member), ["Fine", "Questionable"], "members see what was hidden");
    assert_eq!(for_member["results"][1]["hidden"], true);
    assert_eq!(for_member["can_moderate"], false);

    let (status, shown) = hide(&app, id, Some(&w.operator), false).await;
    assert_eq!((status, shown["hidden"].as_bool()), (StatusCode::OK, Some(false)));
    assert_eq!(titles(&list(&app, &w, None).await), ["Fine", "Questionable"]);
    let (status, err) = hide(&app, &Uuid::now_v7().to_string(), Some(&w.operator), true).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("update.not_found")));
}

async fn bad_updates_are_refused_and_change_nothing(app: TestApp) {
    let w = world(&app).await;
    let voter = app.register("voter").await;
    vote(&app, &w, &voter).await;
    let long_title = "t".repeat(151);
    let long_body = "b".repeat(10_001);
    let cases = [
        (json!({"title": "", "body": "Text"}), "title", "required"),
        (json!({"body": "Text"}), "title", "required"),
        (json!({"title": "   ", "body": "Text"}), "title", "required"),
        (json!({"title": long_title, "body": "Text"}), "title", "too_long"),
        (json!({"title": "Title", "body": ""}), "body", "required"),
        (json!({"title": "Title"}), "body", "required"),
        (json!({"title": "Title", "body": long_body}), "body", "too_long"),
        (json!({"title": "Title", "body": "<b></b>"}), "body", "required"),
        (json!({"title": "Title", "body": "Text", "media_id": "not-a-uuid"}), "media_id", "invalid"),
    ];
    for (body, field, code) in cases {
        let (status, err) = post_as(&app, &w, &w.owner, Some(w.org), body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {err}");
        assert_eq!(err["code"], "validation");
        assert_eq!(err["fields"][field], code, "{body}: {err}");
    }
    let (status, err) = app
        .send(
            Req::new(Method::POST, &updates_path(&w))
                .token(Some(&w.owner.token))
                .identity(w.org)
                .raw("application/json", "{"),
        )
        .await;
    assert!(status.is_client_error(), "{status} {err}");
    let (status, _) =
        post_as(&app, &w, &w.owner, Some(w.org), json!({"title": "t".repeat(150), "body": "b".repeat(10_000)})).await;
    assert_eq!(status, StatusCode::CREATED, "the limits themselves are fine");
    let update = list(&app, &w, None).await["results"][0]["id"].as_str().unwrap().to_owned();
    let (status, err) = edit(&app, &update, &w.owner, Some(w.org), json!({"title": "", "body": "x"})).await;
    assert_eq!((status, err["fields"]["title"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("required")));
    let page = list(&app, &w, None).await;
    assert_eq!(page["total"], 1, "only the valid update exists");
    assert_eq!(page["results"][0]["title"].as_str().unwrap().len(), 150, "the failed edit changed nothing");
    assert_eq!(mail_to(&app, "voter").len(), 1, "refused updates email nobody");
}

async fn an_image_must_be_the_organizations_own_upload(app: TestApp) {
    let w = world(&app).await;
    let mine = app.upload(&w.owner, Some(w.org)).await;
    let personal = app.upload(&w.owner, None).await;
    let stranger = app.register("stranger").await;
    let theirs = app.upload(&stranger, None).await;
    let document = app.upload_document(&w.owner, Some(w.org)).await;
    for media in [personal, theirs, document, Uuid::now_v7().to_string()] {
        let (status, err) =
            post_as(&app, &w, &w.owner, Some(w.org), json!({"title": "Photo", "body": "Look", "media_id": media}))
                .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{media}: {err}");
        assert_eq!(err["fields"]["media_id"], "invalid");
    }
    assert_eq!(list(&app, &w, None).await["total"], 0);
    let (status, update) =
        post_as(&app, &w, &w.owner, Some(w.org), json!({"title": "Photo", "body": "Look", "media_id": mine})).await;
    assert_eq!(status, StatusCode::CREATED, "{update}");
    assert_eq!(update["media_id"], mine.as_str());
    assert!(update["media"]["url"].as_str().is_some_and(|u| u.contains("/media/")), "{update}");
    let page = list(&app, &w, None).await;
    assert_eq!(page["results"][0]["media"]["id"], mine.as_str());
}
