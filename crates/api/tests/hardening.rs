//! Hardening (issue 12): every bad input a clear 4xx, no request can drop a connection, and every
//! answer safe to serve on the open internet. Through the real router, on SQLite and PostgreSQL.

use crate::common;

use axum::http::{HeaderMap, Method, StatusCode};
use common::{Person, Req, TestApp, multipart, test_config};
use matchpool_domain::{OrganizationId, ProjectId};
use serde_json::{Value, json};

both!(
    a_panic_is_answered_with_the_error_envelope,
    paging_out_of_range_is_refused_on_every_list,
    the_largest_page_offset_still_answers,
    nul_and_control_characters_are_refused_with_the_field,
    tags_are_removed_from_names_and_descriptions,
    the_sign_in_limit_keys_on_the_rightmost_untrusted_hop,
    an_attacker_elsewhere_cannot_lock_the_owner_out,
    every_429_says_when_to_retry,
    bodies_over_the_limit_are_413,
    every_answer_carries_the_security_headers,
    hsts_is_sent_when_the_public_address_is_https,
    personal_and_token_answers_are_never_stored,
    cors_answers_only_the_app_and_configured_origins,
    images_over_the_pixel_limit_are_refused_before_decoding,
    the_openapi_document_lists_every_status,
    operation_ids_and_request_schemas_are_unique,
);

fn person_body(username: &str) -> Value {
    json!({"first_name": "Ana", "last_name": "Lopez", "username": username, "email": format!("{username}@example.org"), "password": "correct horse battery"})
}

/// A project in a round open for submissions, owned by an organization of `owner`.
async fn project(app: &TestApp) -> (ProjectId, Person, OrganizationId) {
    let op = app.operator("operator").await;
    let round = app.round(&op, 1, -1).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    (app.project_in(&round, org, "Wells").await, owner, org)
}

async fn a_bug() -> StatusCode {
    panic!("a bug")
}

async fn a_panic_is_answered_with_the_error_envelope(app: TestApp) {
    let panicking = axum::Router::new().route("/boom", axum::routing::get(a_bug));
    let router = matchpool_api::layers(panicking, &app.state);
    let request = axum::http::Request::get("/boom").body(axum::body::Body::empty()).unwrap();
    let response = tower::ServiceExt::oneshot(router, request).await.expect("an answer, not a dropped connection");
    assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(response.headers()["content-type"], "application/json");
    assert_eq!(response.headers()["x-content-type-options"], "nosniff");
    let request_id = response.headers()["x-request-id"].to_str().unwrap().to_owned();
    let bytes = http_body_util::BodyExt::collect(response.into_body()).await.unwrap().to_bytes();
    let body: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(
        body,
        json!({"error": "Internal Server Error", "code": "internal", "message": "Internal Server Error", "request_id": request_id}),
        "the 500 names the request, so its log lines can be found"
    );
}

async fn paging_out_of_range_is_refused_on_every_list(app: TestApp) {
    let (project, owner, _) = project(&app).await;
    let lists = [
        "/api/projects/preview".to_owned(),
        "/api/projects".to_owned(),
        "/api/rounds/rounds".to_owned(),
        format!("/api/projects/{project}/comments"),
        format!("/api/projects/{project}/donates"),
        "/api/me/donations".to_owned(),
    ];
    let bad = [
        ("page=9223372036854775808", "page"),
        ("page=18446744073709551616", "page"),
        ("page=92233720368547760&limit=100", "page"),
        ("page=0", "page"),
        ("page=-1", "page"),
        ("limit=101", "limit"),
        ("limit=0", "limit"),
        ("limit=ten", "limit"),
    ];
    for list in &lists {
        for (query, field) in bad {
            let (status, body) = app.get(&format!("{list}?{query}"), Some(&owner.token)).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{list}?{query}: {body}");
            assert_eq!(body["code"], "paging.invalid", "{list}?{query}");
            assert_eq!(body["fields"][field], "invalid", "{list}?{query}: {body}");
        }
        let (status, body) = app.get(&format!("{list}?page=&limit=&t=1"), Some(&owner.token)).await;
        assert_eq!(status, StatusCode::OK, "empty values mean the defaults: {list}: {body}");
    }
}

async fn the_largest_page_offset_still_answers(app: TestApp) {
    let (project, owner, _) = project(&app).await;
    let last = i64::MAX as u64 / 100 + 1;
    for list in [
        "/api/projects/preview".to_owned(),
        "/api/rounds/rounds".to_owned(),
        format!("/api/projects/{project}/comments"),
    ] {
        let (status, body) = app.get(&format!("{list}?page={last}&limit=100"), Some(&owner.token)).await;
        assert_eq!(status, StatusCode::OK, "{list}: {body}");
        let rows = body.get("results").or_else(|| body.get("data")).and_then(Value::as_array).map(Vec::len);
        assert_eq!(rows, Some(0), "{list}: {body}");
    }
}

async fn nul_and_control_characters_are_refused_with_the_field(app: TestApp) {
    let (status, body) = app.post("/api/auth", None, json!({"email": "ana\u{0}@example.org", "password": "x"})).await;
    assert_eq!(
        (status, &body["fields"]["email"]),
        (StatusCode::UNPROCESSABLE_ENTITY, &json!("invalid_email")),
        "{body}"
    );
    let mut register = person_body("nul");
    register["first_name"] = json!("Ana\u{0}");
    register["email"] = json!("nul\u{0}@example.org");
    let (status, body) = app.post("/api/auth/register", None, register).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!((&body["fields"]["first_name"], &body["fields"]["email"]), (&json!("invalid"), &json!("invalid_email")));
    let mut referred = person_body("referred");
    referred["referral_code"] = json!("code\u{0}");
    let (status, body) = app.post("/api/auth/register", None, referred).await;
    assert_eq!(status, StatusCode::CREATED, "an impossible referral code is ignored like any unknown one: {body}");

    let (project, owner, org) = project(&app).await;
    let (status, body) = app.patch("/api/me", Some(&owner.token), json!({"last_name": "Lopez\u{1b}[2J"})).await;
    assert_eq!((status, &body["fields"]["last_name"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("invalid")), "{body}");
    let org_body =
        json!({"name": "Green\u{0}", "shortname": "green-nul", "email": "team@green.org", "description": "Wells\u{0}"});
    let (status, body) = app.post("/api/organizations", Some(&owner.token), org_body).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!((&body["fields"]["name"], &body["fields"]["description"]), (&json!("invalid"), &json!("invalid")));
    let (status, body) =
        app.patch(&format!("/api/organizations/{org}"), Some(&owner.token), json!({"description": "a\u{7}b"})).await;
    assert_eq!((status, &body["fields"]["description"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("invalid")));
    let comment = format!("/api/projects/{project}/comments");
    let (status, body) = app.post(&comment, Some(&owner.token), json!({"content": "hi\u{0}"})).await;
    assert_eq!((status, &body["fields"]["content"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("invalid")));
    let edit = Req::new(Method::PATCH, &format!("/api/projects/{project}")).token(Some(&owner.token)).identity(org);
    let (status, body) = app.send(edit.json(json!({"title": "Wells\u{0}", "city": "Lima\u{0}"}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!((&body["fields"]["title"], &body["fields"]["city"]), (&json!("invalid"), &json!("invalid")));
    let (status, body) = app.get("/api/projects/preview?filter.q=wells%00", None).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("query.invalid")), "{body}");
    assert_eq!(body["fields"]["filter.q"], "invalid");
    let (_, me) = app.get("/api/me", Some(&owner.token)).await;
    assert_eq!(me["last_name"], "owner", "nothing changed");
}

async fn tags_are_removed_from_names_and_descriptions(app: TestApp) {
    let mut body = person_body("tagged");
    body["first_name"] = json!("<script>alert(1)</script>Ana");
    body["last_name"] = json!("<img src=x onerror=alert(1)>López");
    let (status, tokens) = app.post("/api/auth/register", None, body).await;
    assert_eq!(status, StatusCode::CREATED, "{tokens}");
    let token = tokens["access_token"].as_str().unwrap();
    let (_, me) = app.get("/api/me", Some(token)).await;
    assert_eq!((me["first_name"].as_str(), me["last_name"].as_str()), (Some("Ana"), Some("López")));
    let (status, me) =
        app.patch("/api/me", Some(token), json!({"first_name": "<a href=\"javascript:x()\">Ana</a> María"})).await;
    assert_eq!((status, me["first_name"].as_str()), (StatusCode::OK, Some("Ana María")));
    let (status, body) = app.patch("/api/me", Some(token), json!({"first_name": "<b></b>"})).await;
    assert_eq!((status, &body["fields"]["first_name"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("required")));
    let org = json!({"name": "<b>Green</b> Earth", "shortname": "green", "email": "team@green.org",
        "description": "We dig wells.\n\n<iframe src=\"https://evil.example.org\"></iframe>Since 2010."});
    let (status, org) = app.post("/api/organizations", Some(token), org).await;
    assert_eq!(status, StatusCode::CREATED, "{org}");
    let (_, org) = app.get(&format!("/api/organizations/{}", org["id"].as_str().unwrap()), None).await;
    assert_eq!(org["name"], "Green Earth");
    assert_eq!(org["description"], "We dig wells.\n\nSince 2010.");
}

fn limited_config() -> matchpool_api::ApiConfig {
    let mut config = test_config();
    config.trusted_proxies = vec!["203.0.113.0/24".parse().unwrap()];
    config.sign_in_per_ip_per_minute = 3;
    config.sign_in_per_account_per_minute = 2;
    config
}

fn sign_in(email: &str, password: &str, forwarded_for: &str) -> Req {
    Req::new(Method::POST, "/api/auth")
        .header("x-forwarded-for", forwarded_for)
        .json(json!({"email": email, "password": password}))
}

async fn the_sign_in_limit_keys_on_the_rightmost_untrusted_hop(app: TestApp) {
    let app = app.reconfigured(limited_config()).await;
    // The client writes whatever it likes on the left; our proxy (203.0.113.7, trusted) appends
    // the address it saw.
    for n in 0..3 {
        let request =
            sign_in(&format!("nobody{n}@example.org"), "wrong password", &format!("10.0.0.{n}, 198.51.100.9"));
        assert_eq!(app.send(request).await.0, StatusCode::UNAUTHORIZED);
    }
    let (status, body) = app.send(sign_in("nobody9@example.org", "wrong password", "10.0.0.99, 198.51.100.9")).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::TOO_MANY_REQUESTS, Some("auth.rate_limited")));
    let (status, _) = app.send(sign_in("nobody9@example.org", "wrong password", "198.51.100.10")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "another client has its own budget");
    let (status, _) = app.send(sign_in("nobody9@example.org", "wrong password", "198.51.100.9, 203.0.113.99")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "trusted hops are skipped from the right");
}

async fn an_attacker_elsewhere_cannot_lock_the_owner_out(app: TestApp) {
    let app = app.reconfigured(limited_config()).await;
    app.register("ana").await;
    for _ in 0..2 {
        assert_eq!(app.send(sign_in("ana@example.org", "guess", "198.51.100.66")).await.0, StatusCode::UNAUTHORIZED);
    }
    let (status, _) = app.send(sign_in("ana@example.org", "guess", "198.51.100.66")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "the attacker's address is out of guesses for this account");
    let (status, body) = app.send(sign_in("ANA@example.org", "correct horse battery", "192.0.2.44")).await;
    assert_eq!(status, StatusCode::OK, "the owner, elsewhere, still signs in: {body}");
}

fn retry_after(headers: &HeaderMap) -> u64 {
    let value = headers.get("retry-after").expect("a Retry-After header").to_str().unwrap();
    value.parse().unwrap()
}

async fn every_429_says_when_to_retry(app: TestApp) {
    let app = app.reconfigured(limited_config()).await;
    for _ in 0..2 {
        app.send(sign_in("ana@example.org", "guess", "198.51.100.66")).await;
    }
    let (status, headers, _) = app.send_raw(sign_in("ana@example.org", "guess", "198.51.100.66")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!((1..=60).contains(&retry_after(&headers)), "{headers:?}");
    let (status, headers, _) = app
        .send_raw(
            Req::new(Method::POST, "/api/auth/register")
                .header("x-forwarded-for", "198.51.100.66")
                .json(person_body("late")),
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!((1..=60).contains(&retry_after(&headers)));
    let (project, owner, _) = project(&app).await;
    let path = format!("/api/projects/{project}/comments");
    let mut last = (StatusCode::CREATED, HeaderMap::new());
    for n in 0..11 {
        let (status, headers, _) = app
            .send_raw(
                Req::new(Method::POST, &path).token(Some(&owner.token)).json(json!({"content": format!("hi {n}")})),
            )
            .await;
        last = (status, headers);
    }
    assert_eq!(last.0, StatusCode::TOO_MANY_REQUESTS);
    assert!((1..=60).contains(&retry_after(&last.1)));
}

async fn bodies_over_the_limit_are_413(app: TestApp) {
    let big = format!("{{\"email\": \"{}\", \"password\": \"x\"}}", "a".repeat(10 * 1024 * 1024));
    let (status, body) = app.send(Req::new(Method::POST, "/api/auth").raw("application/json", &big)).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::PAYLOAD_TOO_LARGE, Some("request.too_large")), "{body}");
    let (status, body) = app.send(Req::new(Method::POST, "/api/auth").raw("application/json", "{\"email\":")).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("bad_request")),
        "a broken body stays 400"
    );
}

async fn every_answer_carries_the_security_headers(app: TestApp) {
    for path in ["/api/config", "/api/openapi.json", "/api/nothing-here", "/", "/projects/x"] {
        let (_, headers, _) = app.send_raw(Req::new(Method::GET, path)).await;
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"), "{path}: {csp}");
        assert!(!csp.contains("unsafe-eval") && !csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
        assert!(headers.get("strict-transport-security").is_none(), "no HSTS over plain http");
    }
    let mut config = test_config();
    config.client.stripe_publishable_key = Some("pk_test_123".into());
    let stripe = app.reconfigured(config).await;
    let (_, headers, _) = stripe.send_raw(Req::new(Method::GET, "/")).await;
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("https://js.stripe.com") && csp.contains("https://api.stripe.com"), "{csp}");
}

async fn hsts_is_sent_when_the_public_address_is_https(app: TestApp) {
    let mut config = test_config();
    config.public_url = "https://fund.example.org".into();
    let app = app.reconfigured(config).await;
    let (_, headers, _) = app.send_raw(Req::new(Method::GET, "/api/config")).await;
    assert_eq!(headers["strict-transport-security"], "max-age=31536000");
}

async fn personal_and_token_answers_are_never_stored(app: TestApp) {
    let (status, headers, _) =
        app.send_raw(Req::new(Method::POST, "/api/auth/register").json(person_body("ana"))).await;
    assert_eq!((status, &headers["cache-control"]), (StatusCode::CREATED, &"no-store".parse().unwrap()));
    let (status, headers, body) = app
        .send_raw(
            Req::new(Method::POST, "/api/auth")
                .json(json!({"email": "ana@example.org", "password": "correct horse battery"})),
        )
        .await;
    assert_eq!((status, &headers["cache-control"]), (StatusCode::OK, &"no-store".parse().unwrap()));
    let tokens: Value = serde_json::from_slice(&body).unwrap();
    let (access, refresh) = (tokens["access_token"].as_str().unwrap(), tokens["refresh_token"].as_str().unwrap());
    let (_, headers, _) =
        app.send_raw(Req::new(Method::POST, "/api/auth/refresh").json(json!({"refresh_token": refresh}))).await;
    assert_eq!(headers["cache-control"], "no-store");
    let (_, headers, _) =
        app.send_raw(Req::new(Method::POST, "/api/auth/session").json(json!({"code": "not-a-code"}))).await;
    assert_eq!(headers["cache-control"], "no-store");
    for path in ["/api/me", "/api/me/donations", "/api/identities", "/api/config"] {
        let (status, headers, _) = app.send_raw(Req::new(Method::GET, path).token(Some(access))).await;
        assert_eq!((status, &headers["cache-control"]), (StatusCode::OK, &"no-store".parse().unwrap()), "{path}");
    }
    let (_, headers, _) = app.send_raw(Req::new(Method::GET, "/api/config")).await;
    assert!(headers.get("cache-control").is_none_or(|v| v != "no-store"), "public answers may be cached");
}

async fn cors_answers_only_the_app_and_configured_origins(app: TestApp) {
    let mut config = test_config();
    config.cors_origins = vec!["https://fund.example.org".into()];
    let app = app.reconfigured(config).await;
    let preflight = |origin: &str| {
        Req::new(Method::OPTIONS, "/api/auth")
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header("access-control-request-headers", "authorization, content-type")
    };
    for origin in ["http://localhost:8080", "https://fund.example.org"] {
        let (_, headers, _) = app.send_raw(preflight(origin)).await;
        assert_eq!(headers["access-control-allow-origin"], origin);
        let (_, headers, _) = app.send_raw(Req::new(Method::GET, "/api/config").header("origin", origin)).await;
        assert_eq!(headers["access-control-allow-origin"], origin);
    }
    for origin in ["https://evil.example.org", "null", "https://fund.example.org.evil.io", "http://localhost:8081"] {
        let (_, headers, _) = app.send_raw(preflight(origin)).await;
        assert!(headers.get("access-control-allow-origin").is_none(), "{origin}: {headers:?}");
        let (_, headers, _) = app.send_raw(Req::new(Method::GET, "/api/config").header("origin", origin)).await;
        assert!(headers.get("access-control-allow-origin").is_none(), "{origin}");
    }
}

/// A PNG whose header claims `width` × `height` pixels, holding almost no data.
fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    let mut png = common::png(1, 1);
    png[16..20].copy_from_slice(&width.to_be_bytes());
    png[20..24].copy_from_slice(&height.to_be_bytes());
    let crc = crc32(&png[12..29]);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
    png
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for byte in data {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

async fn images_over_the_pixel_limit_are_refused_before_decoding(app: TestApp) {
    let ana = app.register("ana").await;
    let upload = |bytes: Vec<u8>| {
        let (content_type, body) = multipart(&[("file", "big.png", &bytes)]);
        Req::new(Method::POST, "/api/media").token(Some(&ana.token)).bytes(&content_type, body)
    };
    let (status, body) = app.send(upload(png_claiming(7000, 7000))).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("media.unreadable")), "{body}");
    assert!(body["message"].as_str().unwrap().contains("too many pixels"), "{body}");
    let mut config = test_config();
    config.media_max_megapixels = 0.00004;
    let strict = app.reconfigured(config).await;
    let bea = strict.register("bea").await;
    let picture = |width, height| {
        let (content_type, body) = multipart(&[("file", "small.png", &common::png(width, height))]);
        Req::new(Method::POST, "/api/media").token(Some(&bea.token)).bytes(&content_type, body)
    };
    let (status, body) = strict.send(picture(8, 6)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "48 pixels are over a limit of 40: {body}");
    assert!(body["message"].as_str().unwrap().contains("too many pixels"), "{body}");
    assert_eq!(strict.send(picture(6, 6)).await.0, StatusCode::CREATED, "36 pixels are within it");
}

async fn the_openapi_document_lists_every_status(app: TestApp) {
    let (status, doc) = app.get("/api/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    let mut operations = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            operations += 1;
            let responses = op["responses"].as_object().unwrap();
            let has = |code: &str| responses.contains_key(code);
            let name = format!("{method} {path}");
            assert!(has("500") && has("400"), "{name}");
            let secured = op["security"]
                .as_array()
                .is_some_and(|s| s.iter().all(|r| r.as_object().is_some_and(|o| !o.is_empty())));
            if secured {
                assert!(has("401"), "{name}");
            }
            if op.get("requestBody").is_some() {
                assert!(has("413") && has("415") && has("422"), "{name}");
            }
            for (code, response) in responses {
                if code.starts_with('4') || code.starts_with('5') {
                    let schema = &response["content"]["application/json"]["schema"];
                    assert!(schema.is_object(), "{name} {code} has a JSON body");
                }
            }
        }
    }
    assert!(operations > 60, "{operations}");
    let preview = &doc["paths"]["/projects/preview"]["get"]["responses"]["422"]["description"];
    assert!(preview.as_str().unwrap().contains("paging.invalid"), "{preview}");
    let limit = doc["paths"]["/projects/preview"]["get"]["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "limit")
        .unwrap();
    assert_eq!(limit["schema"]["maximum"], 100);
    let sign_in = &doc["paths"]["/auth"]["post"]["responses"]["429"];
    assert!(sign_in["headers"]["Retry-After"].is_object(), "{sign_in}");
    let comments = &doc["paths"]["/projects/{id}/comments"]["post"]["responses"]["429"];
    assert!(comments["description"].as_str().unwrap().contains("comment.rate_limited"), "{comments}");
    // Every reference points at a schema of the document.
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    let text = doc.to_string();
    for reference in text.split("\"$ref\":\"#/components/schemas/").skip(1) {
        let name = reference.split('"').next().unwrap();
        assert!(schemas.contains_key(name), "{name} is referenced but not defined");
    }
}

/// Two operations named `submit` and two request structs named `SubmitRequest` used to collide:
/// one schema silently described both bodies.
async fn operation_ids_and_request_schemas_are_unique(app: TestApp) {
    let (_, doc) = app.get("/api/openapi.json", None).await;
    let mut ids = std::collections::HashSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let id = op["operationId"].as_str().unwrap_or_default().to_owned();
            assert!(ids.insert(id.clone()), "{method} {path} repeats the operation id {id}");
        }
    }
    let body_of = |path: &str| {
        let reference = doc["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
            .as_str()
            .unwrap()
            .to_owned();
        let name = reference.rsplit('/').next().unwrap().to_owned();
        doc["components"]["schemas"][name.as_str()]["properties"].clone()
    };
    assert!(body_of("/projects/{id}/donates/ada/submit").get("witness_set").is_some(), "the ADA submit body");
    assert!(body_of("/verifications").get("legal_name").is_some(), "the verification body");
}
