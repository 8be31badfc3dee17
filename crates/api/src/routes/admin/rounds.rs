use std::str::FromStr;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use matchpool_domain::text::{optional, required, web_url};
use matchpool_domain::{FieldError, FieldErrors, RoundSchedule};
use matchpool_matching::{Algorithm, Params};
use matchpool_store::rounds::RoundFields;
use serde::Deserialize;
use serde_json::Value;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Operator};
use crate::lookup::find_round as find;
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
    /// Whether a published project waits for an operator's approval; new rounds default to yes.
    projects_need_approval: Option<bool>,
}

fn params_json(params: &Params) -> Value {
    // Params holds plain numbers, enums and an Option: it always serializes.
    serde_json::to_value(params).unwrap_or(Value::Null)
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
    let round = matchpool_app::rounds::create(&state, parse(body, None)?).await?;
    Ok((StatusCode::CREATED, axum::Json(round_view(&round, RoundTotals::default(), Utc::now()))))
}

/// Edit a round; absent fields keep their value and the result is validated as a whole.
#[utoipa::path(patch, path = "/admin/rounds/{id}", tag = "admin", params(("id" = uuid::Uuid, Path)), request_body = RoundRequest,
    security(("bearer" = [])),
    responses((status = 200, body = RoundView), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`round.number_taken`, `results.frozen` (pool, algorithm, params or voting dates after the freeze)", body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_round(
    State(state): State<AppState>,
    _: Operator,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RoundRequest>,
) -> ApiResult<axum::Json<RoundView>> {
    let round = find(&state, &id).await?;
    let fields = parse(body, Some(RoundFields::of(&round)))?;
    let round = matchpool_app::rounds::update(&state, round, fields).await?;
    Ok(axum::Json(round_view(&round, RoundTotals::default(), Utc::now())))
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

/// The round's algorithm and parameters. The given keys are merged over the current parameters
/// (the §3 defaults for a new round), a key given as `null` goes back to its default, and the
/// result must read as matching.md §3 says: known keys, values in range. Errors go to `errors`,
/// and the first one is explained in words naming the key.
fn matching(
    errors: &mut FieldErrors,
    explanation: &mut Option<String>,
    algorithm: Option<String>,
    params: Option<Value>,
    current: Option<(&str, &Value)>,
) -> Option<(Algorithm, Value)> {
    let (current_algorithm, current_params) = current.unwrap_or(("qf", &Value::Null));
    let mut explain = |errors: &mut FieldErrors, field: &str, message: String| {
        errors.add(field, FieldError::Invalid);
        explanation.get_or_insert(message);
    };
    let algorithm = match Algorithm::from_str(algorithm.as_deref().unwrap_or(current_algorithm)) {
        Ok(algorithm) => Some(algorithm),
        Err(e) => {
            explain(errors, "algorithm", format!("Invalid algorithm: {e}."));
            None
        }
    };
    let mut merged = match current_params {
        Value::Object(current) => current.clone(),
        _ => serde_json::Map::new(),
    };
    match params {
        None => {}
        Some(Value::Object(given)) => {
            for (key, value) in given {
                if value.is_null() {
                    merged.remove(&key);
                } else {
                    merged.insert(key, value);
                }
            }
        }
        Some(_) => {
            explain(errors, "params", "Invalid matching parameters: params must be a JSON object.".to_owned());
            return None;
        }
    }
    let parsed = serde_path_to_error::deserialize::<_, Params>(Value::Object(merged))
        .map_err(|e| match e.path().to_string().as_str() {
            "." => e.into_inner().to_string(),
            path => format!("{path}: {}", e.into_inner()),
        })
        .and_then(|params| params.validate().map(|()| params).map_err(|e| e.to_string()));
    match parsed {
        Ok(params) => algorithm.map(|algorithm| (algorithm, params_json(&params))),
        Err(message) => {
            explain(errors, "params", format!("Invalid matching parameters: {message}."));
            None
        }
    }
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
    let mut explanation = None;
    let current_matching = c.map(|c| (c.algorithm.as_str(), &c.params));
    let matching = matching(&mut errors, &mut explanation, body.algorithm, body.params, current_matching);
    let fail = |errors: FieldErrors, explanation: Option<String>| match explanation {
        Some(message) => ApiError::Explained { fields: errors, message },
        None => ApiError::from(errors),
    };
    let (
        Some(number),
        Some(name),
        Some(description),
        Some(cover_url),
        Some(pool_cents),
        (Some(s0), Some(s1), Some(v0), Some(v1), Some(r)),
        Some((algorithm, params)),
    ) = (number, name, description, cover_url, pool, dates, matching)
    else {
        return Err(fail(errors, explanation));
    };
    errors.into_result().map_err(|errors| fail(errors, explanation))?;
    let schedule = RoundSchedule {
        submission_start_at: s0,
        submission_end_at: s1,
        voting_start_at: v0,
        voting_end_at: v1,
        results_at: r,
    };
    schedule.validate()?;
    let projects_need_approval = body.projects_need_approval.or(c.map(|c| c.projects_need_approval)).unwrap_or(true);
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
        algorithm: matchpool_app::matching::round_algorithm(algorithm),
        params,
        projects_need_approval,
    })
}
