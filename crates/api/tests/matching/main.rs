//! Matching on the platform (DESIGN §4.7, §4.8): freezing at the end of voting, results hidden
//! until the results date, audit packs that recompute identically, live estimates equal to the
//! engine's, standings, payouts, and who may do what.

mod anchors;
#[path = "../common/mod.rs"]
mod common;
mod estimates;
mod freezing;
mod operators;
mod proofs;
mod scene;
