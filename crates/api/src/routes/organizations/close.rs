use axum::extract::{Path, State};

use super::find;
use crate::error::ApiResult;
use crate::extract::Auth;
use crate::state::AppState;
use crate::views::identity::{OrganizationView, organization_view};

/// Close the organization for good (owners only). Its projects and donations stay readable and
/// nothing already counted changes; it makes no new project, edit or invitation, and its
/// projects take no new vote or donation (409 `organization.closed`). Members keep read access.
#[utoipa::path(post, path = "/organizations/{id}/close", tag = "organizations", params(("id" = Uuid, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = OrganizationView), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.owner_required`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`organization.closed`: closed already", body = crate::error::ErrorBody)))]
pub async fn close_organization(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<OrganizationView>> {
    let org = find(&state, &id).await?;
    let org = matchpool_app::organizations::close(&state, org, auth.user.id).await?;
    Ok(axum::Json(organization_view(&org)))
}
