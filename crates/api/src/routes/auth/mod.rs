//! Accounts and sessions: registration, sign-in (credentials or hosted page with a code),
//! refresh rotation and logout (api-contract §2).

mod authorize;
mod issue;
mod logout;
mod oidc;
mod refresh;
mod register;
mod session;
mod sign_in;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub use issue::{Issued, issue_tokens};

/// The answer when sign-in attempts from an address or for an account come too fast.
fn rate_limited(wait: std::time::Duration) -> crate::error::ApiError {
    crate::error::ApiError::rate_limited(
        "auth.rate_limited",
        "Too many attempts. Please wait a minute and try again.",
        wait,
    )
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_in::sign_in))
        .routes(routes!(register::register))
        .routes(routes!(session::exchange_code))
        .routes(routes!(authorize::authorize))
        .routes(routes!(refresh::refresh))
        .routes(routes!(logout::logout))
        .merge(oidc::router())
}
