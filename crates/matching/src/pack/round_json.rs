//! `round.json` (§13.2), `summary.json` (§13.6) and input_sha256 (§13.4).

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::PackError;
use super::files::{CONTRIBUTIONS_CSV, PEOPLE_CSV, PROJECTS_CSV, ROUND_JSON, SUMMARY_JSON};
use crate::input::MAX_AMOUNT;
use crate::params::{ALGORITHM_VERSION, Algorithm, Params};
use crate::result::RoundResult;

/// What round.json says about a round (readers ignore extra top-level keys).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundFile {
    /// The round's public id.
    pub round_id: String,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Must be 1.
    pub algorithm_version: u64,
    /// B, in cents.
    pub pool_cents: u64,
    /// Every parameter of §3.
    pub params: Params,
    /// §13.4, 64 lowercase hex digits.
    pub input_sha256: String,
}

impl RoundFile {
    /// Parses and checks round.json: known algorithm and version, valid parameters, a
    /// well-formed hash.
    pub(crate) fn parse(bytes: &[u8]) -> Result<Self, PackError> {
        let json_error = |message: String| PackError::Json { file: ROUND_JSON, message };
        let round: RoundFile = serde_json::from_slice(bytes).map_err(|e| json_error(e.to_string()))?;
        if round.pool_cents > MAX_AMOUNT {
            return Err(json_error(format!("pool_cents {} is above 2^53 - 1 = {MAX_AMOUNT}", round.pool_cents)));
        }
        if round.algorithm_version != u64::from(ALGORITHM_VERSION) {
            return Err(PackError::Version(round.algorithm_version));
        }
        round.params.validate().map_err(|e| json_error(format!("params: {e}")))?;
        let hex_ok = round.input_sha256.len() == 64
            && round.input_sha256.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        if !hex_ok {
            return Err(json_error(format!("input_sha256 {:?} is not 64 lowercase hex digits", round.input_sha256)));
        }
        Ok(round)
    }

    /// The file's text: pretty JSON, keys in §13.2 order, final LF.
    pub(crate) fn render(&self) -> String {
        json_text(self)
    }
}

/// summary.json (§13.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Summary {
    pub(crate) pool_cents: u64,
    pub(crate) allocated_cents: u64,
    pub(crate) unallocated_cents: u64,
    pub(crate) algorithm: Algorithm,
    pub(crate) algorithm_version: u32,
}

impl Summary {
    pub(crate) fn of(result: &RoundResult) -> Self {
        Self {
            pool_cents: result.pool_cents,
            allocated_cents: result.allocated_cents,
            unallocated_cents: result.unallocated_cents,
            algorithm: result.algorithm,
            algorithm_version: ALGORITHM_VERSION,
        }
    }

    pub(crate) fn render(&self) -> String {
        json_text(self)
    }
}

fn json_text(value: &impl Serialize) -> String {
    // Serializing these plain structs cannot fail.
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    text
}

/// Parses a published summary.json into key/value pairs to compare.
pub(crate) fn parse_summary(bytes: &[u8]) -> Result<serde_json::Map<String, serde_json::Value>, PackError> {
    serde_json::from_slice(bytes).map_err(|e| PackError::Json { file: SUMMARY_JSON, message: e.to_string() })
}

/// input_sha256 of §13.4: the SHA-256 of the `sha256sum` listing of the three input files.
pub fn input_sha256(projects_csv: &[u8], people_csv: &[u8], contributions_csv: &[u8]) -> String {
    let listing: String =
        [(projects_csv, PROJECTS_CSV), (people_csv, PEOPLE_CSV), (contributions_csv, CONTRIBUTIONS_CSV)]
            .iter()
            .map(|(bytes, name)| format!("{}  {name}\n", hex::encode(Sha256::digest(bytes))))
            .collect();
    hex::encode(Sha256::digest(listing.as_bytes()))
}
