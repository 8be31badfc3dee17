use axum::extract::State;
use axum::http::StatusCode;
use matchpool_domain::text::Email;
use matchpool_domain::{FieldError, FieldErrors};
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, ClientIp};
use crate::security::password;
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ChangeEmailRequest {
    /// The new address; a confirmation link is emailed there.
    new_email: Option<String>,
    current_password: Option<String>,
}

/// Ask to change the email address (the current password is needed). A single-use link is
/// emailed to the new address; the address changes only when it is opened, and then the old
/// address is told.
#[utoipa::path(post, path = "/me/email", tag = "identities", request_body = ChangeEmailRequest, security(("bearer" = [])),
    responses((status = 202), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`auth.wrong_password`", body = crate::error::ErrorBody),
        (status = 409, description = "`auth.email_taken`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` or `account.email_unchanged`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.rate_limited` or `auth.email_rate_limited`", body = crate::error::ErrorBody)))]
pub async fn request_email_change(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    auth: Auth,
    ApiJson(body): ApiJson<ChangeEmailRequest>,
) -> ApiResult<StatusCode> {
    let mut errors = FieldErrors::new();
    let email = errors.check("new_email", Email::parse(body.new_email.as_deref()));
    let current = body.current_password.unwrap_or_default();
    if current.is_empty() {
        errors.add("current_password", FieldError::Required);
    }
    let Some(email) = email.filter(|_| errors.is_empty()) else {
        return Err(errors.into());
    };
    state.limiter.check(&ip, &auth.user.email).await.map_err(|wait| {
        ApiError::rate_limited("auth.rate_limited", "Too many attempts. Please wait a minute and try again.", wait)
    })?;
    if !password::verify(current, auth.user.password_hash.clone()).await? {
        return Err(ApiError::forbidden("auth.wrong_password", "Your current password is not correct."));
    }
    state.mail_limiter.check(&ip, email.as_str()).map_err(super::too_many_emails)?;
    matchpool_app::accounts::request_email_change(&state, auth.user.id, email.as_str()).await?;
    Ok(StatusCode::ACCEPTED)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConfirmEmailChangeRequest {
    /// The `token` of the link emailed to the new address.
    token: Option<String>,
}

/// Confirm a new email address with the link's token (single use, expires; works signed in or
/// not). The address changes and counts as confirmed; the old address is emailed a notice.
#[utoipa::path(post, path = "/auth/confirm-email-change", tag = "auth", request_body = ConfirmEmailChangeRequest,
    responses((status = 204), (status = 409, description = "`auth.email_taken`: another account took it meanwhile", body = crate::error::ErrorBody),
        (status = 422, description = "`auth.link_invalid`: unknown, used or expired", body = crate::error::ErrorBody)))]
pub async fn confirm_email_change(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ConfirmEmailChangeRequest>,
) -> ApiResult<StatusCode> {
    let token = body.token.as_deref().map(str::trim).filter(|t| !t.is_empty() && t.len() <= 128);
    let token = token.ok_or_else(|| ApiError::field("token", FieldError::Required))?;
    matchpool_app::accounts::confirm_email_change(&state, token).await?;
    Ok(StatusCode::NO_CONTENT)
}
