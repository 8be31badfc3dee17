//! Submitting the signed payment of an intent: the transaction must be the one built (it names
//! the intent and pays its amount to its address); the txid is then bound to the intent and the
//! donation created for the intent's donor and project, in one transaction.

use chrono::Utc;
use matchpool_domain::donation::{AdaIntent, Donation};
use matchpool_domain::{DonationState, IntentId, ProjectId, Rail, UserId};
use matchpool_providers::cardano;
use matchpool_providers::chain::{ChainError, TxStatus};
use matchpool_providers::rates::Rate;
use matchpool_store::donations::NewDonation;
use matchpool_store::{StoreError, Unique};

use super::{cardano_error, chain_error, intent_in, unprocessable};
use crate::{Actor, App, AppError, AppResult};

pub struct AdaSubmit {
    pub project: ProjectId,
    pub intent: IntentId,
    /// The `tx_cbor` of the build step, unchanged (hex).
    pub tx_cbor: String,
    /// CIP-30 `signTx(tx_cbor, true)`: hex CBOR of a `TransactionWitnessSet`.
    pub witness_set: String,
}

fn intent_not_found() -> AppError {
    AppError::not_found(
        "ada.intent_not_found",
        "This payment was not prepared for you. Please start the donation again.",
    )
}

/// Who the donation is for and how it is priced: a new pending ADA donation for `intent` (or,
/// for a proven claim, without one).
pub(super) struct NewAda<'a> {
    pub donor: UserId,
    pub project: ProjectId,
    pub round: matchpool_domain::RoundId,
    pub amount: matchpool_domain::Money,
    pub txid: &'a str,
    pub intent: Option<&'a AdaIntent>,
    pub wallet_address: Option<String>,
    pub anonymous: bool,
    pub client_rate: Option<String>,
    pub idempotency_key: Option<String>,
    pub request_hash: Option<String>,
}

/// Creates the pending donation (binding the intent to the txid in the same transaction). A txid
/// that already backs a donation is `donation.tx_reused`.
pub(super) async fn create(app: &App, new: NewAda<'_>, rate: Rate) -> AppResult<Donation> {
    let now = Utc::now();
    let rate_micro = matchpool_domain::MicroUsd(rate.micro_usd);
    let row = NewDonation {
        project: new.project,
        round: new.round,
        donor: new.donor,
        anonymous: new.anonymous,
        rail: Rail::Ada,
        amount: new.amount,
        fee: matchpool_domain::Money::lovelace(0),
        usd_cents: new.amount.usd_value(rate_micro),
        rate: rate_micro,
        rate_source: rate.source.clone(),
        rate_at: rate.fetched_at,
        client_rate: new.client_rate.map(|r| r.chars().take(64).collect()),
        state: DonationState::Pending,
        provider: app.chain.name().into(),
        txid: Some(new.txid.to_owned()),
        wallet_address: new.wallet_address.map(|a| a.chars().take(200).collect()),
        pays_to: None,
        idempotency_key: new.idempotency_key,
        request_hash: new.request_hash,
        dedup_key: format!("tx:{}", new.txid),
        intent: new.intent.map(|i| i.id),
        checkout: None,
    };
    let txn = matchpool_store::write_txn(&app.db).await?;
    let donation = match matchpool_store::donations::insert(&txn, row, now).await {
        Ok(donation) => donation,
        Err(StoreError::Duplicate(Unique::Txid | Unique::Dedup)) => return Err(super::tx_reused()),
        Err(StoreError::Duplicate(Unique::IdempotencyKey)) => {
            return Err(AppError::unprocessable(
                "idempotency.key_reused",
                "This Idempotency-Key was already used for another donation. Use a new key for a new donation.",
            ));
        }
        Err(err) => return Err(err.into()),
    };
    if let Some(intent) = new.intent
        && !matchpool_store::intents::bind(&txn, intent.id, new.txid, donation.id).await.map_err(|e| match e {
            StoreError::Duplicate(_) => super::tx_reused(),
            other => other.into(),
        })?
    {
        return Err(AppError::conflict("ada.intent_used", "This payment was already submitted."));
    }
    txn.commit().await?;
    tracing::info!(donation = %donation.id, txid = new.txid, "ADA donation recorded; waiting for the chain");
    Ok(donation)
}

pub async fn submit(app: &App, actor: Actor, request: AdaSubmit) -> AppResult<(String, Donation)> {
    let donor = actor.as_donor()?;
    let intent = matchpool_store::intents::find(&app.db, request.intent).await?.ok_or_else(intent_not_found)?;
    if intent.donor != donor || intent.project != request.project {
        return Err(intent_not_found());
    }
    if let (Some(txid), Some(donation)) = (&intent.txid, intent.donation) {
        return Ok((txid.clone(), crate::donations::find(app, donation).await?));
    }
    let bad_hex = |what: &str| unprocessable("ada.bad_cbor", format!("{what} is not hex."));
    let tx_cbor = hex::decode(request.tx_cbor.trim()).map_err(|_| bad_hex("The transaction"))?;
    let witness_set = hex::decode(request.witness_set.trim()).map_err(|_| bad_hex("The witness set"))?;
    let signed = cardano::with_witnesses(&tx_cbor, &witness_set).map_err(cardano_error)?;
    let tx = cardano::parse(&signed).map_err(cardano_error)?;
    let pays_to = cardano::address_on(app.chain.network(), &intent.pays_to).map_err(cardano_error)?;
    let paid: u64 = tx.outputs.iter().filter(|o| o.address == pays_to).map(|o| o.lovelace).sum();
    if intent_in(&tx.message) != Some(intent.id) || i64::try_from(paid).unwrap_or(0) < intent.amount.minor {
        return Err(unprocessable(
            "ada.tx_mismatch",
            "This transaction does not pay the donation to the project. Please start the donation again.",
        ));
    }
    let txid = tx.txid();
    // Priced before the money moves: without a fresh rate nothing is sent to the chain.
    let rate = super::rate(app).await?;
    match app.chain.submit(&signed).await {
        Ok(_) => {}
        // A retry after a lost answer: the first submission went through.
        Err(ChainError::Rejected(_))
            if matches!(app.chain.transaction(&txid).await, Ok(TxStatus::Confirmed { .. })) => {}
        Err(err) => {
            tracing::info!(project = %request.project, %txid, error = %err, "ADA payment not submitted");
            return Err(chain_error(err));
        }
    }
    let new = NewAda {
        donor,
        project: intent.project,
        round: intent.round,
        amount: intent.amount,
        txid: &txid,
        intent: Some(&intent),
        wallet_address: None,
        anonymous: intent.anonymous,
        client_rate: None,
        idempotency_key: None,
        request_hash: None,
    };
    let donation = create(app, new, rate).await?;
    super::check(app, &donation).await?;
    Ok((txid, crate::donations::find(app, donation.id).await?))
}
