//! Edge cases of matching.md: empty rounds, zero pools, lone supporters, caps, ties, overflow.

mod common;

use common::supported;
use matchpool_matching::{
    Algorithm, InputError, MAX_AMOUNT, Params, RoundInput, RoundInputBuilder, RoundResult, compute,
};

const ALL: [Algorithm; 3] = [Algorithm::Qf, Algorithm::Pairwise, Algorithm::Cocm];

fn run(input: &RoundInput, algorithm: Algorithm, params: &Params) -> RoundResult {
    compute(input, algorithm, params).expect("valid round")
}

fn paid(result: &RoundResult) -> Vec<u64> {
    result.projects.iter().map(|p| p.match_cents).collect()
}

#[test]
fn an_empty_round_pays_nothing_and_keeps_the_pool_unallocated() {
    for algorithm in ALL {
        let result = run(&RoundInputBuilder::new(5_000).build(), algorithm, &Params::default());
        assert!(result.projects.is_empty());
        assert_eq!((result.allocated_cents, result.unallocated_cents), (0, 5_000));
    }
}

#[test]
fn projects_nobody_supports_are_listed_with_zeros() {
    let input = RoundInputBuilder::new(5_000).project("a", 100, 0).project("b", 100, 50).build();
    let result = run(&input, Algorithm::Qf, &Params::default());
    assert_eq!(result.projects.len(), 2);
    assert_eq!(result.projects[1].cap_cents, 50);
    assert!(result.projects.iter().all(|p| p.raw_match == 0.0 && !p.capped && p.match_cents == 0));
    assert_eq!(result.unallocated_cents, 5_000);
}

#[test]
fn a_zero_pool_pays_nothing_and_leaves_nothing_unallocated() {
    let input = supported(0, &[("a", 1_000), ("b", 1_000)], 100);
    for algorithm in ALL {
        let result = run(&input, algorithm, &Params::default());
        assert_eq!(paid(&result), [0, 0]);
        assert!(result.projects.iter().all(|p| p.uncapped_cents == 0));
        assert_eq!((result.allocated_cents, result.unallocated_cents), (0, 0));
    }
}

#[test]
fn a_lone_supporter_is_never_matched() {
    let input = RoundInputBuilder::new(10_000)
        .project("solo", 1_000_000, 0)
        .project("pair", 1_000_000, 0)
        .person("x", true, 1_000)
        .person("y", true, 0)
        .donation("x", "solo", 1_000_000)
        .donation("x", "pair", 100)
        .donation("y", "pair", 100)
        .build();
    for algorithm in [Algorithm::Qf, Algorithm::Pairwise] {
        let result = run(&input, algorithm, &Params::default());
        assert_eq!(result.projects[1].raw_match, 0.0, "{algorithm}");
        assert_eq!(paid(&result), [10_000, 0], "{algorithm}");
    }
    // cocm: y reaches solo only through x, who is in both groups, so nothing is matched at all.
    let result = run(&input, Algorithm::Cocm, &Params::default());
    assert!(result.projects.iter().all(|p| p.raw_match == 0.0));
    assert_eq!(result.unallocated_cents, 10_000);
}

#[test]
fn vote_only_supporters_are_matched_with_the_vote_credit() {
    let input = RoundInputBuilder::new(1_000)
        .project("a", 1_000_000, 0)
        .person("x", true, 0)
        .person("y", true, 0)
        .vote("x", "a")
        .vote("y", "a")
        .build();
    let result = run(&input, Algorithm::Qf, &Params::default());
    // a = 1 · 0.25 each: m = (0.5)² − 2 · 0.0625 = 0.125.
    assert_eq!(result.projects[0].raw_match, 0.125);
    assert_eq!(result.projects[0].match_cents, 1_000);
    let silent = Params { vote_credit: 0.0, ..Params::default() };
    let result = run(&input, Algorithm::Qf, &silent);
    assert_eq!(result.projects[0].raw_match, 0.0);
    assert_eq!(result.unallocated_cents, 1_000);
}

#[test]
fn a_tiny_donation_never_lowers_a_voters_credit() {
    let with_gift = RoundInputBuilder::new(1_000)
        .project("a", 1_000_000, 0)
        .person("x", true, 0)
        .person("y", true, 0)
        .vote("x", "a")
        .vote("y", "a")
        .donation("x", "a", 4)
        .build();
    let result = run(&with_gift, Algorithm::Qf, &Params::default());
    assert_eq!(result.projects[0].raw_match, 0.125);
}

#[test]
fn when_every_project_is_capped_the_rest_stays_unallocated() {
    let input = supported(100_000, &[("a", 3_000), ("b", 20_000)], 10_000);
    for algorithm in [Algorithm::Qf, Algorithm::Pairwise] {
        let result = run(&input, algorithm, &Params::default());
        assert_eq!(paid(&result), [3_000, 20_000]);
        assert!(result.projects.iter().all(|p| p.capped));
        assert_eq!(result.unallocated_cents, 77_000);
    }
}

#[test]
fn an_infeasible_round_cap_reports_what_it_cannot_pay() {
    // κ · |P⁺| = 0.6 < 1: three projects can hold at most 60 % of the pool.
    let input = supported(100_000, &[("a", 10_000_000), ("b", 10_000_000), ("c", 10_000_000)], 500);
    let params = Params { round_cap_fraction: Some(0.2), ..Params::default() };
    let result = run(&input, Algorithm::Qf, &params);
    assert_eq!(paid(&result), [20_000, 20_000, 20_000]);
    assert_eq!(result.unallocated_cents, 40_000);
    assert_eq!(result.projects[0].uncapped_cents, 33_334);
}

#[test]
fn the_round_cap_is_computed_in_exact_integers() {
    // 0.29 · 100 is 28.999999999999996 in float64; ⌊290000 · 100 / 10^6⌋ is 29.
    let input = supported(100, &[("a", 1_000), ("b", 1_000), ("c", 1_000), ("d", 1_000)], 100);
    let params = Params { round_cap_fraction: Some(0.29), ..Params::default() };
    let result = run(&input, Algorithm::Qf, &params);
    assert!(result.projects.iter().all(|p| p.cap_cents == 29));
}

#[test]
fn a_project_capped_at_zero_is_capped_and_paid_nothing() {
    let input = RoundInputBuilder::new(1_000)
        .project("full", 500, 800)
        .project("open", 100_000, 0)
        .person("x", true, 0)
        .person("y", true, 0)
        .donation("x", "full", 100)
        .donation("y", "full", 100)
        .donation("x", "open", 100)
        .donation("y", "open", 100)
        .build();
    let result = run(&input, Algorithm::Qf, &Params::default());
    assert_eq!(paid(&result), [0, 1_000]);
    assert!(result.projects[0].capped && !result.projects[1].capped);
    assert_eq!(result.projects[0].uncapped_cents, 500);
}

#[test]
fn the_excess_of_a_capped_project_flows_to_the_others_in_proportion() {
    // Equal raw matches, caps 10 and 1,000: water-filling orders by cap / m, not by m.
    let input = supported(500, &[("a", 1_000), ("b", 10)], 100);
    let result = run(&input, Algorithm::Qf, &Params::default());
    assert_eq!(paid(&result), [490, 10]);
    assert_eq!(result.projects.iter().map(|p| p.capped).collect::<Vec<_>>(), [false, true]);
}

#[test]
fn tied_remainders_go_to_the_lowest_ids_in_byte_order() {
    // matching.md §9.1: twelve identical projects, B = 1204.
    let ids: Vec<String> = (1..=12).map(|n| format!("p{n}")).collect();
    let projects: Vec<(&str, u64)> = ids.iter().map(|id| (id.as_str(), 1_000_000)).collect();
    let input = supported(1_204, &projects, 100);
    let result = run(&input, Algorithm::Qf, &Params::default());
    let extra: Vec<&str> =
        result.projects.iter().filter(|p| p.match_cents == 101).map(|p| p.project_id.as_str()).collect();
    assert_eq!(extra, ["p1", "p10", "p11", "p12"]);
    assert_eq!(result.allocated_cents, 1_204);
    let uncapped: Vec<u64> = result.projects.iter().map(|p| p.uncapped_cents).collect();
    assert_eq!(uncapped, paid(&result));
}

#[test]
fn enormous_impact_points_weigh_exactly_cm_max() {
    let input = RoundInputBuilder::new(MAX_AMOUNT)
        .project("a", MAX_AMOUNT, 0)
        .project("b", MAX_AMOUNT, 0)
        .person("big", true, MAX_AMOUNT)
        .person("max", true, 1_000_000)
        .donation("big", "a", MAX_AMOUNT)
        .donation("max", "a", MAX_AMOUNT)
        .donation("big", "b", 100)
        .donation("max", "b", 100)
        .build();
    for algorithm in [Algorithm::Qf, Algorithm::Pairwise] {
        let result = run(&input, algorithm, &Params::default());
        assert_eq!(result.allocated_cents, MAX_AMOUNT, "{algorithm}");
    }
    // cocm: both people support both projects, so cocm matches nothing (§6.3).
    let result = run(&input, Algorithm::Cocm, &Params::default());
    assert_eq!(result.unallocated_cents, MAX_AMOUNT);
    // With weight 4 each: a = 4 · 1 on b, so m_b = 2 · 16 = 32.
    let result = run(&input, Algorithm::Qf, &Params::default());
    assert_eq!(result.projects[1].raw_match, 32.0);
}

#[test]
fn absurd_weights_are_reported_instead_of_producing_nonsense() {
    let input = supported(1_000, &[("a", 1_000)], MAX_AMOUNT);
    let params = Params { cm_max: 1e300, ip_max: 1, ..Params::default() };
    let input = RoundInput {
        people: input
            .people
            .into_iter()
            .map(|mut p| {
                p.impact_points = 10;
                p
            })
            .collect(),
        ..input
    };
    assert_eq!(compute(&input, Algorithm::Qf, &params), Err(InputError::NonFiniteMatch("a".into())));
}
