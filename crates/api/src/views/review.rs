//! Application review as the organization and the operators read it.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_domain::{IdentityId, OrganizationId, ProjectId, ProjectStatus, ReviewAction, RoundId};
use matchpool_store::projects::Project;
use matchpool_store::reviews::Review;
use serde::Serialize;

use super::round::cents_to_major;

/// Where a project stands in review, and the latest step with its message.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ReviewNote {
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    /// The project's status: `SUBMITTED`, `CHANGES_REQUESTED`, `REJECTED`, `ACTIVE`, `DRAFT`, ...
    pub status: ProjectStatus,
    /// Whether the project's round needs an operator's approval of its projects.
    pub needs_approval: bool,
    /// The latest review step: `approved`, `changes_requested`, `rejected` or `resubmitted`.
    #[schema(value_type = Option<ReviewAction>)]
    pub action: Option<ReviewAction>,
    /// The changes asked for, or the reason of the rejection.
    pub message: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
}

pub fn review_note(project: &Project, round: Option<&Round>, latest: Option<&Review>) -> ReviewNote {
    ReviewNote {
        project_id: project.id,
        status: project.status,
        needs_approval: round.is_some_and(|r| r.projects_need_approval),
        action: latest.map(|r| r.action),
        message: latest.and_then(|r| r.message.clone()),
        decided_at: latest.map(|r| r.created_at),
    }
}

/// A project in the operators' review queue.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ReviewItem {
    #[schema(value_type = Uuid)]
    pub id: ProjectId,
    pub title: String,
    /// The description as plain text, at most 400 characters.
    pub summary: String,
    #[schema(value_type = Uuid)]
    pub organization_id: OrganizationId,
    pub organization_name: String,
    #[schema(value_type = Uuid)]
    pub round_id: RoundId,
    pub round_name: String,
    #[serde(serialize_with = "crate::views::vocabulary::blank_if_none")]
    #[schema(schema_with = crate::views::vocabulary::social_cause_or_blank, required = true)]
    pub social_cause: Option<matchpool_domain::project::SocialCause>,
    #[serde(serialize_with = "crate::views::vocabulary::blank_if_none")]
    #[schema(schema_with = crate::views::vocabulary::track_or_blank, required = true)]
    pub category: Option<matchpool_domain::project::Track>,
    /// In USD.
    pub total_requested_amount: f64,
    pub status: ProjectStatus,
    /// The latest review step and its message (for a resubmission, the changes that were asked).
    #[schema(value_type = Option<ReviewAction>)]
    pub action: Option<ReviewAction>,
    pub message: Option<String>,
    pub created_at: DateTime<Utc>,
    /// The last change: a submission, an edit, or a decision.
    pub updated_at: DateTime<Utc>,
}

pub fn review_item(
    project: &Project,
    organizations: &HashMap<IdentityId, String>,
    rounds: &HashMap<RoundId, Round>,
    latest: &HashMap<ProjectId, Review>,
) -> ReviewItem {
    let summary: String = matchpool_domain::free_text::plain_text(&project.description).chars().take(400).collect();
    let review = latest.get(&project.id);
    ReviewItem {
        id: project.id,
        title: project.title.clone(),
        summary,
        organization_id: project.identity_id,
        organization_name: organizations.get(&project.identity_id.into()).cloned().unwrap_or_default(),
        round_id: project.round_id,
        round_name: rounds.get(&project.round_id).map(|r| r.name.clone()).unwrap_or_default(),
        social_cause: project.social_cause,
        category: project.category,
        total_requested_amount: cents_to_major(project.total_requested_cents),
        status: project.status,
        action: review.map(|r| r.action),
        message: review.and_then(|r| r.message.clone()),
        created_at: project.created_at,
        updated_at: project.updated_at,
    }
}
