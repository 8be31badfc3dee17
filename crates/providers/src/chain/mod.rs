//! The Cardano chain as the platform needs it: "what does this transaction pay, and is it on
//! chain?". Blockfrost answers in production; a development ledger in memory answers offline.

use std::collections::HashMap;
use std::sync::Mutex;

use rand::RngCore;
use serde::Deserialize;

/// One output of a transaction: an address and the lovelace it receives.
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
    /// In a block, with its outputs.
    Confirmed { outputs: Vec<TxOutput> },
}

#[derive(Debug, thiserror::Error)]
pub enum ChainError {
    #[error("the chain service could not be reached: {0}")]
    Unavailable(String),
}

#[async_trait::async_trait]
pub trait ChainProvider: Send + Sync {
    async fn transaction(&self, txid: &str) -> Result<TxStatus, ChainError>;
    fn name(&self) -> &'static str;
}

/// The lovelace a transaction pays to any of `addresses`.
pub fn paid_to(outputs: &[TxOutput], addresses: &[&str]) -> i64 {
    outputs.iter().filter(|o| addresses.contains(&o.address.as_str())).map(|o| o.lovelace).sum()
}

/// Blockfrost's REST API (`https://cardano-mainnet.blockfrost.io/api/v0`).
pub struct Blockfrost {
    client: reqwest::Client,
    base_url: String,
    project_id: String,
}

impl Blockfrost {
    pub fn new(base_url: &str, project_id: &str) -> Self {
        let client = reqwest::Client::builder().timeout(std::time::Duration::from_secs(20)).build().unwrap_or_default();
        Self { client, base_url: base_url.trim_end_matches('/').to_owned(), project_id: project_id.to_owned() }
    }
}

#[derive(Deserialize)]
struct Utxos {
    outputs: Vec<Output>,
}

#[derive(Deserialize)]
struct Output {
    address: String,
    amount: Vec<Amount>,
}

#[derive(Deserialize)]
struct Amount {
    unit: String,
    quantity: String,
}

#[async_trait::async_trait]
impl ChainProvider for Blockfrost {
    async fn transaction(&self, txid: &str) -> Result<TxStatus, ChainError> {
        let response = self
            .client
            .get(format!("{}/txs/{txid}/utxos", self.base_url))
            .header("project_id", &self.project_id)
            .send()
            .await
            .map_err(|e| ChainError::Unavailable(e.to_string()))?;
        if response.status() == reqwest::StatusCode::NOT_FOUND {
            return Ok(TxStatus::Unknown);
        }
        if !response.status().is_success() {
            return Err(ChainError::Unavailable(format!("HTTP {}", response.status())));
        }
        let utxos: Utxos = response.json().await.map_err(|e| ChainError::Unavailable(e.to_string()))?;
        let outputs = utxos
            .outputs
            .into_iter()
            .map(|o| TxOutput {
                lovelace: o
                    .amount
                    .iter()
                    .filter(|a| a.unit == "lovelace")
                    .filter_map(|a| a.quantity.parse::<i64>().ok())
                    .sum(),
                address: o.address,
            })
            .collect();
        Ok(TxStatus::Confirmed { outputs })
    }

    fn name(&self) -> &'static str {
        "blockfrost"
    }
}

/// An in-memory ledger for development and tests: every address starts with a test balance, and
/// a submitted payment is confirmed at once.
pub struct DevLedger {
    state: Mutex<DevState>,
    starting_balance: i64,
}

#[derive(Default)]
struct DevState {
    balances: HashMap<String, i64>,
    transactions: HashMap<String, Vec<TxOutput>>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DevLedgerError {
    #[error("not enough funds")]
    InsufficientFunds,
    #[error("the amount must be above zero")]
    BadAmount,
}

impl DevLedger {
    /// Every address starts with `starting_ada` test ADA.
    pub fn new(starting_ada: i64) -> Self {
        Self { state: Mutex::new(DevState::default()), starting_balance: starting_ada * 1_000_000 }
    }

    pub fn balance(&self, address: &str) -> i64 {
        let state = self.state.lock().unwrap_or_else(|p| p.into_inner());
        state.balances.get(address).copied().unwrap_or(self.starting_balance)
    }

    /// Pays `lovelace` from `from` to `to` and returns the new transaction id.
    pub fn pay(&self, from: &str, to: &str, lovelace: i64) -> Result<String, DevLedgerError> {
        if lovelace <= 0 {
            return Err(DevLedgerError::BadAmount);
        }
        let mut state = self.state.lock().unwrap_or_else(|p| p.into_inner());
        let balance = state.balances.get(from).copied().unwrap_or(self.starting_balance);
        if balance < lovelace {
            return Err(DevLedgerError::InsufficientFunds);
        }
        state.balances.insert(from.to_owned(), balance - lovelace);
        let to_balance = state.balances.get(to).copied().unwrap_or(self.starting_balance);
        state.balances.insert(to.to_owned(), to_balance + lovelace);
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        let txid = hex::encode(bytes);
        let outputs = vec![
            TxOutput { address: to.to_owned(), lovelace },
            TxOutput { address: from.to_owned(), lovelace: balance - lovelace },
        ];
        state.transactions.insert(txid.clone(), outputs);
        Ok(txid)
    }
}

#[async_trait::async_trait]
impl ChainProvider for DevLedger {
    async fn transaction(&self, txid: &str) -> Result<TxStatus, ChainError> {
        let state = self.state.lock().unwrap_or_else(|p| p.into_inner());
        Ok(match state.transactions.get(txid) {
            Some(outputs) => TxStatus::Confirmed { outputs: outputs.clone() },
            None => TxStatus::Unknown,
        })
    }

    fn name(&self) -> &'static str {
        "dev-ledger"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_dev_ledger_confirms_payments_at_once() {
        let ledger = DevLedger::new(100);
        let txid = ledger.pay("addr_a", "addr_b", 5_000_000).unwrap();
        assert_eq!(ledger.balance("addr_a"), 95_000_000);
        assert_eq!(ledger.balance("addr_b"), 105_000_000);
        let TxStatus::Confirmed { outputs } = ledger.transaction(&txid).await.unwrap() else { panic!("confirmed") };
        assert_eq!(paid_to(&outputs, &["addr_b"]), 5_000_000);
        assert_eq!(ledger.transaction(&"0".repeat(64)).await.unwrap(), TxStatus::Unknown);
        assert_eq!(ledger.pay("addr_a", "addr_b", 1_000_000_000), Err(DevLedgerError::InsufficientFunds));
    }
}
