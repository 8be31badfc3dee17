//! Projects (api-contract §3.3) and media uploads: who may create, edit and delete, within which
//! window, every field's validation, drafts, search and the upload limits.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp, multipart, png};
use matchpool_domain::OrganizationId;
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    verified_organizations_create_projects_with_every_field,
    people_and_unverified_organizations_cannot_create,
    every_bad_field_is_reported_and_nothing_is_stored,
    covers_must_be_the_callers_own_uploads,
    only_members_edit_and_the_wallet_never_changes,
    nothing_changes_outside_the_submission_window,
    deleting_is_permanent,
    drafts_are_visible_only_to_their_organization,
    search_ranks_titles_first_and_filters_combine,
    bad_filters_give_empty_pages,
    uploads_check_type_size_and_count,
);

const WALLET: &str =
    "addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x";

struct World {
    owner: Person,
    org: OrganizationId,
    operator: Person,
    round: Value,
}

async fn world(app: &TestApp) -> World {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -1).await;
    let owner = app.register("owner").await;
    let org = app.verified_organization(&owner, "green-earth").await;
    World { owner, org, operator, round }
}

fn body(cover: &str, title: &str) -> Value {
    json!({
        "title": title, "description": "We bring **clean water** to schools.", "social_cause": "WATER_SANITATION",
        "category": "EMERGING_MARKETS", "email": "projects@green.org", "cover_id": cover, "problem_statement": "No water.",
        "solution": "Wells.", "goals": "- 10 wells", "cost_breakdown": "Wells: $9,000", "feasibility": "We built 40 before.",
        "impact_assessment": "Litres per day", "total_requested_amount": 12000, "city": "Nairobi", "country": "Kenya",
        "website": "https://green.org", "linkedin": "https://www.linkedin.com/company/green", "video": "https://youtu.be/dQw4w9WgXcQ",
        "voluntery_contribution": "1% of revenue", "impact_assessment_type": "OPTION_B", "wallet_address": WALLET,
        "id": "ignored", "mode": "create", "cover_url": "ignored"
    })
}

async fn create(app: &TestApp, w: &World, title: &str) -> Value {
    let cover = app.upload(&w.owner, Some(w.org)).await;
    let (status, project) = app
        .send(
            Req::new(Method::POST, "/api/projects")
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(body(&cover, title)),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{project}");
    project
}

async fn verified_organizations_create_projects_with_every_field(app: TestApp) {
    let w = world(&app).await;
    let project = create(&app, &w, "Clean water for schools").await;
    let id = project["id"].as_str().unwrap();
    let (status, fetched) = app.get(&format!("/api/projects/{id}"), None).await;
    assert_eq!(status, StatusCode::OK);
    for (key, value) in [
        ("title", json!("Clean water for schools")),
        ("description", json!("We bring **clean water** to schools.")),
        ("social_cause", json!("WATER_SANITATION")),
        ("category", json!("EMERGING_MARKETS")),
        ("city", json!("Nairobi")),
        ("country", json!("Kenya")),
        ("website", json!("https://green.org")),
        ("video", json!("https://youtu.be/dQw4w9WgXcQ")),
        ("impact_assessment_type", json!("OPTION_B")),
        ("voluntery_contribution", json!("1% of revenue")),
        ("total_requested_amount", json!(12000.0)),
        ("wallet_address", json!(WALLET)),
        ("wallet_env", json!("CARDANO")),
        ("status", json!("ACTIVE")),
        ("total_donations", json!({})),
        ("total_votes", json!(0)),
        ("user_voted", json!(false)),
    ] {
        assert_eq!(fetched[key], value, "{key}");
    }
    assert_eq!(fetched["round"]["id"], w.round["id"]);
    assert_eq!(fetched["identity"]["meta"]["shortname"], "green-earth");
    assert!(fetched["identity"]["meta"].get("email").is_none(), "no email in public identities");
    assert!(fetched.get("email").is_none(), "the contact email is for the organization only");
    assert!(fetched["cover"]["url"].as_str().unwrap().starts_with("http://localhost:8080/media/"));
    let (_, own) = app
        .send(Req::new(Method::GET, &format!("/api/projects/{id}")).token(Some(&w.owner.token)).identity(w.org))
        .await;
    assert_eq!(own["email"], "projects@green.org");
    let (_, page) = app.get("/api/projects/preview", None).await;
    assert_eq!(page["total"], 1);
    assert_eq!(page["results"][0]["id"], project["id"]);
    let _ = w.operator;
}

async fn people_and_unverified_organizations_cannot_create(app: TestApp) {
    let w = world(&app).await;
    let cover = app.upload(&w.owner, None).await;
    let (status, err) = app.post("/api/projects", Some(&w.owner.token), body(&cover, "As a person")).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("project.organization_required")));
    let unverified = app.organization(&w.owner, "not-yet").await;
    let (status, err) = app
        .send(
            Req::new(Method::POST, "/api/projects")
                .token(Some(&w.owner.token))
                .identity(unverified)
                .json(body(&cover, "Unverified")),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("project.kyb_required")));
    let (status, _) = app.post("/api/projects", None, body(&cover, "Visitor")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (_, page) = app.get("/api/projects/preview", None).await;
    assert_eq!(page["total"], 0);
}

async fn every_bad_field_is_reported_and_nothing_is_stored(app: TestApp) {
    let w = world(&app).await;
    let bad = json!({"title": "  <b></b> ", "social_cause": "CATS", "category": "open_innovation", "email": "x", "cover_id": "nope",
        "total_requested_amount": 0, "video": "https://example.org/clip.mp4", "wallet_address": "addr1garbage", "website": "green.org",
        "impact_assessment_type": "OPTION_C", "status": "PUBLISHED"});
    let (status, err) =
        app.send(Req::new(Method::POST, "/api/projects").token(Some(&w.owner.token)).identity(w.org).json(bad)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields = &err["fields"];
    for (field, code) in [
        ("title", "required"),
        ("description", "required"),
        ("problem_statement", "required"),
        ("solution", "required"),
        ("goals", "required"),
        ("cost_breakdown", "required"),
        ("feasibility", "required"),
        ("impact_assessment", "required"),
        ("social_cause", "invalid"),
        ("category", "invalid"),
        ("email", "invalid_email"),
        ("cover_id", "invalid"),
        ("total_requested_amount", "invalid"),
        ("video", "invalid_url"),
        ("wallet_address", "invalid"),
        ("website", "invalid_url"),
        ("impact_assessment_type", "invalid"),
        ("status", "invalid"),
    ] {
        assert_eq!(fields[field], code, "{field}: {err}");
    }
    let (_, page) = app.get("/api/projects/preview", None).await;
    assert_eq!(page["total"], 0);
    let cover = app.upload(&w.owner, Some(w.org)).await;
    let mut html = body(&cover, "<script>alert(1)</script>Wells <i>now</i>");
    html["description"] = json!("<img src=x onerror=alert(1)>Plain **markdown**");
    let (status, project) =
        app.send(Req::new(Method::POST, "/api/projects").token(Some(&w.owner.token)).identity(w.org).json(html)).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(project["title"], "Wells now");
    assert_eq!(project["description"], "Plain **markdown**");
}

async fn covers_must_be_the_callers_own_uploads(app: TestApp) {
    let w = world(&app).await;
    let stranger = app.register("stranger").await;
    let theirs = app.upload(&stranger, None).await;
    let (status, err) = app
        .send(
            Req::new(Method::POST, "/api/projects")
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(body(&theirs, "Borrowed")),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(err["fields"]["cover_id"], "invalid");
    let missing = Uuid::new_v4().to_string();
    let (status, _) = app
        .send(
            Req::new(Method::POST, "/api/projects")
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(body(&missing, "Ghost")),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

async fn only_members_edit_and_the_wallet_never_changes(app: TestApp) {
    let w = world(&app).await;
    let project = create(&app, &w, "Clean water").await;
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    let outsider = app.register("outsider").await;
    let (status, err) = app.patch(&path, Some(&outsider.token), json!({"title": "Mine now"})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("project.not_owner")));
    let (status, err) = app.send(Req::new(Method::DELETE, &path).token(Some(&outsider.token))).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("project.not_owner")));

    let edit = Req::new(Method::PATCH, &path).token(Some(&w.owner.token)).identity(w.org);
    let (status, edited) = app
        .send(edit.json(json!({"title": "Clean water for 12 schools", "wallet_address": WALLET, "mode": "edit"})))
        .await;
    assert_eq!(status, StatusCode::OK, "re-sending the same wallet passes: {edited}");
    assert_eq!(edited["title"], "Clean water for 12 schools");
    assert_eq!(edited["city"], "Nairobi", "fields not sent keep their value");
    let other = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";
    let (status, err) = app
        .send(
            Req::new(Method::PATCH, &path)
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(json!({"wallet_address": other})),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("project.wallet_immutable")));
    let (status, err) = app
        .send(
            Req::new(Method::PATCH, &path)
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(json!({"category": "NOPE"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{err}");
    let (_, now) = app.get(&path, None).await;
    assert_eq!(now["wallet_address"], WALLET);
    assert_eq!(now["category"], "EMERGING_MARKETS");
}

async fn nothing_changes_outside_the_submission_window(app: TestApp) {
    let w = world(&app).await;
    let project = create(&app, &w, "Clean water").await;
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    let now = chrono::Utc::now();
    let round_path = format!("/api/admin/rounds/{}", w.round["id"].as_str().unwrap());
    let (status, _) = app
        .patch(
            &round_path,
            Some(&w.operator.token),
            json!({"submission_start_at": (now - chrono::Duration::days(3)).to_rfc3339(),
            "submission_end_at": (now - chrono::Duration::hours(1)).to_rfc3339()}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, err) = app
        .send(Req::new(Method::PATCH, &path).token(Some(&w.owner.token)).identity(w.org).json(json!({"title": "Late"})))
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("round.submission_closed")));
    assert_eq!(err["error"], "The project submission period has ended. Please submit your proposal in the next round.");
    let (status, _) = app.send(Req::new(Method::DELETE, &path).token(Some(&w.owner.token)).identity(w.org)).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let cover = app.upload(&w.owner, Some(w.org)).await;
    let (status, err) = app
        .send(
            Req::new(Method::POST, "/api/projects")
                .token(Some(&w.owner.token))
                .identity(w.org)
                .json(body(&cover, "Too late")),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("round.submission_closed")));
    let (_, still) = app.get(&path, None).await;
    assert_eq!(still["title"], "Clean water");
}

async fn deleting_is_permanent(app: TestApp) {
    let w = world(&app).await;
    let project = create(&app, &w, "Short-lived").await;
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    let (status, body) = app.send(Req::new(Method::DELETE, &path).token(Some(&w.owner.token)).identity(w.org)).await;
    assert_eq!((status, body), (StatusCode::OK, json!({"message": "success"})));
    let (status, _) = app.get(&path, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, page) = app.get("/api/projects/preview?filter.q=short", None).await;
    assert_eq!(page["total"], 0, "gone from search too");
    let (status, _) = app.send(Req::new(Method::DELETE, &path).token(Some(&w.owner.token)).identity(w.org)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn drafts_are_visible_only_to_their_organization(app: TestApp) {
    let w = world(&app).await;
    let cover = app.upload(&w.owner, Some(w.org)).await;
    let mut draft = body(&cover, "Secret draft");
    draft["status"] = json!("DRAFT");
    let (status, project) =
        app.send(Req::new(Method::POST, "/api/projects").token(Some(&w.owner.token)).identity(w.org).json(draft)).await;
    assert_eq!(status, StatusCode::CREATED);
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    let stranger = app.register("stranger").await;
    assert_eq!(app.get(&path, None).await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&path, Some(&stranger.token)).await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&path, Some(&w.owner.token)).await.0, StatusCode::OK);
    let (_, public) = app.get("/api/projects/preview", None).await;
    assert_eq!(public["total"], 0);
    let dashboard = format!("/api/projects/preview?filter.identity_id={}", w.org);
    let (_, theirs) = app.send(Req::new(Method::GET, &dashboard).token(Some(&w.owner.token)).identity(w.org)).await;
    assert_eq!(theirs["total"], 1);
    assert_eq!(theirs["results"][0]["status"], "DRAFT");
    let (_, others) = app.get(&dashboard, Some(&stranger.token)).await;
    assert_eq!(others["total"], 0);
}

async fn search_ranks_titles_first_and_filters_combine(app: TestApp) {
    let w = world(&app).await;
    let cover = app.upload(&w.owner, Some(w.org)).await;
    let make = |title: &str, description: &str, category: &str, city: &str| {
        let mut b = body(&cover, title);
        b["description"] = json!(description);
        b["category"] = json!(category);
        b["city"] = json!(city);
        b["social_cause"] = json!("EDUCATION");
        b
    };
    let projects = [
        make(
            "Library on wheels",
            "Books for villages, and clean water stations next to them",
            "OPEN_INNOVATION",
            "Lima",
        ),
        make("Water for every school", "Pumps and filters", "EMERGING_MARKETS", "Accra"),
        make("Girls who code", "Coding clubs", "WOMEN_LEADERS", "Osaka"),
    ];
    for p in projects {
        let (status, _) =
            app.send(Req::new(Method::POST, "/api/projects").token(Some(&w.owner.token)).identity(w.org).json(p)).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let titles = |page: &Value| {
        page["results"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap().to_owned()).collect::<Vec<_>>()
    };
    let (_, page) = app.get("/api/projects/preview?filter.q=water", None).await;
    assert_eq!(titles(&page), ["Water for every school", "Library on wheels"], "a title match ranks first");
    let (_, page) = app.get("/api/projects/preview?filter.q=wat", None).await;
    assert_eq!(page["total"], 2, "words match as prefixes");
    let (_, page) = app.get("/api/projects/preview?filter.q=osaka", None).await;
    assert_eq!(titles(&page), ["Girls who code"], "city is searched");
    let (_, page) = app.get("/api/projects/preview?filter.q=green%20earth", None).await;
    assert_eq!(page["total"], 3, "the organization's name is searched");
    let (_, page) = app.get("/api/projects/preview?filter.q=education", None).await;
    assert_eq!(page["total"], 3, "the social cause is searched");
    let (_, page) = app.get("/api/projects/preview?filter.q=water&filter.category=EMERGING_MARKETS", None).await;
    assert_eq!(titles(&page), ["Water for every school"]);
    let round = w.round["id"].as_str().unwrap();
    let (_, page) =
        app.get(&format!("/api/projects/preview?filter.round_id={round}&category=WOMEN_LEADERS&filter.q="), None).await;
    assert_eq!(titles(&page), ["Girls who code"], "plain keys and empty filters work");
    let (_, page) = app.get("/api/projects/preview?limit=2&page=2", None).await;
    assert_eq!((page["total"].as_u64(), page["results"].as_array().unwrap().len()), (Some(3), 1));
    let (_, page) = app.get("/api/projects?filter.q=%22water%22%20OR%20*", None).await;
    assert_eq!(page["total"], 2, "query syntax is treated as words");
    assert!(page["results"][0]["round"]["id"].is_string(), "/projects answers full projects");
    let (status, _) = app
        .patch(&format!("/api/organizations/{}", w.org), Some(&w.owner.token), json!({"name": "Blue Ocean Trust"}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, page) = app.get("/api/projects/preview?filter.q=ocean%20trust", None).await;
    assert_eq!(page["total"], 3, "a renamed organization's projects are found by the new name");
    let (_, page) = app.get("/api/projects/preview?filter.q=green%20earth", None).await;
    assert_eq!(page["total"], 0, "and no longer by the old one");
}

async fn bad_filters_give_empty_pages(app: TestApp) {
    let w = world(&app).await;
    create(&app, &w, "Clean water").await;
    for query in ["filter.round_id=nope", "filter.category=CATS", "filter.identity_id=123"] {
        let (status, page) = app.get(&format!("/api/projects/preview?{query}"), None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(page["total"], 0, "{query}");
    }
    assert_eq!(app.get("/api/projects/not-a-uuid", None).await.1["code"], "project.not_found");
}

async fn uploads_check_type_size_and_count(app: TestApp) {
    let mut config = common::test_config();
    config.media_max_bytes = 2048;
    config.media_max_files = 2;
    let app = app.reconfigured(config).await;
    let person = app.register("uploader").await;
    let send = |parts: Vec<(&'static str, &'static str, Vec<u8>)>, token: Option<String>| {
        let refs: Vec<(&str, &str, &[u8])> = parts.iter().map(|(f, n, b)| (*f, *n, b.as_slice())).collect();
        let (content_type, body) = multipart(&refs);
        app.send(Req::new(Method::POST, "/api/media").token(token.as_deref()).bytes(&content_type, body))
    };
    let (status, _) = send(vec![("file", "a.png", png(4, 4))], None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, media) = send(vec![("file", "../../cover.png", png(4, 4))], Some(person.token.clone())).await;
    assert_eq!(status, StatusCode::CREATED, "{media}");
    assert_eq!(media["filename"], "cover.png");
    let url = media["url"].as_str().unwrap();
    let (status, _) = app.send(Req::new(Method::GET, url.trim_start_matches("http://localhost:8080"))).await;
    assert_eq!(status, StatusCode::OK, "the file is served");
    let (status, err) =
        send(vec![("file", "notes.png", b"just some text pretending".to_vec())], Some(person.token.clone())).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNSUPPORTED_MEDIA_TYPE, Some("media.type")));
    let (status, err) = send(vec![("file", "huge.png", vec![0u8; 4096])], Some(person.token.clone())).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::PAYLOAD_TOO_LARGE, Some("media.too_large")));
    assert_eq!(err["error"], "huge.png exceeds the maximum size of 0.0MB");
    let three = vec![("file", "1.png", png(2, 2)), ("file", "2.png", png(2, 2)), ("file", "3.png", png(2, 2))];
    let (status, err) = send(three, Some(person.token.clone())).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("media.too_many_files")));
    assert_eq!(err["error"], "You can upload a maximum of 2 files. Please select fewer files.");
    let (status, err) = send(vec![("other", "x.png", png(2, 2))], Some(person.token.clone())).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("media.missing_file")));
    let (status, two) =
        send(vec![("file", "1.png", png(2, 2)), ("file", "2.png", png(2, 2))], Some(person.token.clone())).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(two["files"].as_array().unwrap().len(), 2);
    let stored = matchpool_store::media::find_many(&app.db, vec![]).await.unwrap();
    assert!(stored.is_empty());
}
