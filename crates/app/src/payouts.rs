//! Payouts an operator records after a round's results are frozen: never more, together, than a
//! project's match (the store locks the project's result line while it adds them up).

use chrono::Utc;
use matchpool_domain::FieldError;
use matchpool_store::results::Payout;
use matchpool_store::results::{NewPayout, PayoutError};

use crate::{App, AppError, AppResult};

fn dollars(cents: i64) -> f64 {
    cents as f64 / 100.0
}

/// Records a payout of a frozen round.
pub async fn record(app: &App, new: NewPayout) -> AppResult<Payout> {
    if matchpool_store::results::summary(&app.db, new.round_id).await?.is_none() {
        return Err(AppError::conflict(
            "results.not_frozen",
            "Payouts are recorded once the round's results are frozen.",
        ));
    }
    let (round, operator) = (new.round_id, new.recorded_by);
    let payout = matchpool_store::results::record_payout(&app.db, new, Utc::now()).await.map_err(|e| match e {
        PayoutError::NotInResults => {
            AppError::explained("project_id", FieldError::Invalid, "This project has no result in this round.")
        }
        PayoutError::ExceedsMatch { match_cents, already_paid } => AppError::conflict(
            "payout.exceeds_match",
            format!(
                "This payout would pay the project more than its match: {} of {} USD are paid already.",
                dollars(already_paid),
                dollars(match_cents)
            ),
        ),
        PayoutError::Store(err) => err.into(),
    })?;
    tracing::info!(%round, %operator, project = %payout.project_id, amount_cents = payout.amount_cents, "payout recorded");
    Ok(payout)
}
