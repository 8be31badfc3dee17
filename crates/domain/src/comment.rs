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
