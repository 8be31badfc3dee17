//! Runs `matchpool serve` as a child process (several of them, for the scale-out tests) and talks
//! to it over plain HTTP/1.1, with fresh PostgreSQL databases to share.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const METRICS_TOKEN: &str = "scale-out-metrics-token";

/// One running `matchpool serve`; killed when dropped.
pub struct Instance {
    child: Child,
    pub address: String,
    pub logs: Arc<Mutex<String>>,
    pub data_dir: PathBuf,
}

/// A fresh PostgreSQL database on the test server; returns its URL.
pub async fn fresh_postgres() -> String {
    use sea_orm::ConnectionTrait;
    let server =
        std::env::var("MATCHPOOL_TEST_POSTGRES_URL").expect("MATCHPOOL_TEST_POSTGRES_URL names a PostgreSQL server");
    let admin = matchpool_store::connect(&server).await.expect("connecting to PostgreSQL");
    let name = format!("mp_ops_{}", uuid::Uuid::new_v4().simple());
    admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await.expect("creating a database");
    admin.close().await.ok();
    let mut url = url::Url::parse(&server).unwrap();
    url.set_path(&format!("/{name}"));
    url.to_string()
}

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("matchpool-{name}-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

impl Instance {
    /// Starts `matchpool serve` with `env` on a free port and waits until it serves.
    pub fn start(data_dir: &std::path::Path, env: &[(&str, &str)]) -> Self {
        let mut instance = Self::spawn(data_dir, env);
        instance.wait_serving();
        instance
    }

    /// Starts `matchpool serve` without waiting.
    pub fn spawn(data_dir: &std::path::Path, env: &[(&str, &str)]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_matchpool"))
            .arg("serve")
            .current_dir(data_dir)
            .env("MATCHPOOL_DATA_DIR", data_dir)
            .env("MATCHPOOL_BIND", "127.0.0.1:0")
            .env("MATCHPOOL_LOG", "info")
            .env("MATCHPOOL_METRICS__TOKEN", METRICS_TOKEN)
            .env_remove("DATABASE_URL")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the matchpool binary runs");
        let logs = Arc::new(Mutex::new(String::new()));
        let stderr = child.stderr.take().unwrap();
        let sink = logs.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut logs = sink.lock().unwrap();
                logs.push_str(&line);
                logs.push('\n');
            }
        });
        Self { child, address: String::new(), logs, data_dir: data_dir.to_path_buf() }
    }

    /// Waits for the "matchpool is serving" line and reads the address from it.
    pub fn wait_serving(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(90);
        loop {
            let logs = self.logs();
            if let Some(line) = logs.lines().find(|l| l.contains("matchpool is serving")) {
                let start = line.find("address=").expect("the serving line names the address") + "address=".len();
                self.address = line[start..].split_whitespace().next().unwrap().to_owned();
                return;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("matchpool serve exited with {status}:\n{logs}");
            }
            assert!(Instant::now() < deadline, "matchpool serve did not start within 90 s:\n{logs}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn logs(&self) -> String {
        strip_ansi(&self.logs.lock().unwrap())
    }

    /// Kills the process at once (no graceful shutdown: a crash).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends a request and returns the status and the body.
    pub fn request(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.address).expect("connecting to the instance");
        stream.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        let mut request = format!(
            "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: {}\r\n",
            body.len()
        );
        for (name, value) in headers {
            request.push_str(&format!("{name}: {value}\r\n"));
        }
        request.push_str("\r\n");
        request.push_str(body);
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).unwrap();
        let answer = String::from_utf8_lossy(&answer).into_owned();
        let status = answer.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
        let body = if head.to_ascii_lowercase().contains("transfer-encoding: chunked") {
            dechunk(body)
        } else {
            body.to_owned()
        };
        (status, body)
    }

    pub fn get(&self, path: &str) -> (u16, String) {
        self.request("GET", path, &[], "")
    }

    pub fn post_json(&self, path: &str, token: Option<&str>, body: &serde_json::Value) -> (u16, serde_json::Value) {
        let auth = token.map(|t| format!("Bearer {t}"));
        let mut headers = vec![("Content-Type", "application/json")];
        if let Some(auth) = &auth {
            headers.push(("Authorization", auth.as_str()));
        }
        let (status, text) = self.request("POST", path, &headers, &body.to_string());
        (status, serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)))
    }

    /// The instance's metrics (through the main port's token).
    pub fn metrics(&self) -> String {
        let auth = format!("Bearer {METRICS_TOKEN}");
        let (status, body) = self.request("GET", "/metrics", &[("Authorization", &auth)], "");
        assert_eq!(status, 200, "{body}");
        body
    }

    /// The value of one series in the metrics, if present (`name{labels}` exactly as printed).
    pub fn metric(&self, series: &str) -> Option<f64> {
        self.metrics().lines().find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
    }

    pub fn is_leader(&self) -> bool {
        self.metric("matchpool_jobs_leader") == Some(1.0)
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        self.kill();
    }
}

fn dechunk(body: &str) -> String {
    let mut out = String::new();
    let mut rest = body;
    while let Some((size, after)) = rest.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else { break };
        if size == 0 || after.len() < size {
            break;
        }
        out.push_str(&after[..size]);
        rest = after[size..].trim_start_matches("\r\n");
    }
    out
}

fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Waits until `check` holds, or fails with `what` after `limit`.
pub fn eventually(limit: Duration, what: &str, mut check: impl FnMut() -> bool) {
    let deadline = Instant::now() + limit;
    while !check() {
        assert!(Instant::now() < deadline, "{what} did not happen within {limit:?}");
        std::thread::sleep(Duration::from_millis(100));
    }
}
