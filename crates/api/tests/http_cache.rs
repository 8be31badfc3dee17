//! HTTP caching and compression: ETags and 304s on the public reads, `private` answers for
//! signed-in callers, gzip for large JSON, and the web app's precompressed brotli and gzip files.

use crate::common;

use std::io::Read;

use axum::http::{HeaderMap, Method, StatusCode};
use common::{Req, TestApp};
use serde_json::{Value, json};

both!(
    public_reads_carry_an_etag_and_answer_304_when_unchanged,
    a_changed_answer_gets_a_new_etag,
    signed_in_answers_with_personal_fields_are_private,
    large_json_is_gzipped_for_clients_that_accept_it,
    the_web_app_serves_its_precompressed_files_by_accept_encoding,
    an_anonymous_read_is_kept_until_a_write_request,
    a_kept_read_lives_only_its_lifetime,
    a_zero_lifetime_keeps_nothing,
);

/// A header's values, joined (`Vary` comes as one line per layer that adds to it).
fn header(headers: &HeaderMap, name: &str) -> String {
    headers.get_all(name).iter().map(|value| value.to_str().unwrap()).collect::<Vec<_>>().join(", ")
}

/// A round open for voting with one project in it; returns the project's path.
async fn project_to_vote_on(app: &TestApp) -> String {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    format!("/api/projects/{project}")
}

async fn public_reads_carry_an_etag_and_answer_304_when_unchanged(app: TestApp) {
    let project = project_to_vote_on(&app).await;
    for path in ["/api/rounds", "/api/rounds/rounds", "/api/projects/preview", "/api/config", project.as_str()] {
        let (status, headers, body) = app.send_raw(Req::new(Method::GET, path)).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        let etag = header(&headers, "etag");
        assert!(etag.starts_with("W/\""), "{path} has a weak ETag: {etag:?}");
        assert_eq!(header(&headers, "cache-control"), "public, max-age=10", "{path}");
        assert!(header(&headers, "vary").contains("authorization"), "{path}");

        let (status, headers, empty) = app.send_raw(Req::new(Method::GET, path).header("if-none-match", &etag)).await;
        assert_eq!(status, StatusCode::NOT_MODIFIED, "{path}");
        assert!(empty.is_empty(), "{path}: a 304 has no body");
        assert_eq!(
            (header(&headers, "etag"), header(&headers, "cache-control")),
            (etag.clone(), "public, max-age=10".to_owned())
        );

        let (status, _, again) =
            app.send_raw(Req::new(Method::GET, path).header("if-none-match", "W/\"something-else\"")).await;
        assert_eq!((status, again), (StatusCode::OK, body), "{path}: another tag gets the whole answer");
    }
    let (status, headers, _) = app.send_raw(Req::new(Method::GET, "/api/me")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert!(headers.get("etag").is_none(), "errors and other endpoints are not tagged");
}

async fn a_changed_answer_gets_a_new_etag(app: TestApp) {
    let project = project_to_vote_on(&app).await;
    let (_, before, _) = app.send_raw(Req::new(Method::GET, &project)).await;
    let voter = app.register("voter").await;
    let (status, body) = app.post(&format!("{project}/votes"), Some(&voter.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");

    let (status, after, body) =
        app.send_raw(Req::new(Method::GET, &project).header("if-none-match", &header(&before, "etag"))).await;
    assert_eq!(status, StatusCode::OK, "a vote changed the project, so the old tag no longer matches");
    assert_ne!(header(&after, "etag"), header(&before, "etag"));
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["total_votes"], 1);
}

async fn signed_in_answers_with_personal_fields_are_private(app: TestApp) {
    let project = project_to_vote_on(&app).await;
    let voter = app.register("voter").await;
    let (status, _) = app.post(&format!("{project}/votes"), Some(&voter.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);

    let (status, headers, body) = app.send_raw(Req::new(Method::GET, &project).token(Some(&voter.token))).await;
    assert_eq!(status, StatusCode::OK);
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["user_voted"], true, "the answer is personal");
    assert_eq!(header(&headers, "cache-control"), "no-store", "no cache may keep a signed-in answer (issue 12)");
    assert!(header(&headers, "vary").contains("authorization"));
    let etag = header(&headers, "etag");

    let (status, headers, _) =
        app.send_raw(Req::new(Method::GET, &project).token(Some(&voter.token)).header("if-none-match", &etag)).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED, "the person's own copy still revalidates");
    assert_eq!(header(&headers, "cache-control"), "no-store");

    let (_, anonymous, body) = app.send_raw(Req::new(Method::GET, &project).header("if-none-match", &etag)).await;
    assert_ne!(header(&anonymous, "etag"), etag, "a visitor's answer differs from the voter's");
    assert_eq!(serde_json::from_slice::<Value>(&body).unwrap()["user_voted"], false);
    assert_eq!(header(&anonymous, "cache-control"), "public, max-age=10");
}

async fn large_json_is_gzipped_for_clients_that_accept_it(app: TestApp) {
    let project = project_to_vote_on(&app).await;
    let (_, plain, plain_body) = app.send_raw(Req::new(Method::GET, &project)).await;
    assert!(plain_body.len() > 1024, "a project answer is large enough to compress ({} bytes)", plain_body.len());
    assert!(plain.get("content-encoding").is_none(), "no encoding unless asked for");

    let (status, headers, gzipped) =
        app.send_raw(Req::new(Method::GET, &project).header("accept-encoding", "gzip, deflate")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&headers, "content-encoding"), "gzip");
    assert!(header(&headers, "vary").contains("accept-encoding"));
    assert!(gzipped.len() < plain_body.len(), "{} bytes gzipped, {} plain", gzipped.len(), plain_body.len());
    let mut unzipped = Vec::new();
    flate2::read::GzDecoder::new(gzipped.as_slice()).read_to_end(&mut unzipped).unwrap();
    assert_eq!(unzipped, plain_body);
    assert_eq!(header(&headers, "etag"), header(&plain, "etag"), "the same representation, whatever the encoding");

    let (_, headers, small) =
        app.send_raw(Req::new(Method::GET, "/api/rounds").header("accept-encoding", "gzip")).await;
    assert!(small.len() < 1024 && headers.get("content-encoding").is_none(), "small answers go as they are");
}

async fn the_web_app_serves_its_precompressed_files_by_accept_encoding(app: TestApp) {
    let root = std::env::temp_dir().join(format!("matchpool-web-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(root.join("assets")).unwrap();
    std::fs::write(root.join("index.html"), "<html>plain</html>").unwrap();
    std::fs::write(root.join("index.html.gz"), "gzip of index").unwrap();
    std::fs::write(root.join("assets/app-1.js"), "console.log(1)").unwrap();
    std::fs::write(root.join("assets/app-1.js.br"), "brotli of app").unwrap();
    std::fs::write(root.join("assets/app-1.js.gz"), "gzip of app").unwrap();
    std::fs::write(root.join("assets/logo-1.png"), "png").unwrap();
    let mut config = common::test_config();
    config.web_dir = Some(root);
    let app = app.reconfigured(config).await;
    let get = |path: &str, accept: Option<&str>| {
        let request = Req::new(Method::GET, path);
        match accept {
            Some(accept) => request.header("accept-encoding", accept),
            None => request,
        }
    };

    for (accept, encoding, body) in [
        (Some("gzip, deflate, br, zstd"), "br", "brotli of app"),
        (Some("gzip"), "gzip", "gzip of app"),
        (Some("br;q=0, gzip;q=0.8"), "gzip", "gzip of app"),
        (Some("*"), "br", "brotli of app"),
        (Some("identity"), "", "console.log(1)"),
        (None, "", "console.log(1)"),
    ] {
        let (status, headers, bytes) = app.send_raw(get("/assets/app-1.js", accept)).await;
        assert_eq!(status, StatusCode::OK, "{accept:?}");
        assert_eq!(
            (header(&headers, "content-encoding").as_str(), bytes.as_slice()),
            (encoding, body.as_bytes()),
            "{accept:?}"
        );
        assert_eq!(header(&headers, "vary"), "accept-encoding", "{accept:?}");
        assert_eq!(header(&headers, "content-type"), "text/javascript", "{accept:?}");
        assert_eq!(header(&headers, "cache-control"), "public, max-age=31536000, immutable");
    }
    let (_, headers, bytes) = app.send_raw(get("/assets/logo-1.png", Some("br, gzip"))).await;
    assert_eq!(
        (header(&headers, "content-encoding").as_str(), bytes.as_slice()),
        ("", b"png".as_slice()),
        "no copy, the file itself"
    );
    for path in ["/", "/projects/12"] {
        let (status, headers, bytes) = app.send_raw(get(path, Some("br, gzip"))).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            (header(&headers, "content-encoding").as_str(), bytes.as_slice()),
            ("gzip", b"gzip of index".as_slice()),
            "{path}"
        );
        assert_eq!(header(&headers, "content-type"), "text/html; charset=utf-8");
        assert_eq!(header(&headers, "cache-control"), "no-cache");
    }
}

/// Renames every project behind the server's back: no use case runs and no write request is made,
/// so only a read that goes to the database sees it.
async fn rename_projects_directly(app: &TestApp, title: &str) {
    use matchpool_store::entities::project;
    use sea_orm::EntityTrait;
    use sea_orm::sea_query::Expr;
    project::Entity::update_many().col_expr(project::Column::Title, Expr::value(title)).exec(&app.db).await.unwrap();
}

async fn preview_titles(app: &TestApp, token: Option<&str>) -> (Value, Value) {
    let (status, body) = app.get("/api/projects/preview", token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    (body["results"][0]["title"].clone(), body["results"][0]["total_votes"].clone())
}

/// The public cache alone: the lists and cards kept behind it (which a direct rename would not
/// reach either) are `live_round`'s to test.
fn cache_alone(public_cache_ms: u64) -> matchpool_api::ApiConfig {
    let mut config = common::test_config();
    config.public_cache_ms = public_cache_ms;
    config.keep_listings = false;
    config
}

async fn an_anonymous_read_is_kept_until_a_write_request(app: TestApp) {
    let app = app.reconfigured(cache_alone(common::test_config().public_cache_ms)).await;
    let project = project_to_vote_on(&app).await;
    let voter = app.register("voter").await;
    assert_eq!(preview_titles(&app, None).await, (json!("Wells"), json!(0)));

    rename_projects_directly(&app, "Deep wells").await;
    assert_eq!(preview_titles(&app, None).await.0, "Wells", "a visitor gets the copy read a moment ago");
    assert_eq!(preview_titles(&app, Some(&voter.token)).await.0, "Deep wells", "a signed-in caller never does");
    let (status, _, body) = app.send_raw(Req::new(Method::GET, "/api/projects/preview?page=1")).await;
    assert_eq!(status, StatusCode::OK);
    let other: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(other["results"][0]["title"], "Deep wells", "another query string is another answer");

    let (status, body) = app.post(&format!("{project}/votes"), Some(&voter.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(
        preview_titles(&app, None).await,
        (json!("Deep wells"), json!(1)),
        "the vote made the copies showing its project stale"
    );

    let (_, headers, _) = app.send_raw(Req::new(Method::GET, "/api/projects/preview")).await;
    let etag = header(&headers, "etag");
    let (status, kept, empty) =
        app.send_raw(Req::new(Method::GET, "/api/projects/preview").header("if-none-match", &etag)).await;
    assert_eq!((status, empty.len()), (StatusCode::NOT_MODIFIED, 0), "a kept copy still answers 304");
    assert_eq!(header(&kept, "etag"), etag);
    assert_eq!(header(&kept, "cache-control"), "public, max-age=10");
}

async fn a_kept_read_lives_only_its_lifetime(app: TestApp) {
    let app = app.reconfigured(cache_alone(300)).await;
    project_to_vote_on(&app).await;
    assert_eq!(preview_titles(&app, None).await.0, "Wells");
    rename_projects_directly(&app, "Deep wells").await;
    assert_eq!(preview_titles(&app, None).await.0, "Wells");
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    assert_eq!(preview_titles(&app, None).await.0, "Deep wells", "a copy older than its lifetime is read again");
}

async fn a_zero_lifetime_keeps_nothing(app: TestApp) {
    let app = app.reconfigured(cache_alone(0)).await;
    project_to_vote_on(&app).await;
    assert_eq!(preview_titles(&app, None).await.0, "Wells");
    rename_projects_directly(&app, "Deep wells").await;
    assert_eq!(preview_titles(&app, None).await.0, "Deep wells");
}
