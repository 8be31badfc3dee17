//! The test vectors of docs/PROOFS.md (docs/proof-vectors.json), which the browser checker's
//! tests (web/src/features/results/checker/proof.test.ts) check too, so that the two
//! implementations cannot drift apart. This test fails when the file is not what this
//! implementation writes; `MATCHPOOL_WRITE_PROOF_VECTORS=1 cargo test -p matchpool-matching
//! --test proof_vectors` rewrites it.

mod common;

use std::path::PathBuf;

use common::{example_dir, example_input};
use matchpool_matching::pack::{self, Manifest, PackFiles};
use matchpool_matching::proof::{Commitment, ContributionTree, InclusionProof, PROOF_VERSION, TreeHash, leaf_hash};
use matchpool_matching::{RoundInput, RoundInputBuilder};
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Vectors {
    about: String,
    version: u32,
    empty_root: TreeHash,
    trees: Vec<Tree>,
    failures: Vec<Failure>,
}

/// A round's rows, their hashes, its commitment and every donor's proof (all of which verify).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Tree {
    name: String,
    round_id: String,
    rows: Vec<String>,
    leaf_hashes: Vec<TreeHash>,
    commitment: Commitment,
    proofs: Vec<InclusionProof>,
}

/// A proof checked against a round's id and commitment, and the code of the reason it fails.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Failure {
    name: String,
    round_id: String,
    published: Commitment,
    proof: InclusionProof,
    code: String,
}

fn vectors_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/proof-vectors.json")
}

/// `n` rows over two projects and ⌈n/2⌉ donors, so that most donors have two rows; one row is a
/// vote without a gift and one a gift without a vote.
fn rows(n: usize) -> RoundInput {
    let donors = n.div_ceil(2);
    let mut round = RoundInputBuilder::new(10_000).project("p0", 0, 0).project("p1", 0, 0);
    for d in 0..donors {
        round = round.person(&format!("d{d}"), d % 2 == 0, 0);
    }
    for k in 0..n {
        let (person, project) = (format!("d{}", k % donors), format!("p{}", k / donors));
        round = match k % 4 {
            1 => round.vote(&person, &project),
            2 => round.donation(&person, &project, 100 + 37 * k as u64),
            _ => round.donation(&person, &project, 250 * (k as u64 + 1)).vote(&person, &project),
        };
    }
    round.build()
}

fn tree(name: &str, round_id: &str, input: &RoundInput) -> Tree {
    let built = ContributionTree::from_input(round_id, input).expect("valid input");
    let commitment = built.commitment();
    let proofs: Vec<InclusionProof> = built.proofs().collect();
    let mut rows = vec![String::new(); commitment.leaf_count as usize];
    for proof in &proofs {
        for leaf in &proof.leaves {
            let voted = u8::from(leaf.voted);
            rows[leaf.index as usize] =
                format!("{},{},{},{voted}", proof.person_id, leaf.project_id, leaf.amount_cents);
        }
    }
    let leaf_hashes = (0..rows.len()).map(|i| built.tree().leaf(i).expect("leaf")).collect();
    Tree { name: name.to_owned(), round_id: round_id.to_owned(), rows, leaf_hashes, commitment, proofs }
}

fn failures(example: &Tree) -> Vec<Failure> {
    let ana = example.proofs.iter().find(|p| p.person_id == "ana").expect("ana");
    let published = example.commitment;
    let failure = |name: &str, code: &str, change: &dyn Fn(&mut InclusionProof)| {
        let mut proof = ana.clone();
        change(&mut proof);
        Failure { name: name.to_owned(), round_id: "example-1".to_owned(), published, proof, code: code.to_owned() }
    };
    let mut failures = vec![
        failure("an altered amount", "leaf_mismatch", &|p| p.leaves[1].amount_cents += 1000),
        failure("an altered vote", "leaf_mismatch", &|p| p.leaves[0].voted = false),
        failure("another project", "leaf_mismatch", &|p| p.leaves[0].project_id = "beta".to_owned()),
        failure("another person's pseudonym", "leaf_mismatch", &|p| p.person_id = "ben".to_owned()),
        failure("an altered path", "leaf_mismatch", &|p| p.leaves[0].path[1].0[0] ^= 0x80),
        failure("a path in the wrong order", "leaf_mismatch", &|p| p.leaves[0].path.swap(0, 2)),
        failure("a wrong index", "leaf_mismatch", &|p| p.leaves[0].index = 1),
        failure("an index outside the tree", "index_out_of_range", &|p| p.leaves[1].index = 8),
        failure("a path one hash short", "path_length", &|p| {
            p.leaves[1].path.pop();
        }),
        failure("a repeated row", "leaf_order", &|p| p.leaves[1] = p.leaves[0].clone()),
        failure("no rows", "no_leaves", &|p| p.leaves.clear()),
        failure("an altered root in the proof", "wrong_root", &|p| p.root.0[31] ^= 1),
        failure("another tree size", "leaf_count", &|p| p.leaf_count = 9),
        failure("an unknown format version", "unsupported_version", &|p| p.version = 2),
        failure("an id a pack cannot hold", "invalid_row", &|p| p.leaves[0].project_id = "al pha".to_owned()),
    ];
    failures.push(Failure {
        name: "a proof for another round".to_owned(),
        round_id: "example-2".to_owned(),
        published,
        proof: ana.clone(),
        code: "other_round".to_owned(),
    });
    let mut other_root = published;
    other_root.root.0[0] ^= 1;
    failures.push(Failure {
        name: "an intact proof against another published root".to_owned(),
        round_id: "example-1".to_owned(),
        published: other_root,
        proof: ana.clone(),
        code: "wrong_root".to_owned(),
    });
    failures
}

fn vectors() -> Vectors {
    let example = tree("the worked example of matching.md §14", "example-1", &example_input());
    let mut trees = vec![];
    for (n, round) in [(1, "r1"), (2, "r2"), (3, "r3"), (5, "r5"), (6, "r6"), (7, "r7"), (11, "r11")] {
        trees.push(tree(&format!("{n} rows"), round, &rows(n)));
    }
    let failures = failures(&example);
    trees.insert(0, example);
    Vectors {
        about: "Test vectors of docs/PROOFS.md, written by crates/matching/tests/proof_vectors.rs and checked by it \
                and by web/src/features/results/checker/proof.test.ts. Every proof of `trees` verifies against \
                its tree's round_id and commitment; every proof of `failures` fails against its round_id and \
                `published` with `code`."
            .to_owned(),
        version: PROOF_VERSION,
        empty_root: ContributionTree::from_input("empty", &RoundInput::default()).expect("valid").commitment().root,
        trees,
        failures,
    }
}

#[test]
fn the_committed_vectors_are_the_ones_this_implementation_writes() {
    let mut fresh = serde_json::to_string_pretty(&vectors()).expect("serializes");
    fresh.push('\n');
    if std::env::var_os("MATCHPOOL_WRITE_PROOF_VECTORS").is_some() {
        std::fs::write(vectors_path(), &fresh).expect("writes docs/proof-vectors.json");
    }
    let committed = std::fs::read_to_string(vectors_path()).expect("docs/proof-vectors.json");
    assert!(
        committed == fresh,
        "docs/proof-vectors.json is stale: run MATCHPOOL_WRITE_PROOF_VECTORS=1 cargo test -p matchpool-matching \
         --test proof_vectors, check the difference and commit it"
    );
}

#[test]
fn every_vector_checks_out() {
    let vectors: Vectors =
        serde_json::from_str(&std::fs::read_to_string(vectors_path()).expect("read")).expect("parses");
    assert_eq!(vectors.empty_root, TreeHash::empty());
    assert_eq!(vectors.trees.len(), 8);
    for tree in &vectors.trees {
        assert_eq!(tree.rows.len() as u64, tree.commitment.leaf_count, "{}", tree.name);
        for (row, hash) in tree.rows.iter().zip(&tree.leaf_hashes) {
            let fields: Vec<&str> = row.split(',').collect();
            let amount = fields[2].parse().expect("amount");
            assert_eq!(leaf_hash(fields[0], fields[1], amount, fields[3] == "1"), *hash, "{row}");
        }
        let mut proven = 0;
        for proof in &tree.proofs {
            assert_eq!(proof.verify(&tree.round_id, &tree.commitment), Ok(()), "{}: {}", tree.name, proof.person_id);
            proven += proof.leaves.len();
        }
        assert_eq!(proven, tree.rows.len(), "{}: every row is in a proof", tree.name);
    }
    for failure in &vectors.failures {
        let error = failure.proof.verify(&failure.round_id, &failure.published).expect_err(&failure.name);
        assert_eq!(error.code(), failure.code, "{}: {error}", failure.name);
    }
    assert!(vectors.failures.len() >= 15);
}

#[test]
fn proofs_from_the_example_pack_verify_against_its_manifest() {
    let files = PackFiles::read(&example_dir()).expect("reads");
    let manifest: Manifest =
        serde_json::from_slice(files.manifest_json.as_deref().expect("a manifest")).expect("parses");
    let tree = pack::contribution_tree(&files).expect("a tree");
    assert_eq!(tree.commitment(), manifest.contributions_tree);
    let dev = tree.proof("dev").expect("dev voted");
    let rows: Vec<_> = dev.leaves.iter().map(|l| (l.project_id.as_str(), l.amount_cents, l.voted)).collect();
    assert_eq!(rows, [("alpha", 0, true), ("beta", 0, true)]);
    for proof in tree.proofs() {
        assert_eq!(proof.verify(&manifest.round_id, &manifest.contributions_tree), Ok(()), "{}", proof.person_id);
    }
}
