//! Media in an S3-compatible bucket.

use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};

use super::serve;

#[derive(Clone, Default)]
struct Bucket(Arc<Mutex<std::collections::HashMap<String, Vec<u8>>>>);

const S3_HEADERS: [(&str, &str); 2] = [("etag", "\"0123abcd\""), ("last-modified", "Sun, 22 Nov 2026 10:00:00 GMT")];

async fn s3_put(
    State(bucket): State<Bucket>,
    Path(key): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> impl axum::response::IntoResponse {
    assert!(
        headers.get("authorization").and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("AWS4-HMAC-SHA256")),
        "requests are signed"
    );
    bucket.0.lock().unwrap().insert(key, body.to_vec());
    (StatusCode::OK, S3_HEADERS)
}

async fn s3_get(
    State(bucket): State<Bucket>,
    Path(key): Path<String>,
) -> Result<impl axum::response::IntoResponse, StatusCode> {
    let bytes = bucket.0.lock().unwrap().get(&key).cloned().ok_or(StatusCode::NOT_FOUND)?;
    Ok((StatusCode::OK, S3_HEADERS, bytes))
}

#[tokio::test]
async fn media_goes_to_an_s3_compatible_bucket_when_configured() {
    let bucket = Bucket::default();
    let base = serve(
        Router::new().route("/media-bucket/{*key}", axum::routing::put(s3_put).get(s3_get)).with_state(bucket.clone()),
    )
    .await;
    let settings = matchpool_providers::media::S3Settings {
        bucket: "media-bucket".into(),
        region: "us-east-1".into(),
        endpoint: Some(base),
        access_key_id: "AKIDEXAMPLE".into(),
        secret_access_key: "secret".into(),
        public_url: "https://cdn.example.org/media".into(),
    };
    let store = matchpool_providers::media::MediaStore::s3(&settings).unwrap();
    let url = store.put("2026/11/cover.png", b"png bytes".to_vec()).await.unwrap();
    assert_eq!(url, "https://cdn.example.org/media/2026/11/cover.png");
    assert_eq!(bucket.0.lock().unwrap().get("2026/11/cover.png").map(Vec::as_slice), Some(&b"png bytes"[..]));
    assert_eq!(store.get("2026/11/cover.png").await.unwrap().as_deref(), Some(&b"png bytes"[..]));
}
