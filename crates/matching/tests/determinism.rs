//! matching.md §10.8 and §11 on a realistic round: row order and thread count never change a bit.

use matchpool_matching::synthetic::{self, XorShift};
use matchpool_matching::{Algorithm, Params, PreparedRound};

#[test]
fn a_shuffled_round_on_any_thread_count_gives_identical_results() {
    let input = synthetic::round(20_000, 60, 11);
    let params = Params { round_cap_fraction: Some(0.05), ..Params::default() };
    let mut shuffled = input.clone();
    let mut rng = XorShift::new(99);
    for k in (1..shuffled.contributions.len()).rev() {
        shuffled.contributions.swap(k, rng.below(k as u64 + 1) as usize);
    }
    shuffled.people.reverse();
    shuffled.projects.reverse();
    let round = PreparedRound::new(&input, &params).expect("valid");
    let other = PreparedRound::new(&shuffled, &params).expect("valid");
    for algorithm in [Algorithm::Qf, Algorithm::Pairwise, Algorithm::Cocm] {
        let reference = round.compute_with_threads(algorithm, 1).expect("computes");
        assert!(reference.projects.iter().filter(|p| p.raw_match > 0.0).count() > 50);
        for threads in [2, 3, 8] {
            let again = other.compute_with_threads(algorithm, threads).expect("computes");
            assert_eq!(again, reference, "{algorithm} on {threads} threads");
        }
    }
}
