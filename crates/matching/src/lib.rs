//! Matchpool's matching engine: `docs/spec/matching.md`, algorithm version 1.
//!
//! - [`compute`] turns a round's inputs into results with `qf`, `pairwise` or `cocm` (§4–§10).
//!   The engine does no I/O; its results are the same bits for the same inputs whatever the row
//!   order, thread count or platform (§11).
//! - [`Estimator`] answers live estimates from running sums (§12).
//! - [`pack`] reads, writes, recomputes and verifies audit packs (§13); it is the only module
//!   doing file I/O.
//! - [`proof`] commits to a pack's contribution rows with a Merkle tree and gives each donor an
//!   inclusion proof (docs/PROOFS.md).
//!
//! ```
//! use matchpool_matching::{Algorithm, Params, RoundInputBuilder, compute};
//!
//! let input = RoundInputBuilder::new(1_000) // a $10 pool
//!     .project("a", 100_000, 0)
//!     .person("x", true, 0)
//!     .person("y", true, 0)
//!     .donation("x", "a", 100) // $1: √1 = 1
//!     .donation("y", "a", 400) // $4: √4 = 2
//!     .build();
//! let result = compute(&input, Algorithm::Qf, &Params::default())?;
//! assert_eq!(result.projects[0].raw_match, 4.0); // (1 + 2)² − (1 + 4)
//! assert_eq!(result.projects[0].match_cents, 1_000);
//! # Ok::<(), matchpool_matching::InputError>(())
//! ```

#![warn(missing_docs)]

mod cents;
mod cocm;
mod estimate;
mod grouping;
mod ids;
mod indexed;
mod input;
pub mod pack;
mod pairwise;
mod params;
mod prepared;
pub mod proof;
mod qf;
mod result;
pub mod synthetic;
mod waterfill;
mod weights;

pub use estimate::{
    CartEstimate, Estimate, EstimateError, EstimateReason, Estimator, EstimatorState, ProjectKept, Who,
};
pub use indexed::{IndexedContribution, IndexedInput};
pub use input::{
    Contribution, IdKind, InputError, MAX_AMOUNT, MAX_ID_LEN, PersonInput, ProjectInput, RoundInput, RoundInputBuilder,
    validate_id,
};
pub use params::{
    ALGORITHM_VERSION, Algorithm, CocmAttenuation, CocmGroups, CocmSimilarity, MAX_IP_MAX, ParamError, Params,
};
pub use prepared::PreparedRound;
pub use result::{ProjectResult, RoundResult, compute};
