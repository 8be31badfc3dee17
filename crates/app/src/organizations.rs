//! Organizations: a person creates one and becomes its owner; its owners and admins edit it; an
//! owner closes it. [`authorize`] is the one check of what a member's role allows
//! (`domain::team`), and of what a closed organization no longer does.

use chrono::Utc;
use matchpool_domain::identity::Organization;
use matchpool_domain::team::{Membership, Permission};
use matchpool_domain::{MediaId, OrganizationId, UserId};
use matchpool_store::StoreError;
use matchpool_store::organizations::{NewOrganization, OrganizationChange};
use sea_orm::ConnectionTrait;

use crate::{App, AppError, AppResult};

/// Creates `new` with `owner` as its owner, in one transaction; a shortname already taken is
/// 409 `organization.shortname_taken`.
pub async fn create(app: &App, new: NewOrganization, owner: UserId) -> AppResult<Organization> {
    let created = matchpool_store::organizations::create(&app.db, new, owner, Utc::now()).await;
    match created {
        Ok(org) => {
            tracing::info!(organization = %org.id, owner = %owner, "organization created");
            Ok(org)
        }
        Err(StoreError::Duplicate(_)) => Err(AppError::conflict(
            "organization.shortname_taken",
            "This shortname is already used by another organization.",
        )),
        Err(err) => Err(err.into()),
    }
}

/// The person's membership of `org` when their role allows `what`; anyone else is refused with
/// `refused` (403). When `what` writes and the organization is closed, 409
/// `organization.closed`. Every use case acting for an organization starts here.
pub async fn authorize(
    db: &impl ConnectionTrait,
    org: OrganizationId,
    person: UserId,
    what: Permission,
    refused: fn() -> AppError,
) -> AppResult<Membership> {
    let member = match matchpool_store::members::find(db, org, person).await? {
        Some(member) if member.role.may(what) => member,
        _ => return Err(refused()),
    };
    if what.writes() && matchpool_store::organizations::find(db, org).await?.is_some_and(|o| o.closed_at.is_some()) {
        return Err(closed());
    }
    Ok(member)
}

/// 409 `organization.closed`: what a closed organization no longer does (a new project, an edit,
/// an invitation, a vote or a donation for its projects).
pub fn closed() -> AppError {
    AppError::conflict(
        "organization.closed",
        "This organization has closed: its projects and donations stay readable, but nothing new can be made for it.",
    )
}

fn owner_required() -> AppError {
    AppError::forbidden("organization.owner_required", "Only an owner of the organization can close it.")
}

/// An owner closes `org` for good, in one transaction: the organization records when and by
/// whom, and its pending invitations stop working. Its projects, donations, votes and results
/// are untouched. Anyone but an owner is 403 `organization.owner_required`; a closed one is 409
/// `organization.closed`.
pub async fn close(app: &App, org: Organization, person: UserId) -> AppResult<Organization> {
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::members::lock(&txn, org.id).await?;
    authorize(&txn, org.id, person, Permission::Close, owner_required).await?;
    if !matchpool_store::organizations::close(&txn, org.id, person, Utc::now()).await? {
        return Err(closed());
    }
    let org = matchpool_store::organizations::find(&txn, org.id).await?.ok_or_else(closed)?;
    txn.commit().await?;
    tracing::info!(organization = %org.id, %person, "organization closed");
    Ok(org)
}

fn not_owner() -> AppError {
    AppError::forbidden("organization.not_owner", "Only the organization's owners and admins can edit it.")
}

/// An owner or admin of `org` edits it; anyone else is 403 `organization.not_owner`.
pub async fn update(
    app: &App,
    org: Organization,
    person: UserId,
    change: OrganizationChange,
) -> AppResult<Organization> {
    authorize(&app.db, org.id, person, Permission::EditProfile, not_owner).await?;
    let org = matchpool_store::organizations::update(&app.db, org, change, Utc::now()).await?;
    tracing::info!(organization = %org.id, %person, "organization edited");
    Ok(org)
}

/// An owner or admin of `org` sets its logo to `picture`, a public picture they uploaded or that
/// was uploaded for the organization, shown by its small resized copy (whose address `url_of`
/// gives from its storage key); `None` removes the logo. Anyone else is 403
/// `organization.not_owner`; another picture is 422 on `media_id`.
pub async fn set_logo(
    app: &App,
    org: Organization,
    person: UserId,
    picture: Option<MediaId>,
    url_of: impl FnOnce(&str) -> String,
) -> AppResult<Organization> {
    authorize(&app.db, org.id, person, Permission::EditProfile, not_owner).await?;
    let logo = match picture {
        None => None,
        Some(id) => {
            let invalid = || AppError::field("media_id", matchpool_domain::FieldError::Invalid);
            let media = matchpool_store::media::find(&app.db, id).await?.ok_or_else(invalid)?;
            let theirs = media.user_id == person || media.identity_id == org.id;
            if !theirs || !media.is_public_picture() {
                return Err(invalid());
            }
            Some((media.id, url_of(media.small_copy_key())))
        }
    };
    let org = matchpool_store::organizations::set_logo(&app.db, org, logo, Utc::now()).await?;
    tracing::info!(organization = %org.id, %person, logo = ?org.logo_id, "organization logo set");
    Ok(org)
}

/// An organization's language, for what it is sent: its creator's (English when the creator is gone).
pub(crate) async fn language_of(db: &impl ConnectionTrait, org: &Organization) -> AppResult<String> {
    Ok(matchpool_store::users::find(db, org.created_by)
        .await?
        .map_or_else(|| "en".to_owned(), |u| u.language.code().to_owned()))
}
