//! Comments on projects: people (as the identity they act for) comment and reply, edit and
//! delete their own comments, like and react; operators hide comments. The rules live here; the
//! handlers parse and encode.

use chrono::Utc;
pub use matchpool_domain::comment::ReactionKind;
use matchpool_domain::comment::ReactionName;
use matchpool_domain::free_text::{Lines, Text};
use matchpool_domain::{CommentId, FieldError, IdentityId, MediaId, ProjectId, UserId};
use matchpool_store::comments::Comment;
use matchpool_store::comments::NewComment;
use matchpool_store::comments::Reaction;

use crate::{App, AppError, AppResult};

/// The longest comment, in characters.
pub const CONTENT_MAX: usize = 5000;

/// Who writes: the person, and the identity (theirs or their organization's) they act for.
#[derive(Clone, Copy)]
pub struct Author {
    pub user_id: UserId,
    pub identity_id: IdentityId,
}

fn not_found() -> AppError {
    AppError::not_found("comment.not_found", "Comment not found.")
}

/// A comment's text, checked: required, at most [`CONTENT_MAX`] characters.
pub fn content(raw: Option<&str>) -> AppResult<String> {
    Text::parse(raw, CONTENT_MAX, Lines::Many).map(Text::into_inner).map_err(|error| AppError::field("content", error))
}

/// A visible (not hidden) comment.
pub async fn visible(app: &App, id: CommentId) -> AppResult<Comment> {
    matchpool_store::comments::visible(&app.db, id).await?.ok_or_else(not_found)
}

/// The picture a comment shows must be one the author uploaded (as themselves or for the
/// identity they act for); documents never.
async fn check_media(app: &App, author: Author, media: Option<MediaId>) -> AppResult<()> {
    let Some(id) = media else { return Ok(()) };
    match matchpool_store::media::find(&app.db, id).await? {
        Some(m) if m.width > 0 && (m.user_id == author.user_id || m.identity_id == author.identity_id) => Ok(()),
        _ => Err(AppError::field("media_id", FieldError::Invalid)),
    }
}

/// Comments on a project (the caller checked the author may see it), or replies to one of its
/// top-level comments.
pub async fn post(
    app: &App,
    author: Author,
    project_id: ProjectId,
    parent: Option<CommentId>,
    content: String,
    media: Option<MediaId>,
) -> AppResult<Comment> {
    if let Some(parent) = parent {
        match matchpool_store::comments::visible(&app.db, parent).await? {
            Some(p) if p.project_id == project_id && p.parent_id.is_none() => {}
            _ => return Err(AppError::field("parent_id", FieldError::Invalid)),
        }
    }
    check_media(app, author, media).await?;
    let new = NewComment {
        project_id,
        identity_id: author.identity_id,
        user_id: author.user_id,
        parent_id: parent,
        media_id: media,
        content,
    };
    Ok(matchpool_store::comments::insert(&app.db, new, Utc::now()).await?)
}

fn require_author(author: Author, comment: &Comment) -> AppResult<()> {
    if comment.user_id == author.user_id {
        Ok(())
    } else {
        Err(AppError::forbidden("comment.not_owner", "Only the author can change this comment."))
    }
}

/// The author edits their comment's text; `media` is `None` to keep the picture as it is.
pub async fn edit(
    app: &App,
    author: Author,
    comment: Comment,
    content: String,
    media: Option<Option<MediaId>>,
) -> AppResult<Comment> {
    require_author(author, &comment)?;
    let media = match media {
        None => comment.media_id,
        Some(media) => {
            if media != comment.media_id {
                check_media(app, author, media).await?;
            }
            media
        }
    };
    Ok(matchpool_store::comments::update_content(&app.db, comment, content, media, Utc::now()).await?)
}

/// The author deletes their comment, and its replies with it, in one transaction.
pub async fn delete(app: &App, author: Author, comment: &Comment) -> AppResult<()> {
    require_author(author, comment)?;
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::comments::delete(&txn, comment.id).await?;
    txn.commit().await?;
    Ok(())
}

/// Sets the identity's like or reaction (`raw`, checked once the comment is found) on a visible
/// comment; a new reaction replaces the old.
pub async fn react(
    app: &App,
    identity: IdentityId,
    comment: CommentId,
    kind: ReactionKind,
    raw: Option<&str>,
) -> AppResult<Reaction> {
    let comment = visible(app, comment).await?;
    let value = match kind {
        ReactionKind::Like => ReactionName::like(),
        ReactionKind::Reaction => ReactionName::parse(raw).map_err(|error| AppError::field("reaction", error))?,
    };
    Ok(matchpool_store::comments::react(&app.db, comment.id, identity, kind, &value, Utc::now()).await?)
}

/// Removes the identity's like or reaction from a visible comment; false when there was none.
pub async fn unreact(app: &App, identity: IdentityId, comment: CommentId, kind: ReactionKind) -> AppResult<bool> {
    let comment = visible(app, comment).await?;
    Ok(matchpool_store::comments::unreact(&app.db, comment.id, identity, kind).await?)
}

/// An operator hides a comment from everyone, or shows it again.
pub async fn hide(app: &App, operator: UserId, id: CommentId, hidden: bool) -> AppResult<()> {
    let comment = matchpool_store::comments::find(&app.db, id).await?.ok_or_else(not_found)?;
    matchpool_store::comments::set_hidden(&app.db, comment, hidden, Utc::now()).await?;
    tracing::info!(comment = %id, %operator, hidden, "comment moderated");
    Ok(())
}
