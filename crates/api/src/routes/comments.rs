//! Comments and reactions (api-contract §3.6): threaded comments on projects, likes, one reaction
//! per identity per comment, edits and deletion by the author, hiding by operators.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use matchpool_app::comments::{self, Author, ReactionKind};
use matchpool_domain::comment::ReactionName;
use matchpool_domain::{CommentId, FieldError, IdentityId, MediaId, ProjectId, ReactionId};
use matchpool_store::comments::Comment;
use matchpool_store::comments::Reaction;
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, MaybeAuth, Operator, QueryMap};
use crate::state::AppState;
use crate::views::identity::{PublicIdentity, public_org, public_person};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_comments, create_comment))
        .routes(routes!(get_comment, update_comment, delete_comment))
        .routes(routes!(like, unlike))
        .routes(routes!(react, unreact))
        .routes(routes!(hide_comment))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ReactionCount {
    #[schema(value_type = String)]
    pub reaction: ReactionName,
    pub count: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CommentView {
    #[schema(value_type = Uuid)]
    pub id: CommentId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    #[schema(value_type = Uuid)]
    pub identity_id: IdentityId,
    #[schema(value_type = Option<Uuid>)]
    pub parent_id: Option<CommentId>,
    #[schema(value_type = Option<Uuid>)]
    pub media_id: Option<MediaId>,
    /// Always null: comments carry no media yet.
    pub media: Option<crate::views::media::MediaView>,
    pub content: String,
    pub identity: PublicIdentity,
    pub children_count: usize,
    #[schema(no_recursion)]
    pub children: Vec<CommentView>,
    pub likes: i64,
    pub identity_liked: bool,
    pub reactions: Vec<ReactionCount>,
    /// The caller's reaction, `""` when none.
    #[serde(serialize_with = "crate::views::vocabulary::blank_if_none")]
    #[schema(value_type = String)]
    pub identity_reaction: Option<ReactionName>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CommentPage {
    pub results: Vec<CommentView>,
    pub total: u64,
    pub page: u64,
    pub limit: u64,
}

/// Authors and reactions of a set of comments, loaded once.
struct Context {
    identities: HashMap<IdentityId, PublicIdentity>,
    reactions: HashMap<CommentId, Vec<Reaction>>,
    viewer: Option<IdentityId>,
}

impl Context {
    async fn load(state: &AppState, comments: &[&Comment], viewer: Option<IdentityId>) -> ApiResult<Self> {
        let ids: Vec<IdentityId> = comments.iter().map(|c| c.identity_id).collect();
        let users = matchpool_store::users::find_many(&state.db, ids.iter().map(|id| id.person()).collect()).await?;
        let orgs =
            matchpool_store::organizations::find_many(&state.db, ids.iter().map(|id| id.organization()).collect())
                .await?;
        let mut identities = HashMap::new();
        for user in users {
            identities.insert(user.id.into(), public_person(&user));
        }
        for org in orgs {
            identities.insert(org.id.into(), PublicIdentity::Organization(public_org(Some(&org), org.id)));
        }
        let reactions =
            matchpool_store::comments::reactions_of(&state.db, comments.iter().map(|c| c.id).collect()).await?;
        Ok(Self { identities, reactions, viewer })
    }

    fn view(&self, comment: &Comment, children: Vec<CommentView>) -> CommentView {
        let rows = self.reactions.get(&comment.id).map(Vec::as_slice).unwrap_or_default();
        let likes = rows.iter().filter(|r| r.kind == ReactionKind::Like).count() as i64;
        let mine =
            |kind: ReactionKind| self.viewer.and_then(|v| rows.iter().find(|r| r.kind == kind && r.identity_id == v));
        let mut counts: Vec<ReactionCount> = Vec::new();
        for r in rows.iter().filter(|r| r.kind == ReactionKind::Reaction) {
            match counts.iter_mut().find(|c| c.reaction == r.reaction) {
                Some(c) => c.count += 1,
                None => counts.push(ReactionCount { reaction: r.reaction.clone(), count: 1 }),
            }
        }
        counts.sort_by(|a, b| b.count.cmp(&a.count).then(a.reaction.cmp(&b.reaction)));
        let identity = self
            .identities
            .get(&comment.identity_id)
            .cloned()
            .unwrap_or_else(|| PublicIdentity::Organization(public_org(None, comment.identity_id.organization())));
        CommentView {
            id: comment.id,
            project_id: comment.project_id,
            identity_id: comment.identity_id,
            parent_id: comment.parent_id,
            media_id: comment.media_id,
            media: None,
            content: comment.content.clone(),
            identity,
            children_count: children.len(),
            children,
            likes,
            identity_liked: mine(ReactionKind::Like).is_some(),
            reactions: counts,
            identity_reaction: mine(ReactionKind::Reaction).map(|r| r.reaction.clone()),
            created_at: comment.created_at,
            updated_at: comment.updated_at,
        }
    }
}

async fn single(state: &AppState, comment: &Comment, viewer: Option<IdentityId>) -> ApiResult<CommentView> {
    let replies = if comment.parent_id.is_none() {
        matchpool_store::comments::replies(&state.db, comment.id).await?
    } else {
        Vec::new()
    };
    let all: Vec<&Comment> = std::iter::once(comment).chain(replies.iter()).collect();
    let ctx = Context::load(state, &all, viewer).await?;
    let children = replies.iter().map(|r| ctx.view(r, Vec::new())).collect();
    Ok(ctx.view(comment, children))
}

fn comment_id(raw: &str) -> ApiResult<CommentId> {
    Uuid::parse_str(raw)
        .map(CommentId::from)
        .map_err(|_| ApiError::not_found("comment.not_found", "Comment not found."))
}

async fn find_visible(state: &AppState, id: &str) -> ApiResult<Comment> {
    Ok(comments::visible(state, comment_id(id)?).await?)
}

fn author(auth: &Auth) -> Author {
    Author { user_id: auth.user.id, identity_id: auth.identity_id() }
}

/// A project's comments: top-level ones newest first, each with all its replies.
#[utoipa::path(get, path = "/projects/{id}/comments", tag = "comments", params(("id" = Uuid, Path), ("page" = Option<u64>, Query), ("limit" = Option<u64>, Query)),
    responses((status = 200, body = CommentPage), (status = 404, body = crate::error::ErrorBody)))]
pub async fn list_comments(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
    query: QueryMap,
) -> ApiResult<axum::Json<CommentPage>> {
    let project = crate::lookup::visible_project(&state, auth.0.as_ref(), &id).await?;
    let paging = query.paging();
    let (top, replies, total) =
        matchpool_store::comments::page(&state.db, project.id, paging.offset(), paging.limit).await?;
    let all: Vec<&Comment> = top.iter().chain(replies.iter()).collect();
    let ctx = Context::load(&state, &all, auth.0.as_ref().map(Auth::identity_id)).await?;
    let results = top
        .iter()
        .map(|c| {
            let children =
                replies.iter().filter(|r| r.parent_id == Some(c.id)).map(|r| ctx.view(r, Vec::new())).collect();
            ctx.view(c, children)
        })
        .collect();
    Ok(axum::Json(CommentPage { results, total, page: paging.page, limit: paging.limit }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CommentRequest {
    content: Option<String>,
    /// A top-level comment of the same project, to reply to it.
    parent_id: Option<String>,
    media_id: Option<String>,
}

/// An optional id field: absent or blank is none, anything else must be an id.
fn optional_id<T: std::str::FromStr>(field: &str, raw: Option<&str>) -> ApiResult<Option<T>> {
    match raw.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(raw) => raw.parse().map(Some).map_err(|_| ApiError::field(field, FieldError::Invalid)),
    }
}

/// Comment on a project or reply to a comment (any signed-in person, as the identity they act as).
#[utoipa::path(post, path = "/projects/{id}/comments", tag = "comments", params(("id" = Uuid, Path)), request_body = CommentRequest, security(("bearer" = [])),
    responses((status = 201, body = CommentView), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody),
        (status = 429, description = "`comment.rate_limited`", body = crate::error::ErrorBody)))]
pub async fn create_comment(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<CommentRequest>,
) -> ApiResult<(StatusCode, axum::Json<CommentView>)> {
    let project = crate::lookup::visible_project(&state, Some(&auth), &id).await?;
    let text = comments::content(body.content.as_deref())?;
    let parent = optional_id("parent_id", body.parent_id.as_deref())?;
    let media = optional_id("media_id", body.media_id.as_deref())?;
    state.comment_limiter.check(&auth.user.id.to_string()).await.map_err(|wait| {
        ApiError::rate_limited("comment.rate_limited", "You are commenting too fast. Please wait a minute.", wait)
    })?;
    let comment = comments::post(&state, author(&auth), project.id, parent, text, media).await?;
    Ok((StatusCode::CREATED, axum::Json(single(&state, &comment, Some(auth.identity_id())).await?)))
}

/// One comment with its replies.
#[utoipa::path(get, path = "/projects/comments/{id}", tag = "comments", params(("id" = Uuid, Path)),
    responses((status = 200, body = CommentView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_comment(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<CommentView>> {
    let comment = find_visible(&state, &id).await?;
    Ok(axum::Json(single(&state, &comment, auth.0.as_ref().map(Auth::identity_id)).await?))
}

/// Edit one's own comment.
#[utoipa::path(put, path = "/projects/comments/{id}", tag = "comments", params(("id" = Uuid, Path)), request_body = CommentRequest, security(("bearer" = [])),
    responses((status = 200, body = CommentView), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_comment(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<CommentRequest>,
) -> ApiResult<axum::Json<CommentView>> {
    let comment = find_visible(&state, &id).await?;
    let text = comments::content(body.content.as_deref())?;
    let media = body.media_id.as_deref().map(|raw| optional_id("media_id", Some(raw))).transpose()?;
    let comment = comments::edit(&state, author(&auth), comment, text, media).await?;
    Ok(axum::Json(single(&state, &comment, Some(auth.identity_id())).await?))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Message {
    pub message: &'static str,
}

/// Delete one's own comment (and its replies).
#[utoipa::path(delete, path = "/projects/comments/{id}", tag = "comments", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = Message), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete_comment(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Message>> {
    let comment = find_visible(&state, &id).await?;
    comments::delete(&state, author(&auth), &comment).await?;
    Ok(axum::Json(Message { message: "success" }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ReactionView {
    #[schema(value_type = Uuid)]
    pub id: ReactionId,
    #[schema(value_type = Uuid)]
    pub comment_id: CommentId,
    #[schema(value_type = Uuid)]
    pub identity_id: IdentityId,
    #[schema(value_type = String)]
    pub reaction: ReactionName,
    pub created_at: DateTime<Utc>,
}

fn reaction_view(r: Reaction) -> ReactionView {
    ReactionView {
        id: r.id,
        comment_id: r.comment_id,
        identity_id: r.identity_id,
        reaction: r.reaction,
        created_at: r.created_at,
    }
}

/// Like a comment (idempotent).
#[utoipa::path(post, path = "/projects/comments/{id}/likes", tag = "comments", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 201, body = ReactionView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn like(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<(StatusCode, axum::Json<ReactionView>)> {
    let row = comments::react(&state, auth.identity_id(), comment_id(&id)?, ReactionKind::Like, None).await?;
    Ok((StatusCode::CREATED, axum::Json(reaction_view(row))))
}

/// Remove one's like (idempotent).
#[utoipa::path(delete, path = "/projects/comments/{id}/likes", tag = "comments", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = Message), (status = 404, body = crate::error::ErrorBody)))]
pub async fn unlike(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Message>> {
    comments::unreact(&state, auth.identity_id(), comment_id(&id)?, ReactionKind::Like).await?;
    Ok(axum::Json(Message { message: "success" }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ReactionRequest {
    /// An emoji name or `LIKE`; up to 32 characters.
    reaction: Option<String>,
}

/// React to a comment; a new reaction replaces the identity's previous one.
#[utoipa::path(post, path = "/projects/comments/{id}/reactions", tag = "comments", params(("id" = Uuid, Path)), request_body = ReactionRequest,
    security(("bearer" = [])),
    responses((status = 201, body = ReactionView), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn react(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReactionRequest>,
) -> ApiResult<(StatusCode, axum::Json<ReactionView>)> {
    let (id, raw) = (comment_id(&id)?, body.reaction.as_deref());
    let row = comments::react(&state, auth.identity_id(), id, ReactionKind::Reaction, raw).await?;
    Ok((StatusCode::CREATED, axum::Json(reaction_view(row))))
}

/// Remove one's reaction.
#[utoipa::path(delete, path = "/projects/comments/{id}/reactions", tag = "comments", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = Message), (status = 404, body = crate::error::ErrorBody)))]
pub async fn unreact(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Message>> {
    if !comments::unreact(&state, auth.identity_id(), comment_id(&id)?, ReactionKind::Reaction).await? {
        return Err(ApiError::not_found("comment.no_reaction", "You have not reacted to this comment."));
    }
    Ok(axum::Json(Message { message: "success" }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct HideRequest {
    hidden: Option<bool>,
}

/// Operators hide (or show again) a comment.
#[utoipa::path(patch, path = "/admin/comments/{id}", tag = "admin", params(("id" = Uuid, Path)), request_body = HideRequest, security(("bearer" = [])),
    responses((status = 200, body = Message), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn hide_comment(
    State(state): State<AppState>,
    Operator(op): Operator,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<HideRequest>,
) -> ApiResult<axum::Json<Message>> {
    comments::hide(&state, op.user.id, comment_id(&id)?, body.hidden.unwrap_or(true)).await?;
    Ok(axum::Json(Message { message: "success" }))
}
