//! HTTP caching and compression of the API's answers.
//!
//! The public reads every visitor makes (the current round, the round list, the project previews,
//! a project, a round's results, the client configuration) carry a weak `ETag` (a hash of the
//! body) and answer `304 Not Modified` to a matching `If-None-Match`, so a browser revalidating its
//! copy downloads nothing when nothing changed. Anonymous answers are the same for everyone and may
//! be kept 10 seconds by any cache; a signed-in caller's answer can carry per-person fields (such as
//! `user_voted`), so it is `private` and revalidated every time. `Vary` keeps the two apart.
//!
//! API answers above 1 kB are gzip-compressed when the client accepts it (not images).

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};
use tower_http::compression::predicate::{Predicate, SizeAbove};
use tower_http::compression::{CompressionLayer, DefaultPredicate};
use uuid::Uuid;

use matchpool_app::changes::{Key, Shows};

use crate::public_cache::Lookup;
use crate::state::AppState;

/// How long anyone may reuse an anonymous public answer without asking again.
const PUBLIC_CACHE: &str = "public, max-age=10";
/// A signed-in caller's answer: only their browser keeps it, and asks again before each use.
const PRIVATE_CACHE: &str = "private, no-cache";
/// The request headers that change an answer: who is asking, and as which identity.
const VARY: &str = "authorization, cookie, current-identity";
/// Answers larger than this are served whole, without an ETag (none of the public reads comes close).
const MAX_HASHED_BODY: usize = 16 * 1024 * 1024;
/// Below this, compressing costs more than it saves.
const MIN_COMPRESSED_BYTES: u16 = 1024;

/// Gzip for API answers above 1 kB; the web app's files are compressed at build time (see `spa`).
pub fn compression() -> CompressionLayer<impl Predicate> {
    CompressionLayer::new().compress_when(DefaultPredicate::new().and(SizeAbove::new(MIN_COMPRESSED_BYTES)))
}

/// Route layer of the `/api` router (paths relative to it): ETag, Cache-Control and `304` for the
/// public reads, whose anonymous answers are kept a moment in memory (`public_cache`) with what
/// they show (the handler's [`Shows`] extension; anything when it names none). A write request's
/// use cases say what they changed (`matchpool_app::changes`); a write request none of whose use
/// cases said so marks every kept answer stale once it is done, unless it was refused (`4xx`
/// changes nothing). Every other request passes untouched.
pub async fn public_reads(State(state): State<AppState>, request: Request, next: Next) -> Response {
    if is_write(request.method()) {
        let (response, said) = matchpool_app::changes::scope(next.run(request)).await;
        if !said && !response.status().is_client_error() {
            state.app.changes.bump();
        }
        return response;
    }
    if request.method() != Method::GET || !is_public_read(request.uri().path()) {
        return next.run(request).await;
    }
    let personal = is_personal(request.headers());
    let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
    let accept_encoding = request.headers().get(header::ACCEPT_ENCODING).cloned();
    let cache = (!personal && state.public_cache.is_enabled()).then_some(&state.public_cache);
    let key = request.uri().path_and_query().map_or_else(|| request.uri().path().to_owned(), |pq| pq.to_string());
    let changes = &state.app.changes;
    let stamp = changes.stamp();
    let lookup = match cache {
        Some(cache) => Some(cache.lookup(&key, changes).await),
        None => None,
    };
    if let Some(Lookup::Copy(copy)) = lookup {
        let gzipped = (copy.body.len() >= usize::from(MIN_COMPRESSED_BYTES) && accepts_gzip(&accept_encoding))
            .then(|| copy.gzipped())
            .flatten();
        return match gzipped {
            Some(gzipped) => {
                let mut headers = copy.headers;
                headers.remove(header::CONTENT_LENGTH);
                headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
                headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
                answer(StatusCode::OK, headers, gzipped, copy.etag, if_none_match.as_ref())
            }
            None => answer(StatusCode::OK, copy.headers, copy.body, copy.etag, if_none_match.as_ref()),
        };
    }
    let response = next.run(request).await;
    if response.status() != StatusCode::OK {
        return response;
    }
    let shows = response.extensions().get::<Shows>().cloned().unwrap_or(Shows::Anything);
    let (parts, body) = response.into_parts();
    let bytes: Bytes = match axum::body::to_bytes(body, MAX_HASHED_BODY).await {
        Ok(bytes) => bytes,
        Err(error) => {
            tracing::error!(%error, "reading a public answer to tag it");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    let etag = etag_of(&bytes);
    let mut headers = parts.headers;
    headers
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(if personal { PRIVATE_CACHE } else { PUBLIC_CACHE }));
    headers.append(header::VARY, HeaderValue::from_static(VARY));
    if let Some(cache) = cache {
        cache.put(key, changes, stamp, shows, headers.clone(), bytes.clone(), etag.clone());
    }
    drop(lookup); // A claim to read the answer again ends once it is kept.
    answer(parts.status, headers, bytes, etag, if_none_match.as_ref())
}

/// The tagged answer, or `304` without a body when the client's copy has the same tag.
fn answer(
    status: StatusCode,
    mut headers: HeaderMap,
    body: Bytes,
    etag: HeaderValue,
    if_none_match: Option<&HeaderValue>,
) -> Response {
    let not_modified = if_none_match.is_some_and(|value| matches_etag(value, &etag));
    headers.insert(header::ETAG, etag);
    let mut response = if not_modified {
        headers.remove(header::CONTENT_LENGTH);
        headers.remove(header::CONTENT_TYPE);
        Response::new(Body::empty())
    } else {
        Response::new(Body::from(body))
    };
    *response.status_mut() = if not_modified { StatusCode::NOT_MODIFIED } else { status };
    *response.headers_mut() = headers;
    response
}

/// Whether `Accept-Encoding` lets us answer in gzip: `gzip` (or `*`) listed without `q=0`.
fn accepts_gzip(accept_encoding: &Option<HeaderValue>) -> bool {
    let Some(list) = accept_encoding.as_ref().and_then(|value| value.to_str().ok()) else { return false };
    let quality = |coding: &str| {
        list.split(',').map(str::trim).find_map(|item| {
            let mut parts = item.split(';').map(str::trim);
            if !parts.next()?.eq_ignore_ascii_case(coding) {
                return None;
            }
            let q = parts.find_map(|p| p.strip_prefix("q=")).map_or(Some(1.0), |q| q.parse::<f32>().ok());
            Some(q.unwrap_or(0.0))
        })
    };
    quality("gzip").or_else(|| quality("*")).is_some_and(|q| q > 0.0)
}

/// The methods that may change what the public reads answer.
fn is_write(method: &Method) -> bool {
    matches!(*method, Method::POST | Method::PUT | Method::PATCH | Method::DELETE)
}

/// What a public read's answer shows of the tallies writes keep changing: its handler adds this to
/// the answer, so the kept copy goes stale only when one of these projects or rounds is written.
pub fn showing(keys: impl IntoIterator<Item = Key>) -> axum::Extension<Shows> {
    let mut keys: Vec<Key> = keys.into_iter().collect();
    keys.sort_by_key(|key| match key {
        Key::Project(id) => (0, *id.as_bytes()),
        Key::Round(id) => (1, *id.as_bytes()),
    });
    keys.dedup();
    axum::Extension(Shows::Keys(keys))
}

/// The reads every visitor makes, by path relative to `/api`.
fn is_public_read(path: &str) -> bool {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let is_id = |segment: &str| Uuid::parse_str(segment).is_ok();
    match segments.as_slice() {
        ["config"] | ["rounds"] | ["rounds", "rounds"] | ["projects", "preview"] => true,
        ["projects", id] | ["rounds", id, "results"] => is_id(id),
        _ => false,
    }
}

/// Whether the answer may depend on who asks: a signed-in caller (a bearer token or the web
/// app's access cookie), or one acting as an identity.
fn is_personal(headers: &HeaderMap) -> bool {
    headers.contains_key(header::AUTHORIZATION)
        || headers.contains_key("current-identity")
        || crate::security::cookies::read(headers, crate::security::cookies::ACCESS).is_some()
}

/// A weak validator: the same JSON, compressed or not, is the same representation to the client.
fn etag_of(body: &[u8]) -> HeaderValue {
    let digest = Sha256::digest(body);
    let value = format!("W/\"{}\"", hex::encode(&digest[..16]));
    HeaderValue::from_str(&value).expect("a hex digest in quotes is a valid header value")
}

/// `If-None-Match` by weak comparison: `*`, or any listed tag equal to ours with or without `W/`.
fn matches_etag(if_none_match: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(list) = if_none_match.to_str() else { return false };
    let ours = etag.to_str().unwrap_or_default().trim_start_matches("W/");
    list.split(',').map(str::trim).any(|tag| tag == "*" || tag.trim_start_matches("W/") == ours)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_reads_are_the_visitor_pages_reads_only() {
        let id = Uuid::new_v4();
        for path in [
            "/rounds",
            "/rounds/rounds",
            "/projects/preview",
            "/config",
            &format!("/projects/{id}"),
            &format!("/rounds/{id}/results"),
        ] {
            assert!(is_public_read(path), "{path}");
        }
        for path in [
            "/me",
            "/projects/mine",
            "/projects/12",
            &format!("/rounds/{id}/results.csv"),
            &format!("/projects/{id}/donates"),
            "/admin/rounds",
        ] {
            assert!(!is_public_read(path), "{path}");
        }
    }

    #[test]
    fn gzip_is_accepted_when_listed_without_a_zero_quality() {
        let accepts = |value: &str| accepts_gzip(&Some(HeaderValue::from_str(value).unwrap()));
        for yes in ["gzip", "gzip, deflate, br", "br;q=1.0, GZIP;q=0.5", "*", "deflate, *;q=0.1"] {
            assert!(accepts(yes), "{yes}");
        }
        for no in ["identity", "br", "gzip;q=0", "gzip;q=0.0, br", "*;q=0", "gzip;q=0, *", "gzip;q=abc"] {
            assert!(!accepts(no), "{no}");
        }
        assert!(!accepts_gzip(&None));
    }

    #[test]
    fn if_none_match_compares_weakly_and_accepts_lists_and_star() {
        let etag = etag_of(b"{}");
        let strong = etag.to_str().unwrap().trim_start_matches("W/").to_owned();
        for header in
            [etag.to_str().unwrap().to_owned(), strong, format!("\"other\", {}", etag.to_str().unwrap()), "*".into()]
        {
            assert!(matches_etag(&HeaderValue::from_str(&header).unwrap(), &etag), "{header}");
        }
        assert!(!matches_etag(&HeaderValue::from_static("W/\"other\""), &etag));
    }
}
