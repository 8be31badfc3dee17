use axum::extract::State;
use chrono::Duration;
use serde::Deserialize;

use super::issue::tokens;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::state::AppState;
use crate::views::tokens::Tokens;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RefreshRequest {
    refresh_token: Option<String>,
}

/// Rotate a refresh token. Reusing a rotated token within 30 s returns the same successor;
/// after that it revokes the whole sign-in (the token was probably stolen).
#[utoipa::path(post, path = "/auth/refresh", tag = "auth", request_body = RefreshRequest,
    responses((status = 200, body = Tokens), (status = 401, description = "`auth.invalid_refresh`", body = crate::error::ErrorBody)))]
pub async fn refresh(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<RefreshRequest>,
) -> ApiResult<axum::Json<Tokens>> {
    let presented = body.refresh_token.as_deref().map(str::trim).filter(|t| !t.is_empty()).ok_or_else(|| {
        ApiError::unauthorized("auth.invalid_refresh", "Your session has ended. Please sign in again.")
    })?;
    let successor = state.keys.successor(presented);
    let ttl = Duration::days(state.config.refresh_ttl_days);
    let rotated = matchpool_app::accounts::rotate_refresh(&state.app, presented, &successor, ttl).await?;
    Ok(axum::Json(tokens(&state, rotated.user_id, rotated.family_id, successor)?))
}
