use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use matchpool_domain::text::{optional, required, web_url};
use matchpool_domain::{FieldError, FieldErrors, RoundSchedule};
use matchpool_store::rounds::RoundFields;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Operator};
use crate::routes::rounds::find;
use crate::state::AppState;
use crate::views::round::{RoundTotals, RoundView, round_view};

/// Every field is optional on edit; on create all but `description`, `cover`, `algorithm` and
/// `params` are required.
#[derive(Deserialize, utoipa::ToSchema, Default)]
pub struct RoundRequest {
    number: Option<i64>,
    name: Option<String>,
    description: Option<String>,
    /// The matching pool in USD; not negative; at most two decimals.
    pool_amount: Option<f64>,
    cover: Option<String>,
    submission_start_at: Option<String>,
    submission_end_at: Option<String>,
    voting_start_at: Option<String>,
    voting_end_at: Option<String>,
    results_at: Option<String>,
    /// Alias of `results_at`.
    voting_announce_at: Option<String>,
    /// `qf` (default), `pairwise` or `cocm`.
    algorithm: Option<String>,
    /// Matching parameters (matching.md §3); missing keys take the defaults.
    #[schema(value_type = Option<Object>)]
    params: Option<Value>,
}

/// The defaults of matching.md §3.
pub fn default_params() -> Value {
    json!({
        "unverified_weight": 0.2,
        "vote_credit": 0.25,
        "cm_max": 4.0,
        "ip_max": 1_000_000,
        "ip_threshold": 0,
        "round_cap_fraction": null,
        "pairwise_m": 10.0,
        "cocm_similarity": "markov",
        "cocm_attenuation": "harsh",
        "cocm_groups": "projects"
    })
}

/// Create a round.
#[utoipa::path(post, path = "/admin/rounds", tag = "admin", request_body = RoundRequest, security(("bearer" = [])),
    responses((status = 201, body = RoundView), (status = 403, description = "`auth.operator_required`", body = crate::error::ErrorBody),
        (status = 409, description = "`round.number_taken`", body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create_round(
    State(state): State<AppState>,
    _: Operator,
    ApiJson(body): ApiJson<RoundRequest>,
) -> ApiResult<(StatusCode, axum::Json<RoundView>)> {
    let fields = parse(body, None)?;
    let now = Utc::now();
    let round = matchpool_store::rounds::insert(&state.db, fields, now).await.map_err(number_taken)?;
    tracing::info!(round = %round.id, number = round.number, "round created");
    Ok((StatusCode::CREATED, axum::Json(round_view(&round, RoundTotals::default(), now))))
}

/// Edit a round; absent fields keep their value and the result is validated as a whole.
#[utoipa::path(patch, path = "/admin/rounds/{id}", tag = "admin", params(("id" = uuid::Uuid, Path)), request_body = RoundRequest,
    security(("bearer" = [])),
    responses((status = 200, body = RoundView), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_round(
    State(state): State<AppState>,
    _: Operator,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RoundRequest>,
) -> ApiResult<axum::Json<RoundView>> {
    let round = find(&state, &id).await?;
    let fields = parse(body, Some(RoundFields::from_model(&round)))?;
    let now = Utc::now();
    let round = matchpool_store::rounds::update(&state.db, round, fields, now).await.map_err(number_taken)?;
    Ok(axum::Json(round_view(&round, RoundTotals::default(), now)))
}

fn number_taken(err: sea_orm::DbErr) -> ApiError {
    if matchpool_store::is_unique_violation(&err) {
        ApiError::conflict("round.number_taken", "Another round already has this number.")
    } else {
        err.into()
    }
}

fn date(
    errors: &mut FieldErrors,
    field: &str,
    raw: Option<&str>,
    current: Option<DateTime<Utc>>,
) -> Option<DateTime<Utc>> {
    match raw.map(str::trim).filter(|v| !v.is_empty()) {
        None => {
            if current.is_none() {
                errors.add(field, FieldError::Required);
            }
            current
        }
        Some(v) => match DateTime::parse_from_rfc3339(v) {
            Ok(at) => Some(at.with_timezone(&Utc)),
            Err(_) => {
                errors.add(field, FieldError::Invalid);
                None
            }
        },
    }
}

/// Whole cents from a USD amount with at most two decimals.
fn pool_cents(errors: &mut FieldErrors, amount: Option<f64>, current: Option<i64>) -> Option<i64> {
    let Some(amount) = amount else {
        if current.is_none() {
            errors.add("pool_amount", FieldError::Required);
        }
        return current;
    };
    let cents = (amount * 100.0).round();
    if !amount.is_finite() || amount < 0.0 {
        errors.add("pool_amount", FieldError::Negative);
        None
    } else if (amount * 100.0 - cents).abs() > 1e-6 || cents > 9.0e15 {
        errors.add("pool_amount", FieldError::Invalid);
        None
    } else {
        Some(cents as i64)
    }
}

fn matching(
    errors: &mut FieldErrors,
    algorithm: Option<String>,
    params: Option<Value>,
    current: Option<(String, Value)>,
) -> (String, Value) {
    let (current_algorithm, mut merged) = current.unwrap_or_else(|| ("qf".to_owned(), default_params()));
    let algorithm = algorithm.unwrap_or(current_algorithm);
    if !matches!(algorithm.as_str(), "qf" | "pairwise" | "cocm") {
        errors.add("algorithm", FieldError::Invalid);
    }
    match params {
        None => {}
        Some(Value::Object(given)) => {
            if let Value::Object(target) = &mut merged {
                for (key, value) in given {
                    target.insert(key, value);
                }
            }
        }
        Some(_) => errors.add("params", FieldError::Invalid),
    }
    (algorithm, merged)
}

fn parse(body: RoundRequest, current: Option<RoundFields>) -> ApiResult<RoundFields> {
    let mut errors = FieldErrors::new();
    let c = current.as_ref();
    let number = match (body.number, c) {
        (Some(n), _) if (1..=i64::from(i32::MAX)).contains(&n) => Some(n as i32),
        (Some(_), _) => {
            errors.add("number", FieldError::Invalid);
            None
        }
        (None, Some(c)) => Some(c.number),
        (None, None) => {
            errors.add("number", FieldError::Required);
            None
        }
    };
    let name = match (body.name.as_deref(), c) {
        (None, Some(c)) => Some(c.name.clone()),
        (raw, _) => errors.check("name", required(raw, 200)),
    };
    let description = match (body.description.as_deref(), c) {
        (None, Some(c)) => Some(c.description.clone()),
        (raw, _) => errors.check("description", optional(raw, 20_000)).map(Option::unwrap_or_default),
    };
    let cover_url = match (body.cover.as_deref(), c) {
        (None, Some(c)) => Some(c.cover_url.clone()),
        (raw, _) => errors.check("cover", web_url(raw)),
    };
    let pool = pool_cents(&mut errors, body.pool_amount, c.map(|c| c.pool_cents));
    let results_raw = body.results_at.as_deref().or(body.voting_announce_at.as_deref());
    let dates = (
        date(&mut errors, "submission_start_at", body.submission_start_at.as_deref(), c.map(|c| c.submission_start_at)),
        date(&mut errors, "submission_end_at", body.submission_end_at.as_deref(), c.map(|c| c.submission_end_at)),
        date(&mut errors, "voting_start_at", body.voting_start_at.as_deref(), c.map(|c| c.voting_start_at)),
        date(&mut errors, "voting_end_at", body.voting_end_at.as_deref(), c.map(|c| c.voting_end_at)),
        date(&mut errors, "results_at", results_raw, c.map(|c| c.results_at)),
    );
    let (algorithm, params) =
        matching(&mut errors, body.algorithm, body.params, c.map(|c| (c.algorithm.clone(), c.params.clone())));
    let (
        Some(number),
        Some(name),
        Some(description),
        Some(cover_url),
        Some(pool_cents),
        (Some(s0), Some(s1), Some(v0), Some(v1), Some(r)),
    ) = (number, name, description, cover_url, pool, dates)
    else {
        return Err(errors.into());
    };
    errors.into_result()?;
    let schedule = RoundSchedule {
        submission_start_at: s0,
        submission_end_at: s1,
        voting_start_at: v0,
        voting_end_at: v1,
        results_at: r,
    };
    schedule.validate()?;
    Ok(RoundFields {
        number,
        name,
        description,
        pool_cents,
        cover_url,
        submission_start_at: s0,
        submission_end_at: s1,
        voting_start_at: v0,
        voting_end_at: v1,
        results_at: r,
        algorithm,
        params,
    })
}
