//! A checkout's moves: every donation of the checkout makes the checkout's move in the same
//! transaction, settling through `donations::settle_in` (votes, points, rewards, receipts and the
//! estimator for each), so they settle, fail, cancel or expire as one.

use chrono::{DateTime, Utc};
use matchpool_domain::checkout::Checkout;
use matchpool_domain::{CheckoutId, Move, Rail};
use matchpool_providers::payments::{ChargeOutcome, PaymentError, PaymentEvent};
use matchpool_store::donations::Change;

use crate::donations::{leave_settled, settle_in, win_dispute};
use crate::{App, AppResult, Effects};

/// Settles the checkout and all its donations in one transaction. False when it was not in a
/// state that settles (another writer moved it first).
pub(super) async fn settle_all(app: &App, id: CheckoutId, reference: Option<String>) -> AppResult<bool> {
    let now = Utc::now();
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let change = Change { reference: reference.clone(), ..Change::default() };
    if !matchpool_store::checkouts::transition(&txn, id, Move::Settle, &change, now).await? {
        return Ok(false);
    }
    for donation in matchpool_store::donations::of_checkout(&txn, id).await? {
        settle_in(app, &txn, &mut effects, donation.id, reference.clone(), now).await?;
    }
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!(checkout = %id, "checkout settled");
    Ok(true)
}

/// A move that writes only states and timelines (waiting, failing, canceling, expiring), made by
/// the checkout and every donation of it in one transaction.
pub(super) async fn move_all(app: &App, id: CheckoutId, step: Move, change: Change) -> AppResult<bool> {
    let now: DateTime<Utc> = Utc::now();
    let txn = matchpool_store::write_txn(&app.db).await?;
    if !matchpool_store::checkouts::transition(&txn, id, step, &change, now).await? {
        return Ok(false);
    }
    for donation in matchpool_store::donations::of_checkout(&txn, id).await? {
        matchpool_store::donations::transition(&txn, donation.id, step, change.clone(), now).await?;
    }
    txn.commit().await?;
    tracing::info!(checkout = %id, state = %step.to(), "checkout moved");
    Ok(true)
}

/// Applies what the card provider says about a checkout's PaymentIntent.
pub(super) async fn apply_outcome(app: &App, id: CheckoutId, outcome: ChargeOutcome) -> AppResult<()> {
    match outcome {
        ChargeOutcome::Succeeded { intent_id } => settle_all(app, id, Some(intent_id)).await?,
        ChargeOutcome::RequiresAction { intent_id, client_secret } => {
            let change = Change {
                reference: Some(intent_id),
                client_secret: Some(client_secret),
                note: Some("3-D Secure".into()),
                ..Change::default()
            };
            move_all(app, id, Move::AskAction, change).await?
        }
        ChargeOutcome::Processing { intent_id } => {
            move_all(app, id, Move::AwaitConfirmation, Change { reference: Some(intent_id), ..Change::default() })
                .await?
        }
        ChargeOutcome::Declined { intent_id, reason } => {
            move_all(app, id, Move::Fail, Change { reference: intent_id, reason: Some(reason), ..Change::default() })
                .await?
        }
        ChargeOutcome::Canceled { intent_id } => {
            let reason = Some("The payment was canceled.".to_owned());
            move_all(app, id, Move::Cancel, Change { reference: Some(intent_id), reason, ..Change::default() }).await?
        }
    };
    Ok(())
}

/// A card provider's event about a checkout's PaymentIntent. Success, failure and cancel move
/// the whole checkout; a full refund or a dispute concerns every donation it paid; a partial
/// refund is an operator's refund of one donation, already recorded by that refund.
pub(crate) async fn apply_event(app: &App, checkout: Checkout, event: PaymentEvent) -> AppResult<()> {
    let id = checkout.id;
    let each = |step: Move, reason: &'static str| async move {
        for donation in matchpool_store::donations::of_checkout(&app.db, id).await? {
            leave_settled(app, donation.id, step, reason).await?;
        }
        AppResult::Ok(())
    };
    match event {
        PaymentEvent::Succeeded { intent_id } => apply_outcome(app, id, ChargeOutcome::Succeeded { intent_id }).await,
        PaymentEvent::Failed { intent_id, reason } => {
            apply_outcome(app, id, ChargeOutcome::Declined { intent_id: Some(intent_id), reason }).await
        }
        PaymentEvent::Canceled { intent_id } => apply_outcome(app, id, ChargeOutcome::Canceled { intent_id }).await,
        PaymentEvent::Refunded { full: true, .. } => each(Move::Refund, "Refunded by the card provider.").await,
        PaymentEvent::Refunded { full: false, .. } => {
            tracing::info!(checkout = %id, "partial refund of a checkout: recorded by the donation's own refund");
            Ok(())
        }
        PaymentEvent::DisputeOpened { .. } => each(Move::Dispute, "The card holder disputed the payment.").await,
        PaymentEvent::DisputeClosed { won: true, .. } => {
            for donation in matchpool_store::donations::of_checkout(&app.db, id).await? {
                win_dispute(app, donation.id).await?;
            }
            Ok(())
        }
        PaymentEvent::DisputeClosed { won: false, .. } => {
            each(Move::Refund, "The dispute was lost: the money went back to the card holder.").await
        }
        PaymentEvent::Other => Ok(()),
    }
}

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
