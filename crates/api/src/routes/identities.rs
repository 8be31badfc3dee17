//! `GET /identities`: who the signed-in person can act as.

use axum::extract::State;
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::ApiResult;
use crate::extract::Auth;
use crate::state::AppState;
use crate::views::identity::{Identity, org_identity, user_identity};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_identities))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Identities {
    pub identities: Vec<Identity>,
}

/// The person first, then their organizations; the one acting is marked `current`.
#[utoipa::path(get, path = "/identities", tag = "identities", security(("bearer" = [])),
    responses((status = 200, body = Identities), (status = 401, body = crate::error::ErrorBody)))]
pub async fn list_identities(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<Identities>> {
    let current = auth.identity_id();
    let orgs = matchpool_store::organizations::of_user(&state.db, auth.user.id).await?;
    let mut identities = vec![user_identity(
        &auth.user,
        current == auth.user.id,
        matchpool_store::impact::total(&state.db, auth.user.id).await?,
    )];
    identities.extend(orgs.iter().map(|(org, role)| org_identity(org, current == org.id, Some(*role))));
    Ok(axum::Json(Identities { identities }))
}
