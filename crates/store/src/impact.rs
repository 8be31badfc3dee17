//! The impact-points ledger: append-only grants, each unique by its cause, and reversing entries
//! (never deletions) when what earned them stops counting.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::donation::Donation;
use matchpool_domain::policy::{self, ImpactEvent};
use matchpool_domain::vote::Vote;
use matchpool_domain::{DonationId, ProjectId, UserId};
use sea_orm::sea_query::ExprTrait;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
    TryInsertResult,
};
use uuid::Uuid;

pub use matchpool_domain::impact::{Grant, GrantKind};

use crate::entities::impact_point::{self, ActiveModel, Entity as Points};
use crate::error::StoreResult;

/// People per `IN` list when totals are read for many.
const USER_CHUNK: usize = 5_000;

/// Grants points for a cause once: a repeated cause is ignored (returns false).
pub async fn grant(
    db: &impl ConnectionTrait,
    user: UserId,
    points: i64,
    kind: GrantKind,
    cause: String,
    project: Option<ProjectId>,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    if points <= 0 {
        return Ok(false);
    }
    let row = ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user.into()),
        points: Set(points),
        kind: Set(kind.as_str().to_owned()),
        cause: Set(cause),
        project_id: Set(project.map(Uuid::from)),
        created_at: Set(now),
    };
    let inserted = Points::insert(row).on_conflict_do_nothing_on([impact_point::Column::Cause]).exec(db).await?;
    Ok(matches!(inserted, TryInsertResult::Inserted(_)))
}

/// The cause family of a vote's points.
fn vote_family(vote: &Vote) -> String {
    format!("vote:{}", vote.id)
}

/// The cause family of a donation's points.
fn donation_family(donation: DonationId) -> String {
    format!("donation:{donation}")
}

/// Points for a vote (policy::impact_points), once.
pub async fn for_vote(db: &impl ConnectionTrait, vote: &Vote, now: DateTime<Utc>) -> StoreResult<bool> {
    let points = policy::impact_points(ImpactEvent::Vote);
    grant(db, vote.voter, points, GrantKind::Vote, vote_family(vote), Some(vote.project), now).await
}

/// What [`for_vote`] grants, as stored (kind, cause, points): for the writer of a plain vote, which
/// grants it inside one statement of its own.
pub(crate) fn vote_grant(vote: &Vote) -> (&'static str, String, i64) {
    (GrantKind::Vote.as_str(), vote_family(vote), policy::impact_points(ImpactEvent::Vote))
}

/// Points for a settled donation (policy::impact_points), once.
pub async fn for_donation(db: &impl ConnectionTrait, donation: &Donation, now: DateTime<Utc>) -> StoreResult<bool> {
    let points = policy::impact_points(ImpactEvent::Donation { usd_cents: donation.usd_cents });
    let cause = donation_family(donation.id);
    grant(db, donation.donor, points, GrantKind::Donation, cause, Some(donation.project), now).await
}

/// Grants a donation's points again after a reversal (a dispute won).
pub async fn restore_donation(db: &impl ConnectionTrait, donation: &Donation, now: DateTime<Utc>) -> StoreResult<bool> {
    let points = policy::impact_points(ImpactEvent::Donation { usd_cents: donation.usd_cents });
    let cause = format!("{}:restored:{}", donation_family(donation.id), Uuid::now_v7());
    grant(db, donation.donor, points, GrantKind::Donation, cause, Some(donation.project), now).await
}

/// Reverses what a cause family has given so far with one negative entry (never a deletion).
/// Returns the points taken back (0 when the family's net is already 0).
async fn reverse(
    db: &impl ConnectionTrait,
    user: UserId,
    family: &str,
    project: Option<ProjectId>,
    now: DateTime<Utc>,
) -> Result<i64, DbErr> {
    let net: Option<Option<i64>> = Points::find()
        .select_only()
        .column_as(impact_point::Column::Points.sum().cast_as("BIGINT"), "net")
        .filter(impact_point::Column::UserId.eq(user))
        .filter(
            Condition::any()
                .add(impact_point::Column::Cause.eq(family))
                .add(impact_point::Column::Cause.starts_with(format!("{family}:")))
                .add(impact_point::Column::Cause.starts_with(format!("reversal:{family}:"))),
        )
        .into_tuple()
        .one(db)
        .await?;
    let net = net.flatten().unwrap_or(0);
    if net <= 0 {
        return Ok(0);
    }
    let row = ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user.into()),
        points: Set(-net),
        kind: Set(GrantKind::Reversal.as_str().to_owned()),
        cause: Set(format!("reversal:{family}:{}", Uuid::now_v7())),
        project_id: Set(project.map(Uuid::from)),
        created_at: Set(now),
    };
    Points::insert(row).exec(db).await?;
    Ok(net)
}

/// Takes back a donation's points when it leaves `settled`.
pub async fn reverse_donation(db: &impl ConnectionTrait, donation: &Donation, now: DateTime<Utc>) -> StoreResult<i64> {
    Ok(reverse(db, donation.donor, &donation_family(donation.id), Some(donation.project), now).await?)
}

/// Takes back a revoked vote's point.
pub async fn reverse_vote(db: &impl ConnectionTrait, vote: &Vote, now: DateTime<Utc>) -> StoreResult<i64> {
    Ok(reverse(db, vote.voter, &vote_family(vote), Some(vote.project), now).await?)
}

/// A person's total.
pub async fn total(db: &impl ConnectionTrait, user: UserId) -> StoreResult<i64> {
    Ok(totals(db, vec![user]).await?.get(&user).copied().unwrap_or(0))
}

/// Totals of several people, up to `until` when given (the matching freeze).
pub async fn totals_until(
    db: &impl ConnectionTrait,
    users: Vec<UserId>,
    until: Option<DateTime<Utc>>,
) -> StoreResult<HashMap<UserId, i64>> {
    let mut totals = HashMap::with_capacity(users.len());
    // A round's supporters can number hundreds of thousands: one `IN` list each chunk keeps the
    // statement under SQLite's limit of bound values (32,766).
    for chunk in users.chunks(USER_CHUNK) {
        let mut select = Points::find()
            .select_only()
            .column(impact_point::Column::UserId)
            .column_as(impact_point::Column::Points.sum().cast_as("BIGINT"), "total")
            .filter(impact_point::Column::UserId.is_in(chunk.iter().copied()));
        if let Some(until) = until {
            select = select.filter(impact_point::Column::CreatedAt.lte(until));
        }
        let rows: Vec<(Uuid, i64)> = select.group_by(impact_point::Column::UserId).into_tuple().all(db).await?;
        totals.extend(rows.into_iter().map(|(user, total)| (UserId::from(user), total)));
    }
    Ok(totals)
}

pub async fn totals(db: &impl ConnectionTrait, users: Vec<UserId>) -> StoreResult<HashMap<UserId, i64>> {
    totals_until(db, users, None).await
}

/// A person's grants, newest first.
pub async fn history(db: &impl ConnectionTrait, user: UserId, limit: u64) -> StoreResult<Vec<Grant>> {
    Ok(Points::find()
        .filter(impact_point::Column::UserId.eq(user))
        .order_by_desc(impact_point::Column::CreatedAt)
        .order_by_desc(impact_point::Column::Id)
        .limit(limit)
        .all(db)
        .await
        .map(grants)?)
}

pub(crate) fn grants(rows: Vec<impact_point::Model>) -> Vec<Grant> {
    rows.into_iter()
        .map(|m| Grant {
            id: m.id.into(),
            user_id: m.user_id.into(),
            points: m.points,
            // The three kinds are all this module writes.
            kind: GrantKind::parse(&m.kind).unwrap_or(GrantKind::Reversal),
            cause: m.cause,
            project_id: m.project_id.map(ProjectId::from),
            created_at: m.created_at,
        })
        .collect()
}

/// A person's impact points at `at`: the total of their ledger, all rounds, up to that instant
/// (matching.md §2). Matching reads points only through this and [`impact_points_of`].
pub async fn impact_points(db: &impl ConnectionTrait, user: UserId, at: DateTime<Utc>) -> StoreResult<i64> {
    Ok(impact_points_of(db, &[user], at).await?.get(&user).copied().unwrap_or(0))
}

/// [`impact_points`] for many people in one query; everyone asked for is in the answer.
pub async fn impact_points_of(
    db: &impl ConnectionTrait,
    users: &[UserId],
    at: DateTime<Utc>,
) -> StoreResult<HashMap<UserId, i64>> {
    let totals = totals_until(db, users.to_vec(), Some(at)).await?;
    Ok(users.iter().map(|user| (*user, totals.get(user).copied().unwrap_or(0))).collect())
}
