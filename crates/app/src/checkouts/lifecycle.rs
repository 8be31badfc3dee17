//! A checkout's moves: every donation of the checkout makes the checkout's move in the same
//! transaction, settling through `donations::settle_in` (votes, points, rewards, receipts and the
//! estimator for each), so they settle, fail, cancel or expire as one.

use chrono::{DateTime, Utc};
use matchpool_domain::checkout::Checkout;
use matchpool_domain::{CheckoutId, Move};
use matchpool_providers::payments::{ChargeOutcome, PaymentEvent};
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
