//! The JSON shapes the API answers with (api-contract §1), built from stored rows.

pub mod donation;
pub mod identity;
pub mod me;
pub mod media;
pub mod project;
pub mod proof;
pub mod results;
pub mod review;
pub mod round;
pub mod team;
pub mod tokens;
pub mod vocabulary;
