//! A write carried by the session cookies must come from the app's own pages. The cookies are
//! `SameSite=Strict`, so a browser does not send them from another site; this check is the
//! second wall (an older browser, a sibling subdomain counted as the same site). Requests with
//! a bearer token are not touched: API clients and the original client send no cookies.

use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::cookies;
use crate::error::ApiError;
use crate::state::AppState;

/// Route layer of `/api`: an unsafe request (POST, PUT, PATCH, DELETE) with the session's
/// cookies and no bearer token, whose `Origin` (or `Referer`) is not ours, is refused
/// with 403 `auth.cross_site` before any handler runs.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let headers = request.headers();
    let safe = matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS | Method::TRACE);
    let bearer = crate::extract::bearer(headers).is_some();
    if safe || bearer || !cookies::carries_session(headers) || cookies::same_origin(headers, &state.config) {
        return next.run(request).await;
    }
    tracing::warn!(method = %request.method(), path = %request.uri().path(), "cross-site write with session cookies refused");
    ApiError::forbidden("auth.cross_site", "This request did not come from this site's pages.").into_response()
}
