//! Comments on projects as the store keeps them.

use chrono::{DateTime, Utc};
use uuid::Uuid;

/// A comment on a project, or a reply (`parent_id`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub id: Uuid,
    pub project_id: Uuid,
    /// The identity that wrote it (a person or one of their organizations).
    pub identity_id: Uuid,
    /// The person behind it.
    pub user_id: Uuid,
    pub parent_id: Option<Uuid>,
    pub media_id: Option<Uuid>,
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
    pub comment_id: Uuid,
    pub identity_id: Uuid,
    pub kind: String,
    pub reaction: String,
    pub created_at: DateTime<Utc>,
}
