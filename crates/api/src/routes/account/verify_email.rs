use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, ClientIp, QueryMap};
use crate::state::AppState;
use crate::views::me::{Me, me_view};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerifyEmailRequest {
    /// The `token` of the emailed link.
    token: Option<String>,
}

/// Confirm an email address with the link's token (single use; works signed in or not).
#[utoipa::path(post, path = "/auth/verify-email", tag = "auth", request_body = VerifyEmailRequest,
    responses((status = 204), (status = 409, description = "`auth.email_already_verified`: the link was used, and the address is confirmed", body = crate::error::ErrorBody),
        (status = 422, description = "`auth.link_invalid`: unknown, used or expired", body = crate::error::ErrorBody)))]
pub async fn verify_email(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<VerifyEmailRequest>,
) -> ApiResult<StatusCode> {
    let token = body.token.as_deref().map(str::trim).filter(|t| !t.is_empty() && t.len() <= 128);
    let token = token.ok_or_else(|| ApiError::field("token", matchpool_domain::FieldError::Required))?;
    matchpool_app::accounts::confirm_email(&state, token).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Send the confirmation link again (limited per address and per account). `?next=/…`: the page
/// the link leads back to once the address is confirmed (only a path of this site).
#[utoipa::path(post, path = "/me/verification-email", tag = "identities", security(("bearer" = [])), params(("next" = Option<String>, Query)),
    responses((status = 202, body = Me), (status = 401, body = crate::error::ErrorBody),
        (status = 409, description = "`auth.email_already_verified`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.email_rate_limited`", body = crate::error::ErrorBody)))]
pub async fn resend_verification_email(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    auth: Auth,
    query: QueryMap,
) -> ApiResult<(StatusCode, axum::Json<Me>)> {
    if auth.user.email_verified_at.is_some() {
        return Err(ApiError::conflict("auth.email_already_verified", "Your email address is already confirmed."));
    }
    state.mail_limiter.check(&ip, &auth.user.email).map_err(super::too_many_emails)?;
    matchpool_app::accounts::send_verification(&state, auth.user.id, query.filter("next"), None).await?;
    let points = matchpool_store::impact::total(&state.db, auth.user.id).await?;
    Ok((StatusCode::ACCEPTED, axum::Json(me_view(&auth.user, points))))
}
