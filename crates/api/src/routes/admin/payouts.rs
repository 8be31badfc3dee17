//! Payouts of matching funds: operators record each transfer against a round's frozen results,
//! and list them (JSON or CSV) with what each project is still owed.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use matchpool_domain::text::required;
use matchpool_domain::{DonationId, FieldError, FieldErrors, PayoutId, ProjectId, RoundId, UserId};
use matchpool_store::results::NewPayout;
use matchpool_store::results::Payout;
use serde::{Deserialize, Serialize};

use crate::error::ApiResult;
use crate::extract::{ApiJson, Operator, QueryMap};
use crate::lookup::attachment;
use crate::lookup::find_round as find;
use crate::state::AppState;
use crate::views::round::{cents_to_major, usd_to_cents};

/// A transfer of matching funds to a project.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct PayoutRequest {
    project_id: Option<String>,
    /// USD, more than 0, at most two decimals.
    amount: Option<f64>,
    /// The bank or chain reference of the transfer.
    reference: Option<String>,
    /// When it was paid (RFC 3339); now when absent.
    paid_at: Option<String>,
}

/// A recorded payout.
#[derive(Serialize, utoipa::ToSchema)]
pub struct PayoutView {
    #[schema(value_type = Uuid)]
    pub id: PayoutId,
    #[schema(value_type = Uuid)]
    pub round_id: RoundId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    pub title: Option<String>,
    pub amount: f64,
    pub amount_cents: i64,
    pub reference: String,
    pub paid_at: DateTime<Utc>,
    /// The operator who recorded it.
    #[schema(value_type = Uuid)]
    pub recorded_by: UserId,
    pub created_at: DateTime<Utc>,
}

/// What a project is owed and has been paid.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ProjectPayouts {
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    pub title: Option<String>,
    #[serde(rename = "match")]
    #[schema(rename = "match")]
    pub match_usd: f64,
    pub match_cents: i64,
    pub paid: f64,
    pub paid_cents: i64,
    pub outstanding: f64,
    pub outstanding_cents: i64,
}

/// A round's payouts, oldest first, and each matched project's balance.
#[derive(Serialize, utoipa::ToSchema)]
pub struct PayoutList {
    pub results: Vec<PayoutView>,
    pub total: usize,
    pub total_paid: f64,
    pub total_paid_cents: i64,
    /// Every project with a match, the best paid first; empty before the round is frozen.
    pub projects: Vec<ProjectPayouts>,
    /// Donations counted in the frozen results that were refunded or disputed since: the
    /// published results stand, and operators see what changed.
    pub changes_since_freeze: Vec<ChangeSinceFreeze>,
}

/// A counted donation that left `settled` after the results were frozen.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ChangeSinceFreeze {
    #[schema(value_type = Uuid)]
    pub donation_id: DonationId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    pub project_title: Option<String>,
    /// `refunded` or `disputed`.
    pub state: matchpool_domain::DonationState,
    pub usd_cents: i64,
    pub at: DateTime<Utc>,
}

async fn changes_since_freeze(
    state: &AppState,
    round: RoundId,
    titles: &HashMap<ProjectId, String>,
) -> ApiResult<Vec<ChangeSinceFreeze>> {
    let Some(summary) = matchpool_store::results::summary(&state.db, round).await? else { return Ok(Vec::new()) };
    let changed =
        matchpool_store::donations::left_settled_since(&state.db, round, summary.frozen_at, summary.computed_at)
            .await?;
    Ok(changed
        .into_iter()
        .map(|(d, at)| ChangeSinceFreeze {
            donation_id: d.id,
            project_id: d.project,
            project_title: titles.get(&d.project).cloned(),
            state: d.state,
            usd_cents: d.usd_cents,
            at,
        })
        .collect())
}

/// Record a payout. Refused before the round is frozen, and when it would pay a project more
/// than its match.
#[utoipa::path(post, path = "/admin/rounds/{id}/payouts", tag = "admin", params(("id" = Uuid, Path)), request_body = PayoutRequest,
    security(("bearer" = [])),
    responses((status = 201, body = PayoutView), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`results.not_frozen`, `payout.exceeds_match`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`: `project_id` (also when the project is not in the round), `amount`, `reference`, `paid_at`", body = crate::error::ErrorBody)))]
pub async fn record_payout(
    State(state): State<AppState>,
    Operator(operator): Operator,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<PayoutRequest>,
) -> ApiResult<(StatusCode, axum::Json<PayoutView>)> {
    let round = find(&state, &id).await?;
    let payout = matchpool_app::payouts::record(&state, parse(body, round.id, operator.user.id, Utc::now())?).await?;
    let titles = matchpool_store::results::titles_in_round(&state.db, round.id).await?;
    Ok((StatusCode::CREATED, axum::Json(view(payout, &titles))))
}

/// A round's payouts and balances; `?format=csv` downloads the payouts as CSV.
#[utoipa::path(get, path = "/admin/rounds/{id}/payouts", tag = "admin", params(("id" = Uuid, Path), ("format" = Option<String>, Query, description = "`csv` for a CSV file")),
    security(("bearer" = [])),
    responses((status = 200, body = PayoutList), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn list_payouts(
    State(state): State<AppState>,
    _: Operator,
    Path(id): Path<String>,
    query: QueryMap,
) -> ApiResult<Response> {
    let round = find(&state, &id).await?;
    let payouts = matchpool_store::results::payouts_of(&state.db, round.id).await?;
    let lines = matchpool_store::results::projects(&state.db, round.id).await?;
    let titles = matchpool_store::results::titles_in_round(&state.db, round.id).await?;
    let mut paid: HashMap<ProjectId, i64> = HashMap::new();
    for p in &payouts {
        *paid.entry(p.project_id).or_default() += p.amount_cents;
    }
    let total_paid_cents = paid.values().sum();
    let results: Vec<PayoutView> = payouts.into_iter().map(|p| view(p, &titles)).collect();
    if query.filter("format") == Some("csv") {
        let bytes = csv(&results).map_err(anyhow::Error::from)?;
        return Ok(attachment(
            "text/csv; charset=utf-8",
            &format!("matchpool-round-{}-payouts.csv", round.number),
            bytes,
        ));
    }
    let list = PayoutList {
        total: results.len(),
        results,
        total_paid: cents_to_major(total_paid_cents),
        total_paid_cents,
        projects: balances(lines, &paid, &titles),
        changes_since_freeze: changes_since_freeze(&state, round.id, &titles).await?,
    };
    Ok(axum::Json(list).into_response())
}

/// Every project with a match (or a payout): what it is owed and was paid, the best paid first.
fn balances(
    lines: Vec<matchpool_store::results::ResultLine>,
    paid: &HashMap<ProjectId, i64>,
    titles: &HashMap<ProjectId, String>,
) -> Vec<ProjectPayouts> {
    let mut projects: Vec<ProjectPayouts> = lines
        .into_iter()
        .filter(|l| l.match_cents > 0 || paid.contains_key(&l.project_id))
        .map(|l| {
            let paid_cents = paid.get(&l.project_id).copied().unwrap_or(0);
            ProjectPayouts {
                project_id: l.project_id,
                title: titles.get(&l.project_id).cloned(),
                match_usd: cents_to_major(l.match_cents),
                match_cents: l.match_cents,
                paid: cents_to_major(paid_cents),
                paid_cents,
                outstanding: cents_to_major(l.match_cents - paid_cents),
                outstanding_cents: l.match_cents - paid_cents,
            }
        })
        .collect();
    projects.sort_by(|a, b| b.match_cents.cmp(&a.match_cents).then(a.title.cmp(&b.title)));
    projects
}

fn parse(body: PayoutRequest, round_id: RoundId, operator: UserId, now: DateTime<Utc>) -> ApiResult<NewPayout> {
    let mut errors = FieldErrors::new();
    let project_id = match body.project_id.as_deref().map(str::trim) {
        None | Some("") => {
            errors.add("project_id", FieldError::Required);
            None
        }
        Some(raw) => errors.check("project_id", raw.parse::<ProjectId>().map_err(|_| FieldError::Invalid)),
    };
    let amount_cents = match body.amount {
        None => {
            errors.add("amount", FieldError::Required);
            None
        }
        Some(amount) => match usd_to_cents(amount) {
            Ok(0) => {
                errors.add("amount", FieldError::Invalid);
                None
            }
            parsed => errors.check("amount", parsed),
        },
    };
    let reference = errors.check("reference", required(body.reference.as_deref(), 200));
    let paid_at = match body.paid_at.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        None => Some(now),
        Some(raw) => errors.check(
            "paid_at",
            DateTime::parse_from_rfc3339(raw).map(|at| at.with_timezone(&Utc)).map_err(|_| FieldError::Invalid),
        ),
    };
    match (project_id, amount_cents, reference, paid_at) {
        (Some(project_id), Some(amount_cents), Some(reference), Some(paid_at)) if errors.is_empty() => {
            Ok(NewPayout { round_id, project_id, amount_cents, reference, paid_at, recorded_by: operator })
        }
        _ => Err(errors.into()),
    }
}

fn view(p: Payout, titles: &HashMap<ProjectId, String>) -> PayoutView {
    PayoutView {
        id: p.id,
        round_id: p.round_id,
        title: titles.get(&p.project_id).cloned(),
        project_id: p.project_id,
        amount: cents_to_major(p.amount_cents),
        amount_cents: p.amount_cents,
        reference: p.reference,
        paid_at: p.paid_at,
        recorded_by: p.recorded_by,
        created_at: p.created_at,
    }
}

fn csv(payouts: &[PayoutView]) -> Result<Vec<u8>, csv::Error> {
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record(["payout_id", "project_id", "title", "amount_cents", "reference", "paid_at", "recorded_by"])?;
    for p in payouts {
        out.write_record([
            p.id.to_string(),
            p.project_id.to_string(),
            crate::views::results::spreadsheet_safe(p.title.as_deref().unwrap_or_default()),
            p.amount_cents.to_string(),
            crate::views::results::spreadsheet_safe(&p.reference),
            p.paid_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            p.recorded_by.to_string(),
        ])?;
    }
    out.into_inner().map_err(|e| e.into_error().into())
}
