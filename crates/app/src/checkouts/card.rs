//! A card checkout: one PaymentIntent for the sum of the amounts and one 5% fee line, one 3-D
//! Secure challenge, a donation per project; confirm after the challenge, or cancel.

use chrono::Utc;
use matchpool_domain::checkout::{CartItem, check_items};
use matchpool_domain::{CheckoutId, Currency, DonationState, MicroUsd, Money, Move, Rail, RoundId, UserId};
use matchpool_providers::payments::{ChargeOutcome, ChargeRequest, PaymentError};
use matchpool_store::checkouts::NewCheckout;
use matchpool_store::donations::{Change, NewDonation};
use matchpool_store::{StoreError, Unique};

use super::lifecycle::{apply_outcome, move_all};
use super::reconcile::reconcile_one;
use super::{Paid, cart_error, find, load, open_round};
use crate::donations::{AskedCart, checkout_fingerprint, keyed, provider_unavailable, same_request_hash};
use crate::{Actor, App, AppError, AppResult};

/// A card checkout as the donor asks for it.
pub struct CardCheckout {
    /// One item per project, in whole USD (the fee is added on top, once).
    pub items: Vec<CartItem>,
    /// A single-use card token (`tok_…`).
    pub card_token: String,
    pub anonymous: bool,
    pub idempotency_key: String,
}

/// The checkout an earlier request with the same key made, if its request was the same.
async fn earlier(app: &App, payer: UserId, key: &str, hash: &str) -> AppResult<Option<Paid>> {
    let Some(existing) = matchpool_store::checkouts::find_by_idempotency(&app.db, payer, key).await? else {
        return Ok(None);
    };
    same_request_hash(existing.request_hash.as_deref(), hash)?;
    reconcile_one(app, &existing).await?;
    load(app, existing.id).await.map(Some)
}

/// Pays a cart by card: a checkout with a donation per project, charged once (the provider's
/// idempotency key is the checkout id), or the checkout an earlier identical request made.
#[tracing::instrument(name = "checkouts::checkout_by_card", skip_all, fields(items = request.items.len()))]
pub async fn checkout_by_card(app: &App, actor: Actor, request: CardCheckout) -> AppResult<Paid> {
    let payer = actor.as_donor()?;
    check_items(&request.items, true).map_err(cart_error)?;
    if request.items.iter().any(|item| item.amount.currency != Currency::Usd) {
        return Err(AppError::unprocessable("donation.unsupported_currency", "A card checkout is paid in USD."));
    }
    crate::accounts::require_verified_email(app, payer).await?;
    let hash = checkout_fingerprint(AskedCart {
        payer,
        rail: Rail::Card,
        items: &request.items,
        anonymous: request.anonymous,
        paid_with: &request.card_token,
    });
    if let Some(existing) = earlier(app, payer, &request.idempotency_key, &hash).await? {
        return Ok(existing);
    }
    let round = open_round(app, &request.items).await?.0.id;
    let checkout = match create(app, payer, round, &request, hash.clone()).await {
        Ok(id) => id,
        // A concurrent identical request created it first: answer with that one.
        Err(StoreError::Duplicate(Unique::IdempotencyKey)) => {
            return earlier(app, payer, &request.idempotency_key, &hash)
                .await?
                .ok_or_else(|| anyhow::anyhow!("duplicate vanished").into());
        }
        Err(err) => return Err(err.into()),
    };
    charge(app, checkout, &request.card_token).await?;
    load(app, checkout).await
}

/// The checkout and its donations, `initiated`, in one transaction.
async fn create(
    app: &App,
    payer: UserId,
    round: RoundId,
    request: &CardCheckout,
    hash: String,
) -> Result<CheckoutId, StoreError> {
    let now = Utc::now();
    let amount = Money::usd_cents(request.items.iter().map(|item| item.amount.minor).sum());
    let fee = Money::usd_cents(request.items.iter().map(|item| item.amount.card_fee().minor).sum());
    let txn = matchpool_store::write_txn(&app.db).await?;
    let new = NewCheckout {
        payer,
        rail: Rail::Card,
        amount,
        fee,
        provider: app.payments.name().into(),
        reference: None,
        idempotency_key: Some(request.idempotency_key.clone()),
        request_hash: Some(hash),
    };
    let checkout = matchpool_store::checkouts::insert(&txn, new, now).await?;
    for item in &request.items {
        let new = NewDonation {
            project: item.project,
            round,
            donor: payer,
            anonymous: request.anonymous,
            rail: Rail::Card,
            amount: item.amount,
            fee: item.amount.card_fee(),
            usd_cents: item.amount.minor,
            rate: MicroUsd(1_000_000),
            rate_source: "fixed".into(),
            rate_at: now,
            client_rate: None,
            state: DonationState::Initiated,
            provider: app.payments.name().into(),
            txid: None,
            wallet_address: None,
            pays_to: None,
            idempotency_key: None,
            request_hash: None,
            dedup_key: keyed(payer, &format!("checkout:{}:{}", checkout.id, item.project)),
            intent: None,
            checkout: Some(checkout.id),
        };
        matchpool_store::donations::insert(&txn, new, now).await?;
    }
    txn.commit().await?;
    Ok(checkout.id)
}

/// Charges the card once for the whole checkout: the amounts plus the one fee.
async fn charge(app: &App, id: CheckoutId, token: &str) -> AppResult<()> {
    let checkout = matchpool_store::checkouts::find(&app.db, id).await?.ok_or_else(super::not_found)?;
    let request = ChargeRequest {
        amount_cents: checkout.total().minor,
        currency: "usd".into(),
        card_token: token.to_owned(),
        idempotency_key: id.to_string(),
        donation_id: id.to_string(),
        project_id: "checkout".into(),
    };
    match app.payments.charge(request).await {
        Ok(outcome) => apply_outcome(app, id, outcome).await,
        Err(PaymentError::Unavailable(reason)) => {
            tracing::warn!(checkout = %id, %reason, "card provider unavailable; the reconcile job will look it up");
            Err(provider_unavailable())
        }
        Err(PaymentError::Rejected(reason)) => {
            move_all(app, id, Move::Fail, Change { reason: Some(reason), ..Change::default() }).await.map(drop)
        }
    }
}

/// After 3-D Secure the payer's client says the PaymentIntent is confirmed; the provider is asked
/// and the whole checkout settles (or fails).
pub async fn confirm(app: &App, actor: Actor, id: CheckoutId, intent: &str) -> AppResult<Paid> {
    let paid = find(app, actor, id).await?;
    let checkout = &paid.checkout;
    if checkout.state == DonationState::Settled && checkout.reference.as_deref() == Some(intent) {
        return Ok(paid);
    }
    if checkout.state != DonationState::ActionRequired {
        return Err(AppError::conflict(
            "donation.not_awaiting_action",
            "This payment is not waiting for a confirmation.",
        ));
    }
    if checkout.reference.as_deref() != Some(intent) {
        return Err(AppError::unprocessable(
            "donation.intent_mismatch",
            "This payment does not belong to this checkout.",
        ));
    }
    let outcome = app.payments.retrieve(intent).await.map_err(|e| {
        tracing::warn!(checkout = %id, error = %e, "retrieving a payment intent failed");
        provider_unavailable()
    })?;
    apply_outcome(app, id, outcome).await?;
    load(app, id).await
}

/// The payer abandons a payment waiting for them (3-D Secure, or an ADA transaction their wallet
/// did not sign): the PaymentIntent is canceled and every donation of the checkout reads
/// `canceled`. One that succeeded meanwhile settles instead.
pub async fn cancel(app: &App, actor: Actor, id: CheckoutId) -> AppResult<Paid> {
    let paid = find(app, actor, id).await?;
    let not_cancelable = || {
        AppError::conflict(
            "donation.not_cancelable",
            "This payment is no longer waiting for you, so it cannot be canceled.",
        )
    };
    if !Move::Cancel.from().contains(&paid.checkout.state) {
        return Err(not_cancelable());
    }
    // An ADA checkout can be given up until its transaction is submitted (the wallet said no).
    if paid.checkout.rail == Rail::Ada && paid.checkout.reference.is_some() {
        return Err(not_cancelable());
    }
    if let Some(intent) = paid.checkout.reference.as_deref().filter(|_| paid.checkout.rail == Rail::Card) {
        match app.payments.cancel(intent).await {
            Ok(ChargeOutcome::Canceled { .. }) => {}
            Ok(other) => {
                apply_outcome(app, id, other).await?;
                let now = load(app, id).await?;
                return if now.checkout.state == DonationState::Canceled { Ok(now) } else { Err(not_cancelable()) };
            }
            Err(PaymentError::Unavailable(_)) => return Err(provider_unavailable()),
            Err(PaymentError::Rejected(reason)) => {
                tracing::info!(checkout = %id, %reason, "the provider refused to cancel; recording the cancel");
            }
        }
    }
    let change = Change { reason: Some("You canceled this payment.".into()), ..Change::default() };
    if !move_all(app, id, Move::Cancel, change).await? {
        return Err(not_cancelable());
    }
    load(app, id).await
}
