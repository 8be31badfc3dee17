//! Cardano transactions in Rust (DESIGN §5): the server builds a donor's unsigned payment from the
//! wallet's UTxOs and the protocol parameters, the wallet only signs (CIP-30 `signTx`), and the
//! server puts the signature into the transaction. The development ledger checks transactions
//! with the same decoding, and a development wallet holds a test key.

mod build;
mod cip20;
mod cip8;
mod dev_wallet;
mod operator_wallet;
mod tx;
mod utxo;

pub use pallas_addresses::Address;

pub use build::{BuildError, Payment, PaymentRequest, UnsignedPayment, build_payment, payment_key};
pub use cip8::{Cip8Error, verify_sign_data};
pub use cip20::{MESSAGE_LABEL, MESSAGE_LINE_BYTES, message_auxiliary_data, message_lines};
pub use dev_wallet::DevWallet;
pub use operator_wallet::{OperatorWallet, WalletError};
pub use tx::{ParsedTx, TxInput, body_hash, parse, with_witnesses, witness};
pub use utxo::{Assets, Utxo};

use crate::chain::Network;

/// Why a piece of Cardano data was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardanoError {
    #[error("{0}")]
    BadCbor(String),
    #[error("{0} is not a Cardano address")]
    BadAddress(String),
    #[error("{address} is not an address of {network}")]
    WrongNetwork { address: String, network: &'static str },
}

/// Reads an address as people and wallets give it: bech32 (`addr1...`, `addr_test1...`) or the
/// hex bytes of CIP-30's `getChangeAddress`, and checks it belongs to `network`.
pub fn address_on(network: Network, text: &str) -> Result<Address, CardanoError> {
    let text = text.trim();
    let address = Address::from_bech32(text)
        .or_else(|_| Address::from_hex(text))
        .map_err(|_| CardanoError::BadAddress(text.chars().take(120).collect()))?;
    if !network.accepts(&address) {
        return Err(CardanoError::WrongNetwork { address: bech32(&address), network: network.name() });
    }
    Ok(address)
}

/// The key of a 32-byte ed25519 seed and its enterprise address (no stake part) on `network`:
/// the development wallet's and the operator's.
fn enterprise_key(seed: [u8; 32], network: Network) -> (pallas_crypto::key::ed25519::SecretKey, Address) {
    let key = pallas_crypto::key::ed25519::SecretKey::from(seed);
    let key_hash = pallas_crypto::hash::Hasher::<224>::hash(key.public_key().as_ref());
    let address = pallas_addresses::ShelleyAddress::new(
        pallas_addresses::Network::from(network.id()),
        pallas_addresses::ShelleyPaymentPart::key_hash(key_hash),
        pallas_addresses::ShelleyDelegationPart::Null,
    );
    (key, address.into())
}

/// The usual text form of an address (bech32 for Shelley addresses).
pub fn bech32(address: &Address) -> String {
    address.to_string()
}

fn bad_cbor(what: &str, error: impl std::fmt::Display) -> CardanoError {
    CardanoError::BadCbor(format!("{what} is not valid CBOR: {error}"))
}
