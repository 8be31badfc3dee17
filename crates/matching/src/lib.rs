//! Matching engine: see shared/spec/matching.md.
