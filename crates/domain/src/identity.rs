//! Identities: a person acts as themselves or as one of their organizations.

use serde::{Deserialize, Serialize};

/// The two kinds of identity, with their wire names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum IdentityKind {
    Users,
    Organizations,
}

/// A person's role in an organization.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Editor,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Owner => "owner",
            Self::Editor => "editor",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "owner" => Some(Self::Owner),
            "editor" => Some(Self::Editor),
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
    pub fn org_status(self) -> &'static str {
        match self {
            Self::Pending => "PENDING",
            Self::Verified => "ACTIVE",
            Self::NotVerified | Self::Rejected => "NOT_ACTIVE",
        }
    }
}
