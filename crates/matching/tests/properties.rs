//! Property tests: the invariants of matching.md §10 on random small rounds, for every algorithm.

use std::collections::BTreeMap;

use matchpool_matching::{
    Algorithm, Contribution, Estimator, Params, PersonInput, PreparedRound, ProjectInput, RoundInput,
    RoundInputBuilder, RoundResult, Who, compute,
};
use proptest::prelude::*;

const ALL: [Algorithm; 3] = [Algorithm::Qf, Algorithm::Pairwise, Algorithm::Cocm];

fn amount() -> impl Strategy<Value = u64> {
    prop_oneof![Just(0u64), 1..20u64, 1..100_000u64, 1..100_000_000u64]
}

prop_compose! {
    /// Up to 7 projects (ids p1, p2, … so that byte order differs from numeric order) and up to
    /// 8 persons with random support.
    fn round()(
        projects in prop::collection::vec((0..3_000_000u64, 0..400_000u64), 1..=7),
        people in prop::collection::vec((any::<bool>(), prop_oneof![0..10u64, 0..2_000_000u64]), 1..=8),
        pool in prop_oneof![Just(0u64), 0..2_000u64, 0..10_000_000u64],
        pairs in prop::collection::vec((0..8usize, 0..7usize, amount(), any::<bool>()), 0..40),
    ) -> RoundInput {
        let mut unique = BTreeMap::new();
        for (i, p, c, voted) in pairs {
            if i < people.len() && p < projects.len() {
                unique.entry((i, p)).or_insert((c, voted));
            }
        }
        RoundInput {
            pool_cents: pool,
            projects: projects.iter().enumerate().map(|(p, &(requested_cents, direct_cents))| {
                ProjectInput { id: format!("p{}", p + 1), requested_cents, direct_cents }
            }).collect(),
            people: people.iter().enumerate().map(|(i, &(verified, impact_points))| {
                PersonInput { id: format!("u{i}"), verified, impact_points }
            }).collect(),
            contributions: unique.into_iter().map(|((i, p), (amount_cents, voted))| Contribution {
                person_id: format!("u{i}"),
                project_id: format!("p{}", p + 1),
                amount_cents,
                voted,
            }).collect(),
        }
    }
}

prop_compose! {
    fn params()(
        u in prop::sample::select(vec![0.0, 0.2, 1.0]),
        v in prop::sample::select(vec![0.0, 0.25, 1.0]),
        cm_max in prop::sample::select(vec![1.0, 4.0, 100.0]),
        ip_threshold in prop::sample::select(vec![0u64, 5]),
        cap in prop::sample::select(vec![None, Some(0.05), Some(0.3), Some(0.123457), Some(1.0)]),
        pairwise_m in prop::sample::select(vec![0.5, 10.0, 1e6]),
    ) -> Params {
        Params {
            unverified_weight: u,
            vote_credit: v,
            cm_max,
            ip_threshold,
            round_cap_fraction: cap,
            pairwise_m,
            ..Params::default()
        }
    }
}

/// n_p: persons with a_ip > 0 (weight > 0 and credit > 0).
fn supporters(input: &RoundInput, params: &Params, project: &str) -> usize {
    let verified: BTreeMap<&str, bool> = input.people.iter().map(|p| (p.id.as_str(), p.verified)).collect();
    input
        .contributions
        .iter()
        .filter(|c| c.project_id == project)
        .filter(|c| verified[c.person_id.as_str()] || params.unverified_weight > 0.0)
        .filter(|c| c.amount_cents > 0 || (c.voted && params.vote_credit > 0.0))
        .count()
}

/// Every invariant of §10 that one result can show.
fn check(input: &RoundInput, params: &Params, r: &RoundResult) -> Result<(), TestCaseError> {
    let b = input.pool_cents;
    let paid: u64 = r.projects.iter().map(|p| p.match_cents).sum();
    prop_assert_eq!(paid, r.allocated_cents); // 1
    prop_assert_eq!(r.allocated_cents + r.unallocated_cents, b); // 1
    let positive: Vec<_> = r.projects.iter().filter(|p| p.raw_match > 0.0).collect();
    for p in &r.projects {
        prop_assert!(p.match_cents <= p.cap_cents, "{p:?}"); // 2
        prop_assert!(p.raw_match >= 0.0 && p.raw_match.is_finite());
        if p.raw_match == 0.0 {
            prop_assert!(p.match_cents == 0 && !p.capped && p.uncapped_cents == 0, "{p:?}"); // 3
        }
        if supporters(input, params, &p.project_id) < 2 {
            prop_assert_eq!(p.raw_match, 0.0); // 4
        }
        if p.capped {
            prop_assert_eq!(p.match_cents, p.cap_cents);
        }
        if p.raw_match > 0.0 {
            // §8: capped exactly when m_p > 0 and x_p = cap_p.
            prop_assert_eq!(p.capped, p.allocation == p.cap_cents as f64, "{:?}", p);
        }
        prop_assert!((p.match_cents as f64 - p.allocation).abs() < 1.0, "{p:?}"); // 6
    }
    let caps: u64 = positive.iter().map(|p| p.cap_cents).sum();
    if caps <= b {
        prop_assert!(positive.iter().all(|p| p.capped)); // case A
        prop_assert_eq!(r.unallocated_cents, b - caps); // 5
    } else {
        prop_assert_eq!(r.unallocated_cents, 0); // 5
    }
    if b == 0 {
        prop_assert!(r.projects.iter().all(|p| p.match_cents == 0)); // 7
    }
    let uncapped: u64 = r.projects.iter().map(|p| p.uncapped_cents).sum();
    prop_assert_eq!(uncapped, if positive.is_empty() { 0 } else { b }); // §9.2
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_result_keeps_the_invariants_of_section_10(input in round(), params in params()) {
        for algorithm in ALL {
            let result = compute(&input, algorithm, &params).expect("valid");
            check(&input, &params, &result)?;
        }
    }

    #[test]
    fn row_order_and_thread_count_never_change_a_bit(
        input in round(),
        params in params(),
        seed in any::<u64>(),
    ) {
        let mut shuffled = input.clone();
        let mut rng = matchpool_matching::synthetic::XorShift::new(seed);
        shuffle(&mut shuffled.projects, &mut rng);
        shuffle(&mut shuffled.people, &mut rng);
        shuffle(&mut shuffled.contributions, &mut rng);
        let prepared = PreparedRound::new(&shuffled, &params).expect("valid");
        for algorithm in ALL {
            let reference = compute(&input, algorithm, &params).expect("valid");
            for threads in [1, 2, 3] {
                let again = prepared.compute_with_threads(algorithm, threads).expect("valid");
                prop_assert_eq!(&again, &reference);
            }
        }
    }

    #[test]
    fn split_gifts_zero_rows_and_idle_people_change_nothing(
        input in round(),
        params in params(),
        cut in 0.0..1.0f64,
    ) {
        let mut builder = RoundInputBuilder::new(input.pool_cents);
        for p in &input.projects {
            builder = builder.project(&p.id, p.requested_cents, p.direct_cents);
        }
        for p in &input.people {
            builder = builder.person(&p.id, p.verified, p.impact_points);
        }
        builder = builder.person("idle", true, 77).project("zz-unsupported", 5, 0);
        for c in &input.contributions {
            let first = (c.amount_cents as f64 * cut) as u64;
            builder = builder
                .donation(&c.person_id, &c.project_id, first)
                .donation(&c.person_id, &c.project_id, c.amount_cents - first)
                .donation("idle", &c.project_id, 0);
            if c.voted {
                builder = builder.vote(&c.person_id, &c.project_id);
            }
        }
        let split = builder.build();
        for algorithm in ALL {
            let whole = compute(&input, algorithm, &params).expect("valid");
            let mut parts = compute(&split, algorithm, &params).expect("valid");
            let extra = parts.projects.pop().expect("the unsupported project");
            prop_assert_eq!((extra.raw_match, extra.match_cents), (0.0, 0));
            prop_assert_eq!(parts, whole);
        }
    }

    #[test]
    fn pairwise_with_a_huge_threshold_is_qf(input in round(), params in params()) {
        // What is asserted: raw matches agree to 10⁻⁶ relative to max(1, m) (the §11 agreement
        // rule), totals are equal and each payout within a cent; and pairwise never exceeds qf.
        let huge = Params { pairwise_m: 1e30, ..params.clone() };
        let qf = compute(&input, Algorithm::Qf, &huge).expect("valid");
        let pw = compute(&input, Algorithm::Pairwise, &huge).expect("valid");
        prop_assert_eq!(qf.allocated_cents, pw.allocated_cents);
        for (q, p) in qf.projects.iter().zip(&pw.projects) {
            prop_assert!((q.raw_match - p.raw_match).abs() <= 1e-6 * q.raw_match.max(1.0), "{q:?} {p:?}");
            prop_assert!(q.match_cents.abs_diff(p.match_cents) <= 1, "{q:?} {p:?}");
        }
        let bounded = compute(&input, Algorithm::Pairwise, &params).expect("valid");
        for (q, p) in qf.projects.iter().zip(&bounded.projects) {
            prop_assert!(p.raw_match <= q.raw_match * (1.0 + 1e-9) + 1e-12, "{q:?} {p:?}");
        }
    }

    #[test]
    fn qf_estimates_are_the_recomputed_allocation_change(
        input in round(),
        params in params(),
        who in 0..9usize,
        project in 0..7usize,
        delta in prop_oneof![Just(0u64), 1..10_000u64, 1..10_000_000u64],
    ) {
        let project = &input.projects[project % input.projects.len()].id;
        let person = input.people.get(who).map(|p| p.id.clone());
        let estimator = Estimator::new(&input, Algorithm::Qf, &params).expect("valid");
        let who = person.as_deref().map_or(Who::VISITOR, Who::Person);
        let estimate = estimator.estimate(who, project, delta).expect("known ids");

        // The definition of §12: recompute with c + δ, the vote, and D + δ.
        let mut after = input.clone();
        let id = person.unwrap_or_else(|| "visitor".to_owned());
        if !after.people.iter().any(|p| p.id == id) {
            after.people.push(PersonInput { id: id.clone(), verified: false, impact_points: 0 });
        }
        match after.contributions.iter_mut().find(|c| c.person_id == id && &c.project_id == project) {
            Some(c) => {
                c.amount_cents += delta;
                c.voted = true;
            }
            None => after.contributions.push(Contribution {
                person_id: id,
                project_id: project.clone(),
                amount_cents: delta,
                voted: true,
            }),
        }
        let target = after.projects.iter_mut().find(|p| &p.id == project).expect("project");
        target.direct_cents += delta;
        let x = |r: &RoundResult| r.projects.iter().find(|p| &p.project_id == project).expect("p").allocation;
        let x_before = x(&compute(&input, Algorithm::Qf, &params).expect("valid"));
        let x_after = x(&compute(&after, Algorithm::Qf, &params).expect("valid"));
        prop_assert_eq!(estimate.before, x_before);
        prop_assert!((estimate.after - x_after).abs() < 0.01, "{estimate:?} vs {x_after}");
        let exact = (x_after - x_before).round() as i64;
        prop_assert!(estimate.delta_cents.abs_diff(exact) <= 1, "{estimate:?} vs {exact}");
    }
}

fn shuffle<T>(rows: &mut [T], rng: &mut matchpool_matching::synthetic::XorShift) {
    for k in (1..rows.len()).rev() {
        rows.swap(k, rng.below(k as u64 + 1) as usize);
    }
}
