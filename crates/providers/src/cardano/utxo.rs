//! Unspent outputs in CIP-30's `getUtxos` form: hex CBOR of `TransactionUnspentOutput`, the
//! array `[transaction_input, transaction_output]`.

use std::collections::BTreeMap;

use pallas_addresses::Address;
use pallas_codec::minicbor;
use pallas_codec::utils::PositiveCoin;
use pallas_crypto::hash::Hash;
use pallas_primitives::TransactionInput;
use pallas_primitives::alonzo;
use pallas_primitives::conway::{PostAlonzoTransactionOutput, TransactionOutput, Value};

use super::{CardanoError, bad_cbor};

/// Native tokens: policy id → asset name → quantity.
pub type Assets = BTreeMap<Hash<28>, BTreeMap<Vec<u8>, u64>>;

/// An unspent output: where it is (transaction and index), whose it is, and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utxo {
    pub tx_hash: Hash<32>,
    pub index: u64,
    pub address: Address,
    pub lovelace: u64,
    pub assets: Assets,
}

impl Utxo {
    /// Reads one entry of a CIP-30 `getUtxos` answer.
    pub fn from_cbor_hex(text: &str) -> Result<Self, CardanoError> {
        let bytes = hex::decode(text.trim()).map_err(|e| bad_cbor("a UTxO", e))?;
        let (input, output): (TransactionInput, TransactionOutput) =
            minicbor::decode(&bytes).map_err(|e| bad_cbor("a UTxO", e))?;
        let (address, lovelace, assets) = read_output(&output)?;
        Ok(Self { tx_hash: input.transaction_id, index: input.index, address, lovelace, assets })
    }

    /// The CIP-30 form of this output (what the development ledger's `getUtxos` route answers).
    pub fn to_cbor_hex(&self) -> String {
        let input = TransactionInput { transaction_id: self.tx_hash, index: self.index };
        // Encoding into a vector cannot fail.
        hex::encode(minicbor::to_vec((input, self.output())).unwrap_or_default())
    }

    /// The size of the output alone, encoded (what its minimum ADA depends on).
    pub fn output_size(&self) -> usize {
        minicbor::to_vec(self.output()).map(|bytes| bytes.len()).unwrap_or_default()
    }

    fn output(&self) -> TransactionOutput<'static> {
        TransactionOutput::PostAlonzo(
            PostAlonzoTransactionOutput {
                address: self.address.to_vec().into(),
                value: self.value(),
                datum_option: None,
                script_ref: None,
            }
            .into(),
        )
    }

    fn value(&self) -> Value {
        let assets: pallas_primitives::conway::Multiasset<PositiveCoin> = self
            .assets
            .iter()
            .map(|(policy, names)| {
                let names = names
                    .iter()
                    .filter_map(|(name, quantity)| Some((name.clone().into(), PositiveCoin::try_from(*quantity).ok()?)))
                    .collect();
                (*policy, names)
            })
            .collect();
        if assets.is_empty() { Value::Coin(self.lovelace) } else { Value::Multiasset(self.lovelace, assets) }
    }
}

/// The address, lovelace and tokens of an output of any era since Shelley.
pub(super) fn read_output(output: &TransactionOutput) -> Result<(Address, u64, Assets), CardanoError> {
    let (address, lovelace, assets) = match output {
        TransactionOutput::Legacy(o) => match &o.amount {
            alonzo::Value::Coin(coin) => (o.address.to_vec(), *coin, Assets::new()),
            alonzo::Value::Multiasset(coin, multi) => (o.address.to_vec(), *coin, collect(multi.iter(), |q: &u64| *q)),
        },
        TransactionOutput::PostAlonzo(o) => match &o.value {
            Value::Coin(coin) => (o.address.to_vec(), *coin, Assets::new()),
            Value::Multiasset(coin, multi) => {
                (o.address.to_vec(), *coin, collect(multi.iter(), |q: &PositiveCoin| u64::from(q)))
            }
        },
    };
    let address = Address::from_bytes(&address).map_err(|_| CardanoError::BadAddress(hex::encode(&address)))?;
    Ok((address, lovelace, assets))
}

fn collect<'a, Q: 'a>(
    multi: impl Iterator<Item = (&'a Hash<28>, &'a BTreeMap<pallas_primitives::AssetName, Q>)>,
    quantity: impl Fn(&Q) -> u64,
) -> Assets {
    multi
        .map(|(policy, names)| (*policy, names.iter().map(|(name, q)| (name.to_vec(), quantity(q))).collect()))
        .collect()
}
