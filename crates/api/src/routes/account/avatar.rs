use axum::extract::State;
use matchpool_domain::FieldError;
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;
use crate::views::me::{Me, me_view};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SetAvatarRequest {
    /// An image the person uploaded as themselves (`POST /media`); `null` removes the avatar.
    media_id: Option<String>,
}

/// Set the person's avatar to one of their own uploads, or remove it.
#[utoipa::path(put, path = "/me/avatar", tag = "identities", request_body = SetAvatarRequest, security(("bearer" = [])),
    responses((status = 200, body = Me), (status = 401, body = crate::error::ErrorBody),
        (status = 422, description = "`validation`: `media_id` is not an upload of this person", body = crate::error::ErrorBody)))]
pub async fn set_avatar(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<SetAvatarRequest>,
) -> ApiResult<axum::Json<Me>> {
    let picture = match body.media_id.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(id) => Some(id.parse().map_err(|_| ApiError::field("media_id", FieldError::Invalid))?),
    };
    let user = matchpool_app::accounts::set_avatar(&state, auth.user, picture, |key| state.media.url(key)).await?;
    let points = matchpool_store::impact::total(&state.db, user.id).await?;
    Ok(axum::Json(me_view(&user, points)))
}
