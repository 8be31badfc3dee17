//! Organizations: a person creates one and becomes its owner; its owners and admins edit it.
//! [`authorize`] is the one check of what a member's role allows (`domain::team`).

use chrono::Utc;
use matchpool_domain::identity::Organization;
use matchpool_domain::team::{Membership, Permission};
use matchpool_store::organizations::{NewOrganization, OrganizationChange};
use matchpool_store::{StoreError, Unique};
use sea_orm::ConnectionTrait;

use crate::{App, AppError, AppResult};

/// Creates `new` with `owner` as its owner, in one transaction; a shortname already taken is
/// 409 `organization.shortname_taken`.
pub async fn create(app: &App, new: NewOrganization, owner: uuid::Uuid) -> AppResult<Organization> {
    let created = matchpool_store::organizations::create(&app.db, new, owner, Utc::now()).await;
    match created.map_err(|err| StoreError::classify(err, &[("shortname", Unique::Other)])) {
        Ok(org) => {
            tracing::info!(organization = %org.id, owner = %owner, "organization created");
            Ok(org)
        }
        Err(StoreError::Duplicate(_)) => Err(AppError::conflict(
            "organization.shortname_taken",
            "This shortname is already used by another organization.",
        )),
        Err(StoreError::Db(err)) => Err(err.into()),
    }
}

/// The person's membership of `org` when their role allows `what`; anyone else is refused with
/// `refused` (403). Every use case acting for an organization starts here.
pub async fn authorize(
    db: &impl ConnectionTrait,
    org: uuid::Uuid,
    person: uuid::Uuid,
    what: Permission,
    refused: fn() -> AppError,
) -> AppResult<Membership> {
    match matchpool_store::members::find(db, org, person).await? {
        Some(member) if member.role.may(what) => Ok(member),
        _ => Err(refused()),
    }
}

fn not_owner() -> AppError {
    AppError::forbidden("organization.not_owner", "Only the organization's owners and admins can edit it.")
}

/// An owner or admin of `org` edits it; anyone else is 403 `organization.not_owner`.
pub async fn update(
    app: &App,
    org: Organization,
    person: uuid::Uuid,
    change: OrganizationChange,
) -> AppResult<Organization> {
    authorize(&app.db, org.id, person, Permission::EditProfile, not_owner).await?;
    let org = matchpool_store::organizations::update(&app.db, org, change, Utc::now()).await?;
    tracing::info!(organization = %org.id, %person, "organization edited");
    Ok(org)
}
