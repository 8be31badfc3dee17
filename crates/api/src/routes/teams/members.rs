//! Members: list, change a role, remove (or leave), hand ownership over.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use matchpool_domain::UserId;
use matchpool_domain::team::{Membership, Permission};
use serde::Deserialize;

use super::{organization, path_id, role};
use crate::error::ApiResult;
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;
use crate::views::team::{MemberView, Members, member_view};

const MEMBER_NOT_FOUND: (&str, &str) = ("member.not_found", "This person is not a member of the organization.");

/// The members as `viewer` may see them (addresses for owners and admins).
async fn members_view(state: &AppState, viewer: &Membership, members: &[Membership]) -> ApiResult<Members> {
    let ids = members.iter().map(|m| m.user_id).collect();
    let people: HashMap<UserId, _> =
        matchpool_store::users::find_many(&state.db, ids).await?.into_iter().map(|u| (u.id, u)).collect();
    let show_email = viewer.role.may(Permission::ManageMembers);
    let members: Vec<MemberView> = members.iter().map(|m| member_view(m, people.get(&m.user_id), show_email)).collect();
    Ok(Members { members, your_role: viewer.role })
}

/// The organization's members with their roles, owners first (members only).
#[utoipa::path(get, path = "/organizations/{id}/members", tag = "organizations", params(("id" = Uuid, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = Members), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.not_member`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`", body = crate::error::ErrorBody)))]
pub async fn list_members(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Members>> {
    let org = organization(&state, &id).await?;
    let (me, members) = matchpool_app::members::list(&state, org.id, auth.user.id).await?;
    Ok(axum::Json(members_view(&state, &me, &members).await?))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RoleRequest {
    /// `owner`, `admin` or `member`. Only owners make or unmake owners.
    role: Option<String>,
}

/// Change a member's role (owners and admins; only owners make or unmake owners; the last owner
/// stays an owner).
#[utoipa::path(patch, path = "/organizations/{id}/members/{user_id}", tag = "organizations",
    params(("id" = Uuid, Path), ("user_id" = Uuid, Path)), request_body = RoleRequest, security(("bearer" = [])),
    responses((status = 200, body = MemberView), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.not_member`, `member.not_allowed`, `member.owners_only`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`, `member.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`member.last_owner`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` (`fields.role`)", body = crate::error::ErrorBody)))]
pub async fn change_role(
    State(state): State<AppState>,
    auth: Auth,
    Path((id, user)): Path<(String, String)>,
    ApiJson(body): ApiJson<RoleRequest>,
) -> ApiResult<axum::Json<MemberView>> {
    let org = organization(&state, &id).await?;
    let target = path_id(&user, MEMBER_NOT_FOUND.0, MEMBER_NOT_FOUND.1)?;
    let role = role(body.role.as_deref()).map_err(|e| crate::error::ApiError::field("role", e))?;
    let member = matchpool_app::members::change_role(&state, org.id, auth.user.id, target, role).await?;
    let user = matchpool_store::users::find(&state.db, target).await?;
    Ok(axum::Json(member_view(&member, user.as_ref(), true)))
}

/// Remove a member (owners and admins; only owners remove owners), or leave when the id is your
/// own. The last owner can neither leave nor be removed.
#[utoipa::path(delete, path = "/organizations/{id}/members/{user_id}", tag = "organizations",
    params(("id" = Uuid, Path), ("user_id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 204, description = "Removed (or left)"), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.not_member`, `member.not_allowed`, `member.owners_only`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`, `member.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`member.last_owner`", body = crate::error::ErrorBody)))]
pub async fn remove_member(
    State(state): State<AppState>,
    auth: Auth,
    Path((id, user)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    let org = organization(&state, &id).await?;
    let target = path_id(&user, MEMBER_NOT_FOUND.0, MEMBER_NOT_FOUND.1)?;
    matchpool_app::members::remove(&state, org.id, auth.user.id, target).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TransferRequest {
    /// The member who becomes an owner; you become an admin.
    user_id: Option<String>,
}

/// Hand ownership over to another member (owners only): they become an owner, you an admin.
#[utoipa::path(post, path = "/organizations/{id}/members/transfer", tag = "organizations", params(("id" = Uuid, Path)),
    request_body = TransferRequest, security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 200, body = Members), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`organization.not_member`, `member.owners_only`", body = crate::error::ErrorBody),
        (status = 404, description = "`organization.not_found`, `member.not_found`", body = crate::error::ErrorBody),
        (status = 422, description = "`member.transfer_to_self`, `validation` (`fields.user_id`)", body = crate::error::ErrorBody)))]
pub async fn transfer_ownership(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<TransferRequest>,
) -> ApiResult<axum::Json<Members>> {
    let org = organization(&state, &id).await?;
    let Some(raw) = body.user_id.as_deref().filter(|s| !s.trim().is_empty()) else {
        return Err(crate::error::ApiError::field("user_id", matchpool_domain::FieldError::Required));
    };
    let target = path_id(raw.trim(), MEMBER_NOT_FOUND.0, MEMBER_NOT_FOUND.1)?;
    let members = matchpool_app::members::transfer_ownership(&state, org.id, auth.user.id, target).await?;
    let me = members.iter().find(|m| m.user_id == auth.user.id).cloned();
    let me = me.ok_or_else(|| crate::error::ApiError::Internal(anyhow::anyhow!("the former owner is gone")))?;
    Ok(axum::Json(members_view(&state, &me, &members).await?))
}
