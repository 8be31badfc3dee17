//! The invitation link: what it offers, and accepting it signed in with the invited address.

use axum::extract::{Path, State};

use crate::error::ApiResult;
use crate::extract::Auth;
use crate::state::AppState;
use crate::views::identity::organization_view;
use crate::views::team::{InvitationOffer, Joined};

/// What an invitation link offers (anyone holding the link): the organization, the role and the
/// address it was sent to, so the page can ask to sign in or register with that address.
#[utoipa::path(get, path = "/invitations/{token}", tag = "organizations", params(("token" = String, Path)),
    responses((status = 200, body = InvitationOffer),
        (status = 404, description = "`invitation.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`invitation.used`, `invitation.revoked`, `invitation.expired`", body = crate::error::ErrorBody)))]
pub async fn open_invitation(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> ApiResult<axum::Json<InvitationOffer>> {
    let (invitation, org) = matchpool_app::invitations::open(&state, &token).await?;
    Ok(axum::Json(InvitationOffer {
        organization: organization_view(&org),
        role: invitation.role,
        email: invitation.email,
        expires_at: invitation.expires_at,
    }))
}

/// Accept an invitation, signed in with the address it was sent to: you join with its role. The
/// link works once.
#[utoipa::path(post, path = "/invitations/{token}/accept", tag = "organizations", params(("token" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = Joined), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`invitation.wrong_email`", body = crate::error::ErrorBody),
        (status = 404, description = "`invitation.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`invitation.used`, `invitation.revoked`, `invitation.expired`, `member.already_member`", body = crate::error::ErrorBody)))]
pub async fn accept_invitation(
    State(state): State<AppState>,
    auth: Auth,
    Path(token): Path<String>,
) -> ApiResult<axum::Json<Joined>> {
    let (member, org) = matchpool_app::invitations::accept(&state, &token, auth.user.id).await?;
    Ok(axum::Json(Joined { organization: organization_view(&org), role: member.role }))
}
