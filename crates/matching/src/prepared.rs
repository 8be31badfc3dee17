//! Validated inputs in canonical order with dense indices (matching.md §1, §2, §4, §5, §7).
//!
//! Projects and persons are numbered by id order, so "ascending index" is "canonical order"
//! everywhere downstream, and every per-project list is sorted by person.

use std::ops::Range;

use crate::ids::{SortedIds, sorted_ids};
use crate::input::{IdKind, InputError, RoundInput, check_amount};
use crate::params::{Params, project_cap};
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
        let weigher = Weigher::new(params);

        let projects = sorted_ids(IdKind::Project, input.projects.iter().map(|p| &p.id[..]))?;
        let people = sorted_ids(IdKind::Person, input.people.iter().map(|p| &p.id[..]))?;

        let round_cap = params.round_cap_cents(input.pool_cents);
        let mut requested = Vec::with_capacity(projects.len());
        let mut direct = Vec::with_capacity(projects.len());
        let mut caps = Vec::with_capacity(projects.len());
        for &row in &projects.order {
            let p = &input.projects[row];
            check_amount(p.requested_cents, || format!("requested_cents of project {}", p.id))?;
            check_amount(p.direct_cents, || format!("direct_cents of project {}", p.id))?;
            requested.push(p.requested_cents);
            direct.push(p.direct_cents);
            caps.push(project_cap(p.requested_cents, p.direct_cents, round_cap));
        }
        let mut weights = Vec::with_capacity(people.len());
        for &row in &people.order {
            let person = &input.people[row];
            check_amount(person.impact_points, || format!("impact_points of person {}", person.id))?;
            weights.push(weigher.weight(person.verified, person.impact_points));
        }

        let pairs = group_pairs(input, &projects, &people, &weights, &weigher)?;
        let support = supporters(&pairs);
        Ok(Self {
            params: params.clone(),
            pool: input.pool_cents,
            project_ids: projects.ids,
            requested,
            direct,
            caps,
            person_ids: people.ids,
            person_rows: people.order,
            weights,
            pairs,
            support,
        })
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

/// One contribution row on its way into canonical order.
#[derive(Clone, Copy)]
struct Row {
    /// person index << 32 | input row: sorting by it sorts by person.
    key: u64,
    amount: u64,
    voted: bool,
}

/// Groups the contribution rows by project (counting sort), sorts each group by person, rejects
/// repeated pairs and computes every credit a_ip.
fn group_pairs(
    input: &RoundInput,
    projects: &SortedIds<'_>,
    people: &SortedIds<'_>,
    weights: &[f64],
    weigher: &Weigher,
) -> Result<Pairs, InputError> {
    let mut project_of = Vec::with_capacity(input.contributions.len());
    let mut start = vec![0usize; projects.len() + 1];
    for c in &input.contributions {
        let Some(project) = projects.index.get(&c.project_id) else {
            return Err(InputError::UnknownProject(c.project_id.clone()));
        };
        check_amount(c.amount_cents, || format!("amount_cents of {} -> {}", c.person_id, c.project_id))?;
        project_of.push(project);
        start[project as usize + 1] += 1;
    }
    for p in 0..projects.len() {
        start[p + 1] += start[p];
    }
    let mut next = start.clone();
    let empty = Row { key: 0, amount: 0, voted: false };
    let mut rows = vec![empty; project_of.len()];
    for (row, (c, &project)) in input.contributions.iter().zip(&project_of).enumerate() {
        let Some(person) = people.index.get(&c.person_id) else {
            return Err(InputError::UnknownPerson(c.person_id.clone()));
        };
        let slot = &mut next[project as usize];
        rows[*slot] = Row { key: u64::from(person) << 32 | row as u64, amount: c.amount_cents, voted: c.voted };
        *slot += 1;
    }
    let mut pairs = Pairs {
        start,
        person: Vec::with_capacity(rows.len()),
        amount: Vec::with_capacity(rows.len()),
        voted: Vec::with_capacity(rows.len()),
        credit: Vec::with_capacity(rows.len()),
    };
    for p in 0..projects.len() {
        let group = &mut rows[pairs.start[p]..pairs.start[p + 1]];
        group.sort_unstable_by_key(|r| r.key);
        let mut previous = None;
        for r in group.iter() {
            let person = (r.key >> 32) as u32;
            if previous == Some(person) {
                let c = &input.contributions[(r.key & 0xFFFF_FFFF) as usize];
                return Err(InputError::DuplicateContribution {
                    person_id: c.person_id.clone(),
                    project_id: c.project_id.clone(),
                });
            }
            previous = Some(person);
            pairs.person.push(person);
            pairs.amount.push(r.amount);
            pairs.voted.push(r.voted);
            let weight = weights[person as usize];
            let credit = weigher.weighted_credit(weight, r.amount, r.voted);
            pairs.credit.push(credit);
        }
    }
    Ok(pairs)
}

/// The supporters (a_ip > 0, §5) of every project.
fn supporters(pairs: &Pairs) -> Support {
    let projects = pairs.start.len() - 1;
    let mut support = Support {
        start: Vec::with_capacity(projects + 1),
        person: Vec::with_capacity(pairs.person.len()),
        credit: Vec::with_capacity(pairs.person.len()),
    };
    support.start.push(0);
    for p in 0..projects {
        for k in pairs.start[p]..pairs.start[p + 1] {
            if pairs.credit[k] > 0.0 {
                support.person.push(pairs.person[k]);
                support.credit.push(pairs.credit[k]);
            }
        }
        support.start.push(support.person.len());
    }
    support
}
