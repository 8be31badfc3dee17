//! Reading and verifying audit packs (matching.md §13): clear errors, order independence,
//! tolerant comparison.

mod common;

use std::fs;
use std::path::Path;

use common::{example_dir, text};
use matchpool_matching::pack::{self, PackError};

const EXAMPLE_HASH: &str = "e97e43960f60b2a58b8e5d8a7421c110902c8bfaca3665bd9209e312f809125c";

/// A pack made of the example's files with `edit(name, text)` applied to each, round.json's
/// input_sha256 updated to the edited inputs unless `keep_hash`.
fn edited_pack(edit: impl Fn(&str, String) -> String, keep_hash: bool) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let names = ["projects.csv", "people.csv", "contributions.csv", "results.csv", "summary.json", "manifest.json"];
    for name in names {
        let edited = edit(name, text(&example_dir().join(name)));
        fs::write(dir.path().join(name), edited).expect("write");
    }
    let read = |name: &str| fs::read(dir.path().join(name)).expect("read");
    let hash = pack::input_sha256(&read("projects.csv"), &read("people.csv"), &read("contributions.csv"));
    let mut round = edit("round.json", text(&example_dir().join("round.json")));
    if !keep_hash {
        round = round.replace(EXAMPLE_HASH, &hash);
    }
    fs::write(dir.path().join("round.json"), round).expect("write");
    dir
}

fn in_file(name: &'static str, f: impl Fn(String) -> String) -> impl Fn(&str, String) -> String {
    move |file, text| if file == name { f(text) } else { text }
}

fn error(dir: &Path) -> String {
    match pack::compute_to(dir, None) {
        Ok(_) => panic!("the pack should be rejected"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_wrong_header_names_the_file_and_the_expected_header() {
    let dir = edited_pack(in_file("people.csv", |t| t.replace("impact_points", "points")), false);
    let message = error(dir.path());
    assert!(message.starts_with("people.csv line 1: the header must be"), "{message}");
    assert!(message.contains("person_id,verified,impact_points"), "{message}");
}

#[test]
fn malformed_fields_are_reported_with_their_line() {
    let cases = [
        ("contributions.csv", "ben,alpha,400,1", "ben,alpha,4OO,1", "contributions.csv line 3: amount_cents"),
        ("contributions.csv", "ben,alpha,400,1", "ben,alpha,0400,1", "contributions.csv line 3: amount_cents"),
        ("contributions.csv", "ben,alpha,400,1", "ben,alpha,+400,1", "contributions.csv line 3: amount_cents"),
        ("contributions.csv", "ben,alpha,400,1", "ben,alpha,400,yes", "contributions.csv line 3: voted"),
        ("contributions.csv", "ben,alpha,400,1", "ben,alpha,400", "contributions.csv line 3: expected 4 fields"),
        (
            "projects.csv",
            "beta,2000000,",
            "beta,9007199254740992,",
            "projects.csv line 3: requested_cents 9007199254740992 is above",
        ),
        ("people.csv", "caro,0,40", "ca ro,0,40", "people.csv line 4: person_id: invalid person id"),
        ("people.csv", "caro,0,40", "\"caro\",0,40", "people.csv line 4: person_id: invalid person id"),
    ];
    for (file, from, to, expected) in cases {
        let dir = edited_pack(in_file(file, move |t| t.replace(from, to)), false);
        let message = error(dir.path());
        assert!(message.starts_with(expected), "{to}: {message}");
    }
}

#[test]
fn repeated_and_unknown_ids_point_at_their_line() {
    let cases = [
        (
            "projects.csv",
            "gamma,300000,1700\n",
            "gamma,300000,1700\nalpha,1,1\n",
            "projects.csv line 5: project id \"alpha\" appears twice",
        ),
        ("people.csv", "dev,1,5\n", "dev,1,5\nben,1,3\n", "people.csv line 6: person id \"ben\" appears twice"),
        (
            "contributions.csv",
            "caro,gamma,100,0\n",
            "caro,gamma,100,0\nben,beta,1,1\n",
            "contributions.csv line 10: contribution of person \"ben\" to project \"beta\" appears twice",
        ),
        (
            "contributions.csv",
            "caro,gamma,100,0\n",
            "caro,gamma,100,0\nzed,beta,1,1\n",
            "contributions.csv line 10: contribution names unknown person \"zed\": it is not in people.csv",
        ),
        (
            "contributions.csv",
            "caro,gamma,100,0\n",
            "caro,gamma,100,0\nben,delta,1,1\n",
            "contributions.csv line 10: contribution names unknown project \"delta\": it is not in projects.csv",
        ),
    ];
    for (file, from, to, expected) in cases {
        let dir = edited_pack(in_file(file, move |t| t.replace(from, to)), false);
        assert_eq!(error(dir.path()), expected);
    }
}

#[test]
fn inputs_that_do_not_match_input_sha256_are_rejected() {
    let dir = edited_pack(in_file("people.csv", |t| t.replace("ana,1,120", "ana,1,121")), true);
    let message = error(dir.path());
    assert!(message.starts_with("input_sha256 mismatch: round.json says e97e4396"), "{message}");
}

#[test]
fn round_json_is_checked() {
    let cases = [
        ("\"cm_max\": 100,", "\"cm_max\": 100, \"surprise\": 1,", "unknown field `surprise`"),
        ("\"cm_max\": 100,", "\"cm_max\": 0.5,", "params: parameter cm_max = 0.5 is out of range"),
        ("\"ip_max\": 1000000,", "\"ip_max\": 0.5,", "round.json"),
        ("\"algorithm\": \"qf\"", "\"algorithm\": \"quadratic\"", "unknown variant `quadratic`"),
        ("\"algorithm_version\": 1", "\"algorithm_version\": 2", "algorithm_version 2 is unknown"),
        ("\"round_cap_fraction\": null", "\"round_cap_fraction\": 0", "round_cap_fraction = 0 is out of range"),
        (
            "\"pool_cents\": 100000",
            "\"pool_cents\": 9007199254740992",
            "round.json: pool_cents 9007199254740992 is above 2^53 - 1",
        ),
    ];
    for (from, to, expected) in cases {
        let dir = edited_pack(in_file("round.json", move |t| t.replace(from, to)), false);
        let message = error(dir.path());
        assert!(message.contains(expected), "{to}: {message}");
    }
}

#[test]
fn integer_parameters_may_be_written_as_floats_and_missing_ones_default() {
    let edit = |t: String| {
        t.replace("\"ip_max\": 1000000,", "\"ip_max\": 1000000.0,")
            .replace("    \"pairwise_m\": 10.0,\n", "")
            .replace("\"cocm_groups\": \"projects\"", "\"cocm_groups\": \"projects\", \"note\": 1")
            .replace("\"round_id\"", "\"round_name\": \"Spring\",\n  \"round_id\"")
    };
    // An unknown key inside params is refused, an unknown top-level key is ignored.
    let dir = edited_pack(in_file("round.json", edit), false);
    assert!(error(dir.path()).contains("unknown field `note`"));
    let edit = |t: String| edit(t).replace(", \"note\": 1", "");
    let dir = edited_pack(in_file("round.json", edit), false);
    let report = pack::verify(dir.path()).expect("verifies");
    assert!(report.is_identical(), "{report}");
}

#[test]
fn row_order_in_the_input_files_changes_nothing() {
    let reverse = |name: &str, t: String| {
        if !name.ends_with(".csv") || name == "results.csv" {
            return t;
        }
        let mut lines: Vec<&str> = t.lines().collect();
        lines[1..].reverse();
        lines.join("\n") + "\n"
    };
    let dir = edited_pack(reverse, false);
    assert_ne!(text(&dir.path().join("contributions.csv")), text(&example_dir().join("contributions.csv")));
    let report = pack::verify(dir.path()).expect("verifies");
    assert!(report.is_identical() && report.results_bytes_identical, "{report}");
}

#[test]
fn verify_lists_every_difference_and_judges_the_tolerance() {
    let nudge = in_file("results.csv", |t| {
        t.replace("beta,33.67898940395393,1678,1989000,28803,0", "beta,33.678989403954,1678,1989000,28804,0")
            .replace("gamma,28.292764898182213,1410,298300,24197,0", "gamma,28.292764898182213,1410,298300,24196,0")
    });
    let report = pack::verify(edited_pack(nudge, false).path()).expect("verifies");
    assert!(!report.is_identical());
    let listed: Vec<String> = report.differences.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        listed,
        [
            "results.csv project beta raw_match: published 33.678989403954, recomputed 33.67898940395393",
            "results.csv project beta match_cents: published 28804, recomputed 28803",
            "results.csv project gamma match_cents: published 24196, recomputed 24197",
        ]
    );
    assert!(report.within_tolerance);
    assert!(report.to_string().contains("DIFFERENT: 3 published values differ"));

    let tamper = in_file("results.csv", |t| t.replace("24197", "24100"));
    let tamper_summary = move |name: &str, t: String| {
        let t = tamper(name, t);
        if name == "summary.json" { t.replace("\"allocated_cents\": 100000", "\"allocated_cents\": 99903") } else { t }
    };
    let report = pack::verify(edited_pack(tamper_summary, false).path()).expect("verifies");
    assert!(!report.within_tolerance, "{report}");
    assert_eq!(report.differences.len(), 2);
    assert_eq!(report.differences[1].field, "allocated_cents");
}

const EXAMPLE_ROOT: &str = "73e25065fcfa7d758fc0f105b868e4da89bf5dc6a72d0a74ddec60a43c08d04f";

#[test]
fn verify_compares_the_contributions_root_with_the_manifest() {
    let other_root = "00".repeat(32);
    let dir = edited_pack(in_file("manifest.json", |t| t.replace(EXAMPLE_ROOT, &other_root)), false);
    let report = pack::verify(dir.path()).expect("verifies");
    assert!(!report.is_identical() && !report.within_tolerance, "{report}");
    let listed: Vec<String> = report.differences.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        listed,
        [format!("manifest.json contributions_tree.root: published {other_root}, recomputed {EXAMPLE_ROOT}")]
    );
    assert!(report.to_string().contains("(manifest.json says otherwise)"), "{report}");

    let dir = edited_pack(in_file("manifest.json", |t| t.replace("\"leaf_count\": 8", "\"leaf_count\": 9")), false);
    let report = pack::verify(dir.path()).expect("verifies");
    assert_eq!(report.differences[0].field, "contributions_tree.leaf_count");
    let dir = edited_pack(in_file("manifest.json", |t| t.replace("example-1", "example-2")), false);
    let report = pack::verify(dir.path()).expect("verifies");
    assert_eq!(report.differences[0].to_string(), "manifest.json round_id: published example-2, recomputed example-1");
}

#[test]
fn a_pack_republished_with_other_rows_no_longer_matches_its_manifest() {
    // The operator changes a gift after publishing, then recomputes the results and the input
    // hash so that everything else is consistent: only the committed root gives it away.
    let dir = edited_pack(in_file("contributions.csv", |t| t.replace("caro,gamma,100,0", "caro,gamma,90,0")), false);
    pack::compute_to(dir.path(), Some(dir.path())).expect("recomputes");
    let report = pack::verify(dir.path()).expect("verifies");
    assert_eq!(report.differences.len(), 1, "{report}");
    assert_eq!(report.differences[0].field, "contributions_tree.root");
    assert_eq!(report.differences[0].published, EXAMPLE_ROOT);
}

#[test]
fn a_pack_without_a_manifest_verifies_and_says_so() {
    let dir = edited_pack(|_, t| t, false);
    fs::remove_file(dir.path().join("manifest.json")).expect("remove");
    let report = pack::verify(dir.path()).expect("verifies");
    assert!(report.is_identical() && !report.manifest_present, "{report}");
    assert_eq!(report.contributions_tree.root.to_string(), EXAMPLE_ROOT);
    assert!(report.to_string().contains("(this pack has no manifest.json to compare it with)"), "{report}");
}

#[test]
fn a_manifest_in_an_unknown_format_is_refused() {
    let edit = |t: String| t.replace("\"version\": 1", "\"version\": 2");
    let dir = edited_pack(in_file("manifest.json", edit), false);
    let message = pack::verify(dir.path()).expect_err("refused").to_string();
    assert_eq!(message, "manifest.json: contributions_tree version 2 is unknown; this build implements version 1");
    let dir = edited_pack(in_file("manifest.json", |t| t.replace(EXAMPLE_ROOT, "not a root")), false);
    let message = pack::verify(dir.path()).expect_err("refused").to_string();
    assert!(message.starts_with("manifest.json: \"not a root\" is not 64 lowercase hex digits"), "{message}");
}

#[test]
fn verify_ignores_extra_summary_keys_and_number_formatting() {
    let edit = |name: &str, t: String| match name {
        "summary.json" => t.replace("\"pool_cents\"", "\"note\": \"published\",\n  \"pool_cents\""),
        "results.csv" => t.replace("33.67898940395393", "3.367898940395393e1"),
        _ => t,
    };
    let report = pack::verify(edited_pack(edit, false).path()).expect("verifies");
    assert!(report.is_identical(), "{report}");
    assert!(!report.results_bytes_identical && !report.summary_bytes_identical);
    assert!(report.to_string().contains("value for value"));
}

#[test]
fn missing_files_are_named() {
    let dir = edited_pack(|_, t| t, false);
    fs::remove_file(dir.path().join("results.csv")).expect("remove");
    assert!(matches!(pack::verify(dir.path()), Err(PackError::NoResults)));
    fs::remove_file(dir.path().join("people.csv")).expect("remove");
    assert_eq!(error(dir.path()), "the pack has no people.csv");
    let nowhere = dir.path().join("nowhere.zip");
    assert!(error(&nowhere).contains("nowhere.zip"));
    fs::write(&nowhere, b"not a zip").expect("write");
    assert!(error(&nowhere).contains("not a readable zip archive"));
}
