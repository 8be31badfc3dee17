//! Comparing published results with recomputed ones (§13, §11).

use std::collections::HashMap;
use std::fmt;

use super::PackError;
use super::csv_in::{RESULTS_HEADER, for_each_row};
use super::files::{MANIFEST_JSON, RESULTS_CSV, SUMMARY_JSON};
use super::manifest::Manifest;
use super::round_json::{Summary, parse_summary};
use crate::params::Algorithm;
use crate::proof::Commitment;
use crate::result::{ProjectResult, RoundResult};

/// The outcome of `matchpool qf verify`: whether the published results are the recomputed ones.
#[derive(Debug, Clone, PartialEq)]
pub struct VerifyReport {
    /// The round's public id.
    pub round_id: String,
    /// The algorithm of round.json.
    pub algorithm: Algorithm,
    /// input_sha256, checked against the input files.
    pub input_sha256: String,
    /// results.csv is byte-for-byte what this implementation writes.
    pub results_bytes_identical: bool,
    /// summary.json is byte-for-byte what this implementation writes.
    pub summary_bytes_identical: bool,
    /// Every value that differs; empty when the published results are the recomputed ones.
    pub differences: Vec<Difference>,
    /// The differences are all within what §11 allows an independent implementation
    /// (±1 cent, raw_match to 10⁻⁶, equal totals and caps).
    pub within_tolerance: bool,
    /// The recomputed results.
    pub recomputed: RoundResult,
    /// The recomputed tree over contributions.csv's rows (docs/PROOFS.md).
    pub contributions_tree: Commitment,
    /// The pack's hash that an anchor commits to (docs/PROOFS.md §6c).
    pub pack_sha256: String,
    /// The transaction manifest.json names as anchoring the pack, if any.
    pub anchor: Option<super::AnchorRef>,
    /// The pack has a manifest.json, compared with `contributions_tree` (packs written before
    /// manifests existed have none).
    pub manifest_present: bool,
}

impl VerifyReport {
    /// True when every published value equals the recomputed one (extra summary keys and the
    /// textual form of raw_match aside).
    pub fn is_identical(&self) -> bool {
        self.differences.is_empty()
    }

    /// What this pack commits to, to compare with its anchor on chain (docs/PROOFS.md §6c): its
    /// round, the recomputed root of its rows and its recomputed hash.
    pub fn anchored_commitment(&self) -> super::AnchoredCommitment {
        super::AnchoredCommitment {
            round_id: self.round_id.clone(),
            contributions_tree: self.contributions_tree,
            pack_sha256: self.pack_sha256.clone(),
        }
    }
}

/// One published value that differs from the recomputed one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// `results.csv`, `summary.json` or `manifest.json`.
    pub file: &'static str,
    /// The project, for results.csv.
    pub project_id: Option<String>,
    /// The column or key.
    pub field: String,
    /// The published value (`missing` when absent).
    pub published: String,
    /// The recomputed value (`missing` when absent).
    pub recomputed: String,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(project) = &self.project_id {
            write!(f, " project {project}")?;
        }
        write!(f, " {}: published {}, recomputed {}", self.field, self.published, self.recomputed)
    }
}

impl fmt::Display for VerifyReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "round {} ({}, algorithm version 1), input_sha256 {} matches the input files",
            self.round_id, self.algorithm, self.input_sha256
        )?;
        let r = &self.recomputed;
        writeln!(
            f,
            "recomputed: pool {} cents, allocated {}, unallocated {}, {} projects",
            r.pool_cents,
            r.allocated_cents,
            r.unallocated_cents,
            r.projects.len()
        )?;
        let tree = &self.contributions_tree;
        let manifest = if !self.manifest_present {
            "this pack has no manifest.json to compare it with"
        } else if self.differences.iter().any(|d| d.file == MANIFEST_JSON) {
            "manifest.json says otherwise"
        } else {
            "as manifest.json says"
        };
        writeln!(f, "contribution rows: {} leaves, Merkle root {} ({manifest})", tree.leaf_count, tree.root)?;
        writeln!(f, "pack_sha256 {} (the hash an anchor commits to)", self.pack_sha256)?;
        if self.is_identical() {
            let bytes = if self.results_bytes_identical && self.summary_bytes_identical {
                "byte for byte"
            } else {
                "value for value (the files differ only in formatting or extra keys)"
            };
            return write!(f, "OK: the published results are identical, {bytes}");
        }
        writeln!(f, "DIFFERENT: {} published values differ:", self.differences.len())?;
        for d in &self.differences {
            writeln!(f, "  {d}")?;
        }
        if self.within_tolerance {
            write!(f, "all differences are within what an independent implementation may differ by (§11)")
        } else {
            write!(f, "the differences exceed what an independent implementation may differ by (§11)")
        }
    }
}

/// One row of a published results.csv.
struct Published {
    line: u64,
    raw_match: f64,
    uncapped: u64,
    cap: u64,
    paid: u64,
    capped: bool,
}

/// Compares published results.csv and summary.json with `recomputed`.
pub(crate) fn compare(
    results_csv: &[u8],
    summary_json: Option<&[u8]>,
    recomputed: &RoundResult,
) -> Result<(Vec<Difference>, bool), PackError> {
    let mut published: HashMap<String, Published> = HashMap::new();
    for_each_row(RESULTS_CSV, results_csv, &RESULTS_HEADER, |row| {
        let id = row.id(0, "project_id", crate::input::IdKind::Project)?;
        let values = Published {
            line: row.line,
            raw_match: row.float(1, "raw_match")?,
            uncapped: row.amount(2, "uncapped_cents")?,
            cap: row.amount(3, "cap_cents")?,
            paid: row.amount(4, "match_cents")?,
            capped: row.boolean(5, "capped")?,
        };
        if let Some(first) = published.insert(id.to_owned(), values) {
            return Err(row.error(format!("project {id} also appears on line {}", first.line)));
        }
        Ok(())
    })?;
    let mut differences = Vec::new();
    let mut tolerable = true;
    for mine in &recomputed.projects {
        let Some(theirs) = published.remove(&mine.project_id) else {
            differences.push(missing_row(&mine.project_id, "missing", "present"));
            tolerable = false;
            continue;
        };
        tolerable &= compare_row(mine, &theirs, &mut differences);
    }
    let mut extra: Vec<_> = published.into_keys().collect();
    extra.sort();
    for id in extra {
        differences.push(missing_row(&id, "present", "missing"));
        tolerable = false;
    }
    if let Some(bytes) = summary_json {
        tolerable &= compare_summary(bytes, recomputed, &mut differences)?;
    }
    Ok((differences, tolerable))
}

fn missing_row(id: &str, published: &str, recomputed: &str) -> Difference {
    Difference {
        file: RESULTS_CSV,
        project_id: Some(id.to_owned()),
        field: "row".to_owned(),
        published: published.to_owned(),
        recomputed: recomputed.to_owned(),
    }
}

/// Adds the differences of one project; returns whether they are within §11's tolerance.
fn compare_row(mine: &ProjectResult, theirs: &Published, out: &mut Vec<Difference>) -> bool {
    let mut push = |field: &str, published: String, recomputed: String| {
        out.push(Difference {
            file: RESULTS_CSV,
            project_id: Some(mine.project_id.clone()),
            field: field.to_owned(),
            published,
            recomputed,
        });
    };
    let mut ok = true;
    if theirs.raw_match.to_bits() != mine.raw_match.to_bits() {
        let scale = mine.raw_match.abs().max(1.0);
        ok &= (theirs.raw_match - mine.raw_match).abs() <= 1e-6 * scale;
        push("raw_match", theirs.raw_match.to_string(), mine.raw_match.to_string());
    }
    let cents = [
        ("uncapped_cents", theirs.uncapped, mine.uncapped_cents, 1),
        ("cap_cents", theirs.cap, mine.cap_cents, 0),
        ("match_cents", theirs.paid, mine.match_cents, 1),
    ];
    for (field, published, recomputed, allowed) in cents {
        if published != recomputed {
            ok &= published.abs_diff(recomputed) <= allowed;
            push(field, published.to_string(), recomputed.to_string());
        }
    }
    if theirs.capped != mine.capped {
        ok &= mine.match_cents.abs_diff(mine.cap_cents) <= 1;
        let flag = |b: bool| u8::from(b).to_string();
        push("capped", flag(theirs.capped), flag(mine.capped));
    }
    ok
}

/// Compares the §13.6 keys of a published summary.json (others are ignored).
fn compare_summary(bytes: &[u8], recomputed: &RoundResult, out: &mut Vec<Difference>) -> Result<bool, PackError> {
    let published = parse_summary(bytes)?;
    let expected = serde_json::to_value(Summary::of(recomputed))
        .map_err(|e| PackError::Json { file: SUMMARY_JSON, message: e.to_string() })?;
    let mut ok = true;
    for (key, value) in expected.as_object().into_iter().flatten() {
        let theirs = published.get(key);
        if theirs != Some(value) {
            ok = false;
            out.push(Difference {
                file: SUMMARY_JSON,
                project_id: None,
                field: key.clone(),
                published: theirs.map_or("missing".to_owned(), |v| v.to_string()),
                recomputed: value.to_string(),
            });
        }
    }
    Ok(ok)
}

/// Adds the differences between manifest.json and the recomputed tree (none is tolerable: the
/// tree has one right value).
pub(crate) fn compare_manifest(manifest: &Manifest, round_id: &str, tree: &Commitment, out: &mut Vec<Difference>) {
    let published = &manifest.contributions_tree;
    let fields = [
        ("round_id", manifest.round_id.clone(), round_id.to_owned()),
        ("contributions_tree.leaf_count", published.leaf_count.to_string(), tree.leaf_count.to_string()),
        ("contributions_tree.root", published.root.to_string(), tree.root.to_string()),
    ];
    for (field, published, recomputed) in fields {
        if published != recomputed {
            let field = field.to_owned();
            out.push(Difference { file: MANIFEST_JSON, project_id: None, field, published, recomputed });
        }
    }
}
