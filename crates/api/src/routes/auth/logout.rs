use axum::extract::State;
use axum::http::StatusCode;

use crate::error::ApiResult;
use crate::extract::Auth;
use crate::state::AppState;

/// End this sign-in: its refresh tokens are revoked and its access tokens stop working.
/// A body (`{refresh_token}`) is accepted and ignored: the sign-in of the access token is ended.
#[utoipa::path(post, path = "/auth/logout", tag = "auth", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = crate::error::ErrorBody)))]
pub async fn logout(State(state): State<AppState>, auth: Auth) -> ApiResult<StatusCode> {
    matchpool_app::accounts::sessions::sign_out(&state, auth.family).await?;
    Ok(StatusCode::NO_CONTENT)
}
