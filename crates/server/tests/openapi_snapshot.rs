//! The committed `web/openapi.json` (the source of the web app's API types) is exactly what
//! `matchpool openapi` prints.

use std::path::Path;
use std::process::Command;

#[test]
fn the_committed_openapi_document_matches_the_binary() {
    let output = Command::new(env!("CARGO_BIN_EXE_matchpool")).arg("openapi").output().expect("matchpool runs");
    assert!(output.status.success(), "matchpool openapi failed: {}", String::from_utf8_lossy(&output.stderr));
    let printed = String::from_utf8(output.stdout).expect("the document is UTF-8");
    let committed_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/openapi.json");
    let committed = std::fs::read_to_string(&committed_path).unwrap_or_default();
    assert!(
        printed == committed,
        "web/openapi.json differs from what `matchpool openapi` prints: run `scripts/gen-api.sh` and commit the result"
    );
}

#[test]
fn the_printed_document_lists_the_error_codes() {
    let output = Command::new(env!("CARGO_BIN_EXE_matchpool")).arg("openapi").output().expect("matchpool runs");
    let document: serde_json::Value = serde_json::from_slice(&output.stdout).expect("the document is JSON");
    let codes = document["components"]["schemas"]["ErrorBody"]["properties"]["code"]["enum"]
        .as_array()
        .expect("ErrorBody.code is an enum");
    assert!(codes.iter().any(|code| code == "donation.not_found"), "{codes:?}");
    assert!(document["paths"]["/projects/{id}/donates"].is_object());
}
