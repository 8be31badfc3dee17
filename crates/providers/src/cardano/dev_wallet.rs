//! A wallet holding a test key, for development and tests: it signs the way a CIP-30 wallet's
//! `signTx` and `signData` do, and pays through the development ledger the way a donor's browser does.

use pallas_addresses::Address;
use pallas_crypto::key::ed25519::SecretKey;

use super::{
    CardanoError, Payment, PaymentRequest, Utxo, address_on, bech32, body_hash, build_payment, cip8, enterprise_key,
    with_witnesses, witness,
};
use crate::chain::{ChainProvider, DevLedger, Network};

pub struct DevWallet {
    key: SecretKey,
    address: Address,
}

impl DevWallet {
    /// The wallet of a 32-byte ed25519 seed, with its enterprise address (no stake part).
    pub fn from_seed(seed: [u8; 32], network: Network) -> Self {
        let (key, address) = enterprise_key(seed, network);
        Self { key, address }
    }

    pub fn address(&self) -> &Address {
        &self.address
    }

    pub fn bech32(&self) -> String {
        bech32(&self.address)
    }

    /// CIP-30 `signTx(tx, true)`: a witness set with this key's signature of the body.
    pub fn sign(&self, tx_cbor: &[u8]) -> Result<Vec<u8>, CardanoError> {
        Ok(witness(&self.key, &body_hash(tx_cbor)?))
    }

    /// CIP-30 `signData(address, payload)` for the wallet's address: the CIP-8 COSE_Sign1
    /// signature and the COSE_Key, each as hex CBOR, as a browser wallet answers.
    pub fn sign_data(&self, payload: &[u8]) -> (String, String) {
        cip8::sign_data(&self.key, &self.address, payload)
    }

    /// Pays `lovelace` to `to` with a real transaction: built from the wallet's UTxOs on the
    /// ledger, signed, and submitted. Returns the transaction id.
    pub async fn pay(&self, ledger: &DevLedger, to: &str, lovelace: u64) -> anyhow::Result<String> {
        self.pay_with_message(ledger, to, lovelace, &[]).await
    }

    /// Like `pay`, with a CIP-20 message (at most 64 bytes a line) in the transaction.
    pub async fn pay_with_message(
        &self,
        ledger: &DevLedger,
        to: &str,
        lovelace: u64,
        message: &[String],
    ) -> anyhow::Result<String> {
        let network = ledger.network();
        let to = address_on(network, to)?;
        let utxos: Vec<Utxo> = ledger.utxos(&self.address);
        let params = ledger.protocol_parameters().await?;
        let ttl = ledger.tip_slot().await? + 600;
        let unsigned = build_payment(&PaymentRequest {
            utxos: &utxos,
            payments: vec![Payment { to: &to, lovelace }],
            change_to: &self.address,
            ttl,
            network,
            params: &params,
            message,
        })?;
        let signed = with_witnesses(&unsigned.tx_cbor, &self.sign(&unsigned.tx_cbor)?)?;
        Ok(ledger.submit(&signed).await?)
    }
}
