//! One checkout for several projects (issue 16): pay a cart by card in one PaymentIntent with one
//! fee line (`POST /checkouts`), confirm it after 3-D Secure or cancel it, read it; or in ADA in
//! one server-built transaction (`POST /checkouts/ada`, then `POST /checkouts/{id}/ada`); and the
//! signed-in person's cart (`/me/cart`), which a visitor's device cart joins at sign-in.

mod ada;
mod answer;
mod cart;
mod create;
mod estimate;
mod items;
mod moves;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create::checkout))
        .routes(routes!(ada::build_ada_checkout))
        .routes(routes!(ada::submit_ada_checkout))
        .routes(routes!(estimate::estimate_cart))
        .routes(routes!(moves::get_checkout))
        .routes(routes!(moves::confirm_checkout))
        .routes(routes!(moves::cancel_checkout))
        .routes(routes!(cart::get_cart, cart::put_cart))
        .routes(routes!(cart::merge_cart))
}
