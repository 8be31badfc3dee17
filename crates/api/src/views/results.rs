//! Round results (frozen, or live standings) as the API answers them: money both as major-unit
//! numbers and as `_cents` integers.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_store::results::ResultLine as StoredLine;
use matchpool_store::results::{NewProjectResult, Summary};
use serde::Serialize;
use serde_json::Value;
use uuid::Uuid;

use crate::views::round::cents_to_major;
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
    pub project_id: Uuid,
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
    pub round_id: Uuid,
    pub round_number: i32,
    pub pool: f64,
    pub pool_cents: i64,
    pub allocated: f64,
    pub allocated_cents: i64,
    /// What the caps could not absorb; reported, never dropped.
    pub unallocated: f64,
    pub unallocated_cents: i64,
    pub algorithm: String,
    pub algorithm_version: i32,
    #[schema(value_type = Object)]
    pub params: Value,
    /// SHA-256 of the audit pack's input files (matching.md §13.4).
    pub input_sha256: String,
    /// The instant the inputs were taken at: the end of voting (or, live, now).
    pub frozen_at: DateTime<Utc>,
    pub computed_at: DateTime<Utc>,
    /// True for live standings computed from the current inputs, false for frozen results.
    pub live: bool,
}

/// Frozen results as stored.
pub fn frozen(round: &Round, summary: &Summary, rows: Vec<StoredLine>, titles: &HashMap<Uuid, String>) -> ResultsView {
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
            algorithm: summary.algorithm.clone(),
            algorithm_version: summary.algorithm_version,
            params: summary.params.clone(),
            input_sha256: summary.input_sha256.clone(),
            frozen_at: summary.frozen_at,
            computed_at: summary.computed_at,
            live: false,
        },
    }
}

/// Live standings just computed.
pub fn live(
    round: &Round,
    computed: Computed,
    computed_at: DateTime<Utc>,
    titles: &HashMap<Uuid, String>,
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
            algorithm: computed.algorithm.to_string(),
            algorithm_version: matchpool_matching::ALGORITHM_VERSION as i32,
            params: serde_json::to_value(&computed.params).unwrap_or(Value::Null),
            input_sha256: computed.input_sha256,
            frozen_at: computed.cut_off,
            computed_at,
            live: true,
        },
        results: project_lines(computed.lines, titles),
    }
}

fn project_lines(
    lines: impl IntoIterator<Item = NewProjectResult>,
    titles: &HashMap<Uuid, String>,
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
