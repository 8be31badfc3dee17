//! The development payment and chain providers accept fake money: `matchpool serve` refuses them
//! on a deployment people reach from elsewhere unless the configuration says it is meant.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// How `matchpool serve` went.
#[derive(Debug, PartialEq)]
enum Outcome {
    Serving,
    Exited(Option<i32>, String),
}

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("matchpool-dev-providers-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `matchpool serve` with `env` until it says it is serving (then stops it) or exits.
fn serve(name: &str, env: &[(&str, &str)]) -> Outcome {
    let dir = data_dir(name);
    let mut child = Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .arg("serve")
        .current_dir(&dir)
        .env("MATCHPOOL_DATA_DIR", &dir)
        .env("MATCHPOOL_BIND", "127.0.0.1:0")
        .env("MATCHPOOL_FREEZE_INTERVAL_SECS", "0")
        .env("MATCHPOOL_LOG", "info")
        .env_remove("DATABASE_URL")
        .envs(env.iter().copied())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the matchpool binary runs");
    let (lines, received) = mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = lines.send(line);
        }
    });
    let mut output = String::new();
    let outcome = loop {
        match received.recv_timeout(Duration::from_secs(60)) {
            Ok(line) if line.contains("matchpool is serving") => {
                child.kill().unwrap();
                break Outcome::Serving;
            }
            Ok(line) => output += &(line + "\n"),
            Err(mpsc::RecvTimeoutError::Disconnected) => break Outcome::Exited(child.wait().unwrap().code(), output),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                child.kill().unwrap();
                panic!("matchpool serve neither served nor stopped within a minute: {output}");
            }
        }
    };
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
    outcome
}

#[test]
fn dev_providers_refuse_a_public_address() {
    let Outcome::Exited(code, output) = serve("public", &[("MATCHPOOL_PUBLIC_URL", "https://fund.example.org")]) else {
        panic!("a public deployment with development providers started");
    };
    assert_eq!(code, Some(1), "{output}");
    assert!(output.contains("payments.provider and chain.provider"), "{output}");
    assert!(output.contains("allow_dev_providers"), "{output}");
}

#[test]
fn dev_providers_start_when_allowed_or_on_loopback() {
    let allowed = [("MATCHPOOL_PUBLIC_URL", "https://staging.example.org"), ("MATCHPOOL_ALLOW_DEV_PROVIDERS", "true")];
    assert_eq!(serve("allowed", &allowed), Outcome::Serving);
    assert_eq!(serve("loopback", &[("MATCHPOOL_PUBLIC_URL", "http://127.0.0.1:8080")]), Outcome::Serving);
}
