//! Picture addresses follow `public_url` when it is set, and are relative when it is not, so a
//! server reached on another host or port (`serve --bind 0.0.0.0:9000`) still shows its pictures.

use crate::support;

use std::process::Command;

use support::{Instance, temp_dir};

/// A data directory holding the demo data (projects with covers).
fn demo_data(name: &str) -> std::path::PathBuf {
    let dir = temp_dir(name);
    let status = Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .arg("demo")
        .current_dir(&dir)
        .env("MATCHPOOL_DATA_DIR", &dir)
        .env_remove("DATABASE_URL")
        .env_remove("MATCHPOOL_PUBLIC_URL")
        .status()
        .expect("the matchpool binary runs");
    assert!(status.success(), "matchpool demo failed");
    dir
}

/// A port nobody listens on right now.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// The cover addresses of the listed projects.
fn cover_urls(instance: &Instance) -> Vec<String> {
    let (status, body) = instance.get("/api/projects?limit=5");
    assert_eq!(status, 200, "{body}");
    let body: serde_json::Value = serde_json::from_str(&body).unwrap();
    let urls: Vec<String> = body["results"]
        .as_array()
        .expect("a list of projects")
        .iter()
        .filter_map(|project| project["cover"]["url"].as_str().map(str::to_owned))
        .collect();
    assert!(!urls.is_empty(), "the demo projects have covers: {body}");
    urls
}

#[test]
fn without_public_url_pictures_have_relative_addresses_that_this_server_serves() {
    let dir = demo_data("media-relative");
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let instance = Instance::start(&dir, &[("MATCHPOOL_BIND", &bind), ("MATCHPOOL_FREEZE_INTERVAL_SECS", "0")]);
    for url in cover_urls(&instance) {
        assert!(url.starts_with("/media/"), "{url}");
        let (status, _) = instance.get(&url);
        assert_eq!(status, 200, "{url} is served on the port the server listens on");
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn with_public_url_pictures_have_absolute_addresses() {
    let dir = demo_data("media-absolute");
    let public_url = "http://127.0.0.1:9/";
    let instance =
        Instance::start(&dir, &[("MATCHPOOL_PUBLIC_URL", public_url), ("MATCHPOOL_FREEZE_INTERVAL_SECS", "0")]);
    for url in cover_urls(&instance) {
        let path = url.strip_prefix("http://127.0.0.1:9/media/").unwrap_or_else(|| panic!("{url} is absolute"));
        let (status, _) = instance.get(&format!("/media/{path}"));
        assert_eq!(status, 200, "{url}");
    }
    let _ = std::fs::remove_dir_all(dir);
}
