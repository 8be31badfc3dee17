//! The database a command works on: opened and migrated, and for SQLite, whose one file serves one
//! instance, the file's path and the lock held beside it while a server or a restore uses it.

use std::fs::File;
use std::path::{Path, PathBuf};

use anyhow::Context;
use sea_orm::DatabaseConnection;

use crate::settings::Settings;

/// Opens the configured database (creating the data directory for SQLite) and migrates it.
pub async fn open_database(settings: &Settings) -> anyhow::Result<DatabaseConnection> {
    let url = settings.database_url();
    if url.starts_with("sqlite:") {
        std::fs::create_dir_all(&settings.data_dir)
            .with_context(|| format!("creating {}", settings.data_dir.display()))?;
    }
    let db = matchpool_store::connect(&url).await.context("connecting to the database")?;
    matchpool_store::migrate(&db).await.context("migrating the database")?;
    Ok(db)
}

/// The SQLite file behind `url` (`sqlite://PATH?mode=rwc`), or `None` for another database.
pub fn sqlite_path(url: &str) -> Option<PathBuf> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or(rest);
    Some(PathBuf::from(path))
}

/// The lock `serve` holds on a SQLite database while it runs (SQLite serves one instance).
pub fn lock_path(database: &Path) -> PathBuf {
    let mut name = database.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

/// Takes the SQLite database's instance lock, or says that another process holds it.
pub fn lock_database(database: &Path) -> anyhow::Result<Option<File>> {
    let path = lock_path(database);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let file = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .with_context(|| format!("opening {}", path.display()))?;
    match file.try_lock() {
        Ok(()) => Ok(Some(file)),
        Err(std::fs::TryLockError::WouldBlock) => Ok(None),
        Err(std::fs::TryLockError::Error(err)) => Err(err).with_context(|| format!("locking {}", path.display())),
    }
}

/// SQLite serves one instance: `serve` holds a lock beside the database file while it runs (so
/// a second `serve`, or a `restore`, on the same file is refused).
pub fn lock_sqlite(settings: &Settings) -> anyhow::Result<Option<std::fs::File>> {
    let Some(database) = sqlite_path(&settings.database_url()) else { return Ok(None) };
    match lock_database(&database)? {
        Some(lock) => Ok(Some(lock)),
        None => anyhow::bail!(
            "another matchpool server is using {} (SQLite serves one instance; use PostgreSQL for several)",
            database.display()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sqlite_file_is_read_from_the_url() {
        assert_eq!(sqlite_path("sqlite:///tmp/mp/matchpool.db?mode=rwc"), Some(PathBuf::from("/tmp/mp/matchpool.db")));
        assert_eq!(sqlite_path("sqlite:data/x.db"), Some(PathBuf::from("data/x.db")));
        assert_eq!(sqlite_path("postgres://db/matchpool"), None);
    }

    #[test]
    fn a_second_holder_of_the_lock_is_refused() {
        let dir = std::env::temp_dir().join(format!("matchpool-lock-{}", std::process::id()));
        let database = dir.join("matchpool.db");
        let first = lock_database(&database).unwrap();
        assert!(first.is_some());
        assert!(lock_database(&database).unwrap().is_none(), "a second holder is refused");
        drop(first);
        assert!(lock_database(&database).unwrap().is_some(), "the lock is free again");
        let _ = std::fs::remove_dir_all(dir);
    }
}
