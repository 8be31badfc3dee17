//! Timing of the matching engine on synthetic rounds over 200 projects (see BENCHMARKS.md).
//!
//! `cargo run --release -p matchpool-matching --example bench` runs every case;
//! `... --example bench -- cocm 1000000` runs one (for measuring peak memory with
//! `/usr/bin/time -v`); `... --example bench -- pack DIR` times reading and recomputing an
//! audit pack (made by the `pack` example), with the fast reader and with the reference one.

use std::hint::black_box;
use std::time::{Duration, Instant};

use matchpool_matching::pack::{self, Pack, PackFiles};
use matchpool_matching::{Algorithm, Estimator, Params, PreparedRound, Who, synthetic};

const PROJECTS: usize = 200;
const SEED: u64 = 20_240_601;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [case, dir] = &args[..]
        && case == "pack"
    {
        return pack_timing(std::path::Path::new(dir));
    }
    let cases: Vec<(Algorithm, usize)> = match &args[..] {
        [algorithm, size] => match (algorithm.parse(), size.parse()) {
            (Ok(a), Ok(n)) => vec![(a, n)],
            _ => return eprintln!("usage: bench [qf|pairwise|cocm CONTRIBUTIONS]"),
        },
        _ => vec![
            (Algorithm::Qf, 10_000),
            (Algorithm::Qf, 100_000),
            (Algorithm::Qf, 1_000_000),
            (Algorithm::Pairwise, 10_000),
            (Algorithm::Pairwise, 100_000),
            (Algorithm::Cocm, 10_000),
            (Algorithm::Cocm, 100_000),
            (Algorithm::Cocm, 1_000_000),
        ],
    };
    let params = Params::default();
    println!("algorithm  contributions  persons  prepare (validate+sort)  algorithm step");
    for (algorithm, size) in cases {
        let input = synthetic::round(size, PROJECTS, SEED);
        let runs = if size >= 1_000_000 { 3 } else { 5 };
        let mut prepare = Duration::MAX;
        let mut step = Duration::MAX;
        for _ in 0..runs {
            let start = Instant::now();
            let round = PreparedRound::new(&input, &params).expect("valid synthetic round");
            prepare = prepare.min(start.elapsed());
            let start = Instant::now();
            black_box(round.compute(algorithm).expect("computable"));
            step = step.min(start.elapsed());
        }
        println!(
            "{algorithm:<10} {size:>13}  {:>7}  {:>20.1} ms  {:>11.1} ms",
            input.people.len(),
            ms(prepare),
            ms(step)
        );
    }
    if args.is_empty() {
        estimate_timing(&params);
    }
}

fn estimate_timing(params: &Params) {
    let input = synthetic::round(1_000_000, PROJECTS, SEED);
    let start = Instant::now();
    let estimator = Estimator::new(&input, Algorithm::Qf, params).expect("valid");
    let build = start.elapsed();
    let mut rng = synthetic::XorShift::new(7);
    let queries: Vec<(usize, String, u64)> = (0..100_000)
        .map(|_| {
            let person = rng.below(input.people.len() as u64) as usize;
            let project = format!("project-{:04}", rng.below(PROJECTS as u64));
            (person, project, rng.log_uniform(100, 100_000))
        })
        .collect();
    let start = Instant::now();
    for (person, project, cents) in &queries {
        let who = Who::Person(&input.people[*person].id);
        black_box(estimator.estimate(who, project, *cents).expect("known ids"));
    }
    let per = start.elapsed() / queries.len() as u32;
    println!(
        "estimate (qf, 1,000,000 contributions): build {:.1} ms, one estimate {:.2} µs (mean of {})",
        ms(build),
        per.as_secs_f64() * 1e6,
        queries.len()
    );
}

fn pack_timing(dir: &std::path::Path) {
    let best = |f: &dyn Fn()| {
        (0..5)
            .map(|_| {
                let start = Instant::now();
                f();
                start.elapsed()
            })
            .min()
            .unwrap_or_default()
    };
    let files = PackFiles::read(dir).expect("a readable pack");
    let read = best(&|| drop(black_box(PackFiles::read(dir).expect("readable"))));
    let fast = best(&|| drop(black_box(pack::compute_files(&files).expect("computes"))));
    let reference = best(&|| drop(black_box(Pack::from_files(&files).and_then(|p| p.compute()).expect("computes"))));
    let whole = best(&|| drop(black_box(pack::compute_to(dir, None).expect("computes"))));
    println!(
        "pack {}: read the files {:.1} ms; check, parse, prepare and compute {:.1} ms (reference reader {:.1} ms); \
         compute_to {:.1} ms",
        dir.display(),
        ms(read),
        ms(fast),
        ms(reference),
        ms(whole)
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
