//! The first paint of /home: the page carries the current round's hero (its style sheets, the
//! current round as `GET /api/rounds` gives it, the texts of the visitor's language, and the
//! script that draws it), escaped so no round name can end its element, allowed by the
//! Content-Security-Policy, and only when the web build made one.

mod common;

use axum::http::{HeaderMap, Method, StatusCode};
use base64::Engine;
use common::{Req, TestApp, test_config};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

both!(
    home_carries_the_current_round_and_the_texts_of_the_visitors_language,
    home_without_a_round_carries_a_null_round,
    home_carries_the_rounds_open_for_voting,
    a_round_name_cannot_end_the_data_element,
    only_home_gets_the_first_paint_and_the_policy_allows_its_script,
    without_a_first_paint_home_is_served_as_before,
    a_script_that_could_end_its_element_is_not_inlined,
    a_build_other_than_the_one_read_at_start_keeps_its_tags,
);

const INDEX: &str = "<!doctype html>\n<html lang=\"en\" dir=\"ltr\">\n  <head>\n    <meta name=\"description\" content=\"Generic.\" />\n    <title>Matchpool</title>\n    <script type=\"module\" crossorigin src=\"/assets/index-a1.js\"></script>\n    <link rel=\"modulepreload\" crossorigin href=\"/assets/react-b2.js\">\n  </head>\n  <body><div id=\"root\"><!-- matchpool:first-paint --></div></body>\n</html>\n";
const SCRIPT: &str =
    "(()=>{const d=JSON.parse(document.getElementById('mp-first-paint').textContent);document.title=d.language})();";
const STYLE_LINK: &str = r#"<link rel="stylesheet" crossorigin href="/assets/pages-BL2Tb6-N.css">"#;
const DATA_OPEN: &str = r#"<script type="application/json" id="mp-first-paint">"#;
/// The tags of `INDEX` that load the app, which the first paint defers.
const APP_TAGS: [&str; 2] = [
    r#"<script type="module" crossorigin src="/assets/index-a1.js"></script>"#,
    r#"<link rel="modulepreload" crossorigin href="/assets/react-b2.js">"#,
];

/// The build's first paint of /home, with `script`.
fn home_json(script: &str) -> String {
    home_json_deferring(script, &APP_TAGS)
}

/// The build's first paint of /home, with `script`, deferring `deferred`.
fn home_json_deferring(script: &str, deferred: &[&str]) -> String {
    json!({
        "deferred": deferred,
        "styles": ["/assets/pages-BL2Tb6-N.css"],
        "script": script,
        "texts": {
            "en": {"vote": "Vote for the projects you care about"},
            "ar": {"vote": "صوّت للمشاريع التي تهمك"},
            "fr": {"vote": "Votez pour les projets qui vous tiennent à cœur"},
            "ja": {"vote": "応援したいプロジェクトに投票"},
        },
    })
    .to_string()
}

/// The same app serving a web build made of `INDEX` and, when given, `first-paint/home.json`.
fn with_web_build(app: &TestApp, first_paint: Option<&str>) -> TestApp {
    let dir = std::env::temp_dir().join(format!("mp-web-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(dir.join("first-paint")).unwrap();
    std::fs::write(dir.join("index.html"), INDEX).unwrap();
    if let Some(home) = first_paint {
        std::fs::write(dir.join("first-paint/home.json"), home).unwrap();
    }
    let mut config = test_config();
    config.web_dir = Some(dir);
    app.same_data_with(config)
}

async fn page(app: &TestApp, path: &str, headers: &[(&str, &str)]) -> (StatusCode, HeaderMap, String) {
    let request =
        headers.iter().fold(Req::new(Method::GET, path), |request, (name, value)| request.header(name, value));
    let (status, headers, body) = app.send_raw(request).await;
    (status, headers, String::from_utf8(body).unwrap())
}

/// The JSON of the page's `#mp-first-paint` element, if it has one.
fn data(html: &str) -> Option<Value> {
    let (_, rest) = html.split_once(DATA_OPEN)?;
    let (json, _) = rest.split_once("</script>")?;
    Some(serde_json::from_str(json).unwrap())
}

async fn home_carries_the_current_round_and_the_texts_of_the_visitors_language(app: TestApp) {
    let operator = app.operator("operator").await;
    app.round(&operator, 1, -1).await;
    let web = with_web_build(&app, Some(&home_json(SCRIPT)));
    let (status, round) = web.get("/api/rounds", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(round["name"], "Round 1");

    let (status, _, html) = page(&web, "/home", &[]).await;
    assert_eq!(status, StatusCode::OK);
    let (head, body) = html.split_once("</head>").unwrap();
    assert!(head.contains(STYLE_LINK), "{html}");
    assert!(head.contains("quadratic funding"), "the preview tags stay: {html}");
    assert!(body.contains(&format!(r#"<div id="root">{DATA_OPEN}"#)), "{html}");
    // The app's tags leave the head for the template the script loads them from.
    assert!(APP_TAGS.iter().all(|tag| !head.contains(tag)), "{html}");
    assert!(
        body.contains(&format!(
            r#"<template id="mp-app">{}</template><script>{SCRIPT}</script></div>"#,
            APP_TAGS.concat()
        )),
        "{html}"
    );
    assert!(!html.contains("<!-- matchpool:first-paint -->"), "{html}");
    let english = data(&html).unwrap();
    assert_eq!(english["round"], round, "the round as GET /api/rounds gives it");
    assert_eq!(english["language"], "en");
    assert_eq!(english["texts"], json!({"vote": "Vote for the projects you care about"}));

    let (_, _, arabic) = page(&web, "/home?lng=ar", &[("cookie", "lang=fr")]).await;
    let arabic = data(&arabic).unwrap();
    assert_eq!((&arabic["language"], &arabic["texts"]["vote"]), (&json!("ar"), &json!("صوّت للمشاريع التي تهمك")));
    assert_eq!(arabic["round"], round);
    let (_, _, french) = page(&web, "/home", &[("cookie", "theme=dark; lang=fr"), ("accept-language", "ja")]).await;
    let french = data(&french).unwrap();
    assert_eq!(
        (&french["language"], &french["texts"]["vote"]),
        (&json!("fr"), &json!("Votez pour les projets qui vous tiennent à cœur"))
    );
    let (_, headers, japanese) = page(&web, "/home", &[("accept-language", "ja,en;q=0.8")]).await;
    let japanese = data(&japanese).unwrap();
    assert_eq!(
        (&japanese["language"], &japanese["texts"]["vote"]),
        (&json!("ja"), &json!("応援したいプロジェクトに投票"))
    );
    let vary: Vec<_> = headers.get_all("vary").iter().map(|v| v.to_str().unwrap()).collect();
    assert!(vary.iter().any(|v| v.contains("accept-language")), "{vary:?}");
    let (_, _, korean) = page(&web, "/home?lng=ko", &[]).await;
    assert_eq!(data(&korean).unwrap()["texts"], Value::Null, "the build has no Korean texts");

    // Gzipped for a browser that accepts it: the same page.
    let (_, headers, gzipped) =
        web.send_raw(Req::new(Method::GET, "/home").header("accept-encoding", "gzip, deflate, br")).await;
    assert_eq!(headers.get("content-encoding").and_then(|v| v.to_str().ok()), Some("gzip"));
    let mut unzipped = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(gzipped.as_slice()), &mut unzipped).unwrap();
    assert_eq!(data(&unzipped).unwrap(), english);
}

async fn home_carries_the_rounds_open_for_voting(app: TestApp) {
    let operator = app.operator("operator").await;
    app.round(&operator, 1, -1).await;
    let web = with_web_build(&app, Some(&home_json(SCRIPT)));
    let (_, _, html) = page(&web, "/home", &[]).await;
    assert_eq!(data(&html).unwrap()["voting"], json!([]), "round 1 takes proposals: none votes");

    // Round 2 votes (its proposals closed a day ago): the page carries it as the list gives it.
    app.round(&operator, 2, -7).await;
    let (_, list) = web.get("/api/rounds/rounds?limit=100", None).await;
    let voting: Vec<Value> =
        list["data"].as_array().unwrap().iter().filter(|r| r["phase"] == "voting").cloned().collect();
    assert_eq!(voting.len(), 1, "{list}");
    assert_eq!(voting[0]["name"], "Round 2");
    let (_, _, html) = page(&web, "/home", &[]).await;
    assert_eq!(data(&html).unwrap()["voting"], Value::Array(voting));
}

async fn home_without_a_round_carries_a_null_round(app: TestApp) {
    let web = with_web_build(&app, Some(&home_json(SCRIPT)));
    let (status, _, html) = page(&web, "/home", &[]).await;
    assert_eq!(status, StatusCode::OK);
    let data = data(&html).unwrap();
    assert_eq!(data["round"], Value::Null, "{html}");
    assert_eq!(data["language"], "en");
}

async fn a_round_name_cannot_end_the_data_element(app: TestApp) {
    const NAME: &str = "</script><script>alert(1)</script>";
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -1).await;
    // The API strips tags from names; the page must not count on it, so the store gets the name.
    let id = uuid::Uuid::parse_str(round["id"].as_str().unwrap()).unwrap();
    let stored = matchpool_store::rounds::find(&app.db, id).await.unwrap().unwrap();
    let mut fields = matchpool_store::rounds::RoundFields::of(&stored);
    fields.name = NAME.into();
    matchpool_store::rounds::update(&app.db, stored, fields, chrono::Utc::now()).await.unwrap();
    let web = with_web_build(&app, Some(&home_json(SCRIPT)));

    let (_, _, html) = page(&web, "/home", &[]).await;
    assert!(!html.contains("<script>alert(1)"), "{html}");
    assert_eq!(
        html.matches("</script>").count(),
        3,
        "only the data element, the app's entry and the script end: {html}"
    );
    let (_, api) = web.get("/api/rounds", None).await;
    assert_eq!(data(&html).unwrap()["round"], api);
    assert_eq!(data(&html).unwrap()["round"]["name"], NAME);
}

async fn only_home_gets_the_first_paint_and_the_policy_allows_its_script(app: TestApp) {
    let operator = app.operator("operator").await;
    app.round(&operator, 1, -1).await;
    let web = with_web_build(&app, Some(&home_json(SCRIPT)));
    let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(SCRIPT.as_bytes()));

    let (_, headers, html) = page(&web, "/home", &[]).await;
    assert!(data(&html).is_some(), "{html}");
    let policy = headers["content-security-policy"].to_str().unwrap();
    assert!(policy.contains(&format!("script-src 'self' 'sha256-{hash}'")), "{policy}");
    for path in ["/projects", "/home/else"] {
        let (status, _, html) = page(&web, path, &[]).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(!html.contains(DATA_OPEN) && !html.contains(STYLE_LINK), "{path}: {html}");
        assert_eq!(html, INDEX, "{path} is the app as built");
    }
}

async fn without_a_first_paint_home_is_served_as_before(app: TestApp) {
    let operator = app.operator("operator").await;
    app.round(&operator, 1, -1).await;
    let web = with_web_build(&app, None);
    let (status, headers, html) = page(&web, "/home", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("<title>Matchpool: quadratic funding for social-cause projects · Matchpool</title>"),
        "{html}"
    );
    assert!(html.contains(r#"<link rel="canonical" href="http://localhost:8080/home" />"#), "{html}");
    assert!(!html.contains(DATA_OPEN) && !html.contains(STYLE_LINK), "{html}");
    assert!(html.contains(r#"<div id="root"><!-- matchpool:first-paint --></div>"#), "{html}");
    let policy = headers["content-security-policy"].to_str().unwrap();
    assert!(policy.contains("script-src 'self';"), "{policy}");
}

async fn a_build_other_than_the_one_read_at_start_keeps_its_tags(app: TestApp) {
    let operator = app.operator("operator").await;
    app.round(&operator, 1, -1).await;
    // The first paint defers an entry this index.html does not have (a web build swapped under the
    // running server): /home is served as built, its app loading as usual.
    let other = r#"<script type="module" crossorigin src="/assets/index-z9.js"></script>"#;
    let web = with_web_build(&app, Some(&home_json_deferring(SCRIPT, &[other, APP_TAGS[1]])));
    let (status, _, html) = page(&web, "/home", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!html.contains(DATA_OPEN) && !html.contains("mp-app"), "{html}");
    assert!(APP_TAGS.iter().all(|tag| html.contains(tag)), "{html}");
    // A deferred "tag" that is not the app's script or preload: refused whole.
    let web = with_web_build(&app, Some(&home_json_deferring(SCRIPT, &["<script>alert(1)</script>"])));
    let (_, headers, html) = page(&web, "/home", &[]).await;
    assert!(!html.contains(DATA_OPEN) && !html.contains("alert(1)"), "{html}");
    assert!(headers["content-security-policy"].to_str().unwrap().contains("script-src 'self';"));
}

async fn a_script_that_could_end_its_element_is_not_inlined(app: TestApp) {
    let operator = app.operator("operator").await;
    app.round(&operator, 1, -1).await;
    let web = with_web_build(&app, Some(&home_json("draw()</script><script>alert(1)")));
    let (status, headers, html) = page(&web, "/home", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("quadratic funding"), "{html}");
    assert!(!html.contains(DATA_OPEN) && !html.contains(STYLE_LINK) && !html.contains("alert(1)"), "{html}");
    let policy = headers["content-security-policy"].to_str().unwrap();
    assert!(policy.contains("script-src 'self';"), "{policy}");
}
