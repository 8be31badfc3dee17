//! Lookups several route areas share (a project as the caller may see it, a round by id) and the
//! download answer, so that route modules never import each other.

use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use matchpool_domain::round::Round;
use matchpool_domain::{ProjectId, RoundId};
use matchpool_store::projects::Project;
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::Auth;
use crate::state::AppState;

/// Whether the signed-in person belongs to the organization owning the project.
pub async fn is_member(state: &AppState, auth: Option<&Auth>, project: &Project) -> ApiResult<bool> {
    match auth {
        None => Ok(false),
        Some(auth) => {
            Ok(matchpool_store::organizations::role_of(&state.db, project.identity_id, auth.user.id).await?.is_some())
        }
    }
}

/// A project by id as the caller may see it: drafts and projects in review exist only for their
/// organization's members; operators also see those in review.
pub async fn visible_project(state: &AppState, auth: Option<&Auth>, id: &str) -> ApiResult<Project> {
    let not_found = || ApiError::not_found("project.not_found", "Project not found.");
    let id = Uuid::parse_str(id).map(ProjectId::from).map_err(|_| not_found())?;
    let project = matchpool_store::projects::find(&state.db, id).await?.ok_or_else(not_found)?;
    let status = project.status;
    if status.is_private()
        && !(status.in_review() && auth.is_some_and(|a| a.user.is_operator))
        && !is_member(state, auth, &project).await?
    {
        return Err(not_found());
    }
    Ok(project)
}

/// A round by the id in a path; a malformed id is not found either.
pub async fn find_round(state: &AppState, id: &str) -> ApiResult<Round> {
    let not_found = || ApiError::not_found("round.not_found", "Round not found.");
    let id = Uuid::parse_str(id).map(RoundId::from).map_err(|_| not_found())?;
    matchpool_store::rounds::find(&state.db, id).await?.ok_or_else(not_found)
}

/// A file download: its type, its name, its bytes.
pub fn attachment(content_type: &'static str, file_name: &str, bytes: Vec<u8>) -> Response {
    let disposition = format!("attachment; filename=\"{file_name}\"");
    ([(CONTENT_TYPE, content_type.to_owned()), (CONTENT_DISPOSITION, disposition)], bytes).into_response()
}
