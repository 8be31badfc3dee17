//! A donor's inclusion proof for a frozen round (docs/PROOFS.md): read from the round's stored
//! audit pack, for the person's pseudonym in that round and nobody else's — asked for by the
//! signed-in donor, or by whoever holds the donor's inclusion code for the round.

use std::fmt;
use std::io::Cursor;
use std::path::Path;

use anyhow::Context;
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use matchpool_domain::round::Round;
use matchpool_domain::{RoundId, UserId};
use matchpool_matching::pack::{self, Manifest, PackFiles};
use matchpool_matching::proof::InclusionProof;
use sha2::Sha256;

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
pub async fn donor_proof(app: &App, round_id: RoundId, user_id: UserId) -> anyhow::Result<DonorProof> {
    proof_of(app, round_id, app.matching.pseudonym(round_id, user_id)).await
}

async fn proof_of(app: &App, round_id: RoundId, pseudonym: String) -> anyhow::Result<DonorProof> {
    let Some(zip) = matchpool_store::results::audit_pack(&app.db, round_id).await? else {
        return Ok(DonorProof::NotFrozen);
    };
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

/// The bytes of an inclusion code's check: 80 bits, so a code cannot be guessed.
const CHECK_BYTES: usize = 10;

/// A donor's inclusion code for one round (docs/PROOFS.md §6b): `<round number>-<pseudonym>-<check>`,
/// where the pseudonym is the donor's in that round's pack and the check is an HMAC under the
/// server's pseudonym key of the round and the pseudonym. Whoever holds it may read that
/// donor's proof for that round, and nothing else: it names no user, and the codes of one
/// person in two rounds share nothing (their pseudonyms and checks are unrelated).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InclusionCode {
    pub round_number: i32,
    pub pseudonym: String,
    check: [u8; CHECK_BYTES],
}

impl InclusionCode {
    /// `user_id`'s code for `round`. It exists before the round is frozen (the proof does not).
    pub fn of(app: &App, round: &Round, user_id: UserId) -> Self {
        let pseudonym = app.matching.pseudonym(round.id, user_id);
        let check = check(app.matching.pseudonym_key(), round.id, &pseudonym);
        Self { round_number: round.number, pseudonym, check }
    }

    /// Reads a code as [`fmt::Display`] writes it (surrounding spaces and upper-case hex
    /// accepted, since people copy codes by hand); `None` when it is not in that form.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim().to_ascii_lowercase();
        let mut parts = text.split('-');
        let (number, pseudonym, check_hex) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some()
            || number.is_empty()
            || number.len() > 9
            || !number.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let pseudonym_ok = pseudonym.len() == 16 && pseudonym.bytes().all(|b| b.is_ascii_hexdigit());
        let mut check = [0u8; CHECK_BYTES];
        if !pseudonym_ok || hex::decode_to_slice(check_hex, &mut check).is_err() {
            return None;
        }
        Some(Self { round_number: number.parse().ok()?, pseudonym: pseudonym.to_owned(), check })
    }

    /// Whether the code's check is the server's for `round` (compared in constant time).
    fn is_for(&self, app: &App, round: &Round) -> bool {
        let mac = keyed(app.matching.pseudonym_key(), round.id, &self.pseudonym);
        // `verify_truncated_left` compares the first bytes of the tag in constant time.
        round.number == self.round_number && mac.verify_truncated_left(&self.check).is_ok()
    }
}

impl fmt::Display for InclusionCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}-{}", self.round_number, self.pseudonym, hex::encode(self.check))
    }
}

/// The HMAC of an inclusion code, domain-separated from the pseudonym's (which hashes two ids).
fn keyed(key: &[u8], round_id: RoundId, pseudonym: &str) -> Hmac<Sha256> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC accepts any key length");
    mac.update(b"matchpool inclusion code v1\0");
    mac.update(round_id.as_bytes());
    mac.update(pseudonym.as_bytes());
    mac
}

fn check(key: &[u8], round_id: RoundId, pseudonym: &str) -> [u8; CHECK_BYTES] {
    let tag = keyed(key, round_id, pseudonym).finalize().into_bytes();
    let mut check = [0u8; CHECK_BYTES];
    check.copy_from_slice(&tag[..CHECK_BYTES]);
    check
}

/// What a holder of an inclusion code finds.
#[derive(Debug)]
pub enum CodeProof {
    /// The text is not an inclusion code at all.
    Malformed,
    /// No round has this code (unknown round, or a check that is not the server's).
    Unknown,
    /// The round's results are not public yet.
    NotPublished,
    /// The donor's proof, or why there is none yet.
    Found(DonorProof),
}

/// The proof an inclusion code opens: the rows of the code's pseudonym in its round's frozen
/// pack, once the round's results are public. Nobody learns from this whose code it is.
pub async fn proof_by_code(app: &App, text: &str, now: DateTime<Utc>) -> anyhow::Result<CodeProof> {
    let Some(code) = InclusionCode::parse(text) else {
        return Ok(CodeProof::Malformed);
    };
    let Some(round) = matchpool_store::rounds::by_number(&app.db, code.round_number).await? else {
        return Ok(CodeProof::Unknown);
    };
    if !code.is_for(app, &round) {
        return Ok(CodeProof::Unknown);
    }
    if now < round.results_at {
        return Ok(CodeProof::NotPublished);
    }
    Ok(CodeProof::Found(proof_of(app, round.id, code.pseudonym).await?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    #[test]
    fn a_code_reads_back_and_refuses_other_forms() {
        let code = InclusionCode { round_number: 12, pseudonym: "0123456789abcdef".into(), check: [0xab; CHECK_BYTES] };
        let text = code.to_string();
        assert_eq!(text, "12-0123456789abcdef-abababababababababab");
        assert_eq!(InclusionCode::parse(&text), Some(code.clone()));
        assert_eq!(InclusionCode::parse(&format!("  {}\n", text.to_uppercase())), Some(code));
        for bad in [
            "",
            "12",
            "12-0123456789abcdef",
            "x-0123456789abcdef-abababababababababab",
            "-0123456789abcdef-abababababababababab",
            "12-0123456789abcde-abababababababababab",
            "12-0123456789abcdeg-abababababababababab",
            "12-0123456789abcdef-ababababababababab",
            "12-0123456789abcdef-abababababababababab-1",
            "1234567890-0123456789abcdef-abababababababababab",
        ] {
            assert_eq!(InclusionCode::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn checks_differ_by_round_and_pseudonym_and_key() {
        let (a, b) = (RoundId::from_uuid(Uuid::from_u128(1)), RoundId::from_uuid(Uuid::from_u128(2)));
        let base = check(b"key", a, "0123456789abcdef");
        assert_eq!(base, check(b"key", a, "0123456789abcdef"));
        assert_ne!(base, check(b"key", b, "0123456789abcdef"));
        assert_ne!(base, check(b"key", a, "0123456789abcdee"));
        assert_ne!(base, check(b"other", a, "0123456789abcdef"));
    }
}
