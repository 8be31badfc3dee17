//! An organization's members and its invitations (issue 33). Answers are the domain's
//! [`Membership`] and [`Invitation`]; each change is one conditional write, so two requests racing
//! change a row once.

use chrono::{DateTime, Utc};
pub use matchpool_domain::team::{Invitation, Membership};
use matchpool_domain::{InvitationId, OrganizationId, Role, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};
use uuid::Uuid;

use crate::entities::org_invitation::{self, Entity as Invitations};
use crate::entities::org_member::{self, Entity as Members};
use crate::entities::organization;
use crate::error::{StoreResult, corrupt};

pub(crate) fn role(table: &str, id: impl std::fmt::Display, raw: &str) -> Result<Role, DbErr> {
    Role::parse(raw).ok_or_else(|| corrupt(table, id, "role"))
}

fn membership(m: org_member::Model) -> Result<Membership, DbErr> {
    Ok(Membership {
        role: role("org_members", m.user_id, &m.role)?,
        organization_id: m.organization_id.into(),
        user_id: m.user_id.into(),
        created_at: m.created_at,
    })
}

fn invitation(m: org_invitation::Model) -> Result<Invitation, DbErr> {
    Ok(Invitation {
        role: role("org_invitations", m.id, &m.role)?,
        id: m.id.into(),
        organization_id: m.organization_id.into(),
        email: m.email,
        invited_by: m.invited_by.into(),
        created_at: m.created_at,
        expires_at: m.expires_at,
        accepted_at: m.accepted_at,
        accepted_by: m.accepted_by.map(UserId::from),
        revoked_at: m.revoked_at,
    })
}

/// Locks the organization's row until the transaction ends (PostgreSQL; SQLite's write
/// transaction already runs alone), so two changes of its members never both see "two owners".
/// `false` when there is no such organization.
pub async fn lock(db: &impl ConnectionTrait, org: OrganizationId) -> StoreResult<bool> {
    Ok(organization::Entity::find_by_id(org).lock_exclusive().one(db).await?.is_some())
}

/// One person's membership, if they are a member.
pub async fn find(db: &impl ConnectionTrait, org: OrganizationId, user: UserId) -> StoreResult<Option<Membership>> {
    Ok(Members::find_by_id((org.into(), user.into())).one(db).await?.map(membership).transpose()?)
}

/// The organization's members, owners first, then admins, then members, oldest first in each.
pub async fn of_organization(db: &impl ConnectionTrait, org: OrganizationId) -> StoreResult<Vec<Membership>> {
    let rows = Members::find()
        .filter(org_member::Column::OrganizationId.eq(org))
        .order_by_asc(org_member::Column::CreatedAt)
        .order_by_asc(org_member::Column::UserId)
        .all(db)
        .await?;
    let mut members = rows.into_iter().map(membership).collect::<Result<Vec<_>, _>>()?;
    members.sort_by_key(|m| m.role);
    Ok(members)
}

/// How many owners the organization has.
pub async fn owners(db: &impl ConnectionTrait, org: OrganizationId) -> StoreResult<usize> {
    let n = Members::find()
        .filter(org_member::Column::OrganizationId.eq(org))
        .filter(org_member::Column::Role.eq(Role::Owner.as_str()))
        .count(db)
        .await?;
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

/// Adds a member; a person already a member is a unique violation.
pub async fn insert_member(
    db: &impl ConnectionTrait,
    org: OrganizationId,
    user: UserId,
    role: Role,
    now: DateTime<Utc>,
) -> StoreResult<Membership> {
    let row = org_member::ActiveModel {
        organization_id: Set(org.into()),
        user_id: Set(user.into()),
        role: Set(role.as_str().to_owned()),
        created_at: Set(now),
    }
    .insert(db)
    .await?;
    Ok(membership(row)?)
}

/// Gives a member another role; `false` when they are no longer a member.
pub async fn set_role(db: &impl ConnectionTrait, org: OrganizationId, user: UserId, role: Role) -> StoreResult<bool> {
    let result = Members::update_many()
        .col_expr(org_member::Column::Role, Expr::value(role.as_str()))
        .filter(org_member::Column::OrganizationId.eq(org))
        .filter(org_member::Column::UserId.eq(user))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Removes a member; `false` when they were not one.
pub async fn remove(db: &impl ConnectionTrait, org: OrganizationId, user: UserId) -> StoreResult<bool> {
    let result = Members::delete_by_id((Uuid::from(org), Uuid::from(user))).exec(db).await?;
    Ok(result.rows_affected == 1)
}

pub struct NewInvitation {
    pub organization_id: OrganizationId,
    pub email: String,
    pub role: Role,
    pub token_hash: String,
    pub invited_by: UserId,
    pub expires_at: DateTime<Utc>,
}

/// Records an invitation; an earlier one to the same address still pending is revoked, so only
/// the newest link works.
pub async fn insert_invitation(
    db: &impl ConnectionTrait,
    new: NewInvitation,
    now: DateTime<Utc>,
) -> StoreResult<Invitation> {
    Invitations::update_many()
        .col_expr(org_invitation::Column::RevokedAt, Expr::value(now))
        .filter(org_invitation::Column::OrganizationId.eq(new.organization_id))
        .filter(org_invitation::Column::Email.eq(new.email.as_str()))
        .filter(org_invitation::Column::AcceptedAt.is_null())
        .filter(org_invitation::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    let row = org_invitation::ActiveModel {
        id: Set(Uuid::now_v7()),
        organization_id: Set(new.organization_id.into()),
        email: Set(new.email),
        role: Set(new.role.as_str().to_owned()),
        token_hash: Set(new.token_hash),
        invited_by: Set(new.invited_by.into()),
        expires_at: Set(new.expires_at),
        accepted_at: Set(None),
        accepted_by: Set(None),
        revoked_at: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await?;
    Ok(invitation(row)?)
}

pub async fn find_invitation(db: &impl ConnectionTrait, id: InvitationId) -> StoreResult<Option<Invitation>> {
    Ok(Invitations::find_by_id(id).one(db).await?.map(invitation).transpose()?)
}

pub async fn invitation_by_token(db: &impl ConnectionTrait, token_hash: &str) -> StoreResult<Option<Invitation>> {
    Ok(Invitations::find()
        .filter(org_invitation::Column::TokenHash.eq(token_hash))
        .one(db)
        .await?
        .map(invitation)
        .transpose()?)
}

/// The organization's invitations neither accepted, revoked nor expired, newest first.
pub async fn pending(
    db: &impl ConnectionTrait,
    org: OrganizationId,
    now: DateTime<Utc>,
) -> StoreResult<Vec<Invitation>> {
    Ok(Invitations::find()
        .filter(org_invitation::Column::OrganizationId.eq(org))
        .filter(org_invitation::Column::AcceptedAt.is_null())
        .filter(org_invitation::Column::RevokedAt.is_null())
        .filter(org_invitation::Column::ExpiresAt.gt(now))
        .order_by_desc(org_invitation::Column::CreatedAt)
        .order_by_desc(org_invitation::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(invitation)
        .collect::<Result<_, _>>()?)
}

/// How many invitations the organization has sent since `since` (revoked, accepted and expired
/// ones included: each was an email).
pub async fn invitations_sent_since(
    db: &impl ConnectionTrait,
    org: OrganizationId,
    since: DateTime<Utc>,
) -> StoreResult<u64> {
    Ok(Invitations::find()
        .filter(org_invitation::Column::OrganizationId.eq(org))
        .filter(org_invitation::Column::CreatedAt.gte(since))
        .count(db)
        .await?)
}

/// Revokes a pending invitation; `false` when it was already accepted or revoked.
pub async fn revoke(db: &impl ConnectionTrait, id: InvitationId, now: DateTime<Utc>) -> StoreResult<bool> {
    let result = Invitations::update_many()
        .col_expr(org_invitation::Column::RevokedAt, Expr::value(now))
        .filter(org_invitation::Column::Id.eq(id))
        .filter(org_invitation::Column::AcceptedAt.is_null())
        .filter(org_invitation::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Spends a pending, unexpired invitation for `user`; `false` when it was spent, revoked or
/// expired in the meantime.
pub async fn mark_accepted(
    db: &impl ConnectionTrait,
    id: InvitationId,
    user: UserId,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    let result = Invitations::update_many()
        .col_expr(org_invitation::Column::AcceptedAt, Expr::value(now))
        .col_expr(org_invitation::Column::AcceptedBy, Expr::value(user))
        .filter(org_invitation::Column::Id.eq(id))
        .filter(org_invitation::Column::AcceptedAt.is_null())
        .filter(org_invitation::Column::RevokedAt.is_null())
        .filter(org_invitation::Column::ExpiresAt.gt(now))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// The members who receive the organization's emails to people (`Permission::ReceiveNotices`).
pub async fn notified(db: &impl ConnectionTrait, org: OrganizationId) -> StoreResult<Vec<UserId>> {
    let members = of_organization(db, org).await?;
    Ok(members
        .into_iter()
        .filter(|m| m.role.may(matchpool_domain::team::Permission::ReceiveNotices))
        .map(|m| m.user_id)
        .collect())
}
