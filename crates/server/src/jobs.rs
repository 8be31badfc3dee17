//! The background jobs of `serve`: freezing rounds as their voting ends, and reconciling
//! donations in flight with their providers. They run on the leading instance only (see
//! `leadership`), and each run is counted and timed for the metrics.

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use matchpool_api::AppState;
use matchpool_app::Changes;

use crate::leadership::Leadership;

/// Runs `job` every `every` while this instance leads, recording runs, durations and failures. A
/// run that handled something through use cases that did not say what they wrote counts as a
/// write of anything for the public reads kept in memory (`matchpool_app::changes`).
pub fn spawn<F, Fut>(name: &'static str, every: Duration, leadership: Leadership, changes: Arc<Changes>, job: F)
where
    F: Fn() -> Fut + Send + 'static,
    Fut: Future<Output = anyhow::Result<usize>> + Send,
{
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if !leadership.is_leader() {
                continue;
            }
            let span = tracing::info_span!("job", job = name);
            let started = Instant::now();
            let (result, said) =
                matchpool_app::changes::scope(tracing::Instrument::instrument(job(), span.clone())).await;
            let outcome = if result.is_ok() { "ok" } else { "failed" };
            metrics::counter!("matchpool_job_runs_total", "job" => name, "outcome" => outcome).increment(1);
            metrics::histogram!("matchpool_job_duration_seconds", "job" => name)
                .record(started.elapsed().as_secs_f64());
            let _entered = span.enter();
            match result {
                Ok(0) => {}
                Ok(n) => {
                    if !said {
                        changes.bump();
                    }
                    tracing::info!(handled = n, "job done")
                }
                Err(err) => tracing::warn!(error = ?err, "job failed"),
            }
        }
    });
}

/// Freezes rounds as their voting ends (DESIGN §4.8); the database also lets only one writer
/// store a round's results.
pub fn freeze_rounds(state: AppState, every: Duration, leadership: Leadership) {
    spawn("freeze", every, leadership, state.app.changes.clone(), move || {
        let state = state.clone();
        async move { matchpool_app::matching::freeze_due(&state, chrono::Utc::now()).await }
    });
}

/// Looks up donations in flight too long at their providers (and ADA payments on the chain).
pub fn reconcile(state: AppState, every: Duration, leadership: Leadership) {
    spawn("reconcile", every, leadership, state.app.changes.clone(), move || {
        let state = state.clone();
        async move {
            matchpool_app::donations::reconcile(&state).await.map_err(|err| match err {
                matchpool_app::AppError::Internal(err) => err,
                other => anyhow::anyhow!("{other:?}"),
            })
        }
    });
}

/// Sends the daily donation digests of the organizations that chose one (issue 16); each goes out
/// at most once a day, so checking every few minutes is safe.
pub fn donation_digests(state: AppState, every: Duration, leadership: Leadership) {
    spawn("donation_digests", every, leadership, state.app.changes.clone(), move || {
        let state = state.clone();
        async move {
            matchpool_app::donations::send_daily_digests(&state, chrono::Utc::now()).await.map_err(|err| match err {
                matchpool_app::AppError::Internal(err) => err,
                other => anyhow::anyhow!("{other:?}"),
            })
        }
    });
}
