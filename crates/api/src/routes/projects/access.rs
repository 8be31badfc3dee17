//! Who may do what with a project.

use chrono::Utc;
use matchpool_store::entities::{project::Model as Project, round::Model as Round};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::Auth;
use crate::state::AppState;
use crate::views::round::schedule;

/// Whether the signed-in person belongs to the organization owning the project.
pub async fn is_member(state: &AppState, auth: Option<&Auth>, project: &Project) -> ApiResult<bool> {
    match auth {
        None => Ok(false),
        Some(auth) => {
            Ok(matchpool_store::organizations::role_of(&state.db, project.identity_id, auth.user.id).await?.is_some())
        }
    }
}

/// A project by id as the caller may see it: drafts exist only for their organization's members.
pub async fn visible(state: &AppState, auth: Option<&Auth>, id: &str) -> ApiResult<Project> {
    let not_found = || ApiError::not_found("project.not_found", "Project not found.");
    let id = Uuid::parse_str(id).map_err(|_| not_found())?;
    let project = matchpool_store::projects::find(&state.db, id).await?.ok_or_else(not_found)?;
    if project.status == "DRAFT" && !is_member(state, auth, &project).await? {
        return Err(not_found());
    }
    Ok(project)
}

pub fn submission_closed() -> ApiError {
    ApiError::conflict(
        "round.submission_closed",
        "The project submission period has ended. Please submit your proposal in the next round.",
    )
}

/// The project's round, if its submission window is open now.
pub async fn open_round_of(state: &AppState, project: &Project) -> ApiResult<Round> {
    let round = matchpool_store::rounds::find(&state.db, project.round_id).await?.ok_or_else(submission_closed)?;
    if schedule(&round).submission_open(Utc::now()) { Ok(round) } else { Err(submission_closed()) }
}

/// The round new projects join: the most recently opened one whose submission window is open.
pub async fn round_for_new_project(state: &AppState) -> ApiResult<Round> {
    let now = Utc::now();
    matchpool_store::rounds::all(&state.db)
        .await?
        .into_iter()
        .filter(|r| schedule(r).submission_open(now))
        .max_by_key(|r| r.submission_start_at)
        .ok_or_else(submission_closed)
}

/// Only members of the owning organization edit or delete.
pub async fn require_member(state: &AppState, auth: &Auth, project: &Project) -> ApiResult<()> {
    if is_member(state, Some(auth), project).await? {
        Ok(())
    } else {
        Err(ApiError::forbidden("project.not_owner", "Only the organization that owns this project can change it."))
    }
}
