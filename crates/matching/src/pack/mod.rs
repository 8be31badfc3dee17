//! Audit packs (matching.md §13): reading, recomputing, verifying, estimating and writing.
//!
//! This is the only module of the crate that does file I/O. The `matchpool qf` commands call
//! [`compute_to`], [`verify`] and [`estimate`]; the server exports a round with [`write_pack`]
//! or [`render`] + [`PackFiles::write_zip`]. [`contribution_tree`] builds the donors' inclusion
//! proofs (docs/PROOFS.md) from a pack.

mod anchor;
mod csv_in;
mod files;
mod load;
mod manifest;
mod render;
mod round_json;
mod scan;
#[cfg(test)]
mod tests;
mod verify;

use std::path::{Path, PathBuf};

pub use anchor::{ANCHOR_LABEL, ANCHOR_TITLE, AnchorRef, AnchoredCommitment, pack_sha256};
pub use files::PackFiles;
pub use manifest::Manifest;
pub use round_json::{RoundFile, input_sha256};
pub use verify::{Difference, VerifyReport};

use crate::estimate::{Estimate, EstimateError, Estimator, Who};
use crate::input::{InputError, RoundInput};
use crate::params::{ALGORITHM_VERSION, Algorithm, Params};
use crate::prepared::PreparedRound;
use crate::proof::ContributionTree;
use crate::proof::contributions::commitment_of;
use crate::result::RoundResult;
use csv_in::RowLines;
use files::{CONTRIBUTIONS_CSV, PEOPLE_CSV, PROJECTS_CSV};
use round_json::Summary;

/// Why a pack cannot be read, computed or written. Messages name the file and, for CSV, the line.
#[derive(Debug, thiserror::Error)]
pub enum PackError {
    /// A file could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The zip archive is unreadable.
    #[error("{}: not a readable zip archive: {message}", path.display())]
    Zip {
        /// The archive.
        path: PathBuf,
        /// The cause.
        message: String,
    },
    /// A required file is absent.
    #[error("the pack has no {0}")]
    MissingFile(&'static str),
    /// A file is larger than 1 GiB.
    #[error("{}: larger than 1 GiB", .0.display())]
    TooLarge(PathBuf),
    /// A CSV header is not the one of §13.
    #[error("{file} line 1: the header must be {expected:?}, found {found:?}")]
    Header {
        /// The file.
        file: &'static str,
        /// The header of §13.
        expected: String,
        /// The header found.
        found: String,
    },
    /// A CSV row is malformed or inconsistent with the other files.
    #[error("{file} line {line}: {message}")]
    Csv {
        /// The file.
        file: &'static str,
        /// The 1-based line.
        line: u64,
        /// What is wrong.
        message: String,
    },
    /// A JSON file is malformed or holds an invalid value.
    #[error("{file}: {message}")]
    Json {
        /// The file.
        file: &'static str,
        /// What is wrong.
        message: String,
    },
    /// round.json names an algorithm version this build does not implement.
    #[error("round.json: algorithm_version {0} is unknown; this build implements version 1")]
    Version(u64),
    /// The input files do not hash to round.json's input_sha256.
    #[error("input_sha256 mismatch: round.json says {declared}, the input files hash to {computed}")]
    HashMismatch {
        /// The value in round.json.
        declared: String,
        /// The hash of the files.
        computed: String,
    },
    /// The pack has no results.csv to verify.
    #[error("the pack has no results.csv to verify")]
    NoResults,
    /// The inputs are invalid as a whole (for instance a raw match overflowed).
    #[error(transparent)]
    Input(#[from] InputError),
    /// An estimate was refused.
    #[error(transparent)]
    Estimate(#[from] EstimateError),
}

/// A pack read from disk: round.json, the inputs (format, hash and parameters checked) and the
/// published results, if any. Cross-file checks (duplicates, unknown ids) happen in
/// [`Pack::prepare`].
#[derive(Debug, Clone)]
pub struct Pack {
    /// round.json.
    pub round: RoundFile,
    /// The inputs of the three CSV files.
    pub input: RoundInput,
    /// The published results.csv and summary.json bytes, when present.
    pub published: Option<(Vec<u8>, Option<Vec<u8>>)>,
    lines: RowLines,
}

/// Recomputed results and their two files.
#[derive(Debug, Clone, PartialEq)]
pub struct Computed {
    /// The results.
    pub result: RoundResult,
    /// results.csv, byte-exact.
    pub results_csv: String,
    /// summary.json, byte-exact.
    pub summary_json: String,
}

impl Pack {
    /// Reads and checks a pack from a directory or a zip archive.
    pub fn read(path: &Path) -> Result<Self, PackError> {
        Self::from_files(&PackFiles::read(path)?)
    }

    /// Checks a pack held in memory.
    pub fn from_files(files: &PackFiles) -> Result<Self, PackError> {
        let round = RoundFile::parse(&files.round_json)?;
        let computed = input_sha256(&files.projects_csv, &files.people_csv, &files.contributions_csv);
        if computed != round.input_sha256 {
            return Err(PackError::HashMismatch { declared: round.input_sha256.clone(), computed });
        }
        let (input, lines) =
            csv_in::read_inputs(round.pool_cents, &files.projects_csv, &files.people_csv, &files.contributions_csv)?;
        let published = files.results_csv.clone().map(|results| (results, files.summary_json.clone()));
        Ok(Self { round, input, published, lines })
    }

    /// Validates the inputs across files and lays them out for computing.
    pub fn prepare(&self) -> Result<PreparedRound<'_>, PackError> {
        PreparedRound::new(&self.input, &self.round.params).map_err(|e| self.locate(e))
    }

    /// Computes the results and renders results.csv and summary.json.
    pub fn compute(&self) -> Result<Computed, PackError> {
        computed(&self.prepare()?, self.round.algorithm)
    }

    /// Points an input error at the CSV line it comes from.
    fn locate(&self, error: InputError) -> PackError {
        let input = &self.input;
        let at = |file: &'static str, lines: &[u64], row: Option<usize>, message: String| match row {
            Some(row) => PackError::Csv { file, line: lines[row], message },
            None => PackError::Input(error.clone()),
        };
        let message = error.to_string();
        match &error {
            InputError::DuplicateProject(id) => {
                let row = input.projects.iter().rposition(|p| &p.id == id);
                at(PROJECTS_CSV, &self.lines.projects, row, message)
            }
            InputError::DuplicatePerson(id) => {
                let row = input.people.iter().rposition(|p| &p.id == id);
                at(PEOPLE_CSV, &self.lines.people, row, message)
            }
            InputError::DuplicateContribution { person_id, project_id } => {
                let row =
                    input.contributions.iter().rposition(|c| &c.person_id == person_id && &c.project_id == project_id);
                at(CONTRIBUTIONS_CSV, &self.lines.contributions, row, message)
            }
            InputError::UnknownPerson(id) => {
                let row = input.contributions.iter().position(|c| &c.person_id == id);
                let message = format!("{message}: it is not in people.csv");
                at(CONTRIBUTIONS_CSV, &self.lines.contributions, row, message)
            }
            InputError::UnknownProject(id) => {
                let row = input.contributions.iter().position(|c| &c.project_id == id);
                let message = format!("{message}: it is not in projects.csv");
                at(CONTRIBUTIONS_CSV, &self.lines.contributions, row, message)
            }
            _ => PackError::Input(error.clone()),
        }
    }
}

/// `matchpool qf compute`: reads a pack, recomputes its results and, when `out_dir` is given,
/// writes results.csv and summary.json there (creating the directory).
pub fn compute_to(pack_path: &Path, out_dir: Option<&Path>) -> Result<Computed, PackError> {
    let computed = compute_files(&PackFiles::read(pack_path)?)?;
    if let Some(dir) = out_dir {
        files::write_files(
            dir,
            &[
                (files::RESULTS_CSV, computed.results_csv.as_bytes()),
                (files::SUMMARY_JSON, computed.summary_json.as_bytes()),
            ],
        )?;
    }
    Ok(computed)
}

/// Recomputes the results of a pack held in memory (the work of [`compute_to`] once the files
/// are read).
pub fn compute_files(files: &PackFiles) -> Result<Computed, PackError> {
    load::with_prepared(files, false, |round, prepared| computed(prepared, round.algorithm))
}

/// `matchpool qf verify`: recomputes a pack's results and compares them with the published
/// results.csv and summary.json, and the root of its contribution rows with manifest.json's
/// when the pack has one.
pub fn verify(pack_path: &Path) -> Result<VerifyReport, PackError> {
    let files = PackFiles::read(pack_path)?;
    let manifest = files.manifest_json.as_deref().map(Manifest::parse).transpose()?;
    let (round, computed, tree) = load::with_prepared(&files, true, |round, prepared| {
        Ok((round.clone(), computed(prepared, round.algorithm)?, commitment_of(prepared)))
    })?;
    let results = files.results_csv.as_deref().unwrap_or_default();
    let summary = files.summary_json.as_deref();
    let (mut differences, mut within_tolerance) = verify::compare(results, summary, &computed.result)?;
    if let Some(manifest) = &manifest {
        let before = differences.len();
        verify::compare_manifest(manifest, &round.round_id, &tree, &mut differences);
        within_tolerance &= differences.len() == before;
    }
    Ok(VerifyReport {
        round_id: round.round_id,
        algorithm: round.algorithm,
        input_sha256: round.input_sha256,
        results_bytes_identical: results == computed.results_csv.as_bytes(),
        summary_bytes_identical: summary == Some(computed.summary_json.as_bytes()),
        within_tolerance: differences.is_empty() || within_tolerance,
        differences,
        recomputed: computed.result,
        contributions_tree: tree,
        pack_sha256: pack_sha256(&files),
        anchor: manifest.as_ref().and_then(|m| m.anchor.clone()),
        manifest_present: manifest.is_some(),
    })
}

/// Names the transaction anchoring the pack in its manifest.json (docs/PROOFS.md §6c). The
/// pack's hash does not cover the manifest, so the pack stays the one the transaction names.
pub fn name_anchor(files: &mut PackFiles, anchor: AnchorRef) -> Result<(), PackError> {
    let manifest = files.manifest_json.as_deref().ok_or(PackError::MissingFile(files::MANIFEST_JSON))?;
    let mut manifest = Manifest::parse(manifest)?;
    manifest.anchor = Some(anchor);
    files.manifest_json = Some(manifest.render().into_bytes());
    Ok(())
}

/// The tree over a pack's contribution rows, from which every donor's inclusion proof is read
/// (docs/PROOFS.md). The pack is read and checked as [`compute_files`] does.
pub fn contribution_tree(files: &PackFiles) -> Result<ContributionTree, PackError> {
    load::with_prepared(files, false, |round, prepared| Ok(ContributionTree::from_prepared(&round.round_id, prepared)))
}

/// `matchpool qf estimate`: the §12 estimate on a pack's inputs, for a person of people.csv or,
/// with `None`, a new unverified person.
pub fn estimate(pack_path: &Path, person: Option<&str>, project: &str, cents: u64) -> Result<Estimate, PackError> {
    let files = PackFiles::read(pack_path)?;
    let estimator =
        load::with_prepared(&files, false, |round, prepared| Ok(Estimator::from_prepared(prepared, round.algorithm)?))?;
    let who = person.map_or(Who::VISITOR, Who::Person);
    Ok(estimator.estimate(who, project, cents)?)
}

/// Computes a prepared round's results and renders results.csv and summary.json.
fn computed(prepared: &PreparedRound<'_>, algorithm: Algorithm) -> Result<Computed, PackError> {
    let result = prepared.compute(algorithm)?;
    Ok(Computed { results_csv: render::results_csv(&result), summary_json: Summary::of(&result).render(), result })
}

/// Renders a complete pack (inputs in canonical order, round.json, results, manifest.json) for
/// a round.
pub fn render(
    input: &RoundInput,
    algorithm: Algorithm,
    params: &Params,
    round_id: &str,
) -> Result<(PackFiles, RoundResult), PackError> {
    let round = PreparedRound::new(input, params)?;
    let csvs = render::input_csvs(&round, input);
    let result = round.compute(algorithm)?;
    let manifest = Manifest { round_id: round_id.to_owned(), contributions_tree: commitment_of(&round), anchor: None };
    let round_file = RoundFile {
        round_id: round_id.to_owned(),
        algorithm,
        algorithm_version: u64::from(ALGORITHM_VERSION),
        pool_cents: input.pool_cents,
        params: params.clone(),
        input_sha256: input_sha256(csvs.projects.as_bytes(), csvs.people.as_bytes(), csvs.contributions.as_bytes()),
    };
    let files = PackFiles {
        round_json: round_file.render().into_bytes(),
        projects_csv: csvs.projects.into_bytes(),
        people_csv: csvs.people.into_bytes(),
        contributions_csv: csvs.contributions.into_bytes(),
        results_csv: Some(render::results_csv(&result).into_bytes()),
        summary_json: Some(Summary::of(&result).render().into_bytes()),
        manifest_json: Some(manifest.render().into_bytes()),
    };
    Ok((files, result))
}

/// Writes a complete pack for a round into `dir` (the server's export) and returns the results.
pub fn write_pack(
    dir: &Path,
    input: &RoundInput,
    algorithm: Algorithm,
    params: &Params,
    round_id: &str,
) -> Result<RoundResult, PackError> {
    let (files, result) = render(input, algorithm, params, round_id)?;
    files.write_dir(dir)?;
    Ok(result)
}
