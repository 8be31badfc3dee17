use axum::extract::{Path, State};

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::views::identity::{OrganizationProfile, organization_profile};

/// An organization's public page by its shortname: its profile, with no contact address or
/// review details. Its projects are `GET /projects/preview?filter.identity_id=<id>`.
#[utoipa::path(get, path = "/organizations/by-shortname/{shortname}", tag = "organizations", params(("shortname" = String, Path)),
    responses((status = 200, body = OrganizationProfile),
        (status = 404, description = "`organization.not_found`", body = crate::error::ErrorBody)))]
pub async fn get_profile(
    State(state): State<AppState>,
    Path(shortname): Path<String>,
) -> ApiResult<axum::Json<OrganizationProfile>> {
    let shortname = shortname.trim().to_lowercase();
    let org = matchpool_store::organizations::find_by_shortname(&state.db, &shortname)
        .await?
        .ok_or_else(|| ApiError::not_found("organization.not_found", "Organization not found."))?;
    Ok(axum::Json(organization_profile(&org)))
}
