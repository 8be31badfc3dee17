//! Organizations: a person creates one and becomes its owner.

use chrono::Utc;
use matchpool_domain::identity::Organization;
use matchpool_store::organizations::NewOrganization;
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
