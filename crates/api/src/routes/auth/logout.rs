use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::error::{ApiError, ApiResult};
use crate::extract::{Auth, bearer};
use crate::security::cookies;
use crate::state::AppState;

/// End this sign-in: its refresh tokens are revoked and its access tokens stop working.
/// A body (`{refresh_token}`) is accepted and ignored: the sign-in of the access token is ended.
/// A web app session in cookies is ended by its access cookie, or by its refresh cookie once the
/// access token has expired, and its three cookies are cleared.
#[utoipa::path(post, path = "/auth/logout", tag = "auth", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = crate::error::ErrorBody)))]
pub async fn logout(
    State(state): State<AppState>,
    headers: HeaderMap,
    auth: Result<Auth, ApiError>,
) -> ApiResult<Response> {
    let browser = bearer(&headers).is_none() && cookies::read(&headers, cookies::MARKER).is_some();
    match (auth, cookies::read(&headers, cookies::REFRESH)) {
        (Ok(auth), _) => matchpool_app::accounts::sessions::sign_out(&state, auth.family).await?,
        (Err(_), Some(refresh)) if browser => {
            matchpool_app::accounts::sessions::sign_out_by_refresh(&state, refresh).await?
        }
        (Err(_), None) if browser => {}
        (Err(refused), _) => return Err(refused),
    }
    Ok((StatusCode::NO_CONTENT, cookies::cleared_for_browser(&headers, &state.config)).into_response())
}
