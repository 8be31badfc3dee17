//! Live estimates (matching.md §12): "your donation of X adds about Y to this project's match".
//!
//! An [`Estimator`] keeps, per project, the running sums F_p = Σ a_ip, n_p and m_p, plus the
//! water-filled allocation of the current inputs in ρ order. An estimate changes one credit, so
//! m_p moves by the exact qf identity m′ = m + 2 (a′ − a) (F − a) (m is 2 Σ_{i<j} a_i a_j), the cap
//! by the gift, and the water level is found again over the ρ-ordered list with that one project
//! moved: O(projects) with no sort, a few microseconds for hundreds of projects.
//!
//! For qf, a recorded change sums its project again in canonical order (O(that project's
//! supporters)), so the kept state is bit for bit the state a rebuild from the same inputs holds
//! ([`Estimator::state`]); an estimate's answer is within a cent of recomputing from scratch. For
//! pairwise and cocm the raw matches come from the last full computation and move by the qf
//! marginal formula; [`Estimate::approximate`] says so.

mod cart;
mod state;
mod update;

use std::fmt;

use serde::Serialize;

pub use cart::CartEstimate;
pub use state::{Estimator, EstimatorState, ProjectKept};

use crate::input::InputError;

/// Who would give: a person the estimator knows, or anyone else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who<'a> {
    /// A person with contributions in the round, or registered with
    /// [`Estimator::set_person`]; their current weight and pairs are used.
    Person(&'a str),
    /// Someone the estimator has not seen: no contributions yet, weight from these.
    New {
        /// Current KYC state.
        verified: bool,
        /// Current impact points.
        impact_points: u64,
    },
}

impl Who<'_> {
    /// A visitor without an identity counts as a new unverified person with 0 points (§12).
    pub const VISITOR: Who<'static> = Who::New { verified: false, impact_points: 0 };
}

/// Why an estimate is what it is, for the UI's wording. `None` on an [`Estimate`] means an
/// ordinary matched gift.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EstimateReason {
    /// The project would still have fewer than two supporters, and a lone supporter is never
    /// matched.
    OneSupporter,
    /// The project would be paid its cap: it "has reached its matching cap", and a gift lowers
    /// the match by up to the gift while the project's total stays the same.
    Capped,
    /// Nothing changes: the person already voted (and δ = 0), or their credit does not grow.
    NoChange,
    /// Voting is closed. Never produced by the estimator: the caller decides it, and may use this
    /// variant so the UI has one set of reasons.
    VotingClosed,
}

/// The answer to one estimate: x_p before and after the gift (§8 real allocation, in cents).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Estimate {
    /// x_p(I): the project's current real-valued match, in cents.
    pub before: f64,
    /// x_p(I′): the match with the gift, in cents.
    pub after: f64,
    /// after − before, rounded to the nearest cent, halves away from zero. May be negative.
    pub delta_cents: i64,
    /// Why, when it is not an ordinary matched gift.
    pub reason: Option<EstimateReason>,
    /// True for pairwise and cocm rounds, whose figure comes from the last full computation plus
    /// the qf marginal formula (§12): the UI must label it as approximate.
    pub approximate: bool,
}

/// Why an estimate or an update was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum EstimateError {
    /// The project is not part of the round.
    #[error("unknown project {0:?}")]
    UnknownProject(String),
    /// The person is not known to the estimator: use [`Who::New`] or register them first.
    #[error("unknown person {0:?}")]
    UnknownPerson(String),
    /// An id, amount or point count is invalid.
    #[error(transparent)]
    Input(#[from] InputError),
}

/// Formats cents as dollars, `-$5.00` or `$259.62`.
pub(crate) fn dollars(cents: i128) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    format!("{sign}${}.{:02}", abs / 100, abs % 100)
}

/// Rounds real cents to whole cents, halves away from zero.
fn round_cents(x: f64) -> i128 {
    x.round() as i128
}

impl fmt::Display for Estimate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let about = if self.approximate { "about " } else { "" };
        let before = dollars(round_cents(self.before));
        let after = dollars(round_cents(self.after));
        let delta = i128::from(self.delta_cents);
        match self.reason {
            Some(EstimateReason::OneSupporter) => {
                write!(f, "no match yet: a project needs at least two supporters to be matched")
            }
            Some(EstimateReason::NoChange) => {
                write!(f, "no change to this project's match ({before})")
            }
            Some(EstimateReason::VotingClosed) => write!(f, "voting is closed"),
            Some(EstimateReason::Capped) => {
                write!(
                    f,
                    "this project has reached its matching cap: its match goes from {before} to \
                     {after} ({about}{}{})",
                    if delta > 0 { "+" } else { "" },
                    dollars(delta)
                )?;
                if delta < 0 {
                    write!(f, "; the gift replaces part of the match, the total stays the same")?;
                }
                Ok(())
            }
            None => write!(f, "adds {about}{} to this project's match (from {before} to {after})", dollars(delta)),
        }
    }
}

#[cfg(test)]
mod tests;
