//! Donations: the one state machine of both rails (DESIGN §5) and what each state means.
//!
//! ```text
//! initiated → action_required → pending → settled → refunded
//!     │              │             │         ↕
//!     └──────────────┴─────────────┴→ failed | canceled | expired     disputed → refunded
//! ```
//! Only `settled` counts (totals, estimates, standings, impact points, referral progress).

use std::fmt;

use chrono::{DateTime, Utc};

use crate::ids::{CheckoutId, DonationId, IntentId, ProjectId, RoundId, UserId};
use crate::money::{MicroUsd, Money};

/// Where a donation stands; on the wire by [`DonationState::as_str`]'s names.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum DonationState {
    Initiated,
    /// 3-D Secure: waiting for the donor to confirm with their bank.
    ActionRequired,
    /// Paid, waiting for the provider or the chain to confirm.
    Pending,
    Settled,
    Failed,
    /// The donor abandoned an unconfirmed payment.
    Canceled,
    /// Nothing confirmed in time.
    Expired,
    /// The money went back to the donor (a refund, or a dispute lost).
    Refunded,
    /// A card dispute is open; back to `settled` when won.
    Disputed,
}

/// Why a state change was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a donation cannot go from {from} to {to}")]
pub struct TransitionError {
    pub from: DonationState,
    pub to: DonationState,
}

impl DonationState {
    pub const ALL: [Self; 9] = [
        Self::Initiated,
        Self::ActionRequired,
        Self::Pending,
        Self::Settled,
        Self::Failed,
        Self::Canceled,
        Self::Expired,
        Self::Refunded,
        Self::Disputed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Initiated => "initiated",
            Self::ActionRequired => "action_required",
            Self::Pending => "pending",
            Self::Settled => "settled",
            Self::Failed => "failed",
            Self::Canceled => "canceled",
            Self::Expired => "expired",
            Self::Refunded => "refunded",
            Self::Disputed => "disputed",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == raw)
    }

    /// Whether the money is still on its way: the reconcile job looks these up.
    pub fn in_flight(self) -> bool {
        matches!(self, Self::Initiated | Self::ActionRequired | Self::Pending)
    }

    /// Whether the donation counts for totals, estimates, standings and impact points.
    pub fn counts(self) -> bool {
        self == Self::Settled
    }

    /// The allowed moves. A move to the same state is not a move.
    pub fn can_move_to(self, to: Self) -> bool {
        use DonationState::*;
        match (self, to) {
            (Initiated, ActionRequired | Pending | Settled | Failed | Canceled | Expired) => true,
            (ActionRequired, Pending | Settled | Failed | Canceled | Expired) => true,
            (Pending, Settled | Failed | Expired) => true,
            // A payment confirmed after its donation expired still settles it (late confirmation).
            (Expired, Settled) => true,
            (Settled, Refunded | Disputed) => true,
            (Disputed, Settled | Refunded) => true,
            _ => false,
        }
    }

    /// Checks a move.
    pub fn move_to(self, to: Self) -> Result<Self, TransitionError> {
        if self.can_move_to(to) { Ok(to) } else { Err(TransitionError { from: self, to }) }
    }

    /// Every state from which `to` may be reached: the guard of a conditional update, so two
    /// racing writers move a donation once.
    pub fn sources_of(to: Self) -> Vec<Self> {
        Self::ALL.into_iter().filter(|from| from.can_move_to(to)).collect()
    }

    /// The coarse status the original client reads (api-contract §1).
    pub fn contract_status(self) -> ContractStatus {
        match self {
            Self::Settled => ContractStatus::Approved,
            Self::Failed | Self::Canceled | Self::Expired | Self::Refunded => ContractStatus::Rejected,
            Self::Initiated | Self::ActionRequired | Self::Pending | Self::Disputed => ContractStatus::Pending,
        }
    }
}

/// A donation's coarse `status` as the original client reads it (api-contract §1), from its
/// [`DonationState`]: settled is approved, a state that will never count is rejected, and the
/// rest are pending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ContractStatus {
    Pending,
    Approved,
    Rejected,
}

impl ContractStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "PENDING",
            Self::Approved => "APPROVED",
            Self::Rejected => "REJECTED",
        }
    }
}

impl fmt::Display for DonationState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The named moves the use cases make, each from the states it may start from. A conditional
/// update guarded by `from()` moves a donation once, however many writers race.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// The bank asks the donor to confirm (3-D Secure).
    AskAction,
    /// Paid; the provider or the chain has yet to confirm.
    AwaitConfirmation,
    /// Confirmed: the money arrived (also a late confirmation after expiry).
    Settle,
    /// Declined, or a transaction that does not pay the donation.
    Fail,
    /// The donor abandons an unconfirmed payment.
    Cancel,
    /// Nothing confirmed in time.
    Expire,
    /// The money goes back to the donor.
    Refund,
    /// The card holder disputes the charge.
    Dispute,
    /// The dispute is decided for the platform: settled again.
    WinDispute,
}

impl Move {
    pub fn to(self) -> DonationState {
        use DonationState::*;
        match self {
            Self::AskAction => ActionRequired,
            Self::AwaitConfirmation => Pending,
            Self::Settle | Self::WinDispute => Settled,
            Self::Fail => Failed,
            Self::Cancel => Canceled,
            Self::Expire => Expired,
            Self::Refund => Refunded,
            Self::Dispute => Disputed,
        }
    }

    pub fn from(self) -> &'static [DonationState] {
        use DonationState::*;
        match self {
            Self::AskAction => &[Initiated],
            Self::AwaitConfirmation => &[Initiated, ActionRequired],
            Self::Settle => &[Initiated, ActionRequired, Pending, Expired],
            Self::Fail => &[Initiated, ActionRequired, Pending],
            Self::Cancel => &[Initiated, ActionRequired],
            Self::Expire => &[Initiated, ActionRequired, Pending],
            Self::Refund => &[Settled, Disputed],
            Self::Dispute => &[Settled],
            Self::WinDispute => &[Disputed],
        }
    }

    pub const ALL: [Self; 9] = [
        Self::AskAction,
        Self::AwaitConfirmation,
        Self::Settle,
        Self::Fail,
        Self::Cancel,
        Self::Expire,
        Self::Refund,
        Self::Dispute,
        Self::WinDispute,
    ];
}

/// How a donation is paid (the wire's `payment_type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub enum Rail {
    /// Card, through the payment provider (wire `FIAT`).
    #[serde(rename = "FIAT")]
    Card,
    /// ADA on Cardano (wire `CRYPTO`).
    #[serde(rename = "CRYPTO")]
    Ada,
}

impl Rail {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Card => "FIAT",
            Self::Ada => "CRYPTO",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "FIAT" => Some(Self::Card),
            "CRYPTO" => Some(Self::Ada),
            _ => None,
        }
    }
}

/// A donation as the platform keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Donation {
    pub id: DonationId,
    pub project: ProjectId,
    pub round: RoundId,
    /// The donor (always a person).
    pub donor: UserId,
    pub anonymous: bool,
    pub rail: Rail,
    /// What the project is credited.
    pub amount: Money,
    /// The card fee (zero for ADA); the donor pays amount + fee.
    pub fee: Money,
    /// The amount in USD cents at the server's rate.
    pub usd_cents: i64,
    pub rate: MicroUsd,
    pub rate_source: String,
    pub rate_at: DateTime<Utc>,
    /// The rate the client sent: recorded, never used.
    pub client_rate: Option<String>,
    pub state: DonationState,
    /// `dev`, `stripe`, `blockfrost`, `dev-ledger`.
    pub provider: String,
    /// The payment intent id (card) or transaction id (ADA).
    pub reference: Option<String>,
    pub client_secret: Option<String>,
    pub txid: Option<String>,
    pub wallet_address: Option<String>,
    /// ADA in a checkout: the address this donation's output pays (the project's wallet or the
    /// platform payout address).
    pub pays_to: Option<String>,
    /// ADA not settled yet: how many blocks deep its transaction was last seen (`None` while it
    /// is not on chain); it settles at the deployment's `chain.confirmations`.
    pub confirmations: Option<u32>,
    pub idempotency_key: Option<String>,
    /// The fingerprint of the request the idempotency key was first used with.
    pub request_hash: Option<String>,
    /// The server-built ADA payment this donation pays.
    pub intent: Option<IntentId>,
    /// The checkout (one payment for several projects) this donation is part of.
    pub checkout: Option<CheckoutId>,
    /// Why it ended as it did (decline, cancel, expiry, refund), or a note.
    pub reason: Option<String>,
    pub settled_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Donation {
    /// What the donor pays: amount plus fee.
    pub fn total(&self) -> Money {
        Money { currency: self.amount.currency, minor: self.amount.minor + self.fee.minor }
    }
}

/// One step of a donation's timeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DonationStep {
    pub state: DonationState,
    pub note: Option<String>,
    pub at: DateTime<Utc>,
}

/// A server-built ADA payment (DESIGN §5): the donor, project and amount the transaction is for.
/// Its id travels in the transaction's metadata, and its txid can back only its own donation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdaIntent {
    pub id: IntentId,
    pub donor: UserId,
    pub project: ProjectId,
    pub round: RoundId,
    pub amount: Money,
    /// The address paid (bech32): the project's wallet or the platform payout address.
    pub pays_to: String,
    pub anonymous: bool,
    pub txid: Option<String>,
    pub donation: Option<DonationId>,
    pub expires_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::DonationState::*;
    use super::*;

    #[test]
    fn names_round_trip() {
        for state in DonationState::ALL {
            assert_eq!(DonationState::parse(state.as_str()), Some(state));
        }
        assert_eq!(DonationState::parse("SETTLED"), None);
        assert_eq!(Rail::parse("FIAT"), Some(Rail::Card));
        assert_eq!(Rail::parse("fiat"), None);
    }

    #[test]
    fn only_settled_counts() {
        let counting: Vec<_> = DonationState::ALL.into_iter().filter(|s| s.counts()).collect();
        assert_eq!(counting, vec![Settled]);
    }

    #[test]
    fn final_states_stay_final() {
        for from in [Failed, Canceled, Refunded] {
            for to in DonationState::ALL {
                assert!(!from.can_move_to(to), "{from} → {to}");
            }
        }
        assert!(Expired.can_move_to(Settled), "a late confirmation settles an expired donation");
        assert!(!Expired.can_move_to(Failed));
    }

    #[test]
    fn settled_money_can_only_be_refunded_or_disputed() {
        assert_eq!(DonationState::sources_of(Refunded), vec![Settled, Disputed]);
        assert_eq!(DonationState::sources_of(Disputed), vec![Settled]);
        assert!(Disputed.can_move_to(Settled), "a won dispute settles again");
        assert_eq!(Settled.move_to(Failed), Err(TransitionError { from: Settled, to: Failed }));
        assert!(!Settled.can_move_to(Settled));
    }

    #[test]
    fn only_unconfirmed_payments_can_be_canceled() {
        assert_eq!(DonationState::sources_of(Canceled), vec![Initiated, ActionRequired]);
        assert_eq!(DonationState::sources_of(Settled), vec![Initiated, ActionRequired, Pending, Expired, Disputed]);
    }

    #[test]
    fn every_named_move_is_an_allowed_transition() {
        for m in Move::ALL {
            for from in m.from() {
                assert!(from.can_move_to(m.to()), "{m:?}: {from} → {}", m.to());
            }
        }
        assert!(!Move::Settle.from().contains(&Disputed), "only a won dispute settles a disputed donation");
        assert!(!Move::Refund.from().contains(&Pending), "money not received cannot be refunded");
    }

    #[test]
    fn the_original_client_sees_coarse_statuses() {
        assert_eq!(Settled.contract_status().as_str(), "APPROVED");
        assert_eq!(Refunded.contract_status().as_str(), "REJECTED");
        assert_eq!(Disputed.contract_status().as_str(), "PENDING");
        assert_eq!(ActionRequired.contract_status().as_str(), "PENDING");
        for status in [ContractStatus::Pending, ContractStatus::Approved, ContractStatus::Rejected] {
            assert_eq!(serde_json::to_value(status).unwrap(), status.as_str());
        }
    }
}
