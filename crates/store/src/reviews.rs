//! Application review: a project's status moves and the log of review steps with their messages.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::{ProjectId, ProjectStatus, ReviewAction, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, Set};
use uuid::Uuid;

use crate::entities::project::{self, Entity as Projects};
pub use matchpool_domain::review::Review;

use crate::entities::project_review::{self, ActiveModel, Entity as Reviews};
use crate::error::{StoreResult, corrupt};
use crate::projects::{Project, records};

/// A stored step as the domain's record; an unknown action is a corrupt row.
fn review(m: project_review::Model) -> Result<Review, DbErr> {
    Ok(Review {
        action: ReviewAction::parse(&m.action).ok_or_else(|| corrupt("project review", m.id, "action"))?,
        id: m.id.into(),
        project_id: m.project_id.into(),
        message: m.message,
        actor_id: m.actor_id.into(),
        created_at: m.created_at,
    })
}

/// Moves a project from `from` to `to`, only if it is still in `from` (of two concurrent
/// decisions, one wins); whether it moved.
pub async fn move_status(
    db: &impl ConnectionTrait,
    project_id: ProjectId,
    from: ProjectStatus,
    to: ProjectStatus,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    let moved = Projects::update_many()
        .col_expr(project::Column::Status, Expr::value(to.as_str()))
        .col_expr(project::Column::UpdatedAt, Expr::value(now))
        .filter(project::Column::Id.eq(project_id))
        .filter(project::Column::Status.eq(from.as_str()))
        .exec(db)
        .await?;
    Ok(moved.rows_affected == 1)
}

/// Writes one review step.
pub async fn record(
    db: &impl ConnectionTrait,
    project_id: ProjectId,
    action: ReviewAction,
    message: Option<String>,
    actor_id: UserId,
    now: DateTime<Utc>,
) -> StoreResult<Review> {
    Ok(ActiveModel {
        id: Set(Uuid::now_v7()),
        project_id: Set(project_id.into()),
        action: Set(action.as_str().to_owned()),
        message: Set(message),
        actor_id: Set(actor_id.into()),
        created_at: Set(now),
    }
    .insert(db)
    .await
    .and_then(review)?)
}

/// The projects in `status`, the longest waiting first (at most `limit`).
pub async fn queue(db: &impl ConnectionTrait, status: ProjectStatus, limit: u64) -> StoreResult<Vec<Project>> {
    use sea_orm::QuerySelect;
    Ok(Projects::find()
        .filter(project::Column::Status.eq(status.as_str()))
        .order_by_asc(project::Column::UpdatedAt)
        .order_by_asc(project::Column::Id)
        .limit(limit)
        .all(db)
        .await
        .map(records)??)
}

/// The latest review step of each project that has one.
pub async fn latest_of(db: &impl ConnectionTrait, projects: &[ProjectId]) -> StoreResult<HashMap<ProjectId, Review>> {
    if projects.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = Reviews::find()
        .filter(project_review::Column::ProjectId.is_in(projects.iter().copied()))
        .order_by_asc(project_review::Column::CreatedAt)
        .order_by_asc(project_review::Column::Id)
        .all(db)
        .await?;
    rows.into_iter().map(|r| Ok((r.project_id.into(), review(r)?))).collect()
}
