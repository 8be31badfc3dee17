use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, ClientIp, MaybeAuth};
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct StartRequest {
    /// The hosted sign-in session (`/signin?session=`) this sign-in completes.
    session_id: Option<String>,
    /// The page of ours to return to afterwards (a path such as `/projects`).
    return_to: Option<String>,
    /// Add the provider to the signed-in person's account instead of signing in.
    #[serde(default)]
    link: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct StartResponse {
    /// The provider's sign-in page; it returns to `/oidc/callback` with `code` and `state`.
    pub authorize_url: String,
}

/// Start a sign-in with a provider: the answer is the provider's address to send the browser to
/// (authorization code flow with PKCE, `state` and `nonce`, all kept on the server).
#[utoipa::path(post, path = "/auth/oidc/{provider}/start", tag = "auth", request_body = StartRequest,
    params(("provider" = String, Path, description = "A configured provider's id")),
    responses((status = 200, body = StartResponse),
        (status = 401, description = "`auth.required` (to link, sign in first)", body = crate::error::ErrorBody),
        (status = 404, description = "`oidc.unknown_provider`, `auth.session_not_found`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.rate_limited`", body = crate::error::ErrorBody),
        (status = 502, description = "`oidc.provider_unavailable`", body = crate::error::ErrorBody)))]
pub async fn start_sign_in(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    MaybeAuth(auth): MaybeAuth,
    Path(provider): Path<String>,
    ApiJson(body): ApiJson<StartRequest>,
) -> ApiResult<axum::Json<StartResponse>> {
    state.limiter.check_ip(&ip).await.map_err(super::super::rate_limited)?;
    let link_user = match (body.link, auth) {
        (false, _) => None,
        (true, Some(auth)) => Some(auth.user.id),
        (true, None) => return Err(ApiError::unauthorized("auth.required", "Please sign in.")),
    };
    let auth_session = match body.session_id.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(raw) => Some(raw.parse().map_err(|_| {
            ApiError::not_found("auth.session_not_found", "This sign-in request has expired. Please start again.")
        })?),
    };
    let start = matchpool_app::accounts::oidc::Start {
        provider: &provider,
        auth_session,
        return_to: body.return_to.as_deref(),
        link_user,
    };
    let authorize_url = matchpool_app::accounts::oidc::start(&state, start).await?;
    Ok(axum::Json(StartResponse { authorize_url }))
}
