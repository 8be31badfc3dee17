//! Votes: insertion guarded by the unique (project, person) index, and counts.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect, Set,
};
use uuid::Uuid;

use crate::entities::vote::{self, ActiveModel, Entity as Votes, Model as Vote};

/// Records a vote; a second vote by the same person comes back as a unique violation.
pub async fn insert(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    project_id: Uuid,
    round_id: Uuid,
    now: DateTime<Utc>,
) -> Result<Vote, DbErr> {
    ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id),
        project_id: Set(project_id),
        round_id: Set(round_id),
        created_at: Set(now),
    }
    .insert(db)
    .await
}

pub async fn has_voted(db: &impl ConnectionTrait, user_id: Uuid, project_id: Uuid) -> Result<bool, DbErr> {
    Ok(Votes::find()
        .filter(vote::Column::UserId.eq(user_id))
        .filter(vote::Column::ProjectId.eq(project_id))
        .count(db)
        .await?
        > 0)
}

/// Which of `projects` the person voted for.
pub async fn voted_among(db: &impl ConnectionTrait, user_id: Uuid, projects: Vec<Uuid>) -> Result<Vec<Uuid>, DbErr> {
    if projects.is_empty() {
        return Ok(Vec::new());
    }
    let rows = Votes::find()
        .filter(vote::Column::UserId.eq(user_id))
        .filter(vote::Column::ProjectId.is_in(projects))
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|v| v.project_id).collect())
}

/// Vote counts per project.
pub async fn counts(db: &impl ConnectionTrait, projects: Vec<Uuid>) -> Result<HashMap<Uuid, i64>, DbErr> {
    if projects.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(Uuid, i64)> = Votes::find()
        .select_only()
        .column(vote::Column::ProjectId)
        .column_as(vote::Column::Id.count(), "n")
        .filter(vote::Column::ProjectId.is_in(projects))
        .group_by(vote::Column::ProjectId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().collect())
}

pub async fn count_in_round(db: &impl ConnectionTrait, round_id: Uuid) -> Result<u64, DbErr> {
    Votes::find().filter(vote::Column::RoundId.eq(round_id)).count(db).await
}

/// Every vote of a round (for matching).
pub async fn of_round(db: &impl ConnectionTrait, round_id: Uuid) -> Result<Vec<Vote>, DbErr> {
    Votes::find().filter(vote::Column::RoundId.eq(round_id)).all(db).await
}

/// Whether the person has voted at all.
pub async fn has_any(db: &impl ConnectionTrait, user_id: Uuid) -> Result<bool, DbErr> {
    Ok(Votes::find().filter(vote::Column::UserId.eq(user_id)).count(db).await? > 0)
}
