use super::*;
use crate::input::{RoundInput, RoundInputBuilder};
use crate::params::{Algorithm, Params};
use crate::result::compute;

/// The worked example of matching.md §14.
fn example() -> RoundInput {
    RoundInputBuilder::new(100_000)
        .project("alpha", 50_000, 3_000)
        .project("beta", 2_000_000, 11_000)
        .project("gamma", 300_000, 1_700)
        .person("ana", true, 120)
        .person("ben", true, 3)
        .person("caro", false, 40)
        .person("dev", true, 5)
        .donation("ana", "alpha", 2_500)
        .vote("ana", "alpha")
        .donation("ben", "alpha", 400)
        .vote("ben", "alpha")
        .vote("dev", "alpha")
        .donation("ben", "beta", 900)
        .vote("ben", "beta")
        .donation("caro", "beta", 10_000)
        .vote("caro", "beta")
        .vote("dev", "beta")
        .donation("ana", "gamma", 1_600)
        .vote("ana", "gamma")
        .donation("caro", "gamma", 100)
        .build()
}

fn example_params() -> Params {
    Params { unverified_weight: 0.1, cm_max: 100.0, ip_threshold: 5, ..Params::default() }
}

fn estimator() -> Estimator {
    Estimator::new(&example(), Algorithm::Qf, &example_params()).expect("valid example")
}

/// person, project, δ, x before, x after, estimate in cents, reason.
type Row = (Who<'static>, &'static str, u64, f64, f64, i64, Option<EstimateReason>);

#[test]
fn section_14_7_table_is_reproduced_to_the_last_bit() {
    let e = estimator();
    let rows: [Row; 5] = [
        (Who::Person("ben"), "gamma", 400, 24196.774102810406, 50158.69217670333, 25962, None),
        (Who::Person("dev"), "gamma", 0, 24196.774102810406, 51286.23366948086, 27089, None),
        (Who::Person("ben"), "beta", 0, 28803.22589718959, 28803.22589718959, 0, Some(EstimateReason::NoChange)),
        (Who::Person("caro"), "alpha", 500, 47000.0, 46500.0, -500, Some(EstimateReason::Capped)),
        (Who::VISITOR, "beta", 2500, 28803.22589718959, 31402.975945101352, 2600, None),
    ];
    for (who, project, delta, before, after, cents, reason) in rows {
        let got = e.estimate(who, project, delta).expect("known ids");
        assert_eq!(got.before, before, "{who:?} {project} {delta} before");
        assert_eq!(got.after, after, "{who:?} {project} {delta} after");
        assert_eq!(got.delta_cents, cents, "{who:?} {project} {delta} cents");
        assert_eq!(got.reason, reason, "{who:?} {project} {delta} reason");
        assert!(!got.approximate);
    }
}

#[test]
fn current_match_is_the_engines_real_allocation() {
    let e = estimator();
    assert_eq!(e.current_match("alpha"), Ok(47000.0));
    assert_eq!(e.current_match("beta"), Ok(28803.22589718959));
    assert_eq!(e.current_match("gamma"), Ok(24196.774102810406));
}

#[test]
fn recorded_gift_moves_the_running_sums_like_a_recomputation() {
    let mut e = estimator();
    let predicted = e.estimate(Who::Person("ben"), "gamma", 400).expect("ok");
    e.record_donation("ben", "gamma", 400).expect("ok");
    e.record_vote("ben", "gamma").expect("ok");
    let now = e.current_match("gamma").expect("ok");
    assert!((now - predicted.after).abs() < 1e-6, "{now} vs {}", predicted.after);

    // A fresh estimator on the updated inputs agrees to within a cent everywhere.
    let mut input = example();
    input.contributions.push(crate::input::Contribution {
        person_id: "ben".into(),
        project_id: "gamma".into(),
        amount_cents: 400,
        voted: true,
    });
    let gamma = input.projects.iter_mut().find(|p| p.id == "gamma").expect("gamma");
    gamma.direct_cents += 400;
    let fresh = Estimator::new(&input, Algorithm::Qf, &example_params()).expect("valid");
    for project in ["alpha", "beta", "gamma"] {
        let (a, b) = (e.current_match(project), fresh.current_match(project));
        let (a, b) = (a.expect("ok"), b.expect("ok"));
        assert!((a - b).abs() < 0.01, "{project}: {a} vs {b}");
    }
}

#[test]
fn a_gift_split_in_two_gives_the_same_estimates_as_one_gift() {
    // The running sums take two steps instead of one, so only the last bits may differ.
    let mut one = estimator();
    let mut two = estimator();
    one.record_donation("dev", "gamma", 1_000).expect("ok");
    two.record_donation("dev", "gamma", 300).expect("ok");
    two.record_donation("dev", "gamma", 700).expect("ok");
    for project in ["alpha", "beta", "gamma"] {
        let (a, b) = (one.current_match(project), two.current_match(project));
        let (a, b) = (a.expect("ok"), b.expect("ok"));
        assert!((a - b).abs() < 1e-6, "{project}: {a} vs {b}");
        let a = one.estimate(Who::Person("ana"), project, 100).expect("ok");
        let b = two.estimate(Who::Person("ana"), project, 100).expect("ok");
        assert_eq!(a.delta_cents, b.delta_cents);
    }
}

#[test]
fn a_new_verified_person_weighs_as_registered() {
    let mut e = estimator();
    let new = Who::New { verified: true, impact_points: 120 };
    let direct = e.estimate(new, "beta", 900).expect("ok");
    e.set_person("zoe", true, 120).expect("ok");
    let registered = e.estimate(Who::Person("zoe"), "beta", 900).expect("ok");
    assert_eq!(direct, registered);
    let visitor = e.estimate(Who::VISITOR, "beta", 900).expect("ok");
    assert!(direct.delta_cents > visitor.delta_cents);
}

#[test]
fn revoking_verification_lowers_the_persons_projects() {
    let mut e = estimator();
    let before = e.current_match("gamma").expect("ok");
    e.set_person("ana", false, 120).expect("ok");
    let after = e.current_match("gamma").expect("ok");
    assert!(after < before, "{after} should fall below {before}");
}

#[test]
fn a_lone_supporter_gets_no_match() {
    let input = RoundInputBuilder::new(10_000)
        .project("solo", 100_000, 0)
        .project("busy", 100_000, 0)
        .person("a", true, 0)
        .person("b", true, 0)
        .donation("a", "busy", 100)
        .donation("b", "busy", 100)
        .build();
    let e = Estimator::new(&input, Algorithm::Qf, &Params::default()).expect("valid");
    let got = e.estimate(Who::VISITOR, "solo", 10_000).expect("ok");
    assert_eq!(got.reason, Some(EstimateReason::OneSupporter));
    assert_eq!((got.before, got.after, got.delta_cents), (0.0, 0.0, 0));
    // The only matched project already takes the whole pool: more support changes nothing.
    let got = e.estimate(Who::Person("a"), "busy", 100).expect("ok");
    assert_eq!(got.before, 10_000.0);
    assert_eq!((got.delta_cents, got.reason), (0, Some(EstimateReason::NoChange)));
}

#[test]
fn pairwise_and_cocm_estimates_are_labelled_approximate() {
    for algorithm in [Algorithm::Pairwise, Algorithm::Cocm] {
        let e = Estimator::new(&example(), algorithm, &example_params()).expect("valid");
        let got = e.estimate(Who::Person("ben"), "gamma", 400).expect("ok");
        assert!(got.approximate);
        assert!(got.delta_cents > 0);
        let engine = compute(&example(), algorithm, &example_params()).expect("valid");
        let beta = &engine.projects[1];
        assert!((e.current_match("beta").expect("ok") - beta.match_cents as f64).abs() < 1.0);
    }
}

#[test]
fn changing_the_pool_moves_the_round_cap() {
    let params = Params { round_cap_fraction: Some(0.3), ..example_params() };
    let mut e = Estimator::new(&example(), Algorithm::Qf, &params).expect("valid");
    assert_eq!(e.current_match("beta"), Ok(30_000.0));
    e.set_pool(200_000).expect("ok");
    assert_eq!(e.current_match("alpha"), Ok(47_000.0));
    assert_eq!(e.current_match("gamma"), Ok(60_000.0));
}

#[test]
fn unknown_ids_and_huge_gifts_are_refused() {
    let e = estimator();
    assert_eq!(e.estimate(Who::VISITOR, "nope", 1), Err(EstimateError::UnknownProject("nope".into())));
    assert_eq!(e.estimate(Who::Person("zed"), "beta", 1), Err(EstimateError::UnknownPerson("zed".into())));
    let huge = e.estimate(Who::Person("ana"), "alpha", u64::MAX);
    assert!(matches!(huge, Err(EstimateError::Input(_))), "{huge:?}");
    let mut e = e;
    assert!(e.set_person("bad id", true, 0).is_err());
    assert!(e.record_vote("zed", "beta").is_err());
}

#[test]
fn estimates_read_well() {
    let e = estimator();
    let text = e.estimate(Who::Person("ben"), "gamma", 400).expect("ok").to_string();
    assert_eq!(text, "adds $259.62 to this project's match (from $241.97 to $501.59)");
    let text = e.estimate(Who::Person("caro"), "alpha", 500).expect("ok").to_string();
    assert!(text.starts_with("this project has reached its matching cap"), "{text}");
    assert!(text.contains("-$5.00"), "{text}");
}

#[test]
fn a_cart_of_one_gift_is_the_single_estimate() {
    let e = estimator();
    let single = e.estimate(Who::VISITOR, "beta", 2500).unwrap();
    let cart = e.estimate_cart(Who::VISITOR, &[("beta", 2500)]).unwrap();
    assert_eq!(cart.delta_cents, single.delta_cents);
    assert_eq!(cart.per_project, vec![single.delta_cents]);
}

#[test]
fn a_cart_is_estimated_in_one_pass_not_as_a_sum_of_single_estimates() {
    let e = estimator();
    let gifts = [("beta", 2500), ("gamma", 400)];
    let who = Who::Person("ben");
    let cart = e.estimate_cart(who, &gifts).unwrap();
    let summed: i64 = gifts.iter().map(|(p, c)| e.estimate(who, p, *c).unwrap().delta_cents).sum();
    // Both gifts draw on one pool: together they add less than the two estimates claim apart.
    assert!(cart.delta_cents < summed, "cart {} vs summed {summed}", cart.delta_cents);
    assert!(cart.per_project.iter().sum::<i64>().abs_diff(cart.delta_cents) <= 1, "{cart:?}");
    // The estimator itself is unchanged.
    assert_eq!(e.estimate(who, "gamma", 400).unwrap().delta_cents, 25962);
}

#[test]
fn a_cart_says_which_projects_are_capped() {
    let e = estimator();
    let single = e.estimate(Who::Person("caro"), "alpha", 500).unwrap();
    assert_eq!(single.reason, Some(EstimateReason::Capped));
    let cart = e.estimate_cart(Who::Person("caro"), &[("alpha", 500), ("gamma", 400)]).unwrap();
    assert_eq!(cart.capped, vec![true, false]);
    assert!(cart.per_project[0] < 0, "the gift takes the place of part of alpha's match: {cart:?}");
    assert!(cart.per_project[1] > 0, "{cart:?}");
}

#[test]
fn a_cart_names_unknown_projects() {
    let e = estimator();
    assert!(matches!(e.estimate_cart(Who::VISITOR, &[("nope", 1)]), Err(EstimateError::UnknownProject(_))));
}

/// National rounds answer estimates by binary search over cached sums instead of walking the
/// ρ-ordered list: both give the same allocation, for every project and change, within a
/// millionth of a cent per dollar (matching.md §12 allows ±1 cent).
#[test]
fn the_search_over_cached_sums_agrees_with_the_walk() {
    let mut searched = 0;
    for (seed, cap_fraction) in [(1, None), (2, Some(0.02)), (3, Some(0.005))] {
        let input = crate::synthetic::round(6_000, 600, seed);
        let params = Params { round_cap_fraction: cap_fraction, ..Params::default() };
        let e = Estimator::new(&input, Algorithm::Qf, &params).expect("valid");
        assert!(e.water.order.len() >= 256, "seed {seed}: only {} projects with a raw match", e.water.order.len());
        for p in 0..e.projects.len() as u32 {
            let state = &e.projects[p as usize];
            for (raw, cap) in [
                (state.raw, state.cap),
                (state.raw * 1.5 + 1.0, state.cap),
                (state.raw * 0.5, state.cap.saturating_sub(5_000)),
                (state.raw * 40.0 + 1e6, state.cap + 100_000),
                (1.0, 50),
            ] {
                let walked = e.allocation_by_walk(p, raw, cap);
                let Some(found) = e.allocation_by_search(p, raw, cap) else { continue };
                searched += 1;
                assert!(
                    (found - walked).abs() <= 1e-6 * walked.abs().max(1.0),
                    "p {p}, raw {raw}, cap {cap}: {found} vs {walked}"
                );
            }
        }
    }
    assert!(searched > 8_000, "the search answered only {searched} times");
}
