//! Nothing stays in flight: a donation `initiated`, `action_required` or `pending` for longer than
//! `reconcile_after` is looked up at its provider (card: the payment intent; ADA: the chain) and
//! settled, failed, canceled or expired. The background job runs this over every stale donation;
//! a retried request runs it over the donation it finds.

use chrono::{DateTime, Utc};
use matchpool_domain::donation::Donation;
use matchpool_domain::{Move, Rail};
use matchpool_providers::payments::{ChargeOutcome, PaymentError};
use matchpool_store::donations::Change;

use super::lifecycle::{apply_outcome, step};
use crate::{App, AppResult};

/// Brings one donation up to date if it has been in flight too long; answers it as it now stands.
pub async fn reconcile_one(app: &App, donation: Donation) -> AppResult<Donation> {
    let now = Utc::now();
    if !donation.state.in_flight() || now - donation.updated_at < app.settings.reconcile_after {
        return Ok(donation);
    }
    let id = donation.id;
    match donation.rail {
        Rail::Card => card(app, &donation, now).await?,
        Rail::Ada => crate::ada::check(app, &donation).await?,
    }
    super::find(app, id).await
}

async fn expire(app: &App, donation: &Donation, reason: &str) -> AppResult<()> {
    let change = Change { reason: Some(reason.to_owned()), ..Change::default() };
    step(app, donation.id, Move::Expire, change).await.map(drop)
}

async fn card(app: &App, donation: &Donation, now: DateTime<Utc>) -> AppResult<()> {
    let answer = match donation.reference.as_deref() {
        Some(intent) => app.payments.retrieve(intent).await.map(Some),
        // The charge's answer was lost (a crash, a timeout): find it by the donation id.
        None => app.payments.find_by_donation(&donation.id.to_string()).await,
    };
    match answer {
        Ok(None) => expire(app, donation, "The payment was not completed.").await,
        Ok(Some(ChargeOutcome::RequiresAction { intent_id, .. }))
            if now - donation.updated_at >= app.settings.action_timeout =>
        {
            // Left unconfirmed: cancel the intent so it cannot be completed later.
            match app.payments.cancel(&intent_id).await {
                Ok(ChargeOutcome::Canceled { .. }) | Err(PaymentError::Rejected(_)) => {
                    expire(app, donation, "The payment was not confirmed in time.").await
                }
                Ok(other) => apply_outcome(app, donation.id, other).await,
                Err(PaymentError::Unavailable(_)) => Ok(()),
            }
        }
        Ok(Some(outcome)) => apply_outcome(app, donation.id, outcome).await,
        Err(PaymentError::Rejected(reason)) => {
            tracing::warn!(donation = %donation.id, %reason, "the provider does not know this payment");
            expire(app, donation, "The payment was not completed.").await
        }
        Err(PaymentError::Unavailable(reason)) => {
            tracing::warn!(donation = %donation.id, %reason, "card provider unavailable; will retry");
            Ok(())
        }
    }
}

/// Looks up every donation in flight longer than `reconcile_after`, and ADA donations that expired
/// recently (a late confirmation settles them). Returns how many it looked at.
#[tracing::instrument(name = "donations::reconcile", skip_all)]
pub async fn reconcile(app: &App) -> AppResult<usize> {
    let now = Utc::now();
    let stale = matchpool_store::donations::stale_in_flight(&app.db, now - app.settings.reconcile_after, 200).await?;
    let expired =
        matchpool_store::donations::recently_expired_ada(&app.db, now - app.settings.ada_late_confirmation, 200)
            .await?;
    let looked = stale.len() + expired.len() + crate::checkouts::reconcile(app).await?;
    for donation in stale {
        let id = donation.id;
        if let Err(err) = reconcile_one(app, donation).await {
            tracing::warn!(donation = %id, error = ?err, "reconciling a donation failed");
        }
    }
    for donation in expired {
        if let Err(err) = crate::ada::check(app, &donation).await {
            tracing::warn!(donation = %donation.id, error = ?err, "re-checking an expired ADA donation failed");
        }
    }
    Ok(looked)
}
