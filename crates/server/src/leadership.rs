//! Which instance runs the background jobs. On PostgreSQL several instances may serve one
//! database; the jobs (freezing rounds, reconciling donations) run on one of them at a time: the
//! one holding a session advisory lock on a connection of its own. Every instance tries to take
//! the lock every few seconds, so when the leader dies (its session ends and PostgreSQL releases
//! the lock) another one takes over. SQLite serves one instance, which always leads.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use sea_orm::sqlx::{self, Connection, PgConnection};

/// The advisory lock key of the jobs' leadership ("mplead").
pub const LEADER_LOCK: i64 = 0x6d70_6c65_6164;

/// Whether this instance leads right now. Cheap to clone and to ask.
#[derive(Clone)]
pub struct Leadership(Arc<AtomicBool>);

impl Leadership {
    /// Always the leader (SQLite, a single instance).
    pub fn sole() -> Self {
        metrics::gauge!("matchpool_jobs_leader").set(1.0);
        Self(Arc::new(AtomicBool::new(true)))
    }

    pub fn is_leader(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    fn set(&self, leader: bool) {
        if self.0.swap(leader, Ordering::Relaxed) != leader {
            if leader {
                tracing::info!("this instance now runs the background jobs");
            } else {
                tracing::warn!("this instance no longer runs the background jobs");
            }
        }
        metrics::gauge!("matchpool_jobs_leader").set(if leader { 1.0 } else { 0.0 });
    }

    /// Competes for the leadership on the PostgreSQL database at `url`, re-trying every `every`.
    pub fn compete(url: String, every: Duration) -> Self {
        let leadership = Self(Arc::new(AtomicBool::new(false)));
        metrics::gauge!("matchpool_jobs_leader").set(0.0);
        let handle = leadership.clone();
        tokio::spawn(async move {
            let mut held: Option<PgConnection> = None;
            loop {
                held = match held {
                    // Still leading while the session that holds the lock is alive.
                    Some(mut conn) => match sqlx::query("SELECT 1").execute(&mut conn).await {
                        Ok(_) => Some(conn),
                        Err(err) => {
                            tracing::warn!(error = %err, "lost the connection that holds the jobs' leadership");
                            handle.set(false);
                            None
                        }
                    },
                    None => try_lead(&url).await,
                };
                handle.set(held.is_some());
                tokio::time::sleep(every).await;
            }
        });
        leadership
    }
}

/// Opens a connection of its own and tries the lock once; the connection is kept only if it won.
async fn try_lead(url: &str) -> Option<PgConnection> {
    let mut conn = match PgConnection::connect(url).await {
        Ok(conn) => conn,
        Err(err) => {
            tracing::warn!(error = %err, "connecting to compete for the jobs' leadership failed");
            return None;
        }
    };
    let won: Result<bool, _> =
        sqlx::query_scalar("SELECT pg_try_advisory_lock($1)").bind(LEADER_LOCK).fetch_one(&mut conn).await;
    match won {
        Ok(true) => Some(conn),
        Ok(false) => {
            let _ = conn.close().await;
            None
        }
        Err(err) => {
            tracing::warn!(error = %err, "asking for the jobs' leadership failed");
            None
        }
    }
}
