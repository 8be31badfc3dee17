//! Link previews, the sitemap and robots.txt (issue 16): shared links show the page's own title,
//! summary and cover, escaped and in the asked language; private pages say nothing of themselves.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Req, TestApp, test_config};
use serde_json::json;

both!(
    a_shared_project_link_shows_its_title_summary_and_cover,
    pages_that_are_not_public_share_only_the_generic_tags,
    the_sitemap_lists_public_pages_and_robots_points_to_it,
);

const INDEX: &str = "<!doctype html>\n<html lang=\"en\" dir=\"ltr\">\n  <head>\n    <meta name=\"description\" content=\"Generic.\" />\n    <title>Matchpool</title>\n  </head>\n  <body><div id=\"root\"></div></body>\n</html>\n";

/// The same app serving a web build made of `INDEX`.
fn with_web_build(app: &TestApp) -> TestApp {
    with_web_build_and(app, test_config())
}

fn with_web_build_and(app: &TestApp, mut config: matchpool_api::ApiConfig) -> TestApp {
    let dir = std::env::temp_dir().join(format!("mp-web-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), INDEX).unwrap();
    config.web_dir = Some(dir);
    app.same_data_with(config)
}

async fn page(app: &TestApp, path: &str) -> (StatusCode, String) {
    let (status, _, body) = app.send_raw(Req::new(Method::GET, path).header("accept", "text/html")).await;
    (status, String::from_utf8(body).unwrap())
}

async fn a_shared_project_link_shows_its_title_summary_and_cover(app: TestApp) {
    let operator = app.operator("operator").await;
    app.round(&operator, 1, -1).await;
    let owner = app.register("olga").await;
    let org = app.verified_organization(&owner, "river-trust").await;
    let cover = app.upload(&owner, Some(org)).await;
    let body = json!({
        "title": "Rivers \"clean\" & <safe>", "description": "<p>We clean <strong>rivers</strong></p><p>every week.</p>",
        "social_cause": "WATER_SANITATION", "category": "EMERGING_MARKETS", "email": "projects@river.org", "cover_id": cover,
        "problem_statement": "Plastic.", "solution": "Nets.", "goals": "10 km", "cost_breakdown": "Nets: $9,000",
        "feasibility": "Done before.", "impact_assessment": "Kilograms", "total_requested_amount": 12000,
    });
    let (status, project) =
        app.send(Req::new(Method::POST, "/api/projects").token(Some(&owner.token)).identity(org).json(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{project}");
    let web = with_web_build(&app);
    let id = project["id"].as_str().unwrap();

    let (status, html) = page(&web, &format!("/projects/{id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("<title>Rivers &quot;clean&quot; &amp; · Matchpool</title>")
            || html.contains("<title>Rivers \"clean\" &amp; · Matchpool</title>"),
        "{html}"
    );
    assert!(!html.contains("Generic.") && !html.contains("<safe>"), "{html}");
    assert!(html.contains(r#"<meta property="og:description" content="We clean rivers every week." />"#), "{html}");
    assert!(
        html.contains(&format!(r#"<link rel="canonical" href="http://localhost:8080/projects/{id}" />"#)),
        "{html}"
    );
    assert!(html.contains(r#"<meta property="og:image" content="http://localhost:8080/media/"#), "{html}");
    assert!(html.contains(r#"<div id="root"></div>"#), "the app itself is unchanged");

    // Without a configured public_url the API answers relative picture addresses; a network
    // fetching the shared picture from elsewhere still gets an absolute one.
    let mut unset = test_config();
    unset.asset_base = String::new();
    let relative = with_web_build_and(&app, unset);
    let (_, read) = relative.get(&format!("/api/projects/{id}"), None).await;
    assert!(read["cover"]["url"].as_str().unwrap().starts_with("/media/"), "{read}");
    let (_, html) = page(&relative, &format!("/projects/{id}")).await;
    assert!(html.contains(r#"<meta property="og:image" content="http://localhost:8080/media/"#), "{html}");

    let (_, arabic) = page(&web, &format!("/projects/{id}?lng=ar")).await;
    assert!(arabic.contains(r#"<html lang="ar" dir="rtl">"#), "{arabic}");
    let (_, home) = page(&web, "/home?lng=ar").await;
    assert!(home.contains("<title>Matchpool: تمويل تربيعي لمشاريع القضايا الاجتماعية · Matchpool</title>"), "{home}");
    let (_, home) = page(&web, "/home?lng=xx").await;
    assert!(home.contains(r#"<html lang="en" dir="ltr">"#) && home.contains("quadratic funding"), "{home}");

    // Written per request, and gzipped for a browser that accepts it: the same page.
    let (status, headers, gzipped) =
        web.send_raw(Req::new(Method::GET, "/home?lng=xx").header("accept-encoding", "gzip, deflate, br")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers.get("content-encoding").and_then(|v| v.to_str().ok()), Some("gzip"));
    assert!(headers.get("vary").and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains("accept-encoding")));
    let mut unzipped = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(gzipped.as_slice()), &mut unzipped).unwrap();
    assert_eq!(unzipped, home);
}

async fn pages_that_are_not_public_share_only_the_generic_tags(app: TestApp) {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -1).await;
    let owner = app.register("olga").await;
    let org = app.verified_organization(&owner, "river-trust").await;
    let project = app.project_in(&round, org, "Secret draft").await;
    let stored = matchpool_store::projects::find(&app.db, project).await.unwrap().unwrap();
    let mut fields = matchpool_store::projects::ProjectFields::of(&stored);
    fields.status = matchpool_domain::ProjectStatus::Draft;
    matchpool_store::projects::update(&app.db, stored, "Org", fields, chrono::Utc::now()).await.unwrap();
    let web = with_web_build(&app);
    for path in [
        format!("/projects/{project}"),
        "/projects/not-a-uuid".to_owned(),
        format!("/projects/{}", uuid::Uuid::new_v4()),
        format!("/rounds/{}/results", round["id"].as_str().unwrap()),
        "/admin".to_owned(),
    ] {
        let (status, html) = page(&web, &path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert_eq!(html, INDEX, "{path} shares nothing of its own");
    }
}

async fn the_sitemap_lists_public_pages_and_robots_points_to_it(app: TestApp) {
    let operator = app.operator("operator").await;
    let published = app.round(&operator, 1, -40).await;
    let upcoming = app.round(&operator, 2, 3).await;
    let owner = app.register("olga").await;
    let org = app.verified_organization(&owner, "river-trust").await;
    let public = app.project_in(&published, org, "Public").await;
    let (status, headers, body) = app.send_raw(Req::new(Method::GET, "/sitemap.xml")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers["content-type"].to_str().unwrap().starts_with("application/xml"));
    let xml = String::from_utf8(body).unwrap();
    assert!(xml.contains("<loc>http://localhost:8080/home</loc>"), "{xml}");
    assert!(xml.contains(&format!("<loc>http://localhost:8080/projects/{public}</loc><lastmod>")), "{xml}");
    let results = |round: &serde_json::Value| format!("/rounds/{}/results", round["id"].as_str().unwrap());
    assert!(xml.contains(&results(&published)) && !xml.contains(&results(&upcoming)), "{xml}");

    let (status, _, body) = app.send_raw(Req::new(Method::GET, "/robots.txt")).await;
    assert_eq!(status, StatusCode::OK);
    let robots = String::from_utf8(body).unwrap();
    assert!(
        robots.contains("Disallow: /api/") && robots.contains("Sitemap: http://localhost:8080/sitemap.xml"),
        "{robots}"
    );
}
