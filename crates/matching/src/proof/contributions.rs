//! The tree over a round's contribution rows (docs/PROOFS.md §1–§3) and every person's proof.

use super::PROOF_VERSION;
use super::hash::{TreeHash, leaf_hash};
use super::inclusion::{Commitment, InclusionProof, ProofLeaf};
use super::tree::{MerkleTree, in_parallel, root_of};
use crate::input::{InputError, RoundInput};
use crate::params::Params;
use crate::prepared::PreparedRound;
use crate::result::default_threads;

/// A round's contribution rows as leaves, in canonical order, with the tree over them and the
/// rows of each person, so that each person's proof is read off without a search.
#[derive(Debug, Clone)]
pub struct ContributionTree {
    round_id: String,
    tree: MerkleTree,
    /// Persons in id order (only those with rows).
    person_ids: Vec<Box<str>>,
    /// Projects in id order.
    project_ids: Vec<Box<str>>,
    /// The rows in leaf order.
    rows: Vec<Row>,
    /// The leaf indices of person i are `by_person[person_start[i]..person_start[i + 1]]`,
    /// ascending.
    person_start: Vec<usize>,
    by_person: Vec<u32>,
}

/// A leaf's row: indices into the tree's persons and projects.
#[derive(Debug, Clone, Copy)]
struct Row {
    person: u32,
    project: u32,
    amount: u64,
    voted: bool,
}

impl ContributionTree {
    /// The tree over a round's inputs (checked as the engine checks them: valid ids and
    /// amounts, no repeated pair, no unknown person or project).
    pub fn from_input(round_id: &str, input: &RoundInput) -> Result<Self, InputError> {
        Ok(Self::from_prepared(round_id, &PreparedRound::new(input, &Params::default())?))
    }

    /// The tree over a prepared round's rows.
    pub(crate) fn from_prepared(round_id: &str, round: &PreparedRound<'_>) -> Self {
        let all_rows = leaf_rows(round);
        let tree = MerkleTree::new(leaf_hashes(round, &all_rows));

        // Keep only the persons with rows, renumbered in id order.
        let mut renumbered = vec![u32::MAX; round.person_ids.len()];
        for row in &all_rows {
            renumbered[row.person as usize] = 0;
        }
        let mut person_ids = Vec::new();
        for (i, id) in round.person_ids.iter().enumerate() {
            if renumbered[i] == 0 {
                renumbered[i] = person_ids.len() as u32;
                person_ids.push(Box::from(*id));
            }
        }
        let rows: Vec<Row> =
            all_rows.into_iter().map(|row| Row { person: renumbered[row.person as usize], ..row }).collect();

        // Group leaf indices by person (a counting sort, so each person's stay ascending).
        let mut person_start = vec![0usize; person_ids.len() + 1];
        for row in &rows {
            person_start[row.person as usize + 1] += 1;
        }
        for i in 0..person_ids.len() {
            person_start[i + 1] += person_start[i];
        }
        let mut next = person_start.clone();
        let mut by_person = vec![0u32; rows.len()];
        for (leaf, row) in rows.iter().enumerate() {
            let slot = &mut next[row.person as usize];
            by_person[*slot] = leaf as u32;
            *slot += 1;
        }

        Self {
            round_id: round_id.to_owned(),
            tree,
            person_ids,
            project_ids: round.project_ids.iter().map(|id| Box::from(*id)).collect(),
            rows,
            person_start,
            by_person,
        }
    }

    /// What the round publishes: version, number of rows and root.
    pub fn commitment(&self) -> Commitment {
        Commitment { version: PROOF_VERSION, leaf_count: self.tree.leaf_count(), root: self.tree.root() }
    }

    /// The tree itself.
    pub fn tree(&self) -> &MerkleTree {
        &self.tree
    }

    /// The proof of `person_id`'s rows, or `None` when the person has none in this round.
    pub fn proof(&self, person_id: &str) -> Option<InclusionProof> {
        let person = self.person_ids.binary_search_by(|id| (**id).cmp(person_id)).ok()?;
        Some(self.proof_of(person))
    }

    /// The proof of every person with rows, in person id order.
    pub fn proofs(&self) -> impl Iterator<Item = InclusionProof> + '_ {
        (0..self.person_ids.len()).map(|person| self.proof_of(person))
    }

    /// The number of persons with rows.
    pub fn person_count(&self) -> usize {
        self.person_ids.len()
    }

    fn proof_of(&self, person: usize) -> InclusionProof {
        let leaves = self.by_person[self.person_start[person]..self.person_start[person + 1]]
            .iter()
            .map(|&leaf| {
                let row = self.rows[leaf as usize];
                ProofLeaf {
                    index: u64::from(leaf),
                    project_id: self.project_ids[row.project as usize].to_string(),
                    amount_cents: row.amount,
                    voted: row.voted,
                    path: self.tree.path(leaf as usize),
                }
            })
            .collect();
        let Commitment { version, leaf_count, root } = self.commitment();
        InclusionProof {
            version,
            round_id: self.round_id.clone(),
            person_id: self.person_ids[person].to_string(),
            leaf_count,
            root,
            leaves,
        }
    }
}

/// The commitment to a prepared round's rows, without keeping the tree (what `qf verify` needs).
pub(crate) fn commitment_of(round: &PreparedRound<'_>) -> Commitment {
    let rows = leaf_rows(round);
    let leaf_count = rows.len() as u64;
    Commitment { version: PROOF_VERSION, leaf_count, root: root_of(leaf_hashes(round, &rows)) }
}

/// The leaves: every pair with a counted donation or a vote (the rows contributions.csv holds,
/// matching.md §13.3), in canonical order (project id, then person id).
fn leaf_rows(round: &PreparedRound<'_>) -> Vec<Row> {
    let pairs = &round.pairs;
    let mut rows = Vec::with_capacity(pairs.person.len());
    for project in 0..round.project_count() {
        for k in pairs.start[project]..pairs.start[project + 1] {
            if pairs.amount[k] > 0 || pairs.voted[k] {
                let (amount, voted) = (pairs.amount[k], pairs.voted[k]);
                rows.push(Row { person: pairs.person[k], project: project as u32, amount, voted });
            }
        }
    }
    rows
}

fn leaf_hashes(round: &PreparedRound<'_>, rows: &[Row]) -> Vec<TreeHash> {
    let mut hashes = vec![TreeHash::default(); rows.len()];
    in_parallel(&mut hashes, default_threads(), |first, out| {
        for (row, hash) in rows[first..].iter().zip(out.iter_mut()) {
            let (person, project) = (round.person_ids[row.person as usize], round.project_ids[row.project as usize]);
            *hash = leaf_hash(person, project, row.amount, row.voted);
        }
    });
    hashes
}
