//! A round's matching inputs (matching.md §2) and their validation errors.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::params::ParamError;

/// Largest cent amount or impact-point count accepted anywhere: 2^53 − 1, so every such
/// integer converts to float64 exactly (matching.md §1).
pub const MAX_AMOUNT: u64 = (1 << 53) - 1;

/// Longest id, in bytes (matching.md §1).
pub const MAX_ID_LEN: usize = 64;

/// The frozen inputs of one round (matching.md §2). Row order does not matter: the engine sorts
/// everything into canonical order before computing.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundInput {
    /// The matching pool B, in cents.
    pub pool_cents: u64,
    /// Every project of the round, supported or not.
    pub projects: Vec<ProjectInput>,
    /// Every person named by a contribution (extra persons change nothing).
    pub people: Vec<PersonInput>,
    /// One row per (person, project) pair, already summed over the person's donations.
    pub contributions: Vec<Contribution>,
}

/// One project of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProjectInput {
    /// Project id (matching.md §1).
    pub id: String,
    /// R_p: the amount the project requested, in cents.
    pub requested_cents: u64,
    /// D_p: every settled donation to the project up to the freeze, in cents.
    pub direct_cents: u64,
}

/// One person whose donations or votes count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersonInput {
    /// Person id, an opaque pseudonym (matching.md §1).
    pub id: String,
    /// KYC verified at the freeze.
    pub verified: bool,
    /// Impact points at the freeze.
    pub impact_points: u64,
}

/// What one person gave a project inside the voting window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contribution {
    /// The person.
    pub person_id: String,
    /// The project.
    pub project_id: String,
    /// c_ip: counted donations, in cents, summed over the person's gifts to the project.
    pub amount_cents: u64,
    /// voted_ip: the person voted for the project in the window.
    pub voted: bool,
}

/// Which kind of id an error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdKind {
    /// A project id.
    Project,
    /// A person id.
    Person,
}

impl fmt::Display for IdKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IdKind::Project => "project",
            IdKind::Person => "person",
        })
    }
}

/// Why a round's inputs or parameters cannot be computed. Never a panic.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum InputError {
    /// An id is empty, too long or holds a character outside `A–Z a–z 0–9 . _ : -`.
    #[error("invalid {kind} id {id:?}: ids are 1 to 64 characters from A-Z a-z 0-9 . _ : -")]
    InvalidId {
        /// Project or person.
        kind: IdKind,
        /// The offending id.
        id: String,
    },
    /// Two projects share an id.
    #[error("project id {0:?} appears twice")]
    DuplicateProject(String),
    /// Two persons share an id.
    #[error("person id {0:?} appears twice")]
    DuplicatePerson(String),
    /// A (person, project) pair appears twice among the contributions.
    #[error("contribution of person {person_id:?} to project {project_id:?} appears twice")]
    DuplicateContribution {
        /// The person.
        person_id: String,
        /// The project.
        project_id: String,
    },
    /// A contribution names a person that is not among the people.
    #[error("contribution names unknown person {0:?}")]
    UnknownPerson(String),
    /// A contribution names a project that is not among the projects.
    #[error("contribution names unknown project {0:?}")]
    UnknownProject(String),
    /// A cent amount or point count is above 2^53 − 1.
    #[error("{what} is {value}, above the largest allowed amount 2^53 - 1 = {MAX_AMOUNT}")]
    AmountTooLarge {
        /// Which field, with its row (for instance `amount_cents of ana -> alpha`).
        what: String,
        /// The value given.
        value: u64,
    },
    /// A parameter is out of range.
    #[error(transparent)]
    Params(#[from] ParamError),
    /// The parameters are so extreme that a raw match overflowed float64.
    #[error("raw match of project {0:?} is not a finite number: the weights are too large")]
    NonFiniteMatch(String),
}

/// Checks an id against matching.md §1.
pub fn validate_id(kind: IdKind, id: &str) -> Result<(), InputError> {
    let ok = !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b':' | b'-'));
    if ok { Ok(()) } else { Err(InputError::InvalidId { kind, id: id.to_owned() }) }
}

/// Checks that an amount is at most 2^53 − 1; `what` names it in the error.
pub(crate) fn check_amount(value: u64, what: impl FnOnce() -> String) -> Result<(), InputError> {
    if value <= MAX_AMOUNT { Ok(()) } else { Err(InputError::AmountTooLarge { what: what(), value }) }
}

/// Builds a [`RoundInput`] from individual donations and votes, summing every person's gifts to
/// a project before any square root (matching.md §2: splitting a gift changes nothing).
#[derive(Debug, Clone, Default)]
pub struct RoundInputBuilder {
    pool_cents: u64,
    projects: Vec<ProjectInput>,
    people: Vec<PersonInput>,
    pairs: BTreeMap<(String, String), (u64, bool)>,
}

impl RoundInputBuilder {
    /// Starts a round with pool `pool_cents`.
    pub fn new(pool_cents: u64) -> Self {
        Self { pool_cents, ..Self::default() }
    }

    /// Adds a project.
    pub fn project(mut self, id: &str, requested_cents: u64, direct_cents: u64) -> Self {
        self.projects.push(ProjectInput { id: id.to_owned(), requested_cents, direct_cents });
        self
    }

    /// Adds a person.
    pub fn person(mut self, id: &str, verified: bool, impact_points: u64) -> Self {
        self.people.push(PersonInput { id: id.to_owned(), verified, impact_points });
        self
    }

    /// Adds one counted donation; donations of the same pair are summed (saturating, so an
    /// absurd total is reported by validation as too large instead of wrapping).
    pub fn donation(mut self, person_id: &str, project_id: &str, cents: u64) -> Self {
        let pair = self.pairs.entry((person_id.to_owned(), project_id.to_owned())).or_default();
        pair.0 = pair.0.saturating_add(cents);
        self
    }

    /// Records a vote of the person for the project.
    pub fn vote(mut self, person_id: &str, project_id: &str) -> Self {
        self.pairs.entry((person_id.to_owned(), project_id.to_owned())).or_default().1 = true;
        self
    }

    /// The aggregated input.
    pub fn build(self) -> RoundInput {
        let contributions = self
            .pairs
            .into_iter()
            .map(|((person_id, project_id), (amount_cents, voted))| Contribution {
                person_id,
                project_id,
                amount_cents,
                voted,
            })
            .collect();
        RoundInput { pool_cents: self.pool_cents, projects: self.projects, people: self.people, contributions }
    }
}
