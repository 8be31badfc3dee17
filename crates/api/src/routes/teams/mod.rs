//! Organizations as teams (issue 33): members and their roles under
//! `/organizations/{id}/members`, invitations under `/organizations/{id}/invitations`, and the
//! invitation link's page under `/invitations/{token}`. Handlers parse and call the use cases in
//! `app::members` and `app::invitations`, which hold every rule.

mod accept;
mod invitations;
mod members;

use matchpool_domain::identity::Organization;
use matchpool_domain::{FieldError, OrganizationId, Role};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(members::list_members))
        .routes(routes!(members::change_role, members::remove_member))
        .routes(routes!(members::transfer_ownership))
        .routes(routes!(invitations::list_invitations, invitations::invite))
        .routes(routes!(invitations::revoke_invitation))
        .routes(routes!(accept::open_invitation))
        .routes(routes!(accept::accept_invitation))
}

/// The organization of a path; a malformed id is not found either.
async fn organization(state: &AppState, id: &str) -> ApiResult<Organization> {
    let not_found = || ApiError::not_found("organization.not_found", "Organization not found.");
    let id = Uuid::parse_str(id).map(OrganizationId::from).map_err(|_| not_found())?;
    matchpool_store::organizations::find(&state.db, id).await?.ok_or_else(not_found)
}

/// A second id of a path (a member, an invitation): malformed is not found, with its code.
fn path_id<T: From<Uuid>>(raw: &str, code: &'static str, message: &'static str) -> ApiResult<T> {
    Uuid::parse_str(raw).map(T::from).map_err(|_| ApiError::not_found(code, message))
}

/// A role sent in a body: `owner`, `admin` or `member`.
fn role(raw: Option<&str>) -> Result<Role, FieldError> {
    match raw.map(str::trim) {
        None | Some("") => Err(FieldError::Required),
        Some(raw) => Role::ALL.into_iter().find(|r| r.as_str() == raw).ok_or(FieldError::Invalid),
    }
}
