//! Matchpool's matching engine: `shared/spec/matching.md`, algorithm version 1.
//!
//! - [`compute`] turns a round's inputs into results with `qf`, `pairwise` or `cocm` (§4–§10).
//!   The engine does no I/O; its results are the same bits for the same inputs whatever the row
//!   order, thread count or platform (§11).
//! - [`Estimator`] answers live estimates from running sums (§12).
//! - [`pack`] reads, writes, recomputes and verifies audit packs (§13); it is the only module
//!   doing file I/O.

mod cents;
mod cocm;
mod estimate;
mod input;
pub mod pack;
mod pairwise;
mod params;
mod prepared;
mod qf;
mod result;
pub mod synthetic;
mod waterfill;
mod weights;

pub use estimate::{Estimate, EstimateError, EstimateReason, Estimator, Who};
pub use input::{
    Contribution, IdKind, InputError, MAX_AMOUNT, MAX_ID_LEN, PersonInput, ProjectInput,
    RoundInput, RoundInputBuilder, validate_id,
};
pub use params::{
    ALGORITHM_VERSION, Algorithm, CocmAttenuation, CocmGroups, CocmSimilarity, MAX_IP_MAX,
    ParamError, Params,
};
pub use prepared::PreparedRound;
pub use result::{ProjectResult, RoundResult, compute};
