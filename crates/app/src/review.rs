//! Application review (DESIGN §2): in a round that needs approval a published project is
//! `submitted` until an operator approves it (it becomes public), asks for changes (with a
//! message; the organization edits and resubmits) or rejects it (with a reason). Each step is one
//! transaction that moves the status only from the state it was read in, and logs the step; the
//! organization is emailed after the commit, in its language.

use chrono::Utc;
use matchpool_domain::free_text::{Lines, Text};
use matchpool_domain::{FieldErrors, ProjectId, ProjectStatus, ReviewAction, UserId};
use matchpool_store::projects::Project;

use crate::notify::Notice;
use crate::organizations::language_of;
use crate::{App, AppError, AppResult, Effects};

/// The longest message or reason an operator writes.
pub const MESSAGE_MAX: usize = 2000;

fn not_found() -> AppError {
    AppError::not_found("project.not_found", "Project not found.")
}

fn wrong_state(action: ReviewAction) -> AppError {
    match action {
        ReviewAction::Resubmit => AppError::conflict(
            "review.not_changes_requested",
            "This project can be resubmitted only after changes were requested.",
        ),
        _ => AppError::conflict("review.not_submitted", "This project is not waiting for a review decision."),
    }
}

/// The message an action needs, checked (`field` names it in the error): required and at most
/// [`MESSAGE_MAX`] characters for a request for changes or a rejection, none otherwise.
pub fn message(action: ReviewAction, field: &str, raw: Option<&str>) -> AppResult<Option<String>> {
    if !action.needs_message() {
        return Ok(None);
    }
    let mut errors = FieldErrors::new();
    let message = errors.check(field, Text::parse(raw, MESSAGE_MAX, Lines::Many).map(Text::into_inner));
    errors.into_result()?;
    Ok(message)
}

/// Takes `action` on a project: `actor` is the operator deciding, or the member resubmitting
/// (the caller checked who may). Answers the project as it now is.
pub async fn act(
    app: &App,
    actor: UserId,
    id: ProjectId,
    action: ReviewAction,
    message: Option<String>,
) -> AppResult<Project> {
    let project = matchpool_store::projects::find(&app.db, id).await?.ok_or_else(not_found)?;
    let from = project.status;
    let to = from.after_review(action).ok_or_else(|| wrong_state(action))?;
    let now = Utc::now();
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    if !matchpool_store::reviews::move_status(&txn, project.id, from, to, now).await? {
        return Err(wrong_state(action));
    }
    matchpool_store::reviews::record(&txn, project.id, action, message.clone(), actor, now).await?;
    notify(app, &txn, &mut effects, &project, action, message.as_deref().unwrap_or_default()).await?;
    let project = matchpool_store::projects::find(&txn, project.id).await?.ok_or_else(not_found)?;
    txn.commit().await?;
    if to == ProjectStatus::Active || from == ProjectStatus::Active {
        app.matching.round_changed(project.round_id);
    }
    effects.run(app).await;
    tracing::info!(project = %project.id, by = %actor, action = action.as_str(), status = to.as_str(), "project reviewed");
    Ok(project)
}

/// Queues the organization's email about a step of the review: an operator's decision, or the
/// organization's own resubmission.
async fn notify(
    app: &App,
    db: &impl sea_orm::ConnectionTrait,
    effects: &mut Effects,
    project: &Project,
    action: ReviewAction,
    message: &str,
) -> AppResult<()> {
    let Some(org) = matchpool_store::organizations::find(db, project.identity_id).await? else { return Ok(()) };
    let language = language_of(db, &org).await?;
    let title = project.title.as_str();
    let link = project_link(app, project);
    let notice = match action {
        ReviewAction::Approve => Notice::ProjectApproved { project: title, link: &link },
        ReviewAction::RequestChanges => Notice::ProjectChangesRequested { project: title, message, link: &link },
        ReviewAction::Reject => Notice::ProjectRejected { project: title, reason: message },
        ReviewAction::Resubmit => Notice::ProjectSubmitted { project: title, link: &link },
    };
    effects.email(app, &org.email, &language, notice);
    Ok(())
}

fn project_link(app: &App, project: &Project) -> String {
    format!("{}/projects/{}", app.settings.public_url.trim_end_matches('/'), project.id)
}

/// Queues the organization's "submitted for review" email when a save moved its project into
/// review (its first publication into a round that needs approval).
pub(crate) async fn notify_submitted(
    app: &App,
    db: &impl sea_orm::ConnectionTrait,
    effects: &mut Effects,
    organization: &matchpool_domain::identity::Organization,
    project: &Project,
) -> AppResult<()> {
    let language = language_of(db, organization).await?;
    let link = project_link(app, project);
    effects.email(
        app,
        &organization.email,
        &language,
        Notice::ProjectSubmitted { project: &project.title, link: &link },
    );
    Ok(())
}
