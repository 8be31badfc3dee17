//! Card donations: create (charged once however often the request is retried), confirm after
//! 3-D Secure, and cancel an unconfirmed payment.

use chrono::Utc;
use matchpool_domain::donation::Donation;
use matchpool_domain::{DonationId, DonationState, MicroUsd, Money, Move, ProjectId, Rail, UserId};
use matchpool_providers::payments::{ChargeOutcome, ChargeRequest, PaymentError};
use matchpool_store::donations::{Change, NewDonation};
use matchpool_store::{StoreError, Unique};

use super::idempotency::{Asked, fingerprint, keyed, same_request, window_keys};
use super::lifecycle::{apply_outcome, fail, step};
use crate::{Actor, App, AppError, AppResult, ErrorKind};

/// A card donation as the donor asks for it.
pub struct CardDonation {
    pub project: ProjectId,
    /// Whole USD (the fee is added on top).
    pub amount: Money,
    /// A single-use card token (`tok_…`).
    pub card_token: String,
    pub anonymous: bool,
    /// The client's own rate: recorded, never used.
    pub client_rate: Option<String>,
    pub idempotency_key: Option<String>,
}

pub(crate) fn provider_unavailable() -> AppError {
    AppError::rule(
        ErrorKind::Upstream,
        "payment.unavailable",
        "The payment service is not answering. Please try again in a moment.",
    )
}

/// The donation an earlier identical request created, if any (brought up to date when stale).
async fn earlier(app: &App, donor: UserId, request: &CardDonation, hash: &str) -> AppResult<Option<Donation>> {
    let found = match &request.idempotency_key {
        Some(key) => matchpool_store::donations::find_by_idempotency(&app.db, donor, key).await?,
        None => {
            let (donor, project) = (donor.to_string(), request.project.to_string());
            let minor = request.amount.minor.to_string();
            let parts = [donor.as_str(), project.as_str(), "USD", minor.as_str(), request.card_token.as_str()];
            let keys = window_keys(&parts, app.settings.donation_dedup_secs);
            matchpool_store::donations::find_by_dedup(&app.db, &keys).await?
        }
    };
    match found {
        Some(existing) => {
            let existing = same_request(existing, hash)?;
            Ok(Some(super::reconcile_one(app, existing).await?))
        }
        None => Ok(None),
    }
}

/// Donates by card: a new donation charged once (the provider's idempotency key is the donation
/// id), or the donation an earlier identical request created.
#[tracing::instrument(name = "donations::donate_by_card", skip_all, fields(project = %request.project))]
pub async fn donate_by_card(app: &App, actor: Actor, request: CardDonation) -> AppResult<Donation> {
    let donor = actor.as_donor()?;
    let (project, round) = crate::supporting::public_with_round(app, request.project).await?;
    crate::accounts::require_verified_email(app, donor).await?;
    let hash = fingerprint(Asked {
        donor,
        project: request.project,
        amount: request.amount,
        rail: Rail::Card,
        anonymous: request.anonymous,
        paid_with: &request.card_token,
    });
    if let Some(existing) = earlier(app, donor, &request, &hash).await? {
        return Ok(existing);
    }
    let dedup_key = match &request.idempotency_key {
        Some(key) => keyed(donor, key),
        None => {
            let (d, p, minor) = (donor.to_string(), request.project.to_string(), request.amount.minor.to_string());
            let parts = [d.as_str(), p.as_str(), "USD", minor.as_str(), request.card_token.as_str()];
            window_keys(&parts, app.settings.donation_dedup_secs)[0].clone()
        }
    };
    let now = Utc::now();
    let new = NewDonation {
        project: project.id,
        round: round.id,
        donor,
        anonymous: request.anonymous,
        rail: Rail::Card,
        amount: request.amount,
        fee: request.amount.card_fee(),
        usd_cents: request.amount.minor,
        rate: MicroUsd(1_000_000),
        rate_source: "fixed".into(),
        rate_at: now,
        client_rate: request.client_rate.clone().map(|r| r.chars().take(64).collect()),
        state: DonationState::Initiated,
        provider: app.payments.name().into(),
        txid: None,
        wallet_address: None,
        pays_to: None,
        idempotency_key: request.idempotency_key.clone(),
        request_hash: Some(hash.clone()),
        dedup_key,
        intent: None,
        checkout: None,
    };
    let donation = match matchpool_store::donations::insert(&app.db, new, now).await {
        Ok(donation) => donation,
        // A concurrent identical request created it first: answer with that one.
        Err(StoreError::Duplicate(Unique::IdempotencyKey | Unique::Dedup)) => {
            return earlier(app, donor, &request, &hash)
                .await?
                .ok_or_else(|| anyhow::anyhow!("duplicate vanished").into());
        }
        Err(err) => return Err(err.into()),
    };
    charge(app, &donation, &request.card_token).await?;
    super::find(app, donation.id).await
}

/// Charges the card for a donation still `initiated`.
async fn charge(app: &App, donation: &Donation, token: &str) -> AppResult<()> {
    let request = ChargeRequest {
        amount_cents: donation.total().minor,
        currency: "usd".into(),
        card_token: token.to_owned(),
        idempotency_key: donation.id.to_string(),
        donation_id: donation.id.to_string(),
        project_id: donation.project.to_string(),
    };
    match app.payments.charge(request).await {
        Ok(outcome) => apply_outcome(app, donation.id, outcome).await,
        Err(PaymentError::Unavailable(reason)) => {
            tracing::warn!(donation = %donation.id, %reason, "card provider unavailable; the reconcile job will look it up");
            Err(provider_unavailable())
        }
        Err(PaymentError::Rejected(reason)) => fail(app, donation.id, &reason, None).await.map(drop),
    }
}

/// The donor's own donation (another person's is "not found").
async fn own(app: &App, donor: UserId, id: DonationId) -> AppResult<Donation> {
    let donation = super::find(app, id).await?;
    if donation.donor == donor { Ok(donation) } else { Err(super::not_found()) }
}

/// After 3-D Secure the donor's client says the payment intent is confirmed; the provider is asked.
pub async fn confirm(app: &App, actor: Actor, id: DonationId, intent: &str) -> AppResult<Donation> {
    let donation = own(app, actor.person(), id).await?;
    if let Some(checkout) = donation.checkout {
        // Paid together with others: the whole checkout is confirmed.
        crate::checkouts::confirm(app, actor, checkout, intent).await?;
        return super::find(app, id).await;
    }
    if donation.state == DonationState::Settled && donation.reference.as_deref() == Some(intent) {
        return Ok(donation);
    }
    if donation.state != DonationState::ActionRequired {
        return Err(AppError::conflict(
            "donation.not_awaiting_action",
            "This donation is not waiting for a confirmation.",
        ));
    }
    if donation.reference.as_deref() != Some(intent) {
        return Err(AppError::unprocessable(
            "donation.intent_mismatch",
            "This payment does not belong to this donation.",
        ));
    }
    let outcome = app.payments.retrieve(intent).await.map_err(|e| {
        tracing::warn!(donation = %id, error = %e, "retrieving a payment intent failed");
        provider_unavailable()
    })?;
    apply_outcome(app, id, outcome).await?;
    super::find(app, id).await
}

/// The donor abandons a payment that is waiting for them (3-D Secure): the provider's intent is
/// canceled, and the donation reads `canceled`. One that succeeded meanwhile settles instead.
pub async fn cancel(app: &App, actor: Actor, id: DonationId) -> AppResult<Donation> {
    let donation = own(app, actor.person(), id).await?;
    if let Some(checkout) = donation.checkout {
        // One PaymentIntent pays the whole checkout: canceling it cancels every donation of it.
        crate::checkouts::cancel(app, actor, checkout).await?;
        return super::find(app, id).await;
    }
    let not_cancelable = || {
        AppError::conflict(
            "donation.not_cancelable",
            "This donation is no longer waiting for you, so it cannot be canceled.",
        )
    };
    if donation.rail != Rail::Card || !Move::Cancel.from().contains(&donation.state) {
        return Err(not_cancelable());
    }
    if let Some(intent) = donation.reference.as_deref() {
        match app.payments.cancel(intent).await {
            Ok(ChargeOutcome::Canceled { .. }) => {}
            Ok(other) => {
                apply_outcome(app, id, other).await?;
                let now = super::find(app, id).await?;
                return if now.state == DonationState::Canceled { Ok(now) } else { Err(not_cancelable()) };
            }
            Err(PaymentError::Unavailable(_)) => return Err(provider_unavailable()),
            Err(PaymentError::Rejected(reason)) => {
                tracing::info!(donation = %id, %reason, "the provider refused to cancel; recording the cancel");
            }
        }
    }
    let change = Change { reason: Some("You canceled this payment.".into()), ..Change::default() };
    if !step(app, id, Move::Cancel, change).await? {
        return Err(not_cancelable());
    }
    super::find(app, id).await
}
