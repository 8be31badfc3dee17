use axum::extract::State;
use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth};
use crate::security::tokens::{hash_token, random_token};
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AuthorizeRequest {
    session_id: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AuthorizeResponse {
    /// Where the hosted page sends the browser: the session's `redirect_url` with `code` and
    /// `identity_id`, the acting identity (the person's own unless they act as an organization).
    pub redirect_to: String,
}

/// Called by our hosted sign-in page once the person is signed in: issues the single-use code
/// for the session and says where to go.
#[utoipa::path(post, path = "/auth/authorize", tag = "auth", request_body = AuthorizeRequest, security(("bearer" = [])),
    responses((status = 200, body = AuthorizeResponse), (status = 404, description = "`auth.session_not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`auth.session_used`", body = crate::error::ErrorBody)))]
pub async fn authorize(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<AuthorizeRequest>,
) -> ApiResult<axum::Json<AuthorizeResponse>> {
    let not_found =
        || ApiError::not_found("auth.session_not_found", "This sign-in request has expired. Please start again.");
    let id = body.session_id.as_deref().and_then(|s| s.parse().ok()).ok_or_else(not_found)?;
    let code = random_token();
    let acting = auth.identity_id();
    let identity = (acting != auth.user.id).then_some(acting);
    let redirect_url =
        matchpool_app::accounts::sessions::authorize_hosted(&state, id, auth.user.id, identity, hash_token(&code))
            .await?;
    let mut url = url::Url::parse(&redirect_url).map_err(|_| not_found())?;
    // Always named, so a client that keeps the last identity in a cookie (the original client
    // does) never acts as the previous person's organization.
    url.query_pairs_mut().append_pair("code", &code).append_pair("identity_id", &acting.to_string());
    Ok(axum::Json(AuthorizeResponse { redirect_to: url.into() }))
}
