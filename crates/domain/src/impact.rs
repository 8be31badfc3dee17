//! Impact points: granted for votes and donations, reversed when those are undone.

use chrono::{DateTime, Utc};
use uuid::Uuid;

/// One grant (or, negative, a reversal) of impact points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub id: Uuid,
    pub user_id: Uuid,
    pub points: i64,
    /// `vote`, `donation` or `reversal`.
    pub kind: String,
    /// `vote:<user>:<project>` or `donation:<id>`.
    pub cause: String,
    pub project_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
}
