use axum::extract::State;
use chrono::{Duration, Utc};
use serde::Deserialize;

use super::issue::tokens;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::security::tokens::hash_token;
use crate::state::AppState;
use crate::views::tokens::Tokens;

/// How long a rotated refresh token still yields its successor (clients refresh in parallel).
const GRACE_SECS: i64 = 30;

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
    let invalid = || ApiError::unauthorized("auth.invalid_refresh", "Your session has ended. Please sign in again.");
    let presented = body.refresh_token.as_deref().map(str::trim).filter(|t| !t.is_empty()).ok_or_else(invalid)?;
    let now = Utc::now();
    let token = matchpool_store::tokens::find_refresh(&state.db, &hash_token(presented)).await?.ok_or_else(invalid)?;
    if token.revoked_at.is_some() || token.expires_at <= now {
        return Err(invalid());
    }
    if let Some(rotated_at) = token.rotated_at
        && now - rotated_at > Duration::seconds(GRACE_SECS)
    {
        tracing::warn!(user = %token.user_id, family = %token.family_id, "refresh token reused; revoking the sign-in");
        matchpool_store::tokens::revoke_family(&state.db, token.family_id, now).await?;
        return Err(invalid());
    }
    // Successor first, then mark the old token rotated: concurrent refreshes with the same token
    // all derive the same successor, and the unique hash makes its insertion happen once.
    let successor = state.keys.successor(presented);
    let successor_hash = hash_token(&successor);
    let expires = now + Duration::days(state.config.refresh_ttl_days);
    match matchpool_store::tokens::insert_refresh(
        &state.db,
        token.user_id,
        token.family_id,
        successor_hash.clone(),
        token.user_agent.clone(),
        expires,
        now,
    )
    .await
    {
        Ok(_) => {}
        Err(err) if matchpool_store::is_unique_violation(&err) => {
            let existing = matchpool_store::tokens::find_refresh(&state.db, &successor_hash).await?;
            if existing.is_none_or(|t| t.revoked_at.is_some()) {
                return Err(invalid());
            }
        }
        Err(err) => return Err(err.into()),
    }
    matchpool_store::tokens::mark_rotated(&state.db, token.id, now).await?;
    Ok(axum::Json(tokens(&state, token.user_id, token.family_id, successor)?))
}
