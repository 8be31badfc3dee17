//! The project and round an action is about, as the rules need them.

use chrono::{DateTime, SubsecRound, Utc};
use matchpool_domain::identity::Organization;
use matchpool_domain::round::Round;
use matchpool_domain::{OrganizationId, ProjectStatus, UserId};
use matchpool_store::projects::Project;
use matchpool_store::projects::{CreateRequest, ProjectFields};
use matchpool_store::{StoreError, Unique};
use sha2::{Digest, Sha256};

use crate::{App, AppError, AppResult, Effects};

pub(crate) fn not_found() -> AppError {
    AppError::not_found("project.not_found", "Project not found.")
}

fn not_owner() -> AppError {
    AppError::forbidden("project.not_owner", "Only the organization that owns this project can change it.")
}

/// Refuses a person whose role in `organization` does not let them work on its projects.
async fn check_member(app: &App, organization: OrganizationId, person: UserId) -> AppResult<()> {
    let what = matchpool_domain::team::Permission::ManageProjects;
    crate::organizations::authorize(&app.db, organization, person, what, not_owner).await.map(drop)
}

/// The idempotency record of a create request: its key and the fingerprint of its body.
pub fn create_request(key: String, body: &[u8]) -> CreateRequest {
    CreateRequest { key, hash: hex::encode(Sha256::digest(body)) }
}

/// `person` creates an organization's project in `round` (a member of it; the caller checked the
/// organization's KYB and the round). With an
/// idempotency key, a retry (or a second click racing the first) gets the project the key made;
/// the same key with another body is 422 `idempotency.key_reused`.
pub async fn create(
    app: &App,
    person: UserId,
    organization: &Organization,
    round: &Round,
    mut fields: ProjectFields,
    request: Option<CreateRequest>,
) -> AppResult<Project> {
    check_member(app, organization.id, person).await?;
    if let Some(made) = made_by(app, organization, request.as_ref()).await? {
        return Ok(made);
    }
    fields.status = status_on_save(None, fields.status, round);
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let inserted = matchpool_store::projects::insert(
        &txn,
        round.id,
        organization.id,
        &organization.name,
        fields,
        request.clone(),
        stamp(),
    )
    .await;
    match inserted {
        Ok(project) => {
            if project.status == ProjectStatus::Submitted {
                crate::review::notify_submitted(app, &txn, &mut effects, organization, &project).await?;
            }
            txn.commit().await?;
            effects.run(app).await;
            tracing::info!(project = %project.id, organization = %organization.id, round = round.number, "project created");
            Ok(project)
        }
        Err(StoreError::Duplicate(Unique::IdempotencyKey)) => {
            drop(txn);
            made_by(app, organization, request.as_ref())
                .await?
                .ok_or_else(|| AppError::Internal(anyhow::anyhow!("the project of a duplicate key is gone")))
        }
        Err(other) => Err(other.into()),
    }
}

/// The project an earlier request with the same key made, if that request was the same.
async fn made_by(
    app: &App,
    organization: &Organization,
    request: Option<&CreateRequest>,
) -> AppResult<Option<Project>> {
    let Some(request) = request else {
        return Ok(None);
    };
    let Some(made) = matchpool_store::projects::find_by_key(&app.db, organization.id, &request.key).await? else {
        return Ok(None);
    };
    if made.request_hash.as_deref() != Some(request.hash.as_str()) {
        return Err(AppError::unprocessable(
            "idempotency.key_reused",
            "This Idempotency-Key was already used for another project. Use a new key for a new project.",
        ));
    }
    Ok(Some(made))
}

/// The status to store: publishing into a round that needs approval submits the project for
/// review, and a project in review keeps its state while edited (the domain's rule).
fn status_on_save(current: Option<ProjectStatus>, requested: ProjectStatus, round: &Round) -> ProjectStatus {
    ProjectStatus::after_save(current, requested, round.projects_need_approval)
}

fn wallet_immutable() -> AppError {
    AppError::unprocessable("project.wallet_immutable", "The wallet address cannot be changed once it is set.")
}

/// 409 `project.edit_conflict`: the edit was made from a copy that is no longer the stored one.
fn edit_conflict() -> AppError {
    AppError::conflict(
        "project.edit_conflict",
        "This project was changed elsewhere (on another device or by another member) after your copy was loaded. Choose which version to keep.",
    )
}

/// The time a write stamps, to the microsecond both databases keep, so the `updated_at` a
/// client reads back is exactly the stored one it may later send as the base of an edit.
fn stamp() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(6)
}

/// Saves a member's edit of `project` in `round` (the caller checked that the round takes
/// submissions): the wallet address cannot change once set, the status follows the review
/// rule, and a save that puts the project into review tells the organization. With `base` (the
/// `updated_at` of the copy the edit was made from) the save happens only if nobody saved since,
/// else 409 `project.edit_conflict` and nothing changes. One transaction writes the row and its
/// search index.
pub async fn update(
    app: &App,
    person: UserId,
    project: Project,
    round: &Round,
    mut fields: ProjectFields,
    base: Option<DateTime<Utc>>,
) -> AppResult<Project> {
    check_member(app, project.identity_id, person).await?;
    if base.is_some_and(|base| base != project.updated_at) {
        return Err(edit_conflict());
    }
    if project.wallet_address.is_some() && fields.wallet_address != project.wallet_address {
        return Err(wallet_immutable());
    }
    let from = project.status;
    fields.status = status_on_save(Some(from), fields.status, round);
    let organization =
        matchpool_store::organizations::find(&app.db, project.identity_id).await?.ok_or_else(not_found)?;
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let project = match base {
        None => matchpool_store::projects::update(&txn, project, &organization.name, fields, stamp()).await?,
        Some(base) => {
            let id = project.id;
            matchpool_store::projects::update_if_unchanged(&txn, id, &organization.name, fields, base, stamp())
                .await?
                .ok_or_else(edit_conflict)?
        }
    };
    let to = project.status;
    if to == ProjectStatus::Submitted && from != ProjectStatus::Submitted {
        crate::review::notify_submitted(app, &txn, &mut effects, &organization, &project).await?;
    }
    txn.commit().await?;
    if (from == ProjectStatus::Active) != (to == ProjectStatus::Active) {
        app.matching.round_changed(project.round_id);
    }
    effects.run(app).await;
    Ok(project)
}

/// A member deletes a project for good (the caller checked that the round takes submissions):
/// the row and its search index in one transaction.
pub async fn delete(app: &App, person: UserId, project: &Project) -> AppResult<()> {
    check_member(app, project.identity_id, person).await?;
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::projects::delete(&txn, project.id).await?;
    txn.commit().await?;
    if project.status == ProjectStatus::Active {
        app.matching.round_changed(project.round_id);
    }
    Ok(())
}
