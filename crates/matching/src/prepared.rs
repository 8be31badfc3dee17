//! Validated inputs in canonical order with dense indices (matching.md §1, §2, §4, §5, §7).
//!
//! Projects and persons are numbered by id order, so "ascending index" is "canonical order"
//! everywhere downstream, and every per-project list is sorted by person.

use std::ops::Range;

use crate::grouping::{DuplicatePair, Resolved, group_pairs, supporters};
use crate::ids::{IdIndex, sorted_ids};
use crate::input::{IdKind, InputError, RoundInput, check_amount};
use crate::params::{Params, project_cap};
use crate::result::default_threads;
use crate::weights::Weigher;

/// A round's inputs, validated and laid out for the algorithms. Borrowed ids keep it cheap.
#[derive(Debug, Clone)]
pub struct PreparedRound<'a> {
    pub(crate) params: Params,
    pub(crate) pool: u64,
    /// Project ids in id order; the index of a project is its position here.
    pub(crate) project_ids: Vec<&'a str>,
    pub(crate) requested: Vec<u64>,
    pub(crate) direct: Vec<u64>,
    /// cap_p of §7.
    pub(crate) caps: Vec<u64>,
    /// Person ids in id order.
    pub(crate) person_ids: Vec<&'a str>,
    /// The input row (in `RoundInput::people`) of each person.
    pub(crate) person_rows: Vec<usize>,
    /// w_i of §4.
    pub(crate) weights: Vec<f64>,
    /// Every (person, project) row of the input, grouped by project, persons ascending.
    pub(crate) pairs: Pairs,
    /// Supporters only (a_ip > 0), grouped by project, persons ascending.
    pub(crate) support: Support,
}

/// All input pairs in canonical order (project, then person).
#[derive(Debug, Clone, Default)]
pub(crate) struct Pairs {
    pub(crate) start: Vec<usize>,
    pub(crate) person: Vec<u32>,
    pub(crate) amount: Vec<u64>,
    pub(crate) voted: Vec<bool>,
    pub(crate) credit: Vec<f64>,
}

/// Supporters of each project: a compressed sparse row matrix of a_ip > 0.
#[derive(Debug, Clone, Default)]
pub(crate) struct Support {
    pub(crate) start: Vec<usize>,
    pub(crate) person: Vec<u32>,
    pub(crate) credit: Vec<f64>,
}

impl Support {
    /// Positions of project p's supporters in `person` and `credit`.
    pub(crate) fn range(&self, p: usize) -> Range<usize> {
        self.start[p]..self.start[p + 1]
    }

    /// The same matrix by person: every person's supports, projects ascending.
    pub(crate) fn by_person(&self, persons: usize) -> PersonRows {
        let mut start = vec![0usize; persons + 1];
        for &i in &self.person {
            start[i as usize + 1] += 1;
        }
        for i in 0..persons {
            start[i + 1] += start[i];
        }
        let mut next = start.clone();
        let mut project = vec![0u32; self.person.len()];
        let mut at = vec![0u32; self.person.len()];
        for p in 0..self.start.len() - 1 {
            for k in self.range(p) {
                let slot = &mut next[self.person[k] as usize];
                project[*slot] = p as u32;
                at[*slot] = k as u32;
                *slot += 1;
            }
        }
        PersonRows { start, project, at }
    }
}

/// The supporter matrix by person (the transpose of [`Support`]).
#[derive(Debug, Clone, Default)]
pub(crate) struct PersonRows {
    pub(crate) start: Vec<usize>,
    /// The supported project.
    pub(crate) project: Vec<u32>,
    /// The position of this entry in the project-major [`Support`] arrays.
    pub(crate) at: Vec<u32>,
}

impl PersonRows {
    /// Positions of person i's entries.
    pub(crate) fn range(&self, i: usize) -> Range<usize> {
        self.start[i]..self.start[i + 1]
    }
}

impl<'a> PreparedRound<'a> {
    /// Validates `input` and `params` and sorts everything into canonical order.
    pub fn new(input: &'a RoundInput, params: &Params) -> Result<Self, InputError> {
        params.validate()?;
        check_amount(input.pool_cents, || "pool_cents".to_owned())?;
        let projects = sorted_ids(IdKind::Project, input.projects.iter().map(|p| &p.id[..]))?;
        let people = sorted_ids(IdKind::Person, input.people.iter().map(|p| &p.id[..]))?;
        let head = Head::new(
            params,
            input.pool_cents,
            (projects.ids, projects.order),
            |row| (input.projects[row].requested_cents, input.projects[row].direct_cents),
            (people.ids, people.order),
            |row| (input.people[row].verified, input.people[row].impact_points),
        )?;
        let resolved = resolve(input, &projects.index, &people.index)?;
        let pairs = head.group(&[resolved], default_threads()).map_err(|dup| InputError::DuplicateContribution {
            person_id: input.contributions[dup.last_row].person_id.clone(),
            project_id: input.contributions[dup.last_row].project_id.clone(),
        })?;
        Ok(head.with_pairs(pairs))
    }

    /// Number of projects.
    pub fn project_count(&self) -> usize {
        self.project_ids.len()
    }

    /// Number of persons.
    pub fn person_count(&self) -> usize {
        self.person_ids.len()
    }
}

/// The projects and persons of a round, validated and in id order, with their caps and weights:
/// everything but the contributions.
pub(crate) struct Head<'a> {
    params: Params,
    pool: u64,
    pub(crate) project_ids: Vec<&'a str>,
    requested: Vec<u64>,
    direct: Vec<u64>,
    caps: Vec<u64>,
    pub(crate) person_ids: Vec<&'a str>,
    person_rows: Vec<usize>,
    weights: Vec<f64>,
    weigher: Weigher,
}

impl<'a> Head<'a> {
    /// Checks the amounts (in id order) and computes caps and weights. `projects` and `people`
    /// are the sorted ids and the input row of each; `project(row)` gives (R_p, D_p) and
    /// `person(row)` gives (verified, impact points). `params` must be valid.
    pub(crate) fn new(
        params: &Params,
        pool: u64,
        projects: (Vec<&'a str>, Vec<usize>),
        project: impl Fn(usize) -> (u64, u64),
        people: (Vec<&'a str>, Vec<usize>),
        person: impl Fn(usize) -> (bool, u64),
    ) -> Result<Self, InputError> {
        let weigher = Weigher::new(params);
        let round_cap = params.round_cap_cents(pool);
        let (project_ids, project_rows) = projects;
        let mut requested = Vec::with_capacity(project_ids.len());
        let mut direct = Vec::with_capacity(project_ids.len());
        let mut caps = Vec::with_capacity(project_ids.len());
        for (&row, id) in project_rows.iter().zip(&project_ids) {
            let (r, d) = project(row);
            check_amount(r, || format!("requested_cents of project {id}"))?;
            check_amount(d, || format!("direct_cents of project {id}"))?;
            requested.push(r);
            direct.push(d);
            caps.push(project_cap(r, d, round_cap));
        }
        let (person_ids, person_rows) = people;
        let mut weights = Vec::with_capacity(person_ids.len());
        for (&row, id) in person_rows.iter().zip(&person_ids) {
            let (verified, impact_points) = person(row);
            check_amount(impact_points, || format!("impact_points of person {id}"))?;
            weights.push(weigher.weight(verified, impact_points));
        }
        let params = params.clone();
        Ok(Self { params, pool, project_ids, requested, direct, caps, person_ids, person_rows, weights, weigher })
    }

    /// Puts the contributions (chunks of rows in input order, ids resolved against this head's
    /// order) into canonical order, sorting on up to `threads` threads.
    pub(crate) fn group(&self, chunks: &[Resolved], threads: usize) -> Result<Pairs, DuplicatePair> {
        group_pairs(chunks, self.project_ids.len(), &self.weights, &self.weigher, threads)
    }

    /// The prepared round with these contributions.
    pub(crate) fn with_pairs(self, pairs: Pairs) -> PreparedRound<'a> {
        let support = supporters(&pairs);
        PreparedRound {
            params: self.params,
            pool: self.pool,
            project_ids: self.project_ids,
            requested: self.requested,
            direct: self.direct,
            caps: self.caps,
            person_ids: self.person_ids,
            person_rows: self.person_rows,
            weights: self.weights,
            pairs,
            support,
        }
    }
}

/// Resolves every contribution's ids: an unknown project anywhere is reported before an unknown
/// person, each at its first row.
fn resolve(input: &RoundInput, projects: &IdIndex<'_>, people: &IdIndex<'_>) -> Result<Resolved, InputError> {
    let mut project_of = Vec::with_capacity(input.contributions.len());
    for c in &input.contributions {
        let Some(project) = projects.get(&c.project_id) else {
            return Err(InputError::UnknownProject(c.project_id.clone()));
        };
        check_amount(c.amount_cents, || format!("amount_cents of {} -> {}", c.person_id, c.project_id))?;
        project_of.push(project);
    }
    let mut resolved = Resolved::with_capacity(input.contributions.len());
    for (c, project) in input.contributions.iter().zip(project_of) {
        let Some(person) = people.get(&c.person_id) else {
            return Err(InputError::UnknownPerson(c.person_id.clone()));
        };
        resolved.push(project, person, c.amount_cents, c.voted);
    }
    Ok(resolved)
}
