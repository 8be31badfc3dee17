//! Anchoring a frozen round's results on Cardano (docs/PROOFS.md §6c): once the round is frozen,
//! the operator's wallet pays for a transaction whose CIP-20 message commits to the round, the
//! Merkle root of its contribution rows and the hash of its audit pack; the pack's manifest.json
//! then names the transaction. Anyone can read the message back from the chain and compare it
//! with the pack they hold ([`check_anchor`]).

use std::io::Cursor;
use std::path::Path;

use anyhow::Context;
use chrono::Utc;
use matchpool_domain::round::Round;
use matchpool_matching::pack::{self, ANCHOR_LABEL, AnchorRef, AnchoredCommitment, PackFiles};
use matchpool_providers::cardano::{OperatorWallet, bech32};
use matchpool_providers::chain::{ChainError, ChainProvider, Network, TxStatus};
use matchpool_store::results::{Anchor, Summary};
use sha2::{Digest, Sha256};

use crate::App;

/// The network name an anchor records for the development ledger, which no explorer shows.
pub const DEV_NETWORK: &str = "dev";

/// What anchoring a round did.
#[derive(Debug)]
pub enum Anchoring {
    /// This call anchored it.
    Anchored(Anchor),
    /// It was anchored already.
    AlreadyAnchored(Anchor),
    /// No operator wallet is configured (and the chain is not the development ledger).
    Off,
    /// The round has no frozen results with a commitment to anchor.
    NothingToAnchor,
}

/// The wallet that pays for anchors: the configured key, or with the development ledger a key of
/// its own (derived from the server's pseudonym key, so it stays the same across restarts).
pub fn anchor_wallet(app: &App) -> Option<OperatorWallet> {
    let network = app.chain.network();
    match (&app.settings.anchor_seed, &app.dev_ledger) {
        (Some(seed), _) => Some(OperatorWallet::from_seed(seed.0, network)),
        (None, Some(_)) => {
            let seed = Sha256::new()
                .chain_update(b"matchpool development anchor wallet\0")
                .chain_update(app.matching.pseudonym_key())
                .finalize();
            Some(OperatorWallet::from_seed(seed.into(), network))
        }
        (None, None) => None,
    }
}

/// The network an anchor is recorded on: the chain's, or `dev` for the development ledger.
pub fn anchor_network(app: &App) -> String {
    if app.dev_ledger.is_some() { DEV_NETWORK.to_owned() } else { app.chain.network().name().to_owned() }
}

/// A transaction's page on a public explorer of `network`; none for the development ledger.
pub fn explorer_url(network: &str, tx_id: &str) -> Option<String> {
    let host = match Network::parse(network)? {
        Network::Mainnet => "cardanoscan.io",
        Network::Preprod => "preprod.cardanoscan.io",
        Network::Preview => "preview.cardanoscan.io",
    };
    Some(format!("https://{host}/transaction/{tx_id}"))
}

/// Anchors `round`'s frozen results, once: sends the commitment from the operator's wallet, then
/// stores the transaction with the pack, whose manifest.json now names it.
#[tracing::instrument(name = "anchor", skip_all, fields(round = %round.id, number = round.number))]
pub async fn anchor_round(app: &App, round: &Round) -> anyhow::Result<Anchoring> {
    let Some(summary) = matchpool_store::results::summary(&app.db, round.id).await? else {
        return Ok(Anchoring::NothingToAnchor);
    };
    if let Some(anchor) = summary.anchor() {
        return Ok(Anchoring::AlreadyAnchored(anchor));
    }
    let Some(tree) = summary.contributions_tree() else { return Ok(Anchoring::NothingToAnchor) };
    let Some(wallet) = anchor_wallet(app) else { return Ok(Anchoring::Off) };
    let zip = matchpool_store::results::audit_pack(&app.db, round.id).await?.context("the frozen round has no pack")?;
    let mut files = read_pack(&zip)?;
    let commitment = AnchoredCommitment {
        round_id: round.number.to_string(),
        contributions_tree: tree,
        pack_sha256: pack::pack_sha256(&files),
    };
    let lines = commitment.message_lines().context("the round id is too long for an anchor's message")?;
    let tx_id = wallet
        .send_message(app.chain.as_ref(), &lines, app.settings.ada_tx_ttl_secs)
        .await
        .with_context(|| format!("sending the anchor from the operator wallet {}", bech32(wallet.address())))?;
    let network = anchor_network(app);
    let anchor = Anchor {
        tx_id: tx_id.clone(),
        network: network.clone(),
        pack_sha256: commitment.pack_sha256.clone(),
        anchored_at: Utc::now(),
    };
    let named = AnchorRef { network, tx_id, label: ANCHOR_LABEL, pack_sha256: commitment.pack_sha256 };
    pack::name_anchor(&mut files, named).context("naming the anchor in manifest.json")?;
    let zip = files.write_zip(Cursor::new(Vec::new())).context("zipping the audit pack")?.into_inner();
    if matchpool_store::results::record_anchor(&app.db, round.id, &anchor, zip).await? {
        tracing::info!(tx = %anchor.tx_id, network = %anchor.network, "round anchored");
        return Ok(Anchoring::Anchored(anchor));
    }
    let existing = matchpool_store::results::summary(&app.db, round.id).await?.and_then(|s| s.anchor());
    existing.map(Anchoring::AlreadyAnchored).context("the anchor was recorded by another instance but cannot be read")
}

/// Anchors every frozen round that is not anchored yet; a failure is logged and retried on the
/// next call. Returns how many this call anchored.
pub async fn anchor_due(app: &App) -> anyhow::Result<usize> {
    if anchor_wallet(app).is_none() {
        return Ok(0);
    }
    let mut count = 0;
    for round_id in matchpool_store::results::unanchored(&app.db).await? {
        let Some(round) = matchpool_store::rounds::find(&app.db, round_id).await? else { continue };
        match anchor_round(app, &round).await {
            Ok(Anchoring::Anchored(_)) => count += 1,
            Ok(_) => {}
            Err(err) => tracing::error!(round = %round_id, error = ?err, "anchoring the round failed"),
        }
    }
    Ok(count)
}

/// What the chain says of an anchor, compared with what the round publishes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnchorCheck {
    /// The transaction is on chain (`depth` blocks deep) and commits to exactly the published values.
    Matches { depth: u64 },
    /// The transaction commits to other values: (what, on chain, published) for each.
    Differs { anchored: AnchoredCommitment, differences: Vec<(&'static str, String, String)> },
    /// The transaction is on chain but carries no anchor message.
    NotAnAnchor,
    /// No such transaction on chain (not yet, or never).
    NotOnChain,
    /// The chain could not be asked.
    Unreachable(String),
}

impl AnchorCheck {
    /// A stable name of the outcome (the API's `state`).
    pub fn state(&self) -> &'static str {
        match self {
            Self::Matches { .. } => "matches",
            Self::Differs { .. } => "differs",
            Self::NotAnAnchor => "not_an_anchor",
            Self::NotOnChain => "not_on_chain",
            Self::Unreachable(_) => "unreachable",
        }
    }
}

/// Reads transaction `tx_id` from `chain` and compares its commitment with `published`.
pub async fn check_anchor(chain: &dyn ChainProvider, tx_id: &str, published: &AnchoredCommitment) -> AnchorCheck {
    match chain.transaction(tx_id).await {
        Err(ChainError::Unavailable(why) | ChainError::Rejected(why)) => AnchorCheck::Unreachable(why),
        Ok(TxStatus::Unknown) => AnchorCheck::NotOnChain,
        Ok(TxStatus::Confirmed { message, depth, .. }) => match AnchoredCommitment::from_message(&message) {
            None => AnchorCheck::NotAnAnchor,
            Some(anchored) => {
                let differences = anchored.differences(published);
                if differences.is_empty() {
                    AnchorCheck::Matches { depth }
                } else {
                    AnchorCheck::Differs { anchored, differences }
                }
            }
        },
    }
}

/// What a frozen round publishes, to compare with its anchor: its id, the commitment of its
/// results and the hash of the pack it serves now (so a pack changed after anchoring differs).
pub async fn published_commitment(
    app: &App,
    round: &Round,
    summary: &Summary,
) -> anyhow::Result<Option<AnchoredCommitment>> {
    let Some(tree) = summary.contributions_tree() else { return Ok(None) };
    let zip = matchpool_store::results::audit_pack(&app.db, round.id).await?.context("the frozen round has no pack")?;
    let files = read_pack(&zip)?;
    Ok(Some(AnchoredCommitment {
        round_id: round.number.to_string(),
        contributions_tree: tree,
        pack_sha256: pack::pack_sha256(&files),
    }))
}

fn read_pack(zip: &[u8]) -> anyhow::Result<PackFiles> {
    PackFiles::read_zip(Cursor::new(zip), Path::new("audit-pack.zip")).context("reading the stored pack")
}
