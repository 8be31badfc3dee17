//! Request ids: every answer carries `X-Request-Id`, every log line of the request has it (a
//! field of the request's span), and the JSON error envelope repeats it, so a person who reports
//! an error can point at the log lines of their request.
//!
//! A well-formed id sent by the client or a proxy in front (1 to 64 of `[A-Za-z0-9._-]`) is kept,
//! so one id follows a request through the proxy's logs and ours; anything else is replaced by a
//! fresh UUID v7 (time-ordered, so ids sort like the log).

use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;

pub const HEADER: HeaderName = HeaderName::from_static("x-request-id");

/// The id of the request being answered (a request extension).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestId(pub String);

tokio::task_local! {
    static CURRENT: RequestId;
}

/// The id of the request this task is answering, if any (the error envelope reads it).
pub fn current_request_id() -> Option<String> {
    CURRENT.try_with(|id| id.0.clone()).ok()
}

/// Whether a client-sent id may be kept: short, and only characters safe in logs and headers.
pub fn is_well_formed(id: &str) -> bool {
    (1..=64).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

fn id_for(request: &Request) -> RequestId {
    let sent = request.headers().get(&HEADER).and_then(|value| value.to_str().ok()).filter(|id| is_well_formed(id));
    RequestId(sent.map_or_else(|| uuid::Uuid::now_v7().to_string(), str::to_owned))
}

/// The outermost layer: picks the id, makes it available to the layers and handlers inside (the
/// extension, the task-local the error envelope reads), and puts it on the answer.
pub async fn layer(mut request: Request, next: Next) -> Response {
    let id = id_for(&request);
    let value = HeaderValue::from_str(&id.0).unwrap_or_else(|_| HeaderValue::from_static("invalid"));
    request.headers_mut().insert(HEADER, value.clone());
    request.extensions_mut().insert(id.clone());
    let mut response = CURRENT.scope(id, next.run(request)).await;
    response.headers_mut().insert(HEADER, value);
    response
}

/// The span every log line of a request is recorded in, with its id, method and path.
pub fn span(request: &axum::http::Request<axum::body::Body>) -> tracing::Span {
    let id = request.extensions().get::<RequestId>().map_or("", |id| id.0.as_str());
    tracing::info_span!("request", request_id = %id, method = %request.method(), uri = %request.uri().path())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_short_plain_ids_are_kept() {
        assert!(is_well_formed("abc-123_X.y"));
        assert!(is_well_formed(&"a".repeat(64)));
        assert!(!is_well_formed(&"a".repeat(65)));
        assert!(!is_well_formed(""));
        assert!(!is_well_formed("a b"));
        assert!(!is_well_formed("a\u{e9}"));
        assert!(!is_well_formed("x;drop"));
    }
}
