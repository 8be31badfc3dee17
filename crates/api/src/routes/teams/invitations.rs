//! Invitations of an organization: list the pending ones, invite, revoke (owners and admins).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use matchpool_app::invitations::Invite;
use matchpool_domain::text::Email;
use matchpool_domain::{FieldError, FieldErrors, Language};
use serde::Deserialize;

use super::{organization, path_id, role};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;
use crate::views::team::{InvitationView, Invitations, invitation_view};

/// The organization's pending invitations, newest first (owners and admins).
#[utoipa::path(get, path = "/organizations/{id}/invitations", tag = "organizations", params(("id" = Uuid, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = Invitations), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.not_member`, `member.not_allowed`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`", body = crate::error::ErrorBody)))]
pub async fn list_invitations(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Invitations>> {
    let org = organization(&state, &id).await?;
    let pending = matchpool_app::invitations::pending(&state, org.id, auth.user.id).await?;
    Ok(axum::Json(Invitations { invitations: pending.iter().map(invitation_view).collect() }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct InviteRequest {
    email: Option<String>,
    /// `owner` (owners only), `admin` or `member`.
    role: Option<String>,
    /// The email's language when the address has no account yet (`en`, `ja`, `es`, `ko`, `ar`,
    /// `fr`, `zh-CN`); by default the inviter's. An existing account gets its own language.
    language: Option<String>,
}

/// What the request asks, or every field's error.
fn parse(body: &InviteRequest) -> Result<Invite, ApiError> {
    let mut errors = FieldErrors::new();
    let email = errors.check("email", Email::parse(body.email.as_deref()));
    let role = errors.check("role", role(body.role.as_deref()));
    let language = match body.language.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
        None => Some(None),
        Some(raw) => errors.check("language", Language::parse(raw).map(Some).ok_or(FieldError::InvalidLanguage)),
    };
    match (email, role, language) {
        (Some(email), Some(role), Some(language)) if errors.is_empty() => Ok(Invite { email, role, language }),
        _ => Err(errors.into()),
    }
}

/// Invite an address into the organization with a role; the invitee is emailed a link that
/// works once, for seven days (owners and admins; only owners invite owners).
#[utoipa::path(post, path = "/organizations/{id}/invitations", tag = "organizations", params(("id" = Uuid, Path)),
    request_body = InviteRequest, security(("bearer" = [])),
    responses((status = 201, body = InvitationView), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.not_member`, `member.not_allowed`, `member.owners_only`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`member.already_member`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` (`fields.email`, `fields.role`, `fields.language`)", body = crate::error::ErrorBody),
        (status = 429, description = "`invitation.rate_limited` (20 invitations an hour per organization)", body = crate::error::ErrorBody)))]
pub async fn invite(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<InviteRequest>,
) -> ApiResult<(StatusCode, axum::Json<InvitationView>)> {
    let org = organization(&state, &id).await?;
    let invite = parse(&body)?;
    let invitation = matchpool_app::invitations::invite(&state, &org, auth.user.id, invite).await?;
    Ok((StatusCode::CREATED, axum::Json(invitation_view(&invitation))))
}

/// Withdraw a pending invitation: its link stops working (owners and admins).
#[utoipa::path(delete, path = "/organizations/{id}/invitations/{invitation_id}", tag = "organizations",
    params(("id" = Uuid, Path), ("invitation_id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 204, description = "Revoked"), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.not_member`, `member.not_allowed`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`, `invitation.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`invitation.used`, `invitation.revoked`", body = crate::error::ErrorBody)))]
pub async fn revoke_invitation(
    State(state): State<AppState>,
    auth: Auth,
    Path((id, invitation)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    let org = organization(&state, &id).await?;
    let invitation = path_id(&invitation, "invitation.not_found", "This invitation does not exist.")?;
    matchpool_app::invitations::revoke(&state, org.id, auth.user.id, invitation).await?;
    Ok(StatusCode::NO_CONTENT)
}
