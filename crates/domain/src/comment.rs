//! Comments on projects as the store keeps them.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::{CommentId, MediaId, ProjectId, UserId};

/// A comment on a project, or a reply (`parent_id`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub id: CommentId,
    pub project_id: ProjectId,
    /// The identity that wrote it (a person or one of their organizations).
    pub identity_id: crate::IdentityId,
    /// The person behind it.
    pub user_id: UserId,
    pub parent_id: Option<CommentId>,
    pub media_id: Option<MediaId>,
    pub content: String,
    /// Set when an operator hides it.
    pub hidden_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// An identity's like (`kind = like`) or reaction on a comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reaction {
    pub id: Uuid,
    pub comment_id: CommentId,
    pub identity_id: crate::IdentityId,
    pub kind: String,
    pub reaction: String,
    pub created_at: DateTime<Utc>,
}
