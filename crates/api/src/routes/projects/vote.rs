use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use matchpool_domain::VotingStatus;
use serde::Serialize;
use uuid::Uuid;

use super::access::visible;
use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, Auth};
use crate::state::AppState;
use crate::views::round::schedule;

#[derive(Serialize, utoipa::ToSchema)]
pub struct VoteView {
    pub id: Uuid,
    pub user_id: Uuid,
    pub project_id: Uuid,
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
    Path(id): Path<String>,
) -> ApiResult<(StatusCode, axum::Json<VoteCreated>)> {
    if !matches!(auth.acting, Acting::Person) {
        return Err(ApiError::forbidden(
            "vote.organization_identity",
            "Please switch to your personal account to vote",
        ));
    }
    let project = visible(&state, Some(&auth), &id).await?;
    if project.status != "ACTIVE" {
        return Err(ApiError::not_found("project.not_found", "Project not found."));
    }
    let round = matchpool_store::rounds::find(&state.db, project.round_id)
        .await?
        .ok_or_else(|| ApiError::not_found("project.not_found", "Project not found."))?;
    let now = Utc::now();
    match schedule(&round).voting_status(now) {
        VotingStatus::Before => {
            return Err(ApiError::conflict("vote.not_started", "Voting for this project has not started yet."));
        }
        VotingStatus::After => return Err(ApiError::conflict("vote.ended", "Voting for this project has ended.")),
        VotingStatus::During => {}
    }
    let vote = match matchpool_store::votes::insert(&state.db, auth.user.id, project.id, round.id, now).await {
        Ok(vote) => vote,
        Err(err) if matchpool_store::is_unique_violation(&err) => {
            return Err(ApiError::conflict("vote.already_voted", "You have already voted for this project."));
        }
        Err(err) => return Err(err.into()),
    };
    matchpool_store::impact::for_vote(&state.db, auth.user.id, project.id, now).await?;
    crate::routes::referrals::evaluate_person_id(&state, auth.user.id).await?;
    // The round's live estimates take the vote at once.
    match matchpool_store::impact::impact_points(&state.db, auth.user.id, now).await {
        Ok(points) => {
            let verified = auth.user.kyc_status == "verified";
            let points = u64::try_from(points).unwrap_or(0);
            state.matching.record_vote(round.id, auth.user.id, verified, points, project.id);
        }
        Err(_) => state.matching.round_changed(round.id),
    }
    tracing::info!(project = %project.id, user = %auth.user.id, "vote recorded");
    let view =
        VoteView { id: vote.id, user_id: vote.user_id, project_id: vote.project_id, created_at: vote.created_at };
    Ok((StatusCode::CREATED, axum::Json(VoteCreated { vote: view })))
}
