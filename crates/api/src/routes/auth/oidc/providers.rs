use axum::extract::State;
use serde::Serialize;

use crate::state::AppState;

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProviderList {
    pub providers: Vec<ProviderView>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProviderView {
    /// Used in `/auth/oidc/{provider}/start`.
    pub id: String,
    /// The provider's name for its button ("Continue with {label}").
    pub label: String,
    /// A known icon name (`google`, `microsoft`, `apple`, `github`, `gitlab`, `facebook`, `linkedin`) or another word.
    pub icon: String,
}

/// The OpenID Connect providers people may sign in with, in the configured order (none unless configured).
#[utoipa::path(get, path = "/auth/oidc/providers", tag = "auth", responses((status = 200, body = ProviderList)))]
pub async fn list_providers(State(state): State<AppState>) -> axum::Json<ProviderList> {
    let providers = state
        .oidc
        .configs()
        .map(|c| ProviderView { id: c.id.clone(), label: c.label.clone(), icon: c.icon.clone() })
        .collect();
    axum::Json(ProviderList { providers })
}
