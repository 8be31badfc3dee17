//! Projects (api-contract §3.3): browse, search, read, and the organization's create, edit and
//! delete within the round's submission window; its updates, and unsubscribing from them.

mod access;
mod estimate;
mod fields;
mod read;
mod review;
mod unsubscribe;
mod updates;
mod vote;
mod write;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub use access::visible as visible_project;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(read::list_previews))
        .routes(routes!(read::list_projects, write::create_project))
        .routes(routes!(read::get_project, write::update_project, write::delete_project))
        .routes(routes!(vote::vote))
        .routes(routes!(estimate::estimate))
        .routes(routes!(review::get_review))
        .routes(routes!(review::resubmit))
        .routes(routes!(updates::list_updates, updates::create_update))
        .routes(routes!(updates::edit_update, updates::delete_update))
        .routes(routes!(updates::hide_update))
        .routes(routes!(unsubscribe::unsubscribe, unsubscribe::unsubscribe_page))
}
