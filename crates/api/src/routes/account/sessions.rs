use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use matchpool_domain::SessionId;
use serde::Serialize;
use uuid::Uuid;

use super::device::device;
use crate::error::{ApiError, ApiResult};
use crate::extract::Auth;
use crate::state::AppState;

/// One live sign-in of the person.
#[derive(Serialize, utoipa::ToSchema)]
pub struct SessionView {
    /// The sign-in's id (its refresh-token family).
    #[schema(value_type = Uuid)]
    pub id: SessionId,
    /// The browser, from the sign-in's `User-Agent` (`Firefox`, `Safari`, `Samsung Internet`, ...),
    /// when recognised.
    pub browser: Option<String>,
    /// The system or device (`Windows`, `macOS`, `Android`, `iPhone`, `iPad`, ...), when recognised.
    pub os: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_used_at: DateTime<Utc>,
    /// The sign-in this request was made with.
    pub current: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SessionList {
    pub results: Vec<SessionView>,
}

/// The person's live sign-ins, most recently used first.
#[utoipa::path(get, path = "/me/sessions", tag = "identities", security(("bearer" = [])),
    responses((status = 200, body = SessionList), (status = 401, body = crate::error::ErrorBody)))]
pub async fn list_sessions(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<SessionList>> {
    let sign_ins = matchpool_store::tokens::sign_ins(&state.db, auth.user.id, Utc::now()).await?;
    let results = sign_ins
        .into_iter()
        .map(|s| {
            let device = device(s.user_agent.as_deref().unwrap_or_default());
            SessionView {
                id: s.family_id,
                browser: device.browser.map(str::to_owned),
                os: device.os.map(str::to_owned),
                created_at: s.created_at,
                last_used_at: s.last_used_at,
                current: s.family_id == auth.family,
            }
        })
        .collect();
    Ok(axum::Json(SessionList { results }))
}

/// Sign out one of the person's sign-ins (its tokens stop working at once).
#[utoipa::path(delete, path = "/me/sessions/{id}", tag = "identities", security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    responses((status = 204), (status = 401, body = crate::error::ErrorBody),
        (status = 404, description = "`account.session_not_found`", body = crate::error::ErrorBody)))]
pub async fn end_session(State(state): State<AppState>, auth: Auth, Path(id): Path<String>) -> ApiResult<StatusCode> {
    let not_found = || ApiError::not_found("account.session_not_found", "This sign-in has already ended.");
    let family = Uuid::parse_str(id.trim()).map(SessionId::from).map_err(|_| not_found())?;
    matchpool_app::accounts::sessions::end(&state, auth.user.id, family).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Sign out everywhere, this sign-in included.
#[utoipa::path(post, path = "/me/sessions/sign-out-all", tag = "identities", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = crate::error::ErrorBody)))]
pub async fn end_all_sessions(
    State(state): State<AppState>,
    headers: axum::http::HeaderMap,
    auth: Auth,
) -> ApiResult<(StatusCode, axum::http::HeaderMap)> {
    matchpool_app::accounts::sessions::end_all(&state, auth.user.id).await?;
    Ok((StatusCode::NO_CONTENT, crate::security::cookies::cleared_for_browser(&headers, &state.config)))
}
