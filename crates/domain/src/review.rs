//! Application review: the steps operators (and, resubmitting, organizations) take on a project.

use chrono::{DateTime, Utc};

use crate::status::ReviewAction;

/// One step of a project's review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub id: crate::ReviewId,
    pub project_id: crate::ProjectId,
    pub action: ReviewAction,
    /// The changes asked for, or the reason of a rejection.
    pub message: Option<String>,
    /// The operator, or the member of the organization who resubmitted.
    pub actor_id: crate::UserId,
    pub created_at: DateTime<Utc>,
}
