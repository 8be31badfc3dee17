//! Project updates (issue 16): the organization owning a project posts, edits and deletes them;
//! operators hide them; each new update is emailed once to every supporter (voter or settled
//! donor) who did not opt out, in their language, with a one-click unsubscribe link (RFC 8058).

mod unsubscribe;

use chrono::Utc;
use matchpool_domain::update::{Reader, UpdateScope, UpdateText, may_write};
use matchpool_domain::{FieldError, FieldErrors, MediaId, OrganizationId, UpdateId, UserId};
use matchpool_store::projects::Project;
use matchpool_store::updates::NewUpdate;
use matchpool_store::updates::Update;
use sea_orm::ConnectionTrait;

pub use unsubscribe::{LinkSigner, Unsubscribed, unsubscribe};

use crate::notify::{Notice, render};
use crate::{Actor, App, AppError, AppResult, Effects};

/// What a member sends: the checked text and an optional image (a media id).
pub struct Draft {
    pub text: UpdateText,
    pub media_id: Option<MediaId>,
}

fn not_found() -> AppError {
    AppError::not_found("update.not_found", "This update does not exist.")
}

fn not_owner() -> AppError {
    AppError::forbidden(
        "update.not_owner",
        "Only the organization that owns this project can post, edit or delete its updates. Please switch to the organization.",
    )
}

/// The organization the actor must act as to write on `project`, with a role that posts updates.
async fn writer(app: &App, actor: Actor, project: &Project) -> AppResult<OrganizationId> {
    let acting = match actor {
        Actor::Organization { organization, .. } => Some(organization),
        Actor::Person(_) => None,
    };
    let owner = project.identity_id;
    if !may_write(acting, owner) {
        return Err(not_owner());
    }
    let what = matchpool_domain::team::Permission::PostUpdates;
    crate::organizations::authorize(&app.db, owner, actor.person(), what, not_owner).await?;
    Ok(owner)
}

/// The image must be a public upload of the organization itself.
async fn check_media(db: &impl ConnectionTrait, media: Option<MediaId>, owner: OrganizationId) -> AppResult<()> {
    let Some(id) = media else { return Ok(()) };
    match matchpool_store::media::find(db, id).await? {
        Some(m) if m.identity_id == owner && !m.is_private() => Ok(()),
        _ => {
            let mut errors = FieldErrors::new();
            errors.add("media_id", FieldError::Invalid);
            Err(errors.into())
        }
    }
}

/// An update of `project` by id (the one it belongs to, else not found).
async fn of_project(app: &App, id: UpdateId) -> AppResult<(Update, Project)> {
    let update = matchpool_store::updates::find(&app.db, id).await?.ok_or_else(not_found)?;
    let project = matchpool_store::projects::find(&app.db, update.project_id).await?.ok_or_else(not_found)?;
    Ok((update, project))
}

/// A page of a project's updates as `reader` may see them, newest first, and the total.
pub async fn list(
    app: &App,
    project: &Project,
    reader: Reader,
    offset: u64,
    limit: u64,
) -> AppResult<(Vec<Update>, u64)> {
    let with_hidden = reader.sees(true);
    Ok(matchpool_store::updates::page(&app.db, project.id, with_hidden, offset, limit).await?)
}

/// The organization posts an update on its project; each supporter hears of it by email after
/// the commit.
#[tracing::instrument(name = "updates::post", skip_all, fields(project = %project.id))]
pub async fn post(app: &App, actor: Actor, project: &Project, draft: Draft) -> AppResult<Update> {
    let owner = writer(app, actor, project).await?;
    check_media(&app.db, draft.media_id, owner).await?;
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let new = NewUpdate {
        project_id: project.id,
        organization_id: owner,
        author_id: actor.person(),
        title: draft.text.title,
        body: draft.text.body,
        media_id: draft.media_id,
    };
    let update = matchpool_store::updates::insert(&txn, new, Utc::now()).await?;
    let recipients = matchpool_store::updates::recipients(&txn, project.id).await?;
    for person in &recipients {
        effects.queue(email(app, project, &update, person.id, &person.email, person.language.code()));
    }
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!(update = %update.id, recipients = recipients.len(), "project update posted");
    Ok(update)
}

/// The email of `update` to one supporter, with its unsubscribe link in the body and in the
/// `List-Unsubscribe` headers (one-click, RFC 8058).
fn email(
    app: &App,
    project: &Project,
    update: &Update,
    person: UserId,
    to: &str,
    language: &str,
) -> matchpool_providers::mail::Email {
    let base = &app.settings.public_url;
    let token = app.link_signer.sign(person, UpdateScope::Project(project.id));
    let link = format!("{base}/projects/{}", project.id);
    let page = format!("{base}/unsubscribe?token={token}");
    let notice = Notice::ProjectUpdate {
        project: &project.title,
        title: &update.title,
        body: &update.body,
        link: &link,
        unsubscribe: &page,
    };
    render(base, to, language, &notice)
        .with_header("List-Unsubscribe", format!("<{base}/api/unsubscribe?token={token}>"))
        .with_header("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
}

/// The organization edits one of its updates (nobody is emailed again).
#[tracing::instrument(name = "updates::edit", skip_all, fields(update = %id))]
pub async fn edit(app: &App, actor: Actor, id: UpdateId, draft: Draft) -> AppResult<Update> {
    let (update, project) = of_project(app, id).await?;
    let owner = writer(app, actor, &project).await?;
    check_media(&app.db, draft.media_id, owner).await?;
    let txn = matchpool_store::write_txn(&app.db).await?;
    let update =
        matchpool_store::updates::edit(&txn, update, draft.text.title, draft.text.body, draft.media_id, Utc::now())
            .await?;
    txn.commit().await?;
    Ok(update)
}

/// The organization deletes one of its updates for good.
#[tracing::instrument(name = "updates::delete", skip_all, fields(update = %id))]
pub async fn delete(app: &App, actor: Actor, id: UpdateId) -> AppResult<()> {
    let (update, project) = of_project(app, id).await?;
    writer(app, actor, &project).await?;
    matchpool_store::updates::delete(&app.db, update.id).await?;
    tracing::info!(project = %project.id, "project update deleted");
    Ok(())
}

/// An operator hides an update from the public (or shows it again). The caller checked that the
/// person is an operator.
#[tracing::instrument(name = "updates::hide", skip_all, fields(update = %id, hidden))]
pub async fn hide(app: &App, operator: UserId, id: UpdateId, hidden: bool) -> AppResult<Update> {
    let (update, _) = of_project(app, id).await?;
    let update = matchpool_store::updates::set_hidden(&app.db, update, hidden, Utc::now()).await?;
    tracing::info!(operator = %operator, "project update moderated");
    Ok(update)
}
