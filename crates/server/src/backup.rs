//! `matchpool backup` and `matchpool restore`: an online, consistent copy of the SQLite database
//! (`VACUUM INTO`, which reads one snapshot while the server keeps writing), and putting such a
//! copy back while no server runs. PostgreSQL has its own tools (`pg_dump`, WAL archiving); the
//! commands say so. Uploads are files (`data_dir/media`) or a bucket and are backed up apart.

use std::fs::File;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Args;
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};

use crate::database::{lock_database, lock_path, open_database, sqlite_path};
use crate::settings::Settings;

#[derive(Args)]
pub struct BackupArgs {
    /// The file to write (it must not exist yet).
    #[arg(long, value_name = "FILE")]
    to: PathBuf,
}

#[derive(Args)]
pub struct RestoreArgs {
    /// A file written by `matchpool backup`.
    #[arg(long, value_name = "FILE")]
    from: PathBuf,
    /// Replace a database that already exists (it is kept beside as `<name>.before-restore`).
    #[arg(long)]
    force: bool,
}

const POSTGRES_ADVICE: &str = "the database is PostgreSQL: back it up with its own tools, e.g.\n  \
     pg_dump --format=custom --file=matchpool.dump \"$DATABASE_URL\"\n\
     and restore with\n  pg_restore --clean --if-exists --dbname=\"$DATABASE_URL\" matchpool.dump\n\
     For point-in-time recovery archive the WAL (see docs/DEPLOY.md, \"Backups\").";

pub async fn backup(settings: &Settings, args: BackupArgs) -> anyhow::Result<()> {
    let url = settings.database_url();
    let Some(database) = sqlite_path(&url) else { bail!("{POSTGRES_ADVICE}") };
    if args.to.exists() {
        bail!("{} exists already; choose a new file (a backup never overwrites)", args.to.display());
    }
    if !database.exists() {
        bail!("there is no database at {}", database.display());
    }
    let db = matchpool_store::connect(&url).await.context("opening the database")?;
    let target = args.to.to_str().context("the backup path must be valid UTF-8")?.replace('\'', "''");
    db.execute_unprepared(&format!("VACUUM INTO '{target}'")).await.context("writing the backup")?;
    db.close().await.ok();
    let size = std::fs::metadata(&args.to).map(|m| m.len()).unwrap_or(0);
    println!("Backed up {} to {} ({size} bytes).", database.display(), args.to.display());
    if settings.media.s3.is_none() {
        println!("Uploads are files in {}: back that directory up too.", settings.data_dir.join("media").display());
    }
    Ok(())
}

pub async fn restore(settings: &Settings, args: RestoreArgs) -> anyhow::Result<()> {
    let url = settings.database_url();
    let Some(database) = sqlite_path(&url) else { bail!("{POSTGRES_ADVICE}") };
    check_backup(&args.from).await?;
    // Replacing the file under a running server would corrupt what it writes next: never forced.
    let Some(_lock) = lock_database(&database)? else {
        bail!(
            "a matchpool server is using {} (it holds {}); stop it first, then restore",
            database.display(),
            lock_path(&database).display()
        );
    };
    if database.exists() && !args.force {
        bail!("{} exists; pass --force to replace it (the current one is kept as .before-restore)", database.display());
    }
    let staging = with_suffix(&database, ".restoring");
    std::fs::copy(&args.from, &staging)
        .with_context(|| format!("copying {} to {}", args.from.display(), staging.display()))?;
    if database.exists() {
        std::fs::rename(&database, with_suffix(&database, ".before-restore"))
            .context("keeping the current database")?;
    }
    // A write-ahead log of the old database would be replayed into the restored one.
    for stale in ["-wal", "-shm"] {
        let path = with_suffix(&database, stale);
        if path.exists() {
            std::fs::remove_file(&path).with_context(|| format!("removing {}", path.display()))?;
        }
    }
    std::fs::rename(&staging, &database).context("putting the restored database in place")?;
    let db = open_database(settings).await.context("migrating the restored database")?;
    db.close().await.ok();
    println!("Restored {} from {}.", database.display(), args.from.display());
    Ok(())
}

/// Refuses anything but an intact SQLite database.
async fn check_backup(file: &Path) -> anyhow::Result<()> {
    let mut header = [0u8; 16];
    std::io::Read::read_exact(
        &mut File::open(file).with_context(|| format!("opening {}", file.display()))?,
        &mut header,
    )
    .with_context(|| format!("{} is not a SQLite database", file.display()))?;
    if &header != b"SQLite format 3\0" {
        bail!("{} is not a SQLite database", file.display());
    }
    let url = format!("sqlite://{}?mode=ro", file.display());
    let db: DatabaseConnection = sea_orm::Database::connect(url.as_str()).await.context("opening the backup")?;
    let row = db
        .query_one_raw(Statement::from_string(db.get_database_backend(), "PRAGMA integrity_check"))
        .await
        .context("checking the backup")?;
    let verdict = row.and_then(|r| r.try_get_by_index::<String>(0).ok()).unwrap_or_default();
    db.close().await.ok();
    if verdict != "ok" {
        bail!("{} fails SQLite's integrity check: {verdict}", file.display());
    }
    Ok(())
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}
