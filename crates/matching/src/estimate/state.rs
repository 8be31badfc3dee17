//! The estimator's state, how it is built and how it answers an estimate.

use std::collections::BTreeMap;

use super::{Estimate, EstimateError, EstimateReason, Who};
use crate::ids::FastMap;
use crate::input::{InputError, RoundInput, check_amount};
use crate::params::{Algorithm, Params, project_cap};
use crate::prepared::PreparedRound;
use crate::qf::{non_negative, project_sums};
use crate::result::default_threads;
use crate::waterfill::{find_level, rho};
use crate::weights::Weigher;

/// Live inputs of one round, kept in memory, answering estimates in microseconds (§12).
/// Build it once from the round's inputs, then feed it every vote and donation as they arrive.
#[derive(Debug, Clone)]
pub struct Estimator {
    pub(super) algorithm: Algorithm,
    pub(super) weigher: Weigher,
    pub(super) pool: u64,
    /// κ_ppm of §7, when the round has a round cap.
    pub(super) round_cap_ppm: Option<u64>,
    /// C of §7 for the current pool.
    pub(super) round_cap: Option<u64>,
    pub(super) project_index: FastMap<String, u32>,
    pub(super) projects: Vec<ProjectState>,
    pub(super) person_index: FastMap<String, u32>,
    pub(super) persons: Vec<PersonState>,
    pub(super) pairs: FastMap<(u32, u32), PairState>,
    /// Each project's people (those with a pair), in id order: qf recomputes a changed project's
    /// sums over them in canonical order, so the kept state is the bits a rebuild gives.
    pub(super) people_of: Vec<Vec<u32>>,
    pub(super) water: Water,
}

#[derive(Debug, Clone)]
pub(super) struct ProjectState {
    pub(super) requested: u64,
    pub(super) direct: u64,
    pub(super) cap: u64,
    /// F_p = Σ a_ip.
    pub(super) sum: f64,
    /// n_p.
    pub(super) supporters: u32,
    /// m_p.
    pub(super) raw: f64,
}

#[derive(Debug, Clone)]
pub(super) struct PersonState {
    /// The person's id (their pseudonym in the round).
    pub(super) id: String,
    pub(super) weight: f64,
    pub(super) projects: Vec<u32>,
}

#[derive(Debug, Clone, Copy, Default)]
pub(super) struct PairState {
    pub(super) amount: u64,
    pub(super) voted: bool,
    pub(super) credit: f64,
}

/// An estimator's whole state, comparable bit for bit ([`Estimator::state`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EstimatorState {
    /// The matching pool B in cents.
    pub pool: u64,
    /// Every project's kept numbers, by project id.
    pub projects: BTreeMap<String, ProjectKept>,
    /// Every person's weight w_i (as bits).
    pub people: BTreeMap<String, u64>,
    /// Every (person, project) pair: amount in cents, voted, credit a_ip (as bits).
    pub pairs: BTreeMap<(String, String), (u64, bool, u64)>,
}

/// What an estimator keeps for one project; reals as their bits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectKept {
    /// R_p in cents.
    pub requested: u64,
    /// D_p in cents.
    pub direct: u64,
    /// cap_p in cents.
    pub cap: u64,
    /// F_p.
    pub sum: u64,
    /// n_p.
    pub supporters: u32,
    /// m_p.
    pub raw: u64,
    /// x_p, the current real-valued match in cents.
    pub matched: u64,
}

/// The water-filled allocation of the current inputs.
#[derive(Debug, Clone, Default)]
pub(super) struct Water {
    /// x_p for every project.
    pub(super) x: Vec<f64>,
    /// Projects with m_p > 0 in ρ order, with their ρ.
    pub(super) order: Vec<(f64, u32)>,
    /// Σ cap_p over projects with m_p > 0.
    pub(super) total_cap: u128,
    /// Each project's place in `order`, `NOT_IN_ORDER` for projects with m_p = 0.
    pub(super) position: Vec<u32>,
    /// W_k of §8 over `order`: Σ m_j for j ≥ k, added from the end (one more entry, 0).
    pub(super) suffix_raw: Vec<f64>,
    /// Σ cap_j for j < k over `order` (one more entry, the total).
    pub(super) prefix_cap: Vec<u128>,
}

pub(super) const NOT_IN_ORDER: u32 = u32::MAX;

/// Below this many projects in ρ order an estimate walks the whole list (the reference of §8,
/// bit for bit); above it, it searches the cached sums ([`Splice`]).
const SCAN_BELOW: usize = 256;

/// How much larger than what is left a subtracted term may be before the cached sums lose too
/// many digits (the answer then comes from the walk instead).
const CANCELLATION_LIMIT: f64 = 1e6;

/// One project's numbers after a change of one credit (and of its direct donations).
pub(super) struct Changed {
    pub(super) raw: f64,
    pub(super) sum: f64,
    pub(super) supporters: u32,
}

impl ProjectState {
    pub(super) fn with_credit(&self, old: f64, new: f64) -> Changed {
        let others = self.sum - old;
        let supporters = self.supporters - u32::from(old > 0.0) + u32::from(new > 0.0);
        let raw = if supporters < 2 { 0.0 } else { non_negative(self.raw + 2.0 * (new - old) * others) };
        let sum = if supporters == 0 { 0.0 } else { others + new };
        Changed { raw, sum, supporters }
    }
}

impl Estimator {
    /// Builds the estimator from a round's current inputs. For pairwise and cocm this runs the
    /// full computation once; call it again to refresh the raw matches.
    pub fn new(input: &RoundInput, algorithm: Algorithm, params: &Params) -> Result<Self, InputError> {
        Self::from_prepared(&PreparedRound::new(input, params)?, algorithm)
    }

    /// Builds the estimator from inputs whose contributions name rows (the same estimator as
    /// [`Estimator::new`] on the same inputs given with ids).
    pub fn from_indexed(
        input: &crate::IndexedInput,
        algorithm: Algorithm,
        params: &Params,
    ) -> Result<Self, InputError> {
        Self::from_prepared(&PreparedRound::from_indexed(input, params)?, algorithm)
    }

    /// Builds the estimator from already prepared inputs.
    pub fn from_prepared(round: &PreparedRound<'_>, algorithm: Algorithm) -> Result<Self, InputError> {
        let raw = round.raw_matches(algorithm, default_threads())?;
        let projects = (0..round.project_count())
            .map(|p| {
                let credits = &round.support.credit[round.support.range(p)];
                ProjectState {
                    requested: round.requested[p],
                    direct: round.direct[p],
                    cap: round.caps[p],
                    sum: project_sums(credits).0,
                    supporters: credits.len() as u32,
                    raw: raw[p],
                }
            })
            .collect();
        let mut persons: Vec<PersonState> = round
            .weights
            .iter()
            .zip(&round.person_ids)
            .map(|(&weight, id)| PersonState { id: (*id).to_owned(), weight, projects: Vec::new() })
            .collect();
        let pairs_in = &round.pairs;
        let mut pairs = FastMap::with_capacity_and_hasher(pairs_in.person.len(), Default::default());
        let mut people_of = vec![Vec::new(); round.project_count()];
        for (p, people) in people_of.iter_mut().enumerate() {
            for k in pairs_in.start[p]..pairs_in.start[p + 1] {
                let i = pairs_in.person[k];
                // Pairs come in canonical order (project, then person id).
                people.push(i);
                persons[i as usize].projects.push(p as u32);
                let pair =
                    PairState { amount: pairs_in.amount[k], voted: pairs_in.voted[k], credit: pairs_in.credit[k] };
                pairs.insert((i, p as u32), pair);
            }
        }
        let index = |ids: &[&str]| ids.iter().enumerate().map(|(n, id)| ((*id).to_owned(), n as u32)).collect();
        let mut estimator = Self {
            algorithm,
            weigher: Weigher::new(&round.params),
            pool: round.pool,
            round_cap_ppm: round.params.round_cap_ppm(),
            round_cap: round.params.round_cap_cents(round.pool),
            project_index: index(&round.project_ids),
            projects,
            person_index: index(&round.person_ids),
            persons,
            pairs,
            people_of,
            water: Water::default(),
        };
        estimator.refill();
        Ok(estimator)
    }

    /// estimate(i, p, δ) of §12: the change of project p's real allocation if `who` gave
    /// `delta_cents` (0 = a vote alone), with every project renormalized and capped.
    pub fn estimate(&self, who: Who<'_>, project_id: &str, delta_cents: u64) -> Result<Estimate, EstimateError> {
        let p = self.project(project_id)?;
        let (weight, pair) = match who {
            Who::Person(id) => {
                let i = self.person(id)?;
                let pair = self.pairs.get(&(i, p)).copied().unwrap_or_default();
                (self.persons[i as usize].weight, pair)
            }
            Who::New { verified, impact_points } => {
                check_amount(impact_points, || "impact_points".to_owned())?;
                (self.weigher.weight(verified, impact_points), PairState::default())
            }
        };
        let too_large = || InputError::AmountTooLarge {
            what: "the donation plus the person's earlier donations".to_owned(),
            value: pair.amount.saturating_add(delta_cents),
        };
        let amount = pair.amount.checked_add(delta_cents).ok_or_else(too_large)?;
        check_amount(amount, || too_large().to_string())?;
        let state = &self.projects[p as usize];
        let credit = self.weigher.weighted_credit(weight, amount, true);
        let changed = state.with_credit(pair.credit, credit);
        let direct = state.direct.saturating_add(delta_cents);
        let cap = self.cap(state.requested, direct);

        let before = self.water.x[p as usize];
        let after = self.allocation_with(p, changed.raw, cap);
        let reason = if changed.supporters < 2 {
            Some(EstimateReason::OneSupporter)
        } else if changed.raw > 0.0 && after == cap as f64 {
            Some(EstimateReason::Capped)
        } else if after == before {
            Some(EstimateReason::NoChange)
        } else {
            None
        };
        Ok(Estimate {
            before,
            after,
            delta_cents: (after - before).round() as i64,
            reason,
            approximate: self.algorithm != Algorithm::Qf,
        })
    }

    /// The current real-valued match of a project (x_p of §8), in cents.
    pub fn current_match(&self, project_id: &str) -> Result<f64, EstimateError> {
        Ok(self.water.x[self.project(project_id)? as usize])
    }

    /// Everything the estimator holds, keyed by ids rather than by its internal indices and with
    /// every real number as its bits: two estimators of the same inputs compare equal however
    /// they got there (built at once, or fed one change at a time).
    pub fn state(&self) -> EstimatorState {
        let project_ids: Vec<&str> = {
            let mut ids = vec![""; self.projects.len()];
            for (id, &p) in &self.project_index {
                ids[p as usize] = id;
            }
            ids
        };
        let projects = self
            .projects
            .iter()
            .enumerate()
            .map(|(p, s)| {
                let kept = ProjectKept {
                    requested: s.requested,
                    direct: s.direct,
                    cap: s.cap,
                    sum: s.sum.to_bits(),
                    supporters: s.supporters,
                    raw: s.raw.to_bits(),
                    matched: self.water.x[p].to_bits(),
                };
                (project_ids[p].to_owned(), kept)
            })
            .collect();
        let people = self.persons.iter().map(|person| (person.id.clone(), person.weight.to_bits())).collect();
        let pairs = self
            .pairs
            .iter()
            .map(|(&(i, p), pair)| {
                let key = (self.persons[i as usize].id.clone(), project_ids[p as usize].to_owned());
                (key, (pair.amount, pair.voted, pair.credit.to_bits()))
            })
            .collect();
        EstimatorState { pool: self.pool, projects, people, pairs }
    }

    /// Whether a person the estimator knows would take another weight with this verification
    /// and these impact points ([`Estimator::set_person`] would change something).
    pub fn weighs_otherwise(&self, person_id: &str, verified: bool, impact_points: u64) -> bool {
        self.person_index
            .get(person_id)
            .is_some_and(|&i| self.persons[i as usize].weight != self.weigher.weight(verified, impact_points))
    }

    /// Whether the estimator knows this person.
    pub fn knows_person(&self, person_id: &str) -> bool {
        self.person_index.contains_key(person_id)
    }

    pub(super) fn project(&self, id: &str) -> Result<u32, EstimateError> {
        self.project_index.get(id).copied().ok_or_else(|| EstimateError::UnknownProject(id.to_owned()))
    }

    pub(super) fn person(&self, id: &str) -> Result<u32, EstimateError> {
        self.person_index.get(id).copied().ok_or_else(|| EstimateError::UnknownPerson(id.to_owned()))
    }

    pub(super) fn cap(&self, requested: u64, direct: u64) -> u64 {
        project_cap(requested, direct, self.round_cap)
    }

    /// x_p of §8 when project p alone changes to raw match `raw` and cap `cap`.
    pub(super) fn allocation_with(&self, p: u32, raw: f64, cap: u64) -> f64 {
        if raw <= 0.0 {
            return 0.0;
        }
        let state = &self.projects[p as usize];
        let old_cap = if state.raw > 0.0 { u128::from(state.cap) } else { 0 };
        let total_cap = self.water.total_cap - old_cap + u128::from(cap);
        if total_cap <= u128::from(self.pool) {
            return cap as f64;
        }
        if self.water.order.len() >= SCAN_BELOW
            && let Some(x) = self.allocation_by_search(p, raw, cap)
        {
            return x;
        }
        self.allocation_by_walk(p, raw, cap)
    }

    /// [`Estimator::allocation_with`] by binary search over the cached sums ([`Splice`]), for a
    /// change that leaves the caps above the pool; `None` when the sums lost too many digits.
    pub(super) fn allocation_by_search(&self, p: u32, raw: f64, cap: u64) -> Option<f64> {
        Splice::new(self, p, raw, cap).allocation(self.pool)
    }

    /// [`Estimator::allocation_with`] by building the changed ρ-ordered list and walking it
    /// (§8 case B as written): O(projects) per estimate.
    pub(super) fn allocation_by_walk(&self, p: u32, raw: f64, cap: u64) -> f64 {
        let new_rho = rho(raw, cap);
        let mut entries = Vec::with_capacity(self.water.order.len() + 1);
        let mut at = None;
        for &(r, q) in &self.water.order {
            if q == p {
                continue;
            }
            if at.is_none() && new_rho.total_cmp(&r).then(p.cmp(&q)).is_lt() {
                at = Some(entries.len());
                entries.push((raw, cap));
            }
            let other = &self.projects[q as usize];
            entries.push((other.raw, other.cap));
        }
        let at = at.unwrap_or_else(|| {
            entries.push((raw, cap));
            entries.len() - 1
        });
        let level = find_level(&entries, self.pool);
        let cap = cap as f64;
        if at < level.first_uncapped { cap } else { cap.min(level.lambda * raw) }
    }
}

/// The ρ-ordered list of §8 with project p moved to its new raw match and cap, seen through the
/// cached sums of the current list instead of being built: W_k and the caps paid before k are
/// the cached ones corrected for p's old and new entry, so the level is found by binary search
/// (the condition λ_k ≤ ρ_k, once true, stays true along the list) in O(log projects).
struct Splice<'a> {
    estimator: &'a Estimator,
    /// p's place in the current list and its m and cap there, if it has one.
    old: Option<(usize, f64, u64)>,
    /// p's place in the changed list.
    at: usize,
    raw: f64,
    cap: u64,
    len: usize,
}

impl<'a> Splice<'a> {
    fn new(estimator: &'a Estimator, p: u32, raw: f64, cap: u64) -> Self {
        let water = &estimator.water;
        let state = &estimator.projects[p as usize];
        let old = match water.position[p as usize] {
            NOT_IN_ORDER => None,
            o => Some((o as usize, state.raw, state.cap)),
        };
        let new_rho = rho(raw, cap);
        let before = water.order.partition_point(|&(r, q)| r.total_cmp(&new_rho).then(q.cmp(&p)).is_lt());
        let at = before - usize::from(old.is_some_and(|(o, _, _)| o < before));
        let len = water.order.len() - usize::from(old.is_some()) + 1;
        Splice { estimator, old, at, raw, cap, len }
    }

    /// The place in the current list of the changed list's entry k when that is not p's, which
    /// is also where the current list's entries at or after place k of the changed one begin.
    fn place(&self, k: usize) -> usize {
        let kept_before = k - usize::from(self.at < k);
        match self.old {
            Some((o, _, _)) if kept_before >= o => kept_before + 1,
            _ => kept_before,
        }
    }

    /// λ_k of §8 and ρ of entry k, or `None` where the cached sums lost too many digits.
    fn level_at(&self, k: usize, pool: u64) -> Option<(f64, f64)> {
        let water = &self.estimator.water;
        let start = self.place(k);
        let mut weight = water.suffix_raw[start];
        let mut paid = water.prefix_cap[start];
        if let Some((o, m, cap)) = self.old {
            if o >= start {
                weight -= m;
                if m > CANCELLATION_LIMIT * weight.abs() {
                    return None;
                }
            } else {
                paid -= u128::from(cap);
            }
        }
        if self.at >= k {
            weight += self.raw;
        } else {
            paid += u128::from(self.cap);
        }
        let paid = i128::try_from(paid).ok()?;
        let lambda = (i128::from(pool) - paid) as f64 / weight;
        let entry_rho = if k == self.at {
            rho(self.raw, self.cap)
        } else {
            let state = &self.estimator.projects[water.order[start].1 as usize];
            rho(state.raw, state.cap)
        };
        Some((lambda, entry_rho))
    }

    /// x_p in the changed list, or `None` where the cached sums cannot be trusted.
    fn allocation(&self, pool: u64) -> Option<f64> {
        let (mut low, mut high) = (0, self.len);
        while low < high {
            let mid = low + (high - low) / 2;
            let (lambda, entry_rho) = self.level_at(mid, pool)?;
            if lambda <= entry_rho {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        let cap = self.cap as f64;
        if self.at < low || low == self.len {
            return Some(cap);
        }
        let (lambda, _) = self.level_at(low, pool)?;
        Some(cap.min(lambda * self.raw))
    }
}
