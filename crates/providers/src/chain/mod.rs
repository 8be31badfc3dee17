//! The Cardano chain as the platform needs it: "what does this transaction pay, and is it on
//! chain?", the protocol parameters and the tip a new transaction is built against, and
//! submitting a signed transaction. Blockfrost answers in production; a development ledger in
//! memory answers offline.

mod blockfrost;
mod dev_ledger;

use serde::{Deserialize, Serialize};

pub use blockfrost::Blockfrost;
pub use dev_ledger::{DevLedger, DevLedgerError};

/// One output of a transaction: an address (bech32) and the lovelace it receives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TxOutput {
    pub address: String,
    pub lovelace: i64,
}

/// What the chain knows of a transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TxStatus {
    /// Not (yet) on chain.
    Unknown,
    /// In a block, with its outputs, the addresses of the outputs it spent (who paid), the
    /// lines of its CIP-20 message (metadata label 674, `{"msg": [...]}`), empty when it has none,
    /// and its depth: the blocks from its own to the tip (1 = in the latest block). A block may
    /// still be rolled back; money counts only once the depth reaches `chain.confirmations`.
    Confirmed { outputs: Vec<TxOutput>, input_addresses: Vec<String>, message: Vec<String>, depth: u64 },
}

#[derive(Debug, thiserror::Error)]
pub enum ChainError {
    #[error("the chain service could not be reached: {0}")]
    Unavailable(String),
    /// The chain refused a submitted transaction (bad signature, spent input, expired, ...).
    #[error("the transaction was refused: {0}")]
    Rejected(String),
}

/// The Cardano network a deployment runs on. Addresses carry only "mainnet" or "testnet", so
/// preprod and preview share the testnet addresses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Network {
    Mainnet,
    Preprod,
    Preview,
}

impl Network {
    pub fn parse(name: &str) -> Option<Self> {
        match name.trim().to_ascii_lowercase().as_str() {
            "mainnet" => Some(Self::Mainnet),
            "preprod" => Some(Self::Preprod),
            "preview" => Some(Self::Preview),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::Mainnet => "mainnet",
            Self::Preprod => "preprod",
            Self::Preview => "preview",
        }
    }

    /// The network id of addresses and transaction bodies: 1 on mainnet, 0 on the testnets.
    pub fn id(self) -> u8 {
        match self {
            Self::Mainnet => 1,
            Self::Preprod | Self::Preview => 0,
        }
    }

    /// Whether an address belongs to this network (Byron addresses are not accepted: they need
    /// bootstrap witnesses, which the platform does not build for).
    pub fn accepts(self, address: &pallas_addresses::Address) -> bool {
        matches!(address, pallas_addresses::Address::Shelley(a) if a.network().value() == self.id())
    }
}

/// The protocol parameters a payment is built with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProtocolParams {
    /// Lovelace per byte of the signed transaction.
    pub min_fee_a: u64,
    /// Lovelace per transaction.
    pub min_fee_b: u64,
    /// The minimum ADA of an output, per byte of it (plus 160 bytes of overhead).
    pub coins_per_utxo_byte: u64,
    pub max_tx_size: u64,
    pub max_value_size: u64,
}

impl ProtocolParams {
    /// The mainnet values of the Conway era, which the development ledger uses too.
    pub fn conway_mainnet() -> Self {
        Self {
            min_fee_a: 44,
            min_fee_b: 155_381,
            coins_per_utxo_byte: 4_310,
            max_tx_size: 16_384,
            max_value_size: 5_000,
        }
    }

    /// The linear fee of a transaction of `size` bytes.
    pub fn min_fee(&self, size: usize) -> u64 {
        self.min_fee_a * size as u64 + self.min_fee_b
    }

    /// The least lovelace an output of `size` encoded bytes may hold (Babbage rule).
    pub fn min_utxo(&self, size: usize) -> u64 {
        (160 + size as u64) * self.coins_per_utxo_byte
    }
}

#[async_trait::async_trait]
pub trait ChainProvider: Send + Sync {
    async fn transaction(&self, txid: &str) -> Result<TxStatus, ChainError>;
    async fn protocol_parameters(&self) -> Result<ProtocolParams, ChainError>;
    /// The slot of the latest block, which a transaction's time to live counts from.
    async fn tip_slot(&self) -> Result<u64, ChainError>;
    /// Submits a signed transaction (CBOR) and returns its id.
    async fn submit(&self, tx_cbor: &[u8]) -> Result<String, ChainError>;
    /// The unspent outputs an address holds that carry ADA only (the operator's wallet pays for
    /// anchors from them; outputs with tokens are left alone).
    async fn address_utxos(&self, address: &pallas_addresses::Address)
    -> Result<Vec<crate::cardano::Utxo>, ChainError>;
    fn network(&self) -> Network;
    fn name(&self) -> &'static str;
}

/// The lovelace a transaction pays to any of `addresses`.
pub fn paid_to(outputs: &[TxOutput], addresses: &[&str]) -> i64 {
    outputs.iter().filter(|o| addresses.contains(&o.address.as_str())).map(|o| o.lovelace).sum()
}
