//! Organizations: a person creates one and becomes its owner; its owners edit it.

use chrono::Utc;
use matchpool_domain::identity::Organization;
use matchpool_domain::identity::Role;
use matchpool_store::organizations::{NewOrganization, OrganizationChange};
use matchpool_store::{StoreError, Unique};

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

/// An owner of `org` edits it; anyone else is 403 `organization.not_owner`.
pub async fn update(
    app: &App,
    org: Organization,
    person: uuid::Uuid,
    change: OrganizationChange,
) -> AppResult<Organization> {
    let role = matchpool_store::organizations::role_of(&app.db, org.id, person).await?;
    if role.as_deref().and_then(Role::parse) != Some(Role::Owner) {
        return Err(AppError::forbidden("organization.not_owner", "Only the organization's owners can edit it."));
    }
    let org = matchpool_store::organizations::update(&app.db, org, change, Utc::now()).await?;
    tracing::info!(organization = %org.id, %person, "organization edited");
    Ok(org)
}
