//! What `matchpool serve` acknowledged survives the process being killed (SIGKILL, no shutdown),
//! on SQLite as it runs by default (WAL, `synchronous = NORMAL`: a commit is in the operating
//! system's hands when it is answered; a power cut before the next checkpoint may lose the last
//! commits, a crash of the process does not). Issue 30: the writers' turn queue must not change it.

use crate::support;

use std::collections::HashMap;

use serde_json::{Value, json};
use support::{Instance, temp_dir};

fn demo(data_dir: &std::path::Path) {
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .arg("demo")
        .current_dir(data_dir)
        .env("MATCHPOOL_DATA_DIR", data_dir)
        .env("MATCHPOOL_LOG", "warn")
        .env_remove("DATABASE_URL")
        .status()
        .expect("the matchpool binary runs");
    assert!(status.success(), "matchpool demo failed");
}

fn json_of(instance: &Instance, path: &str, token: Option<&str>) -> Value {
    let auth = token.map(|t| format!("Bearer {t}"));
    let headers: Vec<(&str, &str)> = auth.iter().map(|a| ("Authorization", a.as_str())).collect();
    let (status, body) = instance.request("GET", path, &headers, "");
    assert_eq!(status, 200, "{path}: {body}");
    serde_json::from_str(&body).unwrap()
}

/// The round in voting and its projects' vote counts, by id.
fn votes_by_project(instance: &Instance) -> (String, HashMap<String, i64>) {
    let rounds = json_of(instance, "/api/rounds/rounds?limit=20", None);
    let round = rounds["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["phase"] == "voting")
        .expect("the demo has a round in voting")["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let page = json_of(instance, &format!("/api/projects/preview?filter.round_id={round}&limit=50"), None);
    let counts = page["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_str().unwrap().to_owned(), p["total_votes"].as_i64().unwrap()))
        .collect();
    (round, counts)
}

#[test]
fn acknowledged_votes_and_donations_survive_a_killed_process() {
    let data_dir = temp_dir("durability");
    demo(&data_dir);
    let env = [("MATCHPOOL_FREEZE_INTERVAL_SECS", "0")];
    let mut instance = Instance::start(&data_dir, &env);
    let (_, before) = votes_by_project(&instance);
    let projects: Vec<String> = before.keys().cloned().collect();
    assert!(projects.len() >= 2, "the demo's round in voting has projects: {before:?}");

    let mut acknowledged: HashMap<String, i64> = HashMap::new();
    let mut donations = Vec::new();
    for person in ["ana", "kenji", "amira", "claire", "minji", "wei"] {
        let credentials = json!({"email": format!("{person}@demo.matchpool.local"), "password": "matchpool-demo"});
        let (status, signed_in) = instance.post_json("/api/auth", None, &credentials);
        assert_eq!(status, 200, "{person}: {signed_in}");
        let token = signed_in["access_token"].as_str().unwrap().to_owned();
        for project in &projects {
            let (status, body) =
                instance.post_json(&format!("/api/projects/{project}/votes"), Some(&token), &json!({}));
            match status {
                201 => *acknowledged.entry(project.clone()).or_default() += 1,
                409 => {} // voted in the demo already
                _ => panic!("{person} voting for {project}: {status} {body}"),
            }
        }
        let gift = json!({"amount": 12, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa"});
        let (status, donation) =
            instance.post_json(&format!("/api/projects/{}/donates", projects[0]), Some(&token), &gift);
        if status == 201 || status == 200 {
            let donation = &donation["donation"];
            assert_eq!(donation["state"], "settled", "the development card settles at once: {donation}");
            donations.push((token.clone(), donation["id"].as_str().unwrap().to_owned()));
        }
    }
    assert!(acknowledged.values().sum::<i64>() >= 3, "some votes were cast: {acknowledged:?}");
    assert!(!donations.is_empty(), "a card donation was made");
    // The last answer is in: kill the process at once, no shutdown.
    instance.kill();

    let instance = Instance::start(&data_dir, &env);
    let (_, after) = votes_by_project(&instance);
    for (project, count) in &before {
        let expected = count + acknowledged.get(project).copied().unwrap_or(0);
        assert_eq!(after[project], expected, "project {project}: every acknowledged vote is still counted");
    }
    for (token, id) in &donations {
        let donation = json_of(&instance, &format!("/api/donations/{id}"), Some(token));
        let state = donation["state"].as_str().or_else(|| donation["donation"]["state"].as_str());
        assert_eq!(state, Some("settled"), "donation {id} is still settled: {donation}");
    }
}
