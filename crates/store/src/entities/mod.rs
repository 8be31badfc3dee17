//! SeaORM entities, one module per table.

pub mod auth_session;
pub mod donation;
pub mod donation_event;
pub mod media;
pub mod org_member;
pub mod organization;
pub mod payout;
pub mod project;
pub mod project_result;
pub mod refresh_token;
pub mod round;
pub mod round_result;
pub mod user;
pub mod vote;
