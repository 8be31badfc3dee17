//! Feeding the estimator the votes and donations that arrive while voting is open.

use super::EstimateError;
use super::state::{Estimator, NOT_IN_ORDER, PairState, PersonState, Water};
use crate::input::{IdKind, check_amount, validate_id};
use crate::params::{Algorithm, round_cap_cents};
use crate::qf::project_sums;
use crate::waterfill::{allocate_in_order, rho, rho_order};

impl Estimator {
    /// Registers a person, or updates their verification and impact points; their credits are
    /// recomputed with the new weight.
    pub fn set_person(&mut self, person_id: &str, verified: bool, impact_points: u64) -> Result<(), EstimateError> {
        validate_id(IdKind::Person, person_id)?;
        check_amount(impact_points, || format!("impact_points of person {person_id}"))?;
        let weight = self.weigher.weight(verified, impact_points);
        let Some(&i) = self.person_index.get(person_id) else {
            self.person_index.insert(person_id.to_owned(), self.persons.len() as u32);
            self.persons.push(PersonState { id: person_id.to_owned(), weight, projects: Vec::new() });
            return Ok(());
        };
        let person = &mut self.persons[i as usize];
        if person.weight == weight {
            return Ok(());
        }
        person.weight = weight;
        for p in person.projects.clone() {
            let pair = self.pairs.get(&(i, p)).copied().unwrap_or_default();
            self.set_pair(i, p, pair.amount, pair.voted);
        }
        self.refill();
        Ok(())
    }

    /// Records a vote of a known person for a project, inside the voting window.
    pub fn record_vote(&mut self, person_id: &str, project_id: &str) -> Result<(), EstimateError> {
        let (i, p) = (self.person(person_id)?, self.project(project_id)?);
        let pair = self.pairs.get(&(i, p)).copied().unwrap_or_default();
        self.set_pair(i, p, pair.amount, true);
        self.refill();
        Ok(())
    }

    /// Records a settled donation of a known person that counts for matching (inside the voting
    /// window): it adds to c_ip and to the project's direct donations D_p. Record the vote the
    /// gift carries with [`Estimator::record_vote`].
    pub fn record_donation(&mut self, person_id: &str, project_id: &str, cents: u64) -> Result<(), EstimateError> {
        let (i, p) = (self.person(person_id)?, self.project(project_id)?);
        let pair = self.pairs.get(&(i, p)).copied().unwrap_or_default();
        let amount = pair.amount.saturating_add(cents);
        check_amount(amount, || format!("amount_cents of {person_id} -> {project_id}"))?;
        self.add_direct(p, cents)?;
        self.set_pair(i, p, amount, pair.voted);
        self.refill();
        Ok(())
    }

    /// Records a settled donation that counts only for the project's cap (D_p), for instance one
    /// settled outside the voting window.
    pub fn record_direct_donation(&mut self, project_id: &str, cents: u64) -> Result<(), EstimateError> {
        let p = self.project(project_id)?;
        self.add_direct(p, cents)?;
        self.refill();
        Ok(())
    }

    /// Changes the matching pool B.
    pub fn set_pool(&mut self, pool_cents: u64) -> Result<(), EstimateError> {
        check_amount(pool_cents, || "pool_cents".to_owned())?;
        self.pool = pool_cents;
        self.round_cap = self.round_cap_ppm.map(|ppm| round_cap_cents(ppm, pool_cents));
        for p in 0..self.projects.len() {
            let state = &self.projects[p];
            self.projects[p].cap = self.cap(state.requested, state.direct);
        }
        self.refill();
        Ok(())
    }

    fn add_direct(&mut self, p: u32, cents: u64) -> Result<(), EstimateError> {
        let direct = self.projects[p as usize].direct.saturating_add(cents);
        check_amount(direct, || format!("direct_cents of project {p}"))?;
        let cap = self.cap(self.projects[p as usize].requested, direct);
        let state = &mut self.projects[p as usize];
        state.direct = direct;
        state.cap = cap;
        Ok(())
    }

    /// Sets one pair's amount and vote and brings the project's sums up to date: for qf they are
    /// summed again in canonical order (§6), the very bits a rebuild from the same inputs gives;
    /// for pairwise and cocm, whose raw matches come from the last full computation, m_p moves
    /// by the qf marginal formula.
    fn set_pair(&mut self, i: u32, p: u32, amount: u64, voted: bool) {
        let weight = self.persons[i as usize].weight;
        let credit = self.weigher.weighted_credit(weight, amount, voted);
        let old = match self.pairs.get(&(i, p)) {
            Some(pair) => pair.credit,
            None => {
                self.persons[i as usize].projects.push(p);
                let persons = &self.persons;
                let people = &mut self.people_of[p as usize];
                let id = &persons[i as usize].id;
                let at = people.partition_point(|&j| persons[j as usize].id.as_str() < id.as_str());
                people.insert(at, i);
                0.0
            }
        };
        self.pairs.insert((i, p), PairState { amount, voted, credit });
        if self.algorithm == Algorithm::Qf {
            let credits: Vec<f64> = self.people_of[p as usize]
                .iter()
                .map(|&j| self.pairs[&(j, p)].credit)
                .filter(|&credit| credit > 0.0)
                .collect();
            let (sum, raw) = project_sums(&credits);
            let state = &mut self.projects[p as usize];
            state.sum = sum;
            state.raw = raw;
            state.supporters = credits.len() as u32;
            return;
        }
        let state = &mut self.projects[p as usize];
        let changed = state.with_credit(old, credit);
        state.raw = changed.raw;
        state.sum = changed.sum;
        state.supporters = changed.supporters;
    }

    /// Recomputes the cached allocation after an update.
    pub(super) fn refill(&mut self) {
        let raw: Vec<f64> = self.projects.iter().map(|s| s.raw).collect();
        let caps: Vec<u64> = self.projects.iter().map(|s| s.cap).collect();
        let order = rho_order(&raw, &caps);
        let mut position = vec![NOT_IN_ORDER; self.projects.len()];
        let mut suffix_raw = vec![0.0f64; order.len() + 1];
        let mut prefix_cap = vec![0u128; order.len() + 1];
        for (k, &p) in order.iter().enumerate().rev() {
            suffix_raw[k] = suffix_raw[k + 1] + raw[p];
        }
        for (k, &p) in order.iter().enumerate() {
            position[p] = k as u32;
            prefix_cap[k + 1] = prefix_cap[k] + u128::from(caps[p]);
        }
        self.water = Water {
            x: allocate_in_order(&raw, &caps, self.pool, &order).x,
            total_cap: prefix_cap[order.len()],
            order: order.into_iter().map(|p| (rho(raw[p], caps[p]), p as u32)).collect(),
            position,
            suffix_raw,
            prefix_cap,
        };
    }
}
