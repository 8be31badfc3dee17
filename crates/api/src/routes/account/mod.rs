//! Keeping an account (issue 13): confirming the email address, a forgotten password, changing
//! the password, the email address and the avatar, the list of sign-ins; and leaving: the data
//! export and deleting the account. Name, username and language are `PATCH /me` (routes::me).

mod avatar;
mod delete;
mod device;
mod email;
mod export;
mod password;
mod providers;
mod reset;
mod sessions;
mod verify_email;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(verify_email::verify_email))
        .routes(routes!(verify_email::resend_verification_email))
        .routes(routes!(reset::forgot_password))
        .routes(routes!(reset::reset_password))
        .routes(routes!(password::change_password))
        .routes(routes!(avatar::set_avatar))
        .routes(routes!(sessions::list_sessions))
        .routes(routes!(sessions::end_session))
        .routes(routes!(sessions::end_all_sessions))
        .routes(routes!(email::request_email_change))
        .routes(routes!(email::confirm_email_change))
        .routes(routes!(export::export_my_data))
        .routes(routes!(delete::delete_account))
        .routes(routes!(providers::list_linked_providers))
        .routes(routes!(providers::unlink_provider))
}

/// Too many account emails asked for from this address or for this account.
fn too_many_emails(wait: std::time::Duration) -> crate::error::ApiError {
    crate::error::ApiError::rate_limited(
        "auth.email_rate_limited",
        "We already sent several emails. Please check your inbox, or try again later.",
        wait,
    )
}
