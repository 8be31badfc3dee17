use axum::extract::State;
use axum::http::StatusCode;
use matchpool_domain::FieldError;
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, ClientIp};
use crate::security::password;
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct DeleteAccountRequest {
    /// The person's password, confirming the deletion.
    password: Option<String>,
}

/// Delete the account for good. Name, email, username, avatar, uploads, KYC details and comment
/// texts are erased and every sign-in ends; donations, votes and ledgers keep their amounts under
/// an anonymous donor, so totals and matching do not change. Refused while the person is the only
/// owner of an organization.
#[utoipa::path(post, path = "/me/delete", tag = "identities", request_body = DeleteAccountRequest, security(("bearer" = [])),
    responses((status = 204), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`auth.wrong_password`", body = crate::error::ErrorBody),
        (status = 409, description = "`account.sole_owner`: hand the organization over or close it first", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`", body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn delete_account(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: axum::http::HeaderMap,
    auth: Auth,
    ApiJson(body): ApiJson<DeleteAccountRequest>,
) -> ApiResult<(StatusCode, axum::http::HeaderMap)> {
    let given = body.password.unwrap_or_default();
    if given.is_empty() {
        return Err(ApiError::field("password", FieldError::Required));
    }
    state.limiter.check(&ip, &auth.user.email).await.map_err(|wait| {
        ApiError::rate_limited("auth.rate_limited", "Too many attempts. Please wait a minute and try again.", wait)
    })?;
    if !password::verify(given, auth.user.password_hash.clone()).await? {
        return Err(ApiError::forbidden("auth.wrong_password", "Your password is not correct."));
    }
    let deleted = matchpool_app::accounts::delete_account(&state, auth.user.id).await?;
    // The account is deleted whatever happens here; a file the storage kept is logged to remove by hand.
    for key in deleted.files {
        if let Err(err) = state.media.delete(&key).await {
            tracing::warn!(error = %err, key, "removing a deleted account's file failed");
        }
    }
    Ok((StatusCode::NO_CONTENT, crate::security::cookies::cleared_for_browser(&headers, &state.config)))
}
