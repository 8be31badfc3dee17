use std::sync::Arc;

use axum::extract::{Path, State};
use chrono::Utc;
use matchpool_domain::project::Track;
use matchpool_domain::{IdentityId, ProjectStatus, RoundId};
use matchpool_store::projects::ListFilter;
use serde::Serialize;
use uuid::Uuid;

use super::access::{is_member, visible};
use matchpool_app::changes::{Key, Shows};

use crate::error::ApiResult;
use crate::extract::{MaybeAuth, QueryMap};
use crate::http_cache::showing;
use crate::state::AppState;
use crate::views::project::{ProjectContext, ProjectDetail, ProjectPreview, Viewer, detail, preview};

/// A page of project previews.
#[derive(Serialize, utoipa::ToSchema)]
pub struct PreviewPage {
    #[schema(value_type = Vec<ProjectPreview>)]
    pub results: Vec<Arc<ProjectPreview>>,
    pub total: u64,
    pub page: u64,
    pub limit: u64,
}

/// A page of full projects.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ProjectPage {
    pub results: Vec<ProjectDetail>,
    pub total: u64,
    pub page: u64,
    pub limit: u64,
}

/// The filter of a list request; `None` when a filter value is malformed (an empty page).
fn filter(query: &QueryMap, auth: &MaybeAuth) -> Option<ListFilter> {
    let uuid = |key: &str| query.filter(key).map(|v| Uuid::parse_str(v).ok());
    let round_id = match uuid("round_id") {
        Some(None) => return None,
        other => other.flatten().map(RoundId::from),
    };
    let identity_id = match uuid("identity_id").or_else(|| uuid("identity")) {
        Some(None) => return None,
        other => other.flatten().map(IdentityId::from),
    };
    let category = match query.filter("category") {
        Some(raw) => Some(Track::parse(raw)?),
        None => None,
    };
    let status = match query.filter("status") {
        Some(raw) => Some(ProjectStatus::parse(raw)?),
        None => None,
    };
    let include_drafts = identity_id.is_some() && auth.0.as_ref().map(|a| a.identity_id()) == identity_id;
    let query = query.filter("q").map(str::to_owned);
    let identity_id = identity_id.map(IdentityId::organization);
    Some(ListFilter { round_id, category, query, identity_id, include_drafts, status })
}

/// Project previews: keyword search (ranked), round, track and organization filters. An
/// organization's own list (`filter.identity_id` of the identity the caller acts as) also holds
/// its drafts and projects in review; `filter.status=DRAFT` keeps only its drafts ("My drafts").
#[utoipa::path(get, path = "/projects/preview", tag = "projects",
    params(("page" = Option<u64>, Query), ("limit" = Option<u64>, Query), ("filter.round_id" = Option<Uuid>, Query),
        ("filter.category" = Option<String>, Query), ("filter.q" = Option<String>, Query), ("filter.identity_id" = Option<Uuid>, Query),
        ("filter.status" = Option<matchpool_domain::ProjectStatus>, Query)),
    responses((status = 200, body = PreviewPage)))]
pub async fn list_previews(
    State(state): State<AppState>,
    auth: MaybeAuth,
    query: QueryMap,
) -> ApiResult<(axum::Extension<Shows>, axum::Json<PreviewPage>)> {
    let paging = query.paging();
    let Some(filter) = filter(&query, &auth) else {
        let empty = PreviewPage { results: Vec::new(), total: 0, page: paging.page, limit: paging.limit };
        return Ok((showing([]), axum::Json(empty)));
    };
    let listings = &state.listings;
    let (db, changes) = (&state.db, &state.app.changes);
    let (results, total) =
        match listings.cards(db, &state.media, changes, &filter, paging.offset(), paging.limit).await? {
            Some(kept) => kept,
            None => {
                let (rows, total) = listings.page(db, changes, &filter, paging.offset(), paging.limit).await?;
                let ctx = ProjectContext::load_previews(db, &state.media, &rows).await?;
                (rows.iter().map(|p| Arc::new(preview(p, &ctx))).collect(), total)
            }
        };
    // Which projects a page holds and their order change only with global writes; a vote or a
    // donation changes the tallies of the projects shown.
    let shows = showing(results.iter().map(|p| Key::Project(p.id)));
    Ok((shows, axum::Json(PreviewPage { results, total, page: paging.page, limit: paging.limit })))
}

/// Full projects, with the same filters as the previews.
#[utoipa::path(get, path = "/projects", tag = "projects",
    params(("page" = Option<u64>, Query), ("limit" = Option<u64>, Query), ("filter.round_id" = Option<Uuid>, Query),
        ("filter.category" = Option<String>, Query), ("filter.q" = Option<String>, Query), ("filter.identity_id" = Option<Uuid>, Query),
        ("filter.status" = Option<matchpool_domain::ProjectStatus>, Query)),
    responses((status = 200, body = ProjectPage)))]
pub async fn list_projects(
    State(state): State<AppState>,
    auth: MaybeAuth,
    query: QueryMap,
) -> ApiResult<axum::Json<ProjectPage>> {
    let paging = query.paging();
    let Some(filter) = filter(&query, &auth) else {
        return Ok(axum::Json(ProjectPage { results: Vec::new(), total: 0, page: paging.page, limit: paging.limit }));
    };
    let (rows, total) =
        state.listings.page(&state.db, &state.app.changes, &filter, paging.offset(), paging.limit).await?;
    let ctx = ProjectContext::load(&state.db, &state.media, &rows, auth.0.as_ref().map(|a| a.user.id)).await?;
    let now = Utc::now();
    let members = filter.include_drafts;
    let results = rows.iter().filter_map(|p| detail(p, &ctx, Viewer { is_member: members }, now)).collect();
    Ok(axum::Json(ProjectPage { results, total, page: paging.page, limit: paging.limit }))
}

/// One project. Drafts are visible only to their organization's members.
#[utoipa::path(get, path = "/projects/{id}", tag = "projects", params(("id" = Uuid, Path)),
    responses((status = 200, body = ProjectDetail), (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody)))]
pub async fn get_project(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
) -> ApiResult<(axum::Extension<Shows>, axum::Json<ProjectDetail>)> {
    let project = visible(&state, auth.0.as_ref(), &id).await?;
    let viewer = Viewer { is_member: is_member(&state, auth.0.as_ref(), &project).await? };
    let ctx = ProjectContext::load(
        &state.db,
        &state.media,
        std::slice::from_ref(&project),
        auth.0.as_ref().map(|a| a.user.id),
    )
    .await?;
    // The round inside a project's answer carries no totals (`RoundTotals::default()`), so only a
    // write to this project's tallies makes the copy stale, not every vote of its round.
    let shows = showing([Key::Project(project.id)]);
    detail(&project, &ctx, viewer, Utc::now())
        .map(|detail| (shows, axum::Json(detail)))
        .ok_or_else(|| crate::error::ApiError::Internal(anyhow::anyhow!("project {} has no round", project.id)))
}
