//! Matchpool's use cases: the one layer that writes. Each action a person, an operator, a
//! provider or a job takes (cast a vote, create / settle / refund a donation, decide a
//! verification, ...) is one function here. It checks the domain's rules, runs its writes in one
//! database transaction, and queues its side effects (emails, estimator updates) to run after the
//! commit. HTTP handlers and background jobs call these; they never write themselves.

pub mod accounts;
mod actor;
pub mod ada;
pub mod changes;
pub mod checkouts;
pub mod comments;
mod context;
pub mod donations;
mod effects;
mod error;
pub mod invitations;
pub mod matching;
pub mod media;
pub mod members;
pub mod memory;
pub mod notify;
pub mod organizations;
pub mod payouts;
pub mod projects;
pub mod receipts;
pub mod referrals;
pub mod review;
pub mod rounds;
pub mod supporting;
pub mod updates;
pub mod verifications;
pub mod votes;

pub use actor::Actor;
pub use changes::Changes;
pub use context::{AnchorSeed, App, Settings};
pub use effects::Effects;
pub use error::{AppError, AppResult, ErrorKind};
