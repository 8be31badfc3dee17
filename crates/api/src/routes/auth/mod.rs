//! Accounts and sessions: registration, sign-in (credentials or hosted page with a code),
//! refresh rotation and logout (api-contract §2).

mod authorize;
mod issue;
mod logout;
mod refresh;
mod register;
mod session;
mod sign_in;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub use issue::issue_tokens;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_in::sign_in))
        .routes(routes!(register::register))
        .routes(routes!(session::exchange_code))
        .routes(routes!(authorize::authorize))
        .routes(routes!(refresh::refresh))
        .routes(routes!(logout::logout))
}
