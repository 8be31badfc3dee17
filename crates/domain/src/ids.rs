//! Typed ids: a `ProjectId` cannot be passed where a `DonationId` is expected. Parsed once at the
//! edge (`Path<ProjectId>` in a handler); a malformed id is simply "not found".

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use uuid::Uuid;

macro_rules! typed_id {
    ($($(#[$doc:meta])* $name:ident),+ $(,)?) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(Uuid);

        impl $name {
            pub const fn from_uuid(id: Uuid) -> Self {
                Self(id)
            }

            /// A new time-ordered id (UUIDv7), for records created now.
            pub fn generate() -> Self {
                Self(Uuid::now_v7())
            }

            pub const fn uuid(self) -> Uuid {
                self.0
            }

            /// The id's 16 bytes (what keyed hashes of ids take).
            pub const fn as_bytes(&self) -> &[u8; 16] {
                self.0.as_bytes()
            }
        }

        impl From<Uuid> for $name {
            fn from(id: Uuid) -> Self {
                Self(id)
            }
        }

        impl From<$name> for Uuid {
            fn from(id: $name) -> Uuid {
                id.0
            }
        }

        impl FromStr for $name {
            type Err = uuid::Error;

            fn from_str(raw: &str) -> Result<Self, Self::Err> {
                Uuid::parse_str(raw.trim()).map(Self)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                self.0.serialize(serializer)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let raw = String::deserialize(deserializer)?;
                raw.parse().map_err(serde::de::Error::custom)
            }
        }

        /// A typed id is a UUID column's value in a query (`Column::ProjectId.eq(project)`): the
        /// store passes typed ids to SeaORM without unwrapping them.
        #[cfg(feature = "sea-query")]
        impl From<$name> for sea_query::Value {
            fn from(id: $name) -> Self {
                Self::Uuid(Some(id.0))
            }
        }

        #[cfg(feature = "sea-query")]
        impl sea_query::Nullable for $name {
            fn null() -> sea_query::Value {
                sea_query::Value::Uuid(None)
            }
        }
    )+};
}

typed_id!(
    /// A person (a user account).
    UserId,
    /// An organization.
    OrganizationId,
    /// A project.
    ProjectId,
    /// A funding round.
    RoundId,
    /// A donation.
    DonationId,
    /// A server-built ADA payment waiting for its transaction.
    IntentId,
    /// A referral reward ledger row.
    RewardId,
    /// A verification submission.
    VerificationId,
    /// An update an organization posted on its project.
    UpdateId,
    /// One payment for several donations (a cart's checkout).
    CheckoutId,
    /// A person's vote on a project.
    VoteId,
    /// A sign-in: a family of refresh tokens, rotated one after another, and the access tokens
    /// issued with them (the access token's `sid`).
    SessionId,
    /// A comment on a project (or a reply to one).
    CommentId,
    /// An uploaded file (an image or a private document).
    MediaId,
    /// An identity: a person or an organization, whose ids share one space. Comments, uploads,
    /// referral rewards and verifications belong to identities.
    IdentityId,
    /// An invitation to join an organization (its emailed link's token is kept apart, hashed).
    InvitationId,
    /// A hosted sign-in: an app's request to sign someone in, completed with a one-time code
    /// (stored as an `auth_session`; not a [`SessionId`], which is a refresh-token family).
    HostedSessionId,
    /// One refresh token of a sign-in (its family is the [`SessionId`]).
    RefreshTokenId,
    /// A single-use emailed link: to confirm an address, reset a password or change the address.
    AccountTokenId,
    /// A sign-in with a provider (OIDC) under way, between the redirect and the callback.
    OidcAttemptId,
    /// A provider (OIDC) account linked to a person.
    OidcIdentityId,
    /// A provider sign-in waiting for the person to confirm linking it to their account.
    OidcLinkId,
    /// An identity's like or emoji reaction on a comment.
    ReactionId,
    /// One step of a project's review (approval, changes asked, rejection, resubmission).
    ReviewId,
    /// A grant of impact points (or, negative, the reversal of one).
    GrantId,
    /// A project's line of a frozen round's results.
    ResultLineId,
    /// A transfer of a project's match, recorded by an operator.
    PayoutId,
    /// A step of a donation's timeline (a state it reached, and when).
    DonationStepId,
);

impl From<UserId> for IdentityId {
    fn from(person: UserId) -> Self {
        Self(person.0)
    }
}

impl From<OrganizationId> for IdentityId {
    fn from(organization: OrganizationId) -> Self {
        Self(organization.0)
    }
}

/// Whether this identity is that person.
impl PartialEq<UserId> for IdentityId {
    fn eq(&self, person: &UserId) -> bool {
        self.0 == person.0
    }
}

/// Whether this identity is that organization.
impl PartialEq<OrganizationId> for IdentityId {
    fn eq(&self, organization: &OrganizationId) -> bool {
        self.0 == organization.0
    }
}

impl IdentityId {
    /// The person this identity is, if it is a person (the id read as a person's).
    pub const fn person(self) -> UserId {
        UserId(self.0)
    }

    /// The organization this identity is, if it is one (the id read as an organization's).
    pub const fn organization(self) -> OrganizationId {
        OrganizationId(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_parse_from_text_and_refuse_garbage() {
        let id: ProjectId = "0190a0b1-0000-7000-8000-000000000001".parse().unwrap();
        assert_eq!(id.to_string(), "0190a0b1-0000-7000-8000-000000000001");
        assert!("not-an-id".parse::<ProjectId>().is_err());
        let json: ProjectId = serde_json::from_str("\"0190a0b1-0000-7000-8000-000000000001\"").unwrap();
        assert_eq!(json, id);
        assert!(serde_json::from_str::<DonationId>("\"9223372036854775808\"").is_err());
    }
}
