//! Request extractors: who is calling, as which identity, from where, and with what body.
//! Handlers state what they need in their signature, so a forgotten check does not compile.

mod actor;
mod auth;
mod body;
mod client;
mod id;
mod paging;

pub use auth::{Acting, Auth, MaybeAuth, Operator};
pub use body::ApiJson;
pub use client::ClientIp;
pub use id::{Found, Id};
pub use paging::{MAX_LIMIT, Paging, QueryMap};
