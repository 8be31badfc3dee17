//! Running the migrations safely when several instances start together on one PostgreSQL
//! database: the first takes a session advisory lock and migrates, the others wait for the lock
//! and then find nothing pending. SQLite is one instance by design and migrates directly.

use sea_orm::sqlx;
use sea_orm::{DatabaseBackend, DatabaseConnection, DbErr};
use sea_orm_migration::MigratorTrait;

use crate::error::StoreResult;
use crate::migration::Migrator;

/// The advisory lock key of migrations (any constant the application uses for nothing else).
pub const MIGRATION_LOCK: i64 = 0x6d70_6d69_6772; // "mpmigr"

fn sqlx_err(err: sqlx::Error) -> DbErr {
    DbErr::Custom(format!("advisory lock: {err}"))
}

/// Applies every pending migration, on PostgreSQL under [`MIGRATION_LOCK`].
pub async fn migrate(db: &DatabaseConnection) -> StoreResult<()> {
    if db.get_database_backend() != DatabaseBackend::Postgres {
        return Ok(Migrator::up(db, None).await?);
    }
    // The lock belongs to this one connection's session; the migrations run on the pool.
    let mut lock = db.get_postgres_connection_pool().acquire().await.map_err(sqlx_err)?;
    sqlx::query("SELECT pg_advisory_lock($1)").bind(MIGRATION_LOCK).execute(&mut *lock).await.map_err(sqlx_err)?;
    let result = Migrator::up(db, None).await;
    let unlocked =
        sqlx::query("SELECT pg_advisory_unlock($1)").bind(MIGRATION_LOCK).execute(&mut *lock).await.map_err(sqlx_err);
    if unlocked.is_err() {
        // A connection whose unlock failed must not go back to the pool still holding the lock.
        lock.detach();
    }
    Ok(result.and(unlocked.map(|_| ()))?)
}

/// How many migrations this binary knows that the database has not applied.
pub async fn pending(db: &DatabaseConnection) -> StoreResult<usize> {
    Ok(Migrator::get_pending_migrations(db).await?.len())
}

/// How many migrations the database has applied (a migration run's effect, for tests).
pub async fn applied(db: &DatabaseConnection) -> StoreResult<usize> {
    Ok(Migrator::get_applied_migrations(db).await?.len())
}
