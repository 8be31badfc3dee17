use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::error::ApiResult;
use crate::extract::Auth;
use crate::state::AppState;

#[derive(Serialize, utoipa::ToSchema)]
pub struct LinkedProviders {
    pub providers: Vec<LinkedProvider>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LinkedProvider {
    /// The provider's id (`DELETE /me/providers/{provider}`).
    pub provider: String,
    pub label: String,
    pub icon: String,
    /// The address the provider gave when it was linked.
    pub email: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Another way to sign in remains without it (a password, or another provider).
    pub can_unlink: bool,
}

/// The sign-in providers linked to the person's account.
#[utoipa::path(get, path = "/me/providers", tag = "identities", security(("bearer" = [])),
    responses((status = 200, body = LinkedProviders), (status = 401, body = crate::error::ErrorBody)))]
pub async fn list_linked_providers(
    State(state): State<AppState>,
    auth: Auth,
) -> ApiResult<axum::Json<LinkedProviders>> {
    let linked = matchpool_app::accounts::oidc::linked(&state, auth.user.id).await?;
    let providers = linked
        .into_iter()
        .map(|l| LinkedProvider {
            provider: l.provider,
            label: l.label,
            icon: l.icon,
            email: l.email,
            created_at: l.created_at,
            can_unlink: l.can_unlink,
        })
        .collect();
    Ok(axum::Json(LinkedProviders { providers }))
}

/// Unlink a sign-in provider, while another way to sign in remains.
#[utoipa::path(delete, path = "/me/providers/{provider}", tag = "identities", security(("bearer" = [])),
    params(("provider" = String, Path, description = "The linked provider's id")),
    responses((status = 204), (status = 401, body = crate::error::ErrorBody),
        (status = 404, description = "`oidc.not_linked`", body = crate::error::ErrorBody),
        (status = 409, description = "`oidc.last_sign_in_method`", body = crate::error::ErrorBody)))]
pub async fn unlink_provider(
    State(state): State<AppState>,
    auth: Auth,
    Path(provider): Path<String>,
) -> ApiResult<StatusCode> {
    matchpool_app::accounts::oidc::unlink(&state, auth.user.id, &provider).await?;
    Ok(StatusCode::NO_CONTENT)
}
