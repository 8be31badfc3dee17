//! A donor's inclusion proof (docs/PROOFS.md §4), exactly as `matchpool qf verify --proof` and
//! the browser checker read it.

use matchpool_app::App;
use matchpool_app::matching::InclusionCode;
use matchpool_domain::round::Round;
use matchpool_domain::{RoundId, UserId};
use matchpool_matching::proof::InclusionProof;
use serde::Serialize;

/// A donor's inclusion code for one round (docs/PROOFS.md §6b): whoever holds it may read the
/// donor's proof for that round at `GET /proofs/{code}`, and learns nothing else. Only ever
/// shown to the donor.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct InclusionCodeView {
    #[schema(value_type = Uuid)]
    pub round_id: RoundId,
    pub round_number: i32,
    /// `<round number>-<pseudonym>-<check>`.
    pub code: String,
}

impl InclusionCodeView {
    /// `user_id`'s code for `round`.
    pub fn of(app: &App, round: &Round, user_id: UserId) -> Self {
        Self {
            round_id: round.id,
            round_number: round.number,
            code: InclusionCode::of(app, round, user_id).to_string(),
        }
    }
}

/// One person's rows in one frozen round and the Merkle paths that lead them to the root the
/// round's audit pack publishes in manifest.json (docs/PROOFS.md §4).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ProofView {
    /// The format version (1).
    pub version: u32,
    /// The round's public id, as in the pack's round.json.
    pub round_id: String,
    /// The caller's pseudonym in this round's pack.
    pub person_id: String,
    /// The number of leaves of the round's tree.
    pub leaf_count: u64,
    /// The round's root: 64 lowercase hex digits.
    pub root: String,
    /// The caller's rows, by leaf index ascending.
    pub leaves: Vec<ProofLeafView>,
}

/// One contribution row of a proof.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ProofLeafView {
    /// The row's 0-based position among the round's rows in canonical order.
    pub index: u64,
    /// The project's id.
    pub project_id: String,
    /// The cents of the caller's gifts to the project that count.
    pub amount_cents: u64,
    /// Whether the caller voted for the project.
    pub voted: bool,
    /// The sibling hashes from the leaf up to the root, bottom first.
    pub path: Vec<String>,
}

impl From<InclusionProof> for ProofView {
    fn from(proof: InclusionProof) -> Self {
        Self {
            version: proof.version,
            round_id: proof.round_id,
            person_id: proof.person_id,
            leaf_count: proof.leaf_count,
            root: proof.root.to_string(),
            leaves: proof
                .leaves
                .into_iter()
                .map(|leaf| ProofLeafView {
                    index: leaf.index,
                    project_id: leaf.project_id,
                    amount_cents: leaf.amount_cents,
                    voted: leaf.voted,
                    path: leaf.path.iter().map(ToString::to_string).collect(),
                })
                .collect(),
        }
    }
}
