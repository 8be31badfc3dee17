//! Inclusion proofs (docs/PROOFS.md): a Merkle tree over an audit pack's contribution rows, so a
//! donor can check that their rows are in the pack whose root the round published, without the
//! pack and without learning anything about anyone else.
//!
//! - [`leaf_hash`] and [`node_hash`] are the tree's two hashes, domain-separated (`0x00` before a
//!   leaf, `0x01` before a node) so that no leaf can pose as a node.
//! - [`MerkleTree`] is the tree of RFC 6962 §2.1 over any list of leaf hashes.
//! - [`ContributionTree`] is that tree over a round's contribution rows in canonical order, and
//!   builds each person's [`InclusionProof`].
//! - [`InclusionProof::verify`] checks a proof against a round's published [`Commitment`] and
//!   says why it fails ([`ProofError`]).
//!
//! ```
//! use matchpool_matching::RoundInputBuilder;
//! use matchpool_matching::proof::ContributionTree;
//!
//! let input = RoundInputBuilder::new(1_000)
//!     .project("a", 100_000, 0)
//!     .person("x", true, 0)
//!     .person("y", true, 0)
//!     .donation("x", "a", 100)
//!     .donation("y", "a", 400)
//!     .build();
//! let tree = ContributionTree::from_input("7", &input)?;
//! let proof = tree.proof("y").expect("y has a row");
//! assert_eq!(proof.leaves[0].amount_cents, 400);
//! assert!(proof.verify("7", &tree.commitment()).is_ok());
//! # Ok::<(), matchpool_matching::InputError>(())
//! ```

pub(crate) mod contributions;
mod hash;
mod inclusion;
#[cfg(test)]
mod tests;
mod tree;

pub use contributions::ContributionTree;
pub use hash::{LEAF_PREFIX, NODE_PREFIX, TreeHash, leaf_hash, node_hash};
pub use inclusion::{Commitment, InclusionProof, ProofError, ProofLeaf};
pub use tree::{MerkleTree, path_length, root_from_path};

/// The version of the leaf encoding, tree rule and proof format of docs/PROOFS.md. A change to
/// any of them that changes a hash is a new version.
pub const PROOF_VERSION: u32 = 1;
