//! Votes: one counting vote per person and project (a partial unique index: revoked votes stay as
//! history), and counts. Written only by the vote use case.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::vote::Vote;
use matchpool_domain::{DonationId, ProjectId, RoundId, UserId, VoteId};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QuerySelect, Set, Statement, TryInsertResult,
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

/// Records a vote as [`insert`] does and, when it is new, counts it: the project's count
/// ([`crate::totals::add_votes`]) and the voter's impact point ([`crate::impact::for_vote`]), in the
/// caller's transaction. Every vote is written through this or [`cast_plain`].
pub async fn insert_counted(
    db: &impl ConnectionTrait,
    voter: UserId,
    project: ProjectId,
    round: RoundId,
    donation: Option<DonationId>,
    now: DateTime<Utc>,
) -> StoreResult<Option<Vote>> {
    let Some(vote) = insert(db, voter, project, round, donation, now).await? else {
        return Ok(None);
    };
    crate::totals::add_votes(db, project, 1).await?;
    crate::impact::for_vote(db, &vote, now).await?;
    Ok(Some(vote))
}

/// A vote no donation cast and no referral follows from, written whole in one transaction: the
/// vote, the project's count ([`crate::totals::add_votes`]) and the voter's impact point
/// ([`crate::impact::for_vote`]). Returns the vote and the voter's impact points after it, or
/// `None` when the person already has a counting vote for the project (then nothing is written).
///
/// On PostgreSQL this is one statement (a data-modifying CTE) instead of six round trips
/// (`BEGIN`, three writes, the points' sum, `COMMIT`): a vote is a live round's hottest write,
/// and each round trip waits for a CPU while the readers fill the machine (BENCHMARKS.md, "Live
/// round"). SQLite, in process, runs the same writes as separate statements.
pub async fn cast_plain(
    db: &DatabaseConnection,
    voter: UserId,
    project: ProjectId,
    round: RoundId,
    now: DateTime<Utc>,
) -> StoreResult<Option<(Vote, i64)>> {
    if db.get_database_backend() != DatabaseBackend::Postgres {
        let txn = crate::write_txn(db).await?;
        let Some(vote) = insert_counted(&txn, voter, project, round, None, now).await? else {
            return Ok(None);
        };
        let points = crate::impact::impact_points(&txn, voter, Utc::now()).await?;
        txn.commit().await?;
        return Ok(Some((vote, points)));
    }
    let vote =
        Vote { id: VoteId::generate(), voter, project, round, donation: None, revoked_at: None, created_at: now };
    let (kind, cause, points) = crate::impact::vote_grant(&vote);
    // The sum reads the snapshot from before the statement, so the point it grants is added to it.
    let stmt = Statement::from_sql_and_values(
        DatabaseBackend::Postgres,
        "WITH cast_vote AS (
             INSERT INTO votes (id, user_id, project_id, round_id, donation_id, revoked_at, created_at)
             VALUES ($1, $2, $3, $4, NULL, NULL, $5)
             ON CONFLICT DO NOTHING
             RETURNING id
         ), counted AS (
             INSERT INTO project_totals (project_id, votes) SELECT $3, 1 FROM cast_vote
             ON CONFLICT (project_id) DO UPDATE SET votes = project_totals.votes + 1
         ), granted AS (
             INSERT INTO impact_points (id, user_id, points, kind, cause, project_id, created_at)
             SELECT $6, $2, $7, $8, $9, $3, $5 FROM cast_vote WHERE $7 > 0
             ON CONFLICT (cause) DO NOTHING
             RETURNING points
         )
         SELECT (SELECT count(*) FROM cast_vote) AS cast,
                CAST(COALESCE((SELECT sum(points) FROM impact_points WHERE user_id = $2 AND created_at <= $10), 0)
                     + COALESCE((SELECT sum(points) FROM granted), 0) AS BIGINT) AS points",
        [
            Uuid::from(vote.id).into(),
            Uuid::from(voter).into(),
            Uuid::from(project).into(),
            Uuid::from(round).into(),
            now.into(),
            Uuid::now_v7().into(),
            points.into(),
            kind.into(),
            cause.into(),
            Utc::now().into(),
        ],
    );
    let row = db.query_one_raw(stmt).await?.ok_or_else(|| sea_orm::DbErr::RecordNotFound("a vote's row".into()))?;
    let cast: i64 = row.try_get("", "cast")?;
    let points: i64 = row.try_get("", "points")?;
    Ok((cast == 1).then_some((vote, points)))
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
