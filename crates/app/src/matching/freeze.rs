//! Freezing a round at the end of voting (DESIGN §4.8): its inputs are taken as of the end of
//! voting, the results computed and stored with the algorithm version, parameters, input hash and
//! audit pack — once, even when several instances try at the same moment.

use std::io::Cursor;

use anyhow::Context;
use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_matching::ALGORITHM_VERSION;
use matchpool_matching::pack::Manifest;
use matchpool_store::results::{NewResults, Summary};

use super::anchor::{self, Anchoring};
use super::compute::compute_now;
use crate::App;

/// What freezing a round did.
#[derive(Debug)]
pub enum Freeze {
    /// This call froze it.
    Frozen(Summary),
    /// It was frozen already (perhaps by another instance a moment ago); those results stand.
    AlreadyFrozen(Summary),
    /// Voting has not ended.
    VotingOpen,
}

/// Freezes `round` if its voting has ended and it has no results yet.
#[tracing::instrument(name = "freeze", skip_all, fields(round = %round.id, number = round.number))]
pub async fn freeze_round(app: &App, round: &Round, now: DateTime<Utc>) -> anyhow::Result<Freeze> {
    if now < round.voting_end_at {
        return Ok(Freeze::VotingOpen);
    }
    if let Some(existing) = matchpool_store::results::summary(&app.db, round.id).await? {
        return Ok(Freeze::AlreadyFrozen(existing));
    }
    let computed = compute_now(app, round, round.voting_end_at).await?;
    let manifest = computed.pack.manifest_json.as_deref().context("the rendered pack has no manifest.json")?;
    let manifest: Manifest = serde_json::from_slice(manifest).context("the rendered manifest.json")?;
    let zip = computed.pack.write_zip(Cursor::new(Vec::new())).context("zipping the audit pack")?.into_inner();
    let new = NewResults {
        round_id: round.id,
        algorithm: computed.algorithm.to_string(),
        algorithm_version: ALGORITHM_VERSION as i32,
        params: serde_json::to_value(&computed.params)?,
        input_sha256: computed.input_sha256,
        pool_cents: computed.pool_cents,
        allocated_cents: computed.allocated_cents,
        unallocated_cents: computed.unallocated_cents,
        frozen_at: computed.cut_off,
        audit_pack: zip,
        contributions_tree: manifest.contributions_tree,
        projects: computed.lines,
    };
    match matchpool_store::results::insert(&app.db, new, Utc::now()).await? {
        Some(summary) => {
            tracing::info!(
                algorithm = %summary.algorithm,
                allocated_cents = summary.allocated_cents, unallocated_cents = summary.unallocated_cents,
                input_sha256 = %summary.input_sha256, "round frozen"
            );
            Ok(Freeze::Frozen(anchor_after_freeze(app, round, summary).await))
        }
        None => {
            let existing = matchpool_store::results::summary(&app.db, round.id)
                .await?
                .context("results were stored by another instance but cannot be read")?;
            Ok(Freeze::AlreadyFrozen(existing))
        }
    }
}

/// Anchors the results just frozen on chain (docs/PROOFS.md §6c). The freeze stands whatever
/// happens here: a round left unanchored is tried again by [`freeze_due`].
async fn anchor_after_freeze(app: &App, round: &Round, frozen: Summary) -> Summary {
    match anchor::anchor_round(app, round).await {
        Ok(Anchoring::Anchored(_)) => {
            matchpool_store::results::summary(&app.db, round.id).await.ok().flatten().unwrap_or(frozen)
        }
        Ok(_) => frozen,
        Err(err) => {
            tracing::error!(round = %round.id, error = ?err, "anchoring the frozen round failed; it is tried again");
            frozen
        }
    }
}

/// Freezes every round whose voting has ended and that has no results; returns how many this
/// call froze. A round that fails is logged and retried on the next call; the others go on.
pub async fn freeze_due(app: &App, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let ended: Vec<Round> =
        matchpool_store::rounds::all(&app.db).await?.into_iter().filter(|r| r.voting_end_at <= now).collect();
    let frozen = matchpool_store::results::frozen_among(&app.db, ended.iter().map(|r| r.id).collect()).await?;
    let mut count = 0;
    for round in ended.iter().filter(|r| !frozen.contains(&r.id)) {
        match freeze_round(app, round, now).await {
            Ok(Freeze::Frozen(_)) => count += 1,
            Ok(_) => {}
            Err(err) => tracing::error!(round = %round.id, error = ?err, "freezing the round failed"),
        }
    }
    // Rounds frozen while the chain or the wallet could not anchor them.
    if let Err(err) = anchor::anchor_due(app).await {
        tracing::error!(error = ?err, "anchoring frozen rounds failed");
    }
    Ok(count)
}
