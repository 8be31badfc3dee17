//! Referral rewards as the platform keeps them.

use chrono::{DateTime, Utc};

use crate::policy::{Referee, RewardSide};
use crate::status::RewardStatus;
use crate::{RewardId, UserId};

/// One side of a referral reward.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reward {
    pub id: RewardId,
    /// Who earns it (a person or an organization).
    pub identity_id: crate::IdentityId,
    pub side: RewardSide,
    pub referrer_id: crate::IdentityId,
    pub referee_id: crate::IdentityId,
    /// Who was referred: a person (1,100 THANK) or an organization (2,000 THANK).
    pub kind: Referee,
    pub thank: i64,
    pub status: RewardStatus,
    /// What granted it (unique: each cause is rewarded once).
    pub cause: String,
    pub paid_at: Option<DateTime<Utc>>,
    pub paid_by: Option<UserId>,
    pub created_at: DateTime<Utc>,
}
