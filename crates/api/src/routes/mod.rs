//! Handlers by area. Each area exposes a `router()` whose paths are relative to `/api`.

pub mod account;
pub mod ada;
pub mod admin;
pub mod auth;
pub mod checkouts;
pub mod comments;
pub mod donations;
pub mod identities;
pub mod me;
pub mod media;
pub mod organizations;
pub mod projects;
pub mod receipts;
pub mod referrals;
pub mod results;
pub mod rounds;
pub mod system;
pub mod teams;
pub mod verifications;
