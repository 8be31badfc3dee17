//! What a vote or a donation is for: a public project, of an organization that has not closed,
//! and its round (whose dates say whether voting is open).

use matchpool_domain::ProjectId;
use matchpool_domain::round::Round;
use matchpool_store::projects::Project;

use crate::projects::not_found;
use crate::{App, AppResult};

/// A public project (people vote for and donate to these only) and its round; a project of a
/// closed organization takes no new vote or donation (409 `organization.closed`).
pub async fn public_with_round(app: &App, id: ProjectId) -> AppResult<(Project, Round)> {
    let (project, round, closed) = public_with_round_and_closing(app, id).await?;
    if closed {
        return Err(crate::organizations::closed());
    }
    Ok((project, round))
}

/// A public project, its round, and whether its organization has closed: for what was paid before
/// the closing (an ADA transaction the server built while it was open), which is still recorded.
pub(crate) async fn public_with_round_and_closing(app: &App, id: ProjectId) -> AppResult<(Project, Round, bool)> {
    let (project, round, closed) = matchpool_store::supported::find(&app.db, id).await?.ok_or_else(not_found)?;
    if !project.status.is_public() {
        return Err(not_found());
    }
    Ok((project, round.ok_or_else(not_found)?, closed))
}
