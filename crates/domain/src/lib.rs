//! Matchpool's domain: the vocabulary every other layer speaks — typed ids, money, states with
//! their allowed transitions, and the platform's policies as pure functions.
//!
//! Nothing here does I/O. Values are parsed once at the edge (`Email::parse`, `Money::parse_major`,
//! `ProjectId::from_str`, ...) so that the rest of the code only ever handles valid data.

pub mod account;
pub mod checkout;
pub mod comment;
pub mod donation;
pub mod fields;
pub mod free_text;
pub mod identity;
pub mod ids;
pub mod impact;
pub mod language;
pub mod media;
pub mod money;
pub mod policy;
pub mod project;
pub mod referral;
pub mod results;
pub mod review;
pub mod round;
pub mod status;
pub mod team;
pub mod text;
pub mod update;
pub mod verification;
pub mod vote;

pub use donation::{ContractStatus, DonationState, Move, Rail};
pub use fields::{FieldError, FieldErrors};
pub use identity::{IdentityKind, KybStatus, OrgStatus, Role};
pub use ids::{
    AccountTokenId, CheckoutId, CommentId, DonationId, DonationStepId, GrantId, HostedSessionId, IdentityId, IntentId,
    InvitationId, MediaId, OidcAttemptId, OidcIdentityId, OidcLinkId, OrganizationId, PayoutId, ProjectId, ReactionId,
    RefreshTokenId, ResultLineId, ReviewId, RewardId, RoundId, SessionId, UpdateId, UserId, VerificationId, VoteId,
};
pub use language::Language;
pub use money::{Currency, MicroUsd, Money};
pub use round::{Phase, RoundSchedule, VotingStatus};
pub use status::{DonationNotices, ProjectStatus, ReviewAction, RewardStatus, VerificationStatus};
