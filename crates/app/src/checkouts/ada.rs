//! A cart paid in ADA: one server-built transaction from the donor's wallet with an output per
//! project (its wallet, or the platform payout address) and a CIP-20 message naming the checkout
//! and, for each output to the payout address, its project. The wallet only signs; the server
//! checks that the signed transaction still pays every output in full before submitting it, and
//! the chain settles every donation of the checkout at once, or fails them all.

use chrono::{Duration, Utc};
use matchpool_domain::checkout::{CartItem, Checkout, check_items, first_underpaid};
use matchpool_domain::{CheckoutId, DonationState, MicroUsd, Money, Move, ProjectId, Rail};
use matchpool_providers::cardano::{self, Address, Payment, PaymentRequest};
use matchpool_providers::chain::{ChainError, TxOutput, TxStatus};
use matchpool_store::checkouts::NewCheckout;
use matchpool_store::donations::{Change, NewDonation};
use matchpool_store::projects::Project;

use super::lifecycle::{move_all, settle_all};
use super::{Paid, cart_error, find, load, open_round};
use crate::ada::{build_error, cardano_error, chain_error, destination, pending_cap, rate, tx_reused, wallet_inputs};
use crate::donations::keyed;
use crate::{Actor, App, AppError, AppResult, ErrorKind};

/// A cart paid from a CIP-30 wallet.
pub struct AdaCheckout {
    /// One item per project: USD (converted at the server's rate, rounded up to the lovelace) or
    /// ADA.
    pub items: Vec<CartItem>,
    /// CIP-30 `getChangeAddress()`: hex bytes or bech32.
    pub change_address: Option<String>,
    /// CIP-30 `getUtxos()`: hex CBOR of each `TransactionUnspentOutput`.
    pub utxos: Vec<String>,
    pub anonymous: bool,
}

/// One output of the checkout's transaction.
pub struct Output {
    pub project: ProjectId,
    pub pays_to: String,
    pub amount: Money,
    pub usd_cents: i64,
}

/// The unsigned transaction for the wallet's `signTx(tx_cbor, true)`, and the checkout it pays.
pub struct BuiltCheckout {
    pub checkout: CheckoutId,
    pub tx_cbor: String,
    pub txid: String,
    pub amount: Money,
    pub fee_lovelace: u64,
    pub ttl: u64,
    pub rate: MicroUsd,
    pub outputs: Vec<Output>,
}

/// The CIP-20 message of a checkout's transaction: the checkout, and the project of each output
/// paid at the platform payout address (a project's own wallet names itself).
fn message(checkout: CheckoutId, payout: &[(usize, ProjectId)]) -> Vec<String> {
    let mut lines = vec!["matchpool checkout".to_owned(), format!("checkout:{checkout}")];
    lines.extend(payout.iter().map(|(index, project)| format!("out{index}:{project}")));
    lines
}

/// The checkout a transaction's CIP-20 message names, if any.
fn checkout_in(message: &[String]) -> Option<CheckoutId> {
    message.iter().find_map(|line| line.strip_prefix("checkout:")).and_then(|id| id.parse().ok())
}

/// Builds the payment of a cart: the checkout and a donation per project (`initiated`, each with
/// the address its output pays) are written in one transaction, committed only once the payment
/// is built, so a wallet that cannot pay leaves nothing behind.
#[tracing::instrument(name = "checkouts::build_ada", skip_all, fields(items = request.items.len()))]
pub async fn build_ada(app: &App, actor: Actor, request: AdaCheckout) -> AppResult<BuiltCheckout> {
    let payer = actor.as_donor()?;
    check_items(&request.items, true).map_err(cart_error)?;
    crate::accounts::require_verified_email(app, payer).await?;
    pending_cap(app, payer).await?;
    let (round, projects) = open_round(app, &request.items).await?;
    let payout = app.settings.payout_address.as_deref().and_then(|a| cardano::address_on(app.chain.network(), a).ok());
    let destinations = destinations(app, &projects)?;
    let (change_to, utxos) = wallet_inputs(app, request.change_address.as_deref(), &request.utxos)?;
    let rate = rate(app).await?;
    let micro = MicroUsd(rate.micro_usd);
    let params = app.chain.protocol_parameters().await.map_err(chain_error)?;
    let ttl = app.chain.tip_slot().await.map_err(chain_error)? + app.settings.ada_tx_ttl_secs;
    let outputs: Vec<Output> = request
        .items
        .iter()
        .zip(&destinations)
        .map(|(item, to)| {
            let amount = item.amount.in_lovelace(micro);
            Output { project: item.project, pays_to: cardano::bech32(to), amount, usd_cents: amount.usd_value(micro) }
        })
        .collect();
    let amount = Money::lovelace(outputs.iter().map(|o| o.amount.minor).sum());
    let now = Utc::now();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let new = NewCheckout {
        payer,
        rail: Rail::Ada,
        amount,
        fee: Money::lovelace(0),
        provider: app.chain.name().into(),
        reference: None,
        idempotency_key: None,
        request_hash: None,
    };
    let checkout = matchpool_store::checkouts::insert(&txn, new, now).await?;
    for output in &outputs {
        let new = NewDonation {
            project: output.project,
            round: round.id,
            donor: payer,
            anonymous: request.anonymous,
            rail: Rail::Ada,
            amount: output.amount,
            fee: Money::lovelace(0),
            usd_cents: output.usd_cents,
            rate: micro,
            rate_source: rate.source.clone(),
            rate_at: rate.fetched_at,
            client_rate: None,
            state: DonationState::Initiated,
            provider: app.chain.name().into(),
            txid: None,
            wallet_address: None,
            pays_to: Some(output.pays_to.clone()),
            idempotency_key: None,
            request_hash: None,
            dedup_key: keyed(payer, &format!("checkout:{}:{}", checkout.id, output.project)),
            intent: None,
            checkout: Some(checkout.id),
        };
        matchpool_store::donations::insert(&txn, new, now).await?;
    }
    let at_payout: Vec<(usize, ProjectId)> = destinations
        .iter()
        .zip(&outputs)
        .enumerate()
        .filter(|(_, (to, _))| payout.as_ref() == Some(*to))
        .map(|(index, (_, output))| (index, output.project))
        .collect();
    let payments = destinations
        .iter()
        .zip(&outputs)
        .map(|(to, output)| Payment { to, lovelace: u64::try_from(output.amount.minor).unwrap_or(0) })
        .collect();
    let lines = message(checkout.id, &at_payout);
    let unsigned = cardano::build_payment(&PaymentRequest {
        utxos: &utxos,
        payments,
        change_to: &change_to,
        ttl,
        network: app.chain.network(),
        params: &params,
        message: &lines,
    })
    .map_err(build_error)?;
    txn.commit().await?;
    tracing::info!(checkout = %checkout.id, txid = %unsigned.txid, "ADA checkout built");
    Ok(BuiltCheckout {
        checkout: checkout.id,
        tx_cbor: hex::encode(&unsigned.tx_cbor),
        txid: unsigned.txid,
        amount,
        fee_lovelace: unsigned.fee,
        ttl,
        rate: micro,
        outputs,
    })
}

/// Where each project's ADA goes (its wallet, or the platform payout address). A cart with
/// projects that cannot receive ADA is refused as a whole with `checkout.no_wallet`, naming every
/// one of them (`details.projects`), so the donor can pay them by card or take them out.
fn destinations(app: &App, projects: &[Project]) -> AppResult<Vec<Address>> {
    let found: Vec<(&Project, AppResult<Address>)> = projects.iter().map(|p| (p, destination(app, p))).collect();
    let unpayable: Vec<serde_json::Value> = found
        .iter()
        .filter(|(_, to)| to.is_err())
        .map(|(project, _)| serde_json::json!({ "id": project.id, "title": project.title }))
        .collect();
    if !unpayable.is_empty() {
        let titles: Vec<&str> = unpayable.iter().filter_map(|p| p["title"].as_str()).collect();
        return Err(AppError::Detailed {
            kind: ErrorKind::Unprocessable,
            code: "checkout.no_wallet",
            message: format!(
                "These projects cannot receive ADA (no Cardano wallet set up): {}. Pay them by card, or remove them from the cart.",
                titles.join(", ")
            ),
            details: serde_json::json!({ "projects": unpayable }),
        });
    }
    found.into_iter().map(|(_, to)| to).collect()
}

fn mismatch() -> AppError {
    AppError::unprocessable(
        "ada.tx_mismatch",
        "This transaction does not pay every project of your cart in full. Please start the payment again.",
    )
}

/// What each address is owed (each donation's output) and what the outputs pay.
fn shortfall(donations: &[matchpool_domain::donation::Donation], outputs: &[(String, i64)]) -> bool {
    let owed: Vec<(&str, i64)> =
        donations.iter().map(|d| (d.pays_to.as_deref().unwrap_or_default(), d.amount.minor)).collect();
    let paid: Vec<(&str, i64)> = outputs.iter().map(|(address, amount)| (address.as_str(), *amount)).collect();
    first_underpaid(&owed, &paid).is_some()
}

/// Submits the signed payment of an ADA checkout: it must be the transaction built for it
/// (naming the checkout and paying every output in full). The checkout and its donations then
/// wait for the chain with the transaction id, and settle at once when the chain already has it.
/// A retry with the same transaction answers the checkout as it stands.
pub async fn submit_ada(app: &App, actor: Actor, id: CheckoutId, tx_cbor: &str, witness_set: &str) -> AppResult<Paid> {
    let paid = find(app, actor, id).await?;
    let bad_hex = |what: &str| AppError::unprocessable("ada.bad_cbor", format!("{what} is not hex."));
    let tx_cbor = hex::decode(tx_cbor.trim()).map_err(|_| bad_hex("The transaction"))?;
    let witness_set = hex::decode(witness_set.trim()).map_err(|_| bad_hex("The witness set"))?;
    let signed = cardano::with_witnesses(&tx_cbor, &witness_set).map_err(cardano_error)?;
    let tx = cardano::parse(&signed).map_err(cardano_error)?;
    let txid = tx.txid();
    let checkout = &paid.checkout;
    if checkout.rail == Rail::Ada && checkout.reference.as_deref() == Some(txid.as_str()) {
        return Ok(paid);
    }
    if checkout.rail != Rail::Ada || checkout.state != DonationState::Initiated {
        return Err(AppError::conflict(
            "checkout.not_awaiting_signature",
            "This payment is no longer waiting for your wallet. Please start the payment again.",
        ));
    }
    let outputs: Vec<(String, i64)> =
        tx.outputs.iter().map(|o| (cardano::bech32(&o.address), i64::try_from(o.lovelace).unwrap_or(0))).collect();
    if checkout_in(&tx.message) != Some(id) || shortfall(&paid.donations, &outputs) {
        return Err(mismatch());
    }
    // The transaction names this checkout, so only a claim could have used it already; the unique
    // reference of checkouts stops a second checkout.
    if matchpool_store::donations::find_by_txid(&app.db, &txid).await?.is_some()
        || matchpool_store::checkouts::find_by_reference(&app.db, &txid).await?.is_some()
    {
        return Err(tx_reused());
    }
    match app.chain.submit(&signed).await {
        Ok(_) => {}
        // A retry after a lost answer: the first submission went through.
        Err(ChainError::Rejected(_))
            if matches!(app.chain.transaction(&txid).await, Ok(TxStatus::Confirmed { .. })) => {}
        Err(err) => {
            tracing::info!(checkout = %id, %txid, error = %err, "ADA checkout not submitted");
            return Err(chain_error(err));
        }
    }
    let waiting = Change { reference: Some(txid.clone()), ..Change::default() };
    move_all(app, id, Move::AwaitConfirmation, waiting).await?;
    tracing::info!(checkout = %id, %txid, "ADA checkout submitted; waiting for the chain");
    // Only the checkout (now with its txid) is needed to look at the chain; its donations are
    // read once, for the answer.
    let submitted = matchpool_store::checkouts::find(&app.db, id).await?.ok_or_else(super::not_found)?;
    check(app, &submitted).await?;
    load(app, id).await
}

/// Checks an ADA checkout's transaction on the chain: every donation settles when it pays each
/// output in full and names the checkout, all fail when it does not, and a transaction the chain
/// never shows expires them all (a late confirmation still settles an expired checkout).
pub(crate) async fn check(app: &App, checkout: &Checkout) -> AppResult<()> {
    let Some(txid) = checkout.reference.as_deref() else {
        return Ok(());
    };
    let status = match app.chain.transaction(txid).await {
        Ok(status) => status,
        Err(err) => {
            tracing::warn!(checkout = %checkout.id, error = %err, "chain lookup failed; will retry");
            return Ok(());
        }
    };
    let TxStatus::Confirmed { outputs, message, depth, .. } = status else {
        let donations = matchpool_store::donations::of_checkout(&app.db, checkout.id).await?;
        if donations.iter().any(|d| d.confirmations.is_some()) {
            tracing::warn!(checkout = %checkout.id, txid, "the transaction left the chain (rolled back); waiting again");
            let ids: Vec<_> = donations.iter().map(|d| d.id).collect();
            matchpool_store::donations::set_confirmations(&app.db, &ids, None).await?;
        }
        if checkout.state == DonationState::Pending
            && Utc::now() - checkout.updated_at > app.settings.ada_pending_timeout
        {
            let change =
                Change { reason: Some("The transaction was not confirmed in time.".into()), ..Change::default() };
            move_all(app, checkout.id, Move::Expire, change).await?;
        }
        return Ok(());
    };
    let donations = matchpool_store::donations::of_checkout(&app.db, checkout.id).await?;
    let paid: Vec<(String, i64)> = outputs.iter().map(|o: &TxOutput| (o.address.clone(), o.lovelace)).collect();
    let fail = |reason: &str| Change { reason: Some(reason.to_owned()), ..Change::default() };
    if checkout_in(&message) != Some(checkout.id) {
        move_all(app, checkout.id, Move::Fail, fail("The transaction was not made for this checkout.")).await?;
    } else if shortfall(&donations, &paid) {
        move_all(app, checkout.id, Move::Fail, fail("The transaction pays less than the donations.")).await?;
    } else if depth < app.settings.chain_confirmations {
        let ids: Vec<_> = donations.iter().map(|d| d.id).collect();
        let depth = u32::try_from(depth).unwrap_or(u32::MAX);
        matchpool_store::donations::set_confirmations(&app.db, &ids, Some(depth)).await?;
    } else {
        settle_all(app, checkout.id, Some(txid.to_owned())).await?;
    }
    Ok(())
}

/// An ADA checkout the reconcile job looks at: a transaction never signed expires once it could
/// no longer be valid; a submitted one is checked on the chain.
pub(super) async fn reconcile_one(app: &App, checkout: &Checkout) -> AppResult<()> {
    if checkout.reference.is_some() {
        return check(app, checkout).await;
    }
    let window = Duration::seconds(i64::try_from(app.settings.ada_tx_ttl_secs).unwrap_or(i64::MAX / 2));
    if checkout.state == DonationState::Initiated && Utc::now() - checkout.created_at > window {
        let change = Change { reason: Some("The payment was not signed in time.".into()), ..Change::default() };
        move_all(app, checkout.id, Move::Expire, change).await?;
    }
    Ok(())
}
