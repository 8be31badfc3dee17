//! SeaORM entities, one module per table.

pub mod account_token;
pub mod auth_session;
pub mod comment;
pub mod comment_reaction;
pub mod donation;
pub mod donation_event;
pub mod donation_intent;
pub mod impact_point;
pub mod media;
pub mod org_member;
pub mod organization;
pub mod payout;
pub mod project;
pub mod project_result;
pub mod project_update;
pub mod referral_reward;
pub mod refresh_token;
pub mod round;
pub mod round_result;
pub mod update_unsubscribe;
pub mod user;
pub mod verification;
pub mod vote;
