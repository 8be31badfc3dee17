//! A frozen round's results and the payouts recorded against them.

use chrono::{DateTime, Utc};

/// A project's line of a frozen round's results.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultLine {
    pub id: crate::ResultLineId,
    pub round_id: crate::RoundId,
    pub project_id: crate::ProjectId,
    /// m_p, in USD.
    pub raw_match: f64,
    pub uncapped_cents: i64,
    pub cap_cents: i64,
    /// What the project is paid from the pool.
    pub match_cents: i64,
    pub capped: bool,
    /// People who voted for or donated to the project inside the voting window.
    pub supporters: i32,
    /// D_p: settled donations up to the freeze, in USD cents.
    pub donations_cents: i64,
    pub created_at: DateTime<Utc>,
}

/// A transfer of a project's match, recorded by an operator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payout {
    pub id: crate::PayoutId,
    pub round_id: crate::RoundId,
    pub project_id: crate::ProjectId,
    pub amount_cents: i64,
    /// The bank or chain reference of the transfer.
    pub reference: String,
    pub paid_at: DateTime<Utc>,
    /// The operator who recorded it.
    pub recorded_by: crate::UserId,
    pub created_at: DateTime<Utc>,
}
