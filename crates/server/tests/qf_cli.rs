//! `matchpool qf` on the worked example of matching.md §14: the built binary, run as an auditor
//! would, in a directory with a broken configuration file and no database.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use matchpool_matching::pack::PackFiles;

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../matching/tests/fixtures/example");

/// A fresh working directory holding a copy of the example pack at `pack/`, and a configuration
/// file that would make any command reading it fail.
fn workspace(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("matchpool-qf-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("pack")).unwrap();
    for entry in fs::read_dir(FIXTURE).unwrap() {
        let entry = entry.unwrap();
        fs::copy(entry.path(), dir.join("pack").join(entry.file_name())).unwrap();
    }
    fs::write(dir.join("matchpool.toml"), "this is = not [valid toml").unwrap();
    dir
}

fn matchpool(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_matchpool"))
        .args(args)
        .current_dir(dir)
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
        .output()
        .expect("the matchpool binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn verify_accepts_the_published_example() {
    let dir = workspace("verify");
    let out = matchpool(&dir, &["qf", "verify", "pack"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout(&out), String::from_utf8_lossy(&out.stderr));
    assert!(stdout(&out).contains("OK: the published results are identical, byte for byte"), "{}", stdout(&out));
}

#[test]
fn compute_writes_byte_identical_results() {
    let dir = workspace("compute");
    let out = matchpool(&dir, &["qf", "compute", "pack", "--out", "recomputed"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    for file in ["results.csv", "summary.json"] {
        let published = fs::read(Path::new(FIXTURE).join(file)).unwrap();
        let written = fs::read(dir.join("recomputed").join(file)).unwrap();
        assert_eq!(written, published, "{file} differs");
    }
    let printed = matchpool(&dir, &["qf", "compute", "pack"]);
    assert_eq!(printed.status.code(), Some(0));
    assert!(stdout(&printed).starts_with(&fs::read_to_string(Path::new(FIXTURE).join("results.csv")).unwrap()));
}

#[test]
fn verify_fails_after_tampering() {
    let dir = workspace("tamper");
    let results = dir.join("pack/results.csv");
    let text = fs::read_to_string(&results)
        .unwrap()
        .replace("gamma,28.292764898182213,1410,298300,24197,0", "gamma,28.292764898182213,1410,298300,25197,0");
    fs::write(&results, text).unwrap();
    let out = matchpool(&dir, &["qf", "verify", "pack"]);
    assert_eq!(out.status.code(), Some(1));
    let report = stdout(&out);
    assert!(report.contains("DIFFERENT") && report.contains("gamma"), "{report}");

    // Changing an input breaks the hash round.json declares.
    let dir = workspace("tamper-input");
    let people = dir.join("pack/people.csv");
    fs::write(&people, fs::read_to_string(&people).unwrap().replace("caro,0,40", "caro,1,40")).unwrap();
    let out = matchpool(&dir, &["qf", "verify", "pack"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("input_sha256 mismatch"));
}

const EXAMPLE_ROOT: &str = "73e25065fcfa7d758fc0f105b868e4da89bf5dc6a72d0a74ddec60a43c08d04f";

#[test]
fn verify_checks_the_contributions_root_against_the_manifest() {
    let dir = workspace("manifest");
    let out = matchpool(&dir, &["qf", "verify", "pack"]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let expected = format!("contribution rows: 8 leaves, Merkle root {EXAMPLE_ROOT} (as manifest.json says)");
    assert!(stdout(&out).contains(&expected), "{}", stdout(&out));

    // A pack republished with another root than the one committed to fails, naming the field.
    let manifest = dir.join("pack/manifest.json");
    let other_root = "ab".repeat(32);
    fs::write(&manifest, fs::read_to_string(&manifest).unwrap().replace(EXAMPLE_ROOT, &other_root)).unwrap();
    let out = matchpool(&dir, &["qf", "verify", "pack"]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let difference =
        format!("manifest.json contributions_tree.root: published {other_root}, recomputed {EXAMPLE_ROOT}");
    assert!(stdout(&out).contains(&difference), "{}", stdout(&out));
}

#[test]
fn a_zipped_pack_verifies_too() {
    let dir = workspace("zip");
    let files = PackFiles::read(&dir.join("pack")).unwrap();
    files.write_zip(fs::File::create(dir.join("pack.zip")).unwrap()).unwrap();
    let out = matchpool(&dir, &["qf", "verify", "pack.zip"]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
}

#[test]
fn estimate_prints_the_worked_example_figures() {
    let dir = workspace("estimate");
    // matching.md §14.7: ben giving $4 to gamma adds 25962 cents; a new unverified person giving
    // $25 to beta adds 2600; caro's $5 to capped alpha lowers its match by 500.
    for (person, project, cents, expected) in [
        ("ben", "gamma", "400", "change 25962 cents"),
        ("-", "beta", "2500", "change 2600 cents"),
        ("caro", "alpha", "500", "change -500 cents"),
    ] {
        let out = matchpool(&dir, &["qf", "estimate", "pack", person, project, cents]);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(stdout(&out).contains(expected), "{person} {project}: {}", stdout(&out));
    }
    let out = matchpool(&dir, &["qf", "estimate", "pack", "nobody", "beta", "100"]);
    assert_ne!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown person"));
}

/// Ana's proof in the example pack, as `GET /api/me/rounds/{id}/proof` answers it.
fn example_proof(dir: &Path) -> serde_json::Value {
    let files = PackFiles::read(&dir.join("pack")).unwrap();
    let tree = matchpool_matching::pack::contribution_tree(&files).unwrap();
    serde_json::to_value(tree.proof("ana").expect("ana has rows")).unwrap()
}

#[test]
fn verify_checks_a_donors_proof_against_the_pack() {
    let dir = workspace("proof");
    let proof = example_proof(&dir);
    fs::write(dir.join("proof.json"), proof.to_string()).unwrap();
    let out = matchpool(&dir, &["qf", "verify", "pack", "--proof", "proof.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let verified = format!("proof: VERIFIED: 2 row(s) of person ana lead to the root {EXAMPLE_ROOT}");
    assert!(stdout(&out).contains(&verified), "{}", stdout(&out));
    assert!(stdout(&out).contains("  row 0: project alpha, 2500 cents, voted"), "{}", stdout(&out));
}

#[test]
fn verify_rejects_an_altered_proof_with_the_reason() {
    let dir = workspace("bad-proof");
    let proof = example_proof(&dir);
    type Alter = Box<dyn Fn(&mut serde_json::Value)>;
    let cases: [(&str, Alter, &str); 4] = [
        ("amount", Box::new(|p| p["leaves"][0]["amount_cents"] = 99_999.into()), "proof: FAILED (leaf_mismatch)"),
        ("round", Box::new(|p| p["round_id"] = "another-round".into()), "proof: FAILED (other_round)"),
        ("root", Box::new(|p| p["root"] = "ab".repeat(32).into()), "proof: FAILED (wrong_root)"),
        ("person", Box::new(|p| p["person_id"] = "ben".into()), "proof: FAILED (leaf_mismatch)"),
    ];
    for (name, alter, expected) in cases {
        let mut altered = proof.clone();
        alter(&mut altered);
        fs::write(dir.join(format!("{name}.json")), altered.to_string()).unwrap();
        let out = matchpool(&dir, &["qf", "verify", "pack", "--proof", &format!("{name}.json")]);
        assert_eq!(out.status.code(), Some(1), "{name}: {}", stdout(&out));
        assert!(stdout(&out).contains(expected), "{name}: {}", stdout(&out));
    }
    fs::write(dir.join("garbage.json"), "{\"version\": 1}").unwrap();
    let out = matchpool(&dir, &["qf", "verify", "pack", "--proof", "garbage.json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    assert!(stdout(&out).contains("proof: FAILED (malformed)"), "{}", stdout(&out));
}
