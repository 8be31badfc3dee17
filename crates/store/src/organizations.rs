//! Organizations and their members. Answers are domain [`Organization`] records; the entity stays
//! inside the store.

use chrono::{DateTime, Utc};
pub use matchpool_domain::identity::Organization;
use matchpool_domain::{IdentityId, MediaId, OrganizationId, Role, UserId, VerificationStatus};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set,
    TransactionTrait, Unchanged,
};
use uuid::Uuid;

use crate::entities::org_member::{self, Entity as Members};
use crate::entities::organization::{self, ActiveModel, Entity as Organizations, Model};
use crate::error::{StoreError, StoreResult, Unique};

pub(crate) fn record(m: Model) -> Organization {
    Organization {
        kyb: m.kyb(),
        donation_notices: m.donation_notices(),
        social_links: m.social_links(),
        id: m.id.into(),
        shortname: m.shortname,
        name: m.name,
        email: m.email,
        website: m.website,
        description: m.description,
        logo_url: m.logo_url,
        logo_id: m.logo_id.map(MediaId::from),
        kyb_reason: m.kyb_reason,
        verified_at: m.verified_at,
        created_by: m.created_by.into(),
        referral_code: m.referral_code,
        referred_by: m.referred_by.map(IdentityId::from),
        digest_sent_at: m.digest_sent_at,
        closed_at: m.closed_at,
        created_at: m.created_at,
        updated_at: m.updated_at,
    }
}

fn records(rows: Vec<Model>) -> Vec<Organization> {
    rows.into_iter().map(record).collect()
}

/// An update of the organization's row: only the columns set on it change.
fn changing(org: &Organization) -> ActiveModel {
    ActiveModel { id: Unchanged(org.id.into()), ..Default::default() }
}

pub struct NewOrganization {
    pub shortname: String,
    pub name: String,
    pub email: String,
    pub website: Option<String>,
    pub description: Option<String>,
    pub social_links: Vec<String>,
    pub referral_code: String,
    pub referred_by: Option<IdentityId>,
}

/// Creates an organization with `owner` as its first member, in one transaction; a shortname
/// already taken is `StoreError::Duplicate`.
pub async fn create(
    db: &DatabaseConnection,
    new: NewOrganization,
    owner: UserId,
    now: DateTime<Utc>,
) -> StoreResult<Organization> {
    let txn = db.begin().await?;
    let org = ActiveModel {
        id: Set(OrganizationId::generate().into()),
        shortname: Set(new.shortname),
        name: Set(new.name),
        email: Set(new.email),
        website: Set(new.website),
        description: Set(new.description),
        logo_url: Set(None),
        logo_id: Set(None),
        social_links: Set(links_json(&new.social_links)),
        kyb_status: Set(VerificationStatus::NotVerified.as_str().to_owned()),
        kyb_reason: Set(None),
        verified_at: Set(None),
        created_by: Set(owner.into()),
        referral_code: Set(new.referral_code),
        referred_by: Set(new.referred_by.map(Uuid::from)),
        donation_notices: Set(matchpool_domain::DonationNotices::default().as_str().to_owned()),
        digest_sent_at: Set(None),
        closed_at: Set(None),
        closed_by: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await
    .map_err(|err| StoreError::classify(err, &[("shortname", Unique::Other)]))?;
    org_member::ActiveModel {
        organization_id: Set(org.id),
        user_id: Set(owner.into()),
        role: Set(Role::Owner.as_str().to_owned()),
        created_at: Set(now),
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(record(org))
}

pub async fn find(db: &impl ConnectionTrait, id: OrganizationId) -> StoreResult<Option<Organization>> {
    Ok(Organizations::find_by_id(id).one(db).await?.map(record))
}

pub async fn find_by_referral_code(db: &impl ConnectionTrait, code: &str) -> StoreResult<Option<Organization>> {
    Ok(Organizations::find().filter(organization::Column::ReferralCode.eq(code)).one(db).await?.map(record))
}

/// The person's role in the organization, if they are a member.
pub async fn role_of(db: &impl ConnectionTrait, org: OrganizationId, user: UserId) -> StoreResult<Option<Role>> {
    Ok(Members::find_by_id((org.into(), user.into()))
        .one(db)
        .await?
        .map(|m| crate::members::role("org_members", org, &m.role))
        .transpose()?)
}

/// The organizations a person belongs to, oldest membership first, with their role.
pub async fn of_user(db: &impl ConnectionTrait, user: UserId) -> StoreResult<Vec<(Organization, Role)>> {
    let members = Members::find()
        .filter(org_member::Column::UserId.eq(user))
        .order_by_asc(org_member::Column::CreatedAt)
        .order_by_asc(org_member::Column::OrganizationId)
        .all(db)
        .await?;
    let ids: Vec<Uuid> = members.iter().map(|m| m.organization_id).collect();
    let orgs = Organizations::find().filter(organization::Column::Id.is_in(ids)).all(db).await?;
    Ok(members
        .into_iter()
        .filter_map(|m| {
            let org = orgs.iter().find(|o| o.id == m.organization_id)?;
            Some(crate::members::role("org_members", org.id, &m.role).map(|role| (record(org.clone()), role)))
        })
        .collect::<Result<_, _>>()?)
}

#[derive(Default)]
pub struct OrganizationChange {
    pub name: Option<String>,
    pub email: Option<String>,
    pub website: Option<Option<String>>,
    pub description: Option<Option<String>>,
    pub donation_notices: Option<matchpool_domain::DonationNotices>,
    pub social_links: Option<Vec<String>>,
}

/// The stored form of social links: a JSON list, or null for none.
fn links_json(links: &[String]) -> Option<String> {
    (!links.is_empty()).then(|| serde_json::Value::from(links.to_vec()).to_string())
}

/// Saves the change; a new name is also written into the search text of the organization's
/// projects, in the same transaction.
pub async fn update(
    db: &DatabaseConnection,
    org: Organization,
    change: OrganizationChange,
    now: DateTime<Utc>,
) -> StoreResult<Organization> {
    let renamed = change.name.as_ref().is_some_and(|name| *name != org.name);
    let txn = db.begin().await?;
    let mut active = changing(&org);
    if let Some(v) = change.name {
        active.name = Set(v);
    }
    if let Some(v) = change.email {
        active.email = Set(v);
    }
    if let Some(v) = change.website {
        active.website = Set(v);
    }
    if let Some(v) = change.description {
        active.description = Set(v);
    }
    if let Some(v) = change.donation_notices {
        active.donation_notices = Set(v.as_str().to_owned());
    }
    if let Some(v) = change.social_links {
        active.social_links = Set(links_json(&v));
    }
    active.updated_at = Set(now);
    let org = record(active.update(&txn).await?);
    if renamed {
        crate::projects::reindex_organization(&txn, org.id, &org.name).await?;
    }
    txn.commit().await?;
    Ok(org)
}

/// Sets the logo to the upload `logo_id`, shown at `logo_url`; `None` removes it.
pub async fn set_logo(
    db: &impl ConnectionTrait,
    org: Organization,
    logo: Option<(MediaId, String)>,
    now: DateTime<Utc>,
) -> StoreResult<Organization> {
    let mut active = changing(&org);
    let (id, url) = logo.unzip();
    active.logo_id = Set(id.map(Uuid::from));
    active.logo_url = Set(url);
    active.updated_at = Set(now);
    Ok(active.update(db).await.map(record)?)
}

/// Closes the organization (`by`, an owner, at `now`) and withdraws its pending invitations;
/// `false` when it was closed already. Run it in the closing transaction.
pub async fn close(
    db: &impl ConnectionTrait,
    org: OrganizationId,
    by: UserId,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    let closed = Organizations::update_many()
        .col_expr(organization::Column::ClosedAt, sea_orm::sea_query::Expr::value(now))
        .col_expr(organization::Column::ClosedBy, sea_orm::sea_query::Expr::value(by))
        .col_expr(organization::Column::UpdatedAt, sea_orm::sea_query::Expr::value(now))
        .filter(organization::Column::Id.eq(org))
        .filter(organization::Column::ClosedAt.is_null())
        .exec(db)
        .await?;
    if closed.rows_affected == 0 {
        return Ok(false);
    }
    crate::entities::org_invitation::Entity::update_many()
        .col_expr(crate::entities::org_invitation::Column::RevokedAt, sea_orm::sea_query::Expr::value(now))
        .filter(crate::entities::org_invitation::Column::OrganizationId.eq(org))
        .filter(crate::entities::org_invitation::Column::AcceptedAt.is_null())
        .filter(crate::entities::org_invitation::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(true)
}

/// The organization with this shortname.
pub async fn find_by_shortname(db: &impl ConnectionTrait, shortname: &str) -> StoreResult<Option<Organization>> {
    Ok(Organizations::find().filter(organization::Column::Shortname.eq(shortname)).one(db).await?.map(record))
}

/// The organizations that chose this way of hearing of donations.
pub async fn with_donation_notices(
    db: &impl ConnectionTrait,
    notices: matchpool_domain::DonationNotices,
) -> StoreResult<Vec<Organization>> {
    Ok(records(Organizations::find().filter(organization::Column::DonationNotices.eq(notices.as_str())).all(db).await?))
}

/// Records that the organization's daily digest went out at `at`.
pub async fn digest_sent(db: &impl ConnectionTrait, id: OrganizationId, at: DateTime<Utc>) -> StoreResult<()> {
    Organizations::update_many()
        .col_expr(organization::Column::DigestSentAt, sea_orm::sea_query::Expr::value(at))
        .filter(organization::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Sets the KYB state; `verified` stamps `verified_at`.
pub async fn set_kyb(
    db: &impl ConnectionTrait,
    org: Organization,
    status: VerificationStatus,
    reason: Option<String>,
    now: DateTime<Utc>,
) -> StoreResult<Organization> {
    let mut active = changing(&org);
    active.kyb_status = Set(status.as_str().to_owned());
    active.kyb_reason = Set(reason);
    active.verified_at = Set((status == VerificationStatus::Verified).then_some(now));
    active.updated_at = Set(now);
    Ok(active.update(db).await.map(record)?)
}

pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<OrganizationId>) -> StoreResult<Vec<Organization>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(records(Organizations::find().filter(organization::Column::Id.is_in(ids)).all(db).await?))
}

/// Every organization, oldest first (the demo loader spreads projects over them).
pub async fn all(db: &impl ConnectionTrait) -> StoreResult<Vec<Organization>> {
    Ok(records(
        Organizations::find()
            .order_by_asc(organization::Column::CreatedAt)
            .order_by_asc(organization::Column::Id)
            .all(db)
            .await?,
    ))
}

/// Organizations a person created.
pub async fn created_by(db: &impl ConnectionTrait, user: UserId) -> StoreResult<Vec<Organization>> {
    Ok(records(Organizations::find().filter(organization::Column::CreatedBy.eq(user)).all(db).await?))
}

/// Organizations referred by an identity.
pub async fn referred_by(db: &impl ConnectionTrait, referrer: IdentityId) -> StoreResult<Vec<Organization>> {
    Ok(records(
        Organizations::find()
            .filter(organization::Column::ReferredBy.eq(referrer))
            .order_by_asc(organization::Column::CreatedAt)
            .all(db)
            .await?,
    ))
}
