//! Reading a Conway transaction, and putting a wallet's signatures into it without touching the
//! body: the transaction id is the hash of the body's exact bytes, which pallas keeps as read.

use pallas_codec::minicbor;
use pallas_codec::utils::{NonEmptySet, Nullable};
use pallas_crypto::hash::{Hash, Hasher};
use pallas_crypto::key::ed25519::SecretKey;
use pallas_primitives::Fragment;
use pallas_primitives::alonzo::AuxiliaryData;
use pallas_primitives::conway::{Tx, VKeyWitness, WitnessSet};

use super::cip20::message_lines;
use super::utxo::read_output;
use super::{CardanoError, Utxo, bad_cbor};

/// An input: the output `index` of transaction `tx_hash`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TxInput {
    pub tx_hash: Hash<32>,
    pub index: u64,
}

/// What a transaction does, as the platform reads it.
#[derive(Debug, Clone)]
pub struct ParsedTx {
    /// The transaction id: blake2b-256 of the body's bytes.
    pub id: Hash<32>,
    pub inputs: Vec<TxInput>,
    /// The outputs it creates, numbered from 0.
    pub outputs: Vec<Utxo>,
    pub fee: u64,
    /// Invalid from this slot on (the time to live).
    pub ttl: Option<u64>,
    pub valid_from: Option<u64>,
    pub network_id: Option<u8>,
    /// The signatures: (verification key, signature) pairs.
    pub vkey_witnesses: Vec<(Vec<u8>, Vec<u8>)>,
    /// Features besides a plain payment (certificates, minting, scripts, ...), by name.
    pub extras: Vec<&'static str>,
    /// The encoded size in bytes.
    pub size: usize,
    /// The lines of its CIP-20 message (metadata label 674), empty when it has none.
    pub message: Vec<String>,
}

impl ParsedTx {
    pub fn txid(&self) -> String {
        hex::encode(self.id)
    }
}

fn decode(tx_cbor: &[u8]) -> Result<Tx<'_>, CardanoError> {
    Tx::decode_fragment(tx_cbor).map_err(|e| bad_cbor("the transaction", e))
}

/// The hash every signature signs: blake2b-256 of the body as encoded.
pub fn body_hash(tx_cbor: &[u8]) -> Result<Hash<32>, CardanoError> {
    Ok(Hasher::<256>::hash(decode(tx_cbor)?.transaction_body.raw_cbor()))
}

/// Reads a transaction.
pub fn parse(tx_cbor: &[u8]) -> Result<ParsedTx, CardanoError> {
    let tx = decode(tx_cbor)?;
    let id = Hasher::<256>::hash(tx.transaction_body.raw_cbor());
    let body = &tx.transaction_body;
    let outputs = body
        .outputs
        .iter()
        .enumerate()
        .map(|(index, output)| {
            let (address, lovelace, assets) = read_output(output)?;
            Ok(Utxo { tx_hash: id, index: index as u64, address, lovelace, assets })
        })
        .collect::<Result<Vec<_>, CardanoError>>()?;
    let auxiliary = auxiliary_data(&tx)?;
    let witnesses = &tx.transaction_witness_set;
    let extras = [
        ("certificates", body.certificates.is_some()),
        ("withdrawals", body.withdrawals.is_some()),
        ("minting", body.mint.is_some()),
        ("collateral", body.collateral.is_some() || body.collateral_return.is_some()),
        ("reference inputs", body.reference_inputs.is_some()),
        ("governance", body.voting_procedures.is_some() || body.proposal_procedures.is_some()),
        ("treasury", body.treasury_value.is_some() || body.donation.is_some()),
        ("scripts", body.script_data_hash.is_some() || witnesses.native_script.is_some()),
        ("bootstrap witnesses", witnesses.bootstrap_witness.is_some()),
        ("plutus", witnesses.redeemer.is_some() || witnesses.plutus_data.is_some()),
        ("auxiliary scripts", auxiliary.is_some_and(has_scripts)),
    ]
    .into_iter()
    .filter_map(|(name, present)| present.then_some(name))
    .collect();
    Ok(ParsedTx {
        id,
        inputs: body.inputs.iter().map(|i| TxInput { tx_hash: i.transaction_id, index: i.index }).collect(),
        outputs,
        fee: body.fee,
        ttl: body.ttl,
        valid_from: body.validity_interval_start,
        network_id: body.network_id.map(u8::from),
        vkey_witnesses: witnesses
            .vkeywitness
            .iter()
            .flat_map(|set| set.iter())
            .map(|w| (w.vkey.to_vec(), w.signature.to_vec()))
            .collect(),
        extras,
        size: tx_cbor.len(),
        message: auxiliary.map(message_lines).unwrap_or_default(),
    })
}

/// The auxiliary data (metadata), which the body must commit to by its hash: without that, the
/// message would not belong to the transaction id.
fn auxiliary_data<'a>(tx: &'a Tx<'_>) -> Result<Option<&'a AuxiliaryData>, CardanoError> {
    let committed = tx.transaction_body.auxiliary_data_hash;
    match (&tx.auxiliary_data, committed) {
        (Nullable::Some(data), Some(hash)) if Hasher::<256>::hash(data.raw_cbor()) == hash => Ok(Some(data)),
        (Nullable::Some(_), _) | (_, Some(_)) => {
            Err(CardanoError::BadCbor("the auxiliary data does not match the hash in the transaction body".into()))
        }
        _ => Ok(None),
    }
}

fn has_scripts(data: &AuxiliaryData) -> bool {
    match data {
        AuxiliaryData::Shelley(_) => false,
        AuxiliaryData::ShelleyMa(data) => data.auxiliary_scripts.is_some(),
        AuxiliaryData::PostAlonzo(data) => data.native_scripts.is_some() || data.plutus_scripts.is_some(),
    }
}

/// A witness set holding one key's signature of `body_hash`, as CIP-30's `signTx` answers.
pub fn witness(key: &SecretKey, body_hash: &Hash<32>) -> Vec<u8> {
    let witness = VKeyWitness {
        vkey: key.public_key().as_ref().to_vec().into(),
        signature: key.sign(body_hash).as_ref().to_vec().into(),
    };
    let set = WitnessSet {
        vkeywitness: NonEmptySet::from_vec(vec![witness]),
        native_script: None,
        bootstrap_witness: None,
        plutus_v1_script: None,
        plutus_data: None,
        redeemer: None,
        plutus_v2_script: None,
        plutus_v3_script: None,
    };
    minicbor::to_vec(&set).unwrap_or_default()
}

/// The transaction with the signatures of `witness_set_cbor` (a CIP-30 `signTx` answer) added
/// to its own. The body and the auxiliary data (the message) keep their exact bytes, so the
/// transaction id does not change and the message stays.
pub fn with_witnesses(tx_cbor: &[u8], witness_set_cbor: &[u8]) -> Result<Vec<u8>, CardanoError> {
    let mut tx = decode(tx_cbor)?;
    let added: WitnessSet = minicbor::decode(witness_set_cbor).map_err(|e| bad_cbor("the witness set", e))?;
    let mut keys: Vec<VKeyWitness> =
        tx.transaction_witness_set.vkeywitness.clone().map(|s| s.to_vec()).unwrap_or_default();
    for witness in added.vkeywitness.map(|s| s.to_vec()).unwrap_or_default() {
        if !keys.iter().any(|k| k.vkey == witness.vkey) {
            keys.push(witness);
        }
    }
    tx.transaction_witness_set.vkeywitness = NonEmptySet::from_vec(keys);
    tx.encode_fragment().map_err(|e| CardanoError::BadCbor(format!("the signed transaction: {e}")))
}
