//! Rounds as operators make them: create and edit. A round's number is unique, and once its
//! results are frozen the inputs they were computed from (pool, algorithm, parameters, voting
//! dates) no longer change; the results date may still move, which only publishes them.

use chrono::Utc;
use matchpool_domain::round::Round;
use matchpool_matching::Params;
use matchpool_store::rounds::RoundFields;
use matchpool_store::{StoreError, Unique};
use serde_json::Value;

use crate::{App, AppError, AppResult};

/// The matching parameters of matching.md §3, as a round stores them.
pub fn default_params() -> Value {
    // Params holds plain numbers, enums and an Option: it always serializes.
    serde_json::to_value(Params::default()).unwrap_or(Value::Null)
}

fn number_taken(err: StoreError) -> AppError {
    match err {
        StoreError::Duplicate(Unique::RoundNumber) => {
            AppError::conflict("round.number_taken", "Another round already has this number.")
        }
        other => other.into(),
    }
}

/// Creates a round from checked fields.
pub async fn create(app: &App, fields: RoundFields) -> AppResult<Round> {
    let round = matchpool_store::rounds::insert(&app.db, fields, Utc::now()).await.map_err(number_taken)?;
    tracing::info!(round = %round.id, number = round.number, "round created");
    Ok(round)
}

/// Whether an edit changes what the round's results were computed from.
fn changes_matching(round: &Round, fields: &RoundFields) -> bool {
    let params = |value: &Value| serde_json::from_value::<Params>(value.clone()).ok();
    round.pool_cents != fields.pool_cents
        || round.algorithm != fields.algorithm
        || params(&round.params) != params(&fields.params)
        || round.voting_start_at != fields.voting_start_at
        || round.voting_end_at != fields.voting_end_at
}

/// Edits a round; its cached estimator starts over (dates, pool and parameters feed it).
pub async fn update(app: &App, round: Round, fields: RoundFields) -> AppResult<Round> {
    if changes_matching(&round, &fields) && matchpool_store::results::summary(&app.db, round.id).await?.is_some() {
        return Err(AppError::conflict(
            "results.frozen",
            "The round's results are frozen: its pool, algorithm, parameters and voting dates can no longer change.",
        ));
    }
    let round = matchpool_store::rounds::update(&app.db, round, fields, Utc::now()).await.map_err(number_taken)?;
    app.matching.round_changed(round.id);
    Ok(round)
}
