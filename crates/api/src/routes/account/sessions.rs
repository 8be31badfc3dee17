use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use serde::Serialize;
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::Auth;
use crate::state::AppState;

/// One live sign-in of the person.
#[derive(Serialize, utoipa::ToSchema)]
pub struct SessionView {
    /// The sign-in's id (its refresh-token family).
    pub id: Uuid,
    /// The browser, from the sign-in's `User-Agent` (`Firefox`, `Chrome`, ...), when recognised.
    pub browser: Option<String>,
    /// The system (`Windows`, `macOS`, `Android`, ...), when recognised.
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
            let (browser, os) = device(s.user_agent.as_deref().unwrap_or_default());
            SessionView {
                id: s.family_id,
                browser: browser.map(str::to_owned),
                os: os.map(str::to_owned),
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
    let family = Uuid::parse_str(id.trim()).map_err(|_| not_found())?;
    matchpool_app::accounts::sessions::end(&state, auth.user.id, family).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Sign out everywhere, this sign-in included.
#[utoipa::path(post, path = "/me/sessions/sign-out-all", tag = "identities", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = crate::error::ErrorBody)))]
pub async fn end_all_sessions(State(state): State<AppState>, auth: Auth) -> ApiResult<StatusCode> {
    matchpool_app::accounts::sessions::end_all(&state, auth.user.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The browser and system named by a `User-Agent`, by the tokens browsers have sent for years
/// (the order matters: Edge and Opera also say Chrome, Chrome also says Safari).
fn device(user_agent: &str) -> (Option<&'static str>, Option<&'static str>) {
    let has = |token: &str| user_agent.contains(token);
    let browser = if has("Edg/") {
        Some("Edge")
    } else if has("OPR/") {
        Some("Opera")
    } else if has("Firefox/") {
        Some("Firefox")
    } else if has("Chrome/") || has("CriOS/") {
        Some("Chrome")
    } else if has("Safari/") {
        Some("Safari")
    } else {
        None
    };
    let os = if has("Android") {
        Some("Android")
    } else if has("iPhone") || has("iPad") {
        Some("iOS")
    } else if has("Windows") {
        Some("Windows")
    } else if has("Mac OS X") || has("Macintosh") {
        Some("macOS")
    } else if has("CrOS") {
        Some("ChromeOS")
    } else if has("Linux") {
        Some("Linux")
    } else {
        None
    };
    (browser, os)
}

#[cfg(test)]
mod tests {
    use super::device;

    #[test]
    fn common_browsers_and_systems_are_named() {
        let firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
        assert_eq!(device(firefox), (Some("Firefox"), Some("Windows")));
        let edge =
            "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0";
        assert_eq!(device(edge), (Some("Edge"), Some("Windows")));
        let iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
        assert_eq!(device(iphone), (Some("Safari"), Some("iOS")));
        let android =
            "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
        assert_eq!(device(android), (Some("Chrome"), Some("Android")));
        assert_eq!(device("curl/8.5"), (None, None));
    }
}
