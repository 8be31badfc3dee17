//! Resized cover variants (issue 11): made at upload in WebP and the original format, served,
//! listed on the media and on the projects that use them, and made later for older pictures.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::Utc;
use common::{Req, TestApp, multipart, png};
use matchpool_domain::MediaId;
use serde_json::Value;
use uuid::Uuid;

both!(
    uploads_get_webp_and_original_format_copies_at_each_width,
    small_pictures_get_one_webp_copy_and_documents_none,
    older_pictures_get_their_variants_from_the_start_up_job,
);

fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 251) as u8, (y % 241) as u8, 90]));
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

/// (width, height, content type) of each variant.
fn shapes(media: &Value) -> Vec<(u64, u64, String)> {
    media["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (v["width"].as_u64().unwrap(), v["height"].as_u64().unwrap(), v["content_type"].as_str().unwrap().into())
        })
        .collect()
}

fn shape(width: u64, height: u64, content_type: &str) -> (u64, u64, String) {
    (width, height, content_type.into())
}

async fn uploads_get_webp_and_original_format_copies_at_each_width(app: TestApp) {
    let person = app.register("photographer").await;
    let (content_type, body) = multipart(&[("file", "harbour.jpg", &jpeg(1000, 500))]);
    let (status, media) =
        app.send(Req::new(Method::POST, "/api/media").token(Some(&person.token)).bytes(&content_type, body)).await;
    assert_eq!(status, StatusCode::CREATED, "{media}");
    // The contract's fields are unchanged: the original stays the image source.
    assert_eq!((media["content_type"].as_str(), media["width"].as_i64()), (Some("image/jpeg"), Some(1000)));
    assert!(media["url"].as_str().unwrap().ends_with(".jpg"));
    assert_eq!(
        shapes(&media),
        vec![
            shape(480, 240, "image/webp"),
            shape(480, 240, "image/jpeg"),
            shape(960, 480, "image/webp"),
            shape(960, 480, "image/jpeg"),
            shape(1000, 500, "image/webp"),
        ]
    );
    for variant in media["variants"].as_array().unwrap() {
        let path = variant["url"].as_str().unwrap().trim_start_matches("http://localhost:8080");
        let (status, headers, bytes) = app.send_raw(Req::new(Method::GET, path)).await;
        assert_eq!(status, StatusCode::OK, "{path} is served");
        assert_eq!(headers["content-type"], variant["content_type"].as_str().unwrap());
        let decoded = image::load_from_memory(&bytes).unwrap();
        assert_eq!(u64::from(decoded.width()), variant["width"].as_u64().unwrap());
    }
    // The record and the project previews carry the same list.
    let id = media["id"].as_str().unwrap();
    let (_, again) = app.get(&format!("/api/media/{id}"), Some(&person.token)).await;
    assert_eq!(again["variants"], media["variants"]);
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -1).await;
    let org = app.verified_organization(&person, "harbour-lights").await;
    let project = app.project_in(&round, org, "Harbour lights").await;
    let stored = matchpool_store::projects::find(&app.db, project).await.unwrap().unwrap();
    let mut fields = matchpool_store::projects::ProjectFields::of(&stored);
    fields.cover_id = Some(id.parse::<MediaId>().unwrap());
    matchpool_store::projects::update(&app.db, stored, "Harbour Lights", fields, Utc::now()).await.unwrap();
    let (_, page) = app.get("/api/projects/preview", None).await;
    assert_eq!(page["results"][0]["cover"]["variants"], media["variants"]);
    let (_, detail) = app.get(&format!("/api/projects/{project}"), None).await;
    assert_eq!(detail["cover"]["variants"], media["variants"]);
}

async fn small_pictures_get_one_webp_copy_and_documents_none(app: TestApp) {
    let person = app.register("sketcher").await;
    let (content_type, body) = multipart(&[("file", "logo.png", &png(40, 30))]);
    let (status, media) =
        app.send(Req::new(Method::POST, "/api/media").token(Some(&person.token)).bytes(&content_type, body)).await;
    assert_eq!(status, StatusCode::CREATED, "{media}");
    assert_eq!(shapes(&media), vec![shape(40, 30, "image/webp")], "never enlarged; the PNG itself is the fallback");

    let (content_type, body) = multipart(&[("file", "passport.png", &png(600, 400))]);
    let request = Req::new(Method::POST, "/api/verifications/documents").token(Some(&person.token));
    let (status, document) = app.send(request.bytes(&content_type, body)).await;
    assert_eq!(status, StatusCode::CREATED, "{document}");
    assert_eq!(document["variants"], Value::Array(Vec::new()), "identity documents are never copied");
}

async fn older_pictures_get_their_variants_from_the_start_up_job(app: TestApp) {
    let person = app.register("archivist").await;
    let mut ids = Vec::new();
    for (name, bytes) in [("old.png", Some(png(600, 300))), ("lost.png", None)] {
        let id = Uuid::now_v7();
        let key = format!("2025/01/{}.png", id.simple());
        let url = match bytes {
            Some(bytes) => app.state.media.put(&key, bytes).await.unwrap(),
            None => format!("http://localhost:8080/media/{key}"),
        };
        let new = matchpool_store::media::NewMedia {
            id: id.into(),
            user_id: person.id,
            identity_id: person.id.into(),
            filename: name.into(),
            content_type: "image/png".into(),
            storage_key: key,
            url,
            size_bytes: 1,
            width: 600,
            height: 300,
        };
        matchpool_store::media::insert(&app.db, new, Utc::now()).await.unwrap();
        ids.push(id);
    }
    let (_, before) = app.get(&format!("/api/media/{}", ids[0]), Some(&person.token)).await;
    assert_eq!(before["variants"], Value::Array(Vec::new()), "none until the job has run");

    assert_eq!(matchpool_app::media::backfill_variants(&app.state, &app.state.media).await.unwrap(), 2);
    let (_, after) = app.get(&format!("/api/media/{}", ids[0]), Some(&person.token)).await;
    assert_eq!(
        shapes(&after),
        vec![shape(480, 240, "image/webp"), shape(480, 240, "image/png"), shape(600, 300, "image/webp")]
    );
    let (_, lost) = app.get(&format!("/api/media/{}", ids[1]), Some(&person.token)).await;
    assert_eq!(lost["variants"], Value::Array(Vec::new()), "a missing file gets none, and is not retried");
    assert_eq!(
        matchpool_app::media::backfill_variants(&app.state, &app.state.media).await.unwrap(),
        0,
        "nothing is redone"
    );
}
