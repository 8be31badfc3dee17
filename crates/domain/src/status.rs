//! The other states the platform keeps, with their wire names and allowed moves: verification
//! (KYC/KYB), referral rewards and projects. Donation states live in [`crate::donation`].

pub use crate::identity::KybStatus as VerificationStatus;

impl VerificationStatus {
    /// Submitting documents puts a not-verified or rejected identity under review; deciding
    /// verifies or rejects it; the provider may also reopen a review.
    pub fn can_move_to(self, to: Self) -> bool {
        use VerificationStatus::*;
        matches!(
            (self, to),
            (NotVerified | Rejected, Pending)
                | (Pending | NotVerified | Rejected, Verified)
                | (Pending | NotVerified, Rejected)
        )
    }
}

/// A referral reward: earned when its conditions are met, paid when an operator settles it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum RewardStatus {
    Earned,
    Paid,
}

impl RewardStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Earned => "earned",
            Self::Paid => "paid",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "earned" => Some(Self::Earned),
            "paid" => Some(Self::Paid),
            _ => None,
        }
    }

    pub fn can_move_to(self, to: Self) -> bool {
        matches!((self, to), (Self::Earned, Self::Paid))
    }
}

/// A project: a draft seen only by its organization, or public.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProjectStatus {
    Draft,
    Active,
    /// Kept for the original client's vocabulary (api-contract §1); not set by this server.
    Expire,
}

impl ProjectStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "DRAFT",
            Self::Active => "ACTIVE",
            Self::Expire => "EXPIRE",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "DRAFT" => Some(Self::Draft),
            "ACTIVE" => Some(Self::Active),
            "EXPIRE" => Some(Self::Expire),
            _ => None,
        }
    }

    /// Whether people may vote for and donate to it, and whether it takes part in matching.
    pub fn is_public(self) -> bool {
        self == Self::Active
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verification_moves() {
        use VerificationStatus::*;
        assert!(NotVerified.can_move_to(Pending));
        assert!(Rejected.can_move_to(Pending), "a rejected identity may submit again");
        assert!(Pending.can_move_to(Verified) && Pending.can_move_to(Rejected));
        assert!(!Verified.can_move_to(Pending), "a verified identity does not submit again");
        assert!(!Pending.can_move_to(Pending));
    }

    #[test]
    fn rewards_are_paid_once() {
        assert!(RewardStatus::Earned.can_move_to(RewardStatus::Paid));
        assert!(!RewardStatus::Paid.can_move_to(RewardStatus::Paid));
        assert!(!RewardStatus::Paid.can_move_to(RewardStatus::Earned));
        assert_eq!(RewardStatus::parse("paid"), Some(RewardStatus::Paid));
    }

    #[test]
    fn only_active_projects_are_public() {
        assert!(ProjectStatus::Active.is_public());
        assert!(!ProjectStatus::Draft.is_public());
        assert_eq!(ProjectStatus::parse("ACTIVE"), Some(ProjectStatus::Active));
        assert_eq!(ProjectStatus::parse("active"), None);
    }
}

/// How an organization hears of donations to its projects (issue 16): a notice for each
/// settled donation, one daily digest, or none. Refunds and disputes are always told.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DonationNotices {
    #[default]
    Each,
    Daily,
    None,
}

impl DonationNotices {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Each => "each",
            Self::Daily => "daily",
            Self::None => "none",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        [Self::Each, Self::Daily, Self::None].into_iter().find(|n| n.as_str() == value)
    }
}

#[cfg(test)]
mod notices_tests {
    use super::DonationNotices;

    #[test]
    fn donation_notice_choices_round_trip_and_default_to_each() {
        for choice in [DonationNotices::Each, DonationNotices::Daily, DonationNotices::None] {
            assert_eq!(DonationNotices::parse(choice.as_str()), Some(choice));
        }
        assert_eq!(DonationNotices::parse("weekly"), None);
        assert_eq!(DonationNotices::parse("EACH"), None);
        assert_eq!(DonationNotices::default(), DonationNotices::Each);
    }
}
