//! The built web app (`web/dist`), embedded in release builds and read from disk in debug ones.
//! Unknown paths fall back to `index.html` so deep links work; hashed assets are immutable.
//! When `web_dir` is configured, the files come from that directory instead.
//!
//! A project, a round's results and the home page get `index.html` with their own link-preview
//! tags ([`crate::previews`]), gzipped per request for a client that accepts it.
//!
//! The build writes a brotli (`.br`) and a gzip (`.gz`) copy next to each text file; a client
//! that accepts one gets it as is, so nothing is compressed per request.
//!
//! `index.html` carries one inline script (the shell script, `web/vite/shellScript.ts`), so the
//! page draws without waiting for a request. The Content-Security-Policy allows it by its hash
//! ([`inline_script_hashes`]) and allows no other inline script.

use std::borrow::Cow;
use std::path::{Component, Path};

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use rust_embed::RustEmbed;
use sha2::{Digest, Sha256};

use crate::AppState;

#[derive(RustEmbed)]
#[folder = "../../web/dist"]
#[allow_missing = true]
#[exclude = ".vite/*"]
struct WebApp;

/// The precompressed copies the build makes, best first, by `Content-Encoding` and file suffix.
const ENCODINGS: [(&str, &str); 2] = [("br", ".br"), ("gzip", ".gz")];

/// Serves a file of the web app, or `index.html` for any other path.
pub async fn serve(State(state): State<AppState>, uri: Uri, headers: HeaderMap) -> Response {
    let web_dir = state.config.web_dir.as_deref();
    let path = uri.path().trim_start_matches('/');
    if !path.is_empty()
        && let Some(file) = negotiated_file(web_dir, path, &headers).await
    {
        let mime = mime_guess::from_path(path).first_or_octet_stream();
        let cache =
            if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "public, max-age=3600" };
        return file_response(file, mime.as_ref(), cache);
    }
    let lng =
        uri.query().and_then(|q| url::form_urlencoded::parse(q.as_bytes()).find(|(k, _)| k == "lng")).map(|(_, v)| v);
    if let Some(meta) = crate::previews::page_meta(&state, uri.path(), lng.as_deref()).await
        && let Some(index) = web_file(web_dir, "index.html").await
    {
        // A page with its own preview tags: written per request, so compressed here (gzip, fast).
        let html = crate::previews::render(&String::from_utf8_lossy(&index), &meta, &state.config.public_url);
        let file = match accepts(&headers, "gzip").then(|| crate::public_cache::gzip(html.as_bytes())).flatten() {
            Some(gzipped) => WebFile { bytes: Cow::Owned(gzipped), encoding: Some("gzip") },
            None => WebFile { bytes: Cow::Owned(html.into_bytes()), encoding: None },
        };
        return file_response(file, "text/html; charset=utf-8", "no-cache");
    }
    match negotiated_file(web_dir, "index.html", &headers).await {
        Some(index) => file_response(index, "text/html; charset=utf-8", "no-cache"),
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            "The web app is not built. Run `make build` (or `npm --prefix web run build`) and restart.",
        )
            .into_response(),
    }
}

/// The `'sha256-…'` sources of the inline scripts of `index.html` (from `web_dir` when set, else
/// the embedded build), read once when the policy is made: a rebuilt `index.html` needs a restart
/// of the server for its shell script to run (until then the page still works, only without the
/// shell script's head start).
pub fn inline_script_hashes(web_dir: Option<&Path>) -> Vec<String> {
    built_file(web_dir, "index.html").map_or_else(Vec::new, |html| script_hashes(&String::from_utf8_lossy(&html)))
}

/// A file of the web app read at once, for what the server reads before it starts.
fn built_file(web_dir: Option<&Path>, path: &str) -> Option<Cow<'static, [u8]>> {
    match web_dir {
        Some(dir) => std::fs::read(dir.join(path)).ok().map(Cow::Owned),
        None => WebApp::get(path).map(|file| file.data),
    }
}

/// The hashes of the `<script>` elements of `html` that have a body and no attribute.
fn script_hashes(html: &str) -> Vec<String> {
    html.split("<script>")
        .skip(1)
        .filter_map(|rest| rest.split_once("</script>").map(|(body, _)| body))
        .filter(|body| !body.is_empty())
        .map(script_hash)
        .collect()
}

/// The `'sha256-…'` source that allows an inline script of this body.
pub(crate) fn script_hash(body: &str) -> String {
    format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(Sha256::digest(body.as_bytes())))
}

/// A file of the web app by its relative path: from `web_dir` when set (never outside it), else
/// the embedded copy.
pub(crate) async fn web_file(web_dir: Option<&Path>, path: &str) -> Option<Cow<'static, [u8]>> {
    let Some(dir) = web_dir else { return WebApp::get(path).map(|file| file.data) };
    let relative = Path::new(path);
    if !relative.components().all(|part| matches!(part, Component::Normal(_))) {
        return None;
    }
    tokio::fs::read(dir.join(relative)).await.ok().map(Cow::Owned)
}

/// A file's bytes, and the encoding they are in (`None`: as built).
struct WebFile {
    bytes: Cow<'static, [u8]>,
    encoding: Option<&'static str>,
}

/// The best copy of a file the client accepts: brotli, then gzip, then the file itself.
async fn negotiated_file(web_dir: Option<&Path>, path: &str, headers: &HeaderMap) -> Option<WebFile> {
    for (encoding, suffix) in ENCODINGS {
        if accepts(headers, encoding)
            && let Some(bytes) = web_file(web_dir, &format!("{path}{suffix}")).await
        {
            return Some(WebFile { bytes, encoding: Some(encoding) });
        }
    }
    web_file(web_dir, path).await.map(|bytes| WebFile { bytes, encoding: None })
}

/// Whether `Accept-Encoding` names the encoding (or `*`) with a non-zero quality.
fn accepts(headers: &HeaderMap, encoding: &str) -> bool {
    accepted(headers, header::ACCEPT_ENCODING)
        .any(|(name, quality)| (name.eq_ignore_ascii_case(encoding) || name == "*") && quality > 0.0)
}

/// The entries of an `Accept-…` header (`gzip;q=0.8, br`) in the order sent, each with its
/// quality: 1 when unsaid, 0 when unreadable.
fn accepted(headers: &HeaderMap, name: header::HeaderName) -> impl Iterator<Item = (&str, f32)> {
    headers.get_all(name).iter().filter_map(|value| value.to_str().ok()).flat_map(|value| value.split(',')).map(
        |item| {
            let mut parts = item.split(';').map(str::trim);
            let token = parts.next().unwrap_or_default();
            let quality = parts
                .find_map(|param| param.strip_prefix("q="))
                .map_or(1.0, |q| q.trim().parse::<f32>().unwrap_or(0.0));
            (token, quality)
        },
    )
}

fn file_response(file: WebFile, content_type: &str, cache: &'static str) -> Response {
    let body = match file.bytes {
        Cow::Borrowed(embedded) => Body::from(Bytes::from_static(embedded)),
        Cow::Owned(read) => Body::from(read),
    };
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    if let Some(encoding) = file.encoding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }
    // Caches keep one copy per encoding (even when this answer is the plain file).
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Ok(value) = HeaderValue::from_str(content_type) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_inline_scripts_are_hashed() {
        let html =
            r#"<head><script>alert(1)</script><script type="module" src="/a.js"></script><script></script></head>"#;
        // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
        assert_eq!(script_hashes(html), ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
        assert!(script_hashes("<body>no script</body>").is_empty());
    }
}
