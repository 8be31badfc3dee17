//! The unsigned payment a donor's wallet signs: exactly each amount to its destination (one output
//! each: a single donation has one, a checkout one per project), change back to the wallet, and
//! the fee the protocol parameters ask for.
//!
//! Coin selection is largest first, ADA-only outputs before ones carrying tokens (whose tokens
//! then go back with the change). The fee is the linear fee of the signed size: the unsigned
//! transaction plus one signature per distinct payment key among the chosen inputs. A CIP-20
//! message travels in the auxiliary data, whose hash the body carries.

use std::cmp::Reverse;
use std::collections::BTreeSet;

use pallas_addresses::Address;
use pallas_codec::minicbor;
use pallas_crypto::hash::Hash;
use pallas_txbuilder::{BuildConway, Input, Output, StagingTransaction};

use super::Utxo;
use super::cip20::message_auxiliary_data;
use crate::chain::{Network, ProtocolParams};

/// One vkey witness (`[vkey, signature]`) in CBOR.
const WITNESS_BYTES: usize = 1 + 2 + 32 + 2 + 64;
/// The witness set's map key, a set tag and the array header, with room to spare.
const WITNESS_SET_OVERHEAD: usize = 10;

/// One output of a payment: an address and exactly what it receives.
#[derive(Debug, Clone, Copy)]
pub struct Payment<'a> {
    pub to: &'a Address,
    pub lovelace: u64,
}

pub struct PaymentRequest<'a> {
    /// The wallet's unspent outputs (CIP-30 `getUtxos`).
    pub utxos: &'a [Utxo],
    /// The outputs paid, in this order (at least one).
    pub payments: Vec<Payment<'a>>,
    pub change_to: &'a Address,
    /// The slot from which the transaction is no longer valid.
    pub ttl: u64,
    pub network: Network,
    pub params: &'a ProtocolParams,
    /// The CIP-20 message (metadata label 674, `{"msg": [...]}`), each line at most 64 bytes;
    /// empty for none. Donations carry their intent here.
    pub message: &'a [String],
}

/// A balanced transaction with an empty witness set.
#[derive(Debug, Clone)]
pub struct UnsignedPayment {
    pub tx_cbor: Vec<u8>,
    pub txid: String,
    pub fee: u64,
    /// The lovelace returned to the wallet (0 when there is no change output).
    pub change: u64,
    pub inputs: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    #[error("the wallet has {available} lovelace it can spend and {needed} are needed")]
    InsufficientFunds { available: u64, needed: u64 },
    #[error("a payment must be at least {minimum} lovelace")]
    BelowMinimum { minimum: u64 },
    #[error("the transaction would be larger than the chain allows")]
    TooLarge,
    #[error("the transaction could not be built: {0}")]
    Builder(String),
}

/// Builds the payment, choosing inputs among `request.utxos`.
pub fn build_payment(request: &PaymentRequest) -> Result<UnsignedPayment, BuildError> {
    if request.payments.is_empty() {
        return Err(BuildError::Builder("a payment needs at least one output".into()));
    }
    let mut destinations = Vec::with_capacity(request.payments.len());
    for payment in &request.payments {
        let destination = Output::new(payment.to.clone(), payment.lovelace);
        let minimum = request.params.min_utxo(output_size(&destination)?);
        if payment.lovelace < minimum {
            return Err(BuildError::BelowMinimum { minimum });
        }
        destinations.push(destination);
    }
    let paid: u64 = request.payments.iter().map(|p| p.lovelace).sum();
    let mut candidates: Vec<&Utxo> = request.utxos.iter().filter(|u| payment_key(&u.address).is_some()).collect();
    candidates.sort_by_key(|u| (!u.assets.is_empty(), Reverse(u.lovelace)));
    candidates.dedup_by_key(|u| (u.tx_hash, u.index));
    let available = candidates.iter().map(|u| u.lovelace).sum();
    let message = message_auxiliary_data(request.message)?;
    let mut needed = paid + request.params.min_fee(0);
    for count in 1..=candidates.len() {
        match balance(request, &destinations, paid, message.as_deref(), &candidates[..count]) {
            Err(BuildError::InsufficientFunds { needed: more, .. }) => needed = more,
            done => return done,
        }
    }
    Err(BuildError::InsufficientFunds { available, needed })
}

/// Balances the payment (`destinations`, `paid` lovelace together) over exactly these inputs, with
/// the auxiliary data `message` (CBOR), or says how much is missing.
fn balance(
    request: &PaymentRequest,
    destinations: &[Output],
    paid: u64,
    message: Option<&[u8]>,
    inputs: &[&Utxo],
) -> Result<UnsignedPayment, BuildError> {
    let total: u64 = inputs.iter().map(|u| u.lovelace).sum();
    let signers: BTreeSet<Hash<28>> = inputs.iter().filter_map(|u| payment_key(&u.address)).collect();
    let signatures = WITNESS_SET_OVERHEAD + WITNESS_BYTES * signers.len();
    let params = request.params;
    let mut fee = params.min_fee(0);
    for _ in 0..8 {
        let short = |extra: u64| BuildError::InsufficientFunds { available: total, needed: paid + fee + extra };
        let rest = total.checked_sub(paid + fee).ok_or_else(|| short(0))?;
        let change = change_output(request.change_to, rest, inputs)?;
        let change_minimum = params.min_utxo(output_size(&change)?);
        let has_tokens = inputs.iter().any(|u| !u.assets.is_empty());
        // Change too small for an output of its own goes to the fee, unless it carries tokens.
        let (change, paid_fee) = if rest >= change_minimum {
            (Some(change), fee)
        } else if has_tokens {
            return Err(short(change_minimum));
        } else {
            (None, fee + rest)
        };
        let mut staging =
            StagingTransaction::new().network_id(request.network.id()).invalid_from_slot(request.ttl).fee(paid_fee);
        for destination in destinations {
            staging = staging.output(destination.clone());
        }
        for utxo in inputs {
            staging = staging.input(Input::new(utxo.tx_hash, utxo.index));
        }
        if let Some(change) = change {
            staging = staging.output(change);
        }
        // The builder puts the data's hash into the body, so the transaction id covers it.
        if let Some(message) = message {
            staging = staging.add_auxiliary_data(message.to_vec());
        }
        let built = staging.build_conway_raw().map_err(|e| BuildError::Builder(e.to_string()))?;
        let size = built.tx_bytes.0.len() + signatures;
        if size as u64 > params.max_tx_size {
            return Err(BuildError::TooLarge);
        }
        let required = params.min_fee(size);
        if required <= paid_fee {
            return Ok(UnsignedPayment {
                txid: hex::encode(built.tx_hash.0),
                tx_cbor: built.tx_bytes.0,
                fee: paid_fee,
                change: total - paid - paid_fee,
                inputs: inputs.len(),
            });
        }
        fee = required;
    }
    Err(BuildError::Builder("the fee did not settle".into()))
}

/// The change output: the lovelace left and every token of the inputs.
fn change_output(to: &Address, lovelace: u64, inputs: &[&Utxo]) -> Result<Output, BuildError> {
    let mut output = Output::new(to.clone(), lovelace);
    for utxo in inputs {
        for (policy, names) in &utxo.assets {
            for (name, quantity) in names {
                output = output
                    .add_asset(*policy, name.clone(), *quantity)
                    .map_err(|e| BuildError::Builder(e.to_string()))?;
            }
        }
    }
    Ok(output)
}

fn output_size(output: &Output) -> Result<usize, BuildError> {
    let encoded = output.build_babbage_raw().map_err(|e| BuildError::Builder(e.to_string()))?;
    minicbor::to_vec(&encoded).map(|bytes| bytes.len()).map_err(|e| BuildError::Builder(e.to_string()))
}

/// The key that must sign to spend from `address`: only Shelley addresses with a key (not a
/// script) payment part can be spent by a wallet's signature.
pub fn payment_key(address: &Address) -> Option<Hash<28>> {
    match address {
        Address::Shelley(shelley) if !shelley.payment().is_script() => Some(*shelley.payment().as_hash()),
        _ => None,
    }
}
