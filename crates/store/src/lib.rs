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
pub mod supported;
pub mod tokens;
pub mod totals;
pub mod updates;
pub mod users;
pub mod verifications;
pub mod votes;

use std::sync::Arc;
use std::time::Duration;

/// The most page cache one SQLite connection keeps, in KiB.
const SQLITE_CACHE_KIB: u32 = 1024;

use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbErr, SqlErr};

pub use error::{StoreError, StoreResult, Unique};
pub use sea_orm::{DatabaseConnection as Db, DatabaseTransaction as Txn};

/// Opens the database at `url` (`sqlite://path?mode=rwc` or `postgres://...`).
///
/// SQLite runs in WAL mode with foreign keys on and a busy timeout, so short concurrent writes wait
/// for each other instead of failing. Each of its connections keeps at most `SQLITE_CACHE_KIB` of
/// pages (SQLite's default is 2 MiB): the operating system's file cache keeps the database's hot
/// pages for all of them, and a full-text search that filled eight 2 MiB caches added 16 MB to the
/// server's memory (BENCHMARKS.md, "API at scale").
pub async fn connect(url: &str) -> StoreResult<DatabaseConnection> {
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
    Ok(Database::connect(options).await?)
}

/// Whether the database holds no rounds and no people yet (the demo loader fills only such a one).
pub async fn is_empty(db: &impl sea_orm::ConnectionTrait) -> StoreResult<bool> {
    use sea_orm::{EntityTrait, PaginatorTrait};
    let rounds = entities::round::Entity::find().count(db).await?;
    let users = entities::user::Entity::find().count(db).await?;
    Ok(rounds == 0 && users == 0)
}

/// Applies every pending migration (on PostgreSQL under an advisory lock, so instances starting
/// together migrate once).
pub async fn migrate(db: &DatabaseConnection) -> StoreResult<()> {
    migrating::migrate(db).await
}

/// Begins a transaction that writes: on SQLite it takes the write lock at once (`BEGIN
/// IMMEDIATE`), so two writers queue instead of failing on a stale snapshot; PostgreSQL ignores
/// the mode.
///
/// On SQLite the writers of this process first queue for their turn in order ([`WriteTxn`]): left
/// to SQLite, a writer finding the lock taken sleeps in its busy handler (1, 2, 5, 10, 15, 20 ms…
/// between tries), so a vote behind another waited 10-40 ms for a lock held for one, and under
/// load most writers slept instead of writing (BENCHMARKS.md, "Live round"). Their turn comes with
/// a connection of its own ([`Writer`]), not one of the readers' pool: readers holding every pooled
/// connection cannot keep a vote waiting, and the writer's page cache stays warm, as nobody else
/// writes the pages it holds.
pub async fn write_txn(db: &DatabaseConnection) -> StoreResult<WriteTxn> {
    use sea_orm::TransactionTrait;
    let options = sea_orm::TransactionOptions {
        sqlite_transaction_mode: Some(sea_orm::SqliteTransactionMode::Immediate),
        ..Default::default()
    };
    let Some(writer) = writer_of(db) else {
        return Ok(WriteTxn { txn: db.begin_with_options(options).await?, _turn: None });
    };
    let turn = tokio::time::timeout(WRITE_TURN_TIMEOUT, Arc::clone(&writer.turn).acquire_owned())
        .await
        .map_err(|_| DbErr::Custom("the database is busy: no turn to write within 15 s".into()))?
        .map_err(|_| DbErr::Custom("the database's writers were closed".into()))?;
    let connection = writer.connection.get_or_try_init(|| writer.open(db)).await?;
    let txn = connection.begin_with_options(options).await?;
    Ok(WriteTxn { txn, _turn: Some(turn) })
}

/// As long as SQLite's own busy timeout (`connect`): a writer waits this long for its turn.
const WRITE_TURN_TIMEOUT: Duration = Duration::from_secs(15);

/// The most page cache the writer's connection keeps, in KiB: one connection, whose pages stay
/// valid from one write to the next.
const SQLITE_WRITER_CACHE_KIB: u32 = 8 * 1024;

/// The writers of one SQLite database file in this process: one at a time, in the order they
/// asked, on one connection opened with the readers' settings when first needed.
struct Writer {
    turn: Arc<tokio::sync::Semaphore>,
    connection: tokio::sync::OnceCell<DatabaseConnection>,
}

impl Writer {
    /// The writer's connection: a pool of exactly one, kept open, with the options of `readers`'.
    async fn open(&self, readers: &DatabaseConnection) -> Result<DatabaseConnection, DbErr> {
        use sea_orm::sqlx::sqlite::SqlitePoolOptions;
        let options = (*readers.get_sqlite_connection_pool().connect_options())
            .clone()
            .pragma("cache_size", format!("-{SQLITE_WRITER_CACHE_KIB}"));
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_with(options)
            .await
            .map_err(|err| DbErr::Conn(sea_orm::RuntimeErr::SqlxError(err.into())))?;
        Ok(sea_orm::SqlxSqliteConnector::from_sqlx_sqlite_pool(pool))
    }
}

/// The [`Writer`] of each SQLite database file this process has open; `None` on PostgreSQL,
/// whose writers lock only the rows they touch and share its pool.
fn writer_of(db: &DatabaseConnection) -> Option<Arc<Writer>> {
    use std::collections::HashMap;
    use std::path::PathBuf;
    use std::sync::{Mutex, OnceLock};
    static WRITERS: OnceLock<Mutex<HashMap<PathBuf, Arc<Writer>>>> = OnceLock::new();
    if db.get_database_backend() != sea_orm::DbBackend::Sqlite {
        return None;
    }
    let options = db.get_sqlite_connection_pool().connect_options();
    let file = options.get_filename();
    let mut writers = WRITERS.get_or_init(Mutex::default).lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(writer) = writers.get(file) {
        return Some(Arc::clone(writer));
    }
    let writer =
        Arc::new(Writer { turn: Arc::new(tokio::sync::Semaphore::new(1)), connection: tokio::sync::OnceCell::new() });
    writers.insert(file.to_path_buf(), Arc::clone(&writer));
    Some(writer)
}

/// A transaction that writes ([`write_txn`]), holding this process's turn to write on SQLite until
/// it is committed or dropped (a dropped one rolls back). It runs queries as the transaction it wraps.
pub struct WriteTxn {
    txn: sea_orm::DatabaseTransaction,
    _turn: Option<tokio::sync::OwnedSemaphorePermit>,
}

impl WriteTxn {
    /// Commits, then gives the turn to the next writer.
    pub async fn commit(self) -> StoreResult<()> {
        let WriteTxn { txn, _turn } = self;
        Ok(txn.commit().await?)
    }
}

#[async_trait::async_trait]
impl sea_orm::ConnectionTrait for WriteTxn {
    fn get_database_backend(&self) -> sea_orm::DbBackend {
        self.txn.get_database_backend()
    }

    async fn execute_raw(&self, stmt: sea_orm::Statement) -> Result<sea_orm::ExecResult, DbErr> {
        self.txn.execute_raw(stmt).await
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<sea_orm::ExecResult, DbErr> {
        self.txn.execute_unprepared(sql).await
    }

    async fn query_one_raw(&self, stmt: sea_orm::Statement) -> Result<Option<sea_orm::QueryResult>, DbErr> {
        self.txn.query_one_raw(stmt).await
    }

    async fn query_all_raw(&self, stmt: sea_orm::Statement) -> Result<Vec<sea_orm::QueryResult>, DbErr> {
        self.txn.query_all_raw(stmt).await
    }

    fn support_returning(&self) -> bool {
        self.txn.support_returning()
    }
}

/// Whether the database is reachable (used by `/api/health`).
pub async fn ping(db: &DatabaseConnection) -> bool {
    db.ping().await.is_ok()
}

/// Whether `err` is a unique-constraint violation, on either database.
pub(crate) fn is_unique_violation(err: &DbErr) -> bool {
    matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

#[cfg(test)]
mod tests {
    use sea_orm::{ConnectionTrait, TransactionTrait};

    /// A fresh SQLite file under the system's temporary directory, removed afterwards.
    struct TempDb(std::path::PathBuf);

    impl Drop for TempDb {
        fn drop(&mut self) {
            for suffix in ["", "-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{}{suffix}", self.0.display()));
            }
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_writer_does_not_wait_for_readers_holding_every_pooled_connection() {
        let file = TempDb(std::env::temp_dir().join(format!("matchpool-writer-{}.db", uuid::Uuid::now_v7())));
        let db = super::connect(&format!("sqlite://{}?mode=rwc", file.0.display())).await.unwrap();
        db.execute_unprepared("CREATE TABLE t (n INTEGER NOT NULL)").await.unwrap();
        let mut readers = Vec::new();
        for _ in 0..8 {
            let reader = db.begin().await.unwrap();
            reader.execute_unprepared("SELECT count(*) FROM t").await.unwrap();
            readers.push(reader);
        }
        let write = async {
            let txn = super::write_txn(&db).await?;
            txn.execute_unprepared("INSERT INTO t (n) VALUES (1)").await?;
            txn.commit().await
        };
        tokio::time::timeout(std::time::Duration::from_secs(5), write)
            .await
            .expect("the write waited for a reader's connection")
            .unwrap();
        drop(readers);
        let count = db
            .query_one_raw(sea_orm::Statement::from_string(db.get_database_backend(), "SELECT count(*) AS n FROM t"))
            .await
            .unwrap()
            .unwrap()
            .try_get::<i64>("", "n")
            .unwrap();
        assert_eq!(count, 1);
    }
}
