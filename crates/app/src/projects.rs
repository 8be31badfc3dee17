//! The project and round an action is about, as the rules need them.

use matchpool_domain::ProjectId;
use matchpool_store::entities::{project::Model as Project, round::Model as Round};

use crate::{App, AppError, AppResult};

fn not_found() -> AppError {
    AppError::not_found("project.not_found", "Project not found.")
}

/// A public project (people vote for and donate to these only) and its round.
pub async fn public_with_round(app: &App, id: ProjectId) -> AppResult<(Project, Round)> {
    let project = matchpool_store::projects::find(&app.db, id.uuid()).await?.ok_or_else(not_found)?;
    if !project.status().is_public() {
        return Err(not_found());
    }
    let round = matchpool_store::rounds::find(&app.db, project.round_id).await?.ok_or_else(not_found)?;
    Ok((project, round))
}
