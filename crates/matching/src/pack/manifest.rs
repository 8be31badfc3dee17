//! `manifest.json` (matching.md §13.7): the commitment to the pack's contribution rows that
//! donors' inclusion proofs lead to (docs/PROOFS.md).

use serde::{Deserialize, Serialize};

use super::PackError;
use super::anchor::AnchorRef;
use super::files::MANIFEST_JSON;
use crate::proof::{Commitment, PROOF_VERSION};

/// What manifest.json says (readers ignore extra top-level keys).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// The round's public id, as in round.json.
    pub round_id: String,
    /// The Merkle tree over contributions.csv's rows.
    pub contributions_tree: Commitment,
    /// The Cardano transaction anchoring the pack (docs/PROOFS.md §6c), once it is anchored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub anchor: Option<AnchorRef>,
}

impl Manifest {
    /// Parses manifest.json and checks that its tree is in a format this build knows.
    pub(crate) fn parse(bytes: &[u8]) -> Result<Self, PackError> {
        let json_error = |message: String| PackError::Json { file: MANIFEST_JSON, message };
        let manifest: Manifest = serde_json::from_slice(bytes).map_err(|e| json_error(e.to_string()))?;
        let version = manifest.contributions_tree.version;
        if version != PROOF_VERSION {
            return Err(json_error(format!(
                "contributions_tree version {version} is unknown; this build implements version {PROOF_VERSION}"
            )));
        }
        Ok(manifest)
    }

    /// The file's text: pretty JSON, keys in §13.7 order, final LF.
    pub(crate) fn render(&self) -> String {
        // Serializing this plain struct cannot fail.
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }
}
