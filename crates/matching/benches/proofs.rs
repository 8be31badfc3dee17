//! Criterion benchmarks of inclusion proofs (docs/PROOFS.md) on a 1,000,000-row audit pack: the
//! tree over its contribution rows and every donor's proof (`cargo bench -p matchpool-matching
//! --bench proofs`; figures in BENCHMARKS.md, goal: every proof in under 2 s).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use matchpool_matching::pack::{self, Manifest};
use matchpool_matching::proof::ContributionTree;
use matchpool_matching::{Algorithm, Params, synthetic};

const SEED: u64 = 20_240_601;

/// Builds every donor's proof and returns the number of rows they hold, so nothing is skipped.
fn every_proof(tree: &ContributionTree) -> usize {
    tree.proofs().map(|proof| black_box(proof).leaves.len()).sum()
}

fn inclusion_proofs(c: &mut Criterion) {
    let input = synthetic::round(1_000_000, 200, SEED);
    let (files, _) = pack::render(&input, Algorithm::Qf, &Params::default(), "bench").expect("renders");
    drop(input);

    // Once, outside the timings: every proof verifies against the pack's manifest.
    let manifest: Manifest = serde_json::from_slice(files.manifest_json.as_deref().expect("manifest")).expect("reads");
    let tree = pack::contribution_tree(&files).expect("reads the pack");
    let commitment = manifest.contributions_tree;
    assert_eq!(tree.commitment(), commitment);
    let rows: usize = tree
        .proofs()
        .map(|proof| {
            proof.verify("bench", &commitment).expect("verifies");
            proof.leaves.len()
        })
        .sum();
    assert_eq!(rows as u64, commitment.leaf_count);
    println!("{} rows, {} donors", commitment.leaf_count, tree.person_count());

    let mut group = c.benchmark_group("proofs 1000000");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(15));
    group.bench_function("every donor's proof, from the pack files", |b| {
        b.iter(|| every_proof(&pack::contribution_tree(&files).expect("reads")))
    });
    group.bench_function("the tree, from the pack files", |b| {
        b.iter(|| black_box(pack::contribution_tree(&files).expect("reads")))
    });
    group.bench_function("every donor's proof, from the tree", |b| b.iter(|| every_proof(&tree)));
    group.bench_function("every donor's proof as JSON, from the tree", |b| {
        b.iter(|| tree.proofs().map(|proof| proof.to_json().len()).sum::<usize>())
    });
    group.finish();
}

criterion_group!(benches, inclusion_proofs);
criterion_main!(benches);
