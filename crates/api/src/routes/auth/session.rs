use axum::extract::State;
use serde::Deserialize;

use super::{Issued, issue_tokens};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, ClientIp, UserAgent};
use crate::security::tokens::hash_token;
use crate::state::AppState;
use crate::views::tokens::{SessionChoice, SignedIn};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CodeRequest {
    code: Option<String>,
    #[serde(flatten)]
    delivery: SessionChoice,
}

/// Exchange the single-use code from the hosted sign-in page for tokens.
#[utoipa::path(post, path = "/auth/session", tag = "auth", request_body = CodeRequest,
    responses((status = 200, description = "Tokens, or with `session: \"cookie\"` cookies", body = SignedIn), (status = 401, description = "`auth.invalid_code`", body = crate::error::ErrorBody)))]
pub async fn exchange_code(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    ApiJson(body): ApiJson<CodeRequest>,
) -> ApiResult<axum::response::Response> {
    state.limiter.check_ip(&ip).await.map_err(super::rate_limited)?;
    let invalid = || {
        ApiError::unauthorized(
            "auth.invalid_code",
            "This sign-in link has expired or was already used. Please sign in again.",
        )
    };
    let code = body.code.as_deref().map(str::trim).filter(|c| !c.is_empty()).ok_or_else(invalid)?;
    let user = matchpool_app::accounts::sessions::redeem_code(&state, &hash_token(code)).await?;
    let tokens = issue_tokens(&state, user, user_agent).await?;
    Ok(Issued::new(tokens, body.delivery).respond(&state, axum::http::StatusCode::OK))
}
