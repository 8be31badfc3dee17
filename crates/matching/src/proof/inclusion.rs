//! A person's inclusion proof (docs/PROOFS.md §4) and its verification against what a round
//! published.

use serde::{Deserialize, Serialize};

use super::PROOF_VERSION;
use super::hash::{TreeHash, leaf_hash};
use super::tree::{path_length, root_from_path};
use crate::input::{IdKind, MAX_AMOUNT, validate_id};

/// What a round publishes about its contribution rows: the tree's format version, its number
/// of leaves and its root (`contributions_tree` in the pack's manifest.json).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    /// [`PROOF_VERSION`] of the leaf encoding and tree rule.
    pub version: u32,
    /// The number of contribution rows (leaves).
    pub leaf_count: u64,
    /// The tree's root.
    pub root: TreeHash,
}

/// One person's rows in one round and the paths that lead them to the round's root.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InclusionProof {
    /// [`PROOF_VERSION`].
    pub version: u32,
    /// The round's public id (round.json's `round_id`).
    pub round_id: String,
    /// The person's pseudonym in this round's pack.
    pub person_id: String,
    /// The number of leaves of the round's tree.
    pub leaf_count: u64,
    /// The round's root.
    pub root: TreeHash,
    /// The person's rows, by leaf index ascending.
    pub leaves: Vec<ProofLeaf>,
}

/// One contribution row of a proof: the row's values, its leaf index and its path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProofLeaf {
    /// The row's position among the round's rows in canonical order (0-based).
    pub index: u64,
    /// The project.
    pub project_id: String,
    /// c_ip: the cents of the person's donations to the project that count.
    pub amount_cents: u64,
    /// Whether the person voted for the project.
    pub voted: bool,
    /// The siblings on the way up, from the leaf's level (see [`MerkleTree::path`](super::MerkleTree::path)).
    pub path: Vec<TreeHash>,
}

/// Why a proof does not show that its rows are in the round's published tree. Each variant has a
/// stable [`code`](ProofError::code), shared with the browser checker.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    /// The proof is written in a format this checker does not know.
    #[error("the proof is in format version {found}; this checker knows version {PROOF_VERSION}")]
    UnsupportedVersion {
        /// The proof's version.
        found: u32,
    },
    /// The proof is for another round.
    #[error("the proof is for round {found}, not for round {expected}")]
    OtherRound {
        /// The round checked against.
        expected: String,
        /// The proof's round.
        found: String,
    },
    /// The round published a tree with another number of rows.
    #[error("the proof is for a tree of {proof} rows, but the round published {published}")]
    LeafCount {
        /// The published number of leaves.
        published: u64,
        /// The proof's number of leaves.
        proof: u64,
    },
    /// The round published another root.
    #[error("the proof is for root {proof}, but the round published root {published}")]
    WrongRoot {
        /// The published root.
        published: TreeHash,
        /// The proof's root.
        proof: TreeHash,
    },
    /// The proof holds no row.
    #[error("the proof holds no contribution")]
    NoLeaves,
    /// An id or amount is not one a pack can hold.
    #[error("row {index}: {reason}")]
    InvalidRow {
        /// The row's leaf index.
        index: u64,
        /// What is wrong.
        reason: String,
    },
    /// Rows are repeated or not in index order.
    #[error("row {index} is repeated or out of order: rows must be listed by index ascending, each once")]
    LeafOrder {
        /// The first row out of order.
        index: u64,
    },
    /// A row's index is outside the tree.
    #[error("row {index} is outside the tree, which has {leaf_count} rows")]
    IndexOutOfRange {
        /// The row's leaf index.
        index: u64,
        /// The tree's number of leaves.
        leaf_count: u64,
    },
    /// A row's path has the wrong number of hashes for its index.
    #[error("the path of row {index} has {found} hashes; a row at that index has {expected}")]
    PathLength {
        /// The row's leaf index.
        index: u64,
        /// The length its index gives.
        expected: usize,
        /// The path's length.
        found: usize,
    },
    /// A row and its path lead to another root: the row's values, its index or its path were
    /// altered.
    #[error(
        "row {index} ({project_id}, {amount_cents} cents) does not lead to the published root: \
         the row, its index or its path was altered"
    )]
    LeafMismatch {
        /// The row's leaf index.
        index: u64,
        /// The row's project.
        project_id: String,
        /// The row's amount.
        amount_cents: u64,
    },
}

impl ProofError {
    /// A stable code for the reason, the same as the browser checker's.
    pub fn code(&self) -> &'static str {
        match self {
            Self::UnsupportedVersion { .. } => "unsupported_version",
            Self::OtherRound { .. } => "other_round",
            Self::LeafCount { .. } => "leaf_count",
            Self::WrongRoot { .. } => "wrong_root",
            Self::NoLeaves => "no_leaves",
            Self::InvalidRow { .. } => "invalid_row",
            Self::LeafOrder { .. } => "leaf_order",
            Self::IndexOutOfRange { .. } => "index_out_of_range",
            Self::PathLength { .. } => "path_length",
            Self::LeafMismatch { .. } => "leaf_mismatch",
        }
    }
}

impl InclusionProof {
    /// Checks that every row of the proof is a leaf of the tree round `round_id` published as
    /// `published`. The checks run in the order of [`ProofError`]'s variants, and the first
    /// failure is returned.
    pub fn verify(&self, round_id: &str, published: &Commitment) -> Result<(), ProofError> {
        if self.version != PROOF_VERSION {
            return Err(ProofError::UnsupportedVersion { found: self.version });
        }
        if published.version != PROOF_VERSION {
            return Err(ProofError::UnsupportedVersion { found: published.version });
        }
        if self.round_id != round_id {
            return Err(ProofError::OtherRound { expected: round_id.to_owned(), found: self.round_id.clone() });
        }
        if self.leaf_count != published.leaf_count {
            return Err(ProofError::LeafCount { published: published.leaf_count, proof: self.leaf_count });
        }
        if self.root != published.root {
            return Err(ProofError::WrongRoot { published: published.root, proof: self.root });
        }
        if self.leaves.is_empty() {
            return Err(ProofError::NoLeaves);
        }
        let mut previous = None;
        for leaf in &self.leaves {
            if previous.is_some_and(|p| leaf.index <= p) {
                return Err(ProofError::LeafOrder { index: leaf.index });
            }
            previous = Some(leaf.index);
            self.verify_leaf(leaf)?;
        }
        Ok(())
    }

    fn verify_leaf(&self, leaf: &ProofLeaf) -> Result<(), ProofError> {
        let index = leaf.index;
        let invalid = |reason: String| ProofError::InvalidRow { index, reason };
        validate_id(IdKind::Person, &self.person_id).map_err(|e| invalid(e.to_string()))?;
        validate_id(IdKind::Project, &leaf.project_id).map_err(|e| invalid(e.to_string()))?;
        if leaf.amount_cents > MAX_AMOUNT {
            return Err(invalid(format!("amount_cents {} is above 2^53 - 1", leaf.amount_cents)));
        }
        if index >= self.leaf_count {
            return Err(ProofError::IndexOutOfRange { index, leaf_count: self.leaf_count });
        }
        let expected = path_length(index, self.leaf_count);
        if leaf.path.len() != expected {
            return Err(ProofError::PathLength { index, expected, found: leaf.path.len() });
        }
        let hash = leaf_hash(&self.person_id, &leaf.project_id, leaf.amount_cents, leaf.voted);
        match root_from_path(hash, index, self.leaf_count, &leaf.path) {
            Some(root) if root == self.root => Ok(()),
            _ => Err(ProofError::LeafMismatch {
                index,
                project_id: leaf.project_id.clone(),
                amount_cents: leaf.amount_cents,
            }),
        }
    }

    /// The proof as pretty JSON with a final LF, the form it is handed out in.
    pub fn to_json(&self) -> String {
        // Serializing this plain struct cannot fail.
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }
}
