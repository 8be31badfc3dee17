//! A project's application review as its organization sees it, and its resubmission after the
//! operators asked for changes.

use axum::extract::{Path, State};
use matchpool_domain::ReviewAction;
use matchpool_store::projects::Project;

use super::access::{require_member, visible};
use crate::error::ApiResult;
use crate::extract::Auth;
use crate::state::AppState;
use crate::views::review::{ReviewNote, review_note};

async fn note(state: &AppState, project: &Project) -> ApiResult<ReviewNote> {
    let round = matchpool_store::rounds::find(&state.db, project.round_id).await?;
    let latest = matchpool_store::reviews::latest_of(&state.db, &[project.id]).await?;
    Ok(review_note(project, round.as_ref(), latest.get(&project.id)))
}

/// Where the project stands in review and the latest message (members of its organization, and
/// operators).
#[utoipa::path(get, path = "/projects/{id}/review", tag = "projects", params(("id" = uuid::Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = ReviewNote), (status = 403, description = "`project.not_owner`", body = crate::error::ErrorBody),
        (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody)))]
pub async fn get_review(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<ReviewNote>> {
    let project = visible(&state, Some(&auth), &id).await?;
    if !auth.user.is_operator {
        require_member(&state, &auth, &project).await?;
    }
    Ok(axum::Json(note(&state, &project).await?))
}

/// Resubmit the project for review after making the changes asked for (members of its
/// organization; only when changes were requested).
#[utoipa::path(post, path = "/projects/{id}/resubmit", tag = "projects", params(("id" = uuid::Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = ReviewNote), (status = 403, description = "`project.not_owner`", body = crate::error::ErrorBody),
        (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`review.not_changes_requested`", body = crate::error::ErrorBody)))]
pub async fn resubmit(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<ReviewNote>> {
    let project = visible(&state, Some(&auth), &id).await?;
    require_member(&state, &auth, &project).await?;
    let id = project.id;
    let project = matchpool_app::review::act(&state, auth.user.id, id, ReviewAction::Resubmit, None).await?;
    Ok(axum::Json(note(&state, &project).await?))
}
