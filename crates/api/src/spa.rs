//! The built web app (`web/dist`), embedded in release builds and read from disk in debug ones.
//! Unknown paths fall back to `index.html` so deep links work; hashed assets are immutable.
//! When `web_dir` is configured, the files come from that directory instead.

use std::borrow::Cow;
use std::path::{Component, Path};

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

use crate::AppState;

#[derive(RustEmbed)]
#[folder = "../../web/dist"]
#[allow_missing = true]
struct WebApp;

/// Serves a file of the web app, or `index.html` for any other path.
pub async fn serve(State(state): State<AppState>, uri: Uri) -> Response {
    let web_dir = state.config.web_dir.as_deref();
    let path = uri.path().trim_start_matches('/');
    if !path.is_empty()
        && let Some(bytes) = web_file(web_dir, path).await
    {
        let mime = mime_guess::from_path(path).first_or_octet_stream();
        let cache =
            if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "public, max-age=3600" };
        return file_response(bytes.into_owned(), mime.as_ref(), cache);
    }
    match web_file(web_dir, "index.html").await {
        Some(index) => file_response(index.into_owned(), "text/html; charset=utf-8", "no-cache"),
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            "The web app is not built. Run `make build` (or `npm --prefix web run build`) and restart.",
        )
            .into_response(),
    }
}

/// A file of the web app by its relative path: from `web_dir` when set (never outside it), else
/// the embedded copy.
async fn web_file(web_dir: Option<&Path>, path: &str) -> Option<Cow<'static, [u8]>> {
    let Some(dir) = web_dir else { return WebApp::get(path).map(|file| file.data) };
    let relative = Path::new(path);
    if !relative.components().all(|part| matches!(part, Component::Normal(_))) {
        return None;
    }
    tokio::fs::read(dir.join(relative)).await.ok().map(Cow::Owned)
}

fn file_response(bytes: Vec<u8>, content_type: &str, cache: &'static str) -> Response {
    let mut response = Response::new(Body::from(bytes));
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(content_type) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    response
}
