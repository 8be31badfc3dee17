//! The moves of a donation's life after creation: settling (with its points, vote, rewards,
//! receipt and estimator update), failing, waiting, and leaving `settled` (refunds and disputes,
//! with reversing ledger entries). Each move is one transaction; what it triggers runs after commit.

use chrono::{DateTime, Utc};
use matchpool_domain::donation::Donation;
use matchpool_domain::policy::{MatchingRole, MatchingWindow, matching_role, raised_change};
use matchpool_domain::{DonationId, Move, Rail, UserId, VerificationStatus};
use matchpool_providers::payments::{ChargeOutcome, PaymentEvent};
use matchpool_store::donations::Change;
use sea_orm::ConnectionTrait;

use crate::matching::SettledDonation;
use crate::notify::Notice;
use crate::{App, AppResult, Effects, votes};

/// Settles a donation once: its impact points, the vote it casts while voting is open, the
/// referral rewards that vote completes, the receipt and the estimator. False when another writer
/// settled (or closed) it first.
pub(crate) async fn settle(app: &App, id: DonationId, reference: Option<String>) -> AppResult<bool> {
    let now = Utc::now();
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    if !settle_in(app, &txn, &mut effects, id, reference, now).await? {
        return Ok(false);
    }
    txn.commit().await?;
    effects.run(app).await;
    Ok(true)
}

/// Settles a donation inside the caller's transaction (a checkout settles all its donations in
/// one), queuing what follows in `effects`. False when it was not in a state that settles.
pub(crate) async fn settle_in(
    app: &App,
    txn: &impl ConnectionTrait,
    effects: &mut Effects,
    id: DonationId,
    reference: Option<String>,
    now: DateTime<Utc>,
) -> AppResult<bool> {
    let change = Change { reference, ..Change::default() };
    let Some(donation) = moved(txn, id, Move::Settle, change, now).await? else {
        return Ok(false);
    };
    effects.tallies_changed(donation.project, donation.round);
    matchpool_store::impact::for_donation(txn, &donation, now).await?;
    let round = matchpool_store::rounds::find(txn, donation.round).await?;
    if round.as_ref().is_some_and(|r| r.schedule().voting_open(now)) {
        let (voter, project, round) = (donation.donor, donation.project, donation.round);
        let person = matchpool_store::users::find(txn, voter).await?;
        votes::record(app, txn, effects, voter, person.as_ref(), project, round, Some(donation.id), now).await?;
    }
    receipt(app, txn, effects, &donation).await?;
    super::notices::settled(app, txn, effects, &donation).await?;
    let role = round.map_or(MatchingRole::Nothing, |round| {
        let window = MatchingWindow { voting_start: round.voting_start_at, cut_off: round.voting_end_at };
        matching_role(donation.state, donation.settled_at, window)
    });
    estimate(txn, effects, &donation, role).await?;
    tracing::info!(donation = %id, project = %donation.project, usd_cents = donation.usd_cents, "donation settled");
    Ok(true)
}

/// Makes a money move (settle, refund, dispute) and keeps the project's raised totals in step
/// with it, as the domain's policy says the move changes them: the donation after the move, or
/// `None` when another writer moved it first.
async fn moved(
    txn: &impl ConnectionTrait,
    id: DonationId,
    step: Move,
    change: Change,
    now: DateTime<Utc>,
) -> AppResult<Option<Donation>> {
    let Some(from) = matchpool_store::donations::transition_source(txn, id, step, change, now).await? else {
        return Ok(None);
    };
    let donation = matchpool_store::donations::find(txn, id).await?.ok_or_else(super::not_found)?;
    let sign = raised_change(from, donation.state);
    if sign != 0 {
        matchpool_store::totals::add_raised(txn, donation.project, donation.amount, donation.usd_cents, sign).await?;
    }
    Ok(Some(donation))
}

/// The round's cached estimator takes a settled donation at once (matching.md §12). A donation
/// that counts for nothing in its round (settled after its voting ended) still earned points, which
/// count in every round: the donor's weight moves in the estimators of the others.
async fn estimate(
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    donation: &Donation,
    role: MatchingRole,
) -> AppResult<()> {
    if role == MatchingRole::Nothing {
        return weigh_again(db, effects, donation.donor).await;
    }
    let donor = matchpool_store::users::find(db, donation.donor).await?;
    let points = matchpool_store::impact::impact_points(db, donation.donor, Utc::now()).await?;
    effects.donation_settled(SettledDonation {
        round_id: donation.round,
        project_id: donation.project,
        user_id: donation.donor,
        verified: donor.is_some_and(|d| d.kyc == VerificationStatus::Verified),
        impact_points: u64::try_from(points).unwrap_or(0),
        usd_cents: u64::try_from(donation.usd_cents).unwrap_or(0),
        in_voting_window: role == MatchingRole::Contribution,
    });
    Ok(())
}

/// The receipt, in the donor's language.
async fn receipt(app: &App, db: &impl ConnectionTrait, effects: &mut Effects, donation: &Donation) -> AppResult<()> {
    let Some(donor) = matchpool_store::users::find(db, donation.donor).await? else { return Ok(()) };
    let project = matchpool_store::projects::find(db, donation.project).await?.map(|p| p.title).unwrap_or_default();
    let reference = donation.reference.clone().unwrap_or_else(|| donation.id.to_string());
    let (amount, fee, total) = (donation.amount.plain_text(), donation.fee.plain_text(), donation.total().plain_text());
    // The donation's page in the web app has the PDF receipt (a download needs the donor signed in).
    let link = format!("{}/donations/{}", app.settings.public_url, donation.id);
    let notice = Notice::Receipt {
        project: &project,
        amount: &amount,
        fee: &fee,
        total: &total,
        reference: &reference,
        link: &link,
    };
    effects.email(app, &donor.email, donor.language.code(), notice);
    Ok(())
}

/// A move that writes nothing but the donation's state and its timeline (waiting, failing,
/// canceling, expiring): true for the one caller that made it.
pub(crate) async fn step(app: &App, id: DonationId, step: Move, change: Change) -> AppResult<bool> {
    let txn = matchpool_store::write_txn(&app.db).await?;
    let moved = matchpool_store::donations::transition(&txn, id, step, change, Utc::now()).await?;
    txn.commit().await?;
    if moved {
        tracing::info!(donation = %id, state = %step.to(), "donation moved");
    }
    Ok(moved)
}

/// Fails a donation that is still in flight, with the reason the donor will read.
pub(crate) async fn fail(app: &App, id: DonationId, reason: &str, reference: Option<String>) -> AppResult<bool> {
    step(app, id, Move::Fail, Change { reference, reason: Some(reason.to_owned()), ..Change::default() }).await
}

/// Applies what the card provider says about a donation's payment intent.
pub(crate) async fn apply_outcome(app: &App, id: DonationId, outcome: ChargeOutcome) -> AppResult<()> {
    match outcome {
        ChargeOutcome::Succeeded { intent_id } => settle(app, id, Some(intent_id)).await.map(drop),
        ChargeOutcome::RequiresAction { intent_id, client_secret } => {
            let change = Change {
                reference: Some(intent_id),
                client_secret: Some(client_secret),
                note: Some("3-D Secure".into()),
                ..Change::default()
            };
            step(app, id, Move::AskAction, change).await.map(drop)
        }
        ChargeOutcome::Processing { intent_id } => {
            step(app, id, Move::AwaitConfirmation, Change { reference: Some(intent_id), ..Change::default() })
                .await
                .map(drop)
        }
        ChargeOutcome::Declined { intent_id, reason } => fail(app, id, &reason, intent_id).await.map(drop),
        ChargeOutcome::Canceled { intent_id } => {
            let reason = Some("The payment was canceled.".to_owned());
            step(app, id, Move::Cancel, Change { reference: Some(intent_id), reason, ..Change::default() })
                .await
                .map(drop)
        }
    }
}

/// A settled donation leaves `settled` (a refund, a dispute): a reversing impact-points entry, the
/// vote it cast revoked (with its point), the estimator rebuilt, and for a refund the donor told.
/// Idempotent: the reversal of a donation already reversed takes nothing.
pub(crate) async fn leave_settled(app: &App, id: DonationId, step: Move, reason: &str) -> AppResult<bool> {
    let now = Utc::now();
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let change = Change { reason: Some(reason.to_owned()), ..Change::default() };
    let Some(donation) = moved(&txn, id, step, change, now).await? else {
        return Ok(false);
    };
    effects.tallies_changed(donation.project, donation.round);
    let points = matchpool_store::impact::reverse_donation(&txn, &donation, now).await?;
    if let Some(vote) = matchpool_store::votes::revoke_cast_by(&txn, donation.id, now).await? {
        matchpool_store::totals::add_votes(&txn, vote.project, -1).await?;
        matchpool_store::impact::reverse_vote(&txn, &vote, now).await?;
    }
    effects.round_changed(donation.round);
    weigh_again(&txn, &mut effects, donation.donor).await?;
    if step == Move::Refund {
        refund_notice(app, &txn, &mut effects, &donation, reason).await?;
    }
    super::notices::reversed(app, &txn, &mut effects, &donation, step != Move::Refund).await?;
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!(donation = %id, state = %step.to(), points_reversed = points, "donation left settled");
    Ok(true)
}

async fn refund_notice(
    app: &App,
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    donation: &Donation,
    reason: &str,
) -> AppResult<()> {
    let Some(donor) = matchpool_store::users::find(db, donation.donor).await? else { return Ok(()) };
    let project = matchpool_store::projects::find(db, donation.project).await?.map(|p| p.title).unwrap_or_default();
    let amount = donation.amount.plain_text();
    // A card refund returns the whole payment: say so, with the fee, or the donor sees less than
    // they paid and wonders where the rest went.
    let (total, fee) = (donation.total().plain_text(), donation.fee.plain_text());
    let card = (donation.rail == Rail::Card && donation.fee.minor > 0).then_some((total.as_str(), fee.as_str()));
    let notice = Notice::Refunded { project: &project, amount: &amount, reason, card };
    effects.email(app, &donor.email, donor.language.code(), notice);
    Ok(())
}

/// A dispute decided for the platform: the donation counts again, with its points and, when it
/// was settled inside the voting window, its vote.
pub(crate) async fn win_dispute(app: &App, id: DonationId) -> AppResult<bool> {
    let now = Utc::now();
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let change = Change { note: Some("Dispute won".into()), ..Change::default() };
    let Some(donation) = moved(&txn, id, Move::WinDispute, change, now).await? else {
        return Ok(false);
    };
    effects.tallies_changed(donation.project, donation.round);
    matchpool_store::impact::restore_donation(&txn, &donation, now).await?;
    let round = matchpool_store::rounds::find(&txn, donation.round).await?;
    let settled_at: DateTime<Utc> = donation.settled_at.unwrap_or(now);
    if round.is_some_and(|r| r.schedule().voting_open(settled_at)) {
        let (voter, project, round) = (donation.donor, donation.project, donation.round);
        let person = matchpool_store::users::find(&txn, voter).await?;
        votes::record(app, &txn, &mut effects, voter, person.as_ref(), project, round, Some(donation.id), settled_at)
            .await?;
    }
    effects.round_changed(donation.round);
    weigh_again(&txn, &mut effects, donation.donor).await?;
    txn.commit().await?;
    effects.run(app).await;
    Ok(true)
}

/// The donor's points moved: their weight in the other rounds' estimators moves too.
async fn weigh_again(db: &impl ConnectionTrait, effects: &mut Effects, donor: UserId) -> AppResult<()> {
    let person = matchpool_store::users::find(db, donor).await?;
    let verified = person.is_some_and(|p| p.kyc == VerificationStatus::Verified);
    let points = matchpool_store::impact::impact_points(db, donor, Utc::now()).await?;
    effects.weight_changed(donor, verified, points);
    Ok(())
}

/// A card provider's event (Stripe's webhook, or the development provider's test hook). Events
/// about intents the platform does not know are ignored.
pub async fn apply_event(app: &App, event: PaymentEvent) -> AppResult<()> {
    let intent = match &event {
        PaymentEvent::Succeeded { intent_id }
        | PaymentEvent::Failed { intent_id, .. }
        | PaymentEvent::Canceled { intent_id }
        | PaymentEvent::Refunded { intent_id, .. }
        | PaymentEvent::DisputeOpened { intent_id }
        | PaymentEvent::DisputeClosed { intent_id, .. } => intent_id.clone(),
        PaymentEvent::Other => return Ok(()),
    };
    if let Some(checkout) = matchpool_store::checkouts::find_by_reference(&app.db, &intent).await? {
        return crate::checkouts::apply_event(app, checkout, event).await;
    }
    let Some(donation) = matchpool_store::donations::find_by_reference(&app.db, &intent).await? else {
        tracing::info!(%intent, "payment event for an unknown intent ignored");
        return Ok(());
    };
    if donation.rail != matchpool_domain::Rail::Card {
        return Ok(());
    }
    let id = donation.id;
    match event {
        PaymentEvent::Succeeded { intent_id } => apply_outcome(app, id, ChargeOutcome::Succeeded { intent_id }).await,
        PaymentEvent::Failed { intent_id, reason } => {
            apply_outcome(app, id, ChargeOutcome::Declined { intent_id: Some(intent_id), reason }).await
        }
        PaymentEvent::Canceled { intent_id } => apply_outcome(app, id, ChargeOutcome::Canceled { intent_id }).await,
        PaymentEvent::Refunded { amount_refunded_cents, full, .. } => {
            let reason = if full {
                "Refunded by the card provider.".to_owned()
            } else {
                format!(
                    "Partly refunded by the card provider ({}).",
                    matchpool_domain::Money::usd_cents(amount_refunded_cents).plain_text()
                )
            };
            leave_settled(app, id, Move::Refund, &reason).await.map(drop)
        }
        PaymentEvent::DisputeOpened { .. } => {
            leave_settled(app, id, Move::Dispute, "The card holder disputed the payment.").await.map(drop)
        }
        PaymentEvent::DisputeClosed { won: true, .. } => win_dispute(app, id).await.map(drop),
        PaymentEvent::DisputeClosed { won: false, .. } => {
            leave_settled(app, id, Move::Refund, "The dispute was lost: the money went back to the card holder.")
                .await
                .map(drop)
        }
        PaymentEvent::Other => Ok(()),
    }
}
