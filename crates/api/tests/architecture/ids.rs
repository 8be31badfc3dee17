//! Issue 35: typed ids flow from the domain to the browser. An id is parsed once at the HTTP edge
//! (`Id<ProjectId>`, `FromStr`), passed as itself through the use cases to the store, and written
//! into the SQL by the store (typed ids are query values, `From<ProjectId> for sea_query::Value`;
//! the store converts to its entities' `Uuid` columns) and into JSON by the views (which serialize
//! typed ids, documented as `Uuid` with `#[schema(value_type = Uuid)]`). Unwrapping a typed id into
//! a plain `Uuid` anywhere else is what this counts.

use super::{sources, without_tests, workspace};

/// The most `.uuid()` calls (or `SomeId::uuid` paths) the crates' sources may hold, tests apart.
/// Issue 35 asked for about 40 at most; none is left.
const MAX_UUID_CALLS: usize = 0;

/// Files outside the store that turn a typed id back into a plain `Uuid` (`Uuid::from(id)`), each
/// with why: the store does so for its columns, nobody else should need to.
const UNWRAPPED_OUTSIDE_THE_STORE: [(&str, &str); 1] = [(
    "crates/api/src/routes/projects/estimate.rs",
    "the estimator names projects by their id's text, encoded into a stack buffer on every request",
)];

/// The code lines of `text` (comments left out), numbered from 1.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().map(|(n, line)| (n + 1, line)).filter(|(_, line)| !line.trim_start().starts_with("//"))
}

/// How often a line unwraps a typed id with `.uuid()` or names `SomeId::uuid` (as in
/// `.map(DonationId::uuid)`).
fn uuid_calls(line: &str) -> usize {
    let paths = line
        .match_indices("Id::uuid")
        .filter(|(at, _)| !line[at + "Id::uuid".len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_'))
        .count();
    line.matches(".uuid()").count() + paths
}

/// How often a line turns a typed id back into a plain `Uuid` with `Uuid::from(...)`.
fn uuid_from_calls(line: &str) -> usize {
    line.matches("Uuid::from(").count()
}

/// Every crate's sources (`crates/<name>/src`), sorted.
fn crate_sources() -> Vec<String> {
    let mut dirs: Vec<String> = std::fs::read_dir(workspace().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .map(|name| format!("crates/{name}/src"))
        .filter(|dir| workspace().join(dir).is_dir())
        .collect();
    dirs.sort();
    dirs
}

#[test]
#[allow(clippy::absurd_extreme_comparisons, reason = "the ceiling is what issue 35 reached: none; it only goes down")]
fn typed_ids_are_not_unwrapped_with_uuid() {
    let mut found = Vec::new();
    let mut scanned = 0;
    for dir in crate_sources() {
        for (path, text) in sources(&dir) {
            scanned += 1;
            for (n, line) in code_lines(without_tests(&text)) {
                for _ in 0..uuid_calls(line) {
                    found.push(format!("{path}:{n}: {}", line.trim()));
                }
            }
        }
    }
    assert!(scanned > 300, "scanned only {scanned} files: is the scan still reading crates/*/src?");
    assert!(
        found.len() <= MAX_UUID_CALLS,
        "{} `.uuid()` calls, at most {MAX_UUID_CALLS} allowed. Pass the typed id itself: parse it once at the \
         HTTP edge (`Id<ProjectId>`, `str::parse`), hand it to use cases and store functions as it is, let the \
         store write it into the SQL (typed ids are query values; entity columns convert inside the store), and \
         serialize it in views (`#[schema(value_type = Uuid)]`):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn only_the_store_turns_typed_ids_back_into_plain_uuids() {
    let mut found = Vec::new();
    for dir in crate_sources().into_iter().filter(|dir| dir != "crates/store/src") {
        for (path, text) in sources(&dir) {
            if UNWRAPPED_OUTSIDE_THE_STORE.iter().any(|(allowed, _)| *allowed == path) {
                continue;
            }
            for (n, line) in code_lines(without_tests(&text)) {
                if uuid_from_calls(line) > 0 {
                    found.push(format!("{path}:{n}: {}", line.trim()));
                }
            }
        }
    }
    for (allowed, _) in UNWRAPPED_OUTSIDE_THE_STORE {
        let text = std::fs::read_to_string(workspace().join(allowed)).unwrap();
        let uses = code_lines(without_tests(&text)).map(|(_, line)| uuid_from_calls(line)).sum::<usize>();
        assert!(uses > 0, "{allowed} no longer unwraps a typed id: cross it off UNWRAPPED_OUTSIDE_THE_STORE");
    }
    assert!(
        found.is_empty(),
        "typed ids turned back into plain `Uuid`s outside the store (pass the typed id; the store converts for \
         its columns):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_id_scan_counts_unwrapped_ids() {
    let text = "let a = find(db, project.id.uuid()).await;\n\
        // a comment about .uuid() is no call\n\
        ids.iter().map(|d| d.uuid()).chain(x.map(DonationId::uuid));\n\
        let b = ProjectId::uuid_like(x);\n\
        let c = Uuid::from(project) == Uuid::from_u128(1);";
    let counted: Vec<(usize, usize, usize)> =
        code_lines(text).map(|(n, line)| (n, uuid_calls(line), uuid_from_calls(line))).collect();
    assert_eq!(counted, vec![(1, 1, 0), (3, 2, 0), (4, 0, 0), (5, 0, 1)]);
}
