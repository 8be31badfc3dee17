//! Who may do what with a project.

use chrono::Utc;
use matchpool_domain::round::Round;
use matchpool_store::projects::Project;

use crate::error::{ApiError, ApiResult};
use crate::extract::Auth;
use crate::state::AppState;
use crate::views::round::schedule;

pub use crate::lookup::{is_member, visible_project as visible};

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
