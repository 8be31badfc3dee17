//! Live estimates that agree across instances on one PostgreSQL database. Each instance keeps
//! its rounds' estimators in memory and feeds them the votes and donations it records itself;
//! what another instance records reaches it as a PostgreSQL notification (`LISTEN`/`NOTIFY` on
//! one channel, sent after the commit) naming the round, whose estimator is then rebuilt from
//! the database before its next answer: within moments instead of the estimator's maximum age.
//! The same notification ends this instance's kept copies of the public reads (`public_cache`).

use std::collections::BTreeSet;
use std::time::Duration;

use anyhow::Context;
use sea_orm::sqlx::{self, postgres::PgListener};
use uuid::Uuid;

use crate::state::AppState;

/// The notification channel; a payload is `<instance id> <round id>`.
pub const CHANNEL: &str = "matchpool_round_changes";

/// Starts announcing this instance's round changes and listening to the others' (PostgreSQL
/// only: a SQLite database has one instance).
pub async fn share_estimates(state: &AppState) -> anyhow::Result<()> {
    if state.db.get_database_backend() != sea_orm::DatabaseBackend::Postgres {
        return Ok(());
    }
    let pool = state.db.get_postgres_connection_pool().clone();
    // The listener holds one connection of the pool for itself.
    let mut listener = PgListener::connect_with(&pool).await.context("connecting to listen for round changes")?;
    let Some(mut changes) = state.matching.announcements() else {
        return Ok(()); // Already sharing.
    };
    let instance = Uuid::new_v4();
    listener.listen(CHANNEL).await.context("listening for round changes")?;
    let matching = state.app.matching.clone();
    let writes = state.app.changes.clone();
    tokio::spawn(async move {
        loop {
            let received = listener.try_recv().await;
            // Another instance wrote (or what it wrote may have been missed): the public reads this
            // instance keeps in memory are stale.
            writes.bump();
            match received {
                Ok(Some(notification)) => {
                    let mut parts = notification.payload().split(' ');
                    let (from, round) = (parts.next(), parts.next().and_then(|r| Uuid::parse_str(r).ok()));
                    if let (Some(from), Some(round)) = (from, round)
                        && from != instance.to_string()
                    {
                        matching.forget_round(round);
                    }
                }
                // The connection dropped and came back: what was sent meanwhile is lost.
                Ok(None) => matching.forget_all(),
                Err(err) => {
                    tracing::warn!(error = %err, "listening for other instances' round changes failed");
                    matching.forget_all();
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    });
    tokio::spawn(async move {
        while let Some(first) = changes.recv().await {
            // A burst of changes (a donation also casts a vote) is one notification per round.
            let mut rounds = BTreeSet::from([first]);
            while let Ok(more) = changes.try_recv() {
                rounds.insert(more);
            }
            for round in rounds {
                let payload = format!("{instance} {round}");
                if let Err(err) =
                    sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(&payload).execute(&pool).await
                {
                    tracing::warn!(error = %err, %round, "announcing a round change to the other instances failed");
                }
            }
        }
    });
    Ok(())
}
