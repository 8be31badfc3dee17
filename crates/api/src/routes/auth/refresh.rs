use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use chrono::Duration;
use serde::Deserialize;

use super::Issued;
use super::issue::tokens;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::security::cookies;
use crate::state::AppState;
use crate::views::tokens::{SessionChoice, SignedIn};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RefreshRequest {
    /// The refresh token; with `session: "cookie"` it may be left out and the `mp_refresh`
    /// cookie is used (a token given here is moved into cookies: the web app's upgrade from
    /// stored tokens).
    refresh_token: Option<String>,
    #[serde(flatten)]
    delivery: SessionChoice,
}

/// Rotate a refresh token. Reusing a rotated token within 30 s returns the same successor;
/// after that it revokes the whole sign-in (the token was probably stolen). With
/// `session: "cookie"` the new tokens are set as cookies (their lifetime kept from the sign-in
/// unless `remember_me` is given), and a refusal clears them.
#[utoipa::path(post, path = "/auth/refresh", tag = "auth", request_body = RefreshRequest,
    responses((status = 200, description = "Tokens, or with `session: \"cookie\"` cookies", body = SignedIn),
        (status = 401, description = "`auth.invalid_refresh`", body = crate::error::ErrorBody)))]
pub async fn refresh(
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(body): ApiJson<RefreshRequest>,
) -> ApiResult<Response> {
    let mut delivery = body.delivery;
    let cookie_mode = delivery.cookies().is_some();
    if cookie_mode && delivery.remember_me.is_none() {
        delivery.remember_me = Some(cookies::remembered(&headers));
    }
    let given = body.refresh_token.as_deref().map(str::trim).filter(|t| !t.is_empty());
    let presented = given.or_else(|| cookie_mode.then(|| cookies::read(&headers, cookies::REFRESH)).flatten());
    let rotated = match presented {
        Some(presented) => rotate(&state, presented).await,
        None => Err(ApiError::unauthorized("auth.invalid_refresh", "Your session has ended. Please sign in again.")),
    };
    match rotated {
        Ok(tokens) => Ok(Issued::new(tokens, delivery).respond(&state, StatusCode::OK)),
        Err(refused) if cookie_mode => {
            let mut response = refused.into_response();
            cookies::clear(response.headers_mut(), &state.config);
            Ok(response)
        }
        Err(refused) => Err(refused),
    }
}

async fn rotate(state: &AppState, presented: &str) -> ApiResult<crate::views::tokens::Tokens> {
    let successor = state.keys.successor(presented);
    let ttl = Duration::days(state.config.refresh_ttl_days);
    let rotated = matchpool_app::accounts::rotate_refresh(&state.app, presented, &successor, ttl).await?;
    tokens(state, rotated.user_id, rotated.family_id, successor)
}
