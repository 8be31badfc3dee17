//! Anchoring a round's results on Cardano (docs/PROOFS.md §6c): the commitment — the round, its
//! Merkle root and the hash of its audit pack — written as a CIP-20 message (metadata label 674,
//! `{"msg": [...]}`) in a transaction the operator's wallet pays for, and read back to check a
//! pack against it.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::PackFiles;
use super::files::{CONTRIBUTIONS_CSV, PEOPLE_CSV, PROJECTS_CSV, RESULTS_CSV, ROUND_JSON, SUMMARY_JSON};
use crate::proof::{Commitment, PROOF_VERSION, TreeHash};

/// The metadata label of the anchor's message: CIP-20's, so wallets and explorers show it.
pub const ANCHOR_LABEL: u64 = 674;

/// The message's first line; the version is the format of docs/PROOFS.md §6c.
pub const ANCHOR_TITLE: &str = "Matchpool results v1";

/// The SHA-256 of an audit pack (docs/PROOFS.md §6c): of the `sha256sum` listing of every file of
/// the pack but manifest.json, in the order round.json, projects.csv, people.csv,
/// contributions.csv, results.csv, summary.json (the last two when present), as
/// `sha256sum round.json projects.csv people.csv contributions.csv results.csv summary.json | sha256sum`
/// prints it. manifest.json is left out because it names the transaction that anchors this hash.
pub fn pack_sha256(files: &PackFiles) -> String {
    let mut entries: Vec<(&str, &[u8])> = vec![
        (ROUND_JSON, &files.round_json),
        (PROJECTS_CSV, &files.projects_csv),
        (PEOPLE_CSV, &files.people_csv),
        (CONTRIBUTIONS_CSV, &files.contributions_csv),
    ];
    if let Some(results) = &files.results_csv {
        entries.push((RESULTS_CSV, results));
    }
    if let Some(summary) = &files.summary_json {
        entries.push((SUMMARY_JSON, summary));
    }
    let listing: String =
        entries.iter().map(|(name, bytes)| format!("{}  {name}\n", hex::encode(Sha256::digest(bytes)))).collect();
    hex::encode(Sha256::digest(listing.as_bytes()))
}

/// What an anchor commits to: a round's public id, its tree and its pack's hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnchoredCommitment {
    /// The round's public id (round.json's `round_id`).
    pub round_id: String,
    /// The tree over the pack's contribution rows.
    pub contributions_tree: Commitment,
    /// [`pack_sha256`], 64 lowercase hex digits.
    pub pack_sha256: String,
}

impl AnchoredCommitment {
    /// The message's lines, each at most 64 bytes (CIP-20): the title, `round <id> rows <n>`, the
    /// root and the pack's hash. `None` when the round id is too long for a line.
    pub fn message_lines(&self) -> Option<Vec<String>> {
        let round = format!("round {} rows {}", self.round_id, self.contributions_tree.leaf_count);
        (round.len() <= 64).then(|| {
            vec![ANCHOR_TITLE.to_owned(), round, self.contributions_tree.root.to_string(), self.pack_sha256.clone()]
        })
    }

    /// Reads an anchor's message; `None` when the lines are not one (another message, or altered).
    pub fn from_message(lines: &[String]) -> Option<Self> {
        let [title, round, root, pack] = lines else { return None };
        if title != ANCHOR_TITLE {
            return None;
        }
        let rest = round.strip_prefix("round ")?;
        let (round_id, rows) = rest.rsplit_once(" rows ")?;
        let leaf_count: u64 = rows.parse().ok().filter(|_| !rows.starts_with('0') || rows == "0")?;
        let root: TreeHash = root.parse().ok()?;
        let pack_ok = pack.len() == 64 && pack.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        (pack_ok && !round_id.is_empty()).then(|| Self {
            round_id: round_id.to_owned(),
            contributions_tree: Commitment { version: PROOF_VERSION, leaf_count, root },
            pack_sha256: pack.clone(),
        })
    }

    /// Every way `published` differs from this anchored commitment, as (what, anchored, published).
    pub fn differences(&self, published: &AnchoredCommitment) -> Vec<(&'static str, String, String)> {
        let mut out = Vec::new();
        let mut differ = |what, a: String, p: String| {
            if a != p {
                out.push((what, a, p));
            }
        };
        differ("round_id", self.round_id.clone(), published.round_id.clone());
        differ(
            "leaf_count",
            self.contributions_tree.leaf_count.to_string(),
            published.contributions_tree.leaf_count.to_string(),
        );
        differ("root", self.contributions_tree.root.to_string(), published.contributions_tree.root.to_string());
        differ("pack_sha256", self.pack_sha256.clone(), published.pack_sha256.clone());
        out
    }
}

/// Where a pack's commitment is anchored, as manifest.json names it (`anchor`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnchorRef {
    /// `mainnet`, `preprod` or `preview`; `dev` for the development ledger, which no explorer shows.
    pub network: String,
    /// The transaction's id, 64 lowercase hex digits.
    pub tx_id: String,
    /// The metadata label of the message ([`ANCHOR_LABEL`]).
    pub label: u64,
    /// The pack's hash the transaction carries ([`pack_sha256`]).
    pub pack_sha256: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn anchored() -> AnchoredCommitment {
        AnchoredCommitment {
            round_id: "12".into(),
            contributions_tree: Commitment { version: 1, leaf_count: 8, root: TreeHash([7; 32]) },
            pack_sha256: "ab".repeat(32),
        }
    }

    #[test]
    fn a_message_reads_back_and_fits_cip20() {
        let lines = anchored().message_lines().unwrap();
        assert_eq!(lines[0], "Matchpool results v1");
        assert_eq!(lines[1], "round 12 rows 8");
        assert!(lines.iter().all(|l| l.len() <= 64));
        assert_eq!(AnchoredCommitment::from_message(&lines), Some(anchored()));
    }

    #[test]
    fn other_messages_are_no_anchor() {
        let lines = anchored().message_lines().unwrap();
        let mut other_title = lines.clone();
        other_title[0] = "Matchpool donation".into();
        let mut bad_root = lines.clone();
        bad_root[2] = "AB".repeat(32);
        let mut bad_pack = lines.clone();
        bad_pack[3].pop();
        let mut bad_rows = lines.clone();
        bad_rows[1] = "round 12 rows 08".into();
        for wrong in [other_title, bad_root, bad_pack, bad_rows, lines[..3].to_vec(), Vec::new()] {
            assert_eq!(AnchoredCommitment::from_message(&wrong), None, "{wrong:?}");
        }
        let long = AnchoredCommitment { round_id: "r".repeat(60), ..anchored() };
        assert_eq!(long.message_lines(), None);
    }

    #[test]
    fn differences_name_each_changed_part() {
        let mut published = anchored();
        assert!(anchored().differences(&published).is_empty());
        published.pack_sha256 = "cd".repeat(32);
        published.contributions_tree.leaf_count = 9;
        let names: Vec<_> = anchored().differences(&published).into_iter().map(|d| d.0).collect();
        assert_eq!(names, ["leaf_count", "pack_sha256"]);
    }
}
