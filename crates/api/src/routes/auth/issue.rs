use chrono::{Duration, Utc};
use uuid::Uuid;

use crate::error::ApiResult;
use crate::security::tokens::{hash_token, random_token};
use crate::state::AppState;
use crate::views::tokens::Tokens;

/// Starts a new sign-in (a new refresh-token family) for `user` from the browser `user_agent`
/// and returns its tokens.
pub async fn issue_tokens(state: &AppState, user: Uuid, user_agent: Option<String>) -> ApiResult<Tokens> {
    let refresh = random_token();
    let ttl = Duration::days(state.config.refresh_ttl_days);
    let family = matchpool_app::accounts::sessions::start(state, user, hash_token(&refresh), user_agent, ttl).await?;
    tokens(state, user, family, refresh)
}

/// Builds the answer for an existing family and refresh token.
pub fn tokens(state: &AppState, user: Uuid, family: Uuid, refresh: String) -> ApiResult<Tokens> {
    let ttl = state.config.access_ttl_secs;
    Ok(Tokens {
        access_token: state.keys.access_token(user, family, Utc::now(), ttl)?,
        refresh_token: refresh,
        token_type: "Bearer",
        expires_in: ttl,
    })
}
