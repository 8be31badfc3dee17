//! Criterion benchmarks of the matching engine on synthetic rounds over 200 projects
//! (`cargo bench -p matchpool-matching`; figures in BENCHMARKS.md).

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use matchpool_matching::{Algorithm, Estimator, Params, PreparedRound, Who, synthetic};

const PROJECTS: usize = 200;
const SEED: u64 = 20_240_601;

fn algorithms(c: &mut Criterion) {
    let params = Params::default();
    let cases: [(Algorithm, &[usize]); 3] = [
        (Algorithm::Qf, &[10_000, 100_000, 1_000_000]),
        (Algorithm::Pairwise, &[10_000, 100_000]),
        (Algorithm::Cocm, &[10_000, 100_000, 1_000_000]),
    ];
    for (algorithm, sizes) in cases {
        let mut group = c.benchmark_group(algorithm.as_str());
        group.sample_size(10).warm_up_time(Duration::from_secs(1));
        for &size in sizes {
            let input = synthetic::round(size, PROJECTS, SEED);
            let round = PreparedRound::new(&input, &params).expect("valid synthetic round");
            group.bench_with_input(BenchmarkId::new("step", size), &round, |b, round| {
                b.iter(|| black_box(round.compute(algorithm).expect("computable")))
            });
            if algorithm == Algorithm::Qf {
                group.bench_with_input(BenchmarkId::new("prepare", size), &input, |b, input| {
                    b.iter(|| black_box(PreparedRound::new(input, &params).expect("valid")))
                });
            }
        }
        group.finish();
    }
}

fn estimate(c: &mut Criterion) {
    let input = synthetic::round(1_000_000, PROJECTS, SEED);
    let estimator = Estimator::new(&input, Algorithm::Qf, &Params::default()).expect("valid");
    let person = input.people[input.people.len() / 2].id.clone();
    let mut rng = synthetic::XorShift::new(7);
    let projects: Vec<String> = (0..64).map(|_| format!("project-{:04}", rng.below(PROJECTS as u64))).collect();
    let mut next = 0;
    c.bench_function("estimate/qf 1000000", |b| {
        b.iter(|| {
            next = (next + 1) % projects.len();
            let who = Who::Person(&person);
            black_box(estimator.estimate(who, &projects[next], 2_500).expect("known"))
        })
    });
}

criterion_group!(benches, algorithms, estimate);
criterion_main!(benches);
