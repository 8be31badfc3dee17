//! Project updates (issue 16): the owning organization posts, edits and deletes them; everyone
//! reads them on the project page, newest first; operators hide them.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use matchpool_app::updates::Draft;
use matchpool_domain::update::{Reader, UpdateText};
use matchpool_domain::{FieldError, MediaId, OrganizationId, ProjectId, UpdateId};
use matchpool_store::updates::Update;
use serde::{Deserialize, Serialize};

use super::access::{is_member, visible};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, Id, MaybeAuth, Operator, QueryMap};
use crate::state::AppState;
use crate::views::media::{MediaView, media_view};

/// An update as the API shows it.
#[derive(Serialize, utoipa::ToSchema)]
pub struct UpdateView {
    #[schema(value_type = Uuid)]
    pub id: UpdateId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    #[schema(value_type = Uuid)]
    pub organization_id: OrganizationId,
    pub title: String,
    /// Markdown; clients render it without raw HTML.
    pub body: String,
    #[schema(value_type = Option<Uuid>)]
    pub media_id: Option<MediaId>,
    pub media: Option<MediaView>,
    /// Hidden by an operator: only operators and the organization's members see it.
    pub hidden: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct UpdatePage {
    pub results: Vec<UpdateView>,
    pub total: u64,
    pub page: u64,
    pub limit: u64,
    /// Whether the caller may post, edit and delete updates here (acting as the organization).
    pub can_write: bool,
    /// Whether the caller may hide updates (an operator).
    pub can_moderate: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct UpdateRequest {
    /// Up to 150 characters, one line.
    title: Option<String>,
    /// Markdown, up to 10,000 characters.
    body: Option<String>,
    /// An image the organization uploaded (`POST /media`).
    media_id: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct HideUpdateRequest {
    /// `true` hides (the default), `false` shows again.
    hidden: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct UpdateDeleted {
    pub message: &'static str,
}

async fn view(state: &AppState, update: Update) -> ApiResult<UpdateView> {
    let media = match update.media_id {
        Some(id) => matchpool_store::media::find(&state.db, id).await?.map(|m| media_view(&state.media, &m)),
        None => None,
    };
    Ok(UpdateView {
        id: update.id,
        project_id: update.project_id,
        organization_id: update.organization_id,
        title: update.title,
        body: update.body,
        media_id: update.media_id,
        media,
        hidden: update.hidden_at.is_some(),
        created_at: update.created_at,
        updated_at: update.updated_at,
    })
}

/// The checked fields of a post or an edit: every field's error at once.
fn draft(body: &UpdateRequest) -> ApiResult<Draft> {
    let text = UpdateText::parse(body.title.as_deref(), body.body.as_deref());
    let media = match body.media_id.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(raw) => raw.parse().map(Some).map_err(|_| FieldError::Invalid),
    };
    match (text, media) {
        (Ok(text), Ok(media_id)) => Ok(Draft { text, media_id }),
        (text, media) => {
            let mut errors = text.err().unwrap_or_default();
            if let Err(error) = media {
                errors.add("media_id", error);
            }
            Err(ApiError::from(errors))
        }
    }
}

/// A project's updates, newest first. Hidden ones are listed (marked) only for operators and the
/// organization's members.
#[utoipa::path(get, path = "/projects/{id}/updates", tag = "updates", params(("id" = Uuid, Path), ("page" = Option<u64>, Query), ("limit" = Option<u64>, Query)),
    responses((status = 200, body = UpdatePage), (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody)))]
pub async fn list_updates(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
    query: QueryMap,
) -> ApiResult<axum::Json<UpdatePage>> {
    let auth = auth.0.as_ref();
    let project = visible(&state, auth, &id).await?;
    let reader =
        Reader { operator: auth.is_some_and(|a| a.user.is_operator), member: is_member(&state, auth, &project).await? };
    let paging = query.paging();
    let (updates, total) =
        matchpool_app::updates::list(&state, &project, reader, paging.offset(), paging.limit).await?;
    let mut results = Vec::with_capacity(updates.len());
    for update in updates {
        results.push(view(&state, update).await?);
    }
    Ok(axum::Json(UpdatePage {
        results,
        total,
        page: paging.page,
        limit: paging.limit,
        can_write: auth.is_some_and(|a| a.identity_id() == project.identity_id),
        can_moderate: reader.operator,
    }))
}

/// Post an update on a project (its organization only, acting as the organization). Every
/// supporter (voter or donor) who did not unsubscribe receives it by email.
#[utoipa::path(post, path = "/projects/{id}/updates", tag = "updates", params(("id" = Uuid, Path)), request_body = UpdateRequest, security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 201, body = UpdateView), (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`update.not_owner`", body = crate::error::ErrorBody),
        (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` (`title`, `body`, `media_id`)", body = crate::error::ErrorBody)))]
pub async fn create_update(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<UpdateRequest>,
) -> ApiResult<(StatusCode, axum::Json<UpdateView>)> {
    let project = visible(&state, Some(&auth), &id).await?;
    let draft = draft(&body)?;
    let update = matchpool_app::updates::post(&state, auth.actor(), &project, draft).await?;
    Ok((StatusCode::CREATED, axum::Json(view(&state, update).await?)))
}

/// Edit an update (its organization only). Nobody is emailed again.
#[utoipa::path(patch, path = "/projects/updates/{id}", tag = "updates", params(("id" = Uuid, Path)), request_body = UpdateRequest, security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 200, body = UpdateView), (status = 403, description = "`update.not_owner`", body = crate::error::ErrorBody),
        (status = 404, description = "`update.not_found`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`", body = crate::error::ErrorBody)))]
pub async fn edit_update(
    State(state): State<AppState>,
    auth: Auth,
    Id(id): Id<UpdateId>,
    ApiJson(body): ApiJson<UpdateRequest>,
) -> ApiResult<axum::Json<UpdateView>> {
    let draft = draft(&body)?;
    let update = matchpool_app::updates::edit(&state, auth.actor(), id, draft).await?;
    Ok(axum::Json(view(&state, update).await?))
}

/// Delete an update for good (its organization only).
#[utoipa::path(delete, path = "/projects/updates/{id}", tag = "updates", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 200, body = UpdateDeleted), (status = 403, description = "`update.not_owner`", body = crate::error::ErrorBody),
        (status = 404, description = "`update.not_found`", body = crate::error::ErrorBody)))]
pub async fn delete_update(
    State(state): State<AppState>,
    auth: Auth,
    Id(id): Id<UpdateId>,
) -> ApiResult<axum::Json<UpdateDeleted>> {
    matchpool_app::updates::delete(&state, auth.actor(), id).await?;
    Ok(axum::Json(UpdateDeleted { message: "success" }))
}

/// Operators hide an update from the public (or show it again).
#[utoipa::path(patch, path = "/admin/updates/{id}", tag = "admin", params(("id" = Uuid, Path)), request_body = HideUpdateRequest, security(("bearer" = [])),
    responses((status = 200, body = UpdateView), (status = 403, description = "`auth.operator_required`", body = crate::error::ErrorBody),
        (status = 404, description = "`update.not_found`", body = crate::error::ErrorBody)))]
pub async fn hide_update(
    State(state): State<AppState>,
    Operator(op): Operator,
    Id(id): Id<UpdateId>,
    ApiJson(body): ApiJson<HideUpdateRequest>,
) -> ApiResult<axum::Json<UpdateView>> {
    let update = matchpool_app::updates::hide(&state, op.user.id, id, body.hidden.unwrap_or(true)).await?;
    Ok(axum::Json(view(&state, update).await?))
}
