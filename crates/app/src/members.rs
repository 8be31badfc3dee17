//! An organization's members (issue 33): the list, role changes, removal, leaving and handing
//! ownership over. The rules are the domain's (`domain::team`); each change runs in one
//! transaction holding the organization's row, so two owners demoting each other at once cannot
//! leave it without an owner.

use matchpool_domain::team::{self, Membership, Permission, Refusal};
use matchpool_domain::{OrganizationId, Role, UserId};

use crate::{App, AppError, AppResult};

pub(crate) fn not_member() -> AppError {
    AppError::forbidden("organization.not_member", "You are not a member of this organization.")
}

fn member_not_found() -> AppError {
    AppError::not_found("member.not_found", "This person is not a member of the organization.")
}

pub(crate) fn refused(refusal: Refusal) -> AppError {
    match refusal {
        Refusal::NotAllowed => AppError::forbidden(
            "member.not_allowed",
            "Only the organization's owners and admins can manage its members.",
        ),
        Refusal::OwnersOnly => {
            AppError::forbidden("member.owners_only", "Only an owner can make, unmake or remove an owner.")
        }
        Refusal::LastOwner => AppError::conflict(
            "member.last_owner",
            "The organization needs an owner. Make another member an owner (or hand ownership over) first.",
        ),
    }
}

/// The acting person's membership (any role), else 403 `organization.not_member`.
pub(crate) async fn membership(
    db: &impl sea_orm::ConnectionTrait,
    org: OrganizationId,
    person: UserId,
) -> AppResult<Membership> {
    matchpool_store::members::find(db, org, person).await?.ok_or_else(not_member)
}

/// Opens the transaction of a change of `org`'s members, holding its row.
async fn begin(app: &App, org: OrganizationId) -> AppResult<matchpool_store::WriteTxn> {
    let txn = matchpool_store::write_txn(&app.db).await?;
    if !matchpool_store::members::lock(&txn, org).await? {
        return Err(AppError::not_found("organization.not_found", "Organization not found."));
    }
    Ok(txn)
}

/// The organization's members, for its members only.
pub async fn list(app: &App, org: OrganizationId, person: UserId) -> AppResult<(Membership, Vec<Membership>)> {
    let me = membership(&app.db, org, person).await?;
    Ok((me, matchpool_store::members::of_organization(&app.db, org).await?))
}

/// `actor` gives `target` the role `role` (`domain::team::may_change_role`).
#[tracing::instrument(name = "members::change_role", skip_all, fields(%org, %target, role = role.as_str()))]
pub async fn change_role(
    app: &App,
    org: OrganizationId,
    actor: UserId,
    target: UserId,
    role: Role,
) -> AppResult<Membership> {
    let txn = begin(app, org).await?;
    let me = membership(&txn, org, actor).await?;
    if !me.role.may(Permission::ManageMembers) {
        return Err(refused(Refusal::NotAllowed));
    }
    let them = matchpool_store::members::find(&txn, org, target).await?.ok_or_else(member_not_found)?;
    let owners = matchpool_store::members::owners(&txn, org).await?;
    team::may_change_role(me.role, them.role, role, owners).map_err(refused)?;
    matchpool_store::members::set_role(&txn, org, target, role).await?;
    txn.commit().await?;
    tracing::info!(by = %actor, from = them.role.as_str(), "member's role changed");
    Ok(Membership { role, ..them })
}

/// `actor` removes `target`; removing oneself is leaving.
#[tracing::instrument(name = "members::remove", skip_all, fields(%org, %target))]
pub async fn remove(app: &App, org: OrganizationId, actor: UserId, target: UserId) -> AppResult<()> {
    if actor == target {
        return leave(app, org, actor).await;
    }
    let txn = begin(app, org).await?;
    let me = membership(&txn, org, actor).await?;
    if !me.role.may(Permission::ManageMembers) {
        return Err(refused(Refusal::NotAllowed));
    }
    let them = matchpool_store::members::find(&txn, org, target).await?.ok_or_else(member_not_found)?;
    let owners = matchpool_store::members::owners(&txn, org).await?;
    team::may_remove(me.role, them.role, owners).map_err(refused)?;
    matchpool_store::members::remove(&txn, org, target).await?;
    txn.commit().await?;
    tracing::info!(by = %actor, role = them.role.as_str(), "member removed");
    Ok(())
}

/// The person leaves the organization; the last owner hands ownership over first.
#[tracing::instrument(name = "members::leave", skip_all, fields(%org, %person))]
pub async fn leave(app: &App, org: OrganizationId, person: UserId) -> AppResult<()> {
    let txn = begin(app, org).await?;
    let me = membership(&txn, org, person).await?;
    let owners = matchpool_store::members::owners(&txn, org).await?;
    team::may_leave(me.role, owners).map_err(refused)?;
    matchpool_store::members::remove(&txn, org, person).await?;
    txn.commit().await?;
    tracing::info!(role = me.role.as_str(), "member left");
    Ok(())
}

/// An owner hands ownership over to another member: `target` becomes an owner and `owner` an
/// admin, in one transaction.
#[tracing::instrument(name = "members::transfer_ownership", skip_all, fields(%org, %target))]
pub async fn transfer_ownership(
    app: &App,
    org: OrganizationId,
    owner: UserId,
    target: UserId,
) -> AppResult<Vec<Membership>> {
    let txn = begin(app, org).await?;
    let me = membership(&txn, org, owner).await?;
    if me.role != Role::Owner {
        return Err(refused(Refusal::OwnersOnly));
    }
    if target == owner {
        return Err(AppError::unprocessable("member.transfer_to_self", "Choose another member to hand ownership to."));
    }
    matchpool_store::members::find(&txn, org, target).await?.ok_or_else(member_not_found)?;
    matchpool_store::members::set_role(&txn, org, target, Role::Owner).await?;
    matchpool_store::members::set_role(&txn, org, owner, Role::Admin).await?;
    let members = matchpool_store::members::of_organization(&txn, org).await?;
    txn.commit().await?;
    tracing::info!(from = %owner, "ownership handed over");
    Ok(members)
}
