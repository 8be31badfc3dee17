//! `GET /projects/{id}/estimate`: "your donation of X adds about Y to this project's match"
//! (matching.md §12), from the round's cached estimator.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_domain::{FieldError, ProjectId};
use matchpool_matching::{Estimate, EstimateError, EstimateReason, Who};
use serde::Serialize;
use uuid::Uuid;

use super::access::visible;
use crate::error::{ApiError, ApiResult};
use crate::extract::{MaybeAuth, QueryMap};
use crate::state::AppState;
use crate::views::round::{cents_to_major, usd_to_cents};
use matchpool_app::matching::{CachedEstimator, estimator};

/// A live estimate. Money as USD numbers and as cents.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct EstimateView {
    /// How much the gift would add to the project's match, in USD; never negative: 0 for a
    /// capped project (see `capped`).
    pub estimate_usd: f64,
    pub estimate_cents: i64,
    /// The project is paid its matching cap with the gift: its total (gifts and match) stays the
    /// same, the gift takes the place of part of its match, and that part of the pool goes to
    /// the other projects.
    pub capped: bool,
    /// The project's current match, in USD (its share of the pool if voting ended now); null
    /// outside voting while the results are not public.
    pub current_match_usd: Option<f64>,
    pub current_match_cents: Option<i64>,
    /// `voting_closed`, `one_supporter` (a lone supporter is never matched), `capped` (the
    /// project has reached its matching cap) or `no_change`; absent for an ordinary estimate.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub reason: Option<EstimateReason>,
    /// The figure comes from the last full computation plus the qf marginal formula (pairwise and
    /// cocm rounds): show it as approximate, with `computed_at`.
    pub approximate: bool,
    /// When the inputs behind the estimate were read.
    pub computed_at: Option<DateTime<Utc>>,
}

/// Estimate how much a donation of `amount` would add to the project's match, for the caller
/// (a visitor counts as a new unverified supporter). `amount` is in `currency` major units, 0 for
/// a vote alone.
#[utoipa::path(get, path = "/projects/{id}/estimate", tag = "projects",
    params(("id" = uuid::Uuid, Path), ("amount" = f64, Query, description = "Gift in major units; 0 = a vote alone"),
        ("currency" = Option<String>, Query, description = "`USD` (default)")),
    responses((status = 200, body = EstimateView), (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` (`amount`), `estimate.unsupported_currency`", body = crate::error::ErrorBody),
        (status = 503, description = "`estimate.not_ready`: the round's estimator is still being built", body = crate::error::ErrorBody)))]
pub async fn estimate(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
    query: QueryMap,
) -> ApiResult<axum::Json<EstimateView>> {
    let cents = amount_cents(&state, &query).await?;
    let now = Utc::now();
    let (project_id, cached) = match lookup(&state, &auth, &id, now).await? {
        Lookup::Open(project_id, cached) => (project_id, cached),
        Lookup::Closed(view) => return Ok(axum::Json(view)),
    };
    let round_id = cached.round.id;
    let pseudonym = auth.0.as_ref().map(|a| state.matching.pseudonym(round_id, a.user.id));
    let known = pseudonym.as_deref().is_some_and(|p| cached.read().knows_person(p));
    let who = match (&auth.0, &pseudonym) {
        (None, _) => Who::VISITOR,
        (Some(_), Some(p)) if known => Who::Person(p),
        (Some(a), _) => {
            let points = matchpool_store::impact::impact_points(&state.db, a.user.id, now).await?;
            Who::New {
                verified: a.user.kyc == matchpool_domain::VerificationStatus::Verified,
                impact_points: u64::try_from(points).unwrap_or(0),
            }
        }
    };
    // The estimator names projects by their ids' text (without allocating it here).
    let mut key = Uuid::encode_buffer();
    let project = Uuid::from(project_id).hyphenated().encode_lower(&mut key);
    let estimate = cached.read().estimate(who, project, cents).map_err(estimate_error)?;
    Ok(axum::Json(open_view(&estimate, cached.computed_at)))
}

fn estimate_error(err: EstimateError) -> ApiError {
    match err {
        EstimateError::UnknownProject(_) | EstimateError::UnknownPerson(_) => {
            ApiError::not_found("project.not_found", "Project not found.")
        }
        EstimateError::Input(e) => ApiError::explained("amount", FieldError::Invalid, e.to_string()),
    }
}

/// An estimate while voting is open, with the inputs' time.
fn open_view(estimate: &Estimate, computed_at: DateTime<Utc>) -> EstimateView {
    let current = estimate.before.round() as i64;
    // A capped project's match goes down by up to the gift while its total stays the same: what
    // the gift adds to its match is nothing, never a negative figure.
    let added = estimate.delta_cents.max(0);
    EstimateView {
        estimate_usd: cents_to_major(added),
        estimate_cents: added,
        capped: estimate.reason == Some(EstimateReason::Capped),
        current_match_usd: Some(cents_to_major(current)),
        current_match_cents: Some(current),
        reason: estimate.reason,
        approximate: estimate.approximate,
        computed_at: Some(computed_at),
    }
}

enum Lookup {
    /// Voting is open: the project and its round's estimator.
    Open(ProjectId, Arc<CachedEstimator>),
    /// Voting is closed: the answer.
    Closed(EstimateView),
}

/// The project's round estimator. A project estimated before whose round's estimator is fresh
/// needs no database at all (estimators hold only ACTIVE projects); otherwise the project, as
/// the caller may see it, and its round are read.
async fn lookup(state: &AppState, auth: &MaybeAuth, id: &str, now: DateTime<Utc>) -> ApiResult<Lookup> {
    let not_found = || ApiError::not_found("project.not_found", "Project not found.");
    let parsed = Uuid::parse_str(id).map_err(|_| not_found())?;
    let project_id = ProjectId::from(parsed);
    if let Some(round_id) = state.matching.round_of(project_id)
        && let Some(cached) = state.matching.cached_estimator(state, round_id)
        && voting_open(&cached.round, now)
        && cached.read().current_match(parsed.hyphenated().encode_lower(&mut Uuid::encode_buffer())).is_ok()
    {
        return Ok(Lookup::Open(project_id, cached));
    }
    let project = visible(state, auth.0.as_ref(), id).await?;
    if !project.status.is_public() {
        return Err(not_found());
    }
    let round = matchpool_store::rounds::find(&state.db, project.round_id).await?.ok_or_else(not_found)?;
    state.matching.remember_round_of(project.id, round.id);
    if !voting_open(&round, now) {
        return Ok(Lookup::Closed(closed(state, &round, project.id, now).await?));
    }
    Ok(Lookup::Open(project.id, estimator(state, &round).await?))
}

fn voting_open(round: &Round, now: DateTime<Utc>) -> bool {
    round.voting_start_at <= now && now < round.voting_end_at
}

/// Outside voting a gift changes no match. The current match is the published one after the
/// results date, 0 before voting, and unknown in between.
async fn closed(state: &AppState, round: &Round, project_id: ProjectId, now: DateTime<Utc>) -> ApiResult<EstimateView> {
    let current = if now < round.voting_start_at {
        Some(0)
    } else if now >= round.results_at {
        matchpool_store::results::project(&state.db, round.id, project_id).await?.map(|line| line.match_cents)
    } else {
        None
    };
    Ok(EstimateView {
        estimate_usd: 0.0,
        estimate_cents: 0,
        capped: false,
        current_match_usd: current.map(cents_to_major),
        current_match_cents: current,
        reason: Some(EstimateReason::VotingClosed),
        approximate: false,
        computed_at: None,
    })
}

/// The amount in USD cents: `currency=USD` as given, `currency=lovelace` (whole ADA) at the
/// server's current rate, as a donation would be priced.
async fn amount_cents(state: &AppState, query: &QueryMap) -> ApiResult<u64> {
    let currency = query.filter("currency").unwrap_or("USD");
    let Some(raw) = query.filter("amount") else {
        return Err(ApiError::field("amount", FieldError::Required));
    };
    let amount: f64 = raw.parse().map_err(|_| ApiError::field("amount", FieldError::Invalid))?;
    let cents = match currency {
        "USD" => usd_to_cents(amount).map_err(|e| ApiError::field("amount", e))?,
        "lovelace" | "ADA" => {
            if !(0.0..=1e12).contains(&amount) {
                return Err(ApiError::field("amount", FieldError::Invalid));
            }
            let rate = state.rates.ada_usd().await.map_err(|_| {
                ApiError::new(
                    StatusCode::BAD_GATEWAY,
                    "rates.unavailable",
                    "The exchange rate is not available right now.",
                )
            })?;
            matchpool_providers::rates::lovelace_to_usd_cents((amount * 1_000_000.0).round() as i64, &rate)
        }
        other => {
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "estimate.unsupported_currency",
                format!("Estimates are available in USD and ADA, not in {other}."),
            ));
        }
    };
    u64::try_from(cents).map_err(|_| ApiError::field("amount", FieldError::Negative))
}
