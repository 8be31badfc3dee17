//! `metrics.bind`: the metrics on a separate address, without a token (issue 15).

use crate::support;

use std::time::Duration;

use support::{Instance, eventually, temp_dir};

#[test]
fn the_metrics_address_serves_the_jobs_and_requests_without_a_token() {
    let dir = temp_dir("metrics-bind");
    let env = [
        ("MATCHPOOL_METRICS__BIND", "127.0.0.1:0"),
        ("MATCHPOOL_METRICS__TOKEN", ""),
        ("MATCHPOOL_FREEZE_INTERVAL_SECS", "1"),
    ];
    let mut instance = Instance::start(&dir, &env);
    let logs = instance.logs();
    let line = logs.lines().find(|l| l.contains("metrics are served")).expect("the metrics address is logged");
    let address =
        line[line.find("address=").unwrap() + "address=".len()..].split_whitespace().next().unwrap().to_owned();

    let (status, _) = instance.get("/metrics");
    assert_eq!(status, 404, "no token configured: no metrics on the main port");
    assert_eq!(instance.get("/api/health").0, 200);

    let main = std::mem::replace(&mut instance.address, address);
    eventually(Duration::from_secs(10), "a freeze run counted", || {
        instance.get("/metrics").1.contains(r#"matchpool_job_runs_total{job="freeze",outcome="ok"}"#)
    });
    let (status, text) = instance.get("/metrics");
    assert_eq!(status, 200);
    assert!(
        text.contains(r#"matchpool_http_requests_total{method="GET",route="/api/health",status="200"} 1"#),
        "{text}"
    );
    assert!(text.contains("matchpool_job_duration_seconds_bucket"), "{text}");
    assert!(text.contains("matchpool_jobs_leader 1"), "SQLite: this instance leads\n{text}");
    assert_eq!(instance.get("/api/health").0, 404, "the metrics address serves nothing else");
    instance.address = main;
}
