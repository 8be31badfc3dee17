//! Donations (api-contract §3.5): by card through the payment provider and in ADA on Cardano,
//! exact and retry-safe, through the use cases of `matchpool_app::donations`; the project's list,
//! the donor's status page and history; cancel; the Stripe webhook and the development provider's
//! test events and 3-D Secure page; and the exchange rates the web app shows.

pub mod answer;
mod bank_check;
mod confirm;
mod create;
mod list;
mod rates;
mod webhook;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create::donate, list::project_donations))
        .routes(routes!(confirm::confirm))
        .routes(routes!(confirm::cancel))
        .routes(routes!(list::get_donation))
        .routes(routes!(list::my_donations))
        .routes(routes!(webhook::stripe_webhook))
        .routes(routes!(webhook::dev_event))
        .routes(routes!(bank_check::three_d_secure))
        .routes(routes!(rates::rates))
}
