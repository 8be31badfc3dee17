//! A cart's estimate (issue 16): what several gifts of one person, given together, add to the
//! match of the projects they go to. The gifts share one pool, so one gift's extra match is partly
//! taken from the others' (the water level rises for all); summing independent single estimates
//! would count the same pool share more than once. The gifts are applied together to a copy of
//! the estimator, in one pass, and the cart's projects are compared before and after.

use super::state::Estimator;
use super::{EstimateError, Who};

/// What a cart's gifts change, together.
#[derive(Debug, Clone, PartialEq)]
pub struct CartEstimate {
    /// Σ x_p over the cart's projects now, in cents (real-valued).
    pub before: f64,
    /// Σ x_p over the cart's projects after every gift, in cents (real-valued).
    pub after: f64,
    /// after − before, rounded to the cent: the match the cart adds.
    pub delta_cents: i64,
    /// Each project's change, in the cart's order, in cents (negative for a capped project whose
    /// gift takes the place of part of its match).
    pub per_project: Vec<i64>,
    /// Whether each project, in the cart's order, is paid its cap after the gifts: its total
    /// (gifts and match) then stays the same, and the pool it cannot take goes to the others.
    pub capped: Vec<bool>,
    /// As for a single estimate: pairwise and cocm move by the qf marginal formula.
    pub approximate: bool,
}

/// The id the cart's giver takes in the copy when the estimator does not know them.
const NEWCOMER: &str = "cart:newcomer";

impl Estimator {
    /// The change of the cart's projects' matches if `who` gave every `(project, cents)` gift
    /// (each with its vote) at once, every project renormalized and capped.
    pub fn estimate_cart(&self, who: Who<'_>, gifts: &[(&str, u64)]) -> Result<CartEstimate, EstimateError> {
        let projects = gifts.iter().map(|(id, _)| self.project(id)).collect::<Result<Vec<u32>, _>>()?;
        let mut with = self.clone();
        let person = match who {
            Who::Person(id) => {
                self.person(id)?;
                id
            }
            Who::New { verified, impact_points } => {
                with.set_person(NEWCOMER, verified, impact_points)?;
                NEWCOMER
            }
        };
        for &(project, cents) in gifts {
            with.record_donation(person, project, cents)?;
            with.record_vote(person, project)?;
        }
        let per_project: Vec<f64> =
            projects.iter().map(|&p| with.water.x[p as usize] - self.water.x[p as usize]).collect();
        let capped = projects
            .iter()
            .map(|&p| {
                let project = &with.projects[p as usize];
                project.raw > 0.0 && with.water.x[p as usize] == project.cap as f64
            })
            .collect();
        let before: f64 = projects.iter().map(|&p| self.water.x[p as usize]).sum();
        let after: f64 = projects.iter().map(|&p| with.water.x[p as usize]).sum();
        Ok(CartEstimate {
            before,
            after,
            delta_cents: (after - before).round() as i64,
            per_project: per_project.into_iter().map(|d| d.round() as i64).collect(),
            capped,
            approximate: self.algorithm != crate::params::Algorithm::Qf,
        })
    }
}
