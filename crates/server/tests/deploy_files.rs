//! The deployment files in `deploy/` (issue 15): the systemd unit is one systemd accepts without a
//! warning, and the examples name the settings the server really has.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn the_systemd_unit_passes_systemd_analyze_verify() {
    // `make test` installs it (scripts/setup.sh systemd); only a developer's own `cargo test`
    // without it may skip, never CI.
    if Command::new("systemd-analyze").arg("--version").output().is_err() {
        assert!(std::env::var_os("CI").is_none(), "systemd-analyze is missing: run scripts/setup.sh systemd");
        println!("skipped: systemd-analyze is not installed here (Debian: the systemd package)");
        return;
    }
    let unit = std::fs::read_to_string(repo().join("deploy/matchpool.service")).unwrap();
    assert!(unit.contains("ExecStart=/usr/local/bin/matchpool "), "the documented install path");
    // verify also checks that the program exists: point it at the binary this test built.
    let unit = unit.replace("/usr/local/bin/matchpool", env!("CARGO_BIN_EXE_matchpool"));
    let dir = std::env::temp_dir().join(format!("matchpool-unit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("matchpool.service");
    std::fs::write(&path, unit).unwrap();
    let output = Command::new("systemd-analyze").arg("verify").arg(&path).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    // Unknown keys and unparsable values are only warnings to systemd: refuse them here.
    let warnings: Vec<&str> = stderr.lines().filter(|l| l.contains("matchpool.service")).collect();
    assert!(warnings.is_empty(), "{warnings:#?}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_example_configuration_is_read_by_the_server() {
    // `matchpool migrate` with the example file and a scratch SQLite database: an unknown section
    // would not stop it, but a wrong type would, and the secrets file's names are checked below.
    let dir = std::env::temp_dir().join(format!("matchpool-example-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .args(["--config", repo().join("deploy/matchpool.toml.example").to_str().unwrap(), "migrate"])
        .current_dir(&dir)
        .env("MATCHPOOL_DATA_DIR", &dir)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let env = std::fs::read_to_string(repo().join("deploy/matchpool.env.example")).unwrap();
    let readme = std::fs::read_to_string(repo().join("README.md")).unwrap();
    for line in env.lines().filter(|l| !l.starts_with('#') && l.contains('=')) {
        let name = line.split('=').next().unwrap();
        let Some(key) = name.strip_prefix("MATCHPOOL_") else {
            assert_eq!(name, "DATABASE_URL");
            continue;
        };
        let key = key.to_lowercase().replace("__", ".");
        assert!(
            readme.contains(&format!("`{key}`")),
            "{key} ({name}) is documented in the README's configuration table"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}
