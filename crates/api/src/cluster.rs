//! Instances on one PostgreSQL database tell each other what they wrote (`LISTEN`/`NOTIFY`, sent
//! after the commit), so each one's memory follows the others' writes within moments:
//!
//! - the live estimates: each instance keeps its rounds' estimators in memory and feeds them the
//!   votes and donations it records itself; another instance's change reaches it on
//!   [`ROUNDS`] naming the round, whose estimator is then rebuilt before its next answer;
//! - the public reads kept in memory (`public_cache`): every write is announced on [`CHANGES`]
//!   with what it touched (`matchpool_app::changes`), so a vote on one instance makes stale, on
//!   the others, the copies that show its project or round, and only those.
//!
//! A listener that lost its connection may have missed announcements: it then treats them as
//! writes of anything (every estimator and every kept copy is read again).

use std::collections::BTreeSet;
use std::time::Duration;

use anyhow::Context;
use matchpool_app::changes::{Key, Written};
use sea_orm::sqlx::{self, postgres::PgListener};
use tokio::sync::mpsc;
use uuid::Uuid;

use crate::state::AppState;

/// The channel of round changes (for the estimators); a payload is `<instance id> <round id>`.
pub const ROUNDS: &str = "matchpool_round_changes";
/// The channel of writes (for the kept public reads); a payload is `<instance id> *` for a write
/// of anything, or `<instance id>` followed by the keys it touched (`p:<uuid>`, `r:<uuid>`).
pub const CHANGES: &str = "matchpool_changes";
/// `pg_notify` payloads must stay under 8,000 bytes: a write of more keys is announced in parts.
const KEYS_PER_NOTIFICATION: usize = 100;

/// Starts announcing this instance's writes and round changes and listening to the others'
/// (PostgreSQL only: a SQLite database has one instance).
pub async fn share_estimates(state: &AppState) -> anyhow::Result<()> {
    if state.db.get_database_backend() != sea_orm::DatabaseBackend::Postgres {
        return Ok(());
    }
    let pool = state.db.get_postgres_connection_pool().clone();
    // The listener holds one connection of the pool for itself.
    let mut listener = PgListener::connect_with(&pool).await.context("connecting to listen for changes")?;
    let Some(mut round_changes) = state.matching.announcements() else {
        return Ok(()); // Already sharing.
    };
    let (sender, mut writes) = mpsc::unbounded_channel();
    if !state.app.changes.announce_to(sender) {
        return Ok(());
    }
    let instance = Uuid::new_v4().to_string();
    listener.listen_all([ROUNDS, CHANGES]).await.context("listening for changes")?;
    let matching = state.app.matching.clone();
    let changes = state.app.changes.clone();
    let me = instance.clone();
    tokio::spawn(async move {
        loop {
            match listener.try_recv().await {
                Ok(Some(notification)) => {
                    let Some((from, rest)) = notification.payload().split_once(' ') else { continue };
                    if from == me {
                        continue;
                    }
                    if notification.channel() == CHANGES {
                        changes.apply(&parse_written(rest));
                    } else if let Ok(round) = Uuid::parse_str(rest) {
                        matching.forget_round(round.into());
                    }
                }
                // The connection dropped and came back: what was sent meanwhile is lost.
                Ok(None) => {
                    matching.forget_all();
                    changes.apply(&Written::Global);
                }
                Err(err) => {
                    tracing::warn!(error = %err, "listening for other instances' changes failed");
                    matching.forget_all();
                    changes.apply(&Written::Global);
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    });
    let notify_pool = pool.clone();
    let from = instance.clone();
    tokio::spawn(async move {
        while let Some(first) = round_changes.recv().await {
            // A burst of changes (a donation also casts a vote) is one notification per round.
            let mut rounds = BTreeSet::from([first]);
            while let Ok(more) = round_changes.try_recv() {
                rounds.insert(more);
            }
            for round in rounds {
                notify(&notify_pool, ROUNDS, format!("{from} {round}")).await;
            }
        }
    });
    tokio::spawn(async move {
        while let Some(first) = writes.recv().await {
            // What was written meanwhile goes out together: one write of anything, or the keys.
            let mut global = first == Written::Global;
            let mut keys = BTreeSet::new();
            let mut add = |written: Written| match written {
                Written::Global => global = true,
                Written::Keys(touched) => keys.extend(touched.into_iter().map(Key::to_wire)),
            };
            add(first);
            while let Ok(more) = writes.try_recv() {
                add(more);
            }
            if global {
                notify(&pool, CHANGES, format!("{instance} *")).await;
                continue;
            }
            let keys: Vec<String> = keys.into_iter().collect();
            for part in keys.chunks(KEYS_PER_NOTIFICATION) {
                notify(&pool, CHANGES, format!("{instance} {}", part.join(" "))).await;
            }
        }
    });
    Ok(())
}

/// An announced write: `*`, or keys; a payload that is neither counts as a write of anything.
fn parse_written(text: &str) -> Written {
    if text.trim() == "*" {
        return Written::Global;
    }
    let keys: Option<Vec<Key>> = text.split_whitespace().map(Key::from_wire).collect();
    match keys {
        Some(keys) if !keys.is_empty() => Written::Keys(keys),
        _ => Written::Global,
    }
}

async fn notify(pool: &sqlx::PgPool, channel: &str, payload: String) {
    if let Err(err) = sqlx::query("SELECT pg_notify($1, $2)").bind(channel).bind(&payload).execute(pool).await {
        tracing::warn!(error = %err, channel, "announcing a change to the other instances failed");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announced_writes_read_back_and_anything_unreadable_counts_as_everything() {
        let (p, r) = (Uuid::new_v4(), Uuid::new_v4());
        assert_eq!(
            parse_written(&format!("p:{p} r:{r}")),
            Written::Keys(vec![Key::Project(p.into()), Key::Round(r.into())])
        );
        assert_eq!(parse_written("*"), Written::Global);
        assert_eq!(parse_written(""), Written::Global);
        assert_eq!(parse_written(&format!("p:{p} x:1")), Written::Global);
    }
}
