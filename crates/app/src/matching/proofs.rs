//! A donor's inclusion proof for a frozen round (docs/PROOFS.md): read from the round's stored
//! audit pack, for the person's pseudonym in that round and nobody else's.

use std::io::Cursor;
use std::path::Path;

use anyhow::Context;
use matchpool_matching::pack::{self, Manifest, PackFiles};
use matchpool_matching::proof::InclusionProof;
use uuid::Uuid;

use crate::App;

/// What a donor's proof request finds.
#[derive(Debug)]
pub enum DonorProof {
    /// The round has no frozen results (so no pack and no root).
    NotFrozen,
    /// The round is frozen, but the person has no counted row in its pack.
    NoRows,
    /// The person's rows and their paths to the root the pack's manifest publishes.
    Proof(InclusionProof),
}

/// The inclusion proof of `user_id`'s rows in `round_id`'s frozen audit pack. The pack is the
/// stored one, so the root is the one the round published; the person is found by the pseudonym
/// the pack was written with (HMAC of the server key, the round and the person), so the proof
/// can only ever be the caller's own.
pub async fn donor_proof(app: &App, round_id: Uuid, user_id: Uuid) -> anyhow::Result<DonorProof> {
    let Some(zip) = matchpool_store::results::audit_pack(&app.db, round_id).await? else {
        return Ok(DonorProof::NotFrozen);
    };
    let pseudonym = app.matching.pseudonym(round_id, user_id);
    // Reading and hashing a large pack takes a while: off the async workers.
    tokio::task::spawn_blocking(move || proof_in_pack(&zip, &pseudonym)).await.context("building the proof")?
}

fn proof_in_pack(zip: &[u8], pseudonym: &str) -> anyhow::Result<DonorProof> {
    let files =
        PackFiles::read_zip(Cursor::new(zip), Path::new("audit-pack.zip")).context("reading the stored pack")?;
    let tree = pack::contribution_tree(&files).context("the stored pack's contribution rows")?;
    if let Some(manifest) = files.manifest_json.as_deref() {
        let manifest: Manifest = serde_json::from_slice(manifest).context("the stored manifest.json")?;
        anyhow::ensure!(
            manifest.contributions_tree == tree.commitment(),
            "the stored pack's rows do not lead to the root its manifest publishes"
        );
    }
    Ok(tree.proof(pseudonym).map_or(DonorProof::NoRows, DonorProof::Proof))
}
