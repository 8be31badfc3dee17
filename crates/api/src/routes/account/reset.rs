use axum::extract::State;
use axum::http::StatusCode;
use matchpool_domain::text::{Email, Password};
use matchpool_domain::{FieldError, FieldErrors};
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, ClientIp};
use crate::security::password;
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ForgotRequest {
    email: Option<String>,
}

/// Ask for a password-reset link. The answer is the same whether or not an account has this
/// address; the link is emailed only when one does. Limited per client address and per address
/// asked about.
#[utoipa::path(post, path = "/auth/forgot-password", tag = "auth", request_body = ForgotRequest,
    responses((status = 202), (status = 422, description = "`validation`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.email_rate_limited`", body = crate::error::ErrorBody)))]
pub async fn forgot_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<ForgotRequest>,
) -> ApiResult<StatusCode> {
    let email = Email::parse(body.email.as_deref()).map_err(|e| ApiError::field("email", e))?;
    state.mail_limiter.check(&ip, email.as_str()).map_err(super::too_many_emails)?;
    let started = std::time::Instant::now();
    matchpool_app::accounts::request_reset(&state, email.as_str()).await?;
    // A known address sends an email; wait as long for an unknown one, so timing tells nothing.
    let floor = std::time::Duration::from_millis(150);
    if let Some(rest) = floor.checked_sub(started.elapsed()) {
        tokio::time::sleep(rest).await;
    }
    Ok(StatusCode::ACCEPTED)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ResetRequest {
    /// The `token` of the emailed link.
    token: Option<String>,
    password: Option<String>,
}

/// Set a new password with a reset link (single use, expires); every sign-in of the account ends.
#[utoipa::path(post, path = "/auth/reset-password", tag = "auth", request_body = ResetRequest,
    responses((status = 204), (status = 422, description = "`auth.link_invalid`, or `validation`", body = crate::error::ErrorBody)))]
pub async fn reset_password(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ResetRequest>,
) -> ApiResult<StatusCode> {
    let mut errors = FieldErrors::new();
    let token = body.token.as_deref().map(str::trim).filter(|t| !t.is_empty() && t.len() <= 128);
    if token.is_none() {
        errors.add("token", FieldError::Required);
    }
    let password = errors.check("password", Password::parse(body.password.as_deref()));
    let (Some(token), Some(password)) = (token, password) else {
        return Err(errors.into());
    };
    let hash = password::hash(password.expose().to_owned()).await?;
    matchpool_app::accounts::reset_password(&state, token, hash).await?;
    Ok(StatusCode::NO_CONTENT)
}
