//! Comments, replies, likes and reactions. Comments are answered as domain [`Comment`] records;
//! the entity stays inside the store.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::{CommentId, IdentityId, MediaId, ProjectId, UserId};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, Unchanged,
};
use uuid::Uuid;

pub use matchpool_domain::comment::Comment;

use crate::entities::comment::{self, ActiveModel, Entity as Comments, Model};
pub use matchpool_domain::comment::Reaction;
use matchpool_domain::comment::{ReactionKind, ReactionName};

use crate::entities::comment_reaction::{self, Entity as Reactions};
use crate::error::{StoreResult, corrupt};

pub(crate) fn record(m: Model) -> Comment {
    Comment {
        id: m.id.into(),
        project_id: m.project_id.into(),
        identity_id: m.identity_id.into(),
        user_id: m.user_id.into(),
        parent_id: m.parent_id.map(CommentId::from),
        media_id: m.media_id.map(MediaId::from),
        content: m.content,
        hidden_at: m.hidden_at,
        created_at: m.created_at,
        updated_at: m.updated_at,
    }
}

pub(crate) fn records(rows: Vec<Model>) -> Vec<Comment> {
    rows.into_iter().map(record).collect()
}

/// An update of the comment's row: only the columns set on it change.
fn changing(comment: &Comment) -> ActiveModel {
    ActiveModel { id: Unchanged(comment.id.into()), ..Default::default() }
}

pub struct NewComment {
    pub project_id: ProjectId,
    pub identity_id: IdentityId,
    pub user_id: UserId,
    pub parent_id: Option<CommentId>,
    pub media_id: Option<MediaId>,
    pub content: String,
}

pub async fn insert(db: &impl ConnectionTrait, new: NewComment, now: DateTime<Utc>) -> StoreResult<Comment> {
    Ok(ActiveModel {
        id: Set(CommentId::generate().into()),
        project_id: Set(new.project_id.into()),
        identity_id: Set(new.identity_id.into()),
        user_id: Set(new.user_id.into()),
        parent_id: Set(new.parent_id.map(Uuid::from)),
        media_id: Set(new.media_id.map(Uuid::from)),
        content: Set(new.content),
        hidden_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(db)
    .await
    .map(record)?)
}

pub async fn find(db: &impl ConnectionTrait, id: CommentId) -> StoreResult<Option<Comment>> {
    Ok(Comments::find_by_id(id).one(db).await?.map(record))
}

pub async fn update_content(
    db: &impl ConnectionTrait,
    comment: Comment,
    content: String,
    media_id: Option<MediaId>,
    now: DateTime<Utc>,
) -> StoreResult<Comment> {
    let mut active = changing(&comment);
    active.content = Set(content);
    active.media_id = Set(media_id.map(Uuid::from));
    active.updated_at = Set(now);
    Ok(active.update(db).await.map(record)?)
}

pub async fn set_hidden(
    db: &impl ConnectionTrait,
    comment: Comment,
    hidden: bool,
    now: DateTime<Utc>,
) -> StoreResult<Comment> {
    let mut active = changing(&comment);
    active.hidden_at = Set(hidden.then_some(now));
    Ok(active.update(db).await.map(record)?)
}

/// Deletes a comment and its replies.
pub async fn delete(db: &impl ConnectionTrait, id: CommentId) -> StoreResult<()> {
    Comments::delete_many().filter(comment::Column::ParentId.eq(id)).exec(db).await?;
    Comments::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// A page of a project's visible top-level comments (newest first) and all their visible replies.
pub async fn page(
    db: &impl ConnectionTrait,
    project: ProjectId,
    offset: u64,
    limit: u64,
) -> StoreResult<(Vec<Comment>, Vec<Comment>, u64)> {
    let top = Comments::find()
        .filter(comment::Column::ProjectId.eq(project))
        .filter(comment::Column::ParentId.is_null())
        .filter(comment::Column::HiddenAt.is_null());
    let total = top.clone().count(db).await?;
    let rows = top
        .order_by_desc(comment::Column::CreatedAt)
        .order_by_desc(comment::Column::Id)
        .offset(offset)
        .limit(limit)
        .all(db)
        .await?;
    let ids: Vec<Uuid> = rows.iter().map(|c| c.id).collect();
    let replies = if ids.is_empty() {
        Vec::new()
    } else {
        Comments::find()
            .filter(comment::Column::ParentId.is_in(ids))
            .filter(comment::Column::HiddenAt.is_null())
            .order_by_asc(comment::Column::CreatedAt)
            .order_by_asc(comment::Column::Id)
            .all(db)
            .await?
    };
    Ok((records(rows), records(replies), total))
}

fn reaction_record(m: comment_reaction::Model) -> Result<Reaction, DbErr> {
    Ok(Reaction {
        kind: ReactionKind::parse(&m.kind).ok_or_else(|| corrupt("comment reaction", m.id, "kind"))?,
        reaction: ReactionName::parse(Some(&m.reaction)).map_err(|_| corrupt("comment reaction", m.id, "reaction"))?,
        id: m.id.into(),
        comment_id: m.comment_id.into(),
        identity_id: m.identity_id.into(),
        created_at: m.created_at,
    })
}

/// Sets the identity's like (`kind = like`) or reaction on a comment, replacing an earlier one.
pub async fn react(
    db: &impl ConnectionTrait,
    comment: CommentId,
    identity: IdentityId,
    kind: ReactionKind,
    reaction: &ReactionName,
    now: DateTime<Utc>,
) -> StoreResult<Reaction> {
    Ok(reaction_record(react_row(db, comment, identity, kind.as_str(), reaction.as_str(), now).await?)?)
}

async fn react_row(
    db: &impl ConnectionTrait,
    comment: CommentId,
    identity: IdentityId,
    kind: &str,
    reaction: &str,
    now: DateTime<Utc>,
) -> Result<comment_reaction::Model, DbErr> {
    let existing = Reactions::find()
        .filter(comment_reaction::Column::CommentId.eq(comment))
        .filter(comment_reaction::Column::IdentityId.eq(identity))
        .filter(comment_reaction::Column::Kind.eq(kind))
        .one(db)
        .await?;
    if let Some(existing) = existing {
        if existing.reaction == reaction {
            return Ok(existing);
        }
        let mut active: comment_reaction::ActiveModel = existing.into();
        active.reaction = Set(reaction.to_owned());
        active.created_at = Set(now);
        return active.update(db).await;
    }
    let row = comment_reaction::ActiveModel {
        id: Set(Uuid::now_v7()),
        comment_id: Set(comment.into()),
        identity_id: Set(identity.into()),
        kind: Set(kind.to_owned()),
        reaction: Set(reaction.to_owned()),
        created_at: Set(now),
    };
    match row.insert(db).await {
        Ok(row) => Ok(row),
        // A concurrent request set it first; the latest write wins on the next call.
        Err(err) if crate::is_unique_violation(&err) => Reactions::find()
            .filter(comment_reaction::Column::CommentId.eq(comment))
            .filter(comment_reaction::Column::IdentityId.eq(identity))
            .filter(comment_reaction::Column::Kind.eq(kind))
            .one(db)
            .await?
            .ok_or(err),
        Err(err) => Err(err),
    }
}

/// Removes the identity's like or reaction; false when there was none.
pub async fn unreact(
    db: &impl ConnectionTrait,
    comment: CommentId,
    identity: IdentityId,
    kind: ReactionKind,
) -> StoreResult<bool> {
    let result = Reactions::delete_many()
        .filter(comment_reaction::Column::CommentId.eq(comment))
        .filter(comment_reaction::Column::IdentityId.eq(identity))
        .filter(comment_reaction::Column::Kind.eq(kind.as_str()))
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}

/// Every like and reaction on the comments.
pub async fn reactions_of(
    db: &impl ConnectionTrait,
    comments: Vec<CommentId>,
) -> StoreResult<HashMap<CommentId, Vec<Reaction>>> {
    if comments.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = Reactions::find().filter(comment_reaction::Column::CommentId.is_in(comments)).all(db).await?;
    let mut out: HashMap<CommentId, Vec<Reaction>> = HashMap::new();
    for row in rows {
        out.entry(row.comment_id.into()).or_default().push(reaction_record(row)?);
    }
    Ok(out)
}

/// Replies of a comment (for `children_count` of a single comment).
pub async fn replies(db: &impl ConnectionTrait, comment: CommentId) -> StoreResult<Vec<Comment>> {
    Ok(Comments::find()
        .filter(comment::Column::ParentId.eq(comment))
        .filter(comment::Column::HiddenAt.is_null())
        .order_by_asc(comment::Column::CreatedAt)
        .all(db)
        .await
        .map(records)?)
}

/// Touches nothing but proves a comment exists and is visible.
pub async fn visible(db: &impl ConnectionTrait, id: CommentId) -> StoreResult<Option<Comment>> {
    Ok(Comments::find_by_id(id)
        .filter(comment::Column::HiddenAt.is_null())
        .one(db)
        .await?
        .filter(|c| c.hidden_at.is_none())
        .map(record))
}
