//! Request extractors: who is calling, as which identity, from where, and with what body.
//! Handlers state what they need in their signature, so a forgotten check does not compile.

mod actor;
mod auth;
mod body;
mod client;
mod id;
mod paging;

pub use auth::{Acting, Auth, MaybeAuth, Operator, bearer};
pub use body::ApiJson;
pub use client::{ClientIp, UserAgent};
pub use id::{Found, Id};
pub use paging::{MAX_LIMIT, Paging, QueryMap};

/// The request's `Idempotency-Key` header: trimmed, 1 to 255 characters, else none.
pub fn idempotency_key(headers: &axum::http::HeaderMap) -> Option<String> {
    let key = headers.get("idempotency-key").and_then(|v| v.to_str().ok()).map(str::trim);
    key.filter(|k| !k.is_empty() && k.len() <= 255).map(str::to_owned)
}
