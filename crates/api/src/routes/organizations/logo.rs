use axum::extract::{Path, State};
use matchpool_domain::FieldError;
use serde::Deserialize;

use super::find;
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;
use crate::views::identity::{OrganizationView, organization_view};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SetLogoRequest {
    /// A picture uploaded with `POST /media` by the person or for the organization; `null`
    /// removes the logo.
    media_id: Option<String>,
}

/// Set the organization's logo to an uploaded picture, shown by its resized copy, or remove it
/// (owners and admins).
#[utoipa::path(put, path = "/organizations/{id}/logo", tag = "organizations", params(("id" = Uuid, Path)),
    request_body = SetLogoRequest, security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 200, body = OrganizationView), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.not_owner`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`: `media_id` is no public picture of the person or the organization", body = crate::error::ErrorBody)))]
pub async fn set_logo(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<SetLogoRequest>,
) -> ApiResult<axum::Json<OrganizationView>> {
    let org = find(&state, &id).await?;
    let picture = match body.media_id.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(raw) => Some(raw.parse().map_err(|_| ApiError::field("media_id", FieldError::Invalid))?),
    };
    let org =
        matchpool_app::organizations::set_logo(&state, org, auth.user.id, picture, |key| state.media.url(key)).await?;
    Ok(axum::Json(organization_view(&org)))
}
