//! Votes: free, one counting vote per person per project. A vote cast by a donation is revoked
//! (kept as history, no longer counting) when that donation leaves `settled`.

use chrono::{DateTime, Utc};

use crate::ids::{DonationId, ProjectId, RoundId, UserId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vote {
    pub id: crate::VoteId,
    pub voter: UserId,
    pub project: ProjectId,
    pub round: RoundId,
    /// The donation that cast it, when it came with a donation.
    pub donation: Option<DonationId>,
    /// Set when that donation left `settled`: the vote no longer counts.
    pub revoked_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}
