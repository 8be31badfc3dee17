//! An organization's members and invitations as the API answers them (issue 33).

use chrono::{DateTime, Utc};
use matchpool_domain::identity::User;
use matchpool_domain::team::{Invitation, Membership};
use matchpool_domain::{InvitationId, Role, UserId};
use serde::Serialize;

use super::identity::OrganizationView;

/// A member with their role. `email` is shown to the organization's owners and admins only.
#[derive(Serialize, utoipa::ToSchema)]
pub struct MemberView {
    #[schema(value_type = Uuid)]
    pub user_id: UserId,
    pub username: String,
    pub first_name: String,
    pub last_name: String,
    pub avatar_url: Option<String>,
    pub email: Option<String>,
    pub role: Role,
    pub joined_at: DateTime<Utc>,
}

pub fn member_view(member: &Membership, user: Option<&User>, show_email: bool) -> MemberView {
    MemberView {
        user_id: member.user_id,
        username: user.map(|u| u.username.clone()).unwrap_or_default(),
        first_name: user.map(|u| u.first_name.clone()).unwrap_or_default(),
        last_name: user.map(|u| u.last_name.clone()).unwrap_or_default(),
        avatar_url: user.and_then(|u| u.avatar_url.clone()),
        email: user.filter(|_| show_email).map(|u| u.email.clone()),
        role: member.role,
        joined_at: member.created_at,
    }
}

/// The members, and the caller's own role (what the page may offer them).
#[derive(Serialize, utoipa::ToSchema)]
pub struct Members {
    pub members: Vec<MemberView>,
    pub your_role: Role,
}

/// A pending invitation.
#[derive(Serialize, utoipa::ToSchema)]
pub struct InvitationView {
    #[schema(value_type = Uuid)]
    pub id: InvitationId,
    pub email: String,
    pub role: Role,
    #[schema(value_type = Uuid)]
    pub invited_by: UserId,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

pub fn invitation_view(invitation: &Invitation) -> InvitationView {
    InvitationView {
        id: invitation.id,
        email: invitation.email.clone(),
        role: invitation.role,
        invited_by: invitation.invited_by,
        created_at: invitation.created_at,
        expires_at: invitation.expires_at,
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Invitations {
    pub invitations: Vec<InvitationView>,
}

/// What an invitation link offers: the organization, the role, the address it was sent to.
#[derive(Serialize, utoipa::ToSchema)]
pub struct InvitationOffer {
    pub organization: OrganizationView,
    pub role: Role,
    pub email: String,
    pub expires_at: DateTime<Utc>,
}

/// The organization joined and the role.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Joined {
    pub organization: OrganizationView,
    pub role: Role,
}
