//! A server that cannot listen says so in one line (issue 14, item 15): no "Caused by:" block and
//! no backtrace, and a failing exit code.

use std::process::Command;

#[test]
fn a_taken_port_is_one_clear_line() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = taken.local_addr().unwrap().to_string();
    let data = std::env::temp_dir().join(format!("mp-bind-{}", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .args(["--data-dir", data.to_str().unwrap(), "serve", "--bind", &address])
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error: ")).collect();
    assert_eq!(errors.len(), 1, "{stderr}");
    assert!(
        errors[0].contains(&format!("listening on {address}")) && errors[0].to_lowercase().contains("in use"),
        "{stderr}"
    );
    assert!(!stderr.contains("Caused by") && !stderr.contains("stack backtrace"), "{stderr}");
    let _ = std::fs::remove_dir_all(data);
}
