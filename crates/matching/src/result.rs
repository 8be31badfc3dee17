//! Computing a round's results (matching.md §6–§10).

use serde::Serialize;

use crate::cents::largest_remainder;
use crate::input::{InputError, RoundInput};
use crate::params::{Algorithm, Params};
use crate::prepared::PreparedRound;
use crate::waterfill::{Allocation, allocate};
use crate::{cocm, pairwise, qf};

/// One project's line of the results (matching.md §10, §13.5).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProjectResult {
    /// The project id.
    pub project_id: String,
    /// m_p, in USD.
    pub raw_match: f64,
    /// The payout with no caps at all (§9.2), in cents.
    pub uncapped_cents: u64,
    /// cap_p (§7), in cents.
    pub cap_cents: u64,
    /// match_p (§9.1): what the project is paid from the pool, in cents.
    pub match_cents: u64,
    /// m_p > 0 and the project is paid its cap (§8).
    pub capped: bool,
    /// x_p (§8): the real-valued allocation the cents are rounded from, in cents. Not part of
    /// results.csv.
    pub allocation: f64,
}

/// A round's results: one line per project in id order, and the totals (§10, §13.6).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundResult {
    /// The algorithm that computed them.
    pub algorithm: Algorithm,
    /// B.
    pub pool_cents: u64,
    /// Σ match_cents.
    pub allocated_cents: u64,
    /// B − allocated_cents: what the caps could not absorb.
    pub unallocated_cents: u64,
    /// Every project, in id order.
    pub projects: Vec<ProjectResult>,
}

/// Computes a round's results with all available threads (the bits never depend on it).
pub fn compute(input: &RoundInput, algorithm: Algorithm, params: &Params) -> Result<RoundResult, InputError> {
    PreparedRound::new(input, params)?.compute(algorithm)
}

/// The number of threads used when none is given.
pub(crate) fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

impl PreparedRound<'_> {
    /// Computes the results with all available threads.
    pub fn compute(&self, algorithm: Algorithm) -> Result<RoundResult, InputError> {
        self.compute_with_threads(algorithm, default_threads())
    }

    /// Computes the results using at most `threads` threads (cocm only is parallel); the result
    /// is the same bits for every thread count.
    pub fn compute_with_threads(&self, algorithm: Algorithm, threads: usize) -> Result<RoundResult, InputError> {
        let m = self.raw_matches(algorithm, threads)?;
        let allocation = allocate(&m, &self.caps, self.pool);
        Ok(self.results(algorithm, &m, &allocation))
    }

    /// m_p for every project, in id order, checked to be finite.
    pub(crate) fn raw_matches(&self, algorithm: Algorithm, threads: usize) -> Result<Vec<f64>, InputError> {
        let persons = self.person_count();
        let m = match algorithm {
            Algorithm::Qf => qf::raw_matches(&self.support),
            Algorithm::Pairwise => pairwise::raw_matches(&self.support, persons, self.params.pairwise_m),
            Algorithm::Cocm => cocm::raw_matches(&self.support, persons, threads),
        };
        let total = m.iter().fold(0.0, |s, &v| s + v);
        if let Some(p) = (0..m.len()).find(|&p| !m[p].is_finite()) {
            return Err(InputError::NonFiniteMatch(self.project_ids[p].to_owned()));
        }
        if !total.is_finite() {
            let largest = (0..m.len()).max_by(|&a, &b| m[a].total_cmp(&m[b]));
            let id = largest.map_or("", |p| self.project_ids[p]);
            return Err(InputError::NonFiniteMatch(id.to_owned()));
        }
        Ok(m)
    }

    fn results(&self, algorithm: Algorithm, m: &[f64], allocation: &Allocation) -> RoundResult {
        let positive: Vec<usize> = (0..m.len()).filter(|&p| m[p] > 0.0).collect();
        let paid = largest_remainder(&allocation.x, &positive, Some(&self.caps), allocation.target);
        let uncapped = uncapped_cents(m, &positive, self.pool);
        let projects = (0..m.len())
            .map(|p| ProjectResult {
                project_id: self.project_ids[p].to_owned(),
                raw_match: m[p],
                uncapped_cents: uncapped[p],
                cap_cents: self.caps[p],
                match_cents: paid[p],
                capped: allocation.capped[p],
                allocation: allocation.x[p],
            })
            .collect();
        let allocated: u64 = paid.iter().sum();
        RoundResult {
            algorithm,
            pool_cents: self.pool,
            allocated_cents: allocated,
            unallocated_cents: self.pool.saturating_sub(allocated),
            projects,
        }
    }
}

/// §9.2: the whole pool split in proportion to m, with no caps.
fn uncapped_cents(m: &[f64], positive: &[usize], pool: u64) -> Vec<u64> {
    if positive.is_empty() || pool == 0 {
        return vec![0; m.len()];
    }
    let total = m.iter().fold(0.0, |s, &v| s + v);
    let lambda = pool as f64 / total;
    let u: Vec<f64> = m.iter().map(|&v| lambda * v).collect();
    largest_remainder(&u, positive, None, pool)
}
