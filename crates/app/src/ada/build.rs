//! Building a donor's ADA payment: an intent for the donor, project and amount, and the unsigned
//! transaction that pays exactly the amount to the project's wallet (or the payout address) and
//! names the intent in its CIP-20 message.

use chrono::Utc;
use matchpool_domain::{FieldError, IntentId, Money, ProjectId};
use matchpool_providers::cardano::{self, BuildError, PaymentRequest, Utxo};
use matchpool_store::intents::NewIntent;

use super::{cardano_error, chain_error, destination, intent_message, pending_cap, unprocessable};
use crate::{Actor, App, AppError, AppResult};

/// More UTxOs than any payment needs; a bound on the work one request can ask for.
const MAX_UTXOS: usize = 500;

/// The donor's wallet as CIP-30 describes it, and the gift.
pub struct AdaBuild {
    pub project: ProjectId,
    pub amount: Money,
    /// CIP-30 `getChangeAddress()`: hex bytes or bech32.
    pub change_address: Option<String>,
    /// CIP-30 `getUtxos()`: hex CBOR of each `TransactionUnspentOutput`.
    pub utxos: Vec<String>,
    pub anonymous: bool,
}

/// An unsigned transaction for the wallet's `signTx(tx_cbor, true)`.
pub struct BuiltPayment {
    pub intent: IntentId,
    pub tx_cbor: String,
    pub txid: String,
    pub amount_lovelace: u64,
    pub fee_lovelace: u64,
    pub ttl: u64,
    pub pays_to: String,
}

fn field(name: &str, error: FieldError) -> AppError {
    AppError::field(name, error)
}

pub async fn build(app: &App, actor: Actor, request: AdaBuild) -> AppResult<BuiltPayment> {
    let donor = actor.as_donor()?;
    let (project, round) = crate::projects::public_with_round(app, request.project).await?;
    crate::accounts::require_verified_email(app, donor).await?;
    pending_cap(app, donor).await?;
    let pay_to = destination(app, &project)?;
    let network = app.chain.network();
    let change = request.change_address.as_deref().filter(|a| !a.trim().is_empty());
    let change_to = cardano::address_on(network, change.ok_or_else(|| field("change_address", FieldError::Required))?)
        .map_err(cardano_error)?;
    if request.utxos.len() > MAX_UTXOS {
        return Err(field("utxos", FieldError::TooLong));
    }
    let utxos =
        request.utxos.iter().map(|u| Utxo::from_cbor_hex(u)).collect::<Result<Vec<_>, _>>().map_err(cardano_error)?;
    if let Some(foreign) = utxos.iter().find(|u| !network.accepts(&u.address)) {
        return Err(cardano_error(cardano::CardanoError::WrongNetwork {
            address: cardano::bech32(&foreign.address),
            network: network.name(),
        }));
    }
    let params = app.chain.protocol_parameters().await.map_err(chain_error)?;
    let ttl = app.chain.tip_slot().await.map_err(chain_error)? + app.settings.ada_tx_ttl_secs;
    let now = Utc::now();
    let expires_at =
        now + chrono::Duration::seconds(i64::try_from(app.settings.ada_tx_ttl_secs).unwrap_or(i64::MAX / 2));
    let new = NewIntent {
        donor,
        project: request.project,
        round: round.id.into(),
        amount: request.amount,
        pays_to: cardano::bech32(&pay_to),
        anonymous: request.anonymous,
        expires_at,
    };
    let intent = matchpool_store::intents::insert(&app.db, new, now).await?;
    let lovelace = u64::try_from(request.amount.minor).unwrap_or(0);
    let message = intent_message(intent.id);
    let payment = PaymentRequest {
        utxos: &utxos,
        pay_to: &pay_to,
        lovelace,
        change_to: &change_to,
        ttl,
        network,
        params: &params,
        message: &message,
    };
    let unsigned = cardano::build_payment(&payment).map_err(build_error)?;
    Ok(BuiltPayment {
        intent: intent.id,
        tx_cbor: hex::encode(&unsigned.tx_cbor),
        txid: unsigned.txid,
        amount_lovelace: lovelace,
        fee_lovelace: unsigned.fee,
        ttl,
        pays_to: intent.pays_to,
    })
}

fn build_error(err: BuildError) -> AppError {
    let ada = |lovelace: u64| format!("{}.{:06}", lovelace / 1_000_000, lovelace % 1_000_000);
    match err {
        BuildError::InsufficientFunds { available, needed } => unprocessable(
            "ada.insufficient_funds",
            format!(
                "Your wallet does not hold enough ADA: this donation and its network fee need {} ADA and {} ADA can be spent.",
                ada(needed),
                ada(available)
            ),
        ),
        BuildError::BelowMinimum { minimum } => {
            unprocessable("ada.amount_too_small", format!("Cardano needs at least {} ADA in a payment.", ada(minimum)))
        }
        BuildError::TooLarge => unprocessable(
            "ada.tx_too_large",
            "This payment needs too many small amounts from your wallet. Please consolidate your wallet and try again.",
        ),
        BuildError::Builder(reason) => AppError::Internal(anyhow::anyhow!("building an ADA payment: {reason}")),
    }
}
