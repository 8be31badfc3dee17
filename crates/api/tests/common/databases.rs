//! A fresh, migrated database for each test, copied from one migrated once per test build.
//!
//! Migrating a new database took most of a test's time on PostgreSQL (about 3 of its 4.5 s on two
//! cores, over some 540 PostgreSQL tests) and a good part of it on SQLite. So the first test of a
//! test binary to need one migrates a template, named after the binary's build: PostgreSQL copies
//! it with `CREATE DATABASE … TEMPLATE` (a file copy), SQLite by copying the file. A template is
//! built under another name and renamed once complete, so a test never copies half a template; a
//! test that finds another one building it waits for it. Tests run in processes of their own
//! (nextest), so this is shared through the database server and the file system, not memory.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use uuid::Uuid;

/// The longest a test waits for another one building the template before migrating its own.
const TEMPLATE_WAIT: Duration = Duration::from_secs(180);

/// The test binary's build (its path and modification time, hashed): a rebuilt binary, whose
/// migrations may differ, gets a template of its own.
fn build_id() -> String {
    use std::hash::{Hash, Hasher};
    let exe = std::env::current_exe().expect("the test binary's path");
    let modified = std::fs::metadata(&exe).and_then(|m| m.modified()).ok();
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (exe, modified).hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

async fn migrated(url: &str) -> DatabaseConnection {
    let db = matchpool_store::connect(url).await.expect("connecting to the test database");
    matchpool_store::migrate(&db).await.expect("migrating the test database");
    db
}

/// A new PostgreSQL database on `server` with every migration applied; its URL.
pub async fn postgres(server: &str) -> String {
    let admin = matchpool_store::connect(server).await.expect("connecting to the PostgreSQL test server");
    // `mp_test_` so that the test command drops the templates of earlier runs with the databases.
    let template = format!("mp_test_template_{}", build_id());
    let name = format!("mp_test_{}", Uuid::new_v4().simple());
    let url_of = |database: &str| {
        let mut url = url::Url::parse(server).expect("a valid PostgreSQL URL");
        url.set_path(&format!("/{database}"));
        url.to_string()
    };
    let copied = match postgres_template(&admin, &template, &url_of).await {
        true => admin.execute_unprepared(&format!("CREATE DATABASE {name} TEMPLATE {template}")).await.is_ok(),
        false => false,
    };
    if !copied {
        admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await.expect("creating a test database");
        migrated(&url_of(&name)).await.close().await.ok();
    }
    admin.close().await.ok();
    url_of(&name)
}

async fn database_exists(admin: &DatabaseConnection, name: &str) -> bool {
    let query = Statement::from_sql_and_values(
        admin.get_database_backend(),
        "SELECT 1 FROM pg_database WHERE datname = $1",
        [name.into()],
    );
    admin.query_one_raw(query).await.expect("reading pg_database").is_some()
}

/// Whether the template is there: built now by the first test to claim it, waited for by the
/// others (which build it themselves if the builder gave up).
async fn postgres_template(admin: &DatabaseConnection, template: &str, url_of: &impl Fn(&str) -> String) -> bool {
    let building = format!("{template}_building");
    let started = Instant::now();
    while started.elapsed() < TEMPLATE_WAIT {
        if database_exists(admin, template).await {
            return true;
        }
        // Creating the database is the claim: one test wins it, the others wait for the rename.
        if admin.execute_unprepared(&format!("CREATE DATABASE {building}")).await.is_ok() {
            migrated(&url_of(&building)).await.close().await.ok();
            // Renaming needs the builder's connections gone; the pool's may take a moment to close.
            for _ in 0..50 {
                if admin.execute_unprepared(&format!("ALTER DATABASE {building} RENAME TO {template}")).await.is_ok() {
                    return true;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS {building}")).await.ok();
            return false;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

/// A new SQLite database file with every migration applied; its URL.
pub async fn sqlite() -> String {
    let dir = std::env::temp_dir();
    let path = dir.join(format!("matchpool-test-{}.db", Uuid::new_v4().simple()));
    let template = dir.join(format!("matchpool-test-template-{}.db", build_id()));
    if sqlite_template(&template).await && std::fs::copy(&template, &path).is_ok() {
        return url_of_file(&path);
    }
    migrated(&url_of_file(&path)).await.close().await.ok();
    url_of_file(&path)
}

fn url_of_file(path: &Path) -> String {
    format!("sqlite://{}?mode=rwc", path.display())
}

/// Whether the template file is there: built now by the first test to claim it, waited for by
/// the others.
async fn sqlite_template(template: &Path) -> bool {
    let claim = PathBuf::from(format!("{}.building", template.display()));
    let started = Instant::now();
    while started.elapsed() < TEMPLATE_WAIT {
        if template.exists() {
            return true;
        }
        // Creating the claim file is the claim: one test wins it, the others wait for the template.
        if std::fs::OpenOptions::new().write(true).create_new(true).open(&claim).is_ok() {
            let built = build_sqlite_template(template).await;
            std::fs::remove_file(&claim).ok();
            return built;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

/// Migrates a database and writes it whole into `template` (`VACUUM INTO`, whatever its journal
/// holds), under another name first, then renamed.
async fn build_sqlite_template(template: &Path) -> bool {
    let source = PathBuf::from(format!("{}.source", template.display()));
    let written = PathBuf::from(format!("{}.written", template.display()));
    let db = migrated(&url_of_file(&source)).await;
    let vacuum = format!("VACUUM INTO '{}'", written.display());
    let ok = db.execute_unprepared(&vacuum).await.is_ok() && std::fs::rename(&written, template).is_ok();
    db.close().await.ok();
    for suffix in ["", "-wal", "-shm"] {
        std::fs::remove_file(format!("{}{suffix}", source.display())).ok();
    }
    ok
}
