use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use chrono::Utc;
use matchpool_domain::{FieldError, KybStatus, OrganizationId, ProjectStatus};
use matchpool_store::projects::ProjectFields;
use serde::Serialize;

use super::access::{open_round_of, require_member, round_for_new_project, visible};
use super::fields::{ProjectWrite, base_updated_at, parse};
use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, ApiJson, Auth};
use crate::state::AppState;
use crate::views::project::{ProjectContext, ProjectDetail, Viewer, detail};

/// The cover must be an upload of the person or of the organization they act for.
async fn check_cover(state: &AppState, auth: &Auth, fields: &ProjectFields, org: OrganizationId) -> ApiResult<()> {
    let Some(cover) = fields.cover_id else {
        return Ok(());
    };
    match matchpool_store::media::find(&state.db, cover).await? {
        Some(media) if media.user_id == auth.user.id || media.identity_id == org => Ok(()),
        _ => Err(ApiError::field("cover_id", FieldError::Invalid)),
    }
}

async fn answer(
    state: &AppState,
    auth: &Auth,
    project: &matchpool_store::projects::Project,
) -> ApiResult<ProjectDetail> {
    let ctx = ProjectContext::load(&state.db, &state.media, std::slice::from_ref(project), Some(auth.user.id)).await?;
    detail(project, &ctx, Viewer { is_member: true }, Utc::now())
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("project {} has no round", project.id)))
}

/// Create a project in the round open for submissions (KYB-verified organizations only); with
/// `status: DRAFT` it may be incomplete, even empty, and only its organization sees it. With an
/// `Idempotency-Key` header a retry returns the project the key made (the same key with another
/// body is 422 `idempotency.key_reused`), so a double-clicked Publish makes one project.
#[utoipa::path(post, path = "/projects", tag = "projects", request_body = ProjectWrite, security(("bearer" = [])),
    params(("Idempotency-Key" = Option<String>, Header)),
    responses((status = 201, body = ProjectDetail),
        (status = 403, description = "`project.organization_required`, `project.kyb_required`", body = crate::error::ErrorBody),
        (status = 409, description = "`round.submission_closed`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`, `idempotency.key_reused`", body = crate::error::ErrorBody)))]
pub async fn create_project(
    State(state): State<AppState>,
    auth: Auth,
    headers: HeaderMap,
    ApiJson(body): ApiJson<ProjectWrite>,
) -> ApiResult<(StatusCode, axum::Json<ProjectDetail>)> {
    let Acting::Organization { org, .. } = &auth.acting else {
        return Err(ApiError::forbidden(
            "project.organization_required",
            "Only organizations can create projects. Please switch to an organization account.",
        ));
    };
    if org.kyb != KybStatus::Verified {
        return Err(ApiError::forbidden(
            "project.kyb_required",
            "Your organization must complete verification (KYB) before it can start a project.",
        ));
    }
    let round = round_for_new_project(&state).await?;
    let fields = parse(&body, None)?;
    check_cover(&state, &auth, &fields, org.id).await?;
    let request = crate::extract::idempotency_key(&headers)
        .map(|key| matchpool_app::projects::create_request(key, &serde_json::to_vec(&body).unwrap_or_default()));
    let project = matchpool_app::projects::create(&state, auth.user.id, org, &round, fields, request).await?;
    Ok((StatusCode::CREATED, axum::Json(answer(&state, &auth, &project).await?)))
}

/// Edit a project (members of its organization, while submissions are open). The wallet address
/// cannot change once set; sending the same address is fine. A draft saved as `DRAFT` may stay
/// incomplete; `base_updated_at` makes the save conditional on nobody having saved since.
#[utoipa::path(patch, path = "/projects/{id}", tag = "projects", params(("id" = uuid::Uuid, Path)), request_body = ProjectWrite,
    security(("bearer" = [])),
    responses((status = 200, body = ProjectDetail), (status = 403, description = "`project.not_owner`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`round.submission_closed`, `project.edit_conflict`, `organization.closed`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`, `project.wallet_immutable`", body = crate::error::ErrorBody)))]
pub async fn update_project(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ProjectWrite>,
) -> ApiResult<axum::Json<ProjectDetail>> {
    let project = visible(&state, Some(&auth), &id).await?;
    require_member(&state, &auth, &project).await?;
    let round = open_round_of(&state, &project).await?;
    let base = base_updated_at(&body)?;
    let fields = parse(&body, Some(&ProjectFields::of(&project)))?;
    check_cover(&state, &auth, &fields, project.identity_id).await?;
    let person = auth.user.id;
    let project = matchpool_app::projects::update(&state, person, project, &round, fields, base).await?;
    Ok(axum::Json(answer(&state, &auth, &project).await?))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Deleted {
    pub message: &'static str,
}

/// Delete a project for good (members of its organization, while submissions are open; a draft
/// at any time, since nobody but its organization ever saw it).
#[utoipa::path(delete, path = "/projects/{id}", tag = "projects", params(("id" = uuid::Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = Deleted), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`round.submission_closed`", body = crate::error::ErrorBody)))]
pub async fn delete_project(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Deleted>> {
    let project = visible(&state, Some(&auth), &id).await?;
    require_member(&state, &auth, &project).await?;
    if project.status != ProjectStatus::Draft {
        open_round_of(&state, &project).await?;
    }
    matchpool_app::projects::delete(&state, auth.user.id, &project).await?;
    tracing::info!(project = %project.id, by = %auth.user.id, "project deleted");
    Ok(axum::Json(Deleted { message: "success" }))
}
