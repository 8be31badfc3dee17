//! The background jobs of `serve`: freezing rounds as their voting ends, and reconciling
//! donations in flight with their providers. They run on the leading instance only (see
//! `leadership`), and each run is counted and timed for the metrics.

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use matchpool_api::AppState;
use matchpool_app::Changes;

use crate::leadership::Leadership;

/// What a job's writes tell the public reads kept in memory (`matchpool_app::changes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writes {
    /// Every write goes through use cases that say what they changed (a donation settled, failed
    /// or expired): a run that changed nothing, such as looking up the same payments again,
    /// leaves every kept read fresh.
    Said,
    /// Some writes say nothing (freezing stores a round's results directly): a run that handled
    /// something and said nothing counts as a write of anything.
    Unsaid,
}

/// Runs `job` every `every` while this instance leads, recording runs, durations and failures.
pub fn spawn<F, Fut>(
    name: &'static str,
    every: Duration,
    leadership: Leadership,
    changes: Arc<Changes>,
    writes: Writes,
    job: F,
) where
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
                    if !said && writes == Writes::Unsaid {
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
    spawn("freeze", every, leadership, state.app.changes.clone(), Writes::Unsaid, move || {
        let state = state.clone();
        async move { matchpool_app::matching::freeze_due(&state, chrono::Utc::now()).await }
    });
}

/// Looks up donations in flight too long at their providers (and ADA payments on the chain).
pub fn reconcile(state: AppState, every: Duration, leadership: Leadership) {
    // Before 2026-11-30 this counted as a write of anything whenever it looked at a payment: with
    // ADA payments that expired in the last days, every run (every `chain.recheck_secs`) made
    // every kept list and answer stale at once, and a live round's searches paid for it (issue 30).
    spawn("reconcile", every, leadership, state.app.changes.clone(), Writes::Said, move || {
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
    spawn("donation_digests", every, leadership, state.app.changes.clone(), Writes::Said, move || {
        let state = state.clone();
        async move {
            matchpool_app::donations::send_daily_digests(&state, chrono::Utc::now()).await.map_err(|err| match err {
                matchpool_app::AppError::Internal(err) => err,
                other => anyhow::anyhow!("{other:?}"),
            })
        }
    });
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use matchpool_app::Changes;
    use matchpool_app::changes::Shows;

    use super::{Writes, spawn};
    use crate::leadership::Leadership;

    /// A run handling one thing and saying nothing, then what the kept reads made of `stamp` are.
    async fn after_one_quiet_run(writes: Writes) -> bool {
        let changes = Arc::new(Changes::default());
        let stamp = changes.stamp();
        let (ran, mut done) = tokio::sync::mpsc::unbounded_channel();
        spawn("test", Duration::from_secs(3600), Leadership::sole(), changes.clone(), writes, move || {
            let ran = ran.clone();
            async move {
                let _ = ran.send(());
                Ok(1)
            }
        });
        done.recv().await.expect("the job ran");
        // The bump (if any) follows the run on the same task: let it finish.
        for _ in 0..100 {
            tokio::task::yield_now().await;
        }
        changes.is_fresh(stamp, &Shows::Keys(Vec::new()))
    }

    #[tokio::test]
    async fn a_job_whose_writes_say_what_they_changed_leaves_kept_reads_fresh_when_it_changed_nothing() {
        assert!(after_one_quiet_run(Writes::Said).await);
    }

    #[tokio::test]
    async fn a_job_with_unsaid_writes_makes_every_kept_read_stale_when_it_handled_something() {
        assert!(!after_one_quiet_run(Writes::Unsaid).await);
    }
}
