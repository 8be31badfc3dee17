//! Criterion benchmarks of reading and recomputing a 1,000,000-row audit pack: the fast reader
//! that `matchpool qf compute` and `qf verify` use, and the reference reader (the csv crate and
//! a string per id) for comparison (`cargo bench -p matchpool-matching --bench pack`; figures
//! in BENCHMARKS.md).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use matchpool_matching::pack::{self, Pack};
use matchpool_matching::{Algorithm, Params, synthetic};

const SEED: u64 = 20_240_601;

fn audit_pack(c: &mut Criterion) {
    let input = synthetic::round(1_000_000, 200, SEED);
    let (files, _) = pack::render(&input, Algorithm::Qf, &Params::default(), "bench").expect("renders");
    drop(input);
    let dir = tempfile::tempdir().expect("temp dir");
    files.write_dir(dir.path()).expect("writes");

    let mut group = c.benchmark_group("pack 1000000");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(10));
    group.bench_function("compute_files", |b| b.iter(|| black_box(pack::compute_files(&files).expect("computes"))));
    group.bench_function("compute_to (files read from disk)", |b| {
        b.iter(|| black_box(pack::compute_to(dir.path(), None).expect("computes")))
    });
    group.bench_function("reference reader", |b| {
        b.iter(|| black_box(Pack::from_files(&files).and_then(|p| p.compute()).expect("computes")))
    });
    group.finish();
}

criterion_group!(benches, audit_pack);
criterion_main!(benches);
