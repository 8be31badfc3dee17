//! Votes: one counting vote per person and project (a partial unique index: revoked votes stay as
//! history), and counts. Written only by the vote use case.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::vote::Vote;
use matchpool_domain::{DonationId, ProjectId, RoundId, UserId, VoteId};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect, Set, TryInsertResult,
};
use uuid::Uuid;

use crate::entities::vote::{self, ActiveModel, Entity as Votes, Model};
use crate::error::StoreResult;

pub(crate) fn record(m: Model) -> Vote {
    Vote {
        id: m.id.into(),
        voter: m.user_id.into(),
        project: m.project_id.into(),
        round: m.round_id.into(),
        donation: m.donation_id.map(DonationId::from),
        revoked_at: m.revoked_at,
        created_at: m.created_at,
    }
}

/// Records a vote unless the person already has a counting one for the project (then `None`).
pub async fn insert(
    db: &impl ConnectionTrait,
    voter: UserId,
    project: ProjectId,
    round: RoundId,
    donation: Option<DonationId>,
    now: DateTime<Utc>,
) -> StoreResult<Option<Vote>> {
    let row = ActiveModel {
        id: Set(VoteId::generate().into()),
        user_id: Set(voter.into()),
        project_id: Set(project.into()),
        round_id: Set(round.into()),
        donation_id: Set(donation.map(Uuid::from)),
        revoked_at: Set(None),
        created_at: Set(now),
    };
    let id = VoteId::from(row.id.clone().unwrap());
    // No conflict target: the partial unique index (project, person) where not revoked decides.
    let inserted =
        Votes::insert(row).on_conflict(OnConflict::new().do_nothing().to_owned()).try_insert().exec(db).await?;
    Ok(match inserted {
        TryInsertResult::Inserted(_) => {
            Some(Vote { id, voter, project, round, donation, revoked_at: None, created_at: now })
        }
        TryInsertResult::Conflicted | TryInsertResult::Empty => None,
    })
}

/// Revokes the vote a donation cast, if it still counts; returns it.
pub async fn revoke_cast_by(
    db: &impl ConnectionTrait,
    donation: DonationId,
    now: DateTime<Utc>,
) -> StoreResult<Option<Vote>> {
    let Some(row) = Votes::find()
        .filter(vote::Column::DonationId.eq(donation))
        .filter(vote::Column::RevokedAt.is_null())
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    let revoked = Votes::update_many()
        .col_expr(vote::Column::RevokedAt, Expr::value(now))
        .filter(vote::Column::Id.eq(row.id))
        .filter(vote::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok((revoked.rows_affected == 1).then(|| record(row)))
}

fn counting() -> sea_orm::Select<Votes> {
    Votes::find().filter(vote::Column::RevokedAt.is_null())
}

pub async fn has_voted(db: &impl ConnectionTrait, voter: UserId, project: ProjectId) -> StoreResult<bool> {
    Ok(counting().filter(vote::Column::UserId.eq(voter)).filter(vote::Column::ProjectId.eq(project)).count(db).await?
        > 0)
}

/// Which of `projects` the person has a counting vote for.
pub async fn voted_among(
    db: &impl ConnectionTrait,
    voter: UserId,
    projects: Vec<ProjectId>,
) -> StoreResult<Vec<ProjectId>> {
    if projects.is_empty() {
        return Ok(Vec::new());
    }
    let rows = counting()
        .filter(vote::Column::UserId.eq(voter))
        .filter(vote::Column::ProjectId.is_in(projects))
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|v| v.project_id.into()).collect())
}

/// Counting votes per project.
pub async fn counts(db: &impl ConnectionTrait, projects: Vec<ProjectId>) -> StoreResult<HashMap<ProjectId, i64>> {
    if projects.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(Uuid, i64)> = counting()
        .select_only()
        .column(vote::Column::ProjectId)
        .column_as(vote::Column::Id.count(), "n")
        .filter(vote::Column::ProjectId.is_in(projects))
        .group_by(vote::Column::ProjectId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|(project, n)| (project.into(), n)).collect())
}

pub async fn count_in_round(db: &impl ConnectionTrait, round_id: RoundId) -> StoreResult<u64> {
    Ok(counting().filter(vote::Column::RoundId.eq(round_id)).count(db).await?)
}

/// Whether the person has any counting vote (referral progress).
pub async fn has_any(db: &impl ConnectionTrait, voter: UserId) -> StoreResult<bool> {
    Ok(counting().filter(vote::Column::UserId.eq(voter)).count(db).await? > 0)
}
