//! One estimator per round in voting, kept in memory (matching.md §12). Built off the request
//! path (at start-up for the rounds in voting, or when a request first needs it), once per round
//! however many requests ask, fed every vote and donation recorded on this instance as it
//! happens, rebuilt before its next answer after a change it cannot follow (a refund, a KYC
//! decision), rebuilt in the background soon after another instance's news (without making
//! requests wait), and rebuilt in the background after a while as a safety
//! net (impact points that moved, an announcement missed). A request never waits on a build for more than
//! [`READY_WAIT`]: past that it answers from the previous estimator, or `estimate.not_ready`.

use matchpool_domain::RoundId;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock, RwLockReadGuard};
use std::time::{Duration, Instant};

use anyhow::Context;
use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_matching::{Algorithm, EstimateError, Estimator};

use super::MatchingState;
use super::compute::round_settings;
use crate::{App, AppError, AppResult, ErrorKind};

/// How long a qf estimator serves before it is rebuilt in the background from the database (a
/// safety net: this instance's changes are applied as they happen, other instances announce
/// theirs). A national round's rebuild reads hundreds of thousands of rows, so not too often.
const QF_MAX_AGE: Duration = Duration::from_secs(60);

/// The same for pairwise and cocm, whose rebuild runs the full computation.
const FULL_MAX_AGE: Duration = Duration::from_secs(300);

/// A rebuild waits at least this many times as long as the last build took, so the safety net
/// costs at most a few percent of one core however large the round (a national round's build
/// takes seconds: it is rebuilt every few minutes rather than every minute).
const AGE_PER_BUILD_TIME: u32 = 30;

/// An estimator with news from another instance is rebuilt in the background once it is this many
/// times as old as its build took (and at least [`NEWS_MIN_AGE`]): while the other instances take
/// votes all the time, a national round's estimator here is at most a few builds old, and the
/// rebuilds cost a fraction of a core.
const NEWS_AGE_PER_BUILD_TIME: u32 = 4;

/// The youngest an estimator with news is rebuilt at.
const NEWS_MIN_AGE: Duration = Duration::from_millis(250);

/// The longest a request waits for a round's estimator being built before it answers from the
/// previous one, or `estimate.not_ready` when there is none yet.
pub const READY_WAIT: Duration = Duration::from_millis(1000);

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
    /// The other instances' news of the round (MatchingState) its inputs include.
    news: u64,
    /// How long its build took.
    build_time: Duration,
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

/// What the cache holds for a round.
enum Held {
    /// Up to date with every change recorded on this instance (perhaps old: see `max_age`), and
    /// the other instances' news of the round so far.
    Current(Arc<CachedEstimator>, u64),
    /// Behind a change on this instance it could not follow (a refund, a KYC decision).
    Behind(Arc<CachedEstimator>),
    None,
}

impl MatchingState {
    /// The cached estimator of a round if it is up to date with this instance's changes. One
    /// older than its max age still answers while a rebuild runs in the background.
    pub fn cached_estimator(&self, app: &App, round_id: RoundId) -> Option<Arc<CachedEstimator>> {
        match self.held(round_id) {
            Held::Current(cached, news) => {
                let age = cached.built.elapsed();
                let refresh = NEWS_MIN_AGE.max(cached.build_time * NEWS_AGE_PER_BUILD_TIME);
                if age >= cached.max_age || (cached.news < news && age >= refresh) {
                    start_build(app, cached.round.clone());
                }
                Some(cached)
            }
            Held::Behind(_) | Held::None => None,
        }
    }

    fn held(&self, round_id: RoundId) -> Held {
        let cache = self.lock();
        let version = cache.versions.get(&round_id).copied().unwrap_or(0);
        match cache.estimators.get(&round_id) {
            Some(cached) if cached.version() == version => {
                Held::Current(cached.clone(), cache.news.get(&round_id).copied().unwrap_or(0))
            }
            Some(cached) => Held::Behind(cached.clone()),
            None => Held::None,
        }
    }
}

/// The round's estimator, from memory: the current one at once; otherwise the build (started once
/// for all the requests that ask) awaited for at most [`READY_WAIT`], then the previous estimator
/// if there is one, else 503 `estimate.not_ready`.
pub async fn estimator(app: &App, round: &Round) -> AppResult<Arc<CachedEstimator>> {
    let matching = &app.matching;
    let deadline = tokio::time::Instant::now() + READY_WAIT;
    loop {
        // Registered before looking, so a build finishing in between still wakes this request.
        let built = matching.built.notified();
        tokio::pin!(built);
        built.as_mut().enable();
        if let Some(cached) = matching.cached_estimator(app, round.id) {
            return Ok(cached);
        }
        start_build(app, round.clone());
        if tokio::time::timeout_at(deadline, built).await.is_err() {
            break;
        }
    }
    match matching.held(round.id) {
        Held::Current(cached, _) | Held::Behind(cached) => Ok(cached),
        Held::None => Err(AppError::rule(
            ErrorKind::Unavailable,
            "estimate.not_ready",
            "Estimates for this round are being prepared; try again in a few seconds.",
        )),
    }
}

/// Builds the estimators of the rounds in voting in the background (at start-up), so the first
/// visitors do not wait for them.
pub async fn warm_estimators(app: &App) -> anyhow::Result<usize> {
    let now = Utc::now();
    let rounds = matchpool_store::rounds::all(&app.db).await?;
    let voting: Vec<Round> = rounds.into_iter().filter(|r| r.voting_start_at <= now && now < r.voting_end_at).collect();
    let count = voting.len();
    for round in voting {
        start_build(app, round);
    }
    Ok(count)
}

/// Starts building the round's estimator on its own task unless a build of it is running.
fn start_build(app: &App, round: Round) {
    if !app.matching.lock().building.insert(round.id) {
        return;
    }
    let app = app.clone();
    tokio::spawn(async move {
        let round_id = round.id;
        let started = Instant::now();
        let outcome = build(&app, round).await;
        app.matching.lock().building.remove(&round_id);
        // The round's inputs are dropped: give their memory back.
        tokio::task::spawn_blocking(crate::memory::release_freed).await.ok();
        match outcome {
            Ok(()) => tracing::info!(round = %round_id, ms = started.elapsed().as_millis() as u64, "estimator built"),
            Err(err) => tracing::error!(round = %round_id, error = ?err, "building the estimator failed"),
        }
        app.matching.built.notify_waiters();
    });
}

/// How long an estimator serves before its background rebuild, given how long its build took.
fn max_age(algorithm: Algorithm, build_time: Duration) -> Duration {
    let floor = if algorithm == Algorithm::Qf { QF_MAX_AGE } else { FULL_MAX_AGE };
    floor.max(build_time * AGE_PER_BUILD_TIME)
}

async fn build(app: &App, round: Round) -> anyhow::Result<()> {
    let matching = &app.matching;
    // Read before the inputs: a change recorded during the build leaves this estimator behind
    // the round's version, so the next request rebuilds it.
    let (version, news) = {
        let cache = matching.lock();
        (cache.versions.get(&round.id).copied().unwrap_or(0), cache.news.get(&round.id).copied().unwrap_or(0))
    };
    let now = Utc::now();
    let (algorithm, params) = round_settings(&round)?;
    let started = Instant::now();
    let inputs = matchpool_store::matching::round_inputs(&app.db, &round, matching.pseudonym_key(), now).await?;
    let round_id = round.id;
    let estimator = tokio::task::spawn_blocking(move || Estimator::from_indexed(&inputs.input, algorithm, &params))
        .await
        .context("the estimator task stopped")?
        .with_context(|| format!("building the estimator of round {round_id}"))?;
    let cached = Arc::new(CachedEstimator {
        estimator: RwLock::new(estimator),
        round,
        computed_at: now,
        built: Instant::now(),
        max_age: max_age(algorithm, started.elapsed()),
        version: AtomicU64::new(version),
        news,
        build_time: started.elapsed(),
    });
    matching.lock().estimators.insert(round_id, cached);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slow_build_waits_longer_for_its_rebuild() {
        assert_eq!(max_age(Algorithm::Qf, Duration::from_millis(40)), QF_MAX_AGE);
        assert_eq!(max_age(Algorithm::Pairwise, Duration::from_millis(40)), FULL_MAX_AGE);
        assert_eq!(max_age(Algorithm::Qf, Duration::from_secs(10)), Duration::from_secs(300));
        assert_eq!(max_age(Algorithm::Cocm, Duration::from_secs(20)), Duration::from_secs(600));
    }
}
