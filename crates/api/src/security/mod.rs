//! Passwords, tokens and rate limits.

pub mod cookies;
pub mod cross_site;
pub mod headers;
pub mod limiter;
pub mod password;
pub mod tokens;
pub mod webhook;
