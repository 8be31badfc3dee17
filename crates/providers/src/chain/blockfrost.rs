//! Blockfrost's REST API (`https://cardano-<network>.blockfrost.io/api/v0`).

use serde::Deserialize;
use serde::de::DeserializeOwned;

use pallas_addresses::Address;

use crate::cardano::{MESSAGE_LABEL, Utxo};

use super::{ChainError, ChainProvider, Network, ProtocolParams, TxOutput, TxStatus};

pub struct Blockfrost {
    client: reqwest::Client,
    base_url: String,
    project_id: String,
    network: Network,
}

impl Blockfrost {
    pub fn new(base_url: &str, project_id: &str, network: Network) -> Self {
        let client = reqwest::Client::builder().timeout(std::time::Duration::from_secs(20)).build().unwrap_or_default();
        Self { client, base_url: base_url.trim_end_matches('/').to_owned(), project_id: project_id.to_owned(), network }
    }

    /// Blockfrost's own address for a network.
    pub fn default_url(network: Network) -> String {
        format!("https://cardano-{}.blockfrost.io/api/v0", network.name())
    }

    async fn get<T: DeserializeOwned>(&self, path: &str) -> Result<Option<T>, ChainError> {
        let response = self
            .client
            .get(format!("{}{path}", self.base_url))
            .header("project_id", &self.project_id)
            .send()
            .await
            .map_err(|e| ChainError::Unavailable(e.to_string()))?;
        if response.status() == reqwest::StatusCode::NOT_FOUND {
            return Ok(None);
        }
        if !response.status().is_success() {
            return Err(ChainError::Unavailable(format!("HTTP {} for {path}", response.status())));
        }
        response.json().await.map(Some).map_err(|e| ChainError::Unavailable(e.to_string()))
    }

    async fn get_known<T: DeserializeOwned>(&self, path: &str) -> Result<T, ChainError> {
        self.get(path).await?.ok_or_else(|| ChainError::Unavailable(format!("HTTP 404 for {path}")))
    }
}

#[derive(Deserialize)]
struct Utxos {
    inputs: Vec<Input>,
    outputs: Vec<Output>,
}

/// An input of `/txs/{hash}/utxos`: collateral is spent only when the scripts fail, and a
/// reference input is read, not spent.
#[derive(Deserialize)]
struct Input {
    address: String,
    #[serde(default)]
    collateral: bool,
    #[serde(default)]
    reference: bool,
}

/// One label of `/txs/{hash}/metadata`, its value as JSON.
#[derive(Deserialize)]
struct Label {
    label: String,
    json_metadata: serde_json::Value,
}

/// The lines of a CIP-20 message (`{"msg": [...]}` or `{"msg": "..."}`) in a transaction's metadata.
fn message(labels: &[Label]) -> Vec<String> {
    let label = MESSAGE_LABEL.to_string();
    let msg = labels.iter().find(|l| l.label == label).and_then(|l| l.json_metadata.get("msg"));
    match msg {
        Some(serde_json::Value::String(line)) => vec![line.clone()],
        Some(serde_json::Value::Array(lines)) => lines.iter().filter_map(|l| l.as_str().map(str::to_owned)).collect(),
        _ => Vec::new(),
    }
}

/// One row of `/addresses/{address}/utxos`.
#[derive(Deserialize)]
struct AddressUtxo {
    tx_hash: String,
    output_index: u64,
    amount: Vec<Amount>,
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

/// `/epochs/latest/parameters`: numbers, some of them as strings.
#[derive(Deserialize)]
struct Parameters {
    min_fee_a: u64,
    min_fee_b: u64,
    max_tx_size: u64,
    coins_per_utxo_size: Option<String>,
    max_val_size: Option<String>,
}

#[derive(Deserialize)]
struct Block {
    slot: Option<u64>,
    height: Option<u64>,
}

/// `/txs/{hash}`: the height of the block holding the transaction.
#[derive(Deserialize)]
struct TxBlock {
    block_height: u64,
}

/// Blockfrost's error body (`{status_code, error, message}`).
#[derive(Deserialize)]
struct Failure {
    message: Option<String>,
}

fn number(text: Option<String>, name: &str) -> Result<u64, ChainError> {
    text.as_deref()
        .and_then(|t| t.parse().ok())
        .ok_or_else(|| ChainError::Unavailable(format!("the protocol parameters have no {name}")))
}

#[async_trait::async_trait]
impl ChainProvider for Blockfrost {
    async fn transaction(&self, txid: &str) -> Result<TxStatus, ChainError> {
        // A transaction id is 32 bytes in hex; anything else names no transaction (and stays
        // out of the request's path).
        if txid.len() != 64 || !txid.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(TxStatus::Unknown);
        }
        let Some(utxos) = self.get::<Utxos>(&format!("/txs/{txid}/utxos")).await? else {
            return Ok(TxStatus::Unknown);
        };
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
        let mut input_addresses: Vec<String> = Vec::new();
        for input in utxos.inputs.into_iter().filter(|i| !i.collateral && !i.reference) {
            if !input_addresses.contains(&input.address) {
                input_addresses.push(input.address);
            }
        }
        let labels = self.get::<Vec<Label>>(&format!("/txs/{txid}/metadata")).await?.unwrap_or_default();
        // Rolled back between the two questions: not on chain (any more).
        let Some(included) = self.get::<TxBlock>(&format!("/txs/{txid}")).await? else {
            return Ok(TxStatus::Unknown);
        };
        let tip: Block = self.get_known("/blocks/latest").await?;
        let tip = tip.height.ok_or_else(|| ChainError::Unavailable("the latest block has no height".into()))?;
        let depth = (tip + 1).saturating_sub(included.block_height);
        Ok(TxStatus::Confirmed { outputs, input_addresses, message: message(&labels), depth })
    }

    async fn protocol_parameters(&self) -> Result<ProtocolParams, ChainError> {
        let p: Parameters = self.get_known("/epochs/latest/parameters").await?;
        Ok(ProtocolParams {
            min_fee_a: p.min_fee_a,
            min_fee_b: p.min_fee_b,
            coins_per_utxo_byte: number(p.coins_per_utxo_size, "coins_per_utxo_size")?,
            max_tx_size: p.max_tx_size,
            max_value_size: number(p.max_val_size, "max_val_size")?,
        })
    }

    async fn tip_slot(&self) -> Result<u64, ChainError> {
        let block: Block = self.get_known("/blocks/latest").await?;
        block.slot.ok_or_else(|| ChainError::Unavailable("the latest block has no slot".into()))
    }

    async fn submit(&self, tx_cbor: &[u8]) -> Result<String, ChainError> {
        let response = self
            .client
            .post(format!("{}/tx/submit", self.base_url))
            .header("project_id", &self.project_id)
            .header(reqwest::header::CONTENT_TYPE, "application/cbor")
            .body(tx_cbor.to_vec())
            .send()
            .await
            .map_err(|e| ChainError::Unavailable(e.to_string()))?;
        let status = response.status();
        if status.is_success() {
            return response.json::<String>().await.map_err(|e| ChainError::Unavailable(e.to_string()));
        }
        // 400 is the node refusing the transaction; anything else is Blockfrost's own trouble
        // (403 a wrong project id, 425 a full mempool, 429 the rate limit, 5xx).
        let message = response.json::<Failure>().await.ok().and_then(|f| f.message);
        let message = message.unwrap_or_else(|| format!("HTTP {status}"));
        if status == reqwest::StatusCode::BAD_REQUEST {
            Err(ChainError::Rejected(message))
        } else {
            Err(ChainError::Unavailable(message))
        }
    }

    async fn address_utxos(&self, address: &Address) -> Result<Vec<Utxo>, ChainError> {
        let bech32 = address.to_string();
        let mut utxos = Vec::new();
        // 100 a page; an operator's wallet holds a few.
        for page in 1..=10 {
            let path = format!("/addresses/{bech32}/utxos?page={page}");
            // 404: the address was never used.
            let Some(rows) = self.get::<Vec<AddressUtxo>>(&path).await? else { break };
            let full = rows.len() == 100;
            for row in rows {
                let ada_only = row.amount.iter().all(|a| a.unit == "lovelace");
                let lovelace = row.amount.iter().find(|a| a.unit == "lovelace").and_then(|a| a.quantity.parse().ok());
                let tx_hash = row.tx_hash.parse().ok();
                if let (true, Some(lovelace), Some(tx_hash)) = (ada_only, lovelace, tx_hash) {
                    utxos.push(Utxo {
                        tx_hash,
                        index: row.output_index,
                        address: address.clone(),
                        lovelace,
                        assets: Default::default(),
                    });
                }
            }
            if !full {
                break;
            }
        }
        Ok(utxos)
    }

    fn network(&self) -> Network {
        self.network
    }

    fn name(&self) -> &'static str {
        "blockfrost"
    }
}
