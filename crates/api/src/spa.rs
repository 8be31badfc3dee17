//! The built web app (`web/dist`), embedded in release builds and read from disk in debug ones.
//! Unknown paths fall back to `index.html` so deep links work; hashed assets are immutable.

use axum::body::Body;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "../../web/dist"]
#[allow_missing = true]
struct WebApp;

/// Serves a file of the web app, or `index.html` for any other path.
pub async fn serve(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    if !path.is_empty()
        && let Some(file) = WebApp::get(path)
    {
        let mime = mime_guess::from_path(path).first_or_octet_stream();
        let cache =
            if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "public, max-age=3600" };
        return file_response(file.data.into_owned(), mime.as_ref(), cache);
    }
    match WebApp::get("index.html") {
        Some(index) => file_response(index.data.into_owned(), "text/html; charset=utf-8", "no-cache"),
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            "The web app is not built. Run `make build` (or `npm --prefix web run build`) and restart.",
        )
            .into_response(),
    }
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
