use axum::extract::State;
use axum::http::StatusCode;
use matchpool_domain::text::Password;
use matchpool_domain::{FieldError, FieldErrors};
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, ClientIp};
use crate::security::password;
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ChangePasswordRequest {
    current_password: Option<String>,
    new_password: Option<String>,
}

/// Change the password (the current one is needed). Every other sign-in of the account ends;
/// this one stays. Guesses of the current password count against the sign-in limits.
#[utoipa::path(post, path = "/me/password", tag = "identities", request_body = ChangePasswordRequest, security(("bearer" = [])),
    responses((status = 204), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`auth.wrong_password`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`", body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn change_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    auth: Auth,
    ApiJson(body): ApiJson<ChangePasswordRequest>,
) -> ApiResult<StatusCode> {
    let mut errors = FieldErrors::new();
    let current = body.current_password.unwrap_or_default();
    if current.is_empty() {
        errors.add("current_password", FieldError::Required);
    }
    let new = errors.check("new_password", Password::parse(body.new_password.as_deref()));
    let Some(new) = new.filter(|_| errors.is_empty()) else {
        return Err(errors.into());
    };
    state.limiter.check(&ip, &auth.user.email).await.map_err(|wait| {
        ApiError::rate_limited("auth.rate_limited", "Too many attempts. Please wait a minute and try again.", wait)
    })?;
    if !password::verify(current, auth.user.password_hash.clone()).await? {
        return Err(ApiError::forbidden("auth.wrong_password", "Your current password is not correct."));
    }
    let hash = password::hash(new.expose().to_owned()).await?;
    matchpool_app::accounts::change_password(&state, auth.user.id, auth.family, hash).await?;
    Ok(StatusCode::NO_CONTENT)
}
