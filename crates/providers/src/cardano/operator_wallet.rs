//! The operator's wallet (docs/PROOFS.md §6c): a key the server holds, which pays for the
//! transactions that anchor rounds' results on chain. Each anchor pays a minimum-ADA output back
//! to the wallet itself, so it costs only the fee, and carries its commitment as a CIP-20 message.

use pallas_addresses::Address;
use pallas_crypto::key::ed25519::SecretKey;

use super::{
    BuildError, CardanoError, Payment, PaymentRequest, bech32, body_hash, build_payment, enterprise_key,
    with_witnesses, witness,
};
use crate::chain::{ChainError, ChainProvider, Network};

/// What the output back to the wallet holds to start with (raised to the chain's minimum).
const SELF_PAYMENT: u64 = 1_000_000;

pub struct OperatorWallet {
    key: SecretKey,
    address: Address,
}

impl std::fmt::Debug for OperatorWallet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the key.
        f.debug_struct("OperatorWallet").field("address", &bech32(&self.address)).finish_non_exhaustive()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum WalletError {
    #[error(transparent)]
    Build(#[from] BuildError),
    #[error(transparent)]
    Cardano(#[from] CardanoError),
    #[error(transparent)]
    Chain(#[from] ChainError),
}

impl OperatorWallet {
    /// The wallet of a 32-byte ed25519 seed, with its enterprise address on `network`.
    pub fn from_seed(seed: [u8; 32], network: Network) -> Self {
        let (key, address) = enterprise_key(seed, network);
        Self { key, address }
    }

    pub fn address(&self) -> &Address {
        &self.address
    }

    /// Builds, signs and submits a transaction carrying `message` (CIP-20 lines of at most 64
    /// bytes), paid from the wallet's ADA and valid for `ttl_secs` after the tip. Returns its id.
    pub async fn send_message(
        &self,
        chain: &dyn ChainProvider,
        message: &[String],
        ttl_secs: u64,
    ) -> Result<String, WalletError> {
        let network = chain.network();
        let utxos = chain.address_utxos(&self.address).await?;
        let params = chain.protocol_parameters().await?;
        let ttl = chain.tip_slot().await? + ttl_secs;
        let request = |lovelace| PaymentRequest {
            utxos: &utxos,
            payments: vec![Payment { to: &self.address, lovelace }],
            change_to: &self.address,
            ttl,
            network,
            params: &params,
            message,
        };
        let unsigned = match build_payment(&request(SELF_PAYMENT)) {
            Err(BuildError::BelowMinimum { minimum }) => build_payment(&request(minimum))?,
            built => built?,
        };
        let witnesses = witness(&self.key, &body_hash(&unsigned.tx_cbor)?);
        let signed = with_witnesses(&unsigned.tx_cbor, &witnesses)?;
        Ok(chain.submit(&signed).await?)
    }
}
