//! One estimator per round in voting, kept in memory (matching.md §12): built from the round's
//! live inputs, rebuilt when a vote or donation was recorded on this instance or after a few
//! seconds (to see other instances' changes), and shared by every estimate request meanwhile.

use std::sync::Arc;
use std::time::Instant;

use anyhow::Context;
use chrono::{DateTime, Utc};
use matchpool_matching::Estimator;
use matchpool_store::entities::round::Model as Round;

use super::MatchingState;
use super::compute::round_settings;
use crate::state::AppState;

/// A round's estimator and the round as it was when it was built.
pub struct CachedEstimator {
    pub estimator: Estimator,
    pub round: Round,
    /// When the inputs were read (for pairwise and cocm: when the full computation ran).
    pub computed_at: DateTime<Utc>,
    built: Instant,
    version: u64,
}

impl MatchingState {
    fn fresh(&self, round_id: uuid::Uuid, version: u64) -> Option<Arc<CachedEstimator>> {
        let cache = self.estimators.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        cache.get(&round_id).filter(|c| c.version == version && c.built.elapsed() < self.max_age).cloned()
    }

    /// The cached estimator of a round, if still fresh; its `round` saves reading the round again.
    pub fn cached_estimator(&self, round_id: uuid::Uuid) -> Option<Arc<CachedEstimator>> {
        self.fresh(round_id, self.version())
    }
}

/// The round's estimator: the cached one while fresh, otherwise built from the live inputs.
/// Concurrent requests may build it twice; the last one built is kept.
pub async fn estimator(state: &AppState, round: &Round) -> anyhow::Result<Arc<CachedEstimator>> {
    let matching = &state.matching;
    // Read before the inputs, so a change recorded during the build makes the next call rebuild.
    let version = matching.version();
    if let Some(cached) = matching.fresh(round.id, version) {
        return Ok(cached);
    }
    let now = Utc::now();
    let (algorithm, params) = round_settings(round)?;
    let inputs = matchpool_store::matching::round_inputs(&state.db, round, matching.pseudonym_key(), now).await?;
    let estimator = tokio::task::spawn_blocking(move || Estimator::new(&inputs.input, algorithm, &params))
        .await
        .context("the estimator task stopped")?
        .with_context(|| format!("building the estimator of round {}", round.id))?;
    let cached =
        Arc::new(CachedEstimator { estimator, round: round.clone(), computed_at: now, built: Instant::now(), version });
    matching.estimators.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).insert(round.id, cached.clone());
    Ok(cached)
}
