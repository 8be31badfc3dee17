//! Synthetic rounds for benchmarks, property tests and demo data: deterministic (a fixed seed
//! gives the same round everywhere) and shaped like real rounds (skewed project popularity,
//! people supporting a few projects each, log-spread amounts, some vote-only supporters).

use crate::input::{Contribution, PersonInput, ProjectInput, RoundInput};

/// xorshift64*: a tiny, fast, portable generator (no `rand` dependency needed).
#[derive(Debug, Clone)]
pub struct XorShift(u64);

impl XorShift {
    /// A generator from a seed (0 is replaced by a fixed non-zero constant).
    pub fn new(seed: u64) -> Self {
        Self(if seed == 0 { 0x9E37_79B9_7F4A_7C15 } else { seed })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A uniform number in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A uniform integer in [0, n) (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A log-uniform integer in [low, high] (1 ≤ low ≤ high).
    pub fn log_uniform(&mut self, low: u64, high: u64) -> u64 {
        let (l, h) = ((low as f64).ln(), ((high + 1) as f64).ln());
        ((l + (h - l) * self.unit()).exp() as u64).clamp(low, high)
    }
}

/// A round of about `contributions` (person, project) pairs over `projects` projects: project
/// popularity ∝ 1 / (rank + 5), persons supporting 1 + Geometric(1/4) projects (mean 4, at most
/// 40), 16-hex-digit person pseudonyms, 60 % verified, donations log-uniform from $1 to $1,000
/// and 20 % vote-only pairs, a pool of $100 per project.
pub fn round(contributions: usize, projects: usize, seed: u64) -> RoundInput {
    let mut rng = XorShift::new(seed);
    let projects = projects.max(1);
    let popularity: Vec<f64> = (0..projects)
        .map(|r| 1.0 / (r as f64 + 5.0))
        .scan(0.0, |total, w| {
            *total += w;
            Some(*total)
        })
        .collect();
    let total = popularity[projects - 1];
    let mut input = RoundInput { pool_cents: 10_000 * projects as u64, ..RoundInput::default() };
    let mut raised = vec![0u64; projects];
    let mut chosen = Vec::new();
    while input.contributions.len() < contributions {
        let person = format!("{:016x}", rng.next_u64());
        let mut degree = 1;
        while degree < 40.min(projects) && rng.unit() < 0.75 {
            degree += 1;
        }
        let degree = degree.min(contributions - input.contributions.len());
        chosen.clear();
        while chosen.len() < degree {
            let x = rng.unit() * total;
            let p = popularity.partition_point(|&c| c <= x).min(projects - 1);
            if !chosen.contains(&p) {
                chosen.push(p);
            }
        }
        for &p in &chosen {
            let vote_only = rng.below(5) == 0;
            let amount = if vote_only { 0 } else { rng.log_uniform(100, 100_000) };
            raised[p] += amount;
            input.contributions.push(Contribution {
                person_id: person.clone(),
                project_id: project_id(p),
                amount_cents: amount,
                voted: vote_only || rng.below(10) != 0,
            });
        }
        input.people.push(PersonInput {
            id: person,
            verified: rng.below(10) < 6,
            impact_points: rng.log_uniform(1, 100_000) - 1,
        });
    }
    for (p, raised) in raised.into_iter().enumerate() {
        input.projects.push(ProjectInput {
            id: project_id(p),
            requested_cents: raised + rng.log_uniform(10_000, 2_000_000),
            direct_cents: raised + rng.below(5_000),
        });
    }
    input
}

fn project_id(p: usize) -> String {
    format!("project-{p:04}")
}
