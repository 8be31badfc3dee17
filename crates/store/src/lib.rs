//! Matchpool's storage layer: one SeaORM code path over SQLite (the embedded default) and
//! PostgreSQL, chosen by the database URL's scheme.

pub mod accounts;
pub mod bulk;
pub mod carts;
pub mod checkouts;
pub mod comments;
pub mod donations;
pub mod entities;
pub mod error;
pub mod impact;
pub mod intents;
pub mod leaving;
pub mod matching;
pub mod media;
pub mod members;
pub mod migrating;
pub mod migration;
pub mod oidc;
pub mod organizations;
pub mod projects;
pub mod referrals;
pub mod results;
pub mod reviews;
pub mod rounds;
pub mod tokens;
pub mod totals;
pub mod updates;
pub mod users;
pub mod verifications;
pub mod votes;

use std::time::Duration;

/// The most page cache one SQLite connection keeps, in KiB.
const SQLITE_CACHE_KIB: u32 = 1024;

use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbErr, SqlErr};

pub use error::{StoreError, StoreResult, Unique};
pub use sea_orm::{DatabaseConnection as Db, DatabaseTransaction as Txn, DbErr as Error};

/// Opens the database at `url` (`sqlite://path?mode=rwc` or `postgres://...`).
///
/// SQLite runs in WAL mode with foreign keys on and a busy timeout, so short concurrent writes wait
/// for each other instead of failing. Each of its connections keeps at most `SQLITE_CACHE_KIB` of
/// pages (SQLite's default is 2 MiB): the operating system's file cache keeps the database's hot
/// pages for all of them, and a full-text search that filled eight 2 MiB caches added 16 MB to the
/// server's memory (BENCHMARKS.md, "API at scale").
pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
    let mut options = ConnectOptions::new(url.to_owned());
    options.sqlx_logging(false).acquire_timeout(Duration::from_secs(30)).connect_timeout(Duration::from_secs(10));
    if url.starts_with("sqlite:") {
        options.max_connections(8).min_connections(1).map_sqlx_sqlite_opts(|opts| {
            opts.journal_mode(sea_orm::sqlx::sqlite::SqliteJournalMode::Wal)
                .synchronous(sea_orm::sqlx::sqlite::SqliteSynchronous::Normal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(15))
                .pragma("cache_size", format!("-{SQLITE_CACHE_KIB}"))
                .create_if_missing(true)
        });
    } else {
        options.max_connections(16).min_connections(1);
    }
    Database::connect(options).await
}

/// Whether the database holds no rounds and no people yet (the demo loader fills only such a one).
pub async fn is_empty(db: &impl sea_orm::ConnectionTrait) -> Result<bool, DbErr> {
    use sea_orm::{EntityTrait, PaginatorTrait};
    let rounds = entities::round::Entity::find().count(db).await?;
    let users = entities::user::Entity::find().count(db).await?;
    Ok(rounds == 0 && users == 0)
}

/// Applies every pending migration (on PostgreSQL under an advisory lock, so instances starting
/// together migrate once).
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    migrating::migrate(db).await
}

/// Begins a transaction that writes: on SQLite it takes the write lock at once (`BEGIN
/// IMMEDIATE`), so two writers queue instead of failing on a stale snapshot; PostgreSQL ignores
/// the mode.
pub async fn write_txn(db: &DatabaseConnection) -> Result<sea_orm::DatabaseTransaction, DbErr> {
    use sea_orm::TransactionTrait;
    db.begin_with_options(sea_orm::TransactionOptions {
        sqlite_transaction_mode: Some(sea_orm::SqliteTransactionMode::Immediate),
        ..Default::default()
    })
    .await
}

/// Whether the database is reachable (used by `/api/health`).
pub async fn ping(db: &DatabaseConnection) -> bool {
    db.ping().await.is_ok()
}

/// Whether `err` is a unique-constraint violation, on either database.
pub fn is_unique_violation(err: &DbErr) -> bool {
    matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}
