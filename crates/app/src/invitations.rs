//! Invitations to an organization (issue 33). Owners and admins invite an address with a role;
//! the invitee gets a link with 256 random bits (only its SHA-256 is stored) in their language,
//! good once, for [`INVITATION_DAYS`] days. Whoever is signed in with that address accepts it,
//! an existing account or one registered after opening the link. An accepted, revoked or expired
//! link, or one opened by another address, is refused with its own code.

use chrono::{Duration, Utc};
use matchpool_domain::identity::Organization;
use matchpool_domain::team::{Invitation, InvitationState, Membership, Permission, Refusal, may_invite};
use matchpool_domain::text::Email;
use matchpool_domain::{InvitationId, Language, OrganizationId, Role, UserId};
use matchpool_store::members::NewInvitation;
use sea_orm::ConnectionTrait;

use crate::accounts::{hash_token, new_token};
use crate::members::{membership, not_member, refused};
use crate::notify::Notice;
use crate::{App, AppError, AppResult, Effects, ErrorKind};

/// How long an invitation link works.
pub const INVITATION_DAYS: i64 = 7;

/// The most invitations (emails to addresses the platform may not know) an organization sends in
/// an hour: a team is invited in a few minutes, a list of strangers is not.
pub const INVITATIONS_PER_HOUR: u64 = 20;

fn not_found() -> AppError {
    AppError::not_found("invitation.not_found", "This invitation does not exist.")
}

fn already_member() -> AppError {
    AppError::conflict("member.already_member", "This person is already a member of the organization.")
}

/// The refusal of an invitation that is no longer pending.
fn spent(state: InvitationState) -> AppError {
    match state {
        InvitationState::Accepted => AppError::conflict("invitation.used", "This invitation was already accepted."),
        InvitationState::Revoked => AppError::conflict(
            "invitation.revoked",
            "This invitation was withdrawn. Ask the organization for a new one.",
        ),
        InvitationState::Expired | InvitationState::Pending => {
            AppError::conflict("invitation.expired", "This invitation has expired. Ask the organization for a new one.")
        }
    }
}

/// The person's membership when they may manage the organization's members.
async fn manager(db: &impl ConnectionTrait, org: OrganizationId, person: UserId) -> AppResult<Membership> {
    let me = membership(db, org, person).await?;
    if me.role.may(Permission::ManageMembers) { Ok(me) } else { Err(refused(Refusal::NotAllowed)) }
}

/// What an owner or admin asks: the address, the role, and the language for an address with no
/// account yet (else the inviter's).
pub struct Invite {
    pub email: Email,
    pub role: Role,
    pub language: Option<Language>,
}

/// `person` invites `invite.email` into `org`; the email goes after the commit. An earlier
/// pending invitation of the same address stops working.
#[tracing::instrument(name = "invitations::invite", skip_all, fields(organization = %org.id, role = invite.role.as_str()))]
pub async fn invite(app: &App, org: &Organization, person: UserId, invite: Invite) -> AppResult<Invitation> {
    let me = manager(&app.db, org.id, person).await?;
    may_invite(me.role, invite.role).map_err(refused)?;
    if org.closed_at.is_some() {
        return Err(crate::organizations::closed());
    }
    let inviter = matchpool_store::users::find(&app.db, person).await?.ok_or_else(not_member)?;
    let existing = matchpool_store::users::find_by_email(&app.db, invite.email.as_str()).await?;
    if let Some(user) = &existing
        && matchpool_store::members::find(&app.db, org.id, user.id).await?.is_some()
    {
        return Err(already_member());
    }
    let language = match (&existing, invite.language) {
        (Some(user), _) => user.language.code().to_owned(),
        (None, Some(language)) => language.code().to_owned(),
        (None, None) => inviter.language.code().to_owned(),
    };
    let (token, hash) = new_token();
    let now = Utc::now();
    let new = NewInvitation {
        organization_id: org.id,
        email: invite.email.into_inner(),
        role: invite.role,
        token_hash: hash,
        invited_by: person,
        expires_at: now + Duration::days(INVITATION_DAYS),
    };
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    if matchpool_store::members::invitations_sent_since(&txn, org.id, now - Duration::hours(1)).await?
        >= INVITATIONS_PER_HOUR
    {
        return Err(AppError::rule(
            ErrorKind::TooManyRequests,
            "invitation.rate_limited",
            format!(
                "This organization has sent {INVITATIONS_PER_HOUR} invitations in the last hour. Please try again later."
            ),
        ));
    }
    let invitation = matchpool_store::members::insert_invitation(&txn, new, now).await?;
    let link = format!("{}/invitations/{token}", app.settings.public_url);
    let inviter_name = format!("{} {}", inviter.first_name, inviter.last_name).trim().to_owned();
    let notice = Notice::Invitation {
        organization: &org.name,
        inviter: &inviter_name,
        role: invitation.role,
        link: &link,
        days: INVITATION_DAYS,
    };
    effects.email(app, &invitation.email, &language, notice);
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!(invitation = %invitation.id, "invitation sent");
    Ok(invitation)
}

/// The organization's pending invitations, for its owners and admins.
pub async fn pending(app: &App, org: OrganizationId, person: UserId) -> AppResult<Vec<Invitation>> {
    manager(&app.db, org, person).await?;
    Ok(matchpool_store::members::pending(&app.db, org, Utc::now()).await?)
}

/// An owner or admin withdraws a pending invitation: its link stops working.
#[tracing::instrument(name = "invitations::revoke", skip_all, fields(%org, invitation = %id))]
pub async fn revoke(app: &App, org: OrganizationId, person: UserId, id: InvitationId) -> AppResult<()> {
    manager(&app.db, org, person).await?;
    let txn = matchpool_store::write_txn(&app.db).await?;
    let invitation = matchpool_store::members::find_invitation(&txn, id).await?.filter(|i| i.organization_id == org);
    let invitation = invitation.ok_or_else(not_found)?;
    if !matchpool_store::members::revoke(&txn, id, Utc::now()).await? {
        return Err(spent(invitation.state(Utc::now())));
    }
    txn.commit().await?;
    tracing::info!(by = %person, "invitation revoked");
    Ok(())
}

/// A pending invitation by its link's token, with its organization: what the accept page shows.
pub async fn open(app: &App, token: &str) -> AppResult<(Invitation, Organization)> {
    let invitation = matchpool_store::members::invitation_by_token(&app.db, &hash_token(token)).await?;
    let invitation = invitation.ok_or_else(not_found)?;
    let state = invitation.state(Utc::now());
    if state != InvitationState::Pending {
        return Err(spent(state));
    }
    let org = matchpool_store::organizations::find(&app.db, invitation.organization_id).await?.ok_or_else(not_found)?;
    Ok((invitation, org))
}

/// The signed-in `person` accepts the invitation of `token`: they join with its role, once.
#[tracing::instrument(name = "invitations::accept", skip_all, fields(%person))]
pub async fn accept(app: &App, token: &str, person: UserId) -> AppResult<(Membership, Organization)> {
    let (invitation, org) = open(app, token).await?;
    let user = matchpool_store::users::find(&app.db, person).await?.ok_or_else(not_found)?;
    if !user.email.eq_ignore_ascii_case(&invitation.email) {
        return Err(AppError::forbidden(
            "invitation.wrong_email",
            "This invitation was sent to another email address. Sign in with that address to accept it.",
        ));
    }
    let now = Utc::now();
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::members::lock(&txn, org.id).await?;
    if matchpool_store::members::find(&txn, org.id, person).await?.is_some() {
        return Err(already_member());
    }
    if !matchpool_store::members::mark_accepted(&txn, invitation.id, person, now).await? {
        let again = matchpool_store::members::find_invitation(&txn, invitation.id).await?.ok_or_else(not_found)?;
        return Err(spent(again.state(now)));
    }
    let member = matchpool_store::members::insert_member(&txn, org.id, person, invitation.role, now).await?;
    if user.email_verified_at.is_none() {
        // The link was sent to this address: whoever opened it reads its mail.
        matchpool_store::accounts::confirm_email(&txn, person, &user.email, now).await?;
    }
    txn.commit().await?;
    tracing::info!(organization = %org.id, invitation = %invitation.id, role = member.role.as_str(), "invitation accepted");
    Ok((member, org))
}
