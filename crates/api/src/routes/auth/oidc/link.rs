use axum::extract::State;
use axum::http::StatusCode;
use matchpool_domain::{FieldError, FieldErrors};
use matchpool_store::oidc::LinkToken;
use serde::Deserialize;

use super::{ProviderSignIn, answer};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, ClientIp, UserAgent};
use crate::security::password;
use crate::state::AppState;
use crate::views::tokens::SessionChoice;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LinkWithPasswordRequest {
    /// `link_token` of the `link_required` answer.
    link_token: Option<String>,
    /// The existing account's password.
    password: Option<String>,
    #[serde(flatten)]
    delivery: SessionChoice,
}

fn required(value: Option<&str>, field: &'static str, errors: &mut FieldErrors) -> String {
    let value = value.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        errors.add(field, FieldError::Required);
    }
    value.to_owned()
}

/// Prove an existing account with its password: the provider is linked to it and the person is
/// signed in. Wrong passwords count against the sign-in limits.
#[utoipa::path(post, path = "/auth/oidc/link", tag = "auth", request_body = LinkWithPasswordRequest,
    responses((status = 200, body = ProviderSignIn),
        (status = 401, description = "`auth.invalid_credentials`", body = crate::error::ErrorBody),
        (status = 409, description = "`oidc.already_linked`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`, `oidc.link_invalid`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.rate_limited`", body = crate::error::ErrorBody)))]
pub async fn link_with_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    ApiJson(body): ApiJson<LinkWithPasswordRequest>,
) -> ApiResult<axum::response::Response> {
    let mut errors = FieldErrors::new();
    let token = required(body.link_token.as_deref(), "link_token", &mut errors);
    let typed = body.password.clone().unwrap_or_default();
    if typed.is_empty() {
        errors.add("password", FieldError::Required);
    }
    errors.into_result()?;
    let link = matchpool_app::accounts::oidc::pending_link(&state, &token).await?;
    state.limiter.check(&ip, &link.email).await.map_err(super::super::rate_limited)?;
    let owner = matchpool_store::users::find(&state.db, link.user_id).await?;
    let stored = owner.map(|u| u.password_hash).unwrap_or_default();
    if !password::verify(typed, stored).await? {
        return Err(ApiError::unauthorized("auth.invalid_credentials", "The email or password is incorrect."));
    }
    let outcome =
        matchpool_app::accounts::oidc::complete_link(&state, LinkToken::Browser(&token), Some(link.user_id)).await?;
    answer(&state, outcome, user_agent, body.delivery).await
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LinkEmailRequest {
    /// `link_token` of the `link_required` answer.
    link_token: Option<String>,
}

/// Prove an existing account by email instead: a link that completes the sign-in is sent to the
/// account's address (it works 30 minutes, once).
#[utoipa::path(post, path = "/auth/oidc/link/email", tag = "auth", request_body = LinkEmailRequest,
    responses((status = 202),
        (status = 422, description = "`validation`, `oidc.link_invalid`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.email_rate_limited`", body = crate::error::ErrorBody)))]
pub async fn send_link_email(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<LinkEmailRequest>,
) -> ApiResult<StatusCode> {
    let mut errors = FieldErrors::new();
    let token = required(body.link_token.as_deref(), "link_token", &mut errors);
    errors.into_result()?;
    let link = matchpool_app::accounts::oidc::pending_link(&state, &token).await?;
    state.mail_limiter.check(&ip, &link.email).map_err(|wait| {
        ApiError::rate_limited(
            "auth.email_rate_limited",
            "We already sent several emails. Please check your inbox, or try again later.",
            wait,
        )
    })?;
    matchpool_app::accounts::oidc::send_link_email(&state, &token).await?;
    Ok(StatusCode::ACCEPTED)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConfirmLinkRequest {
    /// The token of the emailed link (`/oidc/link?token=`).
    token: Option<String>,
    #[serde(flatten)]
    delivery: SessionChoice,
}

/// Open the emailed link: the provider is linked to the account and the person signed in.
#[utoipa::path(post, path = "/auth/oidc/link/confirm", tag = "auth", request_body = ConfirmLinkRequest,
    responses((status = 200, body = ProviderSignIn),
        (status = 409, description = "`oidc.already_linked`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`, `oidc.link_invalid`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.rate_limited`", body = crate::error::ErrorBody)))]
pub async fn confirm_link(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    ApiJson(body): ApiJson<ConfirmLinkRequest>,
) -> ApiResult<axum::response::Response> {
    state.limiter.check_ip(&ip).await.map_err(super::super::rate_limited)?;
    let mut errors = FieldErrors::new();
    let token = required(body.token.as_deref(), "token", &mut errors);
    errors.into_result()?;
    let outcome = matchpool_app::accounts::oidc::complete_link(&state, LinkToken::Emailed(&token), None).await?;
    answer(&state, outcome, user_agent, body.delivery).await
}
