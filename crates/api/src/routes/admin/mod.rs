//! Operator endpoints under `/admin`.

mod rounds;
mod verification;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub use rounds::default_params;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(rounds::create_round))
        .routes(routes!(rounds::update_round))
        .routes(routes!(verification::verify_organization))
        .routes(routes!(verification::verify_user))
}
