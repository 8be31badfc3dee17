//! Matchpool's domain: the types and rules every other layer relies on.
//!
//! Nothing here does I/O. Values are parsed once at the edge (`Email::parse`, `Username::parse`, ...)
//! so that the rest of the code only ever handles valid data.

pub mod fields;
pub mod identity;
pub mod language;
pub mod money;
pub mod project;
pub mod round;
pub mod text;

pub use fields::{FieldError, FieldErrors};
pub use identity::{IdentityKind, KybStatus, Role};
pub use language::Language;
pub use round::{Phase, RoundSchedule, VotingStatus};
