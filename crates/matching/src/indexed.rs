//! A round's inputs whose contributions name their person and project by row instead of by id:
//! what a server holding a national round builds its estimator from, without two strings per
//! contribution (a million contributions are about 24 MB this way, against 150 MB as
//! [`RoundInput`] rows). Same meaning and same results as the [`RoundInput`] it stands for.

use crate::grouping::Resolved;
use crate::ids::sorted_ids;
use crate::input::{Contribution, IdKind, InputError, PersonInput, ProjectInput, RoundInput, check_amount};
use crate::params::Params;
use crate::prepared::{Head, PreparedRound};
use crate::result::default_threads;

/// The inputs of matching.md §2, with each contribution's ids given as rows of `people` and
/// `projects`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IndexedInput {
    /// The matching pool B, in cents.
    pub pool_cents: u64,
    /// Every project of the round, supported or not.
    pub projects: Vec<ProjectInput>,
    /// Every person named by a contribution.
    pub people: Vec<PersonInput>,
    /// One row per (person, project) pair, already summed over the person's donations.
    pub contributions: Vec<IndexedContribution>,
}

/// One (person, project) row of an [`IndexedInput`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IndexedContribution {
    /// The person's row in [`IndexedInput::people`].
    pub person: u32,
    /// The project's row in [`IndexedInput::projects`].
    pub project: u32,
    /// c_ip: counted donations, in cents.
    pub amount_cents: u64,
    /// voted_ip: the person voted for the project in the window.
    pub voted: bool,
}

impl IndexedInput {
    /// The same inputs with ids in every contribution (for the audit pack). Rows out of range
    /// are left out; [`PreparedRound::from_indexed`] refuses them.
    pub fn to_round_input(&self) -> RoundInput {
        let contributions = self
            .contributions
            .iter()
            .filter_map(|c| {
                Some(Contribution {
                    person_id: self.people.get(c.person as usize)?.id.clone(),
                    project_id: self.projects.get(c.project as usize)?.id.clone(),
                    amount_cents: c.amount_cents,
                    voted: c.voted,
                })
            })
            .collect();
        RoundInput {
            pool_cents: self.pool_cents,
            projects: self.projects.clone(),
            people: self.people.clone(),
            contributions,
        }
    }
}

/// For each input row, its position in id order (`order` gives the row of each position).
fn positions(order: &[usize]) -> Vec<u32> {
    let mut at = vec![0u32; order.len()];
    for (position, &row) in order.iter().enumerate() {
        at[row] = position as u32;
    }
    at
}

impl<'a> PreparedRound<'a> {
    /// Validates `input` and `params` as [`PreparedRound::new`] does the same inputs as a
    /// [`RoundInput`], with the same result; a contribution naming a row that does not exist is
    /// an unknown project or person.
    pub fn from_indexed(input: &'a IndexedInput, params: &Params) -> Result<Self, InputError> {
        params.validate()?;
        check_amount(input.pool_cents, || "pool_cents".to_owned())?;
        let projects = sorted_ids(IdKind::Project, input.projects.iter().map(|p| &p.id[..]))?;
        let people = sorted_ids(IdKind::Person, input.people.iter().map(|p| &p.id[..]))?;
        let (project_at, person_at) = (positions(&projects.order), positions(&people.order));
        let head = Head::new(
            params,
            input.pool_cents,
            (projects.ids, projects.order),
            |row| (input.projects[row].requested_cents, input.projects[row].direct_cents),
            (people.ids, people.order),
            |row| (input.people[row].verified, input.people[row].impact_points),
        )?;
        let mut resolved = Resolved::with_capacity(input.contributions.len());
        for c in &input.contributions {
            let project = *project_at
                .get(c.project as usize)
                .ok_or_else(|| InputError::UnknownProject(format!("project row {}", c.project)))?;
            let person = *person_at
                .get(c.person as usize)
                .ok_or_else(|| InputError::UnknownPerson(format!("person row {}", c.person)))?;
            check_amount(c.amount_cents, || {
                format!(
                    "amount_cents of {} -> {}",
                    input.people[c.person as usize].id, input.projects[c.project as usize].id
                )
            })?;
            resolved.push(project, person, c.amount_cents, c.voted);
        }
        let pairs = head.group(&[resolved], default_threads()).map_err(|dup| {
            let c = input.contributions[dup.last_row];
            InputError::DuplicateContribution {
                person_id: input.people[c.person as usize].id.clone(),
                project_id: input.projects[c.project as usize].id.clone(),
            }
        })?;
        Ok(head.with_pairs(pairs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::estimate::{Estimator, Who};
    use crate::params::Algorithm;

    /// The indexed form of a round given with ids.
    fn indexed(input: &RoundInput) -> IndexedInput {
        let row = |ids: Vec<&str>, id: &str| ids.iter().position(|x| *x == id).unwrap() as u32;
        let project_ids: Vec<&str> = input.projects.iter().map(|p| p.id.as_str()).collect();
        let person_ids: Vec<&str> = input.people.iter().map(|p| p.id.as_str()).collect();
        IndexedInput {
            pool_cents: input.pool_cents,
            projects: input.projects.clone(),
            people: input.people.clone(),
            contributions: input
                .contributions
                .iter()
                .map(|c| IndexedContribution {
                    person: row(person_ids.clone(), &c.person_id),
                    project: row(project_ids.clone(), &c.project_id),
                    amount_cents: c.amount_cents,
                    voted: c.voted,
                })
                .collect(),
        }
    }

    #[test]
    fn an_indexed_round_estimates_bit_for_bit_as_its_ids_do() {
        for (seed, algorithm) in
            [(1, Algorithm::Qf), (2, Algorithm::Qf), (3, Algorithm::Pairwise), (4, Algorithm::Cocm)]
        {
            let input = crate::synthetic::round(600, 12, seed);
            let indexed = indexed(&input);
            assert_eq!(indexed.to_round_input(), input);
            let params = Params::default();
            let by_id = Estimator::new(&input, algorithm, &params).unwrap();
            let by_row = Estimator::from_indexed(&indexed, algorithm, &params).unwrap();
            for project in &input.projects {
                for cents in [0, 500, 25_000] {
                    let (a, b) = (
                        by_id.estimate(Who::VISITOR, &project.id, cents).unwrap(),
                        by_row.estimate(Who::VISITOR, &project.id, cents).unwrap(),
                    );
                    assert_eq!((a.before.to_bits(), a.after.to_bits()), (b.before.to_bits(), b.after.to_bits()));
                }
                let person = &input.people[seed as usize].id;
                let (a, b) = (
                    by_id.estimate(Who::Person(person), &project.id, 1_000).unwrap(),
                    by_row.estimate(Who::Person(person), &project.id, 1_000).unwrap(),
                );
                assert_eq!(a.after.to_bits(), b.after.to_bits());
            }
        }
    }

    #[test]
    fn an_indexed_round_refuses_what_its_ids_would() {
        let input = crate::synthetic::round(50, 3, 9);
        let mut bad = indexed(&input);
        bad.contributions[0].project = 99;
        assert!(matches!(PreparedRound::from_indexed(&bad, &Params::default()), Err(InputError::UnknownProject(_))));
        let mut bad = indexed(&input);
        bad.contributions[1].person = u32::MAX;
        assert!(matches!(PreparedRound::from_indexed(&bad, &Params::default()), Err(InputError::UnknownPerson(_))));
        let mut twice = indexed(&input);
        twice.contributions.push(twice.contributions[0]);
        let by_id = PreparedRound::new(&twice.to_round_input(), &Params::default()).unwrap_err();
        let by_row = PreparedRound::from_indexed(&twice, &Params::default()).unwrap_err();
        assert_eq!(by_id.to_string(), by_row.to_string());
    }
}
