//! An organization's public profile (issue 33): name, description, website, social links and a
//! logo made from an uploaded picture, edited by owners and admins only, and read by anyone on
//! its page by shortname, beside its projects. Each operation is tried by an owner, an admin, a
//! member, another person and a visitor.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp, multipart, png, team};
use matchpool_domain::OrganizationId;
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    owners_and_admins_edit_the_profile_and_social_links,
    bad_profiles_are_refused_field_by_field_and_change_nothing,
    the_logo_is_an_uploaded_picture_shown_by_its_resized_copy,
    owners_and_admins_set_the_logo_and_nobody_else,
    bad_logos_are_refused_and_change_nothing,
    anyone_reads_the_public_page_by_shortname_beside_its_projects,
);

async fn edit(app: &TestApp, who: Option<&Person>, org: OrganizationId, body: Value) -> (StatusCode, Value) {
    app.patch(&format!("/api/organizations/{org}"), who.map(|p| p.token.as_str()), body).await
}

async fn set_logo(app: &TestApp, who: Option<&Person>, org: OrganizationId, media: Value) -> (StatusCode, Value) {
    let req = Req::new(Method::PUT, &format!("/api/organizations/{org}/logo"))
        .token(who.map(|p| p.token.as_str()))
        .json(json!({ "media_id": media }));
    app.send(req).await
}

async fn profile(app: &TestApp, shortname: &str) -> (StatusCode, Value) {
    app.get(&format!("/api/organizations/by-shortname/{shortname}"), None).await
}

/// Uploads a `width`×`height` PNG as `who`, acting as `identity` when given; answers its id.
async fn upload_png(app: &TestApp, who: &Person, identity: Option<OrganizationId>, width: u32, height: u32) -> String {
    let (content_type, body) = multipart(&[("file", "logo.png", &png(width, height))]);
    let mut req = Req::new(Method::POST, "/api/media").token(Some(&who.token)).bytes(&content_type, body);
    if let Some(id) = identity {
        req = req.identity(id);
    }
    let (status, media) = app.send(req).await;
    assert_eq!(status, StatusCode::CREATED, "{media}");
    media["id"].as_str().unwrap().to_owned()
}

async fn owners_and_admins_edit_the_profile_and_social_links(app: TestApp) {
    let t = team(&app).await;
    let links = json!([" https://x.com/wells ", "", "https://x.com/wells", "https://instagram.com/wells"]);
    let (status, body) =
        edit(&app, Some(&t.owner), t.org, json!({"description": "Clean water.", "social_links": links})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["social_links"], json!(["https://x.com/wells", "https://instagram.com/wells"]));
    assert_eq!(body["description"], "Clean water.");

    let (status, body) = edit(&app, Some(&t.admin), t.org, json!({"website": "https://wells.example.org"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["website"], "https://wells.example.org");
    // A field left out keeps its value; an empty list clears the links.
    assert_eq!(body["social_links"], json!(["https://x.com/wells", "https://instagram.com/wells"]));
    let (status, body) = edit(&app, Some(&t.admin), t.org, json!({"social_links": []})).await;
    assert_eq!((status, body["social_links"].clone()), (StatusCode::OK, json!([])));

    for who in [&t.member, &t.other] {
        let (status, body) = edit(&app, Some(who), t.org, json!({"social_links": ["https://evil.example.org"]})).await;
        assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("organization.not_owner")), "{body}");
    }
    let (status, body) = edit(&app, None, t.org, json!({"social_links": ["https://evil.example.org"]})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (_, page) = profile(&app, "wells").await;
    assert_eq!(page["social_links"], json!([]));
    assert_eq!(page["website"], "https://wells.example.org");
}

async fn bad_profiles_are_refused_field_by_field_and_change_nothing(app: TestApp) {
    let t = team(&app).await;
    let (status, _) = edit(&app, Some(&t.owner), t.org, json!({"social_links": ["https://x.com/wells"]})).await;
    assert_eq!(status, StatusCode::OK);

    let too_many: Vec<String> = (0..9).map(|n| format!("https://site{n}.example.org")).collect();
    let cases = [
        (json!({"social_links": ["x.com/wells"]}), "social_links", "invalid_url"),
        (json!({"social_links": ["javascript:alert(1)"]}), "social_links", "invalid_url"),
        (json!({"social_links": too_many}), "social_links", "too_long"),
        (json!({"social_links": ["https://ok.example.org"], "website": "ftp://wells"}), "website", "invalid_url"),
    ];
    for (body, field, error) in cases {
        let (status, answer) = edit(&app, Some(&t.owner), t.org, body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {answer}");
        assert_eq!(answer["code"], "validation", "{answer}");
        assert_eq!(answer["fields"][field], error, "{body}: {answer}");
    }
    // Not a list at all.
    let (status, answer) = edit(&app, Some(&t.owner), t.org, json!({"social_links": "https://x.com/wells"})).await;
    assert_eq!((status, answer["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("validation")), "{answer}");
    // Creating with bad links makes nothing.
    let (status, answer) = app
        .post(
            "/api/organizations",
            Some(&t.other.token),
            json!({"name": "Rivers", "shortname": "rivers", "email": "r@rivers.org", "social_links": ["nope"]}),
        )
        .await;
    assert_eq!(
        (status, answer["fields"]["social_links"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid_url"))
    );
    assert_eq!(profile(&app, "rivers").await.0, StatusCode::NOT_FOUND);

    let (_, page) = profile(&app, "wells").await;
    assert_eq!(page["social_links"], json!(["https://x.com/wells"]), "nothing changed");
    assert_eq!(page["website"], Value::Null);
}

/// The path under `/media/` of a media address (absolute or relative).
fn media_path(url: &str) -> String {
    url[url.find("/media/").expect("a media address")..].to_owned()
}

async fn the_logo_is_an_uploaded_picture_shown_by_its_resized_copy(app: TestApp) {
    let t = team(&app).await;
    let picture = upload_png(&app, &t.owner, Some(t.org), 1200, 600).await;
    let (status, body) = set_logo(&app, Some(&t.owner), t.org, json!(picture)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let url = body["logo"]["url"].as_str().expect("a logo").to_owned();
    assert!(url.ends_with("-480w.webp"), "the logo is the small WebP copy: {url}");

    // The copy is served, 480 pixels wide.
    let (status, headers, bytes) = app.send_raw(Req::new(Method::GET, &media_path(&url))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/webp");
    let decoded = image::load_from_memory(&bytes).expect("a picture");
    assert_eq!((decoded.width(), decoded.height()), (480, 240));

    // Project pages and the public page show it.
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -1).await;
    let project = app.project_in(&round, t.org, "Wells for Ndola").await;
    let (_, detail) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!(detail["identity"]["meta"]["logo"]["url"], url.as_str(), "{detail}");
    assert_eq!(profile(&app, "wells").await.1["logo"]["url"], url.as_str());

    // A small picture has no smaller copy than its own width; a picture of the person's own
    // (uploaded as themselves) may be the logo too.
    let small = upload_png(&app, &t.admin, None, 120, 120).await;
    let (status, body) = set_logo(&app, Some(&t.admin), t.org, json!(small)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["logo"]["url"].as_str().unwrap().ends_with("-120w.webp"), "{body}");

    let (status, body) = set_logo(&app, Some(&t.owner), t.org, Value::Null).await;
    assert_eq!((status, body["logo"].clone()), (StatusCode::OK, Value::Null));
    assert_eq!(profile(&app, "wells").await.1["logo"], Value::Null);
}

async fn owners_and_admins_set_the_logo_and_nobody_else(app: TestApp) {
    let t = team(&app).await;
    for who in [&t.owner, &t.admin] {
        let picture = upload_png(&app, who, Some(t.org), 64, 64).await;
        let (status, body) = set_logo(&app, Some(who), t.org, json!(picture)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let before = profile(&app, "wells").await.1["logo"].clone();
    assert!(before["url"].is_string());

    // A member uploads for the organization (they work on its projects), but may not make it the logo.
    let members_picture = upload_png(&app, &t.member, Some(t.org), 64, 64).await;
    let (status, body) = set_logo(&app, Some(&t.member), t.org, json!(members_picture)).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("organization.not_owner")), "{body}");
    let others = upload_png(&app, &t.other, None, 64, 64).await;
    let (status, body) = set_logo(&app, Some(&t.other), t.org, json!(others)).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("organization.not_owner")), "{body}");
    let (status, _) = set_logo(&app, None, t.org, Value::Null).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(profile(&app, "wells").await.1["logo"], before, "nothing changed");
}

async fn bad_logos_are_refused_and_change_nothing(app: TestApp) {
    let t = team(&app).await;
    let picture = upload_png(&app, &t.owner, Some(t.org), 64, 64).await;
    assert_eq!(set_logo(&app, Some(&t.owner), t.org, json!(picture)).await.0, StatusCode::OK);
    let before = profile(&app, "wells").await.1["logo"].clone();

    let someone_elses = upload_png(&app, &t.other, None, 64, 64).await;
    let document = app.upload_document(&t.owner, Some(t.org)).await;
    for media in [json!("not-a-uuid"), json!(Uuid::now_v7()), json!(someone_elses), json!(document), json!(42)] {
        let (status, body) = set_logo(&app, Some(&t.owner), t.org, media.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{media}: {body}");
        assert_eq!(body["code"], "validation", "{media}: {body}");
    }
    let (status, body) = set_logo(&app, Some(&t.owner), OrganizationId::generate(), json!(picture)).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("organization.not_found")));
    assert_eq!(profile(&app, "wells").await.1["logo"], before, "nothing changed");
}

async fn anyone_reads_the_public_page_by_shortname_beside_its_projects(app: TestApp) {
    let t = team(&app).await;
    let changes = json!({"description": "Wells for villages.", "website": "https://wells.example.org", "social_links": ["https://x.com/wells"]});
    assert_eq!(edit(&app, Some(&t.owner), t.org, changes).await.0, StatusCode::OK);
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -1).await;
    let project = app.project_in(&round, t.org, "Wells for Ndola").await;

    let (status, page) = profile(&app, "wells").await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["id"], t.org.to_string());
    assert_eq!(page["name"], "Org wells");
    assert_eq!(page["description"], "Wells for villages.");
    assert_eq!(page["website"], "https://wells.example.org");
    assert_eq!(page["social_links"], json!(["https://x.com/wells"]));
    assert_eq!(page["verified"], false);
    for private in ["email", "kyb_reason", "kyb_status", "donation_notices"] {
        assert!(page.get(private).is_none(), "{private} is not public: {page}");
    }
    // Shortnames are lower-case; the page answers whatever case the address has.
    assert_eq!(profile(&app, "Wells").await.1["id"], t.org.to_string());
    let (status, body) = profile(&app, "no-such-org").await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("organization.not_found")));

    // Its projects, as a visitor lists them for the page.
    let (status, list) = app.get(&format!("/api/projects/preview?filter.identity_id={}", t.org), None).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let ids: Vec<&str> = list["results"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(ids, vec![project.to_string().as_str()]);
    assert_eq!(list["results"][0]["identity"]["meta"]["shortname"], "wells");
}
