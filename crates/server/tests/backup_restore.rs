//! `matchpool backup` and `matchpool restore` on SQLite (issue 15): a backup taken while the
//! server keeps writing is consistent, and a server started on the restored copy has its data.

use crate::support;

use std::path::Path;
use std::process::{Command, Output};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use sea_orm::{ConnectionTrait, Statement};
use serde_json::json;
use support::{Instance, temp_dir};

const ENV: [(&str, &str); 3] = [
    ("MATCHPOOL_SIGN_IN_PER_IP_PER_MINUTE", "100000"),
    ("MATCHPOOL_FREEZE_INTERVAL_SECS", "0"),
    ("MATCHPOOL_METRICS__TOKEN", support::METRICS_TOKEN),
];

fn matchpool(data_dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .args(args)
        .current_dir(data_dir)
        .env("MATCHPOOL_DATA_DIR", data_dir)
        .env_remove("DATABASE_URL")
        .output()
        .expect("the matchpool binary runs")
}

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

fn register(instance: &Instance, n: usize) {
    let body = json!({"first_name": "Test", "last_name": "Person", "username": format!("person{n}"),
        "email": format!("person{n}@example.org"), "password": "correct horse battery"});
    let (status, body) = instance.post_json("/api/auth/register", None, &body);
    assert_eq!(status, 201, "{body}");
}

/// Every user's email and every table's row count, in a stable order.
async fn contents(database: &Path) -> (Vec<String>, Vec<(String, i64)>) {
    let db = sea_orm::Database::connect(format!("sqlite://{}?mode=ro", database.display())).await.unwrap();
    let query = |sql: &str| Statement::from_string(db.get_database_backend(), sql.to_owned());
    let emails = db.query_all_raw(query("SELECT email FROM users ORDER BY email")).await.unwrap();
    let emails = emails.iter().map(|r| r.try_get_by_index::<String>(0).unwrap()).collect();
    let tables = db
        .query_all_raw(query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%' ORDER BY name"))
        .await
        .unwrap();
    let mut counts = Vec::new();
    for table in tables.iter().map(|r| r.try_get_by_index::<String>(0).unwrap()) {
        let row = db.query_one_raw(query(&format!("SELECT COUNT(*) FROM \"{table}\""))).await.unwrap().unwrap();
        counts.push((table, row.try_get_by_index::<i64>(0).unwrap()));
    }
    db.close().await.ok();
    (emails, counts)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_during_writes_restores_into_a_server_with_the_same_data() {
    let source = temp_dir("backup-source");
    let instance = Arc::new(Instance::start(&source, &ENV));
    for n in 0..5 {
        register(&instance, n);
    }

    // Writes go on while the backup is taken.
    let writing = Arc::new(AtomicBool::new(true));
    let written = Arc::new(AtomicUsize::new(5));
    let writer = {
        let (instance, writing, written) = (instance.clone(), writing.clone(), written.clone());
        std::thread::spawn(move || {
            while writing.load(Ordering::Relaxed) {
                register(&instance, written.load(Ordering::Relaxed));
                written.fetch_add(1, Ordering::Relaxed);
            }
        })
    };
    while written.load(Ordering::Relaxed) < 10 {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let file = temp_dir("backup-file").join("matchpool-backup.db");
    let output = matchpool(&source, &["backup", "--to", file.to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output));
    // A few more writes after the backup finished, which it must not have.
    let at_backup = written.load(Ordering::Relaxed);
    while written.load(Ordering::Relaxed) < at_backup + 3 {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    writing.store(false, Ordering::Relaxed);
    writer.join().unwrap();

    let again = matchpool(&source, &["backup", "--to", file.to_str().unwrap()]);
    assert!(!again.status.success() && text(&again).contains("exists already"), "{}", text(&again));
    let busy = matchpool(&source, &["restore", "--from", file.to_str().unwrap(), "--force"]);
    assert!(!busy.status.success(), "a restore under a running server is refused: {}", text(&busy));
    assert!(text(&busy).contains("stop it first"), "{}", text(&busy));

    let (backed_up, backed_up_counts) = contents(&file).await;
    let (live, _) = contents(&source.join("matchpool.db")).await;
    assert!(backed_up.len() >= 10, "the backup has what was written before it: {}", backed_up.len());
    assert!(backed_up.len() < live.len(), "writes after the backup are not in it");
    assert!(backed_up.iter().all(|email| live.contains(email)));

    let target = temp_dir("backup-target");
    let output = matchpool(&target, &["restore", "--from", file.to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output));
    let output = matchpool(&target, &["restore", "--from", file.to_str().unwrap()]);
    assert!(!output.status.success() && text(&output).contains("--force"), "{}", text(&output));

    let restored = Instance::start(&target, &ENV);
    let (status, body) = restored.get("/api/ready");
    assert_eq!(status, 200, "{body}");
    for n in [0, 4, 9] {
        let login = json!({"email": format!("person{n}@example.org"), "password": "correct horse battery"});
        let (status, body) = restored.post_json("/api/auth", None, &login);
        assert_eq!(status, 200, "person{n} signs in on the restored server: {body}");
    }
    drop(restored);
    let (emails, counts) = contents(&target.join("matchpool.db")).await;
    assert_eq!(emails, backed_up);
    assert_eq!(counts.iter().find(|(t, _)| t == "users"), backed_up_counts.iter().find(|(t, _)| t == "users"));
}

#[test]
fn a_second_server_on_one_sqlite_database_is_refused() {
    let dir = temp_dir("sqlite-single");
    let _first = Instance::start(&dir, &ENV);
    let output = Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .arg("serve")
        .current_dir(&dir)
        .env("MATCHPOOL_DATA_DIR", &dir)
        .env("MATCHPOOL_BIND", "127.0.0.1:0")
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(text(&output).contains("SQLite serves one instance"), "{}", text(&output));
}

#[test]
fn a_postgresql_backup_points_to_pg_dump() {
    let dir = temp_dir("pg-backup");
    let output = Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .args(["backup", "--to", "x.db"])
        .current_dir(&dir)
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(text(&output).contains("pg_dump"), "{}", text(&output));
}
