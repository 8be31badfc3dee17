//! Organizations as teams (issue 33): what each role may do, who may change whose role, and the
//! invitations that bring people in. Pure rules; the use cases in `app::members` and
//! `app::invitations` apply them (docs/ARCHITECTURE.md has the table).

use chrono::{DateTime, Utc};

use crate::Role;

/// Something a member may do in, or receive from, an organization.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Permission {
    /// Edit the organization's profile (name, contact address, website, description, how it hears
    /// of donations) and submit its KYB documents.
    EditProfile,
    /// Invite people, revoke invitations, change roles below owner, remove members.
    ManageMembers,
    /// Create, edit, delete, resubmit projects; see drafts and review messages.
    ManageProjects,
    /// Post, edit and delete project updates.
    PostUpdates,
    /// See the organization's donations (the public list, and everything its members see).
    SeeDonations,
    /// Receive the organization's emails to people (KYB decisions, referral rewards).
    ReceiveNotices,
    /// Close the organization for good.
    Close,
}

impl Permission {
    /// Whether it makes or changes something of the organization's: what a closed organization
    /// no longer does (its members keep what only reads).
    pub fn writes(self) -> bool {
        use Permission::*;
        match self {
            EditProfile | ManageMembers | ManageProjects | PostUpdates | Close => true,
            SeeDonations | ReceiveNotices => false,
        }
    }
}

impl Role {
    /// Whether this role may do `what`.
    pub fn may(self, what: Permission) -> bool {
        use Permission::*;
        match what {
            ManageProjects | PostUpdates | SeeDonations => true,
            EditProfile | ManageMembers | ReceiveNotices => matches!(self, Role::Owner | Role::Admin),
            Close => self == Role::Owner,
        }
    }
}

/// Why a change of membership is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The actor's role does not allow it at all.
    NotAllowed,
    /// Only owners make, unmake or remove owners.
    OwnersOnly,
    /// It would leave the organization without an owner.
    LastOwner,
}

/// Whether `actor` may give `target` (now `from`) the role `to`. Owners change any role; admins
/// move people between member and admin; members change nothing. The last owner keeps the role.
pub fn may_change_role(actor: Role, from: Role, to: Role, owners: usize) -> Result<(), Refusal> {
    if !actor.may(Permission::ManageMembers) {
        return Err(Refusal::NotAllowed);
    }
    if (from == Role::Owner || to == Role::Owner) && actor != Role::Owner {
        return Err(Refusal::OwnersOnly);
    }
    if from == Role::Owner && to != Role::Owner && owners <= 1 {
        return Err(Refusal::LastOwner);
    }
    Ok(())
}

/// Whether `actor` may remove a member whose role is `target` (not themselves: that is leaving).
pub fn may_remove(actor: Role, target: Role, owners: usize) -> Result<(), Refusal> {
    if !actor.may(Permission::ManageMembers) {
        return Err(Refusal::NotAllowed);
    }
    if target == Role::Owner && actor != Role::Owner {
        return Err(Refusal::OwnersOnly);
    }
    may_leave(target, owners)
}

/// Whether a member with role `role` may leave (or be removed): not the last owner.
pub fn may_leave(role: Role, owners: usize) -> Result<(), Refusal> {
    if role == Role::Owner && owners <= 1 { Err(Refusal::LastOwner) } else { Ok(()) }
}

/// Whether `actor` may invite someone as `role`: owners invite any role, admins members and
/// admins.
pub fn may_invite(actor: Role, role: Role) -> Result<(), Refusal> {
    if !actor.may(Permission::ManageMembers) {
        return Err(Refusal::NotAllowed);
    }
    if role == Role::Owner && actor != Role::Owner {
        return Err(Refusal::OwnersOnly);
    }
    Ok(())
}

/// A person's membership of an organization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Membership {
    pub organization_id: crate::OrganizationId,
    pub user_id: crate::UserId,
    pub role: Role,
    pub created_at: DateTime<Utc>,
}

/// An invitation as the platform keeps it (the link's token only as its SHA-256).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    pub id: crate::InvitationId,
    pub organization_id: crate::OrganizationId,
    /// The invited address, lower-cased.
    pub email: String,
    pub role: Role,
    pub invited_by: crate::UserId,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub accepted_at: Option<DateTime<Utc>>,
    pub accepted_by: Option<crate::UserId>,
    pub revoked_at: Option<DateTime<Utc>>,
}

/// Where an invitation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvitationState {
    Pending,
    Accepted,
    Revoked,
    Expired,
}

impl Invitation {
    pub fn state(&self, now: DateTime<Utc>) -> InvitationState {
        if self.accepted_at.is_some() {
            InvitationState::Accepted
        } else if self.revoked_at.is_some() {
            InvitationState::Revoked
        } else if self.expires_at <= now {
            InvitationState::Expired
        } else {
            InvitationState::Pending
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Role::*;
    use uuid::Uuid;

    #[test]
    fn only_owners_close_and_a_closed_organization_keeps_only_reading() {
        assert_eq!(Role::ALL.map(|role| role.may(Permission::Close)), [true, false, false]);
        let writes = [
            Permission::EditProfile,
            Permission::ManageMembers,
            Permission::ManageProjects,
            Permission::PostUpdates,
            Permission::Close,
        ];
        assert!(writes.iter().all(|what| what.writes()));
        assert!(!Permission::SeeDonations.writes() && !Permission::ReceiveNotices.writes());
    }

    #[test]
    fn owners_and_admins_manage_everyone_does_the_work() {
        for role in Role::ALL {
            assert!(role.may(Permission::ManageProjects) && role.may(Permission::PostUpdates));
            assert!(role.may(Permission::SeeDonations));
        }
        assert!(Owner.may(Permission::EditProfile) && Admin.may(Permission::EditProfile));
        assert!(!Member.may(Permission::EditProfile) && !Member.may(Permission::ManageMembers));
        assert!(!Member.may(Permission::ReceiveNotices) && Admin.may(Permission::ReceiveNotices));
    }

    #[test]
    fn only_owners_make_or_unmake_owners() {
        assert_eq!(may_change_role(Admin, Member, Admin, 1), Ok(()));
        assert_eq!(may_change_role(Admin, Admin, Member, 1), Ok(()));
        assert_eq!(may_change_role(Admin, Member, Owner, 1), Err(Refusal::OwnersOnly));
        assert_eq!(may_change_role(Admin, Owner, Member, 2), Err(Refusal::OwnersOnly));
        assert_eq!(may_change_role(Owner, Member, Owner, 1), Ok(()));
        assert_eq!(may_change_role(Owner, Owner, Admin, 2), Ok(()));
        assert_eq!(may_change_role(Member, Member, Admin, 1), Err(Refusal::NotAllowed));
    }

    #[test]
    fn the_last_owner_stays() {
        assert_eq!(may_change_role(Owner, Owner, Admin, 1), Err(Refusal::LastOwner));
        assert_eq!(may_remove(Owner, Owner, 1), Err(Refusal::LastOwner));
        assert_eq!(may_leave(Owner, 1), Err(Refusal::LastOwner));
        assert_eq!(may_leave(Owner, 2), Ok(()));
        assert_eq!(may_leave(Member, 1), Ok(()));
        assert_eq!(may_remove(Admin, Owner, 3), Err(Refusal::OwnersOnly));
        assert_eq!(may_remove(Admin, Admin, 1), Ok(()));
        assert_eq!(may_remove(Member, Member, 1), Err(Refusal::NotAllowed));
    }

    #[test]
    fn admins_invite_below_owner() {
        assert_eq!(may_invite(Admin, Admin), Ok(()));
        assert_eq!(may_invite(Admin, Owner), Err(Refusal::OwnersOnly));
        assert_eq!(may_invite(Owner, Owner), Ok(()));
        assert_eq!(may_invite(Member, Member), Err(Refusal::NotAllowed));
    }

    #[test]
    fn an_invitation_is_pending_until_accepted_revoked_or_expired() {
        let now = Utc::now();
        let mut inv = Invitation {
            id: crate::InvitationId::from_uuid(Uuid::nil()),
            organization_id: crate::OrganizationId::from_uuid(Uuid::nil()),
            email: "a@b.org".into(),
            role: Member,
            invited_by: crate::UserId::from_uuid(Uuid::nil()),
            created_at: now,
            expires_at: now + chrono::Duration::days(7),
            accepted_at: None,
            accepted_by: None,
            revoked_at: None,
        };
        assert_eq!(inv.state(now), InvitationState::Pending);
        assert_eq!(inv.state(now + chrono::Duration::days(8)), InvitationState::Expired);
        inv.revoked_at = Some(now);
        assert_eq!(inv.state(now), InvitationState::Revoked);
        inv.accepted_at = Some(now);
        assert_eq!(inv.state(now), InvitationState::Accepted);
    }
}
