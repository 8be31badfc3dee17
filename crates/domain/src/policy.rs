//! The platform's rules as pure functions: impact points for an event, the referral reward a
//! referee's facts earn, and whether a donation counts for a round's matching. The store, the
//! use cases, the freeze, the live standings and the estimates all ask these, so the rules live
//! in one place.

use chrono::{DateTime, Utc};

use crate::donation::DonationState;
use crate::identity::KybStatus as VerificationStatus;

/// What earns impact points (DESIGN §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImpactEvent {
    /// A vote for a project.
    Vote,
    /// A settled donation of this many USD cents.
    Donation { usd_cents: i64 },
}

/// Impact points for an event: 1 per vote, 1 per whole USD of a settled donation.
pub fn impact_points(event: ImpactEvent) -> i64 {
    match event {
        ImpactEvent::Vote => 1,
        ImpactEvent::Donation { usd_cents } => usd_cents.max(0) / 100,
    }
}

/// THANK a referred person earns for both sides once they voted and completed KYC.
pub const PERSON_REWARD_THANK: i64 = 1_100;
/// THANK a referred organization earns for both sides once it completed KYB and its creator voted.
pub const ORGANIZATION_REWARD_THANK: i64 = 2_000;

/// Who was referred.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Referee {
    Person,
    Organization,
}

impl Referee {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Person => "person",
            Self::Organization => "organization",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "person" => Some(Self::Person),
            "organization" => Some(Self::Organization),
            _ => None,
        }
    }
}

/// Which side of a referral a reward pays: both the referrer and the referee earn one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum RewardSide {
    Referrer,
    Referee,
}

impl RewardSide {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Referrer => "referrer",
            Self::Referee => "referee",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "referrer" => Some(Self::Referrer),
            "referee" => Some(Self::Referee),
            _ => None,
        }
    }
}

/// What is known of a referee when its reward is evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RefereeFacts {
    pub kind: Referee,
    /// KYC of the person, or KYB of the organization.
    pub verification: VerificationStatus,
    /// The person (or the organization's creator) has a vote that counts: a free vote, or one
    /// that came with a donation still settled.
    pub has_counting_vote: bool,
    /// The referrer is the referee itself, its own organization, or someone it referred (a loop).
    pub self_or_loop: bool,
}

/// The reward both sides earn, if the referee's facts complete it (DESIGN §6).
pub fn referral_reward(facts: RefereeFacts) -> Option<i64> {
    let complete = facts.verification == VerificationStatus::Verified && facts.has_counting_vote && !facts.self_or_loop;
    complete.then_some(match facts.kind {
        Referee::Person => PERSON_REWARD_THANK,
        Referee::Organization => ORGANIZATION_REWARD_THANK,
    })
}

/// A round's voting window and how far matching counts (the end of voting, or now for live figures).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchingWindow {
    pub voting_start: DateTime<Utc>,
    /// The earlier of the end of voting and the instant the figures are taken.
    pub cut_off: DateTime<Utc>,
}

/// What a donation does for its round's matching.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchingRole {
    /// Settled inside the voting window: a contribution of its donor (and a direct donation).
    Contribution,
    /// Settled before voting opened: only a direct donation, lowering the project's cap.
    DirectOnly,
    /// Not settled, or settled after the cut-off: nothing.
    Nothing,
}

/// Whether and how a donation counts for matching (matching.md §2). The freeze, the live
/// standings and the estimates all classify donations with this one function.
pub fn matching_role(state: DonationState, settled_at: Option<DateTime<Utc>>, window: MatchingWindow) -> MatchingRole {
    match settled_at {
        Some(at) if state.counts() && at < window.cut_off => {
            if at >= window.voting_start {
                MatchingRole::Contribution
            } else {
                MatchingRole::DirectOnly
            }
        }
        _ => MatchingRole::Nothing,
    }
}

/// How a donation moving from `from` to `to` changes its project's raised totals (the figures a
/// project card shows): +1 when it starts counting, -1 when it stops, 0 otherwise. The money that
/// counts is the money that counts for matching ([`DonationState::counts`]), whatever the window.
pub fn raised_change(from: DonationState, to: DonationState) -> i64 {
    i64::from(to.counts()) - i64::from(from.counts())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn points_are_one_per_vote_and_per_whole_dollar() {
        assert_eq!(impact_points(ImpactEvent::Vote), 1);
        assert_eq!(impact_points(ImpactEvent::Donation { usd_cents: 2599 }), 25);
        assert_eq!(impact_points(ImpactEvent::Donation { usd_cents: 99 }), 0);
        assert_eq!(impact_points(ImpactEvent::Donation { usd_cents: -500 }), 0);
    }

    fn facts(verification: VerificationStatus, voted: bool, self_or_loop: bool) -> RefereeFacts {
        RefereeFacts { kind: Referee::Person, verification, has_counting_vote: voted, self_or_loop }
    }

    #[test]
    fn a_referral_needs_verification_and_a_counting_vote() {
        assert_eq!(referral_reward(facts(VerificationStatus::Verified, true, false)), Some(PERSON_REWARD_THANK));
        assert_eq!(referral_reward(facts(VerificationStatus::Verified, false, false)), None);
        assert_eq!(referral_reward(facts(VerificationStatus::Pending, true, false)), None);
        assert_eq!(referral_reward(facts(VerificationStatus::Verified, true, true)), None, "self-referral");
        let org = RefereeFacts { kind: Referee::Organization, ..facts(VerificationStatus::Verified, true, false) };
        assert_eq!(referral_reward(org), Some(ORGANIZATION_REWARD_THANK));
    }

    #[test]
    fn only_settled_donations_inside_the_window_are_contributions() {
        let at = |h| Utc.with_ymd_and_hms(2026, 5, 1, h, 0, 0).unwrap();
        let window = MatchingWindow { voting_start: at(10), cut_off: at(20) };
        assert_eq!(matching_role(DonationState::Settled, Some(at(12)), window), MatchingRole::Contribution);
        assert_eq!(matching_role(DonationState::Settled, Some(at(10)), window), MatchingRole::Contribution);
        assert_eq!(matching_role(DonationState::Settled, Some(at(9)), window), MatchingRole::DirectOnly);
        assert_eq!(matching_role(DonationState::Settled, Some(at(20)), window), MatchingRole::Nothing);
        for state in [DonationState::Refunded, DonationState::Disputed, DonationState::Pending] {
            assert_eq!(matching_role(state, Some(at(12)), window), MatchingRole::Nothing, "{state}");
        }
        assert_eq!(matching_role(DonationState::Settled, None, window), MatchingRole::Nothing);
    }

    #[test]
    fn raised_totals_follow_the_donations_that_count() {
        use DonationState::*;
        assert_eq!(raised_change(Pending, Settled), 1);
        assert_eq!(raised_change(Expired, Settled), 1, "a late confirmation");
        assert_eq!(raised_change(Settled, Refunded), -1);
        assert_eq!(raised_change(Settled, Disputed), -1);
        assert_eq!(raised_change(Disputed, Settled), 1, "a dispute won");
        assert_eq!(raised_change(Disputed, Refunded), 0, "already taken out by the dispute");
        assert_eq!(raised_change(Initiated, Failed), 0);
    }
}
