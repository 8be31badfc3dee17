//! The fast pack reader used by `matchpool qf` accepts exactly the files the reference reader
//! (`Pack::from_files`: the csv crate and a string per id) accepts, and rejects the others with
//! the same first error.

mod common;

use common::{example_dir, text};
use matchpool_matching::pack::{self, Computed, Pack, PackFiles};

/// The example pack with `edit(name, bytes)` applied to each CSV file and round.json's
/// input_sha256 updated, so that only the CSV checks can refuse it.
fn edited(edit: impl Fn(&str, Vec<u8>) -> Vec<u8>) -> PackFiles {
    let mut files = PackFiles::read(&example_dir()).expect("the example reads");
    files.projects_csv = edit("projects.csv", files.projects_csv);
    files.people_csv = edit("people.csv", files.people_csv);
    files.contributions_csv = edit("contributions.csv", files.contributions_csv);
    let hash = pack::input_sha256(&files.projects_csv, &files.people_csv, &files.contributions_csv);
    let round = text(&example_dir().join("round.json"));
    let old = serde_json::from_str::<serde_json::Value>(&round).expect("json")["input_sha256"].clone();
    files.round_json = round.replace(old.as_str().expect("a string"), &hash).into_bytes();
    files
}

fn in_file(name: &'static str, f: impl Fn(String) -> String) -> impl Fn(&str, Vec<u8>) -> Vec<u8> {
    move |file, bytes| if file == name { f(String::from_utf8(bytes).expect("text")).into_bytes() } else { bytes }
}

/// Both readers' outcome, which must be the same; the error message when there is one.
fn both(files: &PackFiles) -> Result<Computed, String> {
    let fast = pack::compute_files(files).map_err(|e| e.to_string());
    let reference = Pack::from_files(files).and_then(|p| p.compute()).map_err(|e| e.to_string());
    assert_eq!(fast, reference);
    fast
}

fn published() -> Computed {
    both(&PackFiles::read(&example_dir()).expect("reads")).expect("computes")
}

#[test]
fn crlf_bom_blank_lines_and_no_final_newline_read_like_the_plain_files() {
    let variants: [fn(String) -> String; 5] = [
        |t| t.replace('\n', "\r\n"),
        |t| t.replace('\n', "\r"),
        |t| format!("\u{feff}{t}"),
        |t| t.replacen('\n', "\n\n", 2) + "\n\n",
        |t| t.trim_end().to_owned(),
    ];
    for variant in variants {
        for file in ["projects.csv", "people.csv", "contributions.csv"] {
            let files = edited(in_file(file, variant));
            let computed = both(&files).unwrap_or_else(|e| panic!("{file}: {e}"));
            assert_eq!(computed, published(), "{file}");
        }
    }
}

#[test]
fn row_errors_name_the_reference_line_with_or_without_blank_lines_and_crlf() {
    let bad = |t: String| t.replace("ben,alpha,400,1", "ben,alpha,4OO,1");
    // With CRLF endings the csv crate numbers this row's line 2 (it counts a record's line where
    // it started looking for it); the fast reader takes its line numbers from the csv crate for
    // such files, so it says the same.
    type Layout = fn(String) -> String;
    let cases: [(Layout, &str); 3] = [
        (|t| t, "contributions.csv line 3: amount_cents \"4OO\" is not an integer"),
        (|t| t.replacen('\n', "\n\n", 1), "contributions.csv line 4: amount_cents \"4OO\" is not an integer"),
        (|t| t.replace('\n', "\r\n"), "contributions.csv line 2: amount_cents \"4OO\" is not an integer"),
    ];
    for (layout, expected) in cases {
        let message = both(&edited(in_file("contributions.csv", move |t| layout(bad(t))))).expect_err("refused");
        assert!(message.starts_with(expected), "{message}");
    }
}

#[test]
fn malformed_fields_are_refused_with_the_reference_message() {
    let cases = [
        (
            "people.csv",
            "caro,0,40",
            "\"caro\",0,40",
            "people.csv line 4: person_id: invalid person id \"\\\"caro\\\"\"",
        ),
        ("people.csv", "caro,0,40", "caro,yes,40", "people.csv line 4: verified \"yes\" is not 0 or 1"),
        ("people.csv", "caro,0,40", "caro,0,040", "people.csv line 4: impact_points \"040\" is not an integer"),
        ("people.csv", "caro,0,40", "caro,0,-40", "people.csv line 4: impact_points \"-40\" is not an integer"),
        ("people.csv", "caro,0,40", "caro,0, 40", "people.csv line 4: impact_points \" 40\" is not an integer"),
        ("people.csv", "caro,0,40", "caro,0,4.0", "people.csv line 4: impact_points \"4.0\" is not an integer"),
        ("people.csv", "caro,0,40", "caro,0,", "people.csv line 4: impact_points \"\" is not an integer"),
        (
            "people.csv",
            "caro,0,40",
            "caro,0,9007199254740992",
            "people.csv line 4: impact_points 9007199254740992 is above",
        ),
        (
            "people.csv",
            "caro,0,40",
            "caro,0,99999999999999999999",
            "people.csv line 4: impact_points 99999999999999999999 is above",
        ),
        ("people.csv", "caro,0,40", "caro,0,40,", "people.csv line 4: expected 3 fields"),
        ("people.csv", "caro,0,40", "caro", "people.csv line 4: expected 3 fields"),
        ("people.csv", "caro,0,40", "car\u{f6},0,40", "people.csv line 4: person_id: invalid person id \"carö\""),
        (
            "contributions.csv",
            "ben,alpha,400,1",
            "ben,alpha,400,10",
            "contributions.csv line 3: voted \"10\" is not 0 or 1",
        ),
        (
            "contributions.csv",
            "ben,alpha,400,1",
            ",alpha,400,1",
            "contributions.csv line 3: person_id: invalid person id \"\"",
        ),
        (
            "projects.csv",
            "beta,2000000,",
            "beta,2000000,x",
            "projects.csv line 3: direct_cents \"x11000\" is not an integer",
        ),
        ("projects.csv", "project_id", "project", "projects.csv line 1: the header must be"),
    ];
    for (file, from, to, expected) in cases {
        let files = edited(in_file(file, move |t| t.replacen(from, to, 1)));
        let message = both(&files).expect_err(to);
        assert!(message.starts_with(expected), "{to}: {message}");
    }
    let files = edited(|file, mut bytes| {
        if file == "people.csv" {
            bytes[44] = 0xFF; // the e of ben
        }
        bytes
    });
    let message = both(&files).expect_err("not UTF-8");
    assert!(message.contains("is not valid UTF-8"), "{message}");
    let message = both(&edited(in_file("people.csv", |_| String::new()))).expect_err("empty");
    assert_eq!(message, "people.csv line 1: the file is empty; expected the header person_id,verified,impact_points");
}

#[test]
fn repeated_and_unknown_ids_are_refused_in_the_reference_order() {
    let cases = [
        // A repeated project is reported before a repeated person, at the last of its rows.
        (
            "ben,1,3\n",
            "gamma,300000,1700\nalpha,1,1\nalpha,2,2\n",
            "",
            "projects.csv line 6: project id \"alpha\" appears twice",
        ),
        ("dev,1,5\nben,1,3\n", "", "", "people.csv line 6: person id \"ben\" appears twice"),
        // An unknown project anywhere comes before an unknown person earlier in the file.
        (
            "",
            "",
            "zed,alpha,1,1\nben,delta,1,1\n",
            "contributions.csv line 11: contribution names unknown project \"delta\"",
        ),
        ("", "", "zed,alpha,1,1\n", "contributions.csv line 10: contribution names unknown person \"zed\""),
        (
            "",
            "",
            "ben,beta,1,1\nben,beta,2,0\n",
            "contributions.csv line 11: contribution of person \"ben\" to project \"beta\"",
        ),
        // A malformed row anywhere comes before any of these.
        ("dev,1,5\nben,1,3\n", "", "zed,alpha,1,x\n", "contributions.csv line 10: voted \"x\" is not 0 or 1"),
    ];
    for (people, projects, contributions, expected) in cases {
        let files = edited(move |file, bytes| {
            let extra = match file {
                "people.csv" => people,
                "projects.csv" => projects,
                _ => contributions,
            };
            let mut text = String::from_utf8(bytes).expect("text");
            if file == "projects.csv" && !extra.is_empty() {
                text = text.replace("gamma,300000,1700\n", extra);
            } else if file == "people.csv" && !extra.is_empty() {
                text = text.replace("dev,1,5\n", extra);
            } else {
                text.push_str(extra);
            }
            text.into_bytes()
        });
        let message = both(&files).expect_err(expected);
        assert!(message.starts_with(expected), "{expected}: {message}");
    }
}

#[test]
fn long_person_ids_are_read_like_short_ones() {
    let long = |t: String| t.replace("ana", "ana-whose-pseudonym-is-longer-than-sixteen-bytes");
    let files =
        edited(
            move |file, bytes| {
                if file == "projects.csv" { bytes } else { long(String::from_utf8(bytes).expect("text")).into_bytes() }
            },
        );
    assert_eq!(both(&files).expect("computes").results_csv, published().results_csv);
}
