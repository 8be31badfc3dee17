//! One estimator per round in voting, kept in memory (matching.md §12). Built from the round's
//! live inputs, fed every vote recorded on this instance as it happens, and rebuilt after a while
//! to see what other instances, KYC reviews and settlements changed meanwhile.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock, RwLockReadGuard};
use std::time::{Duration, Instant};

use anyhow::Context;
use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_matching::{Algorithm, EstimateError, Estimator};
use uuid::Uuid;

use super::MatchingState;
use super::compute::round_settings;
use crate::App;

/// How long a qf estimator serves before it is rebuilt from the database: a rebuild reads the
/// round's inputs, cheap for qf.
const QF_MAX_AGE: Duration = Duration::from_secs(10);

/// The same for pairwise and cocm, whose rebuild runs the full computation.
const FULL_MAX_AGE: Duration = Duration::from_secs(60);

/// A round's estimator and the round as it was when it was built.
pub struct CachedEstimator {
    estimator: RwLock<Estimator>,
    pub round: Round,
    /// When the inputs were read (for pairwise and cocm: when the full computation ran).
    pub computed_at: DateTime<Utc>,
    built: Instant,
    max_age: Duration,
    /// The round's version (MatchingState) the estimator is up to date with.
    version: AtomicU64,
}

impl CachedEstimator {
    /// The estimator, for reading (a few microseconds; never held across an await).
    pub fn read(&self) -> RwLockReadGuard<'_, Estimator> {
        self.estimator.read().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub(super) fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }

    pub(super) fn apply(
        &self,
        version: u64,
        change: impl FnOnce(&mut Estimator) -> Result<(), EstimateError>,
    ) -> Result<(), EstimateError> {
        let mut estimator = self.estimator.write().unwrap_or_else(|poisoned| poisoned.into_inner());
        change(&mut estimator)?;
        self.version.store(version, Ordering::Release);
        Ok(())
    }
}

impl MatchingState {
    /// The cached estimator of a round if it is up to date and young enough.
    pub fn cached_estimator(&self, round_id: Uuid) -> Option<Arc<CachedEstimator>> {
        let cache = self.lock();
        let version = cache.versions.get(&round_id).copied().unwrap_or(0);
        cache.estimators.get(&round_id).filter(|c| c.version() == version && c.built.elapsed() < c.max_age).cloned()
    }
}

/// The round's estimator: the cached one while fresh, otherwise built from the live inputs.
/// Concurrent requests may build it twice; the last one built is kept.
pub async fn estimator(app: &App, round: &Round) -> anyhow::Result<Arc<CachedEstimator>> {
    let matching = &app.matching;
    if let Some(cached) = matching.cached_estimator(round.id) {
        return Ok(cached);
    }
    // Read before the inputs: a change recorded during the build leaves this estimator behind
    // the round's version, so the next request rebuilds it.
    let version = matching.lock().versions.get(&round.id).copied().unwrap_or(0);
    let now = Utc::now();
    let (algorithm, params) = round_settings(round)?;
    let inputs = matchpool_store::matching::round_inputs(&app.db, round, matching.pseudonym_key(), now).await?;
    let estimator = tokio::task::spawn_blocking(move || Estimator::new(&inputs.input, algorithm, &params))
        .await
        .context("the estimator task stopped")?
        .with_context(|| format!("building the estimator of round {}", round.id))?;
    let cached = Arc::new(CachedEstimator {
        estimator: RwLock::new(estimator),
        round: round.clone(),
        computed_at: now,
        built: Instant::now(),
        max_age: if algorithm == Algorithm::Qf { QF_MAX_AGE } else { FULL_MAX_AGE },
        version: AtomicU64::new(version),
    });
    matching.lock().estimators.insert(round.id, cached.clone());
    Ok(cached)
}
