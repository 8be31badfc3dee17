use axum::extract::State;
use matchpool_domain::{FieldError, FieldErrors, Language};
use serde::Deserialize;

use super::{ProviderSignIn, answer};
use crate::error::ApiResult;
use crate::extract::{ApiJson, ClientIp, UserAgent};
use crate::state::AppState;
use crate::views::tokens::SessionChoice;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CallbackRequest {
    /// `state` from the provider's return to `/oidc/callback`.
    state: Option<String>,
    /// `code` from the same return.
    code: Option<String>,
    /// The interface language, for an account created now (English by default).
    language: Option<String>,
    #[serde(flatten)]
    delivery: SessionChoice,
}

fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|s| !s.is_empty() && s.len() <= 2048)
}

/// Finish a sign-in with a provider: the code is exchanged, the ID token checked against the
/// issuer's keys, and the person signed in (an account is created at the first sign-in). When an
/// account already has the provider's confirmed address, the answer is `link_required`.
#[utoipa::path(post, path = "/auth/oidc/callback", tag = "auth", request_body = CallbackRequest,
    responses((status = 200, body = ProviderSignIn),
        (status = 409, description = "`oidc.email_unverified`, `oidc.already_linked`, `auth.email_taken`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`, `oidc.invalid_state`, `oidc.invalid_token`, `oidc.exchange_failed`, `oidc.email_missing`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.rate_limited`", body = crate::error::ErrorBody),
        (status = 502, description = "`oidc.provider_unavailable`", body = crate::error::ErrorBody)))]
pub async fn finish_sign_in(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    ApiJson(body): ApiJson<CallbackRequest>,
) -> ApiResult<axum::response::Response> {
    state.limiter.check_ip(&ip).await.map_err(super::super::rate_limited)?;
    let mut errors = FieldErrors::new();
    let (code, returned_state) = (given(&body.code), given(&body.state));
    if code.is_none() {
        errors.add("code", FieldError::Required);
    }
    if returned_state.is_none() {
        errors.add("state", FieldError::Required);
    }
    let (Some(code), Some(returned_state)) = (code, returned_state) else {
        return Err(errors.into());
    };
    let language = body.language.as_deref().and_then(Language::parse).unwrap_or(Language::En);
    let outcome = matchpool_app::accounts::oidc::finish(&state, returned_state, code, language).await?;
    answer(&state, outcome, user_agent, body.delivery).await
}
