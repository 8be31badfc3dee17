//! Operator endpoints under `/admin`.

mod donations;
mod matching;
mod payouts;
mod review;
mod rounds;
mod verification;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(rounds::create_round))
        .routes(routes!(rounds::update_round))
        .routes(routes!(matching::standings))
        .routes(routes!(matching::freeze))
        .routes(routes!(payouts::record_payout, payouts::list_payouts))
        .routes(routes!(verification::verify_organization))
        .routes(routes!(verification::verify_user))
        .routes(routes!(donations::list_donations))
        .routes(routes!(donations::refund))
        .routes(routes!(review::review_queue))
        .routes(routes!(review::approve_project))
        .routes(routes!(review::request_changes))
        .routes(routes!(review::reject_project))
}
