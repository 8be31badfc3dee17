//! Sign-in and account upkeep records: emailed links, refresh tokens, hosted sign-ins and the
//! provider (OIDC) sign-in steps. Tokens are kept as hashes only.

use chrono::{DateTime, Utc};

use crate::{AccountTokenId, HostedSessionId, OidcAttemptId, OidcIdentityId, OidcLinkId, RefreshTokenId};

/// What an emailed link is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    VerifyEmail,
    ResetPassword,
    /// Confirms a new address; the token's `email` is the new one.
    ChangeEmail,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::VerifyEmail => "verify_email",
            Self::ResetPassword => "reset_password",
            Self::ChangeEmail => "change_email",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        [Self::VerifyEmail, Self::ResetPassword, Self::ChangeEmail].into_iter().find(|p| p.as_str() == raw)
    }
}

/// A single-use emailed link (its token stored as a hash).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountToken {
    pub id: AccountTokenId,
    pub user_id: crate::UserId,
    pub purpose: Purpose,
    pub token_hash: String,
    /// The address the link was sent to (for `ChangeEmail`, the new one).
    pub email: String,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// A refresh token of a signed-in browser; rotating it keeps the family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefreshToken {
    pub id: RefreshTokenId,
    pub user_id: crate::UserId,
    pub family_id: crate::SessionId,
    pub token_hash: String,
    pub expires_at: DateTime<Utc>,
    pub rotated_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
    /// The `User-Agent` of the sign-in (the sessions list shows its browser and system).
    pub user_agent: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// A hosted sign-in: the app that asked, and once someone signed in, the one-time code for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostedSession {
    pub id: HostedSessionId,
    pub redirect_url: String,
    pub expires_at: DateTime<Utc>,
    pub code_hash: Option<String>,
    pub user_id: Option<crate::UserId>,
    pub identity_id: Option<crate::IdentityId>,
    pub code_expires_at: Option<DateTime<Utc>>,
    pub used_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// A sign-in with a provider in progress (between the redirect and the callback).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OidcAttempt {
    pub id: OidcAttemptId,
    pub state_hash: String,
    pub provider: String,
    pub nonce: String,
    pub pkce_verifier: String,
    /// The hosted sign-in this attempt belongs to, if any (it completes after the sign-in).
    pub auth_session_id: Option<HostedSessionId>,
    /// The page of ours to return to.
    pub return_to: Option<String>,
    /// A signed-in person adding this provider to their account (from the profile).
    pub link_user_id: Option<crate::UserId>,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// A provider account linked to a person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OidcIdentity {
    pub id: OidcIdentityId,
    pub provider: String,
    pub subject: String,
    pub user_id: crate::UserId,
    /// The address the provider gave when the link was made (shown on the profile).
    pub email: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// A provider sign-in waiting for the person to confirm linking it to their existing account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OidcLink {
    pub id: OidcLinkId,
    /// What the browser that came back from the provider holds.
    pub token_hash: String,
    /// The emailed confirmation link's token, once one was sent.
    pub email_token_hash: Option<String>,
    pub provider: String,
    pub subject: String,
    pub email: String,
    pub user_id: crate::UserId,
    pub auth_session_id: Option<HostedSessionId>,
    pub return_to: Option<String>,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}
