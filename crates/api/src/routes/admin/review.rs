//! The operators' application review: the queue, and the three decisions on a submitted project.

use std::collections::HashMap;

use axum::extract::State;
use matchpool_domain::{ProjectId, ProjectStatus, ReviewAction};
use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Id, Operator, QueryMap};
use crate::state::AppState;
use crate::views::review::{ReviewItem, review_item};

#[derive(Serialize, utoipa::ToSchema)]
pub struct ReviewQueue {
    pub results: Vec<ReviewItem>,
}

/// The changes an operator asks for before approving.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct ChangesRequest {
    /// Required; emailed to the organization and shown on its project page.
    message: Option<String>,
}

/// Why an operator rejects a project.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct Rejection {
    /// Required; emailed to the organization and shown on its project page.
    reason: Option<String>,
}

/// Projects in review (`status=submitted` by default, or `changes_requested` / `rejected`),
/// the longest waiting first.
#[utoipa::path(get, path = "/admin/reviews", tag = "admin", params(("status" = Option<String>, Query)), security(("bearer" = [])),
    responses((status = 200, body = ReviewQueue), (status = 403, description = "`auth.operator_required`", body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn review_queue(
    State(state): State<AppState>,
    _: Operator,
    query: QueryMap,
) -> ApiResult<axum::Json<ReviewQueue>> {
    let status = ProjectStatus::review_queue(query.filter("status")).map_err(|e| ApiError::field("status", e))?;
    let projects = matchpool_store::reviews::queue(&state.db, status, 200).await?;
    let ids: Vec<_> = projects.iter().map(|p| p.id).collect();
    let organizations =
        crate::views::identity::identity_names(&state.db, projects.iter().map(|p| p.identity_id.into()).collect())
            .await?;
    let rounds: HashMap<_, _> =
        matchpool_store::rounds::find_many(&state.db, projects.iter().map(|p| p.round_id).collect())
            .await?
            .into_iter()
            .map(|r| (r.id, r))
            .collect();
    let latest = matchpool_store::reviews::latest_of(&state.db, &ids).await?;
    let results = projects.iter().map(|p| review_item(p, &organizations, &rounds, &latest)).collect();
    Ok(axum::Json(ReviewQueue { results }))
}

async fn decide(
    state: &AppState,
    operator: &Operator,
    id: ProjectId,
    action: ReviewAction,
    message: Option<String>,
) -> ApiResult<axum::Json<ReviewItem>> {
    let project = matchpool_app::review::act(state, operator.0.user.id, id, action, message).await?;
    let organizations = crate::views::identity::identity_names(&state.db, vec![project.identity_id.into()]).await?;
    let rounds =
        matchpool_store::rounds::find(&state.db, project.round_id).await?.map(|r| (r.id, r)).into_iter().collect();
    let latest = matchpool_store::reviews::latest_of(&state.db, &[project.id]).await?;
    Ok(axum::Json(review_item(&project, &organizations, &rounds, &latest)))
}

/// Approve a submitted project: it becomes public (votes, donations, matching).
#[utoipa::path(post, path = "/admin/projects/{id}/approve", tag = "admin", params(("id" = uuid::Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = ReviewItem), (status = 403, description = "`auth.operator_required`", body = crate::error::ErrorBody),
        (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`review.not_submitted`", body = crate::error::ErrorBody)))]
pub async fn approve_project(
    State(state): State<AppState>,
    operator: Operator,
    Id(id): Id<ProjectId>,
) -> ApiResult<axum::Json<ReviewItem>> {
    decide(&state, &operator, id, ReviewAction::Approve, None).await
}

/// Send a submitted project back to its organization, saying what to change.
#[utoipa::path(post, path = "/admin/projects/{id}/request-changes", tag = "admin", params(("id" = uuid::Uuid, Path)),
    request_body = ChangesRequest, security(("bearer" = [])),
    responses((status = 200, body = ReviewItem), (status = 403, description = "`auth.operator_required`", body = crate::error::ErrorBody),
        (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`review.not_submitted`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` (`message` required)", body = crate::error::ErrorBody)))]
pub async fn request_changes(
    State(state): State<AppState>,
    operator: Operator,
    Id(id): Id<ProjectId>,
    ApiJson(body): ApiJson<ChangesRequest>,
) -> ApiResult<axum::Json<ReviewItem>> {
    let action = ReviewAction::RequestChanges;
    let message = matchpool_app::review::message(action, "message", body.message.as_deref())?;
    decide(&state, &operator, id, action, message).await
}

/// Reject a project in review, with a reason.
#[utoipa::path(post, path = "/admin/projects/{id}/reject", tag = "admin", params(("id" = uuid::Uuid, Path)),
    request_body = Rejection, security(("bearer" = [])),
    responses((status = 200, body = ReviewItem), (status = 403, description = "`auth.operator_required`", body = crate::error::ErrorBody),
        (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`review.not_submitted`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` (`reason` required)", body = crate::error::ErrorBody)))]
pub async fn reject_project(
    State(state): State<AppState>,
    operator: Operator,
    Id(id): Id<ProjectId>,
    ApiJson(body): ApiJson<Rejection>,
) -> ApiResult<axum::Json<ReviewItem>> {
    let action = ReviewAction::Reject;
    let reason = matchpool_app::review::message(action, "reason", body.reason.as_deref())?;
    decide(&state, &operator, id, action, reason).await
}
