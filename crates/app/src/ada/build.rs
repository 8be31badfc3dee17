//! Building a donor's ADA payment: an intent for the donor, project and amount, and the unsigned
//! transaction that pays exactly the amount to the project's wallet (or the payout address) and
//! names the intent in its CIP-20 message.

use chrono::Utc;
use matchpool_domain::{IntentId, Money, ProjectId};
use matchpool_providers::cardano::{self, Payment, PaymentRequest};
use matchpool_store::intents::NewIntent;

use super::{build_error, chain_error, destination, intent_message, pending_cap, wallet_inputs};
use crate::{Actor, App, AppResult};

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

pub async fn build(app: &App, actor: Actor, request: AdaBuild) -> AppResult<BuiltPayment> {
    let donor = actor.as_donor()?;
    let (project, round) = crate::supporting::public_with_round(app, request.project).await?;
    crate::accounts::require_verified_email(app, donor).await?;
    pending_cap(app, donor).await?;
    // No payment is built that the server could not price when it arrives.
    super::rate(app).await?;
    let pay_to = destination(app, &project)?;
    let (change_to, utxos) = wallet_inputs(app, request.change_address.as_deref(), &request.utxos)?;
    let network = app.chain.network();
    let params = app.chain.protocol_parameters().await.map_err(chain_error)?;
    let ttl = app.chain.tip_slot().await.map_err(chain_error)? + app.settings.ada_tx_ttl_secs;
    let now = Utc::now();
    let expires_at =
        now + chrono::Duration::seconds(i64::try_from(app.settings.ada_tx_ttl_secs).unwrap_or(i64::MAX / 2));
    let new = NewIntent {
        donor,
        project: request.project,
        round: round.id,
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
        payments: vec![Payment { to: &pay_to, lovelace }],
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
