use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use matchpool_domain::{ProjectId, UserId, VoteId};
use serde::Serialize;

use crate::error::ApiResult;
use crate::extract::{Auth, Id};
use crate::state::AppState;

#[derive(Serialize, utoipa::ToSchema)]
pub struct VoteView {
    #[schema(value_type = Uuid)]
    pub id: VoteId,
    #[schema(value_type = Uuid)]
    pub user_id: UserId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VoteCreated {
    pub vote: VoteView,
}

/// Vote for a project: free, persons only, once, inside the round's voting window.
#[utoipa::path(post, path = "/projects/{id}/votes", tag = "votes", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 201, body = VoteCreated),
        (status = 403, description = "`vote.organization_identity`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`vote.already_voted`, `vote.not_started`, `vote.ended`", body = crate::error::ErrorBody)))]
pub async fn vote(
    State(state): State<AppState>,
    auth: Auth,
    Id(project): Id<ProjectId>,
) -> ApiResult<(StatusCode, axum::Json<VoteCreated>)> {
    let vote = matchpool_app::votes::cast(&state, auth.actor(), &auth.user, project).await?;
    let view = VoteView { id: vote.id, user_id: vote.voter, project_id: vote.project, created_at: vote.created_at };
    Ok((StatusCode::CREATED, axum::Json(VoteCreated { vote: view })))
}
