//! The tree against RFC 6962's recursive definition, and proofs that verify until one byte of
//! them changes.

use proptest::prelude::*;
use sha2::{Digest, Sha256};

use super::tree::root_of;
use super::*;
use crate::input::{Contribution, PersonInput, ProjectInput, RoundInput, RoundInputBuilder};

/// RFC 6962 §2.1: MTH of n > 1 leaves splits them at the largest power of two below n.
fn reference_root(leaves: &[TreeHash]) -> TreeHash {
    match leaves.len() {
        0 => TreeHash::empty(),
        1 => leaves[0],
        n => {
            let mut k = 1;
            while 2 * k < n {
                k *= 2;
            }
            node_hash(&reference_root(&leaves[..k]), &reference_root(&leaves[k..]))
        }
    }
}

fn leaves(n: usize) -> Vec<TreeHash> {
    (0..n).map(|i| leaf_hash(&format!("p{i}"), "alpha", i as u64 * 100, i % 3 == 0)).collect()
}

#[test]
fn the_reference_splits_at_the_largest_power_of_two_below_n() {
    let l = leaves(7);
    let (n01, n23, n45) = (node_hash(&l[0], &l[1]), node_hash(&l[2], &l[3]), node_hash(&l[4], &l[5]));
    let expected = node_hash(&node_hash(&n01, &n23), &node_hash(&n45, &l[6]));
    assert_eq!(reference_root(&l), expected);
    assert_eq!(reference_root(&l[..4]), node_hash(&n01, &n23));
}

#[test]
fn hashes_are_sha256_of_the_prefixed_row_and_children() {
    let mut row = vec![0x00];
    row.extend_from_slice(b"ana,alpha,2500,1");
    assert_eq!(leaf_hash("ana", "alpha", 2500, true).0, <[u8; 32]>::from(Sha256::digest(&row)));
    assert_eq!(leaf_hash("caro", "gamma", 100, false).0, <[u8; 32]>::from(Sha256::digest(b"\x00caro,gamma,100,0")));
    let (a, b) = (leaf_hash("a", "x", 0, true), leaf_hash("b", "x", 0, true));
    let mut node = vec![0x01];
    node.extend_from_slice(&a.0);
    node.extend_from_slice(&b.0);
    assert_eq!(node_hash(&a, &b).0, <[u8; 32]>::from(Sha256::digest(&node)));
    assert_eq!(TreeHash::empty().to_string(), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

#[test]
fn a_leaf_never_hashes_like_a_node_of_the_same_bytes() {
    // The second-preimage attack on unprefixed trees: the 64 bytes of two children presented as
    // a leaf. With the prefixes the leaf's hash differs from the node's.
    let (a, b) = (leaf_hash("a", "x", 1, true), leaf_hash("b", "x", 1, true));
    let mut children = Vec::new();
    children.extend_from_slice(&a.0);
    children.extend_from_slice(&b.0);
    let mut as_leaf = vec![LEAF_PREFIX];
    as_leaf.extend_from_slice(&children);
    assert_ne!(<[u8; 32]>::from(Sha256::digest(&as_leaf)), node_hash(&a, &b).0);
}

#[test]
fn one_leaf_is_its_own_root_with_an_empty_path() {
    let tree = MerkleTree::new(leaves(1));
    assert_eq!(tree.root(), leaves(1)[0]);
    assert!(tree.path(0).is_empty());
    assert_eq!(root_from_path(leaves(1)[0], 0, 1, &[]), Some(tree.root()));
    assert_eq!(root_from_path(leaves(1)[0], 1, 1, &[]), None, "index outside the tree");
}

#[test]
fn two_leaves_hash_into_their_root() {
    let l = leaves(2);
    let tree = MerkleTree::new(l.clone());
    assert_eq!(tree.root(), node_hash(&l[0], &l[1]));
    assert_eq!(tree.path(0), vec![l[1]]);
    assert_eq!(tree.path(1), vec![l[0]]);
}

#[test]
fn an_odd_last_leaf_moves_up_unchanged() {
    let l = leaves(3);
    let tree = MerkleTree::new(l.clone());
    assert_eq!(tree.root(), node_hash(&node_hash(&l[0], &l[1]), &l[2]));
    assert_eq!(tree.path(2), vec![node_hash(&l[0], &l[1])], "no sibling on the first level");
    assert_eq!(path_length(2, 3), 1);
    assert_eq!(tree.path(0), vec![l[1], l[2]]);

    let l = leaves(5);
    let tree = MerkleTree::new(l.clone());
    assert_eq!(tree.path(4), vec![reference_root(&l[..4])]);
    assert_eq!(tree.root(), node_hash(&reference_root(&l[..4]), &l[4]));
}

#[test]
fn every_path_of_every_size_leads_to_the_reference_root() {
    for n in 0..=70 {
        let l = leaves(n);
        let tree = MerkleTree::new(l.clone());
        let root = reference_root(&l);
        assert_eq!(tree.root(), root, "{n} leaves");
        assert_eq!(root_of(l.clone()), root, "{n} leaves, in place");
        assert_eq!(tree.leaf_count(), n as u64);
        for (i, leaf) in l.iter().enumerate() {
            let path = tree.path(i);
            assert_eq!(path.len(), path_length(i as u64, n as u64), "leaf {i} of {n}");
            assert_eq!(root_from_path(*leaf, i as u64, n as u64, &path), Some(root), "leaf {i} of {n}");
        }
    }
}

#[test]
fn large_levels_hashed_on_several_threads_give_the_same_root() {
    let l = leaves(40_000);
    assert_eq!(MerkleTree::new(l.clone()).root(), reference_root(&l));
}

/// The worked example of matching.md §14 (contributions only).
fn example() -> RoundInput {
    RoundInputBuilder::new(100_000)
        .project("alpha", 50_000, 3_000)
        .project("beta", 2_000_000, 11_000)
        .project("gamma", 300_000, 1_700)
        .person("ana", true, 120)
        .person("ben", true, 3)
        .person("caro", false, 40)
        .person("dev", true, 5)
        .donation("ana", "alpha", 2500)
        .donation("ben", "alpha", 400)
        .vote("dev", "alpha")
        .donation("ben", "beta", 900)
        .donation("caro", "beta", 10_000)
        .vote("dev", "beta")
        .donation("ana", "gamma", 1600)
        .build()
}

fn example_tree() -> ContributionTree {
    ContributionTree::from_input("example-1", &example_rows()).expect("valid")
}

/// The example's eight rows.
fn example_rows() -> RoundInput {
    let mut input = example();
    // ana, ben and caro voted along with their gifts, caro gave $1 to gamma without a vote.
    for c in &mut input.contributions {
        c.voted = true;
    }
    input.contributions.push(Contribution {
        person_id: "caro".into(),
        project_id: "gamma".into(),
        amount_cents: 100,
        voted: false,
    });
    input
}

#[test]
fn leaves_are_the_contribution_rows_in_canonical_order() {
    let rows = [
        "ana,alpha,2500,1",
        "ben,alpha,400,1",
        "dev,alpha,0,1",
        "ben,beta,900,1",
        "caro,beta,10000,1",
        "dev,beta,0,1",
        "ana,gamma,1600,1",
        "caro,gamma,100,0",
    ];
    let tree = example_tree();
    for (i, row) in rows.iter().enumerate() {
        let hash = TreeHash(Sha256::digest([&[0u8][..], row.as_bytes()].concat()).into());
        assert_eq!(tree.tree().leaf(i), Some(hash), "leaf {i} is {row}");
    }
    assert_eq!(tree.commitment().leaf_count, 8);
}

#[test]
fn pairs_without_a_gift_or_a_vote_are_no_leaves() {
    let mut input = example();
    input.people.push(PersonInput { id: "eve".into(), verified: true, impact_points: 0 });
    input.contributions.push(Contribution {
        person_id: "eve".into(),
        project_id: "beta".into(),
        amount_cents: 0,
        voted: false,
    });
    let tree = ContributionTree::from_input("r", &input).expect("valid");
    assert_eq!(tree.commitment(), ContributionTree::from_input("r", &example()).expect("valid").commitment());
    assert!(tree.proof("eve").is_none());
}

#[test]
fn a_donor_gets_each_of_their_rows_and_nothing_else() {
    let tree = example_tree();
    let ana = tree.proof("ana").expect("ana has rows");
    assert_eq!((ana.round_id.as_str(), ana.person_id.as_str()), ("example-1", "ana"));
    let rows: Vec<_> = ana.leaves.iter().map(|l| (l.index, l.project_id.as_str(), l.amount_cents, l.voted)).collect();
    assert_eq!(rows, [(0, "alpha", 2500, true), (6, "gamma", 1600, true)]);
    assert_eq!(ana.verify("example-1", &tree.commitment()), Ok(()));
    assert!(tree.proof("nobody").is_none());
    let people: Vec<_> = tree.proofs().map(|p| p.person_id).collect();
    assert_eq!(people, ["ana", "ben", "caro", "dev"]);
}

/// ana's proof with `change` applied, and the error it gives against the example's commitment.
fn altered(change: impl FnOnce(&mut InclusionProof)) -> ProofError {
    let tree = example_tree();
    let mut proof = tree.proof("ana").expect("ana");
    change(&mut proof);
    proof.verify("example-1", &tree.commitment()).expect_err("the altered proof must fail")
}

#[test]
fn an_altered_amount_does_not_lead_to_the_root() {
    let error = altered(|p| p.leaves[1].amount_cents = 16_000);
    assert_eq!(error, ProofError::LeafMismatch { index: 6, project_id: "gamma".into(), amount_cents: 16_000 });
    assert_eq!(error.code(), "leaf_mismatch");
    assert!(error.to_string().contains("row 6 (gamma, 16000 cents) does not lead to the published root"));
    assert_eq!(altered(|p| p.leaves[0].voted = false).code(), "leaf_mismatch");
    assert_eq!(altered(|p| p.leaves[0].project_id = "beta".into()).code(), "leaf_mismatch");
}

#[test]
fn another_persons_pseudonym_does_not_lead_to_the_root() {
    assert_eq!(altered(|p| p.person_id = "ben".into()).code(), "leaf_mismatch");
}

#[test]
fn an_altered_path_does_not_lead_to_the_root() {
    assert_eq!(altered(|p| p.leaves[0].path[1].0[31] ^= 1).code(), "leaf_mismatch");
    assert_eq!(altered(|p| p.leaves[0].path.swap(0, 1)).code(), "leaf_mismatch");
    let error = altered(|p| {
        p.leaves[0].path.pop();
    });
    assert_eq!(error, ProofError::PathLength { index: 0, expected: 3, found: 2 });
}

#[test]
fn a_wrong_index_fails() {
    // Leaf 1 sits next to leaf 0: same path length, other directions.
    assert_eq!(altered(|p| p.leaves[0].index = 1).code(), "leaf_mismatch");
    assert_eq!(altered(|p| p.leaves[1].index = 8), ProofError::IndexOutOfRange { index: 8, leaf_count: 8 });
    assert_eq!(altered(|p| p.leaves[1].index = 0).code(), "leaf_order");
    assert_eq!(altered(|p| p.leaves.swap(0, 1)).code(), "leaf_order");
}

#[test]
fn a_wrong_root_or_size_is_named() {
    let other = TreeHash([7; 32]);
    let error = altered(|p| p.root = other);
    assert_eq!(error.code(), "wrong_root");
    assert!(error.to_string().contains(&other.to_string()));
    assert_eq!(altered(|p| p.leaf_count = 9), ProofError::LeafCount { published: 8, proof: 9 });

    // Checked against a root the round did not publish, an intact proof fails too.
    let tree = example_tree();
    let proof = tree.proof("ana").expect("ana");
    let published = Commitment { root: other, ..tree.commitment() };
    assert_eq!(proof.verify("example-1", &published).map_err(|e| e.code()), Err("wrong_root"));
}

#[test]
fn a_proof_for_another_round_says_so() {
    let tree = example_tree();
    let proof = tree.proof("ben").expect("ben");
    let error = proof.verify("example-2", &tree.commitment()).expect_err("another round");
    assert_eq!(error, ProofError::OtherRound { expected: "example-2".into(), found: "example-1".into() });
    assert_eq!(error.to_string(), "the proof is for round example-1, not for round example-2");

    // Relabelled for another round of as many rows, it is checked against that round's root and
    // fails there.
    let mut other_rows = example_rows();
    other_rows.contributions[0].amount_cents += 100;
    let other_round = ContributionTree::from_input("example-2", &other_rows).expect("valid");
    let mut relabelled = proof.clone();
    relabelled.round_id = "example-2".into();
    let error = relabelled.verify("example-2", &other_round.commitment()).expect_err("other tree");
    assert_eq!(error.code(), "wrong_root");
}

#[test]
fn malformed_proofs_are_refused_before_hashing() {
    assert_eq!(altered(|p| p.version = 2), ProofError::UnsupportedVersion { found: 2 });
    assert_eq!(altered(|p| p.leaves.clear()), ProofError::NoLeaves);
    assert_eq!(altered(|p| p.leaves[0].project_id = "al,pha".into()).code(), "invalid_row");
    assert_eq!(altered(|p| p.person_id = String::new()).code(), "invalid_row");
    assert_eq!(altered(|p| p.leaves[0].amount_cents = 1 << 53).code(), "invalid_row");
}

#[test]
fn a_proof_reads_back_from_its_json() {
    let proof = example_tree().proof("caro").expect("caro");
    let json = proof.to_json();
    assert!(json.contains("\"round_id\": \"example-1\"") && json.contains("\"person_id\": \"caro\""), "{json}");
    let back: InclusionProof = serde_json::from_str(&json).expect("reads");
    assert_eq!(back, proof);
    let upper = json.replace(&proof.root.to_string(), &proof.root.to_string().to_uppercase());
    assert!(serde_json::from_str::<InclusionProof>(&upper).is_err(), "hashes are lowercase hex");
}

prop_compose! {
    /// A round of up to 5 projects and 30 persons with up to 150 rows.
    fn round()(
        projects in 1..=5usize,
        people in 1..=30usize,
        pairs in prop::collection::vec((0..30usize, 0..5usize, 0..1_000_000u64, any::<bool>()), 1..150),
    ) -> RoundInput {
        let mut seen = std::collections::BTreeSet::new();
        let contributions = pairs
            .into_iter()
            .filter(|&(i, p, _, _)| i < people && p < projects && seen.insert((i, p)))
            .map(|(i, p, amount_cents, voted)| Contribution {
                person_id: format!("u{i:x}"),
                project_id: format!("p{p}"),
                amount_cents,
                voted,
            })
            .collect();
        RoundInput {
            pool_cents: 1_000,
            projects: (0..projects).map(|p| ProjectInput { id: format!("p{p}"), requested_cents: 0, direct_cents: 0 }).collect(),
            people: (0..people).map(|i| PersonInput { id: format!("u{i:x}"), verified: true, impact_points: 0 }).collect(),
            contributions,
        }
    }
}

proptest! {
    #[test]
    fn every_row_is_in_exactly_one_proof_that_verifies(input in round()) {
        let tree = ContributionTree::from_input("r", &input).expect("valid");
        let commitment = tree.commitment();
        let counted = input.contributions.iter().filter(|c| c.amount_cents > 0 || c.voted).count();
        prop_assert_eq!(commitment.leaf_count, counted as u64);
        let mut indices = Vec::new();
        for proof in tree.proofs() {
            prop_assert_eq!(proof.verify("r", &commitment), Ok(()));
            for leaf in &proof.leaves {
                let row = input.contributions.iter().find(|c| c.person_id == proof.person_id && c.project_id == leaf.project_id);
                prop_assert_eq!(row.map(|c| (c.amount_cents, c.voted)), Some((leaf.amount_cents, leaf.voted)));
                indices.push(leaf.index);
            }
        }
        indices.sort_unstable();
        prop_assert_eq!(indices, (0..counted as u64).collect::<Vec<_>>());
    }

    #[test]
    fn any_single_change_to_a_proof_fails(input in round(), pick in any::<prop::sample::Index>(), change in 0..6u8, bit in 0..256usize) {
        let tree = ContributionTree::from_input("r", &input).expect("valid");
        let commitment = tree.commitment();
        let proofs: Vec<_> = tree.proofs().collect();
        prop_assume!(!proofs.is_empty());
        let mut proof = pick.get(&proofs).clone();
        let leaf = &mut proof.leaves[0];
        match change {
            0 => leaf.amount_cents ^= 1,
            1 => leaf.voted = !leaf.voted,
            2 => leaf.index = (leaf.index + 1) % commitment.leaf_count.max(2),
            3 if !leaf.path.is_empty() => {
                let k = bit % leaf.path.len();
                leaf.path[k].0[bit / 8 % 32] ^= 1 << (bit % 8);
            }
            4 => proof.root.0[bit / 8] ^= 1 << (bit % 8),
            _ => proof.person_id.push('x'),
        }
        prop_assert!(proof.verify("r", &commitment).is_err());
    }
}
