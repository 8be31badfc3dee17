//! Several `matchpool serve` instances on one PostgreSQL database (issue 15): they migrate once
//! when started together, the background jobs run on one of them (the leader), and the jobs
//! move to another when the leader dies.

use crate::support;

use std::time::Duration;

use chrono::Utc;
use support::{Instance, eventually, fresh_postgres, temp_dir};

fn env(url: &str) -> Vec<(&'static str, String)> {
    vec![
        ("DATABASE_URL", url.to_owned()),
        ("MATCHPOOL_FREEZE_INTERVAL_SECS", "1".to_owned()),
        ("MATCHPOOL_LEADER_CHECK_SECS", "1".to_owned()),
    ]
}

fn start_together(url: &str, n: usize) -> Vec<Instance> {
    let env = env(url);
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let mut instances: Vec<Instance> =
        (0..n).map(|i| Instance::spawn(&temp_dir(&format!("scale-{i}")), &env)).collect();
    for instance in &mut instances {
        instance.wait_serving();
    }
    instances
}

/// A round whose voting ended an hour ago and has no results yet.
async fn round_due_for_freezing(url: &str) -> matchpool_domain::RoundId {
    let db = matchpool_store::connect(url).await.unwrap();
    let now = Utc::now();
    let day = chrono::Duration::days(1);
    let fields = matchpool_store::rounds::RoundFields {
        number: 1,
        name: "Round 1".into(),
        description: "Ended".into(),
        pool_cents: 1_000_000,
        cover_url: None,
        submission_start_at: now - day * 20,
        submission_end_at: now - day * 15,
        voting_start_at: now - day * 14,
        voting_end_at: now - chrono::Duration::hours(1),
        results_at: now + day,
        algorithm: matchpool_domain::round::Algorithm::Qf,
        params: matchpool_app::rounds::default_params(),
        projects_need_approval: false,
    };
    matchpool_store::rounds::insert(&db, fields, now).await.unwrap().id
}

async fn frozen(url: &str, round: matchpool_domain::RoundId) -> bool {
    let db = matchpool_store::connect(url).await.unwrap();
    matchpool_store::results::summary(&db, round).await.unwrap().is_some()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_started_together_migrate_once_and_both_become_ready() {
    let url = fresh_postgres().await;
    let instances = start_together(&url, 2);
    for instance in &instances {
        let (status, body) = instance.get("/api/ready");
        assert_eq!(status, 200, "{body}\n{}", instance.logs());
    }
    let db = matchpool_store::connect(&url).await.unwrap();
    let applied = matchpool_store::migrating::applied(&db).await.unwrap();
    assert_eq!(matchpool_store::migrating::pending(&db).await.unwrap(), 0);
    let migrated: usize = instances.iter().map(|i| i.logs().matches("Applying migration").count()).sum();
    assert!(applied > 0);
    assert_eq!(migrated, applied, "each migration was applied by one instance only");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_freezes_exactly_once_with_two_instances() {
    let url = fresh_postgres().await;
    let mut instances = start_together(&url, 2);
    eventually(Duration::from_secs(15), "one instance leading", || {
        instances.iter().filter(|i| i.is_leader()).count() == 1
    });
    let round = round_due_for_freezing(&url).await;
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while !frozen(&url, round).await {
        assert!(std::time::Instant::now() < deadline, "the round was not frozen");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let froze: Vec<usize> = instances.iter().map(|i| i.logs().matches("round frozen").count()).collect();
    assert_eq!(froze.iter().sum::<usize>(), 1, "{froze:?}");
    let runs = |i: &Instance| i.metric(r#"matchpool_job_runs_total{job="freeze",outcome="ok"}"#).unwrap_or(0.0);
    let leader = instances.iter().position(Instance::is_leader).unwrap();
    assert!(runs(&instances[leader]) > 0.0);
    assert_eq!(runs(&instances[1 - leader]), 0.0, "only the leader runs the jobs");

    // The leader dies without a word: the other takes the jobs over.
    instances[leader].kill();
    let survivor = &instances[1 - leader];
    eventually(Duration::from_secs(15), "the survivor leading", || survivor.is_leader());
    eventually(Duration::from_secs(10), "the survivor running the freeze job", || runs(survivor) > 0.0);
}
