//! Identities: a person acts as themselves or as one of their organizations.

use serde::{Deserialize, Serialize};

/// The two kinds of identity, with their wire names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum IdentityKind {
    Users,
    Organizations,
}

/// A person (identity type `users`), as the store keeps them.
#[derive(Clone, PartialEq, Eq)]
pub struct User {
    pub id: crate::UserId,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// The argon2id PHC string; left out of `Debug`.
    pub password_hash: String,
    pub language: crate::Language,
    pub is_operator: bool,
    /// Where their KYC review stands.
    pub kyc: KybStatus,
    pub identity_verified_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When the person confirmed their email address; `None` until then.
    pub email_verified_at: Option<chrono::DateTime<chrono::Utc>>,
    pub avatar_url: Option<String>,
    pub referral_code: String,
    pub referred_by: Option<crate::IdentityId>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    /// When the person deleted their account; the row stays, anonymised.
    pub deleted_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl std::fmt::Debug for User {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("User")
            .field("id", &self.id)
            .field("username", &self.username)
            .field("is_operator", &self.is_operator)
            .field("kyc", &self.kyc)
            .field("deleted_at", &self.deleted_at)
            .finish_non_exhaustive()
    }
}

/// An organization (identity type `organizations`), managed by its member persons, as the store
/// keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Organization {
    pub id: crate::OrganizationId,
    pub shortname: String,
    pub name: String,
    pub email: String,
    pub website: Option<String>,
    pub description: Option<String>,
    /// The logo's address (a resized copy of the upload `logo_id`).
    pub logo_url: Option<String>,
    /// The upload the logo was made from.
    pub logo_id: Option<crate::MediaId>,
    /// Web addresses of its pages elsewhere (social networks), in the order given.
    pub social_links: Vec<String>,
    /// Where its KYB review stands.
    pub kyb: KybStatus,
    pub kyb_reason: Option<String>,
    pub verified_at: Option<chrono::DateTime<chrono::Utc>>,
    pub created_by: crate::UserId,
    pub referral_code: String,
    /// The identity whose referral link the creator registered through, if any.
    pub referred_by: Option<crate::IdentityId>,
    /// How it hears of donations.
    pub donation_notices: crate::DonationNotices,
    /// When the last daily digest of donations went out.
    pub digest_sent_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When an owner closed it (`None` while open): its projects and donations stay readable,
    /// nothing new is made for it (docs/ARCHITECTURE.md, "Closing an organization").
    pub closed_at: Option<chrono::DateTime<chrono::Utc>>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// Whose identity a verification is about, by its stored and wire name: a person's (`user`, KYC)
/// or an organization's (`organization`, KYB).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SubjectKind {
    User,
    Organization,
}

impl SubjectKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::User => "user",
            Self::Organization => "organization",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        [Self::User, Self::Organization].into_iter().find(|k| k.as_str() == raw)
    }
}

/// A person's role in an organization (`crate::team` says what each may do).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Admin,
    Member,
}

impl Role {
    pub const ALL: [Self; 3] = [Self::Owner, Self::Admin, Self::Member];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Owner => "owner",
            Self::Admin => "admin",
            Self::Member => "member",
        }
    }

    /// A stored or sent role. `editor`, the name before teams (issue 33), reads as `member`.
    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "owner" => Some(Self::Owner),
            "admin" => Some(Self::Admin),
            "member" | "editor" => Some(Self::Member),
            _ => None,
        }
    }
}

/// Where an organization's KYB (or a person's KYC) review stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema, Default)]
#[serde(rename_all = "snake_case")]
pub enum KybStatus {
    #[default]
    NotVerified,
    Pending,
    Verified,
    Rejected,
}

impl KybStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::NotVerified => "not_verified",
            Self::Pending => "pending",
            Self::Verified => "verified",
            Self::Rejected => "rejected",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "not_verified" => Some(Self::NotVerified),
            "pending" => Some(Self::Pending),
            "verified" => Some(Self::Verified),
            "rejected" => Some(Self::Rejected),
            _ => None,
        }
    }

    /// The organization `status` the original client reads (api-contract §1).
    pub fn org_status(self) -> OrgStatus {
        match self {
            Self::Pending => OrgStatus::Pending,
            Self::Verified => OrgStatus::Active,
            Self::NotVerified | Self::Rejected => OrgStatus::NotActive,
        }
    }
}

/// An organization's `status` as the original client reads it ([`KybStatus::org_status`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum OrgStatus {
    NotActive,
    Pending,
    Active,
}

impl OrgStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::NotActive => "NOT_ACTIVE",
            Self::Pending => "PENDING",
            Self::Active => "ACTIVE",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_organization_status_is_sent_by_its_contract_name() {
        for status in [OrgStatus::NotActive, OrgStatus::Pending, OrgStatus::Active] {
            assert_eq!(serde_json::to_value(status).unwrap(), status.as_str());
        }
        assert_eq!(KybStatus::Rejected.org_status(), OrgStatus::NotActive);
        assert_eq!(KybStatus::Verified.org_status(), OrgStatus::Active);
    }
}
