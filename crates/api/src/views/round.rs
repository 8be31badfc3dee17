use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_domain::{Phase, RoundId, RoundSchedule, VotingStatus};
use matchpool_matching::{Algorithm, Params};
use serde::Serialize;
use uuid::Uuid;

/// A round (api-contract §1).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct RoundView {
    #[schema(value_type = Uuid)]
    pub id: RoundId,
    pub number: i32,
    pub name: String,
    pub description: String,
    /// The matching pool in USD (major units).
    pub pool_amount: f64,
    pub pool_cents: i64,
    pub cover_id: Option<Uuid>,
    /// A URL or null.
    pub cover: Option<String>,
    pub submission_start_at: DateTime<Utc>,
    pub submission_end_at: DateTime<Utc>,
    pub voting_start_at: DateTime<Utc>,
    pub voting_end_at: DateTime<Utc>,
    pub results_at: DateTime<Utc>,
    /// Alias of `results_at` for the original client.
    pub voting_announce_at: DateTime<Utc>,
    pub phase: Phase,
    pub status: VotingStatus,
    pub algorithm: Algorithm,
    /// Every parameter of the round (matching.md §3), defaults filled in.
    pub params: Params,
    /// Whether a published project waits for an operator's approval before it is public.
    pub projects_need_approval: bool,
    pub total_projects: i64,
    pub total_votes: i64,
    /// Settled donations in USD.
    pub total_donations: f64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Running totals of a round, filled in by the features that own them.
#[derive(Debug, Default, Clone, Copy)]
pub struct RoundTotals {
    pub projects: i64,
    pub votes: i64,
    pub donations_usd_cents: i64,
}

impl RoundTotals {
    /// Counts what a round has so far.
    pub async fn load(db: &impl sea_orm::ConnectionTrait, round: RoundId) -> matchpool_store::StoreResult<Self> {
        Ok(Self::load_many(db, &[round]).await?.remove(&round).unwrap_or_default())
    }

    /// Counts what each of the rounds has so far, in one query.
    pub async fn load_many(
        db: &impl sea_orm::ConnectionTrait,
        rounds: &[RoundId],
    ) -> matchpool_store::StoreResult<std::collections::HashMap<RoundId, Self>> {
        Ok(matchpool_store::rounds::totals(db, rounds)
            .await?
            .into_iter()
            .map(|(id, (projects, votes, donations_usd_cents))| (id, Self { projects, votes, donations_usd_cents }))
            .collect())
    }
}

pub fn schedule(round: &Round) -> RoundSchedule {
    RoundSchedule {
        submission_start_at: round.submission_start_at,
        submission_end_at: round.submission_end_at,
        voting_start_at: round.voting_start_at,
        voting_end_at: round.voting_end_at,
        results_at: round.results_at,
    }
}

pub fn round_view(round: &Round, totals: RoundTotals, now: DateTime<Utc>) -> RoundView {
    let schedule = schedule(round);
    RoundView {
        id: round.id,
        number: round.number,
        name: round.name.clone(),
        description: round.description.clone(),
        pool_amount: cents_to_major(round.pool_cents),
        pool_cents: round.pool_cents,
        cover_id: None,
        cover: round.cover_url.clone(),
        submission_start_at: round.submission_start_at,
        submission_end_at: round.submission_end_at,
        voting_start_at: round.voting_start_at,
        voting_end_at: round.voting_end_at,
        results_at: round.results_at,
        voting_announce_at: round.results_at,
        phase: schedule.phase(now),
        status: schedule.voting_status(now),
        algorithm: matchpool_app::matching::engine_algorithm(round.algorithm),
        params: stored_params(&round.params),
        projects_need_approval: round.projects_need_approval,
        total_projects: totals.projects,
        total_votes: totals.votes,
        total_donations: cents_to_major(totals.donations_usd_cents),
        created_at: round.created_at,
        updated_at: round.updated_at,
    }
}

/// Major units for the wire (money is stored in cents; api-contract §0).
pub fn cents_to_major(cents: i64) -> f64 {
    cents as f64 / 100.0
}

/// Whole cents from a USD amount on the wire: a finite number, not negative, with at most two
/// decimals.
pub fn usd_to_cents(amount: f64) -> Result<i64, matchpool_domain::FieldError> {
    use matchpool_domain::FieldError;
    let cents = (amount * 100.0).round();
    if !amount.is_finite() {
        Err(FieldError::Invalid)
    } else if amount < 0.0 {
        Err(FieldError::Negative)
    } else if (amount * 100.0 - cents).abs() > 1e-6 || cents > 9.0e15 {
        Err(FieldError::Invalid)
    } else {
        Ok(cents as i64)
    }
}

/// A stored algorithm's name as matching reads it; the default (`qf`) for a name this build does
/// not know, which neither the round's form nor freezing writes.
pub fn stored_algorithm(raw: &str) -> Algorithm {
    raw.parse().unwrap_or_else(|_| {
        tracing::warn!(algorithm = raw, "a stored algorithm is unknown");
        Algorithm::default()
    })
}

/// Stored matching parameters as matching reads them (missing keys take their defaults); the
/// defaults for parameters matching refuses, which neither the round's form nor freezing writes.
pub fn stored_params(raw: &serde_json::Value) -> Params {
    serde_json::from_value(raw.clone()).unwrap_or_else(|err| {
        tracing::warn!(error = %err, "stored matching parameters do not read");
        Params::default()
    })
}
