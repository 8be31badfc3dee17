//! Donations (api-contract §3.5): by card through the payment provider, exact and retry-safe,
//! with one state machine; the project's list, the donor's status page and history; the Stripe
//! webhook; and the exchange rates the web app shows.

mod confirm;
mod create;
mod list;
mod rates;
pub(crate) mod settle;
mod webhook;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create::donate, list::project_donations))
        .routes(routes!(confirm::confirm))
        .routes(routes!(list::get_donation))
        .routes(routes!(list::my_donations))
        .routes(routes!(webhook::stripe_webhook))
        .routes(routes!(rates::rates))
}
