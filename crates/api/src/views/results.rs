//! Round results (frozen, or live standings) as the API answers them: money both as major-unit
//! numbers and as `_cents` integers.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_domain::{ProjectId, RoundId};
use matchpool_matching::proof::Commitment;
use matchpool_matching::{Algorithm, Params};
use matchpool_store::results::ResultLine as StoredLine;
use matchpool_store::results::{NewProjectResult, Summary};
use serde::Serialize;

use crate::views::round::{cents_to_major, stored_algorithm, stored_params};
use matchpool_app::matching::Computed;

/// A round's results: every project's line, the best paid first, and the totals.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ResultsView {
    pub results: Vec<ProjectResultView>,
    pub summary: ResultsSummary,
}

/// One project's line (matching.md §10).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ProjectResultView {
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    /// Null if the project no longer exists.
    pub title: Option<String>,
    /// People who voted for or donated to the project inside the voting window.
    pub supporters: i32,
    /// Settled donations up to the freeze (D_p), in USD.
    pub donations_usd: f64,
    pub donations_cents: i64,
    /// The raw match m_p in USD, which the pool is split in proportion to.
    pub raw_match: f64,
    /// What the project would be paid with no caps at all, in USD.
    pub uncapped: f64,
    pub uncapped_cents: i64,
    /// The most the project can be paid from the pool, in USD.
    pub cap: f64,
    pub cap_cents: i64,
    /// What the project is paid from the pool, in USD.
    #[serde(rename = "match")]
    #[schema(rename = "match")]
    pub match_usd: f64,
    pub match_cents: i64,
    /// The project is paid its cap.
    pub capped: bool,
}

/// A round's totals and everything needed to recompute them from the audit pack.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ResultsSummary {
    #[schema(value_type = Uuid)]
    pub round_id: RoundId,
    pub round_number: i32,
    pub pool: f64,
    pub pool_cents: i64,
    pub allocated: f64,
    pub allocated_cents: i64,
    /// What the caps could not absorb; reported, never dropped.
    pub unallocated: f64,
    pub unallocated_cents: i64,
    pub algorithm: Algorithm,
    pub algorithm_version: i32,
    /// The parameters the results were computed with (matching.md §3).
    pub params: Params,
    /// SHA-256 of the audit pack's input files (matching.md §13.4).
    pub input_sha256: String,
    /// The instant the inputs were taken at: the end of voting (or, live, now).
    pub frozen_at: DateTime<Utc>,
    pub computed_at: DateTime<Utc>,
    /// True for live standings computed from the current inputs, false for frozen results.
    pub live: bool,
    /// The commitment to the round's contribution rows that donors' inclusion proofs lead to
    /// (docs/PROOFS.md), as the audit pack's manifest.json publishes it. Null for live standings
    /// and for rounds frozen before commitments were stored.
    pub contributions_tree: Option<ContributionsTreeView>,
    /// The Cardano transaction anchoring the commitment and the pack's hash (docs/PROOFS.md §6c).
    /// Null until anchored, and for live standings.
    pub anchor: Option<AnchorView>,
}

/// Where a round's results are anchored on Cardano.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AnchorView {
    /// The transaction's id, 64 lowercase hex digits.
    pub tx_id: String,
    /// `mainnet`, `preprod`, `preview`, or `dev` for the development ledger.
    pub network: String,
    /// The transaction on a public explorer of the network; null on the development ledger.
    pub explorer_url: Option<String>,
    /// The metadata label of the commitment's message (674, CIP-20).
    pub label: u64,
    /// The SHA-256 of the audit pack the transaction commits to (docs/PROOFS.md §6c).
    pub pack_sha256: String,
    pub anchored_at: DateTime<Utc>,
}

impl From<matchpool_store::results::Anchor> for AnchorView {
    fn from(anchor: matchpool_store::results::Anchor) -> Self {
        Self {
            explorer_url: matchpool_app::matching::anchor::explorer_url(&anchor.network, &anchor.tx_id),
            tx_id: anchor.tx_id,
            network: anchor.network,
            label: matchpool_matching::pack::ANCHOR_LABEL,
            pack_sha256: anchor.pack_sha256,
            anchored_at: anchor.anchored_at,
        }
    }
}

/// The Merkle tree over a frozen round's contribution rows (docs/PROOFS.md §3).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ContributionsTreeView {
    /// The format version of docs/PROOFS.md (1).
    pub version: u32,
    /// The number of contribution rows (leaves).
    pub leaf_count: u64,
    /// The root: 64 lowercase hex digits.
    pub root: String,
}

impl From<Commitment> for ContributionsTreeView {
    fn from(tree: Commitment) -> Self {
        Self { version: tree.version, leaf_count: tree.leaf_count, root: tree.root.to_string() }
    }
}

/// Frozen results as stored.
pub fn frozen(
    round: &Round,
    summary: &Summary,
    rows: Vec<StoredLine>,
    titles: &HashMap<ProjectId, String>,
) -> ResultsView {
    let lines = rows.into_iter().map(|r| NewProjectResult {
        project_id: r.project_id,
        raw_match: r.raw_match,
        uncapped_cents: r.uncapped_cents,
        cap_cents: r.cap_cents,
        match_cents: r.match_cents,
        capped: r.capped,
        supporters: r.supporters,
        donations_cents: r.donations_cents,
    });
    ResultsView {
        results: project_lines(lines, titles),
        summary: ResultsSummary {
            round_id: round.id,
            round_number: round.number,
            pool: cents_to_major(summary.pool_cents),
            pool_cents: summary.pool_cents,
            allocated: cents_to_major(summary.allocated_cents),
            allocated_cents: summary.allocated_cents,
            unallocated: cents_to_major(summary.unallocated_cents),
            unallocated_cents: summary.unallocated_cents,
            algorithm: stored_algorithm(&summary.algorithm),
            algorithm_version: summary.algorithm_version,
            params: stored_params(&summary.params),
            input_sha256: summary.input_sha256.clone(),
            frozen_at: summary.frozen_at,
            computed_at: summary.computed_at,
            live: false,
            contributions_tree: summary.contributions_tree().map(Into::into),
            anchor: summary.anchor().map(Into::into),
        },
    }
}

/// Live standings just computed.
pub fn live(
    round: &Round,
    computed: Computed,
    computed_at: DateTime<Utc>,
    titles: &HashMap<ProjectId, String>,
) -> ResultsView {
    ResultsView {
        summary: ResultsSummary {
            round_id: round.id,
            round_number: round.number,
            pool: cents_to_major(computed.pool_cents),
            pool_cents: computed.pool_cents,
            allocated: cents_to_major(computed.allocated_cents),
            allocated_cents: computed.allocated_cents,
            unallocated: cents_to_major(computed.unallocated_cents),
            unallocated_cents: computed.unallocated_cents,
            algorithm: computed.algorithm,
            algorithm_version: matchpool_matching::ALGORITHM_VERSION as i32,
            params: computed.params,
            input_sha256: computed.input_sha256,
            frozen_at: computed.cut_off,
            computed_at,
            live: true,
            contributions_tree: None,
            anchor: None,
        },
        results: project_lines(computed.lines, titles),
    }
}

fn project_lines(
    lines: impl IntoIterator<Item = NewProjectResult>,
    titles: &HashMap<ProjectId, String>,
) -> Vec<ProjectResultView> {
    let mut views: Vec<ProjectResultView> = lines
        .into_iter()
        .map(|l| ProjectResultView {
            project_id: l.project_id,
            title: titles.get(&l.project_id).cloned(),
            supporters: l.supporters,
            donations_usd: cents_to_major(l.donations_cents),
            donations_cents: l.donations_cents,
            raw_match: l.raw_match,
            uncapped: cents_to_major(l.uncapped_cents),
            uncapped_cents: l.uncapped_cents,
            cap: cents_to_major(l.cap_cents),
            cap_cents: l.cap_cents,
            match_usd: cents_to_major(l.match_cents),
            match_cents: l.match_cents,
            capped: l.capped,
        })
        .collect();
    views.sort_by(|a, b| {
        b.match_cents.cmp(&a.match_cents).then(b.raw_match.total_cmp(&a.raw_match)).then(a.title.cmp(&b.title))
    });
    views
}

/// The results as a CSV download: one row per project, best paid first, amounts in cents.
pub fn csv(view: &ResultsView) -> Result<Vec<u8>, csv::Error> {
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record([
        "project_id",
        "title",
        "supporters",
        "donations_cents",
        "raw_match",
        "uncapped_cents",
        "cap_cents",
        "match_cents",
        "capped",
    ])?;
    for r in &view.results {
        out.write_record([
            r.project_id.to_string(),
            spreadsheet_safe(r.title.as_deref().unwrap_or_default()),
            r.supporters.to_string(),
            r.donations_cents.to_string(),
            r.raw_match.to_string(),
            r.uncapped_cents.to_string(),
            r.cap_cents.to_string(),
            r.match_cents.to_string(),
            u8::from(r.capped).to_string(),
        ])?;
    }
    out.into_inner().map_err(|e| e.into_error().into())
}

/// Titles are written by organizations: one starting like a formula is prefixed with `'` so that
/// a spreadsheet opening the file shows it instead of running it.
pub fn spreadsheet_safe(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{text}") } else { text.to_owned() }
}

#[cfg(test)]
mod tests {
    use super::spreadsheet_safe;

    #[test]
    fn formulas_in_titles_are_defused() {
        assert_eq!(spreadsheet_safe("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(spreadsheet_safe("Clean water"), "Clean water");
    }
}

/// A round's anchor checked against the chain now (docs/PROOFS.md §6c).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AnchorCheckView {
    pub anchor: AnchorView,
    pub state: AnchorState,
    /// Blocks from the transaction's own to the tip, when it is on chain.
    pub depth: Option<u64>,
    /// What the round publishes now: its id, results' root and the hash of the pack it serves.
    pub published: CommitmentView,
    /// What the transaction commits to, when it carries an anchor message.
    pub on_chain: Option<CommitmentView>,
    /// The parts that differ: `round_id`, `leaf_count`, `root`, `pack_sha256`.
    pub differences: Vec<String>,
}

/// What the chain says of a round's anchor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AnchorState {
    /// The transaction commits to exactly what the round publishes.
    Matches,
    Differs,
    /// The transaction carries no anchor message.
    NotAnAnchor,
    NotOnChain,
    /// The chain could not be asked; nothing is known.
    Unreachable,
}

/// A commitment as an anchor carries it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CommitmentView {
    /// The round's public id (its number), as in round.json.
    pub round_id: String,
    pub leaf_count: u64,
    pub root: String,
    pub pack_sha256: String,
}

impl From<&matchpool_matching::pack::AnchoredCommitment> for CommitmentView {
    fn from(c: &matchpool_matching::pack::AnchoredCommitment) -> Self {
        Self {
            round_id: c.round_id.clone(),
            leaf_count: c.contributions_tree.leaf_count,
            root: c.contributions_tree.root.to_string(),
            pack_sha256: c.pack_sha256.clone(),
        }
    }
}

impl AnchorCheckView {
    pub fn of(
        anchor: matchpool_store::results::Anchor,
        published: &matchpool_matching::pack::AnchoredCommitment,
        check: matchpool_app::matching::anchor::AnchorCheck,
    ) -> Self {
        use matchpool_app::matching::anchor::AnchorCheck;
        let (state, depth, on_chain, differences) = match check {
            AnchorCheck::Matches { depth } => (AnchorState::Matches, Some(depth), Some(published.into()), Vec::new()),
            AnchorCheck::Differs { anchored, differences } => {
                let differences = differences.into_iter().map(|d| d.0.to_owned()).collect();
                (AnchorState::Differs, None, Some((&anchored).into()), differences)
            }
            AnchorCheck::NotAnAnchor => (AnchorState::NotAnAnchor, None, None, Vec::new()),
            AnchorCheck::NotOnChain => (AnchorState::NotOnChain, None, None, Vec::new()),
            AnchorCheck::Unreachable(_) => (AnchorState::Unreachable, None, None, Vec::new()),
        };
        Self { anchor: anchor.into(), state, depth, published: published.into(), on_chain, differences }
    }
}
