//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

use matchpool_matching::pack::Pack;
use matchpool_matching::{Params, RoundInput, RoundInputBuilder};

/// The worked example of matching.md §14, copied in docs/spec/matching-example.
pub fn example_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/example")
}

/// The worked example's inputs.
pub fn example_input() -> RoundInput {
    Pack::read(&example_dir()).expect("the example pack reads").input
}

/// The parameters of the worked example (u = 0.1, M = 100, θ = 5).
pub fn example_params() -> Params {
    Params { unverified_weight: 0.1, cm_max: 100.0, ip_threshold: 5, ..Params::default() }
}

/// A copy of the example pack in a fresh temporary directory, with `edit` applied to the text of
/// round.json and without the published results.
pub fn example_copy(edit: impl Fn(String) -> String) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for name in ["projects.csv", "people.csv", "contributions.csv"] {
        fs::copy(example_dir().join(name), dir.path().join(name)).expect("copy");
    }
    let round = fs::read_to_string(example_dir().join("round.json")).expect("round.json");
    fs::write(dir.path().join("round.json"), edit(round)).expect("write round.json");
    dir
}

/// Reads a file as text.
pub fn text(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Two verified people with no points giving `cents` each to every listed project.
pub fn supported(pool: u64, projects: &[(&str, u64)], cents: u64) -> RoundInput {
    let mut b = RoundInputBuilder::new(pool).person("x", true, 0).person("y", true, 0);
    for &(id, requested) in projects {
        b = b.project(id, requested, 0).donation("x", id, cents).donation("y", id, cents);
    }
    b.build()
}
