//! Passwords, tokens and rate limits.

pub mod limiter;
pub mod password;
pub mod tokens;
