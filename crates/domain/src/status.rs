//! The other states the platform keeps, with their wire names and allowed moves: verification
//! (KYC/KYB), referral rewards and projects. Donation states live in [`crate::donation`].

use crate::fields::FieldError;
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

/// A project: a draft seen only by its organization, public, or in review when its round needs
/// approval (submitted, sent back for changes, or rejected), which only its organization and the
/// operators see. Its wire names are the original client's uppercase ones (`ACTIVE`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ProjectStatus {
    Draft,
    Active,
    /// Kept for the original client's vocabulary (api-contract §1); not set by this server.
    Expire,
    /// Published into a round that needs approval; waiting for an operator.
    Submitted,
    /// An operator asked for changes; the organization edits and resubmits.
    ChangesRequested,
    /// An operator rejected it, with a reason.
    Rejected,
}

/// What an operator (or, for `Resubmit`, the organization) does to a project in review; its wire
/// (and stored) name is the past tense (`approved`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, utoipa::ToSchema)]
pub enum ReviewAction {
    #[serde(rename = "approved")]
    Approve,
    #[serde(rename = "changes_requested")]
    RequestChanges,
    #[serde(rename = "rejected")]
    Reject,
    #[serde(rename = "resubmitted")]
    Resubmit,
}

impl ReviewAction {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Approve => "approved",
            Self::RequestChanges => "changes_requested",
            Self::Reject => "rejected",
            Self::Resubmit => "resubmitted",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        [Self::Approve, Self::RequestChanges, Self::Reject, Self::Resubmit].into_iter().find(|a| a.as_str() == raw)
    }

    /// Whether the organization takes it (else an operator does).
    pub fn by_organization(self) -> bool {
        self == Self::Resubmit
    }

    /// Whether it needs words for the organization: the changes asked for, or the reason.
    pub fn needs_message(self) -> bool {
        matches!(self, Self::RequestChanges | Self::Reject)
    }
}

impl ProjectStatus {
    pub const ALL: [Self; 6] =
        [Self::Draft, Self::Active, Self::Expire, Self::Submitted, Self::ChangesRequested, Self::Rejected];

    /// What an organization's own list shows: everything but the original client's `EXPIRE`.
    pub const OWNER_LISTED: [Self; 5] =
        [Self::Active, Self::Draft, Self::Submitted, Self::ChangesRequested, Self::Rejected];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "DRAFT",
            Self::Active => "ACTIVE",
            Self::Expire => "EXPIRE",
            Self::Submitted => "SUBMITTED",
            Self::ChangesRequested => "CHANGES_REQUESTED",
            Self::Rejected => "REJECTED",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == raw)
    }

    /// The operators' review queue filter: the states of review in lowercase (`submitted`,
    /// `changes_requested`, `rejected`); no filter is the projects waiting for a decision.
    pub fn review_queue(raw: Option<&str>) -> Result<Self, FieldError> {
        let Some(raw) = raw else { return Ok(Self::Submitted) };
        Self::ALL
            .into_iter()
            .filter(|s| s.in_review())
            .find(|s| s.as_str().to_ascii_lowercase() == raw)
            .ok_or(FieldError::Invalid)
    }

    /// Whether people may vote for and donate to it, and whether it takes part in matching.
    pub fn is_public(self) -> bool {
        self == Self::Active
    }

    /// Whether only its organization (and operators, for review) may see it: drafts and every
    /// state of review. `EXPIRE` projects stay readable, as before.
    pub fn is_private(self) -> bool {
        self == Self::Draft || self.in_review()
    }

    /// Whether it is in one of the states of application review.
    pub fn in_review(self) -> bool {
        matches!(self, Self::Submitted | Self::ChangesRequested | Self::Rejected)
    }

    /// The status a project gets when its organization saves it asking for `requested` (`ACTIVE`
    /// to publish, `DRAFT` to keep or take it back), from `current` (`None` when new), in a round
    /// that does or does not need approval. Publishing into a round that needs approval submits
    /// it; an approved project stays public while edited; a project sent back for changes keeps
    /// that state until resubmitted, and a rejected one stays rejected.
    pub fn after_save(current: Option<Self>, requested: Self, needs_approval: bool) -> Self {
        match (current, requested) {
            (Some(state @ (Self::ChangesRequested | Self::Rejected)), _) => state,
            (_, Self::Draft) => Self::Draft,
            (Some(Self::Active), Self::Active) => Self::Active,
            (_, Self::Active) if needs_approval => Self::Submitted,
            (_, Self::Active) => Self::Active,
            (Some(current), _) => current,
            (None, other) => other,
        }
    }

    /// Whether a save asking for `requested` from `current` (`None` when new) leaves the project a
    /// draft: only then may its fields be incomplete (a draft saved while the person types).
    pub fn stays_draft(current: Option<Self>, requested: Self) -> bool {
        Self::after_save(current, requested, false) == Self::Draft
            && Self::after_save(current, requested, true) == Self::Draft
    }

    /// Where a review action takes the project, or `None` when it may not be taken from here:
    /// operators decide on submitted projects (and may still reject one waiting for changes);
    /// the organization resubmits only after changes were requested.
    pub fn after_review(self, action: ReviewAction) -> Option<Self> {
        match (self, action) {
            (Self::Submitted, ReviewAction::Approve) => Some(Self::Active),
            (Self::Submitted, ReviewAction::RequestChanges) => Some(Self::ChangesRequested),
            (Self::Submitted | Self::ChangesRequested, ReviewAction::Reject) => Some(Self::Rejected),
            (Self::ChangesRequested, ReviewAction::Resubmit) => Some(Self::Submitted),
            _ => None,
        }
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
    fn the_review_queue_filters_by_the_lowercase_review_states() {
        assert_eq!(ProjectStatus::review_queue(None), Ok(ProjectStatus::Submitted));
        assert_eq!(ProjectStatus::review_queue(Some("submitted")), Ok(ProjectStatus::Submitted));
        assert_eq!(ProjectStatus::review_queue(Some("changes_requested")), Ok(ProjectStatus::ChangesRequested));
        assert_eq!(ProjectStatus::review_queue(Some("rejected")), Ok(ProjectStatus::Rejected));
        for raw in ["SUBMITTED", "active", "draft", "pending", ""] {
            assert_eq!(ProjectStatus::review_queue(Some(raw)), Err(FieldError::Invalid), "{raw}");
        }
    }

    #[test]
    fn project_statuses_and_review_actions_serialize_as_their_wire_names() {
        for status in ProjectStatus::ALL {
            assert_eq!(serde_json::to_value(status).unwrap(), serde_json::json!(status.as_str()));
        }
        use ReviewAction::*;
        for action in [Approve, RequestChanges, Reject, Resubmit] {
            assert_eq!(serde_json::to_value(action).unwrap(), serde_json::json!(action.as_str()));
        }
    }

    #[test]
    fn only_active_projects_are_public() {
        assert!(ProjectStatus::Active.is_public());
        assert!(!ProjectStatus::Draft.is_public());
        assert_eq!(ProjectStatus::parse("ACTIVE"), Some(ProjectStatus::Active));
        assert_eq!(ProjectStatus::parse("active"), None);
        for status in ProjectStatus::ALL {
            assert_eq!(ProjectStatus::parse(status.as_str()), Some(status));
        }
    }

    #[test]
    fn projects_in_review_are_neither_public_nor_seen_by_visitors() {
        use ProjectStatus::*;
        for status in [Submitted, ChangesRequested, Rejected] {
            assert!(!status.is_public(), "{status:?} does not count for voting or matching");
            assert!(status.is_private(), "{status:?} is seen by its organization only");
            assert!(status.in_review());
        }
        assert!(Draft.is_private() && !Active.is_private() && !Expire.is_private());
        assert!(!Draft.in_review() && !Active.in_review());
        assert!(!ProjectStatus::OWNER_LISTED.contains(&Expire));
    }

    #[test]
    fn publishing_into_a_round_that_needs_approval_submits() {
        use ProjectStatus::*;
        assert_eq!(ProjectStatus::after_save(None, Active, true), Submitted);
        assert_eq!(ProjectStatus::after_save(None, Active, false), Active);
        assert_eq!(ProjectStatus::after_save(None, Draft, true), Draft);
        assert_eq!(ProjectStatus::after_save(Some(Draft), Active, true), Submitted);
        assert_eq!(ProjectStatus::after_save(Some(Draft), Active, false), Active);
        assert_eq!(ProjectStatus::after_save(Some(Active), Active, true), Active, "approved stays public");
        assert_eq!(ProjectStatus::after_save(Some(Active), Draft, true), Draft);
        assert_eq!(ProjectStatus::after_save(Some(Submitted), Active, true), Submitted);
        assert_eq!(ProjectStatus::after_save(Some(Submitted), Active, false), Active);
        assert_eq!(ProjectStatus::after_save(Some(Submitted), Draft, true), Draft, "withdrawn");
        assert_eq!(ProjectStatus::after_save(Some(ChangesRequested), Active, true), ChangesRequested);
        assert_eq!(ProjectStatus::after_save(Some(ChangesRequested), Draft, true), ChangesRequested);
        assert_eq!(ProjectStatus::after_save(Some(Rejected), Active, true), Rejected);
    }

    #[test]
    fn only_a_save_that_stays_a_draft_may_be_incomplete() {
        use ProjectStatus::*;
        assert!(ProjectStatus::stays_draft(None, Draft));
        assert!(ProjectStatus::stays_draft(Some(Draft), Draft));
        assert!(ProjectStatus::stays_draft(Some(Active), Draft), "taken back");
        assert!(!ProjectStatus::stays_draft(Some(Draft), Active), "publishing checks everything");
        assert!(!ProjectStatus::stays_draft(None, Active));
        assert!(!ProjectStatus::stays_draft(Some(ChangesRequested), Draft), "stays in review");
        assert!(!ProjectStatus::stays_draft(Some(Rejected), Draft));
    }

    #[test]
    fn review_moves() {
        use ProjectStatus::*;
        use ReviewAction::*;
        assert_eq!(Submitted.after_review(Approve), Some(Active));
        assert_eq!(Submitted.after_review(RequestChanges), Some(ChangesRequested));
        assert_eq!(Submitted.after_review(Reject), Some(Rejected));
        assert_eq!(ChangesRequested.after_review(Resubmit), Some(Submitted));
        assert_eq!(ChangesRequested.after_review(Reject), Some(Rejected));
        assert_eq!(Submitted.after_review(Resubmit), None, "resubmitting needs a request for changes");
        assert_eq!(ChangesRequested.after_review(Approve), None, "approval waits for the resubmission");
        for from in [Draft, Active, Expire, Rejected] {
            for action in [Approve, RequestChanges, Reject, Resubmit] {
                assert_eq!(from.after_review(action), None, "{from:?} cannot be {action:?}");
            }
        }
        assert!(Resubmit.by_organization() && !Approve.by_organization());
        assert!(Reject.needs_message() && RequestChanges.needs_message() && !Approve.needs_message());
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
