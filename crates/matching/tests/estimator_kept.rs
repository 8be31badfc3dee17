//! The estimator kept up to date one change at a time is, bit for bit, the estimator built from
//! the same inputs at once (issue 32.1): random sequences of votes, donations counted for matching,
//! direct donations, weight changes (verification decided, impact points earned or taken back) and
//! pool changes, compared after every step.
//!
//! `PROPTEST_CASES` raises the number of sequences (the default keeps `make test` quick).

use std::collections::BTreeMap;

use matchpool_matching::{Algorithm, Estimator, Params, RoundInputBuilder};
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Step {
    Vote { person: usize, project: usize },
    Donate { person: usize, project: usize, cents: u64 },
    Direct { project: usize, cents: u64 },
    Reweigh { person: usize, verified: bool, points: u64 },
    Pool(u64),
}

const PEOPLE: usize = 9;
const PROJECTS: usize = 5;

fn step() -> impl Strategy<Value = Step> {
    let cents = prop_oneof![1..2_000u64, 1..500_000u64, 1..50_000_000u64];
    prop_oneof![
        4 => (0..PEOPLE, 0..PROJECTS).prop_map(|(person, project)| Step::Vote { person, project }),
        4 => (0..PEOPLE, 0..PROJECTS, cents.clone()).prop_map(|(person, project, cents)| Step::Donate { person, project, cents }),
        1 => (0..PROJECTS, cents).prop_map(|(project, cents)| Step::Direct { project, cents }),
        2 => (0..PEOPLE, any::<bool>(), prop_oneof![0..10u64, 0..3_000u64, 0..2_000_000u64])
            .prop_map(|(person, verified, points)| Step::Reweigh { person, verified, points }),
        1 => (0..20_000_000u64).prop_map(Step::Pool),
    ]
}

/// The inputs as a ledger would give them after the steps so far.
#[derive(Default, Clone)]
struct Ledger {
    pool: u64,
    requested: Vec<u64>,
    direct: Vec<u64>,
    people: BTreeMap<usize, (bool, u64)>,
    pairs: BTreeMap<(usize, usize), (u64, bool)>,
}

fn person(i: usize) -> String {
    // Ids whose byte order is not their numeric order, as pseudonyms are.
    format!("person-{}", [7, 1, 10, 3, 12, 5, 0, 11, 2][i])
}

fn project(p: usize) -> String {
    format!("p{}", [1, 10, 2, 11, 3][p])
}

impl Ledger {
    fn rebuilt(&self, params: &Params) -> Estimator {
        let mut builder = RoundInputBuilder::new(self.pool);
        for p in 0..PROJECTS {
            builder = builder.project(&project(p), self.requested[p], self.direct[p]);
        }
        for (&i, &(verified, points)) in &self.people {
            if self.pairs.keys().any(|&(j, _)| j == i) {
                builder = builder.person(&person(i), verified, points);
            }
        }
        for (&(i, p), &(cents, voted)) in &self.pairs {
            if cents > 0 {
                builder = builder.donation(&person(i), &project(p), cents);
            }
            if voted {
                builder = builder.vote(&person(i), &project(p));
            }
        }
        Estimator::new(&builder.build(), Algorithm::Qf, params).expect("valid inputs")
    }
}

fn params(round_cap: bool) -> Params {
    let mut params = Params { unverified_weight: 0.1, cm_max: 100.0, ip_threshold: 5, ..Params::default() };
    if round_cap {
        params.round_cap_fraction = Some(0.25);
    }
    params
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(64)
    ))]

    #[test]
    fn the_kept_estimator_is_the_rebuilt_one_bit_for_bit(
        requested in prop::collection::vec(0..5_000_000u64, PROJECTS),
        pool in 0..20_000_000u64,
        round_cap in any::<bool>(),
        steps in prop::collection::vec(step(), 1..60),
    ) {
        let params = params(round_cap);
        let mut ledger = Ledger { pool, requested, direct: vec![0; PROJECTS], ..Ledger::default() };
        let mut kept = ledger.rebuilt(&params);
        for (n, step) in steps.iter().enumerate() {
            match *step {
                Step::Vote { person: i, project: p } => {
                    let (verified, points) = *ledger.people.entry(i).or_insert((false, 0));
                    kept.set_person(&person(i), verified, points).unwrap();
                    kept.record_vote(&person(i), &project(p)).unwrap();
                    ledger.pairs.entry((i, p)).or_default().1 = true;
                }
                Step::Donate { person: i, project: p, cents } => {
                    let (verified, points) = *ledger.people.entry(i).or_insert((false, 0));
                    kept.set_person(&person(i), verified, points).unwrap();
                    kept.record_donation(&person(i), &project(p), cents).unwrap();
                    kept.record_vote(&person(i), &project(p)).unwrap();
                    let pair = ledger.pairs.entry((i, p)).or_default();
                    pair.0 += cents;
                    pair.1 = true;
                    ledger.direct[p] += cents;
                }
                Step::Direct { project: p, cents } => {
                    kept.record_direct_donation(&project(p), cents).unwrap();
                    ledger.direct[p] += cents;
                }
                Step::Reweigh { person: i, verified, points } => {
                    ledger.people.insert(i, (verified, points));
                    if kept.knows_person(&person(i)) {
                        kept.set_person(&person(i), verified, points).unwrap();
                    }
                }
                Step::Pool(cents) => {
                    kept.set_pool(cents).unwrap();
                    ledger.pool = cents;
                }
            }
            let rebuilt = ledger.rebuilt(&params);
            prop_assert_eq!(kept.state(), rebuilt.state(), "after step {} ({:?})", n, step);
        }
    }
}
