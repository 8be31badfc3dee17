//! Nothing stays in flight: a checkout `initiated`, `action_required` or `pending` for longer than
//! `reconcile_after` is looked up at its provider (card: the payment intent; ADA: the chain) and
//! settled, failed or expired with all its donations; an ADA checkout that expired lately is looked
//! up again (a late confirmation settles it). The reconcile job runs this; a retried request runs
//! it over the checkout it finds.

use chrono::Utc;
use matchpool_domain::checkout::Checkout;
use matchpool_domain::{Move, Rail};
use matchpool_providers::payments::{ChargeOutcome, PaymentError};
use matchpool_store::donations::Change;

use super::lifecycle::{apply_outcome, move_all};
use crate::{App, AppResult};

/// Brings one checkout up to date if it has been in flight too long (the reconcile job, and a
/// retried request).
pub(super) async fn reconcile_one(app: &App, checkout: &Checkout) -> AppResult<()> {
    let now = Utc::now();
    if !checkout.state.in_flight() || now - checkout.updated_at < app.settings.reconcile_after {
        return Ok(());
    }
    if checkout.rail == Rail::Ada {
        return super::ada::reconcile_one(app, checkout).await;
    }
    let expire = |reason: &str| Change { reason: Some(reason.to_owned()), ..Change::default() };
    let answer = match checkout.reference.as_deref() {
        Some(intent) => app.payments.retrieve(intent).await.map(Some),
        None => app.payments.find_by_donation(&checkout.id.to_string()).await,
    };
    match answer {
        Ok(None) | Err(PaymentError::Rejected(_)) => {
            move_all(app, checkout.id, Move::Expire, expire("The payment was not completed.")).await.map(drop)
        }
        Ok(Some(ChargeOutcome::RequiresAction { intent_id, .. }))
            if now - checkout.updated_at >= app.settings.action_timeout =>
        {
            match app.payments.cancel(&intent_id).await {
                Ok(ChargeOutcome::Canceled { .. }) | Err(PaymentError::Rejected(_)) => {
                    move_all(app, checkout.id, Move::Expire, expire("The payment was not confirmed in time."))
                        .await
                        .map(drop)
                }
                Ok(other) => apply_outcome(app, checkout.id, other).await,
                Err(PaymentError::Unavailable(_)) => Ok(()),
            }
        }
        Ok(Some(outcome)) => apply_outcome(app, checkout.id, outcome).await,
        Err(PaymentError::Unavailable(reason)) => {
            tracing::warn!(checkout = %checkout.id, %reason, "card provider unavailable; will retry");
            Ok(())
        }
    }
}

/// Looks up every checkout in flight longer than `reconcile_after`. Returns how many.
pub(crate) async fn reconcile(app: &App) -> AppResult<usize> {
    let before = Utc::now() - app.settings.reconcile_after;
    let stale = matchpool_store::checkouts::stale_in_flight(&app.db, before, 200).await?;
    for checkout in &stale {
        if let Err(err) = reconcile_one(app, checkout).await {
            tracing::warn!(checkout = %checkout.id, error = ?err, "reconciling a checkout failed");
        }
    }
    let since = Utc::now() - app.settings.ada_late_confirmation;
    let expired = matchpool_store::checkouts::recently_expired_ada(&app.db, since, 200).await?;
    for checkout in &expired {
        if let Err(err) = super::ada::check(app, checkout).await {
            tracing::warn!(checkout = %checkout.id, error = ?err, "checking an expired ADA checkout failed");
        }
    }
    Ok(stale.len() + expired.len())
}
