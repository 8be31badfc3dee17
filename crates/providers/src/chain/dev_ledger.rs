//! An in-memory UTxO ledger for development and tests. Every address starts with one genesis
//! output of the starting balance; a submitted transaction is checked the way the chain checks a
//! plain payment (inputs unspent, every input's key signed the body, value conserved, fee and
//! minimum ADA, time to live, network, the auxiliary data's hash) and is included in a new block
//! at once, with the addresses it spent from and its CIP-20 message. Tests move the chain on
//! ([`DevLedger::add_blocks`]) and roll blocks back ([`DevLedger::roll_back`]), and may include
//! a rolled-back transaction again ([`DevLedger::include_again`]), as a real chain may.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Mutex;

use pallas_addresses::Address;
use pallas_crypto::hash::{Hash, Hasher};
use pallas_crypto::key::ed25519::{PublicKey, Signature};

use super::{ChainError, ChainProvider, Network, ProtocolParams, TxOutput, TxStatus};
use crate::cardano::{self, Assets, CardanoError, TxInput, Utxo, bech32, payment_key};

/// Slot 0 of the development chain (like preprod's, one slot a second).
const SYSTEM_START: i64 = 1_654_041_600;

pub struct DevLedger {
    state: Mutex<DevState>,
    starting_lovelace: u64,
    network: Network,
    params: ProtocolParams,
}

#[derive(Default)]
struct DevState {
    unspent: BTreeMap<TxInput, Utxo>,
    /// The addresses (raw bytes) whose genesis output was created.
    funded: HashSet<Vec<u8>>,
    /// The height of the latest block (0 before the first).
    tip: u64,
    /// Transactions on chain, with the height of their block.
    transactions: HashMap<String, Included>,
    /// Transactions whose block was rolled back (they may be included again).
    rolled_back: HashMap<String, Included>,
}

/// A transaction in a block: what the chain tells of it, and what it spent and created (to undo
/// it when its block is rolled back).
#[derive(Clone)]
struct Included {
    height: u64,
    outputs: Vec<TxOutput>,
    input_addresses: Vec<String>,
    message: Vec<String>,
    spent: Vec<Utxo>,
    created: Vec<Utxo>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DevLedgerError {
    #[error(transparent)]
    Malformed(#[from] CardanoError),
    #[error("the development ledger takes plain payments only, not {0}")]
    Unsupported(String),
    #[error("the transaction is for another network than {0}")]
    WrongNetwork(&'static str),
    #[error("input {0} does not exist or was spent")]
    UnknownInput(String),
    #[error("an input appears twice")]
    DuplicateInput,
    #[error("{0} cannot be spent with a key signature")]
    NotSpendable(String),
    #[error("a signature does not match the transaction")]
    BadSignature,
    #[error("the key of {0} did not sign the transaction")]
    MissingSignature(String),
    #[error("the inputs hold {inputs} lovelace but the outputs and fee take {spent}")]
    NotBalanced { inputs: u64, spent: u64 },
    #[error("the tokens of the inputs and of the outputs differ")]
    TokensNotBalanced,
    #[error("the fee {fee} is below the minimum {minimum}")]
    FeeTooLow { fee: u64, minimum: u64 },
    #[error("output {index} holds less than the minimum {minimum} lovelace")]
    OutputTooSmall { index: usize, minimum: u64 },
    #[error("the transaction expired at slot {ttl} (now {slot})")]
    Expired { ttl: u64, slot: u64 },
    #[error("the transaction is not valid before slot {0}")]
    NotYetValid(u64),
    #[error("transaction {0} was not rolled back, or its inputs were spent since")]
    CannotIncludeAgain(String),
}

impl DevLedger {
    /// Every address starts with `starting_ada` test ADA.
    pub fn new(starting_ada: u64, network: Network) -> Self {
        Self {
            state: Mutex::new(DevState::default()),
            starting_lovelace: starting_ada * 1_000_000,
            network,
            params: ProtocolParams::conway_mainnet(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, DevState> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The address's unspent outputs (its genesis output included, created on first sight).
    pub fn utxos(&self, address: &Address) -> Vec<Utxo> {
        let mut state = self.lock();
        self.fund(&mut state, address);
        state.unspent.values().filter(|u| &u.address == address).cloned().collect()
    }

    /// The lovelace the address holds.
    pub fn balance(&self, address: &Address) -> u64 {
        self.utxos(address).iter().map(|u| u.lovelace).sum()
    }

    fn fund(&self, state: &mut DevState, address: &Address) {
        let bytes = address.to_vec();
        if state.funded.insert(bytes.clone()) {
            let tx_hash = Hasher::<256>::hash(&[b"matchpool-dev-genesis:".as_slice(), &bytes].concat());
            let genesis = Utxo {
                tx_hash,
                index: 0,
                address: address.clone(),
                lovelace: self.starting_lovelace,
                assets: Assets::new(),
            };
            state.unspent.insert(TxInput { tx_hash, index: 0 }, genesis);
        }
    }

    /// The slot now.
    pub fn slot(&self) -> u64 {
        (chrono::Utc::now().timestamp() - SYSTEM_START).max(0) as u64
    }

    /// Checks a signed transaction and, when it is valid, spends its inputs and creates its
    /// outputs. Returns the transaction id.
    pub fn apply(&self, tx_cbor: &[u8]) -> Result<String, DevLedgerError> {
        let tx = cardano::parse(tx_cbor)?;
        if let Some(extra) = tx.extras.first() {
            return Err(DevLedgerError::Unsupported((*extra).into()));
        }
        self.check_validity(&tx)?;
        let mut state = self.lock();
        let mut spent = Vec::with_capacity(tx.inputs.len());
        for input in &tx.inputs {
            let utxo = state.unspent.get(input).ok_or_else(|| {
                DevLedgerError::UnknownInput(format!("{}#{}", hex::encode(input.tx_hash), input.index))
            })?;
            spent.push(utxo.clone());
        }
        if tx.inputs.iter().collect::<HashSet<_>>().len() != tx.inputs.len() {
            return Err(DevLedgerError::DuplicateInput);
        }
        check_signatures(&tx.id, &tx.vkey_witnesses, &spent)?;
        self.check_value(&tx, &spent)?;
        for input in &tx.inputs {
            state.unspent.remove(input);
        }
        for output in &tx.outputs {
            state.unspent.insert(TxInput { tx_hash: output.tx_hash, index: output.index }, output.clone());
        }
        let created = tx.outputs.clone();
        let txid = tx.txid();
        let outputs =
            tx.outputs.iter().map(|o| TxOutput { address: bech32(&o.address), lovelace: o.lovelace as i64 }).collect();
        let mut input_addresses: Vec<String> = Vec::new();
        for address in spent.iter().map(|u| bech32(&u.address)) {
            if !input_addresses.contains(&address) {
                input_addresses.push(address);
            }
        }
        state.tip += 1;
        let included = Included { height: state.tip, outputs, input_addresses, message: tx.message, spent, created };
        state.transactions.insert(txid.clone(), included);
        Ok(txid)
    }

    /// The height of the latest block.
    pub fn tip_height(&self) -> u64 {
        self.lock().tip
    }

    /// Adds `count` empty blocks: every transaction on chain gets deeper.
    pub fn add_blocks(&self, count: u64) {
        self.lock().tip += count;
    }

    /// Rolls the latest `count` blocks back: their transactions leave the chain (their inputs are
    /// unspent again, their outputs gone) and may be included again later.
    pub fn roll_back(&self, count: u64) {
        let mut state = self.lock();
        let new_tip = state.tip.saturating_sub(count);
        let gone: Vec<String> =
            state.transactions.iter().filter(|(_, t)| t.height > new_tip).map(|(id, _)| id.clone()).collect();
        for txid in gone {
            let Some(included) = state.transactions.remove(&txid) else { continue };
            for output in &included.created {
                state.unspent.remove(&TxInput { tx_hash: output.tx_hash, index: output.index });
            }
            for utxo in &included.spent {
                state.unspent.insert(TxInput { tx_hash: utxo.tx_hash, index: utxo.index }, utxo.clone());
            }
            state.rolled_back.insert(txid, included);
        }
        state.tip = new_tip;
    }

    /// Includes a rolled-back transaction again, in a new block, if its inputs are still unspent.
    pub fn include_again(&self, txid: &str) -> Result<(), DevLedgerError> {
        let mut state = self.lock();
        let cannot = || DevLedgerError::CannotIncludeAgain(txid.to_owned());
        let included = state.rolled_back.get(txid).cloned().ok_or_else(cannot)?;
        let key = |u: &Utxo| TxInput { tx_hash: u.tx_hash, index: u.index };
        if !included.spent.iter().all(|u| state.unspent.contains_key(&key(u))) {
            return Err(cannot());
        }
        for utxo in &included.spent {
            state.unspent.remove(&key(utxo));
        }
        for output in &included.created {
            state.unspent.insert(key(output), output.clone());
        }
        state.rolled_back.remove(txid);
        state.tip += 1;
        let height = state.tip;
        state.transactions.insert(txid.to_owned(), Included { height, ..included });
        Ok(())
    }

    /// Network, validity interval, fee and the minimum ADA of each output.
    fn check_validity(&self, tx: &cardano::ParsedTx) -> Result<(), DevLedgerError> {
        let wrong_network = DevLedgerError::WrongNetwork(self.network.name());
        if tx.network_id.is_some_and(|id| id != self.network.id()) {
            return Err(wrong_network);
        }
        if tx.outputs.iter().any(|o| !self.network.accepts(&o.address)) {
            return Err(wrong_network);
        }
        let slot = self.slot();
        if let Some(ttl) = tx.ttl.filter(|ttl| *ttl <= slot) {
            return Err(DevLedgerError::Expired { ttl, slot });
        }
        if let Some(start) = tx.valid_from.filter(|start| *start > slot) {
            return Err(DevLedgerError::NotYetValid(start));
        }
        let minimum = self.params.min_fee(tx.size);
        if tx.fee < minimum {
            return Err(DevLedgerError::FeeTooLow { fee: tx.fee, minimum });
        }
        for (index, output) in tx.outputs.iter().enumerate() {
            let minimum = self.params.min_utxo(output.output_size());
            if output.lovelace < minimum {
                return Err(DevLedgerError::OutputTooSmall { index, minimum });
            }
        }
        Ok(())
    }

    /// Inputs = outputs + fee, in lovelace and in every token.
    fn check_value(&self, tx: &cardano::ParsedTx, spent: &[Utxo]) -> Result<(), DevLedgerError> {
        let inputs: u64 = spent.iter().map(|u| u.lovelace).sum();
        let spent_value = tx.outputs.iter().map(|o| o.lovelace).sum::<u64>() + tx.fee;
        if inputs != spent_value {
            return Err(DevLedgerError::NotBalanced { inputs, spent: spent_value });
        }
        if tokens(spent) != tokens(&tx.outputs) {
            return Err(DevLedgerError::TokensNotBalanced);
        }
        Ok(())
    }
}

/// Every signature must verify over the body hash, and every input's payment key must be among
/// the signers.
fn check_signatures(
    body_hash: &Hash<32>,
    witnesses: &[(Vec<u8>, Vec<u8>)],
    spent: &[Utxo],
) -> Result<(), DevLedgerError> {
    let mut signers = HashSet::new();
    for (vkey, signature) in witnesses {
        let key = PublicKey::try_from(vkey.as_slice()).map_err(|_| DevLedgerError::BadSignature)?;
        let signature = Signature::try_from(signature.as_slice()).map_err(|_| DevLedgerError::BadSignature)?;
        if !key.verify(body_hash, &signature) {
            return Err(DevLedgerError::BadSignature);
        }
        signers.insert(Hasher::<224>::hash(vkey));
    }
    for utxo in spent {
        let key = payment_key(&utxo.address).ok_or_else(|| DevLedgerError::NotSpendable(bech32(&utxo.address)))?;
        if !signers.contains(&key) {
            return Err(DevLedgerError::MissingSignature(bech32(&utxo.address)));
        }
    }
    Ok(())
}

/// The sum of the tokens of some outputs.
fn tokens(outputs: &[Utxo]) -> Assets {
    let mut total = Assets::new();
    for output in outputs {
        for (policy, names) in &output.assets {
            for (name, quantity) in names {
                *total.entry(*policy).or_default().entry(name.clone()).or_default() += quantity;
            }
        }
    }
    total.retain(|_, names| {
        names.retain(|_, q| *q > 0);
        !names.is_empty()
    });
    total
}

#[async_trait::async_trait]
impl ChainProvider for DevLedger {
    async fn transaction(&self, txid: &str) -> Result<TxStatus, ChainError> {
        let state = self.lock();
        Ok(match state.transactions.get(txid) {
            Some(t) => TxStatus::Confirmed {
                outputs: t.outputs.clone(),
                input_addresses: t.input_addresses.clone(),
                message: t.message.clone(),
                depth: state.tip + 1 - t.height,
            },
            None => TxStatus::Unknown,
        })
    }

    async fn protocol_parameters(&self) -> Result<ProtocolParams, ChainError> {
        Ok(self.params.clone())
    }

    async fn tip_slot(&self) -> Result<u64, ChainError> {
        Ok(self.slot())
    }

    async fn submit(&self, tx_cbor: &[u8]) -> Result<String, ChainError> {
        self.apply(tx_cbor).map_err(|e| ChainError::Rejected(e.to_string()))
    }

    async fn address_utxos(&self, address: &Address) -> Result<Vec<Utxo>, ChainError> {
        Ok(self.utxos(address).into_iter().filter(|u| u.assets.is_empty()).collect())
    }

    fn network(&self) -> Network {
        self.network
    }

    fn name(&self) -> &'static str {
        "dev-ledger"
    }
}
